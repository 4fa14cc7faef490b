import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';
import { displayMobileNumber } from '../lib/mobile-number';
import { Detail, DetailList, VerifiedBadge } from './account-details';
import { useTranslation } from '../texts';

export type LinkedAccountModalProps = { account: { username: string; mobile_number: string | null } };

/** Linked Payment Account (spec §2): the verified e-payment account that direct payouts go to. */
export function LinkedAccountModal({ context, id, innerProps }: ContextModalProps<LinkedAccountModalProps>) {
  const { t } = useTranslation();
  const { account } = innerProps;
  return (
    <Stack gap="md">
      <ModalHeading>{t('payouts.linked.title')}</ModalHeading>
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
        <Stack gap="sm">
          <VerifiedBadge />
          <DetailList>
            <Detail label={t('payouts.linked.username')}>{account.username}</Detail>
            <Detail label={t('payouts.mobileNumber')} whole>
              {displayMobileNumber(account.mobile_number) ?? t('common.notAvailable')}
            </Detail>
          </DetailList>
        </Stack>
      </Paper>
      <Text fz="sm" c="dimmed">
        {t('payouts.linked.free')}
      </Text>
      <Button data-autofocus fullWidth size="md" onClick={() => context.closeModal(id)}>
        {t('payouts.linked.gotIt')}
      </Button>
    </Stack>
  );
}
