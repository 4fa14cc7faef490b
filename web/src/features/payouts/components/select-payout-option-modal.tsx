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
import { wrappingLabel } from '../lib/wrapping-label';
import { ConfirmSupportChangeStep } from './confirm-support-change-step';
import { SupportPayoutChangeNotices } from './support-payout-change-notices';

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

const freeBadges = (
  <>
    <Badge color="teal.9" variant="outline">
      FREE
    </Badge>
    <Badge variant="filled">Recommended</Badge>
  </>
);

/**
 * Select Payout Option (spec §2): direct e-payment (free, recommended) or standard to the enabled bank; above
 * them, a change of the payout details support entered, to confirm before withdrawing (decision 0101).
 */
export function SelectPayoutOptionModal({ context, id }: ContextModalProps) {
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
      <ModalHeading>Select Payout Option</ModalHeading>
      <SupportPayoutChangeNotices onConfirm={setConfirming} />

      {linked ? (
        <OptionCard
          title="Direct e-payment"
          onSelect={() => choose(directTarget(linked))}
          badges={freeBadges}
        >
          <Line label="Account name" value={linked.username} />
          <Line
            label="Mobile number"
            value={displayMobileNumber(linked.mobile_number) ?? 'Not Available'}
            whole
          />
        </OptionCard>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
          <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
            <Text fw={800}>Direct e-payment</Text>
            <Group gap={6}>{freeBadges}</Group>
          </Group>
          <Text fz="sm" c="dimmed" mb="sm">
            Link an e-payment account to withdraw for free.
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
            Link E-payment Account
          </Button>
        </Paper>
      )}

      {banks.isPending ? (
        <Skeleton height={96} radius="md" role="status" aria-label="Loading bank accounts" />
      ) : banks.isError ? (
        <LoadError onRetry={() => void banks.refetch()}>Unable to load your bank accounts</LoadError>
      ) : enabledBank ? (
        <OptionCard
          title="Standard"
          onSelect={() => choose(standardTarget(enabledBank))}
          badges={
            <Badge color="dark" variant="outline">
              {formatMoney(formatCentavos(payoutRules.standardFee))} FEE
            </Badge>
          }
        >
          <Line label="Bank" value={enabledBank.bank_details.name} />
          <Line label="Account number" value={enabledBank.account_number} />
        </OptionCard>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
          <Group justify="space-between" mb={6}>
            <Text fw={800}>Standard</Text>
            <Badge color="dark" variant="outline">
              {formatMoney(formatCentavos(payoutRules.standardFee))} FEE
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed" mb="sm">
            Add a bank account to withdraw to your bank.
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
            Add Bank Account
          </Button>
        </Paper>
      )}

      {!linked && banks.isSuccess && !enabledBank && (
        <Text fz="sm" c="dimmed" ta="center">
          You have no payout account yet.
        </Text>
      )}
    </Stack>
  );
}
