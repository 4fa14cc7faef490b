import { Anchor, Button, Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BlocPost } from '@pixel/contract';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { HiddenByStaffBadge, HiddenByStaffNotice } from '@/features/content';
import { usePublicTiers } from '@/features/memberships-supporter';
import { Reactions } from '@/features/reactions';
import { formatDate, formatManilaDateTime } from '@/lib/dates';
import { useTranslation } from '../texts';

function LockIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/**
 * One Bloc post: title, body (hashtags linked), image, date and reactions; a locked one asks for support.
 * In a list, the date links to the post's own page (`postPath`).
 */
/** A members-only post's lock: the lowest tier that opens it, and Join for that tier. */
function MembersLock({ post, pageUrl }: { post: BlocPost; pageUrl: string }) {
  const { t } = useTranslation();
  const tiers = usePublicTiers(pageUrl);
  const tier = tiers.data?.tiers.find((item) => item.id === post.min_tier_id);
  return (
    <Stack align="center" gap="xs" py="md" ta="center">
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
        <LockIcon />
      </ThemeIcon>
      <Text fw={700}>{t('bloc.card.membersOnly')}</Text>
      <Text c="dimmed" fz="sm" maw={420}>
        {tier ? t('bloc.card.joinTier', { tier: tier.name }) : t('bloc.card.joinAnyTier')}
      </Text>
      <Button
        component={Link}
        to={`/${pageUrl}/membership${post.min_tier_id ? `?join=${encodeURIComponent(post.min_tier_id)}` : ''}`}
        variant="gradient"
      >
        {t('bloc.card.joinToUnlock')}
      </Button>
    </Stack>
  );
}

export function BlocPostCard({
  post,
  pageUrl,
  creatorName,
  onSupport,
  onReactionsChange,
  postPath,
  headingOrder = 3,
}: {
  post: BlocPost;
  /** The creator's page address: a members-only post sends to its Membership tab. */
  pageUrl: string;
  creatorName: string;
  onSupport: () => void;
  onReactionsChange: (totals: BlocPost['reactions']) => void;
  postPath?: string;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const headingId = `bloc-post-${post.id}`;
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="lg"
      aria-labelledby={post.title ? headingId : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          {post.title ? (
            <Title order={headingOrder} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {post.title}
            </Title>
          ) : (
            <span />
          )}
          {postPath ? (
            <Anchor component={Link} to={postPath} c="dimmed" fz="sm">
              <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
            </Anchor>
          ) : (
            <Text component="time" dateTime={post.created_at} c="dimmed" fz="sm">
              {formatDate(post.created_at)}
            </Text>
          )}
        </Group>

        {/* only its creator is sent a post still waiting for its time (decision 0157) */}
        {post.publish_at && (
          <Text fz="sm" fw={600}>
            {t('content.schedule.goesOut', { date: formatManilaDateTime(post.publish_at) })}
          </Text>
        )}

        {/* only its creator is sent a post PIXEL support hid: why, and how to appeal */}
        {post.hidden_by_staff && (
          <>
            <Group>
              <HiddenByStaffBadge />
            </Group>
            <HiddenByStaffNotice hidden={post.hidden_by_staff} />
          </>
        )}

        {post.is_locked && post.visibility === 'members' ? (
          <MembersLock post={post} pageUrl={pageUrl} />
        ) : post.is_locked ? (
          <Stack align="center" gap="xs" py="md" ta="center">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
              <LockIcon />
            </ThemeIcon>
            <Text fw={700}>{t('bloc.card.supportersOnly')}</Text>
            <Text c="dimmed" fz="sm" maw={420}>
              {t('bloc.card.sendGift', { name: creatorName })}
            </Text>
            <Button variant="gradient" onClick={onSupport}>
              {t('bloc.card.supportMe')}
            </Button>
          </Stack>
        ) : (
          <>
            {post.body && (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <TextWithHashtags>{post.body}</TextWithHashtags>
              </Text>
            )}
            {post.image && (
              <Image src={post.image} radius="md" alt={post.title ?? ''} mah={480} fit="contain" />
            )}
          </>
        )}

        {!post.is_locked && (
          <Reactions
            contentId={post.id}
            contentType="bloc"
            totals={post.reactions}
            onChange={onReactionsChange}
          />
        )}
      </Stack>
    </Paper>
  );
}
