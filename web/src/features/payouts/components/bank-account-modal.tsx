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
import { useTranslation } from '../texts';

export type BankAccountModalProps = { bank: UserBank };

/**
 * Bank Account detail (spec §2). A bank cannot be deleted or changed here: that goes through support, and a
 * change support entered is confirmed here with the creator's code (decision 0101).
 */
export function BankAccountModal({ context, id, innerProps }: ContextModalProps<BankAccountModalProps>) {
  const { bank } = innerProps;
  const { t } = useTranslation();
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
      <ModalHeading>{t('payouts.bankAccount.title')}</ModalHeading>
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
        <Stack gap="sm">
          <VerifiedBadge />
          <DetailList>
            <Detail label={t('payouts.accountName')}>{bank.account_name}</Detail>
            <Detail label={t('payouts.accountNumber')}>{bank.account_number}</Detail>
            <Detail label={t('payouts.bankAccount.bankName')}>{bank.bank_details.name}</Detail>
            <Detail label={t('payouts.mobileNumber')} whole>
              {displayMobileNumber(bank.mobile_number) ?? t('common.notAvailable')}
            </Detail>
          </DetailList>
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              aria-label={t('payouts.bankAccount.updateLabel')}
              onClick={() => {
                close();
                openModal('update-mobile-number', { currentNumber: bank.mobile_number });
              }}
            >
              {t('payouts.bankAccount.update')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SupportPayoutChangeNotices onConfirm={setConfirming} />
      <Alert color="gray" variant="light">
        {t('payouts.bankAccount.contact')}
      </Alert>
      <Button component="a" href={`mailto:${supportEmail}`} variant="default" size="md" fullWidth>
        {t('payouts.bankAccount.contactButton')}
      </Button>
    </Stack>
  );
}
