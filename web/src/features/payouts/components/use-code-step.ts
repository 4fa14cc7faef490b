import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { otpRules, type OtpChallenge } from '@pixel/contract';
import type { StepUp } from '@/features/two-factor';
import { ApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { useVerifyOtp } from '../api/verify-otp';
import type { OtpStepProps } from './otp-step';

/** A code step's form holds the app's code, which its first call sends where two-factor sign-in is on. */
type StepUpValues = FieldValues & { two_factor_code: string };
type StepUpFields = { two_factor_code?: string | undefined };

export type CodeStepOptions<TValues extends StepUpValues, TFields extends StepUpFields> = {
  form: UseFormReturn<TValues, unknown, TFields>;
  /** The form as a failed code leaves it: empty, for a new code (spec §4). */
  emptyValues: TValues;
  /**
   * Keeps what the form holds in the modal's props: only the top modal is mounted, so the form comes back
   * with it once an error modal over it closes.
   */
  keepDraft: (values: TValues) => void;
  /** Whether the first call asks for the app's code, and what its refusals say about it. */
  stepUp: Pick<StepUp, 'codeError' | 'passkeyProof'>;
  /** The call without a code, which sends one; made with `answeredByCodeStep`, as this hook answers it. */
  requestCode: UseMutationResult<OtpChallenge, Error, TFields>;
  /**
   * The same call with the code, once the code has been checked (a mutation's `mutateAsync`); the app's
   * code went with the first call only.
   */
  redeem: (
    request: Omit<TFields, 'two_factor_code'> & { otp_code: string; otp_token: string },
  ) => Promise<unknown>;
  successMessage: string;
  onDone: () => void;
};

/** A 422 with field messages, for the fields this form has: those are marked, and a snackbar says why. */
function markFields<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: ApiError,
) {
  const own = Object.keys(form.getValues());
  let focus = true;
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    if (!messages[0] || !own.includes(field)) continue;
    form.setError(field as Path<TValues>, { type: 'server', message: messages[0] }, { shouldFocus: focus });
    focus = false;
  }
  notifyError(error.message);
}

const hasFieldErrors = (error: unknown): error is ApiError =>
  error instanceof ApiError && !!error.errors && Object.keys(error.errors).length > 0;

/**
 * The options of a code step's calls: an `onError` of their own keeps the shared handler off them, as
 * `useCodeStep` answers their errors.
 */
export const answeredByCodeStep = { mutationConfig: { onError: () => {} } };

/**
 * "Send a code or redeem it": a form whose call the server confirms with a one-time code (add a bank, change
 * the mobile number, link an e-wallet). Submitting sends the code and moves to the code step; the sixth digit
 * checks the code, then makes the call with it. Field errors are marked on the form, which keeps what was
 * typed; any other failure opens the error modal, and a failure after the code starts over (spec §4).
 * With two-factor sign-in on, the first call also carries the app's code (decision 0093).
 */
export function useCodeStep<TValues extends StepUpValues, TFields extends StepUpFields>({
  form,
  emptyValues,
  keepDraft,
  stepUp,
  requestCode,
  redeem,
  successMessage,
  onDone,
}: CodeStepOptions<TValues, TFields>) {
  const [step, setStep] = useState<{
    fields: Omit<TFields, 'two_factor_code'>;
    challenge: OtpChallenge;
  } | null>(null);
  const verifyOtp = useVerifyOtp(answeredByCodeStep);

  /** Field errors mark the form; any other opens the error modal, over a form emptied after the code. */
  const answerError = (error: unknown, { startOver }: { startOver: boolean }) => {
    if (hasFieldErrors(error)) return markFields(form, error);
    if (startOver) form.reset(emptyValues);
    keepDraft(startOver ? emptyValues : form.getValues());
    handleApiError(error);
  };

  /** A refusal of the second factor is said under its field; anything else is answered as usual. */
  const answerStepUpError = (error: unknown) => {
    const codeError = stepUp.codeError(error);
    // the wait after too many wrong codes is said under the code field, as a wrong code is
    if (codeError === undefined || (hasFieldErrors(error) && !error.errors?.two_factor_passkey)) {
      return answerError(error, { startOver: false });
    }
    form.setError(
      'two_factor_code' as Path<TValues>,
      { type: 'server', message: codeError },
      { shouldFocus: true },
    );
  };

  const submit = form.handleSubmit(async (request) => {
    // a passkey, where it is the second factor asked, signs on the device before the call
    const proof = await stepUp.passkeyProof().catch((error: unknown) => {
      answerStepUpError(error);
      return null;
    });
    if (!proof) return;
    requestCode.mutate(
      { ...request, ...proof },
      {
        onSuccess: (challenge) => {
          const { two_factor_code: _sent, ...fields } = request;
          setStep({ fields, challenge });
        },
        onError: answerStepUpError,
      },
    );
  });

  const codeStep: OtpStepProps | null = step && {
    challenge: step.challenge,
    firstResendSeconds: otpRules.resendSeconds,
    onComplete: async (code, otpToken) => {
      await verifyOtp.mutateAsync({ otpCode: code, otpToken });
      await redeem({ ...step.fields, otp_code: code, otp_token: otpToken });
      notifySuccess(successMessage);
      onDone();
    },
    onError: (error) => {
      setStep(null);
      answerError(error, { startOver: true });
    },
  };

  return { submit, requesting: requestCode.isPending, codeStep };
}
