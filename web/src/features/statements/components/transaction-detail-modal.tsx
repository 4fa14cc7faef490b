import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import type { ReactNode } from 'react';
import type { TransactionDetail } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { DateTimeText } from '@/components/ui/date-time-text';
import { formatManilaDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useTransaction } from '../api/get-transaction';
import { FromStream } from './transaction-list';
import { TransactionStatusBadge } from './transaction-status-badge';
import { LoadError } from '@/components/ui/load-error';
import { i18n, useTranslation } from '../texts';

export type TransactionDetailModalProps = { transactionNo: string };

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
    return i18n.t('statements.detail.held');
  }
  return i18n.t('statements.detail.review', { date: formatManilaDateTime(waiting.until) });
}

function Details({ transaction }: { transaction: TransactionDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="dl" m={0}>
      <Field label={t('statements.detail.transactionNo')}>{transaction.transaction_no}</Field>
      <Field label={t('statements.detail.dateTime')}>
        <DateTimeText iso={transaction.date} />
      </Field>
      <Field label={t('statements.detail.type')}>{t(`statements.types.${transaction.type}`)}</Field>
      <Field label={t('statements.detail.status')}>
        <TransactionStatusBadge status={transaction.status} />
      </Field>
      {transaction.payout_waiting && (
        <Field label={t('statements.detail.sending')}>{waitingWords(transaction.payout_waiting)}</Field>
      )}
      <Field label={t('statements.detail.description')}>
        {transaction.description}
        <FromStream transaction={transaction} />
      </Field>
      <Field label={t('statements.detail.reference')}>{transaction.reference ?? '—'}</Field>
      {transaction.supporter_name && (
        <Field label={t('statements.detail.supporter')}>{transaction.supporter_name}</Field>
      )}
      {transaction.supporter_message && (
        <Field label={t('statements.detail.message')}>{transaction.supporter_message}</Field>
      )}
      <Field label={t('statements.detail.gross')} ruled>
        {formatMoney(transaction.gross_amount)}
      </Field>
      <Field label={t('statements.detail.fee')}>{formatMoney(transaction.fee_amount)}</Field>
      <Field label={t('statements.detail.net')} strong>
        {formatMoney(transaction.total_amount)}
      </Field>
      {transaction.balance && (
        <Field label={t('statements.detail.balance')}>{t(`statements.detail.${transaction.balance}`)}</Field>
      )}
    </Stack>
  );
}

/** One transaction in full, opened from a row of the transaction list. */
export function TransactionDetailModal({
  context,
  id,
  innerProps,
}: ContextModalProps<TransactionDetailModalProps>) {
  const { t } = useTranslation();
  const transaction = useTransaction(innerProps.transactionNo);

  return (
    <Stack gap="md">
      <ModalHeading ta="left">{t('statements.detail.title')}</ModalHeading>
      {transaction.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('statements.detail.loading')}>
          {Array.from({ length: 8 }, (_, row) => (
            <Skeleton key={row} height={16} radius="sm" />
          ))}
        </Stack>
      ) : transaction.isError ? (
        <LoadError title={null} onRetry={() => void transaction.refetch()}>
          {t('statements.detail.unableToLoad')}
        </LoadError>
      ) : (
        <Details transaction={transaction.data} />
      )}
      <Button data-autofocus variant="default" onClick={() => context.closeModal(id)}>
        {t('statements.detail.close')}
      </Button>
    </Stack>
  );
}
