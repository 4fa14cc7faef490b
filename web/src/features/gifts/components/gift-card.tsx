import { Anchor, Avatar, Badge, Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import type { PublicGift } from '@pixel/contract';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { formatRelativeDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { avatarSource } from '@/lib/avatar';
import { shownName } from '@/lib/names';
import { useHideGift } from '../api/hide-gift';
import type { GiftCreator } from './gift-creator';
import { useTranslation } from '@/lib/translation';

// only the creator replies, so visitors never download the form
const GiftReplyForm = lazy(() =>
  import('./gift-reply-form').then((module) => ({ default: module.GiftReplyForm })),
);

const preserveLines = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

// a card below the screen is laid out and drawn only as it nears it: a page of ten costs a phone the
// layout of the two or three it shows; until then it keeps the height it last had, or about a card's
const offScreenUntilNear = { contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' } as const;

/** The tier a supporter is a member of, beside their name; a long name is cut short, never the row. */
function MemberBadge({ tier }: { tier: { name: string } }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color="pixel"
      size="sm"
      maw="100%"
      title={t('gifts.card.memberOf', { tier: tier.name })}
    >
      <VisuallyHidden>{t('gifts.card.member')}</VisuallyHidden>
      {tier.name}
    </Badge>
  );
}

/** What a membership or post bought for someone else gives, as its wall entry names it. */
function giftedWhat(gifted: NonNullable<PublicGift['gifted']>, t: ReturnType<typeof useTranslation>['t']) {
  if (gifted.kind === 'membership') {
    return gifted.months === 1
      ? t('gifts.card.giftedMonth', { tier: gifted.tier_name })
      : t('gifts.card.giftedMonths', { n: gifted.months, tier: gifted.tier_name });
  }
  if (gifted.post_kind === 'snap') return t('gifts.card.giftedSnap');
  if (gifted.post_kind === 'slide') return t('gifts.card.giftedSlide');
  return t('gifts.card.giftedPost');
}

/**
 * One gift on a creator's page; the owner can hide it and reply to it. A membership or post bought for
 * someone else says what it gives, and takes no reply.
 */
export function GiftCard({
  gift,
  creator,
  isOwner,
}: {
  gift: PublicGift;
  creator: GiftCreator;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const hideGift = useHideGift({
    pageUrl: creator.page_url,
    mutationConfig: {
      onSuccess: () => notifySuccess(t('common.successfullyUpdated')),
    },
  });

  const supporterName = shownName(gift.supporter_name);
  const name = (
    <Text fw={700} span>
      {supporterName}
    </Text>
  );

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      opacity={gift.is_hidden ? 0.75 : 1}
      style={offScreenUntilNear}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Avatar name={supporterName} color="pixel" radius="xl" alt="" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" align="baseline">
            <Group gap={6} align="baseline">
              {gift.supporter_page_url ? (
                <Anchor component={Link} to={`/${gift.supporter_page_url}`} c="inherit">
                  {name}
                </Anchor>
              ) : (
                name
              )}
              {gift.member_tier && <MemberBadge tier={gift.member_tier} />}
              <Text c="dimmed" fz="sm" span>
                {gift.gifted ? t('gifts.card.gifted') : t('gifts.card.sentAGiftOf')}
              </Text>
              <Text fw={800} c="pixel" span>
                {gift.gifted ? giftedWhat(gift.gifted, t) : formatMoney(gift.amount)}
              </Text>
            </Group>
            <Text
              component="time"
              dateTime={gift.created_at}
              title={formatDateTime(gift.created_at)}
              c="dimmed"
              fz="xs"
            >
              {formatRelativeDate(gift.created_at)}
            </Text>
          </Group>
          {gift.is_hidden && (
            <Badge color="gray" variant="light" w="fit-content">
              {t('gifts.card.hidden')}
            </Badge>
          )}
          {gift.supporter_message && (
            <Text style={preserveLines}>
              <TextWithHashtags>{gift.supporter_message}</TextWithHashtags>
            </Text>
          )}

          {gift.reply && !replying && (
            <Box pl="sm" mt={4} style={{ borderLeft: '3px solid var(--mantine-color-pixel-2)' }}>
              <Group gap={6} wrap="nowrap" mb={2}>
                <Avatar src={avatarSource(creator)} name={creator.page_name} color="pixel" size={22} alt="" />
                <Text fz="sm" fw={700}>
                  {t('gifts.card.replyFrom', { name: creator.page_name })}
                </Text>
              </Group>
              <Text fz="sm" style={preserveLines}>
                <TextWithHashtags>{gift.reply}</TextWithHashtags>
              </Text>
            </Box>
          )}

          {isOwner && replying && (
            <Suspense>
              <GiftReplyForm gift={gift} pageUrl={creator.page_url} onDone={() => setReplying(false)} />
            </Suspense>
          )}
          {isOwner && !replying && !gift.gifted && (
            <Group gap="xs" mt={4}>
              <Button size="compact-sm" variant="light" onClick={() => setReplying(true)}>
                {gift.reply ? t('gifts.card.editReply') : t('gifts.card.reply')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                loading={hideGift.isPending}
                aria-pressed={gift.is_hidden}
                onClick={() => hideGift.mutate({ id: gift.id, is_hidden: gift.is_hidden ? 0 : 1 })}
              >
                {gift.is_hidden ? t('gifts.card.unhide') : t('gifts.card.hide')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
