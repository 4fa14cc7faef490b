import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  formatCentavos,
  parseCentavos,
  payoutRequest,
  payoutRules,
  type OtpChallenge,
  type Payout,
  payoutsCalls,
} from '@pixel/contract';
import { useStepUp, type StepUp } from '@/features/two-factor';
import {
  identityRequiredFor,
  identityRequiredOf,
  useVerification,
  verificationQueryOptions,
  type IdentityRequired,
} from '@/features/verification';
import { useBalance } from '@/features/wallet';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError, isCallError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { openModal, updateModal } from '@/lib/modals';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { useRequestPayout, type PayoutOrder } from '../api/request-payout';
import { useSubmitPayout } from '../api/submit-payout';
import { payoutFee, type PayoutTarget } from '../lib/payout-target';
import { useTranslation } from '../texts';
import { money } from './money-row';

// the amount obeys the same rules as a gift: at most 11 characters, 2 decimals, no sign, no leading zeros
const payoutAmountField = payoutRequest.shape.amount.unwrap();

export type WithdrawDraft = { amount: string; withdraw_all: boolean; two_factor_code: string };

/** What is withdrawn, and the app's code where two-factor sign-in is on. */
type WithdrawValues = ({ withdrawAll: true } | { withdrawAll: false; centavos: number }) & {
  twoFactorCode: string | undefined;
};

const withdrawForm = (codeRule: StepUp['codeRule']): z.ZodType<WithdrawValues, WithdrawDraft> =>
  z
    .object({ amount: z.string(), withdraw_all: z.boolean(), two_factor_code: codeRule })
    .transform((values, ctx): WithdrawValues => {
      const twoFactorCode = values.two_factor_code;
      if (values.withdraw_all) return { withdrawAll: true, twoFactorCode };
      const parsed = payoutAmountField.safeParse(values.amount);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error.issues[0]?.message });
        return z.NEVER;
      }
      return { withdrawAll: false, centavos: parsed.data, twoFactorCode };
    });

/** Where the withdrawal stands: the amount, the code sent by SMS, then the payout done or in review. */
export type WithdrawStep =
  | { kind: 'amount' }
  | { kind: 'code'; order: PayoutOrder; challenge: OtpChallenge }
  | { kind: 'done'; payout: Payout };

export type WithdrawFlow = ReturnType<typeof useWithdrawFlow>;

/**
 * Withdraw (spec §2): the amount is checked against the balance and the money rules, a request sends the
 * code by SMS, the code sends the payout. Every refusal of the server is answered where the creator can act
 * on it: under the field, in the form, in the identity panel, or in a modal over this one.
 */
