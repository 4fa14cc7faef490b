import { Button, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Insights, monthPlus } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { whileReplaced } from '@/components/ui/list-states';
import { type InsightsRange, useInsights } from '../api/get-insights';
import { useTranslation } from '../texts';
import { CohortTable } from './cohort-table';
import { ConversionTable } from './conversion-table';
import { IncomeTable } from './income-table';
import { MonthsTable, TiersTable } from './month-tables';
import { SummaryCards } from './summary-cards';

const spans = ['6', '12', '24'] as const;
type Span = (typeof spans)[number];
const isSpan = (value: string): value is Span => (spans as readonly string[]).includes(value);

/** A creator with nothing to count yet: no member ever, no checkout nor income in the months shown. */
const isEmpty = (insights: Insights) =>
  insights.summary.members_ever === 0 &&
  insights.conversion.every((row) => row.started === 0) &&
  insights.income.every((row) => Number(row.total) === 0);

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} fz="lg">
          {t('insights.empty.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('insights.empty.text')}
        </Text>
        <Button component={Link} to="/dashboard/creator-hub/memberships" variant="light">
          {t('insights.empty.action')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /dashboard/creator-hub/insights: how the creator's memberships do, month by month, and what supporters
 * paid them by type (decision 0166). The figures come from counters kept as money moves (decision 0151), for
 * the last 6, 12 or 24 months, each table also as CSV.
 */
export function InsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.title'));
  const [span, setSpan] = useState<Span>('12');
  // the server's month, from its first answer: the page's clock may not be Manila's, nor the server's
  const [current, setCurrent] = useState<string>();
  const range: InsightsRange =
    current && span !== '12' ? { from: monthPlus(current, 1 - Number(span)), to: current } : {};
  const insights = useInsights(range);
  const shown = insights.data?.data;
  if (shown && !current && span === '12') setCurrent(shown.to);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
            {t('insights.creatorHub')}
          </Text>
          <Title order={1}>{t('insights.title')}</Title>
          <Text c="dimmed" mt={4} maw={640}>
            {t('insights.intro')}
          </Text>
        </div>
        <NativeSelect
          label={t('insights.range')}
          size="md"
          disabled={!current}
          data={spans.map((value) => ({ value, label: t(`insights.ranges.${value}`) }))}
          value={span}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isSpan(value)) setSpan(value);
          }}
        />
      </Group>
      {insights.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('insights.loading')}>
          <Skeleton height={112} radius="lg" />
          <Skeleton height={320} radius="lg" />
        </Stack>
      ) : insights.isError && !shown ? (
        <LoadError title={null} onRetry={() => void insights.refetch()}>
          {t('insights.loadError')}
        </LoadError>
      ) : shown && isEmpty(shown) ? (
        <EmptyState />
      ) : shown ? (
        <Stack gap="lg" {...whileReplaced(insights.isPlaceholderData)}>
          <SummaryCards summary={shown.summary} />
          <IncomeTable insights={shown} range={range} />
          <MonthsTable insights={shown} range={range} />
          <CohortTable insights={shown} range={range} />
          <ConversionTable insights={shown} range={range} />
          <TiersTable insights={shown} range={range} />
        </Stack>
      ) : null}
    </Stack>
  );
}
