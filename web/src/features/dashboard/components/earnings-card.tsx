import { Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { EarningsResponse } from '@pixel/contract';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen';
import { formatMoney } from '@/lib/money';
import { useEarnings } from '../api/get-earnings';
import { formatPointLabel } from './earnings-labels';

// the chart library is most of the dashboard's code: it is fetched once the chart comes near the screen
const EarningsChart = lazy(() => import('./earnings-chart'));

// the chart's bars, its first and last dates and its legend
const CHART_HEIGHT = 256;

const periods = [
  { label: 'Last 30 days', value: 'day' },
  { label: 'Last 12 months', value: 'month' },
] as const;

type Point = EarningsResponse['data']['points'][number];
const totalOf = (point: Point) => Number(point.gifts) + Number(point.purchases) + Number(point.memberships);
/** Memberships are named once a creator has had some: a page without tiers sees gifts and purchases. */
const hasMemberships = (earnings: EarningsResponse['data']) => Number(earnings.total_memberships) > 0;

/** What the chart shows, in words: its picture is not read out, and its bars are not a Tab stop. */
function chartSummary(earnings: EarningsResponse['data'], periodLabel: string) {
  const { period, points } = earnings;
  const best = points.reduce<Point | null>(
    (top, point) => (totalOf(point) > (top ? totalOf(top) : 0) ? point : top),
    null,
  );
  const gifts = `${formatMoney(earnings.total_gifts)} in gifts`;
  const purchases = `${formatMoney(earnings.total_purchases)} in purchases`;
  const summary = hasMemberships(earnings)
    ? `Gifts, purchases and memberships per ${period}, ${periodLabel.toLowerCase()}: ${gifts}, ${purchases} and ${formatMoney(earnings.total_memberships)} in memberships.`
    : `Gifts and purchases per ${period}, ${periodLabel.toLowerCase()}: ${gifts} and ${purchases}.`;
  return best
    ? `${summary} Most on ${formatPointLabel(best.date, period)}: ${formatMoney(totalOf(best))}.`
    : summary;
}

function ChartWhenSeen({
  earnings,
  periodLabel,
}: {
  earnings: EarningsResponse['data'];
  periodLabel: string;
}) {
  // fetched once the chart's box is on screen, not only near it: on a phone the chart sits just under the
  // first screen, and a dashboard opened to look at the balance need not download it
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>('0px');
  const placeholder = <Skeleton h={CHART_HEIGHT} />;
  return (
    <div
      ref={ref}
      role="img"
      aria-label={chartSummary(earnings, periodLabel)}
      style={{ minHeight: CHART_HEIGHT }}
    >
      {seen ? (
        <Suspense fallback={placeholder}>
          <EarningsChart earnings={earnings} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** Earnings: gifts, purchases and memberships over time, with the totals and the people who gave the most. */
export function EarningsCard() {
  const [period, setPeriod] = useState<'day' | 'month'>('day');
  const earnings = useEarnings(period);
  const data = earnings.data?.data;
  const periodLabel = periods.find((p) => p.value === period)!.label;

  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="earnings-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="earnings-heading">
            Earnings
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Period"
            value={period}
            onChange={(value) => setPeriod(value as 'day' | 'month')}
            data={periods.map((p) => ({ label: p.label, value: p.value }))}
          />
        </Group>
        {earnings.isError ? (
          <LoadError onRetry={() => void earnings.refetch()} />
        ) : !data ? (
          <Skeleton h={260} role="status" aria-label="Loading earnings" />
        ) : (
          <>
            <Group gap="xl">
              <div>
                <Text c="dimmed" fz="sm">
                  Gifts · {periodLabel.toLowerCase()}
                </Text>
                <Text fw={800} fz="xl">
                  {formatMoney(data.total_gifts)}
                </Text>
              </div>
              <div>
                <Text c="dimmed" fz="sm">
                  Purchases · {periodLabel.toLowerCase()}
                </Text>
                <Text fw={800} fz="xl">
                  {formatMoney(data.total_purchases)}
                </Text>
              </div>
              {hasMemberships(data) && (
                <div>
                  <Text c="dimmed" fz="sm">
                    Memberships · {periodLabel.toLowerCase()}
                  </Text>
                  <Text fw={800} fz="xl">
                    {formatMoney(data.total_memberships)}
                  </Text>
                </div>
              )}
            </Group>
            {data.points.some((point) => totalOf(point) > 0) ? (
              <ChartWhenSeen earnings={data} periodLabel={periodLabel} />
            ) : (
              <Text c="dimmed" fz="sm">
                No gifts or purchases in this time yet. Share your page link to get your first.
              </Text>
            )}
            <div>
              <Title order={3} fz="md" mb="xs">
                Top supporters
              </Title>
              {data.top_supporters.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  No named supporters in this time yet.
                </Text>
              ) : (
                <Table verticalSpacing={6} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Supporter</Table.Th>
                      <Table.Th ta="right">Times</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.top_supporters.map((supporter) => (
                      <Table.Tr key={supporter.name}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{supporter.name}</Table.Td>
                        <Table.Td ta="right">{supporter.count}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(supporter.total_amount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
