import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Insights } from '@pixel/contract';
import { formatCount, formatMoney } from '@/lib/money';
import { useTranslation } from '../texts';
import { formatChange, formatMonth } from './format';

function Card({ label, value, lines }: { label: string; value: string; lines: string[] }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={4}>
        <Text c="dimmed" fz="sm" fw={600}>
          {label}
        </Text>
        <Text fw={800} fz="xl">
          {value}
        </Text>
        {lines.map((line) => (
          <Text key={line} c="dimmed" fz="xs">
            {line}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** Monthly recurring revenue and its change, the members, the average lifetime value, next month's renewals. */
export function SummaryCards({ summary }: { summary: Insights['summary'] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Card
        label={t('insights.cards.mrr')}
        value={formatMoney(summary.mrr)}
        lines={[
          t('insights.cards.mrrChange', { change: formatChange(summary.mrr_change) }),
          t('insights.cards.mrrHint'),
        ]}
      />
      <Card
        label={t('insights.cards.members')}
        value={formatCount(summary.active_members)}
        lines={[
          summary.members_ever === 1
            ? t('insights.cards.membersEverOne')
            : t('insights.cards.membersEver', { members: formatCount(summary.members_ever) }),
        ]}
      />
      <Card
        label={t('insights.cards.lifetimeValue')}
        value={formatMoney(summary.average_lifetime_value)}
        lines={[t('insights.cards.lifetimeValueHint')]}
      />
      <Card
        label={t('insights.cards.nextMonth', { month: formatMonth(summary.next_month) })}
        value={formatMoney(summary.next_month_expected)}
        lines={[
          summary.next_month_renewals === 1
            ? t('insights.cards.nextMonthHintOne')
            : t('insights.cards.nextMonthHint', { renewals: formatCount(summary.next_month_renewals) }),
        ]}
      />
    </SimpleGrid>
  );
}
