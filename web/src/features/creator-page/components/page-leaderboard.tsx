import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '@/lib/translation';
import { usePageLeaderboard } from '../api/get-page-leaderboard';

/**
 * A creator page's top supporters, when the creator shows them there: a card above the gifts, nothing at all
 * when they do not (or while it loads: the gifts are what the page is for).
 */
export function PageLeaderboard({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation();
  const board = usePageLeaderboard(pageUrl).data?.data;
  if (!board || board.entries.length === 0) return null;
  const title = t(`creatorPage.topSupporters.${board.period}`);
  return (
    <Paper withBorder radius="lg" p="md" mb="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {board.entries.map((entry) => (
          <Group component="li" key={entry.rank} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fw={800} w={24} ta="right" c="dimmed">
                {entry.rank}
              </Text>
              {entry.page_url ? (
                <Anchor component={Link} to={`/${entry.page_url}`} fw={600} truncate="end">
                  {entry.name}
                </Anchor>
              ) : (
                <Text fw={600} truncate="end">
                  {entry.name}
                </Text>
              )}
            </Group>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(entry.total)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
