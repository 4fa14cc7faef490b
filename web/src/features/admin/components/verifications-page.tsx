import { Alert, Anchor, Button, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { identityDocuments, identityReviewStatuses, type AdminVerificationSummary } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { PagePagination } from '@/components/ui/page-pagination';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/money';
import { useVerifications, type VerificationStatus } from '../api/verifications';
import { DataTable, type Column } from './data-table';
import { verificationStatusLabels } from './wording';

/** The tabs in the order support works through them: what waits for support first. */
const tabs: VerificationStatus[] = ['pending', 'approved', 'rejected'];

const emptyText: Record<VerificationStatus, string> = {
  pending: 'No identity checks are waiting.',
  approved: 'No identity checks have been approved.',
  rejected: 'No identity checks have been rejected.',
};

const isStatus = (value: string | null): value is VerificationStatus =>
  (identityReviewStatuses as readonly (string | null)[]).includes(value);

function VerificationsTable({
  status,
  verifications,
}: {
  status: VerificationStatus;
  verifications: AdminVerificationSummary[];
}) {
  const location = useLocation();
  const columns: Column<AdminVerificationSummary>[] = [
    {
      label: 'Person',
      cell: (verification) => (
        <>
          <Anchor component={Link} to={`/admin/people/${verification.user.id}`} fz="sm" fw={700}>
            {verification.user.page_name}
          </Anchor>{' '}
          <Text component="span" c="dimmed" fz="sm">
            @{verification.user.page_url}
          </Text>
        </>
      ),
    },
    { label: 'ID type', cell: (verification) => identityDocuments[verification.id_type].label },
    {
      label: 'Sent',
      cell: (verification) => <DateTimeText iso={verification.submitted_at} />,
      nowrap: true,
    },
  ];
  if (status !== 'pending') {
    columns.push({
      label: verificationStatusLabels[status],
      cell: (verification) =>
        verification.reviewed_at ? <DateTimeText iso={verification.reviewed_at} /> : '—',
      nowrap: true,
    });
  }
  columns.push({
    label: 'Actions',
    actions: true,
    nowrap: true,
    cell: (verification) => (
      <Button
        component={Link}
        to={`/admin/verifications/${verification.id}`}
        // the check's page comes back to this tab and page
        state={{ from: `${location.pathname}${location.search}` }}
        size="compact-sm"
        variant="light"
        aria-label={`Open the identity check of ${verification.user.page_name}`}
      >
        {status === 'pending' ? 'Review' : 'Open'}
      </Button>
    ),
  });

  return (
    <DataTable
      label="Identity checks"
      rows={verifications}
      rowKey={(verification) => verification.id}
      minWidth={720}
      empty={emptyText[status]}
      columns={columns}
    />
  );
}

function VerificationList({
  status,
  page,
  onPage,
}: {
  status: VerificationStatus;
  page: number;
  onPage: (page: number) => void;
}) {
  const queue = useVerifications({ status, page });

  let list: ReactNode;
  if (queue.isPending) {
    list = (
      <Stack gap="sm" role="status" aria-label="Loading the identity checks">
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
      </Stack>
    );
  } else if (queue.isError) {
    list =
      isApiError(queue.error) && queue.error.status === 403 ? (
        <Alert color="gray" variant="light">
          {queue.error.message}
        </Alert>
      ) : (
        <LoadError onRetry={() => void queue.refetch()}>{queue.error.message}</LoadError>
      );
  } else if (queue.data.data.length === 0) {
    list = <Text c="dimmed">{emptyText[status]}</Text>;
  } else {
    const { data, meta } = queue.data;
    list = (
      <Stack gap="sm" style={{ opacity: queue.isPlaceholderData ? 0.6 : 1 }}>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Text fz="sm" c="dimmed" mb="xs">
            {meta.total === 1 ? '1 identity check' : `${formatCount(meta.total)} identity checks`}, oldest
            first
          </Text>
          <VerificationsTable status={status} verifications={data} />
        </Paper>
        {meta.last_page > 1 && (
          <PagePagination
            total={meta.last_page}
            value={meta.current_page}
            onChange={onPage}
            label="Pages of identity checks"
          />
        )}
      </Stack>
    );
  }
  return list;
}

/**
 * /admin/verifications: the identity checks creators sent before their first payout (decision 0106), for
 * support to review, and the answered ones by status. The status and the page are in the address. The list
 * names the account and the ID type only: the details are read on a check's own page, which is audited.
 */
export function VerificationsPage() {
  useDocumentTitle('Identity checks');
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: VerificationStatus = isStatus(asked) ? asked : 'pending';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const show = (next: VerificationStatus, nextPage = 1) =>
    setParams({
      ...(next !== 'pending' ? { status: next } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>Identity checks</Title>
        <Text c="dimmed">
          A creator sends their legal name, birth date, address, a photo of a government ID and a selfie
          before their first payout. Open one to compare them and approve it, or reject it with a reason the
          creator is mailed. Every look at a check and at each photo is written to the audit trail.
        </Text>
      </div>
      {/* pills, as the staff menu: on a phone they wrap to a second row that still reads as one set */}
      <Tabs
        variant="pills"
        value={status}
        onChange={(next) => isStatus(next) && show(next)}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {verificationStatusLabels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <VerificationList status={tab} page={page} onPage={(next) => show(tab, next)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
