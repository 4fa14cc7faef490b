import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { mobileNumberField, otpRules, payoutMessages, type OtpChallenge } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors, handleApiError } from '@/lib/api-errors';
import { updateModal } from '@/lib/modals';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { useRequestMobileNumberCode, useUpdateMobileNumber } from '../api/update-mobile-number';
import { useVerifyOtp } from '../api/verify-otp';
import { formatMobileNumber } from '../lib/mobile-number';
import { MobileNumberInput } from './mobile-number-input';
import { OtpStep } from './otp-step';
import { ModalActions } from '@/components/ui/modal-actions';

const mobileNumberForm = z.object({ mobile_number: mobileNumberField });
type MobileNumberValues = z.input<typeof mobileNumberForm>;

export type UpdateMobileNumberModalProps = {
  /** The number on the bank accounts now (10 digits), to start from. */
  currentNumber?: string | null;
  /** What was typed, kept while an error modal covers this one. */
  draft?: MobileNumberValues;
};

/**
 * Update Mobile Number (spec §2): the new number, then the code sent to the number on file (or the email);
 * set on every bank account. Payouts wait 5 days after a change (decision 0068).
 */
export function UpdateMobileNumberModal({
  context,
  id,
  innerProps,
}: ContextModalProps<UpdateMobileNumberModalProps>) {
  const { currentNumber, draft } = innerProps;
  const [step, setStep] = useState<{ mobileNumber: string; challenge: OtpChallenge } | null>(null);
  const form = useForm<MobileNumberValues, unknown, z.output<typeof mobileNumberForm>>({
    resolver: zodResolver(mobileNumberForm),
    mode: 'onTouched',
    defaultValues: draft ?? { mobile_number: formatMobileNumber(currentNumber ?? '') },
  });
  const close = () => context.closeModal(id);

  const requestCode = useRequestMobileNumberCode({
    mutationConfig: {
      onSuccess: (challenge, { mobileNumber }) => setStep({ mobileNumber, challenge }),
      onError: (error) => {
        if (error instanceof ApiError && applyFieldErrors(error, form.setError)) {
          notifyError(error.message);
          return;
        }
        updateModal('update-mobile-number', { draft: form.getValues() });
        handleApiError(error);
      },
    },
  });
  // the code step reads these errors itself
  const verifyOtp = useVerifyOtp({ mutationConfig: { onError: () => {} } });
  const updateNumber = useUpdateMobileNumber({ mutationConfig: { onError: () => {} } });

  if (step) {
    return (
      <Stack gap="md">
        <ModalHeading>Update Mobile Number</ModalHeading>
        <OtpStep
          challenge={step.challenge}
          firstResendSeconds={otpRules.resendSeconds}
          onComplete={async (code, otpToken) => {
            await verifyOtp.mutateAsync({ otpCode: code, otpToken });
            await updateNumber.mutateAsync({ mobileNumber: step.mobileNumber, otpCode: code, otpToken });
            notifySuccess(payoutMessages.mobileUpdated);
            close();
          }}
          onError={(error) => {
            // start over with an empty form and a new code (spec §4)
            setStep(null);
            form.reset({ mobile_number: '' });
            updateModal('update-mobile-number', { draft: { mobile_number: '' } });
            handleApiError(error, { setError: form.setError });
          }}
        >
          <Button variant="default" fullWidth onClick={close}>
            CANCEL
          </Button>
        </OtpStep>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(({ mobile_number }) => requestCode.mutate({ mobileNumber: mobile_number }))}
      noValidate
    >
      <Stack gap="md">
        <ModalHeading>Update Mobile Number</ModalHeading>
        <Text c="dimmed" fz="sm" ta="center">
          This number is used for every bank account you add. We send a one-time code to your current number
          to confirm the change, and payouts are on hold for 5 days after it.
        </Text>
        <Controller
          control={form.control}
          name="mobile_number"
          render={({ field, fieldState }) => (
            <MobileNumberInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
        <ModalActions>
          <Group grow>
            <Button variant="default" size="md" onClick={close}>
              CANCEL
            </Button>
            <Button type="submit" size="md" variant="gradient" loading={requestCode.isPending}>
              SAVE CHANGES
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}
