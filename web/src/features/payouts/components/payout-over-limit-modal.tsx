import { Anchor, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { Link } from 'react-router';
import { ModalHeading } from '@/components/modals/modal-title';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '../texts';

/** The help article on payout limits (spec §2). */
export const payoutHelpPath = '/help/why-cant-i-withdraw-all-my-pixel-earnings?category=payouts-and-fees';

export type PayoutOverLimitModalProps = {
  /** The server's message. */
  message?: string;
  /** `data.amount_allowed` of OverLimitPayoutException: what can still be withdrawn this month. */
  amountAllowed?: string;
};

/** OverLimitPayoutException (spec §8): the message, the amount still allowed and the help article. */
export function PayoutOverLimitModal({
  context,
  id,
  innerProps,
}: ContextModalProps<PayoutOverLimitModalProps>) {
  const { t } = useTranslation();
  const { message = t('errors.unexpected'), amountAllowed } = innerProps;
  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M12 8v5" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="0.6" fill="currentColor" />
          <circle cx="12" cy="12" r="9" />
        </svg>
      </ThemeIcon>
      <ModalHeading>{t('errors.title')}</ModalHeading>
      <Text ta="center" c="dimmed">
        {message}
      </Text>
      {amountAllowed !== undefined && (
        <Paper withBorder radius="md" p="md" w="100%" ta="center">
          <Text fz="sm" c="dimmed" id="amount-allowed-label">
            {t('payouts.overLimit.amountAllowed')}
          </Text>
          <Text fz={24} fw={800} aria-labelledby="amount-allowed-label">
            {formatMoney(amountAllowed)}
          </Text>
        </Paper>
      )}
      <Anchor component={Link} to={payoutHelpPath} onClick={() => context.closeAll()} ta="center">
        {t('payouts.overLimit.help')}
      </Anchor>
      <Button data-autofocus fullWidth size="md" onClick={() => context.closeModal(id)}>
        {t('errors.gotIt')}
      </Button>
    </Stack>
  );
}
