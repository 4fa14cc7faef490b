import { Avatar, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import type { GiftRequest } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { PaymentActions } from '@/components/ui/payment-actions';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { updateModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { useFeePreview } from '../api/get-fee-preview';
import { useSendGift } from '../api/send-gift';
import type { GiftCreator, GiftGoal } from './gift-creator';
import { avatarSource } from '@/lib/avatar';
import { Trans, useTranslation } from '@/lib/translation';

export type ConfirmPaymentModalProps = { creator: GiftCreator; gift: GiftRequest; goal?: GiftGoal };

/** The last step before the checkout: the amount and the creator, then off to the payment page. */
export function ConfirmPaymentModal({
  context,
  id,
  innerProps,
}: ContextModalProps<ConfirmPaymentModalProps>) {
  const { t } = useTranslation();
  const { creator, gift, goal } = innerProps;
  // the browser is on its way to the checkout: the button keeps spinning until the page changes
  const [leaving, setLeaving] = useState(false);

  // what the creator receives, by the rule the settlement uses
  const preview = useFeePreview({
    kind: goal ? 'goal_gift' : 'gift',
    amount: String(gift.amount),
    page_url: creator.page_url,
  });

  const sendGift = useSendGift({
    mutationConfig: {
      onSuccess: ({ data }) => {
        setLeaving(true);
        window.location.assign(data.link_url);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
          // back to the form, with each message under its field
          updateModal('support-me', { serverErrors: error.errors });
          context.closeModal(id);
        }
        handleApiError(error);
      },
    },
  });

  return (
    <Stack gap="md">
      <ModalHeading>{t('shared.confirmPayment')}</ModalHeading>
      <Stack align="center" gap={4}>
        <Avatar src={avatarSource(creator)} name={creator.page_name} color="pixel" size={56} alt="" />
        <Text c="dimmed">{t('gifts.confirm.sending')}</Text>
        <Text fz={32} fw={800} lh={1.2}>
          {formatMoney(String(gift.amount))}
        </Text>
        <Text c="dimmed">
          <Trans
            i18nKey="gifts.confirm.to"
            values={{ name: creator.page_name }}
            components={{ strong: <strong /> }}
          />
        </Text>
        {goal && (
          <Text c="dimmed" ta="center">
            <Trans
              i18nKey="gifts.confirm.forGoal"
              values={{ title: goal.title }}
              components={{ strong: <strong /> }}
            />
          </Text>
        )}
        {preview.data && (
          <Text size="sm" c="dimmed" ta="center" data-testid="fee-preview">
            {preview.data.message}
          </Text>
        )}
      </Stack>
      <PaymentActions
        busy={sendGift.isPending || leaving}
        onConfirm={() => sendGift.mutate({ pageUrl: creator.page_url, gift, goalId: goal?.id })}
        onBack={() => context.closeModal(id)}
      />
    </Stack>
  );
}
