import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { linkEWalletRequest, type LinkWithRequest } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { ModalActions } from '@/components/ui/modal-actions';
import { EPaymentButton, useEPaymentPlatform, useSiteConfig } from '@/features/auth';
import { StepUpField, useStepUp, type StepUp } from '@/features/two-factor';
import { handleApiError } from '@/lib/api-errors';
import { updateModal } from '@/lib/modals';
import { useLinkEWallet, useRequestEWalletCode, type EWalletCodeRequest } from '../api/link-e-wallet';
import { useLinkWith } from '../api/link-with';
import { MobileNumberField } from './mobile-number-input';
import { OtpStep } from './otp-step';
import { answeredByCodeStep, useCodeStep } from './use-code-step';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

type EWalletValues = { account_name: string; mobile_number: string; two_factor_code: string };

/** The contract's rules; the app's code only of an account with two-factor sign-in. */
const eWalletForm = (codeRule: StepUp['codeRule']): z.ZodType<EWalletCodeRequest, EWalletValues> =>
  linkEWalletRequest.pick({ account_name: true, mobile_number: true }).extend({ two_factor_code: codeRule });
const emptyValues: EWalletValues = { account_name: '', mobile_number: '', two_factor_code: '' };

export type LinkEPaymentModalProps = {
  /** What was typed, kept while an error modal covers this one. */
  draft?: EWalletValues;
};

type CodeValues = { two_factor_code: string };
type CodeFields = Pick<LinkWithRequest, 'two_factor_code'>;
const codeForm = (codeRule: StepUp['codeRule']): z.ZodType<CodeFields, CodeValues> =>
  z.object({ two_factor_code: codeRule });

/**
 * Where the provider has account sign-in: the person signs in there, and comes back linked. With
 * two-factor sign-in on, the app's code comes first, above the button.
 */
function ProviderLink({
  platform,
  stepUp,
}: {
  platform: NonNullable<ReturnType<typeof useEPaymentPlatform>>;
  stepUp: StepUp;
}) {
  const { t } = useTranslation();
  const form = useForm<CodeValues, unknown, CodeFields>({
    resolver: zodResolver(codeForm(stepUp.codeRule)),
    mode: 'onTouched',
    defaultValues: { two_factor_code: '' },
  });
  const linkWith = useLinkWith({
    mutationConfig: {
      onSuccess: ({ authentication_url }) => window.location.assign(authentication_url),
      onError: (error) => showCodeError(error),
    },
  });
  const showCodeError = (error: unknown) => {
    const codeError = stepUp.codeError(error);
    if (codeError === undefined) return handleApiError(error);
    form.setError('two_factor_code', { type: 'server', message: codeError }, { shouldFocus: true });
  };
  const submit = form.handleSubmit(async ({ two_factor_code }) => {
    const proof = await stepUp.passkeyProof().catch((error: unknown) => {
      showCodeError(error);
      return null;
    });
    if (proof) linkWith.mutate({ platform, two_factor_code, ...proof });
  });
  return (
    // Enter in the code field sends it, as the button does
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text ta="center">{t('payouts.linkEPayment.signIn')}</Text>
        <StepUpField stepUp={stepUp} control={form.control} autoFocus />
        <EPaymentButton loading={linkWith.isPending} onClick={() => void submit()} />
      </Stack>
    </form>
  );
}

/** Elsewhere: the e-wallet's name and number, then the code sent to that number. */
function EWalletLink({
  stepUp,
  draft,
  onDone,
}: {
  stepUp: StepUp;
  draft?: EWalletValues;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<EWalletValues, unknown, EWalletCodeRequest>({
    resolver: zodResolver(eWalletForm(stepUp.codeRule)),
    mode: 'onTouched',
    defaultValues: draft ?? emptyValues,
  });
  const { errors } = form.formState;
  const requestCode = useRequestEWalletCode(answeredByCodeStep);
  const linkEWallet = useLinkEWallet(answeredByCodeStep);
  const { submit, requesting, codeStep } = useCodeStep({
    form,
    emptyValues,
    // an error modal (an account linked elsewhere, say) covers this one: the fields wait under it
    keepDraft: (values) => updateModal('link-e-payment', { draft: values }),
    stepUp,
    requestCode,
    redeem: linkEWallet.mutateAsync,
    successMessage: t('payouts.linkEPayment.linked'),
    onDone,
  });

  if (codeStep) return <OtpStep {...codeStep} />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm" ta="center">
          {t('payouts.linkEPayment.eWallet')}
        </Text>
        <TextInput
          label={t('payouts.linkEPayment.accountName')}
          description={t('payouts.linkEPayment.accountNameHint')}
          autoComplete="name"
          error={localMessage(errors.account_name?.message)}
          {...form.register('account_name')}
          data-autofocus
        />
        <MobileNumberField control={form.control} />
        <StepUpField stepUp={stepUp} control={form.control} />
        <ModalActions>
          <Button type="submit" size="md" variant="gradient" fullWidth loading={requesting}>
            {t('payouts.linkEPayment.continue')}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}

/**
 * Link E-payment Account: opens the free direct e-payment payout to a creator who did not sign up
 * through the provider, by its sign-in where it has one, otherwise by an e-wallet number and a code.
 */
export function LinkEPaymentModal({ context, id, innerProps }: ContextModalProps<LinkEPaymentModalProps>) {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const platform = useEPaymentPlatform();
  const stepUp = useStepUp();

  return (
    <Stack gap="md">
      <ModalHeading>{t('payouts.linkEPayment.title')}</ModalHeading>
      {siteConfig.isPending || !stepUp.ready ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('common.loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : siteConfig.isError ? (
        <LoadError onRetry={() => void siteConfig.refetch()}>{t('payouts.linkEPayment.formError')}</LoadError>
      ) : platform ? (
        <ProviderLink platform={platform} stepUp={stepUp} />
      ) : (
        <EWalletLink stepUp={stepUp} draft={innerProps.draft} onDone={() => context.closeModal(id)} />
      )}
    </Stack>
  );
}
