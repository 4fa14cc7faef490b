import { Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { formatMoney } from '@/lib/money';
import { useEarnings } from '../api/get-earnings';

const EarningsChart = lazy(() => import('./earnings-chart'));

const periods = [
  { label: 'Last 30 days', value: 'day' },
  { label: 'Last 12 months', value: 'month' },
] as const;

/** Earnings: gifts and purchases over time, with the totals and the people who gave the most. */
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
            </Group>
            <Suspense fallback={<Skeleton h={220} role="status" aria-label="Loading chart" />}>
              <div role="img" aria-label={`Gifts and purchases per ${period}, ${periodLabel.toLowerCase()}`}>
                <EarningsChart earnings={data} />
              </div>
            </Suspense>
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
