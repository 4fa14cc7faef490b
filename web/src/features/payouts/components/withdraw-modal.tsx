import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Flex,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  formatCentavos,
  otpRules,
  parseCentavos,
  payoutRequest,
  payoutRules,
  type OtpChallenge,
  type Payout,
} from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { StepUpField, useStepUp, type StepUp } from '@/features/two-factor';
import {
  IdentityRequiredPanel,
  identityRequiredFor,
  identityRequiredOf,
  RenewalDueNotice,
  useVerification,
  verificationQueryOptions,
  type IdentityRequired,
} from '@/features/verification';
import { useBalance } from '@/features/wallet';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatManilaParts } from '@/lib/dates';
import { openModal, updateModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { useRequestPayout, type PayoutOrder } from '../api/request-payout';
import { useSubmitPayout } from '../api/submit-payout';
import { displayMobileNumber } from '../lib/mobile-number';
import { payoutFee, type PayoutTarget } from '../lib/payout-target';
import { Detail, DetailList } from './account-details';
import { payoutHelpPath } from './payout-over-limit-modal';
import { OtpStep } from './otp-step';
import { PesoSign } from '@/components/ui/peso-sign';
import { ModalActions } from '@/components/ui/modal-actions';
import { Trans, useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

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

export type WithdrawModalProps = {
  target: PayoutTarget;
  /** What was typed, kept while an error modal covers this one (which unmounts it). */
  draft?: WithdrawDraft;
};

type Step =
  | { kind: 'form' }
  | { kind: 'otp'; order: PayoutOrder; challenge: OtpChallenge }
  | { kind: 'success'; payout: Payout };

const money = (centavos: number) => formatMoney(formatCentavos(centavos));

/** A line of money: the value beside its label, or under it, right-aligned, when both do not fit. */
function Row({ label, children, total }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <Flex
      wrap="wrap"
      justify="space-between"
      align="baseline"
      columnGap="md"
      pt={total ? 'xs' : undefined}
      mt={total ? 4 : undefined}
      style={total ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
    >
      <Text component="dt" c="dimmed" fz="sm">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        ml="auto"
        fz="sm"
        fw={total ? 800 : 600}
        ta="right"
        style={{ overflowWrap: 'break-word', minWidth: 0 }}
      >
        {children}
      </Text>
    </Flex>
  );
}

function TargetSummary({ target }: { target: PayoutTarget }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Text fw={800} mb={6}>
        {target.method === 'direct' ? t('payouts.directEPayment') : t('payouts.standard')}
      </Text>
      <DetailList gap={6}>
        {target.method === 'direct' ? (
          <>
            <Detail label={t('payouts.accountName')}>{target.account_name}</Detail>
            <Detail label={t('payouts.mobileNumber')} whole>
              {displayMobileNumber(target.mobile_number) ?? t('common.notAvailable')}
            </Detail>
          </>
        ) : (
          <>
            <Detail label={t('payouts.bank')}>{target.bank_name}</Detail>
            <Detail label={t('payouts.accountName')}>{target.account_name}</Detail>
            <Detail label={t('payouts.accountNumber')}>{target.account_number}</Detail>
          </>
        )}
      </DetailList>
    </Paper>
  );
}

/**
 * A payout that does not go at once: a first payout waits for its review until a set time (decision
 * 0107), one PIXEL holds waits for a look. Said so the creator knows nothing is wrong and nothing is asked.
 */
function WhenItIsSent({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  if (payout.on_hold) {
    return (
      <Paper radius="md" p="md" w="100%" bg="var(--mantine-color-gray-0)" role="note">
        <Text fw={700}>{t('payouts.success.checkingTitle')}</Text>
        <Text fz="sm">{t('payouts.success.checkingText')}</Text>
      </Paper>
    );
  }
  if (!payout.review_until) return null;
  const { date, time } = formatManilaParts(payout.review_until);
  const strong = <Text span fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }} />;
  return (
    <Paper radius="md" p="md" w="100%" bg="var(--mantine-color-pixel-0)" role="note">
      <Text fw={700}>{t('payouts.success.reviewTitle')}</Text>
      <Text fz="sm">
        <Trans i18nKey="payouts.success.reviewText" values={{ date, time }} components={{ strong }} />
      </Text>
    </Paper>
  );
}

