import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import type { ReactNode } from 'react';
import type { TransactionDetail } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { DateTimeText } from '@/components/ui/date-time-text';
import { formatManilaDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useTransaction } from '../api/get-transaction';
import { transactionTypeLabels } from './transaction-labels';
import { TransactionStatusBadge } from './transaction-status-badge';
import { LoadError } from '@/components/ui/load-error';

export type TransactionDetailModalProps = { transactionNo: string };

const balanceLabels: Record<NonNullable<TransactionDetail['balance']>, string> = {
  available: 'Added to your available balance',
  pending: 'Pending: added to your available balance on the 15th of the month',
};

function Field({
  label,
  children,
  strong,
  ruled,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  /** a line above, opening the amounts (a separator element is not allowed inside a definition list) */
  ruled?: boolean;
}) {
  const rule = ruled
    ? { borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 'var(--mantine-spacing-xs)' }
    : undefined;
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap" style={rule}>
      <Text component="dt" c="dimmed" fz="sm" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fz="sm"
        fw={strong ? 800 : 500}
        ta="right"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Text>
    </Group>
  );
}

/** Why a payout is not sent yet, and when it goes (decision 0107). */
function waitingWords(waiting: NonNullable<TransactionDetail['payout_waiting']>) {
  if (waiting.reason === 'held' || !waiting.until) {
    return 'PIXEL is checking this payout before it is sent. We will write to you if we need anything.';
  }
  return `Your first payout is being reviewed. It will be sent on ${formatManilaDateTime(waiting.until)} (Manila time).`;
}

function Details({ transaction }: { transaction: TransactionDetail }) {
  return (
    <Stack gap="xs" component="dl" m={0}>
      <Field label="Transaction no.">{transaction.transaction_no}</Field>
      <Field label="Date & Time">
        <DateTimeText iso={transaction.date} />
      </Field>
      <Field label="Type">{transactionTypeLabels[transaction.type]}</Field>
      <Field label="Status">
        <TransactionStatusBadge status={transaction.status} />
      </Field>
      {transaction.payout_waiting && (
        <Field label="Sending">{waitingWords(transaction.payout_waiting)}</Field>
      )}
      <Field label="Description">{transaction.description}</Field>
      <Field label="Reference">{transaction.reference ?? '—'}</Field>
      {transaction.supporter_name && <Field label="Supporter">{transaction.supporter_name}</Field>}
      {transaction.supporter_message && <Field label="Message">{transaction.supporter_message}</Field>}
      <Field label="Gross amount" ruled>
        {formatMoney(transaction.gross_amount)}
      </Field>
      <Field label="Fee">{formatMoney(transaction.fee_amount)}</Field>
      <Field label="Net amount" strong>
        {formatMoney(transaction.total_amount)}
      </Field>
      {transaction.balance && <Field label="Balance">{balanceLabels[transaction.balance]}</Field>}
    </Stack>
  );
}

/** One transaction in full, opened from a row of the transaction list. */
export function TransactionDetailModal({
  context,
  id,
  innerProps,
}: ContextModalProps<TransactionDetailModalProps>) {
  const transaction = useTransaction(innerProps.transactionNo);

  return (
    <Stack gap="md">
      <ModalHeading ta="left">Transaction details</ModalHeading>
      {transaction.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading transaction">
          {Array.from({ length: 8 }, (_, row) => (
            <Skeleton key={row} height={16} radius="sm" />
          ))}
        </Stack>
      ) : transaction.isError ? (
        <LoadError title={null} onRetry={() => void transaction.refetch()}>
          Unable to load this transaction
        </LoadError>
      ) : (
        <Details transaction={transaction.data} />
      )}
      <Button data-autofocus variant="default" onClick={() => context.closeModal(id)}>
        Close
      </Button>
    </Stack>
  );
}
