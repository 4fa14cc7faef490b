import { Button, Stack, Text } from '@mantine/core';
import { otpRules, type OtpChallenge } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { formatMoney } from '@/lib/money';
import type { PayoutOrder } from '../api/request-payout';
import type { PayoutTarget } from '../lib/payout-target';
import { Trans, useTranslation } from '../texts';
import { OtpStep } from './otp-step';

export type WithdrawCodeStepProps = {
  target: PayoutTarget;
  order: PayoutOrder;
  challenge: OtpChallenge;
  /** Sends the payout with the code; a wrong code is answered by the boxes, anything else by `onError`. */
  onConfirm: (otpCode: string, otpToken: string) => Promise<unknown>;
  onError: (error: unknown) => void;
  onBack: () => void;
};

/** 'Enter OTP Code': what leaves and to which account, confirmed with the code sent by SMS. */
export function WithdrawCodeStep({
  target,
  order,
  challenge,
  onConfirm,
  onError,
  onBack,
}: WithdrawCodeStepProps) {
  const { t } = useTranslation();
  const account =
    target.method === 'direct'
      ? t('payouts.withdraw.eWalletAccount')
      : t('payouts.withdraw.bankAccount', { bank: target.bank_name });
  return (
    <Stack gap="lg">
      <ModalHeading>{t('payouts.withdraw.enterOtp')}</ModalHeading>
      <Text ta="center" c="dimmed" fz="sm">
        {order.withdraw_all ? (
          t('payouts.withdraw.otpAll', { account })
        ) : (
          <Trans
            i18nKey="payouts.withdraw.otpAmount"
            values={{ amount: formatMoney(order.amount), account }}
            components={{
              strong: <Text span fw={700} c="var(--mantine-color-text)" style={{ whiteSpace: 'nowrap' }} />,
            }}
          />
        )}
      </Text>
      <OtpStep
        challenge={challenge}
        firstResendSeconds={otpRules.payoutFirstResendSeconds}
        showRetryMessage
        onComplete={onConfirm}
        onError={onError}
      >
        <Button variant="subtle" fullWidth onClick={onBack}>
          {t('common.back')}
        </Button>
      </OtpStep>
    </Stack>
  );
}
