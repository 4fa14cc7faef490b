import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminRefund } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useFailedRefunds } from '../api/refunds';
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

/** /admin/refunds: the refunds the payment provider refused, newest first (decision 0099). */
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
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <FailedRefundsTable refunds={refunds.data.data} />
        </Paper>
      )}
    </Stack>
  );
}
