import { Button, List, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';
import { Trans, useTranslation } from '../texts';

/** Why some earnings are pending (spec §9: mobile-app payments are released on the 15th). */
export function BalanceInformationModal({ context, id }: ContextModalProps) {
  const { t } = useTranslation();
  const bold = { strong: <Text fw={700} span /> };
  return (
    <Stack gap="md">
      <ModalHeading>{t('wallet.information.title')}</ModalHeading>
      <List spacing="sm">
        <List.Item>
          <Trans i18nKey="wallet.information.available" components={bold} />
        </List.Item>
        <List.Item>
          <Trans i18nKey="wallet.information.pending" components={bold} />
        </List.Item>
      </List>
      <Button data-autofocus fullWidth size="md" onClick={() => context.closeModal(id)}>
        {t('wallet.information.gotIt')}
      </Button>
    </Stack>
  );
}