function SuccessScreen({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const { t } = useTranslation();
  // past ₱500,000 paid out this year, PIXEL withholds tax for the BIR (decision 0109)
  const withheld = parseCentavos(payout.withholding) ?? 0;
  return (
    <Stack align="center" gap="md">
      <ThemeIcon size={72} radius="xl" color="teal" variant="light" aria-hidden="true">
        <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
          <path d="m5 12 5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ThemeIcon>
      {/* a payout that waits for a look or its review is asked for, not done */}
      <ModalHeading>
        {t(
          payout.on_hold || payout.review_until ? 'payouts.success.submittedTitle' : 'payouts.success.title',
        )}
      </ModalHeading>
      <Text c="dimmed" ta="center">
        {t('payouts.success.text')}
      </Text>
      <WhenItIsSent payout={payout} />
      <Paper withBorder radius="md" p="md" w="100%">
        <Stack gap={6} component="dl" m={0}>
          <Row label={t('payouts.success.reference')}>{payout.reference}</Row>
          <Row label={t('payouts.success.sentTo')}>
            {payout.bank_details.name} · {payout.account_number}
          </Row>
          <Row label={t('payouts.success.amount')}>{formatMoney(payout.amount)}</Row>
          {withheld > 0 && (
            <>
              <Row label={t('payouts.success.taxWithheld')}>{formatMoney(payout.withholding)}</Row>
              <Row label={t('payouts.success.accountReceives')}>
                {money((parseCentavos(payout.amount) ?? 0) - withheld)}
              </Row>
            </>
          )}
          <Row label={t('payouts.withdraw.fee')}>
            {Number(payout.fee) === 0 ? t('common.free') : formatMoney(payout.fee)}
          </Row>
          <Row label={t('payouts.withdraw.totalDeducted')} total>
            {formatMoney(payout.total_amount)}
          </Row>
        </Stack>
      </Paper>
      <Button fullWidth size="md" onClick={onDone} data-autofocus>
        {t('common.done')}
      </Button>
      <Anchor component={Link} to="/dashboard/transactions/history?tab=payout" onClick={onDone} fz="sm">
        {t('payouts.success.history')}
      </Anchor>
    </Stack>
  );
}

/** Withdraw (spec §2), full screen: the amount, then the code sent by SMS, then 'Payout Successfully'. */
export function WithdrawModal({ context, id, innerProps }: ContextModalProps<WithdrawModalProps>) {
  const { t } = useTranslation();
  const { target, draft } = innerProps;
  const [step, setStep] = useState<Step>({ kind: 'form' });
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
    setStep({ kind: 'form' });
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
    if (error.exception === 'OverLimitPayoutException') {
      keepDraft();
      const allowed = error.data?.amount_allowed;
      openModal('payout-over-limit', {
        message: error.message,
        amountAllowed:
          typeof allowed === 'string' || typeof allowed === 'number' ? String(allowed) : undefined,
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
    const title = error.data?.held_until
      ? t('payouts.withdraw.onHold')
      : error.data?.payouts_frozen
        ? t('payouts.withdraw.frozen')
        : undefined;
    if (otherError) openModal('error-message', { message: otherError, ...(title && { title }) });
    else handleApiError(error);
  };

  const requestPayout = useRequestPayout({
    mutationConfig: {
      onSuccess: (challenge, { order }) => setStep({ kind: 'otp', order, challenge }),
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
        setStep({ kind: 'success', payout });
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

  const close = () => context.closeModal(id);
  // to the verification screen: the payout options below this modal close too
  const leaveForVerification = () => context.closeAll();
  const current = verification.data?.data;
  const refusal = identityRefusal ?? (current ? identityRequiredFor(current) : null);
  // the amount form may come after the modal opened (while the two checks above load): the focus goes to
  // its first field then, as it would have on opening
  const formShown = step.kind === 'form' && stepUp.ready && !verification.isPending && !refusal;
  useEffect(() => {
    if (formShown && !form.getValues('withdraw_all')) form.setFocus('amount');
  }, [formShown, form]);

  if (step.kind === 'success') {
    return (
      <Box maw={480} mx="auto" py="md">
        <SuccessScreen payout={step.payout} onDone={close} />
      </Box>
    );
  }

  if (step.kind === 'otp') {
    const account =
      target.method === 'direct'
        ? t('payouts.withdraw.eWalletAccount')
        : t('payouts.withdraw.bankAccount', { bank: target.bank_name });
    return (
      <Box maw={480} mx="auto" py="md">
        <Stack gap="lg">
          <ModalHeading>{t('payouts.withdraw.enterOtp')}</ModalHeading>
          <Text ta="center" c="dimmed" fz="sm">
            {step.order.withdraw_all ? (
              t('payouts.withdraw.otpAll', { account })
            ) : (
              <Trans
                i18nKey="payouts.withdraw.otpAmount"
                values={{ amount: formatMoney(step.order.amount), account }}
                components={{
                  strong: (
                    <Text span fw={700} c="var(--mantine-color-text)" style={{ whiteSpace: 'nowrap' }} />
                  ),
                }}
              />
            )}
          </Text>
          <OtpStep
            challenge={step.challenge}
            firstResendSeconds={otpRules.payoutFirstResendSeconds}
            showRetryMessage
            onComplete={(code, otpToken) =>
              submitPayout.mutateAsync({ order: step.order, otpCode: code, otpToken })
            }
            onError={showPayoutError}
          >
            <Button variant="subtle" fullWidth onClick={() => setStep({ kind: 'form' })}>
              {t('common.back')}
            </Button>
          </OtpStep>
        </Stack>
      </Box>
    );
  }

  if (refusal) {
    return (
      <Box maw={480} mx="auto" py="md">
        <Stack gap="lg">
          <ModalHeading>{t('payouts.withdraw.title')}</ModalHeading>
          <IdentityRequiredPanel refusal={refusal} onNavigate={leaveForVerification} />
        </Stack>
      </Box>
    );
  }

  // the form shows once it is known whether it asks for the app's code, and whether money may leave at all
  // (a verification that cannot be read leaves it to the server)
  if (!stepUp.ready || verification.isPending) {
    return (
      <Box maw={480} mx="auto" py="md">
        <Stack gap="md">
          <ModalHeading>{t('payouts.withdraw.title')}</ModalHeading>
          <Stack gap="sm" aria-busy="true" role="status" aria-label={t('common.loading')}>
            <Skeleton height={72} />
            <Skeleton height={96} />
            <Skeleton height={56} />
          </Stack>
        </Stack>
      </Box>
    );
  }

  const { errors } = form.formState;

  return (
    <Box maw={480} mx="auto" py="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ModalHeading>{t('payouts.withdraw.title')}</ModalHeading>
          {current?.renewal_due && <RenewalDueNotice onNavigate={leaveForVerification} />}

          <Paper radius="md" p="md" bg="var(--mantine-color-pixel-0)">
            <Text fz="sm" c="dimmed">
              {t('payouts.withdraw.availableBalance')}
            </Text>
            {balance.isPending ? (
              <Skeleton
                height={28}
                width="50%"
                mt={4}
                role="status"
                aria-label={t('payouts.withdraw.loadingBalance')}
              />
            ) : balance.isError ? (
              <Text fw={700}>{t('payouts.withdraw.balanceUnavailable')}</Text>
            ) : (
              <Text fz={28} fw={800} lh={1.2} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(balance.data.amount)}
              </Text>
            )}
          </Paper>

          <TargetSummary target={target} />
          {accountError && (
            <Alert color="red" variant="light" role="alert" title={t('payouts.withdraw.cannotWithdrawHere')}>
              <Text fz="sm">{accountError}</Text>
            </Alert>
          )}

          {withdrawAll ? (
            <TextInput
              key="withdraw-all"
              label={t('payouts.withdraw.amount')}
              leftSection={<PesoSign />}
              value={receiveCentavos === null ? '' : formatCentavos(receiveCentavos)}
              disabled
              error={localMessage(errors.amount?.message)}
              readOnly
            />
          ) : (
            <TextInput
              key="amount"
              label={t('payouts.withdraw.amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              leftSection={<PesoSign />}
              error={localMessage(errors.amount?.message)}
              data-autofocus
              {...form.register('amount')}
            />
          )}
          <Checkbox
            label={t('payouts.withdraw.withdrawAll')}
            description={fee > 0 ? t('payouts.withdraw.feeFirst', { fee: money(fee) }) : undefined}
            {...form.register('withdraw_all', { onChange: () => form.clearErrors('amount') })}
          />

          <Paper withBorder radius="md" p="md">
            <Stack gap={6} component="dl" m={0}>
              <Row label={t('payouts.withdraw.youWillReceive')}>
                {receiveCentavos === null ? '—' : money(receiveCentavos)}
              </Row>
              <Row label={t('payouts.withdraw.fee')}>{fee === 0 ? t('common.free') : money(fee)}</Row>
              <Row label={t('payouts.withdraw.totalDeducted')} total>
                {receiveCentavos === null ? '—' : money(receiveCentavos + fee)}
              </Row>
            </Stack>
          </Paper>

          {target.method === 'standard' ? (
            <Text fz="sm" c="dimmed">
              {t('payouts.withdraw.standardNote', {
                fee: money(payoutRules.standardFee),
                cap: money(payoutRules.standardMonthlyCap),
              })}{' '}
              <Anchor component={Link} to={payoutHelpPath} onClick={() => context.closeAll()}>
                {t('payouts.withdraw.learnMore')}
              </Anchor>
            </Text>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('payouts.withdraw.directFree')}
            </Text>
          )}

          <StepUpField stepUp={stepUp} control={form.control} />

          {retry.running && tooEarly && (
            <Alert color="yellow" variant="light" aria-live="polite">
              {waitWords ?? t('errors.tryAgainIn', { seconds: retry.secondsLeft })}
            </Alert>
          )}

          <ModalActions>
            <Button
              type="submit"
              size="md"
              variant="gradient"
              fullWidth
              loading={requestPayout.isPending}
              disabled={retry.running && tooEarly}
            >
              {t('payouts.withdraw.requestOtp')}
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Box>
  );
}
