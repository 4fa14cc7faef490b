import {
  Badge,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  type MantineStyleProp,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KeyboardEvent } from 'react';
import type { Transaction } from '@pixel/contract';
import { formatDateTime } from '@/lib/dates';
import { DateTimeText } from '@/components/ui/date-time-text';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { TransactionStatusBadge } from './transaction-status-badge';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '../texts';

/** Rows of the loading skeleton (spec §9). */
export const transactionSkeletonRows = 8;

const columns = ['dateTime', 'description', 'reference', 'amount', 'status'] as const;

const openDetail = (transaction: Transaction) =>
  openModal('transaction-detail', { transactionNo: transaction.transaction_no });

// red 9: the lighter reds fail WCAG AA contrast on white and on a hovered row
const amountColor = (amount: string) => (amount.startsWith('-') ? 'red.9' : undefined);

const rowStyle: MantineStyleProp = { cursor: 'pointer' };

/**
 * A gift given from the creator's stream (its scan-to-gift code), from their printed standee (its code) or
 * through the button or widget on their website says so beside its description.
 */
export function FromStream({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const from = transaction.from_stream
    ? t('statements.list.fromStream')
    : transaction.from_standee
      ? t('statements.list.fromStandee')
      : transaction.from_website
        ? t('statements.list.fromWebsite')
        : null;
  if (!from) return null;
  return (
    <Badge ml={8} size="sm" variant="light" color="grape" style={{ verticalAlign: 'middle' }}>
      {from}
    </Badge>
  );
}

function TransactionTable({ transactions }: { transactions: Transaction[] | undefined }) {
  const { t } = useTranslation();
  const onKeyDown = (transaction: Transaction) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    openDetail(transaction);
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" aria-busy={transactions ? undefined : true}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} ta={column === 'amount' ? 'right' : undefined}>
                {t(`statements.list.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions
            ? transactions.map((transaction) => (
                <Table.Tr
                  key={transaction.transaction_no}
                  tabIndex={0}
                  style={rowStyle}
                  onClick={() => openDetail(transaction)}
                  onKeyDown={onKeyDown(transaction)}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(transaction.date)}</Table.Td>
                  <Table.Td>
                    {transaction.description}
                    <FromStream transaction={transaction} />
                  </Table.Td>
                  <Table.Td c="dimmed" ff="monospace" fz="sm">
                    {transaction.reference ?? '—'}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    fw={700}
                    c={amountColor(transaction.total_amount)}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatMoney(transaction.total_amount)}
                  </Table.Td>
                  <Table.Td>
                    <TransactionStatusBadge status={transaction.status} />
                  </Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: transactionSkeletonRows }, (_, row) => (
                <Table.Tr key={row}>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The small-screen form of the list: one stacked entry per transaction. */
function TransactionStack({ transactions }: { transactions: Transaction[] | undefined }) {
  if (!transactions) {
    return (
      <Stack gap="xs" aria-busy="true">
        {Array.from({ length: transactionSkeletonRows }, (_, row) => (
          <Skeleton key={row} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {transactions.map((transaction) => (
        <li key={transaction.transaction_no}>
          <UnstyledButton
            w="100%"
            py="sm"
            onClick={() => openDetail(transaction)}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {transaction.description}
                  <FromStream transaction={transaction} />
                </Text>
                <Text fz="xs" c="dimmed">
                  <DateTimeText iso={transaction.date} />
                </Text>
                {transaction.reference && (
                  <Text fz="xs" c="dimmed" ff="monospace" truncate>
                    {transaction.reference}
                  </Text>
                )}
              </Stack>
              {/* the amount and the status never shrink: the description wraps beside them, whole */}
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={700} c={amountColor(transaction.total_amount)} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(transaction.total_amount)}
                </Text>
                <TransactionStatusBadge status={transaction.status} />
              </Stack>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The shared Transaction list (spec §2): a table (a stacked list on small screens), 8 skeleton rows while
 * loading, an empty state, and a detail modal for each row.
 */
export function TransactionList({
  transactions,
  isError,
  onRetry,
  emptyText,
}: {
  /** `undefined` while loading. */
  transactions: Transaction[] | undefined;
  isError?: boolean;
  onRetry: () => void;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const smallScreen = useMediaQuery('(max-width: 48em)');

  if (isError && !transactions) {
    return (
      <LoadError title={null} onRetry={onRetry}>
        {t('statements.list.unableToLoad')}
      </LoadError>
    );
  }
  if (transactions && transactions.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText ?? t('statements.list.empty')}
      </Text>
    );
  }
  return smallScreen ? (
    <TransactionStack transactions={transactions} />
  ) : (
    <TransactionTable transactions={transactions} />
  );
}
