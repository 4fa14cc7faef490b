import { Table, Text } from '@mantine/core';
import type { Insights } from '@pixel/contract';
import { formatCount } from '@/lib/money';
import type { InsightsRange } from '../api/get-insights';
import { insightsExportUrl } from '../api/get-insights';
import { useTranslation } from '../texts';
import { formatMonth, formatPercent } from './format';
import { TableCard, WideTable } from './table-card';

const nowrap = { whiteSpace: 'nowrap' } as const;
// the month and its members stay in view while the months after scroll under them on a phone
const pinned = {
  ...nowrap,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;

/** A cell's shade: the more of the month's members stayed, the deeper; dark text reads on every shade. */
const shade = (part: number, whole: number) =>
  whole ? `rgba(34, 139, 230, ${((0.55 * part) / whole).toFixed(2)})` : undefined;

/** Retention by the month members joined: of those who joined, the share still members each month after. */
export function CohortTable({ insights, range }: { insights: Insights; range: InsightsRange }) {
  const { t } = useTranslation();
  const widest = Math.max(0, ...insights.cohorts.map((row) => row.retained.length));
  const later = Array.from({ length: widest }, (_, i) => i + 1);
  return (
    <TableCard
      id="insights-cohorts"
      title={t('insights.cohorts.title')}
      hint={t('insights.cohorts.hint')}
      csv={insightsExportUrl('cohorts', range)}
    >
      {insights.cohorts.length === 0 ? (
        <Text c="dimmed">{t('insights.cohorts.none')}</Text>
      ) : (
        <WideTable minWidth={200 + 64 * widest} labelledBy="insights-cohorts">
          <Table verticalSpacing="xs" horizontalSpacing="xs" aria-labelledby="insights-cohorts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={pinned}>{t('insights.cohorts.joinedIn')}</Table.Th>
                <Table.Th ta="right" style={nowrap}>
                  {t('insights.cohorts.joined')}
                </Table.Th>
                {later.map((months) => (
                  <Table.Th key={months} ta="center" style={nowrap}>
                    <abbr
                      title={t('insights.cohorts.laterLabel', { months })}
                      style={{ textDecoration: 'none' }}
                    >
                      {t('insights.cohorts.later', { months })}
                    </abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {insights.cohorts.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Th scope="row" fw={600} style={pinned}>
                    {formatMonth(row.month)}
                  </Table.Th>
                  <Table.Td ta="right">{formatCount(row.joined)}</Table.Td>
                  {later.map((months) => {
                    const retained = row.retained[months - 1];
                    return (
                      <Table.Td
                        key={months}
                        ta="center"
                        style={{
                          ...nowrap,
                          background: retained === undefined ? undefined : shade(retained, row.joined),
                        }}
                      >
                        {retained === undefined ? '' : formatPercent(retained, row.joined)}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </TableCard>
  );
}
