import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { supportEmail, type SupportPayoutChange, type UserBank } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { openModal } from '@/lib/modals';
import { displayMobileNumber } from '../lib/mobile-number';
import { Detail, DetailList, VerifiedBadge } from './account-details';
import { ConfirmSupportChangeStep } from './confirm-support-change-step';
import { SupportPayoutChangeNotices } from './support-payout-change-notices';

export type BankAccountModalProps = { bank: UserBank };

/**
 * Bank Account detail (spec §2). A bank cannot be deleted or changed here: that goes through support, and a
 * change support entered is confirmed here with the creator's code (decision 0101).
 */
export function BankAccountModal({ context, id, innerProps }: ContextModalProps<BankAccountModalProps>) {
  const { bank } = innerProps;
  const [confirming, setConfirming] = useState<SupportPayoutChange | null>(null);
  const close = () => context.closeModal(id);

  if (confirming) {
    // once confirmed, the account shown here may be the one replaced: the modal closes on the new list
    return (
      <ConfirmSupportChangeStep change={confirming} onDone={close} onCancel={() => setConfirming(null)} />
    );
  }

  return (
    <Stack gap="md">
      <ModalHeading>Bank Account</ModalHeading>
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
        <Stack gap="sm">
          <VerifiedBadge />
          <DetailList>
            <Detail label="Account name">{bank.account_name}</Detail>
            <Detail label="Account number">{bank.account_number}</Detail>
            <Detail label="Bank name">{bank.bank_details.name}</Detail>
            <Detail label="Mobile number" whole>
              {displayMobileNumber(bank.mobile_number) ?? 'Not Available'}
            </Detail>
          </DetailList>
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              aria-label="Update mobile number"
              onClick={() => {
                close();
                openModal('update-mobile-number', { currentNumber: bank.mobile_number });
              }}
            >
              Update
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SupportPayoutChangeNotices onConfirm={setConfirming} />
      <Alert color="gray" variant="light">
        To delete or change this bank account, please contact our support team.
      </Alert>
      <Button component="a" href={`mailto:${supportEmail}`} variant="default" size="md" fullWidth>
        CONTACT SUPPORT
      </Button>
    </Stack>
  );
}
