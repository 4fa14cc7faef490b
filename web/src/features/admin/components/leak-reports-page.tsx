import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { staffMay, type LeakReport } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount } from '@/lib/money';
import { useLeakReports, type LeakReportAction } from '../api/leak-reports';
import { useStaff } from './admin-layout';
import { DataTable } from './data-table';
import { LeakReportActionModal } from './leak-report-action-modal';
import { PagedList, StatusTabs } from './page-parts';

type Acting = { report: LeakReport; action: LeakReportAction };
type Status = 'open' | 'closed';

const tabs: Status[] = ['open', 'closed'];
const tabLabels: Record<Status, string> = { open: 'Open', closed: 'Closed' };
const emptyText: Record<Status, string> = {
  open: 'No leak reports are open.',
  closed: 'No leak reports have been closed.',
};

function Person({ person }: { person: LeakReport['creator'] }) {
  return (
    <>
      <Anchor component={Link} to={`/admin/people/${person.user_id}`} fz="sm" fw={700}>
        @{person.page_url}
      </Anchor>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {person.page_name}
      </Text>
    </>
  );
}

function Done({ children }: { children: string }) {
  return (
    <Text component="span" fz="sm" c="dimmed" mr={6}>
      {children}
    </Text>
  );
}

function ReportsTable({
  reports,
  maySuspend,
  onAct,
}: {
  reports: LeakReport[];
  maySuspend: boolean;
  onAct: (acting: Acting) => void;
}) {
  return (
    <DataTable
      label="Leak reports"
      rows={reports}
      rowKey={(report) => report.id}
      minWidth={1040}
      empty="No leak reports."
      columns={[
        { label: 'Creator', cell: (report) => <Person person={report.creator} />, nowrap: true },
        { label: 'Viewer', cell: (report) => <Person person={report.viewer} />, nowrap: true },
        {
          label: 'Post',
          cell: (report) =>
            report.post_id ? (
              <Text component="span" ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                {report.post_id}
              </Text>
            ) : (
              <Text component="span" fz="sm" c="dimmed">
                Deleted
              </Text>
            ),
        },
        {
          label: 'Confidence',
          cell: (report) =>
            report.confidence
              ? `${report.confidence.sigma.toFixed(1)} σ (next ${report.confidence.runner_up.toFixed(1)})`
              : '-',
          nowrap: true,
        },
        { label: 'When', cell: (report) => <DateTimeText iso={report.created_at} />, nowrap: true },
        {
          label: 'Note',
          cell: (report) =>
            report.note ? (
              <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{report.note}</span>
            ) : (
              <Text component="span" fz="sm" c="dimmed">
                No note
              </Text>
            ),
        },
        {
          label: 'Actions',
          actions: true,
          cell: (report) => {
            const who = `@${report.viewer.page_url}`;
            const open = report.status === 'open';
            // a member's copy closes too: the post, not their membership (decision 0166)
            const member = report.access === 'member';
            const closable = open && report.post_id && (report.purchase_id || member);
            const closeLabel = member ? 'Close the post to this member' : 'Close the post to this buyer';
            return (
              <>
                {report.access_revoked_at ? (
                  <Done>Post closed to them</Done>
                ) : (
                  closable && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      mr={6}
                      mb={4}
                      aria-label={`${closeLabel}: ${who}`}
                      onClick={() => onAct({ report, action: 'revoke' })}
                    >
                      {closeLabel}
                    </Button>
                  )
                )}
                {report.suspended_at ? (
                  <Done>Suspended</Done>
                ) : (
                  open &&
                  maySuspend && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      mr={6}
                      mb={4}
                      aria-label={`Suspend the account: ${who}`}
                      onClick={() => onAct({ report, action: 'suspend' })}
                    >
                      Suspend the account
                    </Button>
                  )
                )}
                {open ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    mb={4}
                    aria-label={`Close the report: ${who}`}
                    onClick={() => onAct({ report, action: 'close' })}
                  >
                    Close the report
                  </Button>
                ) : (
                  report.closed_at && <Done>Closed</Done>
                )}
              </>
            );
          },
        },
      ]}
    />
  );
}

function ReportList({
  status,
  page,
  onPage,
  afterDecision,
}: {
  status: Status;
  page: number;
  onPage: (page: number) => void;
  afterDecision: RefObject<HTMLHeadingElement | null>;
}) {
  const staff = useStaff();
  const reports = useLeakReports({ status, page });
  const [acting, setActing] = useState<Acting | null>(null);
  return (
    <>
      <PagedList
        query={reports}
        name="leak reports"
        count={(total) => (total === 1 ? '1 report' : `${formatCount(total)} reports`)}
        empty={emptyText[status]}
        onPage={onPage}
      >
        {(rows) => (
          <ReportsTable reports={rows} maySuspend={staffMay(staff.role, 'suspend')} onAct={setActing} />
        )}
      </PagedList>
      {/* outside the list: the report acted on may leave it, and the modal closes on its own time */}
      <LeakReportActionModal acting={acting} afterDecision={afterDecision} onClose={() => setActing(null)} />
    </>
  );
}

/**
 * /admin/leak-reports: the copies creators found elsewhere and reported (decision 0154), for support to
 * close the post to the buyer, suspend the account, and close the report, each with a reason.
 */
export function LeakReportsPage() {
  useDocumentTitle('Leak reports');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} ref={heading} tabIndex={-1}>
          Leak reports
        </Title>
        <Text c="dimmed" maw={880}>
          A creator found a copy of a paid photo elsewhere, PIXEL read the mark of the person it was made for,
          and the creator reported it. Close the post to the buyer or member (their payment and membership are
          untouched), suspend the account, and close the report when it is answered: the creator is told.
        </Text>
      </div>
      <StatusTabs statuses={tabs} labels={tabLabels}>
        {(tab, page, onPage) => (
          <ReportList status={tab} page={page} onPage={onPage} afterDecision={heading} />
        )}
      </StatusTabs>
    </Stack>
  );
}
