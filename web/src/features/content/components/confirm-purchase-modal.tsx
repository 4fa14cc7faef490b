import { Avatar, Stack, Switch, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import type { PhotoPost } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { PaymentActions } from '@/components/ui/payment-actions';
import { useUser } from '@/features/auth';
import { avatarSource } from '@/lib/avatar';
import { usePurchasePhotoPost } from '../api/purchase-photo-post';
import { photoPostLink } from '../lib/post-paths';
import { useFeePreview } from '@/features/gifts';
import { PriceAfterPromo, PromoCodeField, usePromoCode } from '@/features/promotions';
import { Trans, useTranslation } from '../texts';

export type ConfirmPurchaseModalProps = { post: PhotoPost };

/**
 * Where the checkout sends the buyer back to: the post's own page, which waits for the payment to settle
 * (the server adds `reference=<ref>`).
 */
const purchaseRedirectUrls = (post: PhotoPost) => {
  const link = photoPostLink(post.creator.page_url, post.type, post.id);
  return {
    success_redirect_url: `${link}?purchase=success`,
    failure_redirect_url: `${link}?purchase=cancelled`,
  };
};

/** The last step before the checkout of a Snap or a Slide: the price and the creator, then the payment page. */
export function ConfirmPurchaseModal({
  context,
  id,
  innerProps,
}: ContextModalProps<ConfirmPurchaseModalProps>) {
  const { t } = useTranslation();
  const { post } = innerProps;
  const { data: user } = useUser();
  const [anonymous, setAnonymous] = useState(false);
  // the browser is on its way to the checkout: the button keeps spinning until the page changes
  const [leaving, setLeaving] = useState(false);
  const purchase = usePurchasePhotoPost({
    mutationConfig: {
      onSuccess: ({ data }) => {
        setLeaving(true);
        window.location.assign(data.link_url);
      },
    },
  });
  // a promo code, typed or from the post's link (`?code=`), or the buyer's member price: the lower one
  const promo = usePromoCode({ pageUrl: post.creator.page_url, kind: post.type, id: post.id, always: true });
  const listPrice = String(post.pricing?.amount ?? '0');
  // what the creator receives of what is paid, by the rule the settlement uses
  const preview = useFeePreview({
    kind: 'purchase',
    amount: promo.quote?.applied ? promo.quote.price : listPrice,
    page_url: post.creator.page_url,
  });
  const photos = post.images.length;
  const what =
    post.type === 'image'
      ? t('content.confirmPurchase.aPhoto')
      : t(photos === 1 ? 'content.confirmPurchase.aSetOne' : 'content.confirmPurchase.aSetMany', {
          count: photos,
        });

  return (
    <Stack gap="md">
      <ModalHeading>{t('content.confirmPurchase.title')}</ModalHeading>
      <Stack align="center" gap={4}>
        <Avatar
          src={avatarSource(post.creator)}
          name={post.creator.page_name}
          color="pixel"
          size={56}
          alt=""
        />
        <Text c="dimmed" ta="center">
          {t('content.confirmPurchase.buying', { what })}
        </Text>
        <div data-testid="purchase-price">
          <PriceAfterPromo promo={promo} listPrice={listPrice} />
        </div>
        <Text c="dimmed" ta="center">
          <Trans
            i18nKey="content.confirmPurchase.from"
            values={{ name: post.creator.page_name }}
            components={{ strong: <strong /> }}
          />
        </Text>
        {preview.data && (
          <Text size="sm" c="dimmed" ta="center" data-testid="fee-preview">
            {preview.data.message}
          </Text>
        )}
      </Stack>
      <PromoCodeField promo={promo} />
      {user && (
        <div>
          <Switch
            label={t('content.confirmPurchase.anonymous')}
            aria-describedby="purchase-anonymous-hint"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.currentTarget.checked)}
          />
          <Text id="purchase-anonymous-hint" fz="xs" c="dimmed" mt={4} pl={46}>
            {t('content.confirmPurchase.anonymousHint', {
              creator: post.creator.page_name,
              name: user.profile.page_name,
            })}
          </Text>
        </div>
      )}
      <PaymentActions
        busy={purchase.isPending || leaving}
        onConfirm={() =>
          purchase.mutate({
            type: post.type,
            id: post.id,
            fields: {
              is_anonymous: anonymous ? 1 : 0,
              ...purchaseRedirectUrls(post),
              ...(promo.code && { promo_code: promo.code }),
            },
          })
        }
        onBack={() => context.closeModal(id)}
      />
    </Stack>
  );
}
