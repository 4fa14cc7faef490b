import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { SupportedRecord as Item } from '@pixel/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { AskedRefundState } from '@/features/refund-requests';
import { avatarSource } from '@/lib/avatar';
import { DateTimeText } from '@/components/ui/date-time-text';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { supportedKey } from '../api/get-supported';
import { BoughtPostThumbnail, Thumbnail } from './thumbnail';
import { i18n, useTranslation } from '../texts';

const THUMBNAIL_SIZE = 56;

// only a second payment for a post already bought is given back while the post stays bought
const paidTwice = (record: Item) => record.refund_reason === 'repeat_payment';

// why any other payment was given back, said once beside its badge
const givenBackNotes = {
  other_amount: 'supported.item.otherAmount',
  given_back: 'supported.item.givenBack',
} as const;

function what(record: Item) {
  if (record.kind === 'purchase') {
    const slide = record.post?.type === 'image_collection';
    if (paidTwice(record))
      return i18n.t(slide ? 'supported.item.paidAgainSlide' : 'supported.item.paidAgain');
    return i18n.t(slide ? 'supported.item.boughtSlide' : 'supported.item.bought');
  }
  if (record.kind === 'goal_gift') {
    return record.goal
      ? i18n.t('supported.item.goalGiftTo', { title: record.goal.title })
      : i18n.t('supported.item.goalGift');
  }
  if (record.kind === 'product') return i18n.t('supported.item.product');
  if (record.kind === 'commission') return i18n.t('supported.item.commission');
  return i18n.t(record.kind === 'membership' ? 'supported.item.membership' : 'supported.item.gift');
}

// a second payment for a post already bought goes back to its payer (decision 0031); text and background
// are set together, as on transaction badges, so each pair reads at 5.7:1 or more
const refundNotes = {
  refunding: {
    badge: 'supported.item.refundingBadge',
    color: '#8a4b00',
    background: '#fff4e0',
    note: 'supported.item.refundingNote',
  },
  refunded: {
    badge: 'supported.item.refundedBadge',
    color: '#08704f',
    background: '#e6fcf5',
    note: 'supported.item.refundedNote',
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

/** Until when a refund may be asked for this payment, and the way to ask (decision 0100). */
function AskForRefund({ record, until }: { record: Item; until: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    // wrapped on a phone, the date stays right under the button it belongs to
    <Group gap="xs" wrap="wrap" style={{ rowGap: 0 }}>
      <Button
        variant="subtle"
        size="xs"
        px={8}
        ml={-8}
        onClick={() =>
          openModal('ask-refund', {
            reference: record.reference,
            amount: record.amount,
            creatorName: record.creator.page_name,
            kind: record.kind === 'membership' ? 'membership' : 'purchase',
            onAsked: () => void queryClient.invalidateQueries({ queryKey: supportedKey }),
          })
        }
      >
        {t('supported.item.askRefund')}
      </Button>
      <Text c="dimmed" fz="xs">
        {t('supported.item.until')} <DateTimeText iso={until} />
      </Text>
    </Group>
  );
}

/** One gift or purchase of the supporter's own record. */
export function SupportedItem({ record }: { record: Item }) {
  const { t } = useTranslation();
  const refund = record.status === 'paid' ? null : refundNotes[record.status];
  // read once, as rendering stays pure: the list is read again on each visit
  const [now] = useState(() => Date.now());
  const refundableUntil =
    record.refundable_until && Date.parse(record.refundable_until) > now ? record.refundable_until : null;
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
                {t(refund.badge)}
              </Badge>
            )}
            {record.is_anonymous && (
              <Text c="dimmed" fz="sm">
                {t('supported.item.anonymous')}
              </Text>
            )}
          </Group>
          {record.message && <Text style={{ overflowWrap: 'anywhere' }}>“{record.message}”</Text>}
          {record.reply && (
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('supported.item.replied', { name: record.creator.page_name, reply: record.reply })}
            </Text>
          )}
          {refund && paidTwice(record) && (
            <Text c="dimmed" fz="sm">
              {t(refund.note)}
            </Text>
          )}
          {refund &&
            !record.refund_request &&
            record.refund_reason &&
            record.refund_reason !== 'repeat_payment' && (
              <Text c="dimmed" fz="sm">
                {t(givenBackNotes[record.refund_reason])}
              </Text>
            )}
          {record.refund_request && <AskedRefundState status={record.refund_request.status} />}
          {record.refund_request?.status === 'declined' && record.refund_request.reply && (
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('supported.item.theirAnswer', { reply: record.refund_request.reply })}
            </Text>
          )}
          {record.post && !refund && (
            <Anchor component={Link} to={record.post.url} fw={600} w="fit-content">
              {t(
                record.post.type === 'image_collection'
                  ? 'supported.item.openPhotos'
                  : 'supported.item.openPhoto',
              )}
            </Anchor>
          )}
          {record.goal && (
            <Anchor component={Link} to={`/${record.creator.page_url}/my-goals`} fw={600} w="fit-content">
              {t('supported.item.seeGoal')}
            </Anchor>
          )}
          {refundableUntil && <AskForRefund record={record} until={refundableUntil} />}
        </Stack>
      </Group>
    </Paper>
  );
}
