import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { otpRules, payoutMessages, supportEmail, type SupportPayoutChange } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useConfirmSupportPayoutChange } from '../api/confirm-support-payout-change';
import { OtpStep } from './otp-step';
import { answeredByCodeStep } from './use-code-step';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** What the change does, in a sentence. */
function ChangeSummary({ change }: { change: SupportPayoutChange }) {
  if (change.kind === 'mobile_number') {
    return (
      <>
        Your payout mobile number becomes{' '}
        <Text span inherit fw={700} style={nowrap}>
          {change.mobile_number}
        </Text>
        .
      </>
    );
  }
  return (
    <>
      Your payouts go to{' '}
      <Text span inherit fw={700}>
        {change.bank_name}
      </Text>{' '}
      account{' '}
      <Text span inherit fw={700} style={nowrap}>
        {change.account_number}
      </Text>{' '}
      of{' '}
      <Text span inherit fw={700}>
        {change.account_name}
      </Text>
      .
    </>
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
  const confirm = useConfirmSupportPayoutChange(answeredByCodeStep);
  // after too many wrong codes no code confirms this change: only support can enter it again
  const [spent, setSpent] = useState(false);
  return (
    <Stack gap="md">
      <ModalHeading>Confirm payout change</ModalHeading>
      <Text fz="sm" ta="center" style={{ overflowWrap: 'break-word' }}>
        <ChangeSummary change={change} /> Payouts are on hold for 5 days after the change.
      </Text>
      <OtpStep
        challenge={change.otp}
        firstResendSeconds={otpRules.resendSeconds}
        onComplete={async (code, otpToken) => {
          const answer = await confirm
            .mutateAsync({ id: change.id, otpCode: code, otpToken })
            .catch((error: unknown) => {
              if (isApiError(error) && error.message === payoutMessages.otpTooManyAttempts) setSpent(true);
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
            This change can no longer be confirmed. If you asked for it, write to{' '}
            <Anchor href={`mailto:${supportEmail}`} inherit>
              {supportEmail}
            </Anchor>{' '}
            to have it entered again.
          </Text>
        )}
        <Button variant="default" fullWidth onClick={onCancel}>
          CANCEL
        </Button>
      </OtpStep>
    </Stack>
  );
}