export function useWithdrawFlow({ target, draft }: { target: PayoutTarget; draft?: WithdrawDraft }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<WithdrawStep>({ kind: 'amount' });
  const balance = useBalance();
  const stepUp = useStepUp();
  const retry = useCountdown();
  const [tooEarly, setTooEarly] = useState(false);
  // a wait of minutes or hours (the payouts a day allows) in the server's words, which say until when
  const [waitWords, setWaitWords] = useState<string | null>(null);
  const verification = useVerification();
  const queryClient = useQueryClient();
  // the server's refusal for want of a verified identity (the yearly check again among them)
  const [identityRefusal, setIdentityRefusal] = useState<IdentityRequired | null>(null);
  // a refusal of the account itself (its name is not the verified legal name): the form has no field for it
  const [accountError, setAccountError] = useState<string | null>(null);
  const fee = payoutFee(target);
  const available = balance.data ? parseCentavos(balance.data.amount) : null;

  const form = useForm<WithdrawDraft, unknown, WithdrawValues>({
    resolver: zodResolver(withdrawForm(stepUp.codeRule)),
    mode: 'onTouched',
    defaultValues: draft ?? { amount: '', withdraw_all: false, two_factor_code: '' },
  });
  const [amountText, withdrawAll] = useWatch({ control: form.control, name: ['amount', 'withdraw_all'] });
  const typedCentavos = withdrawAll ? null : parseCentavos(amountText);
  const receiveCentavos = withdrawAll
    ? available === null
      ? null
      : Math.max(0, available - fee)
    : typedCentavos;

  /** Before a modal covers this one: keep what was typed, so it is there again when that modal closes. */
  const keepDraft = () => updateModal('withdraw', { draft: form.getValues() });

  const showPayoutError = (error: unknown) => {
    setStep({ kind: 'amount' });
    if (!(error instanceof ApiError)) return handleApiError(error);
    const identity = identityRequiredOf(error);
    if (identity) {
      setIdentityRefusal(identity);
      // the verification screen and the next opening of this modal read where it stands now
      void queryClient.invalidateQueries({ queryKey: verificationQueryOptions().queryKey });
      return;
    }
    const bankError = error.errors?.bank_slug?.[0];
    if (bankError) {
      setAccountError(bankError);
      return;
    }
    if (isCallError(payoutsCalls.submit, error, 'OverLimitPayoutException')) {
      keepDraft();
      const allowed = error.data?.amount_allowed;
      openModal('payout-over-limit', {
        message: error.message,
        amountAllowed: typeof allowed === 'string' ? allowed : undefined,
      });
      return;
    }
    if (error.retryInSeconds !== undefined) {
      retry.start(error.retryInSeconds);
      setTooEarly(true);
      setWaitWords(error.retryInSeconds > 120 ? error.message : null);
      return;
    }
    const amountError = error.errors?.amount?.[0];
    if (amountError) {
      form.setError('amount', { type: 'server', message: amountError }, { shouldFocus: true });
      notifyError(amountError);
      return;
    }
    const otherError = error.errors?.payout_request?.[0] ?? Object.values(error.errors ?? {})[0]?.[0];
    if (error.exception !== 'UnauthorizedAccessException') keepDraft();
    // payouts held after a change of payout details, or frozen by "This wasn't me": the message says until when
    const held = isCallError(payoutsCalls.submit, error, 'ForbiddenException') ? error.data : undefined;
    const title = held?.held_until
      ? t('payouts.withdraw.onHold')
      : held?.payouts_frozen
        ? t('payouts.withdraw.frozen')
        : undefined;
    if (otherError) openModal('error-message', { message: otherError, ...(title && { title }) });
    else handleApiError(error);
  };

  const requestPayout = useRequestPayout({
    mutationConfig: {
      onSuccess: (challenge, { order }) => setStep({ kind: 'code', order, challenge }),
      onError: (error) => {
        const codeError = stepUp.codeError(error);
        if (codeError === undefined) return showPayoutError(error);
        // a wrong code, or the wait after too many, is said under the field
        form.setError('two_factor_code', { type: 'server', message: codeError }, { shouldFocus: true });
      },
    },
  });
  const submitPayout = useSubmitPayout({
    mutationConfig: {
      onSuccess: (payout) => {
        notifySuccess(t('payouts.success.submittedToast'));
        setStep({ kind: 'done', payout });
      },
      // the code step reads the error: a wrong code highlights the boxes, anything else comes back here
      onError: () => {},
    },
  });

  /** 'Insufficient balance', with what can be withdrawn: the balance less the fee of this payout option. */
  const insufficientMessage = () => {
    const allowed = available === null ? 0 : Math.max(0, available - fee);
    const message = t('messages.insufficientBalance');
    return fee > 0
      ? t('payouts.withdraw.insufficientAfterFee', { message, amount: money(allowed), fee: money(fee) })
      : t('payouts.withdraw.insufficient', { message, amount: money(allowed) });
  };

  const submit = form.handleSubmit(async (values) => {
    const amount = values.withdrawAll ? (available === null ? null : available - fee) : values.centavos;
    if (amount !== null && amount <= 0) {
      form.setError('amount', { type: 'validate', message: insufficientMessage() });
      return;
    }
    if (amount !== null && amount < payoutRules.minimumAmount) {
      form.setError('amount', { type: 'validate', message: t('messages.payoutMinimum') });
      return;
    }
    if (!values.withdrawAll && available !== null && values.centavos + fee > available) {
      form.setError('amount', { type: 'validate', message: insufficientMessage() });
      return;
    }
    // a passkey, where it is the second factor asked, signs on the device before the call
    const proof = await stepUp.passkeyProof().catch((error: unknown) => {
      form.setError(
        'two_factor_code',
        { type: 'server', message: stepUp.codeError(error) },
        { shouldFocus: true },
      );
      return null;
    });
    if (!proof) return;
    setAccountError(null);
    requestPayout.mutate({
      order: values.withdrawAll
        ? { bank_slug: target.bank_slug, withdraw_all: true }
        : { bank_slug: target.bank_slug, amount: formatCentavos(values.centavos) },
      twoFactorCode: values.twoFactorCode,
      twoFactorPasskey: proof.two_factor_passkey,
    });
  });

  /** The code sent by SMS, with the order it confirms: the payout leaves with it. */
  const confirm = (order: PayoutOrder, otpCode: string, otpToken: string) =>
    submitPayout.mutateAsync({ order, otpCode, otpToken });

  const current = verification.data?.data;
  const refusal = identityRefusal ?? (current ? identityRequiredFor(current) : null);
  // the form shows once it is known whether it asks for the app's code, and whether money may leave at all
  // (a verification that cannot be read leaves it to the server)
  const checking = !stepUp.ready || verification.isPending;
  // the amount form may come after the modal opened (while the two checks above load): the focus goes to
  // its first field then, as it would have on opening
  const formShown = step.kind === 'amount' && !checking && !refusal;
  useEffect(() => {
    if (formShown && !form.getValues('withdraw_all')) form.setFocus('amount');
  }, [formShown, form]);

  return {
    step,
    backToAmount: () => setStep({ kind: 'amount' }),
    confirm,
    showPayoutError,
    form,
    submit,
    requesting: requestPayout.isPending,
    stepUp,
    balance,
    fee,
    withdrawAll,
    receiveCentavos,
    /** The wait before the next request may be made, while it runs, in the server's words or in seconds. */
    wait:
      retry.running && tooEarly
        ? (waitWords ?? t('errors.tryAgainIn', { seconds: retry.secondsLeft }))
        : null,
    accountError,
    renewalDue: current?.renewal_due ?? false,
    refusal,
    checking,
  };
}
