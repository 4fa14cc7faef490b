import { Button, Text } from '@mantine/core';
import { deviceLabel, type AdminUserDetail, type RefundRequest } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { formatMoney } from '@/lib/money';
import type { RevealedNumbers } from '../api/person';
import { useTranslation } from '../texts';
import { BankNameCheck, type PersonBank } from './bank-name-check';
import { DataTable } from './data-table';
import { balanceLabel, humanize, refundRequestStatusLabels } from './wording';

type Person = AdminUserDetail;
export type Payment = Person['payments_made'][number];

const Amount = ({ amount }: { amount: string }) => (
  <Text component="span" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
    {formatMoney(amount)}
  </Text>
);

const Mono = ({ children }: { children: string }) => (
  <Text component="span" ff="monospace" fz="sm">
    {children}
  </Text>
);

/** The newest entries of the person's balances. */
/** A payment's refund, as the status column says it. */
const refundStatusWords = { pending: 'on its way', succeeded: 'given', failed: 'refused' } as const;

export function LedgerTable({ person }: { person: Person }) {
  return (
    <DataTable
      label="Ledger"
      rows={person.ledger}
      rowKey={(line, index) => `${line.transaction_no}-${line.account}-${index}`}
      empty="Nothing has moved in their balances yet."
      columns={[
        { label: 'Date', cell: (line) => <DateTimeText iso={line.created_at} />, nowrap: true },
        { label: 'Transaction no', cell: (line) => <Mono>{line.transaction_no}</Mono>, nowrap: true },
        { label: 'Description', cell: (line) => line.description },
        { label: 'Balance', cell: (line) => balanceLabel(line.account), nowrap: true },
        { label: 'Amount', cell: (line) => <Amount amount={line.amount} />, numeric: true, nowrap: true },
      ]}
    />
  );
}

/** A refund approved once, waiting for a second staff member (decision 0121). */
function AwaitingSecondApproval() {
  const { t } = useTranslation();
  return <>{t('admin.secondApproval.refundStatus')}</>;
}

/**
 * Payments the person made (`made`) or received; the other side is the creator paid, or who paid. With
 * `onRefund` (a role that may refund), each paid payment offers Refund.
 */
