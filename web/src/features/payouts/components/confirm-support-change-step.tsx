import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { otpRules, supportEmail, type SupportPayoutChange } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useConfirmSupportPayoutChange } from '../api/confirm-support-payout-change';
import { OtpStep } from './otp-step';
import { answeredByCodeStep } from './use-code-step';
import { Trans, useTranslation } from '../texts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** What the change does, in a sentence. */
function ChangeSummary({ change }: { change: SupportPayoutChange }) {
  if (change.kind === 'mobile_number') {
    return (
      <Trans
        i18nKey="payouts.supportChange.mobileBecomes"
        values={{ number: change.mobile_number ?? '' }}
        components={{ strong: <Text span inherit fw={700} style={nowrap} /> }}
      />
    );
  }
  return (
    <Trans
      i18nKey="payouts.supportChange.bankBecomes"
      values={{
        bank: change.bank_name ?? '',
        number: change.account_number ?? '',
        name: change.account_name ?? '',
      }}
      components={{
        strong: <Text span inherit fw={700} />,
        number: <Text span inherit fw={700} style={nowrap} />,
      }}
    />
  );
}

/**
 * The code step of a change support entered: the six boxes and the resend of the payout flows. Done once
 * the server has made the change; `onCancel` also when it refused it for another reason than the code.
 */
export function ConfirmSupportChangeStep({
  change,
  onDone,
  onCancel,
}: {
  change: SupportPayoutChange;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmSupportPayoutChange(answeredByCodeStep);
  // after too many wrong codes no code confirms this change: only support can enter it again
  const [spent, setSpent] = useState(false);
  return (
    <Stack gap="md">
      <ModalHeading>{t('payouts.supportChange.confirmTitle')}</ModalHeading>
      <Text fz="sm" ta="center" style={{ overflowWrap: 'break-word' }}>
        <ChangeSummary change={change} /> {t('payouts.supportChange.onHold')}
      </Text>
      <OtpStep
        challenge={change.otp}
        firstResendSeconds={otpRules.resendSeconds}
        onComplete={async (code, otpToken) => {
          const answer = await confirm
            .mutateAsync({ id: change.id, otpCode: code, otpToken })
            .catch((error: unknown) => {
              if (isApiError(error) && error.says('otpTooManyAttempts')) setSpent(true);
              throw error;
            });
          notifySuccess(answer.message);
          onDone();
        }}
        onError={(error) => {
          onCancel();
          handleApiError(error);
        }}
      >
        {spent && (
          <Text fz="sm" ta="center">
            <Trans
              i18nKey="payouts.supportChange.spent"
              values={{ email: supportEmail }}
              components={{ email: <Anchor href={`mailto:${supportEmail}`} inherit /> }}
            />
          </Text>
        )}
        <Button variant="default" fullWidth onClick={onCancel}>
          {t('payouts.supportChange.cancel')}
        </Button>
      </OtpStep>
    </Stack>
  );
}
