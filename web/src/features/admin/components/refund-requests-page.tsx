import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { type PersonSummary, type RefundRequest, type RefundRequestStatus } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount, formatMoney } from '@/lib/money';
import { useRefundRequestQueue, type RefundRequestDecision } from '../api/refund-requests';
import { RefundRequestDecisionModal } from './refund-request-decision-modal';
import { refundRequestKindLabels, refundRequestStatusLabels } from './wording';
import { Facts, PagedList, StatusTabs } from './page-parts';

type Deciding = { request: RefundRequest; decision: RefundRequestDecision };

/** The tabs in the order support works through them: what waits for support first. */
const tabs: RefundRequestStatus[] = ['with_support', 'awaiting_creator', 'refunded', 'declined'];

const emptyText: Record<RefundRequestStatus, string> = {
  with_support: 'No refund requests are with support.',
  awaiting_creator: 'No refund requests are waiting for a creator.',
  refunded: 'No refund requests have been refunded.',
  declined: 'No refund requests have been declined.',
};

/** A person by name, linking to their search on People, with their page address. */
function Who({ person }: { person: PersonSummary }) {
  return (
    <>
      <Anchor component={Link} to={`/admin?q=${encodeURIComponent(person.page_url)}`} fz="sm" fw={600}>
        {person.page_name}
      </Anchor>{' '}
      <Text component="span" c="dimmed" fz="sm">
        @{person.page_url}
      </Text>
    </>
  );
}

function RequestCard({
  request,
  onDecide,
}: {
  request: RefundRequest;
  onDecide: (decision: RefundRequestDecision) => void;
}) {
  const facts: [string, ReactNode][] = [
    ['Supporter', <Who person={request.supporter} />],
    ['Creator', <Who person={request.creator} />],
    ['Reason', request.reason],
    ['Asked', <DateTimeText iso={request.created_at} />],
    ["Creator's due date", <DateTimeText iso={request.creator_due_at} />],
  ];
  if (request.answered_at) facts.push(['Answered', <DateTimeText iso={request.answered_at} />]);
  if (request.reply) facts.push(['Reply', request.reply]);

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={`Refund request ${request.reference}`}
    >
      <Stack gap="sm">
        <Group gap="xs" align="center" wrap="wrap">
          <Text fw={800} fz="lg" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(request.amount)}
          </Text>
          <Badge variant="light" color="gray" miw="max-content">
            {refundRequestKindLabels[request.kind]}
          </Badge>
          <Text ff="monospace" fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {request.reference}
          </Text>
        </Group>
        <Facts items={facts} />
        {request.status === 'with_support' && (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              color="red"
              aria-label={`Decline ${request.reference}`}
              onClick={() => onDecide('decline')}
            >
              Decline
            </Button>
            <Button aria-label={`Approve refund ${request.reference}`} onClick={() => onDecide('approve')}>
              Approve refund
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function RequestList({
  status,
  page,
  onPage,
  afterDecision,
}: {
  status: RefundRequestStatus;
  page: number;
  onPage: (page: number) => void;
  /** The page's heading: the request answered leaves the list, and the focus goes there rather than to the body. */
  afterDecision: RefObject<HTMLHeadingElement | null>;
}) {
  const queue = useRefundRequestQueue({ status, page });
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  const list = (
    <PagedList
      query={queue}
      name="refund requests"
      count={(total) => `${total === 1 ? '1 request' : `${formatCount(total)} requests`}, oldest first`}
      skeletonHeight={160}
      empty={emptyText[status]}
      onPage={onPage}
    >
      {(requests) => (
        <Stack component="ul" aria-label="Refund requests" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onDecide={(decision) => setDeciding({ request, decision })}
            />
          ))}
        </Stack>
      )}
    </PagedList>
  );

  return (
    <>
      {list}
      {/* outside the list: the request answered leaves it, and the modal closes on its own time */}
      <RefundRequestDecisionModal
        deciding={deciding}
        afterDecision={afterDecision}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}

/**
 * /admin/refund-requests: the requests creators left unanswered for 3 days, for support to approve or
 * decline (decision 0100), and the others by status. The status and the page are in the address.
 */
export function RefundRequestsPage() {
  useDocumentTitle('Refund requests');
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} ref={heading} tabIndex={-1}>
          Refund requests
        </Title>
        <Text c="dimmed">
          A supporter may ask for their money back within 7 days of paying for a post or a membership. The
          creator has 3 days to answer; what they leave comes here, for you to approve or decline with a
          reason the supporter is mailed.
        </Text>
      </div>
      <StatusTabs statuses={tabs} labels={refundRequestStatusLabels}>
        {(tab, page, onPage) => (
          <RequestList status={tab} page={page} onPage={onPage} afterDecision={heading} />
        )}
      </StatusTabs>
    </Stack>
  );
}
