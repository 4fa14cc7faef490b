import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { linkEWalletRequest, linkMessages } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { ModalActions } from '@/components/ui/modal-actions';
import { EPaymentButton, useEPaymentPlatform, useSiteConfig } from '@/features/auth';
import { handleApiError } from '@/lib/api-errors';
import { updateModal } from '@/lib/modals';
import { useLinkEWallet, useRequestEWalletCode, type EWalletFields } from '../api/link-e-wallet';
import { useLinkWith } from '../api/link-with';
import { MobileNumberField } from './mobile-number-input';
import { OtpStep } from './otp-step';
import { answeredByCodeStep, useCodeStep } from './use-code-step';

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
  const form = useForm<EWalletValues, unknown, EWalletFields>({
    resolver: zodResolver(eWalletForm),
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
    requestCode,
    redeem: linkEWallet.mutateAsync,
    successMessage: linkMessages.linked,
    onDone,
  });

  if (codeStep) return <OtpStep {...codeStep} />;

  return (
    <form onSubmit={submit} noValidate>
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
        <MobileNumberField control={form.control} />
        <ModalActions>
          <Button type="submit" size="md" variant="gradient" fullWidth loading={requesting}>
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
