import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SupportedRecord as Item } from '@pixel/contract';
import { Link } from 'react-router';
import { avatarSource } from '@/lib/avatar';
import { DateTimeText } from '@/components/ui/date-time-text';
import { formatMoney } from '@/lib/money';
import { BoughtPostThumbnail, Thumbnail } from './thumbnail';

const THUMBNAIL_SIZE = 56;

const what = (record: Item) =>
  record.kind === 'purchase'
    ? `${record.status === 'paid' ? 'Bought' : 'Paid again for'} a ${record.post?.type === 'image_collection' ? 'Snap Slide' : 'Snap'}`
    : record.kind === 'goal_gift'
      ? record.goal
        ? `Gift to the goal “${record.goal.title}”`
        : 'Gift to a goal'
      : record.kind === 'membership'
        ? 'Membership'
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

/** What the payment was for, drawn small: the bought post, the goal's cover, or the creator. */
function ItemPicture({ record }: { record: Item }) {
  if (record.post) {
    return <BoughtPostThumbnail post={record.post} pageUrl={record.creator.page_url} size={THUMBNAIL_SIZE} />;
  }
  if (record.goal?.cover_image) return <Thumbnail src={record.goal.cover_image} size={THUMBNAIL_SIZE} />;
  return (
    <Avatar
      src={avatarSource(record.creator)}
      name={record.creator.page_name}
      color="initials"
      alt=""
      size={THUMBNAIL_SIZE}
      radius="md"
    />
  );
}

/** One gift or purchase of the supporter's own record. */
export function SupportedItem({ record }: { record: Item }) {
  const refund = record.status === 'paid' ? null : refundNotes[record.status];
  return (
    <Paper component="article" withBorder radius="lg" p="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ItemPicture record={record} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
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
                <DateTimeText iso={record.paid_at} />
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
            <Anchor component={Link} to={record.post.url} fw={600} w="fit-content">
              Open the photo{record.post.type === 'image_collection' ? 's' : ''}
            </Anchor>
          )}
          {record.goal && (
            <Anchor component={Link} to={`/${record.creator.page_url}/my-goals`} fw={600} w="fit-content">
              See the goal
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
