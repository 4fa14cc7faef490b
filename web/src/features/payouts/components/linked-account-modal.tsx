import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';
import { displayMobileNumber } from '../lib/mobile-number';
import { Detail, DetailList, VerifiedBadge } from './account-details';

export type LinkedAccountModalProps = { account: { username: string; mobile_number: string | null } };

/** Linked Payment Account (spec §2): the verified e-payment account that direct payouts go to. */
export function LinkedAccountModal({ context, id, innerProps }: ContextModalProps<LinkedAccountModalProps>) {
  const { account } = innerProps;
  return (
    <Stack gap="md">
      <ModalHeading>Linked Payment Account</ModalHeading>
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
        <Stack gap="sm">
          <VerifiedBadge />
          <DetailList>
            <Detail label="Username">{account.username}</Detail>
            <Detail label="Mobile number" whole>
              {displayMobileNumber(account.mobile_number) ?? 'Not Available'}
            </Detail>
          </DetailList>
        </Stack>
      </Paper>
      <Text fz="sm" c="dimmed">
        Direct e-payment payouts to this account are free.
      </Text>
      <Button data-autofocus fullWidth size="md" onClick={() => context.closeModal(id)}>
        GOT IT
      </Button>
    </Stack>
  );
}
