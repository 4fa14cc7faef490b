import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminHeldMessage } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatCount, formatMoney } from '@/lib/money';
import { useHeldMessages, type HeldMessageDecision } from '../api/held-messages';
import { DataTable } from './data-table';
import { HeldMessageDecisionModal } from './held-message-decision-modal';

type Deciding = { gift: AdminHeldMessage; decision: HeldMessageDecision };

/** The server lists this many at most: the oldest. */
const listLimit = 100;

function HeldMessagesTable({
  gifts,
  onDecide,
}: {
  gifts: AdminHeldMessage[];
  onDecide: (deciding: Deciding) => void;
}) {
  return (
    <DataTable
      label="Held messages"
      rows={gifts}
      rowKey={(gift) => gift.id}
      minWidth={960}
      empty="No messages are held."
      columns={[
        {
          label: 'Creator',
          cell: (gift) => (
            <Anchor component={Link} to={`/admin/people/${gift.creator_user_id}`} fz="sm" fw={700}>
              @{gift.creator_page_url}
            </Anchor>
          ),
          nowrap: true,
        },
        { label: 'Supporter', cell: (gift) => gift.supporter_name },
        {
          label: 'Amount',
          cell: (gift) => (
            <Text component="span" fz="sm" fw={600}>
              {formatMoney(gift.amount)}
            </Text>
          ),
          numeric: true,
          nowrap: true,
        },
        {
          label: 'Message',
          cell: (gift) =>
            gift.supporter_message ? (
              <span style={{ whiteSpace: 'pre-line' }}>{gift.supporter_message}</span>
            ) : (
              <Text component="span" fz="sm" c="dimmed">
                No message
              </Text>
            ),
        },
        { label: 'When', cell: (gift) => <DateTimeText iso={gift.created_at} />, nowrap: true },
        {
          label: 'Actions',
          actions: true,
          nowrap: true,
          // two buttons, not a group: side by side in the table, wrapping under the entry on a phone
          cell: (gift) => (
            <>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Show as sent: the gift from ${gift.supporter_name} to @${gift.creator_page_url}`}
                onClick={() => onDecide({ gift, decision: 'approve' })}
              >
                Show as sent
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                ml={6}
                aria-label={`Remove name and message: the gift from ${gift.supporter_name} to @${gift.creator_page_url}`}
                onClick={() => onDecide({ gift, decision: 'remove' })}
              >
                Remove name and message
              </Button>
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * /admin/held-messages: the gift messages creators' filters held, across creators, oldest first, for
 * support to show as sent or to remove, each with a reason (decision 0098).
 */
export function HeldMessagesPage() {
  useDocumentTitle('Held messages');
  const held = useHeldMessages();
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  let list: ReactNode;
  if (held.isPending) {
    list = (
      <Stack gap="sm" role="status" aria-label="Loading the held messages">
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
      </Stack>
    );
  } else if (held.isError) {
    list =
      isApiError(held.error) && held.error.status === 403 ? (
        <Alert color="gray" variant="light">
          {held.error.message}
        </Alert>
      ) : (
        <LoadError onRetry={() => void held.refetch()}>{held.error.message}</LoadError>
      );
  } else if (held.data.data.length === 0) {
    list = <Text c="dimmed">No messages are held.</Text>;
  } else {
    const gifts = held.data.data;
    list = (
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Text fz="sm" c="dimmed" mb="xs">
          {gifts.length === 1 ? '1 message' : `${formatCount(gifts.length)} messages`}, oldest first
          {gifts.length >= listLimit ? ': the oldest 100, the others show as these are decided' : ''}
        </Text>
        <HeldMessagesTable gifts={gifts} onDecide={setDeciding} />
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Held messages</Title>
        <Text c="dimmed" maw={880}>
          Gifts whose name or message a creator&apos;s filter held. They are paid and in the creator&apos;s
          balance, but their words show nowhere until the creator or you decide: show one as it was sent, or
          remove its name and message.
        </Text>
      </div>
      {list}
      {/* outside the list: the gift decided leaves it, and the modal closes on its own time */}
      <HeldMessageDecisionModal deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
