import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatCentavos,
  REFUND_SECOND_APPROVAL_ABOVE,
  type AdminAwaitingRefund,
  type AdminRefund,
} from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useAwaitingRefunds, useFailedRefunds } from '../api/refunds';
import { useTranslation } from '../texts';
import { DataTable } from './data-table';
import { refundFailureLabel } from './wording';

function FailedRefundsTable({ refunds }: { refunds: AdminRefund[] }) {
  return (
    <DataTable
      label="Failed refunds"
      rows={refunds}
      rowKey={(refund) => refund.reference}
      minWidth={900}
      empty="No failed refunds."
      columns={[
        {
          label: 'Reference',
          cell: (refund) => (
            <Text component="span" ff="monospace" fz="sm">
              {refund.reference}
            </Text>
          ),
          nowrap: true,
        },
        {
          label: 'Creator',
          // their page address finds them on People
          cell: (refund) =>
            refund.payee_page_url ? (
              <Anchor component={Link} to={`/admin?q=${encodeURIComponent(refund.payee_page_url)}`} fz="sm">
                @{refund.payee_page_url}
              </Anchor>
            ) : (
              '—'
            ),
        },
        {
          label: 'Amount',
          cell: (refund) => (
            <Text component="span" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(refund.amount)}
            </Text>
          ),
          numeric: true,
          nowrap: true,
        },
        {
          label: "Provider's answer",
          cell: (refund) =>
            refund.failure_reason ? (
              <>
                {refundFailureLabel(refund.failure_reason)}
                {refundFailureLabel(refund.failure_reason) !== refund.failure_reason && (
                  <Text ff="monospace" fz="xs" c="dimmed">
                    {refund.failure_reason}
                  </Text>
                )}
              </>
            ) : (
              '—'
            ),
        },
        { label: 'Reason', cell: (refund) => refund.note ?? '—' },
        { label: 'Failed', cell: (refund) => <DateTimeText iso={refund.updated_at} />, nowrap: true },
      ]}
    />
  );
}

/**
 * The refunds above the threshold one staff member approved, oldest first (decision 0121): each is confirmed
 * or cancelled from the person's page, where the payment is.
 */
function AwaitingRefunds() {
  const { t } = useTranslation();
  const awaiting = useAwaitingRefunds();
  const label = columnsOf(t);
  return (
    <Stack gap="sm" component="section" aria-labelledby="awaiting-refunds">
      <div>
        <Title order={2} fz="h3" id="awaiting-refunds">
          {t('admin.secondApproval.awaitingTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('admin.secondApproval.awaitingIntro', {
            amount: formatMoney(formatCentavos(REFUND_SECOND_APPROVAL_ABOVE)),
          })}
        </Text>
      </div>
      {awaiting.isPending ? (
        <Skeleton h={48} radius="md" role="status" aria-label={t('admin.secondApproval.awaitingLoading')} />
      ) : awaiting.isError ? (
        <LoadError onRetry={() => void awaiting.refetch()}>{awaiting.error.message}</LoadError>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <DataTable<AdminAwaitingRefund>
            label={t('admin.secondApproval.awaitingTitle')}
            rows={awaiting.data.data}
            rowKey={(refund) => refund.reference}
            minWidth={900}
            empty={t('admin.secondApproval.awaitingEmpty')}
            columns={[
              {
                label: label.reference,
                cell: (refund) => (
                  <Anchor
                    component={Link}
                    to={`/admin/people/${refund.payee_user_id}`}
                    ff="monospace"
                    fz="sm"
                  >
                    {refund.reference}
                  </Anchor>
                ),
                nowrap: true,
              },
              { label: label.creator, cell: (refund) => `@${refund.payee_page_url}` },
              {
                label: label.amount,
                cell: (refund) => (
                  <Text component="span" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(refund.amount)}
                  </Text>
                ),
                numeric: true,
                nowrap: true,
              },
              {
                label: label.paid,
                cell: (refund) => formatMoney(refund.paid),
                numeric: true,
                nowrap: true,
              },
              { label: label.approvedBy, cell: (refund) => refund.staff_email },
              { label: label.reason, cell: (refund) => refund.reason },
              {
                label: label.since,
                cell: (refund) => <DateTimeText iso={refund.created_at} />,
                nowrap: true,
              },
            ]}
          />
        </Paper>
      )}
    </Stack>
  );
}

const columnsOf = (t: ReturnType<typeof useTranslation>['t']) => ({
  reference: t('admin.secondApproval.columns.reference'),
  creator: t('admin.secondApproval.columns.creator'),
  amount: t('admin.secondApproval.columns.amount'),
  paid: t('admin.secondApproval.columns.paid'),
  approvedBy: t('admin.secondApproval.columns.approvedBy'),
  reason: t('admin.secondApproval.columns.reason'),
  since: t('admin.secondApproval.columns.since'),
});

/**
 * /admin/refunds: the refunds the payment provider refused, newest first (decision 0099), and those waiting
 * for a second staff member (decision 0121).
 */
export function FailedRefundsPage() {
  useDocumentTitle('Failed refunds');
  const refunds = useFailedRefunds();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Failed refunds</Title>
        <Text c="dimmed">
          Refunds the payment provider refused, newest first. Each is undone: what it took is back with the
          creator, and a bought post is open to its buyer again.
        </Text>
      </div>
      {refunds.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading the failed refunds">
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" />
        </Stack>
      ) : refunds.isError ? (
        isApiError(refunds.error) && refunds.error.status === 403 ? (
          <Alert color="gray" variant="light">
            {refunds.error.message}
          </Alert>
        ) : (
          <LoadError onRetry={() => void refunds.refetch()}>{refunds.error.message}</LoadError>
        )
      ) : (
        <>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <FailedRefundsTable refunds={refunds.data.data} />
          </Paper>
          <AwaitingRefunds />
        </>
      )}
    </Stack>
  );
}
