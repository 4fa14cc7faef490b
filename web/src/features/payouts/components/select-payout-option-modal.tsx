import { Badge, Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState, type ReactNode } from 'react';
import { formatCentavos, payoutRules, type SupportPayoutChange } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/features/auth';
import { closeModal, openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { useUserBanks } from '../api/get-user-banks';
import { displayMobileNumber } from '../lib/mobile-number';
import { directTarget, standardTarget, type PayoutTarget } from '../lib/payout-target';
import { wrappingLabel } from '@/components/ui/wrapping-label';
import { ConfirmSupportChangeStep } from './confirm-support-change-step';
import { SupportPayoutChangeNotices } from './support-payout-change-notices';
import { useTranslation } from '../texts';

function OptionCard({
  title,
  badges,
  children,
  onSelect,
}: {
  title: string;
  badges: ReactNode;
  children: ReactNode;
  onSelect: () => void;
}) {
  return (
    <UnstyledButton onClick={onSelect} w="100%" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
        <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
          <Text fw={800}>{title}</Text>
          <Group gap={6}>{badges}</Group>
        </Group>
        {children}
      </Paper>
    </UnstyledButton>
  );
}

/** A label and its value in a line of text; `whole` keeps a value with spaces (a mobile number) together. */
function Line({ label, value, whole }: { label: string; value: string; whole?: boolean }) {
  return (
    <Text fz="sm" style={{ overflowWrap: 'break-word' }}>
      <Text span inherit c="dimmed">
        {label}:
      </Text>{' '}
      <Text span inherit fw={600} style={whole ? { whiteSpace: 'nowrap' } : undefined}>
        {value}
      </Text>
    </Text>
  );
}

function FreeBadges() {
  const { t } = useTranslation();
  return (
    <>
      <Badge color="teal.9" variant="outline">
        {t('common.free')}
      </Badge>
      <Badge variant="filled">{t('payouts.options.recommended')}</Badge>
    </>
  );
}

/**
 * Select Payout Option (spec §2): direct e-payment (free, recommended) or standard to the enabled bank; above
 * them, a change of the payout details support entered, to confirm before withdrawing (decision 0101).
 */
export function SelectPayoutOptionModal({ context, id }: ContextModalProps) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const banks = useUserBanks();
  const linked = user?.linked_account ?? null;
  const enabledBank = banks.data?.find((bank) => !bank.is_disabled);
  const [confirming, setConfirming] = useState<SupportPayoutChange | null>(null);

  const choose = (target: PayoutTarget) => {
    context.closeModal(id);
    openModal('withdraw', { target });
  };

  if (confirming) {
    // back to the options either way: once confirmed, Standard shows the bank the change enabled
    const back = () => setConfirming(null);
    return <ConfirmSupportChangeStep change={confirming} onDone={back} onCancel={back} />;
  }

  return (
    <Stack gap="md">
      <ModalHeading>{t('payouts.options.title')}</ModalHeading>
      <SupportPayoutChangeNotices onConfirm={setConfirming} />

      {linked ? (
        <OptionCard
          title={t('payouts.directEPayment')}
          onSelect={() => choose(directTarget(linked))}
          badges={<FreeBadges />}
        >
          <Line label={t('payouts.accountName')} value={linked.username} />
          <Line
            label={t('payouts.mobileNumber')}
            value={displayMobileNumber(linked.mobile_number) ?? t('common.notAvailable')}
            whole
          />
        </OptionCard>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
          <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
            <Text fw={800}>{t('payouts.directEPayment')}</Text>
            <Group gap={6}>
              <FreeBadges />
            </Group>
          </Group>
          <Text fz="sm" c="dimmed" mb="sm">
            {t('payouts.options.linkToWithdraw')}
          </Text>
          <Button
            variant="light"
            fullWidth
            {...wrappingLabel}
            onClick={() => {
              closeModal('select-payout-option');
              openModal('link-e-payment');
            }}
          >
            {t('payouts.options.link')}
          </Button>
        </Paper>
      )}

      {banks.isPending ? (
        <Skeleton height={96} radius="md" role="status" aria-label={t('payouts.options.loadingBanks')} />
      ) : banks.isError ? (
        <LoadError onRetry={() => void banks.refetch()}>{t('payouts.options.banksError')}</LoadError>
      ) : enabledBank ? (
        <OptionCard
          title={t('payouts.standard')}
          onSelect={() => choose(standardTarget(enabledBank))}
          badges={
            <Badge color="dark" variant="outline">
              {t('payouts.options.fee', { fee: formatMoney(formatCentavos(payoutRules.standardFee)) })}
            </Badge>
          }
        >
          <Line label={t('payouts.bank')} value={enabledBank.bank_details.name} />
          <Line label={t('payouts.accountNumber')} value={enabledBank.account_number} />
        </OptionCard>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
          <Group justify="space-between" mb={6}>
            <Text fw={800}>{t('payouts.standard')}</Text>
            <Badge color="dark" variant="outline">
              {t('payouts.options.fee', { fee: formatMoney(formatCentavos(payoutRules.standardFee)) })}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed" mb="sm">
            {t('payouts.options.addToWithdraw')}
          </Text>
          <Button
            variant="light"
            fullWidth
            {...wrappingLabel}
            onClick={() => {
              closeModal('select-payout-option');
              openModal('add-bank');
            }}
          >
            {t('payouts.options.addBank')}
          </Button>
        </Paper>
      )}

      {!linked && banks.isSuccess && !enabledBank && (
        <Text fz="sm" c="dimmed" ta="center">
          {t('payouts.options.noAccount')}
        </Text>
      )}
    </Stack>
  );
}
