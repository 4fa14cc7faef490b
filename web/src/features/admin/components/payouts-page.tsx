import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { AdminReviewPayout } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount, formatMoney } from '@/lib/money';
import { usePayouts, type PayoutReviewChange, type PayoutReviewStatus } from '../api/payouts';
import { DataTable, type Column } from './data-table';
import { PayoutReviewModal } from './payout-review-modal';
import { payoutStatusLabel, payoutTabLabels } from './wording';
import { PagedList, StatusTabs } from './page-parts';

type Changing = { payout: AdminReviewPayout; change: PayoutReviewChange };

/** The tabs in the order finance works through them: what may still need a hand first. */
const tabs: PayoutReviewStatus[] = ['pending', 'review', 'held', 'completed', 'failed'];

const emptyText: Record<PayoutReviewStatus, string> = {
  pending: 'No payouts are pending.',
  review: 'No first payouts are in review.',
  held: 'No payouts are on hold.',
  completed: 'No payouts have been completed.',
  failed: 'No payouts have failed.',
};

const Mono = ({ children }: { children: string }) => (
  <Text component="span" ff="monospace" fz="sm">
    {children}
  </Text>
);

/** A second, quieter line under a cell's value. */
const Aside = ({ children }: { children: ReactNode }) => (
  <Text component="div" c="dimmed" fz="xs">
    {children}
  </Text>
);

/** Words a narrow column breaks between, never inside. */
const Unbroken = ({ children }: { children: string }) => (
  <span style={{ overflowWrap: 'normal' }}>{children}</span>
);

/** What finance may do with a payout, as the server allows it (decision 0102). */
function actionsOf(payout: AdminReviewPayout): PayoutReviewChange[] {
  if (payout.status !== 'pending') return [];
  if (payout.held_at) return ['release'];
  // a first payout in its review (decision 0107): sent now, or kept past its review; not asked about yet
  if (payout.review_until) return ['release', 'hold'];
  // once the provider has an id for it, a hold could not stop the money
  return payout.provider_payout_id ? ['retry'] : ['hold', 'retry'];
}

const actionLabels: Record<PayoutReviewChange, string> = {
  hold: 'Hold',
  release: 'Release',
  retry: 'Ask again',
};

