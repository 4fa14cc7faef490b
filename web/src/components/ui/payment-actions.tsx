import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';

/**
 * The foot of a payment confirmation (a gift, a purchase): where the payment happens, then Confirm
 * payment and Back. `busy` while the checkout is being opened or the browser is leaving for it.
 */
export function PaymentActions({
  busy,
  onConfirm,
  onBack,
}: {
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text fz="sm" c="dimmed" ta="center">
        {t('shared.payOnPartnerPage')}
      </Text>
      <Stack gap="xs" mt="xs">
        <Button data-autofocus fullWidth variant="gradient" size="md" loading={busy} onClick={onConfirm}>
          {t('shared.confirmPayment')}
        </Button>
        <Button fullWidth variant="default" size="md" disabled={busy} onClick={onBack}>
          {t('common.back')}
        </Button>
      </Stack>
    </>
  );
}
