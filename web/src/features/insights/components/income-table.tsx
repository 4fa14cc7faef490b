import { Table, Text } from '@mantine/core';
import { type Insights, insightIncomeTypes } from '@pixel/contract';
import { formatCount, formatMoney } from '@/lib/money';
import type { InsightsRange } from '../api/get-insights';
import { insightsExportUrl } from '../api/get-insights';
import { useTranslation } from '../texts';
import { formatMonth } from './format';
import { TableCard, WideTable } from './table-card';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * What supporters paid each month, by type (memberships, Snaps and Slides, gifts, shop sales, commissions)
 * and in all, before fees and refunds, with how many payments made each sum (decision 0166).
 */
export function IncomeTable({ insights, range }: { insights: Insights; range: InsightsRange }) {
  const { t } = useTranslation();
  const payments = (count: number) =>
    count === 1
      ? t('insights.income.paymentsOne')
      : t('insights.income.payments', { count: formatCount(count) });
  return (
    <TableCard
      id="insights-income"
      title={t('insights.income.title')}
      hint={t('insights.income.hint')}
      csv={insightsExportUrl('income', range)}
    >
      <WideTable minWidth={820} labelledBy="insights-income">
        <Table verticalSpacing="xs" aria-labelledby="insights-income">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('insights.months.month')}</Table.Th>
              {insightIncomeTypes.map((type) => (
                <Table.Th key={type} ta="right" style={nowrap}>
                  {t(`insights.income.types.${type}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('insights.income.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...insights.income].reverse().map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={600} style={nowrap}>
                  {formatMonth(row.month)}
                </Table.Th>
                {insightIncomeTypes.map((type) => (
                  <Table.Td key={type} ta="right" style={nowrap}>
                    {formatMoney(row.by_type[type].amount)}
                    {row.by_type[type].count > 0 && (
                      <Text component="span" display="block" c="dimmed" fz="xs">
                        {payments(row.by_type[type].count)}
                      </Text>
                    )}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={700} style={nowrap}>
                  {formatMoney(row.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
    </TableCard>
  );
}
