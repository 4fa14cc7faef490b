import { Table } from '@mantine/core';
import { type Insights, insightMethods } from '@pixel/contract';
import { formatCount } from '@/lib/money';
import type { InsightsRange } from '../api/get-insights';
import { insightsExportUrl } from '../api/get-insights';
import { useTranslation } from '../texts';
import { formatMonth, formatPercent } from './format';
import { TableCard, WideTable } from './table-card';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Membership checkouts started and paid each month, by the method they were paid with, and the conversion. */
export function ConversionTable({ insights, range }: { insights: Insights; range: InsightsRange }) {
  const { t } = useTranslation();
  return (
    <TableCard
      id="insights-conversion"
      title={t('insights.conversion.title')}
      hint={t('insights.conversion.hint')}
      csv={insightsExportUrl('conversion', range)}
    >
      <WideTable minWidth={720} labelledBy="insights-conversion">
        <Table verticalSpacing="xs" aria-labelledby="insights-conversion">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('insights.months.month')}</Table.Th>
              <Table.Th ta="right">{t('insights.conversion.started')}</Table.Th>
              <Table.Th ta="right">{t('insights.conversion.paid')}</Table.Th>
              {insightMethods.map((method) => (
                <Table.Th key={method} ta="right" style={nowrap}>
                  {t(`insights.methods.${method}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('insights.conversion.rate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...insights.conversion].reverse().map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={600} style={nowrap}>
                  {formatMonth(row.month)}
                </Table.Th>
                <Table.Td ta="right">{formatCount(row.started)}</Table.Td>
                <Table.Td ta="right">{formatCount(row.paid)}</Table.Td>
                {insightMethods.map((method) => (
                  <Table.Td key={method} ta="right">
                    {formatCount(row.by_method[method])}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={700}>
                  {formatPercent(row.paid, row.started)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
    </TableCard>
  );
}
