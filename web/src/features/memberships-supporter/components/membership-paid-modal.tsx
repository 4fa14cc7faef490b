import { Avatar, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ModalHeading } from '@/components/modals/modal-title';
import { Mascot } from '@/components/ui/mascot';
import { paymentPolling, usePaymentStatus } from '@/features/gifts';
import { avatarSource } from '@/lib/avatar';
import { formatMoney } from '@/lib/money';
import { membershipsKey } from '../api/get-public-tiers';
import { Trans, useTranslation } from '../texts';

export type MembershipPaidModalProps = { reference: string };

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
  // the modal opens on "Confirming your payment…", with nothing there to focus but its close button: Done
  // takes the focus once the outcome shows, as it would have had the outcome been there from the start
  const { t } = useTranslation();
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <Stack align="center" gap="md" pb="xs">
      {art}
      <ModalHeading>{title}</ModalHeading>
      {children}
      <Button ref={done} data-autofocus fullWidth size="md" mih={44} variant="gradient" onClick={onClose}>
        {t('membershipsSupporter.paid.done')}
      </Button>
    </Stack>
  );
}

/**
 * Shown when a supporter comes back from a membership's checkout (joining, renewing, an upgrade): confirms
 * the payment as the Gift Sent modal does, then welcomes them with the server's message.
 */
export function MembershipPaidModal({
  context,
  id,
  innerProps,
}: ContextModalProps<MembershipPaidModalProps>) {
  const { t } = useTranslation();
  const { reference } = innerProps;
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const payment = usePaymentStatus({ reference, startedAt, ...paymentPolling });
  const status = payment.data?.status;
  const close = () => context.closeModal(id);

  useEffect(() => {
    // the page's tiers (member counts, the viewer's membership) and My memberships change with the payment
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: membershipsKey });
  }, [status, queryClient]);

  if (payment.isError) {
    return (
      <Outcome title={t('membershipsSupporter.paid.errorTitle')} onClose={close}>
        <Text c="dimmed" ta="center">
          {t('membershipsSupporter.paid.errorText')}
        </Text>
      </Outcome>
    );
  }

  const timedOut = status === 'pending' && payment.dataUpdatedAt - startedAt >= paymentPolling.timeout;
  if (!payment.data || (status === 'pending' && !timedOut)) {
    return (
      <Stack align="center" gap="md" py="lg" role="status">
        <Loader type="dots" size="lg" aria-hidden="true" />
        <ModalHeading>{t('membershipsSupporter.paid.confirming')}</ModalHeading>
        <Text c="dimmed" ta="center">
          {t('membershipsSupporter.paid.confirmingText')}
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
        title={t('membershipsSupporter.paid.title')}
        onClose={close}
      >
        <Stack align="center" gap={4}>
          <Text fz={28} fw={800} lh={1.2}>
            {formatMoney(amount)}
          </Text>
          <Text c="dimmed" ta="center">
            <Trans
              i18nKey="membershipsSupporter.paid.to"
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
      <Outcome title={t('membershipsSupporter.paid.slowTitle')} onClose={close}>
        <Text c="dimmed" ta="center">
          {t('membershipsSupporter.paid.slowText', { name: creator.page_name, amount: formatMoney(amount) })}
        </Text>
      </Outcome>
    );
  }
  return (
    <Outcome
      title={t(
        status === 'expired' ? 'membershipsSupporter.paid.expired' : 'membershipsSupporter.paid.cancelled',
      )}
      onClose={close}
    >
      <Text c="dimmed" ta="center">
        {t('membershipsSupporter.paid.notPaid', { name: creator.page_name })}
      </Text>
    </Outcome>
  );
}
