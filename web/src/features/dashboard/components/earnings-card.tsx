import { Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { EarningsResponse } from '@pixel/contract';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen';
import { formatMoney } from '@/lib/money';
import { useEarnings } from '../api/get-earnings';
import { formatPointLabel } from './earnings-labels';
import { i18n, useTranslation } from '../texts';

// the chart library is most of the dashboard's code: it is fetched once the chart comes near the screen
const EarningsChart = lazy(() => import('./earnings-chart'));

// the chart's bars, its first and last dates and its legend
const CHART_HEIGHT = 256;

const periods = [
  { label: 'dashboard.earnings.last30Days', value: 'day' },
  { label: 'dashboard.earnings.last12Months', value: 'month' },
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
  const gifts = i18n.t('dashboard.earnings.summaryInGifts', { amount: formatMoney(earnings.total_gifts) });
  const purchases = i18n.t('dashboard.earnings.summaryInPurchases', {
    amount: formatMoney(earnings.total_purchases),
  });
  const values = {
    period: i18n.t(period === 'day' ? 'dashboard.earnings.perDay' : 'dashboard.earnings.perMonth'),
    label: periodLabel.toLowerCase(),
    gifts,
    purchases,
  };
  const summary = hasMemberships(earnings)
    ? i18n.t('dashboard.earnings.summaryWithMemberships', {
        ...values,
        memberships: formatMoney(earnings.total_memberships),
      })
    : i18n.t('dashboard.earnings.summary', values);
  return best
    ? i18n.t('dashboard.earnings.summaryBest', {
        summary,
        date: formatPointLabel(best.date, period),
        amount: formatMoney(totalOf(best)),
      })
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
  const { t } = useTranslation();
  const [period, setPeriod] = useState<'day' | 'month'>('day');
  const earnings = useEarnings(period);
  const data = earnings.data?.data;
  const periodLabel = t(periods.find((p) => p.value === period)!.label);

  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="earnings-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="earnings-heading">
            {t('dashboard.earnings.title')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('dashboard.earnings.period')}
            value={period}
            onChange={(value) => setPeriod(value as 'day' | 'month')}
            data={periods.map((p) => ({ label: t(p.label), value: p.value }))}
          />
        </Group>
        {earnings.isError ? (
          <LoadError onRetry={() => void earnings.refetch()} />
        ) : !data ? (
          <Skeleton h={260} role="status" aria-label={t('dashboard.earnings.loading')} />
        ) : (
          <>
            <Group gap="xl">
              <div>
                <Text c="dimmed" fz="sm">
                  {t('dashboard.earnings.gifts', { period: periodLabel.toLowerCase() })}
                </Text>
                <Text fw={800} fz="xl">
                  {formatMoney(data.total_gifts)}
                </Text>
              </div>
              <div>
                <Text c="dimmed" fz="sm">
                  {t('dashboard.earnings.purchases', { period: periodLabel.toLowerCase() })}
                </Text>
                <Text fw={800} fz="xl">
                  {formatMoney(data.total_purchases)}
                </Text>
              </div>
              {hasMemberships(data) && (
                <div>
                  <Text c="dimmed" fz="sm">
                    {t('dashboard.earnings.memberships', { period: periodLabel.toLowerCase() })}
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
                {t('dashboard.earnings.nothingYet')}
              </Text>
            )}
            <div>
              <Title order={3} fz="md" mb="xs">
                {t('dashboard.earnings.topSupporters')}
              </Title>
              {data.top_supporters.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {t('dashboard.earnings.noTopSupporters')}
                </Text>
              ) : (
                <Table verticalSpacing={6} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('dashboard.earnings.supporter')}</Table.Th>
                      <Table.Th ta="right">{t('dashboard.earnings.times')}</Table.Th>
                      <Table.Th ta="right">{t('dashboard.earnings.total')}</Table.Th>
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
