import {
  Avatar,
  Button,
  Container,
  Group,
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
import { CreatorGrid, useExplore } from '@/features/explore';
import { avatarSource } from '@/lib/avatar';
import { useCreatorSearch } from '../api/search-creators';
import { useTranslation } from '../texts';

// spec §5: searches wait 300 ms after the last key
const SEARCH_DEBOUNCE_MS = 300;

/** The most followed creators with something to show, and a way on to Explore. */
function CreatorsToExplore() {
  const { t } = useTranslation();
  const explore = useExplore();
  if (explore.isError) return <LoadError onRetry={() => void explore.refetch()} />;
  if (!explore.data) return null;
  const creators = explore.data.data.popular_creators;
  return (
    <Stack gap="lg">
      {creators.length === 0 ? (
        <Text ta="center" c="dimmed">
          {t('home.find.noneYet')}
        </Text>
      ) : (
        <CreatorGrid creators={creators} />
      )}
      <Group justify="center">
        <Button component={Link} to="/explore" variant="light" radius="xl">
          {t('home.find.explore')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Every account whose page name or address holds `search`: a friend's page is found before it has posts. */
function SearchResults({ search }: { search: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useCreatorSearch(search);
  const creators = data?.data ?? [];
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (isPending) return null;
  if (creators.length === 0) {
    return (
      <Text ta="center" c="dimmed" role="status">
        {t('home.find.noMatch', { search })}
      </Text>
    );
  }
  return (
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
            <Paper withBorder radius="lg" p="md" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
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
  );
}

/**
 * Find a creator by name or page address; before anything is typed, the most followed creators with
 * something to show (decision 0087), and the way to Explore.
 */
export function FindCreators() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { isFetching } = useCreatorSearch(debounced, debounced.length > 0);

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="find-creators-title">
      <Stack gap="lg">
        <Title order={2} id="find-creators-title" ta="center">
          {debounced ? t('home.find.title') : t('home.find.toExploreTitle')}
        </Title>
        <TextInput
          type="search"
          size="md"
          radius="xl"
          maw={520}
          w="100%"
          mx="auto"
          label={t('home.find.label')}
          description={t('home.find.description')}
          placeholder={t('home.find.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={
            isFetching ? <Loader size="xs" role="status" aria-label={t('home.find.searching')} /> : null
          }
        />
        {debounced ? <SearchResults search={debounced} /> : <CreatorsToExplore />}
      </Stack>
    </Container>
  );
}
