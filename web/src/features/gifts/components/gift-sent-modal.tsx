import { Avatar, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ModalHeading } from '@/components/modals/modal-title';
import { Mascot } from '@/components/ui/mascot';
import { formatMoney } from '@/lib/money';
import { usePaymentStatus } from '../api/get-payment';
import { creatorGiftsKey } from '../api/get-creator-gifts';
import { avatarSource } from '@/lib/avatar';
import { offerInstall } from '@/features/install-app';
import { Trans, useTranslation } from '@/lib/translation';

/** How often, and for how long, the status of a returning payment is asked. */
export const paymentPolling = { interval: 1500, timeout: 40_000 } as const;

export type GiftSentModalProps = {
  reference: string;
  /** Called once the payment is paid, e.g. to refresh the creator's supporter count. */
  onPaid?: () => void;
};

function Outcome({
  art,
  title,
  children,
  onClose,
}: {
  art?: ReactNode;
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" pb="xs">
      {art}
      <ModalHeading>{title}</ModalHeading>
      {children}
      <Button data-autofocus fullWidth size="md" variant="gradient" onClick={onClose}>
        {t('gifts.sent.done')}
      </Button>
    </Stack>
  );
}

/**
 * Shown when a supporter comes back from the checkout: confirms the payment (the server settles it while
 * we ask), then thanks them with the creator's message.
 */
export function GiftSentModal({ context, id, innerProps }: ContextModalProps<GiftSentModalProps>) {
  const { t } = useTranslation();
  const { reference, onPaid } = innerProps;
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const payment = usePaymentStatus({ reference, startedAt, ...paymentPolling });
  const status = payment.data?.status;
  const pageUrl = payment.data?.creator.page_url;
  const close = () => context.closeModal(id);

  useEffect(() => {
    if (status !== 'paid' || !pageUrl) return;
    void queryClient.invalidateQueries({ queryKey: creatorGiftsKey(pageUrl) });
    // a goal gift moves a goal's progress: every goals list lives under ['goals'] (the goals feature)
    void queryClient.invalidateQueries({ queryKey: ['goals'] });
    onPaid?.();
    // a supporter who just gave is one who may come back: a good moment to offer the home screen
    offerInstall('first-gift');
  }, [status, pageUrl, queryClient, onPaid]);

  if (payment.isError) {
    return (
      <Outcome title={t('gifts.sent.unableTitle')} onClose={close}>
        <Text c="dimmed" ta="center">
          {t('gifts.sent.unableText')}
        </Text>
      </Outcome>
    );
  }

  const timedOut = status === 'pending' && payment.dataUpdatedAt - startedAt >= paymentPolling.timeout;
  if (!payment.data || (status === 'pending' && !timedOut)) {
    return (
      <Stack align="center" gap="md" py="lg" role="status">
        <Loader type="dots" size="lg" aria-hidden="true" />
        <ModalHeading>{t('gifts.sent.confirming')}</ModalHeading>
        <Text c="dimmed" ta="center">
          {t('gifts.sent.confirmingText')}
        </Text>
      </Stack>
    );
  }

  const { amount, creator, beneficiary_message } = payment.data;
  if (status === 'refunded') {
    // paid, but going back to the supporter (decision 0066): the server's words say why, with no thanks
    return (
      <Outcome title={beneficiary_message.title} onClose={close}>
        <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {beneficiary_message.message}
        </Text>
      </Outcome>
    );
  }
  if (status === 'paid') {
    return (
      <Outcome
        art={<Mascot size={96} label={t('shared.mascotWaving')} />}
        title={t('gifts.sent.title')}
        onClose={close}
      >
        <Stack align="center" gap={4}>
          <Text fz={28} fw={800} lh={1.2}>
            {formatMoney(amount)}
          </Text>
          <Text c="dimmed" ta="center">
            <Trans
              i18nKey="gifts.confirm.to"
              values={{ name: creator.page_name }}
              components={{ strong: <strong /> }}
            />
          </Text>
        </Stack>
        <Paper withBorder radius="lg" p="md" w="100%" bg="pixel.0">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <Avatar src={avatarSource(creator)} name={creator.page_name} color="pixel" size={40} alt="" />
            <div>
              <Text fw={700}>{beneficiary_message.title}</Text>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {beneficiary_message.message}
              </Text>
            </div>
          </Group>
        </Paper>
      </Outcome>
    );
  }
  if (timedOut) {
    return (
      <Outcome title={t('gifts.sent.stillTitle')} onClose={close}>
        <Text c="dimmed" ta="center">
          {t('gifts.sent.stillText', { amount: formatMoney(amount), name: creator.page_name })}
        </Text>
      </Outcome>
    );
  }
  return (
    <Outcome
      title={status === 'expired' ? t('gifts.sent.expired') : t('gifts.sent.cancelled')}
      onClose={close}
    >
      <Text c="dimmed" ta="center">
        {t('gifts.sent.notSent', { name: creator.page_name })}
      </Text>
    </Outcome>
  );
}
