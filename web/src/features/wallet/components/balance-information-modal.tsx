import { Button, List, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';

/** Why some earnings are pending (spec §9: mobile-app payments are released on the 15th). */
export function BalanceInformationModal({ context, id }: ContextModalProps) {
  return (
    <Stack gap="md">
      <ModalHeading>Balance Information</ModalHeading>
      <List spacing="sm">
        <List.Item>
          <Text fw={700} span>
            Available balance:
          </Text>{' '}
          gifts and purchases paid on the web are added to your available balance instantly. You can withdraw
          it any time.
        </List.Item>
        <List.Item>
          <Text fw={700} span>
            Pending balance:
          </Text>{' '}
          payments made in the PIXEL mobile app are added to your available balance on the 15th of each month.
        </List.Item>
      </List>
      <Button data-autofocus fullWidth size="md" onClick={() => context.closeModal(id)}>
        GOT IT
      </Button>
    </Stack>
  );
}