export function PaymentsTable({
  person,
  side,
  onRefund,
}: {
  person: Person;
  side: 'made' | 'received';
  onRefund?: (payment: Payment) => void;
}) {
  const rows = side === 'made' ? person.payments_made : person.payments_received;
  return (
    <DataTable<Payment>
      label={side === 'made' ? 'Payments made' : 'Payments received'}
      rows={rows}
      rowKey={(payment) => payment.reference}
      empty={side === 'made' ? 'They have paid no one yet.' : 'No one has paid them yet.'}
      columns={[
        { label: 'Reference', cell: (payment) => <Mono>{payment.reference}</Mono>, nowrap: true },
        { label: 'Kind', cell: (payment) => humanize(payment.kind) },
        {
          label: 'Amount',
          cell: (payment) => <Amount amount={payment.amount} />,
          numeric: true,
          nowrap: true,
        },
        {
          label: 'Status',
          cell: (payment) =>
            payment.refund_status ? (
              `Refund ${refundStatusWords[payment.refund_status]}`
            ) : payment.refund_approval ? (
              <AwaitingSecondApproval />
            ) : (
              humanize(payment.status)
            ),
          nowrap: true,
        },
        {
          label: side === 'made' ? 'Paid to' : 'From',
          cell: (payment) => payment.counterpart ?? (side === 'made' ? '—' : 'A visitor'),
        },
        {
          label: 'Date',
          cell: (payment) => <DateTimeText iso={payment.paid_at ?? payment.created_at} />,
          nowrap: true,
        },
        ...(onRefund
          ? [
              {
                label: 'Actions',
                actions: true,
                nowrap: true,
                cell: (payment: Payment) =>
                  payment.status === 'paid' && !payment.refund_status ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={`Refund ${payment.reference}`}
                      onClick={() => onRefund(payment)}
                    >
                      Refund
                    </Button>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}

export function PayoutsTable({ person }: { person: Person }) {
  return (
    <DataTable
      label="Payouts"
      rows={person.payouts}
      rowKey={(payout) => payout.reference}
      minWidth={1000}
      empty="No payouts yet."
      columns={[
        { label: 'Reference', cell: (payout) => <Mono>{payout.reference}</Mono>, nowrap: true },
        { label: 'Bank', cell: (payout) => payout.bank_name },
        { label: 'Account', cell: (payout) => <Mono>{payout.account_number}</Mono>, nowrap: true },
        { label: 'Amount', cell: (payout) => <Amount amount={payout.amount} />, numeric: true, nowrap: true },
        { label: 'Fee', cell: (payout) => <Amount amount={payout.fee} />, numeric: true, nowrap: true },
        { label: 'Status', cell: (payout) => humanize(payout.status), nowrap: true },
        {
          label: 'Provider id',
          cell: (payout) => (payout.provider_payout_id ? <Mono>{payout.provider_payout_id}</Mono> : '—'),
        },
        { label: 'Failure', cell: (payout) => payout.failure_code ?? '—' },
        { label: 'Date', cell: (payout) => <DateTimeText iso={payout.created_at} />, nowrap: true },
      ]}
    />
  );
}

/**
 * Bank and e-wallet accounts, their numbers masked by the server, or in full once revealed: the reveal
 * answers the same accounts in the same order, and a row whose bank differs (changed since) stays masked.
 */
export function BankAccountsTable({
  person,
  revealed,
  onApproveName,
}: {
  person: Person;
  revealed?: RevealedNumbers['bank_accounts'] | undefined;
  /** Given to staff who review identities: a name that differs from the legal name can be approved. */
  onApproveName?: ((bank: PersonBank) => void) | undefined;
}) {
  const rows = person.bank_accounts.map((bank, index) => {
    const full = revealed?.[index];
    return full && full.bank_name === bank.bank_name
      ? { ...bank, account_number: full.account_number, mobile_number: full.mobile_number }
      : bank;
  });
  return (
    <DataTable
      label="Bank accounts"
      rows={rows}
      rowKey={(bank, index) => `${bank.bank_name}-${index}`}
      minWidth={760}
      empty="No bank accounts."
      columns={[
        { label: 'Bank', cell: (bank) => bank.bank_name },
        { label: 'Account name', cell: (bank) => bank.account_name },
        { label: 'Account number', cell: (bank) => <Mono>{bank.account_number}</Mono>, nowrap: true },
        { label: 'Mobile number', cell: (bank) => bank.mobile_number ?? '—', nowrap: true },
        { label: 'State', cell: (bank) => (bank.enabled ? 'Enabled' : 'Disabled'), nowrap: true },
        {
          label: 'Name check',
          cell: (bank) => <BankNameCheck bank={bank} onApprove={onApproveName} />,
        },
      ]}
    />
  );
}

/** The refund requests the person asked for or received as a creator, newest first; decided on their own page. */
export function RefundRequestsTable({ person }: { person: Person }) {
  return (
    <DataTable<RefundRequest>
      label="Refund requests"
      rows={person.refund_requests}
      rowKey={(request) => request.id}
      minWidth={960}
      empty="They have asked for no refund, and no one has asked them for one."
      columns={[
        { label: 'Reference', cell: (request) => <Mono>{request.reference}</Mono>, nowrap: true },
        {
          label: 'Supporter → creator',
          cell: (request) => `${request.supporter.page_name} → ${request.creator.page_name}`,
        },
        {
          label: 'Amount',
          cell: (request) => <Amount amount={request.amount} />,
          numeric: true,
          nowrap: true,
        },
        { label: 'Status', cell: (request) => refundRequestStatusLabels[request.status], nowrap: true },
        { label: 'Reason', cell: (request) => request.reason },
        { label: 'Reply', cell: (request) => request.reply ?? '—' },
        { label: 'Asked', cell: (request) => <DateTimeText iso={request.created_at} />, nowrap: true },
      ]}
    />
  );
}

export function SessionsTable({ person }: { person: Person }) {
  return (
    <DataTable
      label="Sessions"
      rows={person.sessions}
      rowKey={(session, index) => `${session.signed_in_at}-${index}`}
      minWidth={640}
      empty="Signed in nowhere."
      columns={[
        { label: 'Browser', cell: (session) => deviceLabel(session) },
        { label: 'IP address', cell: (session) => session.ip ?? '—', nowrap: true },
        { label: 'Signed in', cell: (session) => <DateTimeText iso={session.signed_in_at} />, nowrap: true },
        { label: 'Last seen', cell: (session) => <DateTimeText iso={session.last_seen_at} />, nowrap: true },
      ]}
    />
  );
}
