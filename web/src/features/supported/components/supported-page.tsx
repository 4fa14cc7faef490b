import { Anchor, Avatar, Badge, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SupportedRecord } from '@pixel/contract';
import { avatarSource } from '@/lib/avatar';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useSupported } from '../api/get-supported';

const what = (record: SupportedRecord) =>
  record.kind === 'purchase'
    ? `${record.status === 'paid' ? 'Bought' : 'Paid again for'} a ${record.post?.type === 'image_collection' ? 'Snap Slide' : 'Snap'}`
    : record.kind === 'goal_gift'
      ? 'Gift to a goal'
      : 'Gift';

// a second payment for a post already bought goes back to its payer (decision 0031); text and background
// are set together, as on transaction badges, so each pair reads at 5.7:1 or more
const refundNotes = {
  refunding: {
    badge: 'Refund on its way',
    color: '#8a4b00',
    background: '#fff4e0',
    note: 'You had already bought this, so this payment is being given back to you.',
  },
  refunded: {
    badge: 'Refunded',
    color: '#08704f',
    background: '#e6fcf5',
    note: 'You had already bought this, so this payment was given back to you.',
  },
} as const;

function SupportedItem({ record }: { record: SupportedRecord }) {
  const refund = record.status === 'paid' ? null : refundNotes[record.status];
  return (
    <Paper withBorder radius="lg" p="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar src={avatarSource(record.creator)} name={record.creator.page_name} color="initials" alt="" />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700}>
              {what(record)} ·{' '}
              <Anchor component={Link} to={`/${record.creator.page_url}`}>
                {record.creator.page_name}
              </Anchor>
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(record.amount)}
            </Text>
          </Group>
          <Group gap="xs">
            {record.paid_at && (
              <Text c="dimmed" fz="sm">
                {formatDateTime(record.paid_at)}
              </Text>
            )}
            {refund && (
              <Badge variant="filled" color={refund.background} c={refund.color}>
                {refund.badge}
              </Badge>
            )}
            {record.is_anonymous && (
              <Text c="dimmed" fz="sm">
                · sent anonymously
              </Text>
            )}
          </Group>
          {record.message && <Text style={{ overflowWrap: 'anywhere' }}>“{record.message}”</Text>}
          {record.reply && (
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {record.creator.page_name} replied: {record.reply}
            </Text>
          )}
          {refund && (
            <Text c="dimmed" fz="sm">
              {refund.note}
            </Text>
          )}
          {record.post && !refund && (
            <Anchor component={Link} to={record.post.url} fw={600}>
              Open the photo{record.post.type === 'image_collection' ? 's' : ''}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A supporter's own record: the gifts they sent and the posts they bought, with links to open them. */
export function SupportedPage() {
  const [page, setPage] = useState(1);
  const supported = useSupported(page);
  const meta = supported.data?.meta;
  return (
    <Stack gap="lg">
      <Title order={1}>My support</Title>
      {supported.isPending ? (
        <Stack gap="sm">
          <Skeleton h={96} radius="lg" />
          <Skeleton h={96} radius="lg" />
        </Stack>
      ) : supported.isError ? (
        <Text c="dimmed">We could not load your support. Please try again.</Text>
      ) : supported.data.data.length === 0 ? (
        <Text c="dimmed">The gifts you send and the photos you buy will show here.</Text>
      ) : (
        <Stack gap="sm">
          {supported.data.data.map((record) => (
            <SupportedItem key={record.reference} record={record} />
          ))}
        </Stack>
      )}
      {meta && meta.last_page > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={meta.last_page}
          aria-label="Pages of your support"
        />
      )}
    </Stack>
  );
}
