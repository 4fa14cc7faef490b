import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { identityDocuments, type AdminVerificationSummary } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount } from '@/lib/money';
import { useVerifications, type VerificationStatus } from '../api/verifications';
import { DataTable, type Column } from './data-table';
import { verificationStatusLabels } from './wording';
import { PagedList, StatusTabs } from './page-parts';

/** The tabs in the order support works through them: what waits for support first. */
const tabs: VerificationStatus[] = ['pending', 'approved', 'rejected'];

const emptyText: Record<VerificationStatus, string> = {
  pending: 'No identity checks are waiting.',
  approved: 'No identity checks have been approved.',
  rejected: 'No identity checks have been rejected.',
};

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
        aria-label={`${status === 'pending' ? 'Review' : 'Open'} the identity check of ${verification.user.page_name}`}
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
  return (
    <PagedList
      query={queue}
      name="identity checks"
      count={(total) =>
        `${total === 1 ? '1 identity check' : `${formatCount(total)} identity checks`}, oldest first`
      }
      empty={emptyText[status]}
      onPage={onPage}
    >
      {(verifications) => (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <VerificationsTable status={status} verifications={verifications} />
        </Paper>
      )}
    </PagedList>
  );
}

/**
 * /admin/verifications: the identity checks creators sent before their first payout (decision 0106), for
 * support to review, and the answered ones by status. The status and the page are in the address. The list
 * names the account and the ID type only: the details are read on a check's own page, which is audited.
 */
export function VerificationsPage() {
  useDocumentTitle('Identity checks');

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
      <StatusTabs statuses={tabs} labels={verificationStatusLabels}>
        {(tab, page, onPage) => <VerificationList status={tab} page={page} onPage={onPage} />}
      </StatusTabs>
    </Stack>
  );
}
