import { Button, Stack, Text } from '@mantine/core';

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
  return (
    <>
      <Text fz="sm" c="dimmed" ta="center">
        You will pay on the secure page of our payment partner, then come back here.
      </Text>
      <Stack gap="xs" mt="xs">
        <Button data-autofocus fullWidth variant="gradient" size="md" loading={busy} onClick={onConfirm}>
          Confirm payment
        </Button>
        <Button fullWidth variant="default" size="md" disabled={busy} onClick={onBack}>
          Back
        </Button>
      </Stack>
    </>
  );
}
