import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PhotoPost } from '@pixel/contract';
import { usePublicTiers } from '@/features/memberships-supporter';
import { formatMoney } from '@/lib/money';
import { unlockLabel } from '../lib/post-paths';
import { i18n, useTranslation } from '../texts';
import { LockIcon } from './photo-icons';

type OverlayProps = {
  post: PhotoPost;
  onUnlock: () => void;
  /** What the button is about, where several posts are side by side (the id of an element naming it). */
  describedBy?: string;
};

// the overlays let pointers through to what lies under them (a swipe, a gallery tile's link) but for the button
const passThrough = { pointerEvents: 'none' } as const;
const catchPointer = { pointerEvents: 'auto' } as const;

/** The name of the lowest tier that opens a members-only post, once the creator's tiers are read. */
function useMembersLabel(post: PhotoPost) {
  const tiers = usePublicTiers(post.creator.page_url);
  const tier = tiers.data?.tiers.find((item) => item.id === post.min_tier_id);
  return tier
    ? i18n.t('content.unlock.membersOf', { tier: tier.name })
    : i18n.t('content.unlock.membersOnly');
}

/** A lock over a photo, what it takes written on a solid pill, and the button that unlocks it. */
function LockOverlay({
  pill,
  action,
  onUnlock,
  describedBy,
}: Omit<OverlayProps, 'post'> & { pill: { text: string; fz: 'md' | 'xl' }; action: string }) {
  return (
    <Stack
      pos="absolute"
      inset={0}
      align="center"
      justify="center"
      gap={6}
      px="sm"
      style={{ ...passThrough, background: 'rgba(20, 16, 40, 0.35)', color: 'white' }}
    >
      <ThemeIcon size={44} radius="xl" variant="white" color="dark" aria-hidden="true">
        <LockIcon size={22} />
      </ThemeIcon>
      {/* on a solid pill: text straight on a blurred photo has no contrast anyone can count on */}
      <Text fw={800} fz={pill.fz} c="white" bg="dark.8" px="sm" ta="center" style={{ borderRadius: 999 }}>
        {pill.text}
      </Text>
      <Button
        variant="white"
        color="dark"
        radius="xl"
        onClick={onUnlock}
        aria-describedby={describedBy}
        style={catchPointer}
      >
        {action}
      </Button>
    </Stack>
  );
}

/** Over a members-only photo: whose it is, and 'Join to unlock' (the creator's Join for that tier). */
function MembersOverlay({ post, ...rest }: OverlayProps) {
  const { t } = useTranslation();
  const text = useMembersLabel(post);
  return <LockOverlay {...rest} pill={{ text, fz: 'md' }} action={t('content.unlock.join')} />;
}

/** Over a photo hidden until paid: a lock, the price and 'View Photo' or 'View Set' (spec §4). */
export function LockedOverlay({ post, onUnlock, describedBy }: OverlayProps) {
  if (post.min_tier_id) return <MembersOverlay post={post} onUnlock={onUnlock} describedBy={describedBy} />;
  return (
    <LockOverlay
      onUnlock={onUnlock}
      describedBy={describedBy}
      pill={{ text: formatMoney(post.pricing?.amount ?? 0), fz: 'xl' }}
      action={unlockLabel(post.type)}
    />
  );
}

/**
 * Over a free sneak peek of a set still to buy: the price and 'View Set' stay in view at the photo's foot,
 * so the set can be bought from any of its photos.
 */
export function PeekBar({ post, onUnlock, describedBy, bottom = 36 }: OverlayProps & { bottom?: number }) {
  const { t } = useTranslation();
  return (
    <Group
      pos="absolute"
      left={8}
      right={8}
      bottom={bottom}
      justify="center"
      gap={6}
      // on a 320 px phone the button goes under the price rather than being cut
      wrap="wrap"
      bg="dark.8"
      px="sm"
      py={6}
      style={{ ...passThrough, borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text fz="sm" c="white" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {t('content.unlock.freePeek', { price: formatMoney(post.pricing?.amount ?? 0) })}
      </Text>
      <Button
        variant="white"
        color="dark"
        radius="xl"
        size="compact-sm"
        onClick={onUnlock}
        aria-describedby={describedBy}
        style={catchPointer}
      >
        {unlockLabel(post.type)}
      </Button>
    </Group>
  );
}
