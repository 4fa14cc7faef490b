import {
  Avatar,
  Container,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { avatarSource } from '@/lib/avatar';
import { useCreatorSearch } from '../api/search-creators';

/** Find a creator by name or page address; before anything is typed, the most followed creators to explore. */
export function FindCreators() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, isPending, isError, isFetching, refetch } = useCreatorSearch(debounced);
  const creators = data?.data ?? [];

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="find-creators-title">
      <Stack gap="lg">
        <Title order={2} id="find-creators-title" ta="center">
          {debounced ? 'Find a creator' : 'Creators to explore'}
        </Title>
        <TextInput
          type="search"
          size="md"
          radius="xl"
          maw={520}
          w="100%"
          mx="auto"
          label="Find a creator"
          description="Search by name or page address"
          placeholder="Maria Santos or mariasketches"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={isFetching ? <Loader size="xs" role="status" aria-label="Searching" /> : null}
        />
        {isError ? (
          <LoadError onRetry={() => void refetch()} />
        ) : isPending ? null : creators.length === 0 ? (
          <Text ta="center" c="dimmed" role="status">
            No creator matches “{debounced}”.
          </Text>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {creators.map((creator) => (
              <li key={creator.page_url}>
                <UnstyledButton component={Link} to={`/${creator.page_url}`} w="100%">
                  <Paper
                    withBorder
                    radius="lg"
                    p="md"
                    style={{ display: 'flex', alignItems: 'center', gap: 12 }}
                  >
                    <Avatar
                      src={avatarSource(creator)}
                      alt=""
                      size={48}
                      radius="xl"
                      name={creator.page_name}
                      color="pixel"
                    />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={700} truncate>
                        {creator.page_name}
                      </Text>
                      <Text c="dimmed" fz="sm" truncate>
                        @{creator.page_url}
                      </Text>
                    </div>
                  </Paper>
                </UnstyledButton>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
