import { Avatar, Stack, Switch, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import type { PhotoPost } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { PaymentActions } from '@/components/ui/payment-actions';
import { useUser } from '@/features/auth';
import { avatarSource } from '@/lib/avatar';
import { formatMoney } from '@/lib/money';
import { usePurchasePhotoPost } from '../api/purchase-photo-post';
import { photoPostLink } from '../lib/post-paths';
import { useFeePreview } from '@/features/gifts';
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
  // what the creator receives, by the rule the settlement uses
  const preview = useFeePreview({
    kind: 'purchase',
    amount: String(post.pricing?.amount ?? '0'),
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
        <Text fz={32} fw={800} lh={1.2}>
          {formatMoney(post.pricing?.amount ?? 0)}
        </Text>
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
            fields: { is_anonymous: anonymous ? 1 : 0, ...purchaseRedirectUrls(post) },
          })
        }
        onBack={() => context.closeModal(id)}
      />
    </Stack>
  );
}
