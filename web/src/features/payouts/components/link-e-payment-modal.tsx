import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { linkEWalletRequest, linkMessages, otpRules, type OtpChallenge } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { ModalActions } from '@/components/ui/modal-actions';
import { EPaymentButton, useEPaymentPlatform, useSiteConfig } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors, handleApiError } from '@/lib/api-errors';
import { updateModal } from '@/lib/modals';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { useLinkEWallet, useRequestEWalletCode, type EWalletFields } from '../api/link-e-wallet';
import { useLinkWith } from '../api/link-with';
import { useVerifyOtp } from '../api/verify-otp';
import { MobileNumberInput } from './mobile-number-input';
import { OtpStep } from './otp-step';

const eWalletForm = linkEWalletRequest.pick({ account_name: true, mobile_number: true });
type EWalletValues = z.input<typeof eWalletForm>;
const emptyValues: EWalletValues = { account_name: '', mobile_number: '' };

export type LinkEPaymentModalProps = {
  /** What was typed, kept while an error modal covers this one. */
  draft?: EWalletValues;
};

/** Where the provider has account sign-in: the person signs in there, and comes back linked. */
function ProviderLink({ platform }: { platform: NonNullable<ReturnType<typeof useEPaymentPlatform>> }) {
  const linkWith = useLinkWith({
    mutationConfig: {
      onSuccess: ({ authentication_url }) => window.location.assign(authentication_url),
      onError: (error) => handleApiError(error),
    },
  });
  return (
    <Stack gap="md">
      <Text ta="center">
        Sign in to your e-payment account to link it to PIXEL. Direct e-payment payouts to it are free.
      </Text>
      <EPaymentButton loading={linkWith.isPending} onClick={() => linkWith.mutate({ platform })} />
    </Stack>
  );
}

/** Elsewhere: the e-wallet's name and number, then the code sent to that number. */
function EWalletLink({ draft, onDone }: { draft?: EWalletValues; onDone: () => void }) {
  const [step, setStep] = useState<{ fields: EWalletFields; challenge: OtpChallenge } | null>(null);
  const form = useForm<EWalletValues, unknown, EWalletFields>({
    resolver: zodResolver(eWalletForm),
    mode: 'onTouched',
    defaultValues: draft ?? emptyValues,
  });
  const { errors } = form.formState;

  const requestCode = useRequestEWalletCode({
    mutationConfig: {
      onSuccess: (challenge, fields) => setStep({ fields, challenge }),
      onError: (error) => {
        if (error instanceof ApiError && applyFieldErrors(error, form.setError)) {
          notifyError(error.message);
          return;
        }
        // the error modal (an account linked elsewhere, say) covers this one: the fields wait under it
        updateModal('link-e-payment', { draft: form.getValues() });
        handleApiError(error);
      },
    },
  });
  // the code step reads these errors itself
  const verifyOtp = useVerifyOtp({ mutationConfig: { onError: () => {} } });
  const linkEWallet = useLinkEWallet({ mutationConfig: { onError: () => {} } });

  if (step) {
    return (
      <OtpStep
        challenge={step.challenge}
        firstResendSeconds={otpRules.resendSeconds}
        onComplete={async (code, otpToken) => {
          await verifyOtp.mutateAsync({ otpCode: code, otpToken });
          await linkEWallet.mutateAsync({ ...step.fields, otp_code: code, otp_token: otpToken });
          notifySuccess(linkMessages.linked);
          onDone();
        }}
        onError={(error) => {
          // start over with an empty form and a new code, as the bank flows do
          setStep(null);
          form.reset(emptyValues);
          updateModal('link-e-payment', { draft: undefined });
          handleApiError(error, { setError: form.setError });
        }}
      />
    );
  }

  return (
    <form onSubmit={form.handleSubmit((fields) => requestCode.mutate(fields))} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm" ta="center">
          Direct e-payment payouts to your e-wallet are free. We send a one-time code to its number to confirm
          it is yours.
        </Text>
        <TextInput
          label="Account Name"
          description="The name your e-wallet is registered to"
          autoComplete="name"
          error={errors.account_name?.message}
          {...form.register('account_name')}
          data-autofocus
        />
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
            />
          )}
        />
        <ModalActions>
          <Button type="submit" size="md" variant="gradient" fullWidth loading={requestCode.isPending}>
            CONTINUE
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
  const siteConfig = useSiteConfig();
  const platform = useEPaymentPlatform();

  return (
    <Stack gap="md">
      <ModalHeading>Link E-payment Account</ModalHeading>
      {siteConfig.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : siteConfig.isError ? (
        <LoadError onRetry={() => void siteConfig.refetch()}>Unable to load this form</LoadError>
      ) : platform ? (
        <ProviderLink platform={platform} />
      ) : (
        <EWalletLink draft={innerProps.draft} onDone={() => context.closeModal(id)} />
      )}
    </Stack>
  );
}
