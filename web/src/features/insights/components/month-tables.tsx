import { Table, Text } from '@mantine/core';
import type { Insights } from '@pixel/contract';
import { formatCount, formatMoney } from '@/lib/money';
import type { InsightsRange } from '../api/get-insights';
import { insightsExportUrl } from '../api/get-insights';
import { useTranslation } from '../texts';
import { formatChange, formatMonth } from './format';
import { TableCard, WideTable } from './table-card';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A row's figures, right-aligned and each on one line, a cell for each column. */
function FigureCells({ columns, values }: { columns: readonly string[]; values: string[] }) {
  return values.map((value, i) => (
    <Table.Td key={columns[i]} ta="right" style={nowrap}>
      {value}
    </Table.Td>
  ));
}

/** New, renewed, lapsed and cancelled members, revenue, members and MRR, month by month (newest first). */
export function MonthsTable({ insights, range }: { insights: Insights; range: InsightsRange }) {
  const { t } = useTranslation();
  const columns = [
    t('insights.months.newMembers'),
    t('insights.months.renewals'),
    t('insights.months.lapses'),
    t('insights.months.cancellations'),
    t('insights.months.revenue'),
    t('insights.months.members'),
    t('insights.months.mrr'),
    t('insights.months.mrrChange'),
  ];
  return (
    <TableCard
      id="insights-months"
      title={t('insights.months.title')}
      hint={t('insights.months.hint')}
      csv={insightsExportUrl('months', range)}
    >
      <WideTable minWidth={760} labelledBy="insights-months">
        <Table verticalSpacing="xs" aria-labelledby="insights-months">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('insights.months.month')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} ta="right" style={nowrap}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...insights.months].reverse().map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={600} style={nowrap}>
                  {formatMonth(row.month)}
                </Table.Th>
                <FigureCells
                  columns={columns}
                  values={[
                    formatCount(row.new_members),
                    formatCount(row.renewals),
                    formatCount(row.lapses),
                    formatCount(row.cancellations),
                    formatMoney(row.revenue),
                    formatCount(row.members),
                    formatMoney(row.mrr),
                    formatChange(row.mrr_change),
                  ]}
                />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
    </TableCard>
  );
}

/** The same, tier by tier: only the months something happened in a tier. */
export function TiersTable({ insights, range }: { insights: Insights; range: InsightsRange }) {
  const { t } = useTranslation();
  const columns = [
    t('insights.months.newMembers'),
    t('insights.months.renewals'),
    t('insights.months.lapses'),
    t('insights.months.cancellations'),
    t('insights.months.revenue'),
  ];
  return (
    <TableCard id="insights-tiers" title={t('insights.tiers.title')} csv={insightsExportUrl('tiers', range)}>
      {insights.tiers.length === 0 ? (
        <Text c="dimmed">{t('insights.tiers.none')}</Text>
      ) : (
        <WideTable minWidth={640} labelledBy="insights-tiers">
          <Table verticalSpacing="xs" aria-labelledby="insights-tiers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('insights.months.month')}</Table.Th>
                <Table.Th>{t('insights.tiers.tier')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column} ta="right" style={nowrap}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...insights.tiers].reverse().map((row) => (
                <Table.Tr key={`${row.month} ${row.tier.id}`}>
                  <Table.Td style={nowrap}>{formatMonth(row.month)}</Table.Td>
                  <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.tier.name}
                  </Table.Th>
                  <FigureCells
                    columns={columns}
                    values={[
                      formatCount(row.new_members),
                      formatCount(row.renewals),
                      formatCount(row.lapses),
                      formatCount(row.cancellations),
                      formatMoney(row.revenue),
                    ]}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </TableCard>
  );
}
