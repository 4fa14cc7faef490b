import { Avatar, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ExploreCreator } from '@pixel/contract';
import { Link } from 'react-router';
import { avatarSource } from '@/lib/avatar';
import { formatCount } from '@/lib/money';
import { useTranslation } from '../texts';

type CountKey = `explore.${'post' | 'follower' | 'supporter'}${'One' | 'Many'}`;

/** A creator to discover: who they are, the start of their bio and what their page has. */
export function CreatorCard({ creator }: { creator: ExploreCreator }) {
  const { t } = useTranslation();
  // one key per form, chosen here: plurals would need Intl's plural rules
  const counted = (n: number, [one, many]: readonly [CountKey, CountKey]) =>
    t(n === 1 ? one : many, { n: formatCount(n) });
  return (
    <UnstyledButton component={Link} to={`/${creator.page_url}`} w="100%" h="100%">
      <Paper withBorder radius="lg" p="md" h="100%">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={avatarSource(creator)}
              alt=""
              size={48}
              radius="xl"
              name={creator.page_name}
              color="pixel"
              // the coloured initials are dark: readable on every pale colour (WCAG AA)
              styles={{ placeholder: { color: 'var(--mantine-color-black)' } }}
            />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {creator.page_name}
              </Text>
              <Text c="dimmed" fz="sm" truncate>
                @{creator.page_url}
              </Text>
            </div>
          </Group>
          {creator.bio && (
            <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {creator.bio}
            </Text>
          )}
          <Text c="dimmed" fz="xs">
            {[
              counted(creator.post_count, ['explore.postOne', 'explore.postMany']),
              counted(creator.follower_count, ['explore.followerOne', 'explore.followerMany']),
              counted(creator.supporter_count, ['explore.supporterOne', 'explore.supporterMany']),
            ].join(' · ')}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** Creators as a grid of cards: one column on a phone, up to four on a wide screen. */
export function CreatorGrid({ creators, label }: { creators: ExploreCreator[]; label?: string }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {creators.map((creator) => (
        <li key={creator.page_url}>
          <CreatorCard creator={creator} />
        </li>
      ))}
    </SimpleGrid>
  );
}
