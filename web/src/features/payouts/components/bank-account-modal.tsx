import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { supportEmail, type UserBank } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { openModal } from '@/lib/modals';
import { displayMobileNumber } from '../lib/mobile-number';
import { Detail, DetailList, VerifiedBadge } from './account-details';

export type BankAccountModalProps = { bank: UserBank };

/** Bank Account detail (spec §2). A bank cannot be deleted or changed here: that goes through support. */
export function BankAccountModal({ context, id, innerProps }: ContextModalProps<BankAccountModalProps>) {
  const { bank } = innerProps;
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
                context.closeModal(id);
                openModal('update-mobile-number', { currentNumber: bank.mobile_number });
              }}
            >
              Update
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Alert color="gray" variant="light">
        To delete or change this bank account, please contact our support team.
      </Alert>
      <Button component="a" href={`mailto:${supportEmail}`} variant="default" size="md" fullWidth>
        CONTACT SUPPORT
      </Button>
    </Stack>
  );
}
