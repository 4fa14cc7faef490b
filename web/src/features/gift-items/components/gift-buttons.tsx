import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import type { MembershipTier, PhotoPost } from '@pixel/contract';
import { useUser } from '@/features/auth';
import type { CreatorPageContext } from '@/features/creator-page';
import { openModal } from '@/lib/modals';
import type { GiftItemModalProps } from './gift-item-modal';
import { useTranslation } from '../texts';

/**
 * Opens the gift modal; a visitor is asked to log in first, and back from it (`?gift=<what>` kept in the
 * address the Login modal returns to) the modal opens by itself, once.
 */
function useGiftOpener(what: string, props: GiftItemModalProps) {
  const user = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('gift') === what;
  const handled = useRef(false);

  useEffect(() => {
    if (!asked || !user.data || handled.current) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        params.delete('gift');
        return params;
      },
      { replace: true },
    );
    openModal('gift-item', props);
  }, [asked, user.data, props, setSearchParams]);

  return () => {
    if (!user.data) {
      setSearchParams(
        (params) => {
          params.set('gift', what);
          return params;
        },
        { replace: true },
      );
      openModal('login');
      return;
    }
    openModal('gift-item', props);
  };
}

function TierGiftButton({ tier, context }: { tier: MembershipTier; context: CreatorPageContext }) {
  const { t } = useTranslation();
  const open = useGiftOpener(tier.id, {
    creator: context.creator,
    tier: { id: tier.id, name: tier.name, price: tier.price },
  });
  return (
    <Button
      fullWidth
      variant="default"
      size="md"
      mih={44}
      mt="xs"
      aria-label={t('giftItems.button.giftTierLabel', { tier: tier.name })}
      onClick={open}
    >
      {t('giftItems.button.gift')}
    </Button>
  );
}

/** "Gift" under a tier of a creator's Membership tab; none on the creator's own tiers. */
export function GiftTierButton({ tier }: { tier: MembershipTier }) {
  const context = useOutletContext<CreatorPageContext | undefined>();
  if (!context?.profile || context.profile.is_owner) return null;
  return <TierGiftButton tier={tier} context={context} />;
}

function PostGiftButton({ post }: { post: PhotoPost & { pricing: NonNullable<PhotoPost['pricing']> } }) {
  const { t } = useTranslation();
  const open = useGiftOpener('post', {
    creator: post.creator,
    post: { id: post.id, type: post.type, price: post.pricing.amount },
  });
  return (
    <Button variant="light" mih={44} onClick={open} style={{ alignSelf: 'flex-start' }}>
      {t('giftItems.button.giftPost')}
    </Button>
  );
}

/** "Gift this post" on a paid Snap or Slide on sale, seen by someone other than its creator. */
export function GiftPostButton({ post }: { post: PhotoPost }) {
  const user = useUser();
  const isOwner = user.data?.profile.page_url === post.creator.page_url;
  const { pricing } = post;
  const onSale = post.is_payable && pricing && !post.min_tier_id && post.is_published && !post.is_deleted;
  if (isOwner || !onSale || post.hidden_by_staff) return null;
  return <PostGiftButton post={{ ...post, pricing }} />;
}