function PayoutsTable({
  status,
  payouts,
  onChange,
}: {
  status: PayoutReviewStatus;
  payouts: AdminReviewPayout[];
  onChange: (changing: Changing) => void;
}) {
  // a column the tab's payouts can have nothing in is left out
  const open = status === 'pending' || status === 'review' || status === 'held';
  const inReview = status === 'pending' || status === 'review';
  const columns: Column<AdminReviewPayout>[] = [
    { label: 'Reference', cell: (payout) => <Mono>{payout.reference}</Mono>, nowrap: true },
    {
      label: 'Creator',
      // their page address finds them on People
      cell: (payout) => (
        <Anchor component={Link} to={`/admin?q=${encodeURIComponent(payout.page_url)}`} fz="sm">
          @{payout.page_url}
        </Anchor>
      ),
      nowrap: true,
    },
    {
      label: 'Bank',
      cell: (payout) => (
        <>
          <Unbroken>{payout.bank_name}</Unbroken>
          <Aside>
            {/* masked to its last digits: short, and read as one */}
            <span style={{ whiteSpace: 'nowrap' }}>
              <Mono>{payout.account_number}</Mono>
            </span>
          </Aside>
        </>
      ),
    },
    {
      label: 'Amount',
      cell: (payout) => (
        <>
          <Text component="span" fz="sm" fw={600}>
            {formatMoney(payout.amount)}
          </Text>
          <Aside>Fee {formatMoney(payout.fee)}</Aside>
        </>
      ),
      numeric: true,
      nowrap: true,
    },
    { label: 'Status', cell: (payout) => payoutStatusLabel(payout), nowrap: true },
    // a payout in review is neither taken by the provider nor asked about before its time
    ...(status === 'review'
      ? []
      : [
          {
            label: 'Provider',
            cell: (payout: AdminReviewPayout) =>
              payout.provider_payout_id ? (
                <>
                  <Mono>{payout.provider_payout_id}</Mono>
                  {payout.submitted_at && (
                    <Aside>
                      Taken <DateTimeText iso={payout.submitted_at} />
                    </Aside>
                  )}
                </>
              ) : (
                <Text component="span" c="dimmed" fz="sm">
                  Not taken by the provider yet
                </Text>
              ),
          },
          {
            label: 'Checks',
            cell: (payout: AdminReviewPayout) => (
              <>
                {payout.check_attempts === 1 ? '1 try' : `${formatCount(payout.check_attempts)} tries`}
                {payout.next_check_at && (
                  <Aside>
                    Next <DateTimeText iso={payout.next_check_at} />
                  </Aside>
                )}
              </>
            ),
          },
        ]),
    ...(inReview
      ? [
          {
            label: 'In review until',
            cell: (payout: AdminReviewPayout) =>
              payout.review_until ? (
                <>
                  <DateTimeText iso={payout.review_until} />
                  <Aside>Then sent, unless held</Aside>
                </>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    ...(open && status !== 'review'
      ? [
          {
            label: 'Hold',
            cell: (payout: AdminReviewPayout) =>
              payout.held_at ? (
                <>
                  <DateTimeText iso={payout.held_at} />
                  {payout.hold_reason && <Aside>{payout.hold_reason}</Aside>}
                </>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    ...(status === 'failed'
      ? [
          {
            label: 'Failure',
            // the provider's code, and its own words when it gave any (decision 0126)
            cell: (payout: AdminReviewPayout) =>
              payout.failure_code ? (
                <>
                  <Mono>{payout.failure_code}</Mono>
                  {payout.failure_detail && <Aside>{payout.failure_detail}</Aside>}
                </>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { label: 'Created', cell: (payout) => <DateTimeText iso={payout.created_at} /> },
    ...(open
      ? [
          {
            label: 'Actions',
            actions: true,
            nowrap: true,
            cell: (payout: AdminReviewPayout) => {
              const changes = actionsOf(payout);
              return changes.length ? (
                <Group gap={6} wrap="nowrap" justify="flex-end">
                  {changes.map((change) => (
                    <Button
                      key={change}
                      size="compact-sm"
                      variant="light"
                      color={change === 'hold' ? 'red' : undefined}
                      aria-label={`${actionLabels[change]} ${payout.reference}`}
                      onClick={() => onChange({ payout, change })}
                    >
                      {actionLabels[change]}
                    </Button>
                  ))}
                </Group>
              ) : null;
            },
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label="Payouts"
      rows={payouts}
      rowKey={(payout) => payout.reference}
      minWidth={1100}
      empty={emptyText[status]}
      columns={columns}
    />
  );
}

function PayoutList({
  status,
  page,
  onPage,
  afterDecision,
}: {
  status: PayoutReviewStatus;
  page: number;
  onPage: (page: number) => void;
  /** The page's heading: a changed payout may leave the list, and the focus goes there rather than to the body. */
  afterDecision: RefObject<HTMLHeadingElement | null>;
}) {
  const payouts = usePayouts({ status, page });
  const [changing, setChanging] = useState<Changing | null>(null);

  const list = (
    <PagedList
      query={payouts}
      name="payouts"
      count={(total) => `${total === 1 ? '1 payout' : `${formatCount(total)} payouts`}, newest first`}
      empty={emptyText[status]}
      onPage={onPage}
    >
      {(rows) => (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <PayoutsTable status={status} payouts={rows} onChange={setChanging} />
        </Paper>
      )}
    </PagedList>
  );

  return (
    <>
      {list}
      {/* outside the list: the payout changed may leave it, and the modal closes on its own time */}
      <PayoutReviewModal
        changing={changing}
        afterDecision={afterDecision}
        onClose={() => setChanging(null)}
      />
    </>
  );
}

/**
 * /admin/payouts: creators' payouts by status, newest first, with what the provider knows of each, for
 * finance to hold, release or ask about again (decision 0102). The status and the page are in the address.
 */
export function PayoutsPage() {
  useDocumentTitle('Payouts');
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} ref={heading} tabIndex={-1}>
          Payouts
        </Title>
        <Text c="dimmed" maw={880}>
          A payout goes to the provider as soon as the creator confirms it, and is asked about until the
          provider answers; a creator&apos;s first payout waits 48 hours in review first. Hold one the
          provider has not taken yet, release a held one or one in review to send it now, or ask the provider
          again about one that seems stuck. A payout fails only by the provider&apos;s own answer.
        </Text>
      </div>
      <StatusTabs statuses={tabs} labels={payoutTabLabels}>
        {(tab, page, onPage) => (
          <PayoutList status={tab} page={page} onPage={onPage} afterDecision={heading} />
        )}
      </StatusTabs>
    </Stack>
  );
}
