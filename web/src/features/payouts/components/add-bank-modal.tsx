import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import {
  addBankRequest,
  mobileNumberField,
  otpRules,
  payoutMessages,
  type Bank,
  type OtpChallenge,
} from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { updateModal } from '@/lib/modals';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { useAddBank, useRequestAddBankCode, type BankAccountFields } from '../api/add-bank';
import { useUserBanks } from '../api/get-user-banks';
import { useVerifyOtp } from '../api/verify-otp';
import { BankSelect } from './bank-select';
import { MobileNumberInput } from './mobile-number-input';
import { OtpStep } from './otp-step';
import { ModalActions } from '@/components/ui/modal-actions';

type AddBankValues = {
  bank_slug: string;
  account_name: string;
  account_number: string;
  mobile_number: string;
};

const accountFields = addBankRequest.pick({ bank_slug: true, account_name: true, account_number: true });

/** The contract's rules; the mobile number is asked only with the user's first bank (spec §2). */
const addBankForm = (withMobile: boolean): z.ZodType<BankAccountFields, AddBankValues> =>
  withMobile
    ? accountFields.extend({ mobile_number: mobileNumberField })
    : accountFields.extend({ mobile_number: z.string().transform(() => undefined) });

const emptyValues: AddBankValues = { bank_slug: '', account_name: '', account_number: '', mobile_number: '' };
const formFields = Object.keys(emptyValues) as FieldPath<AddBankValues>[];

type BankChoice = Pick<Bank, 'slug' | 'name'>;

export type AddBankModalProps = {
  /** What was typed, kept while an error modal covers this one; a failed code step leaves it empty. */
  draft?: { values: AddBankValues; bank: BankChoice | null };
};

function AddBankFlow({
  withMobile,
  draft,
  onDone,
}: {
  withMobile: boolean;
  draft: AddBankModalProps['draft'];
  onDone: () => void;
}) {
  const [step, setStep] = useState<{ fields: BankAccountFields; challenge: OtpChallenge } | null>(null);
  const [bank, setBank] = useState<BankChoice | null>(draft?.bank ?? null);
  const form = useForm<AddBankValues, unknown, BankAccountFields>({
    resolver: zodResolver(addBankForm(withMobile)),
    mode: 'onTouched',
    defaultValues: draft?.values ?? emptyValues,
  });
  const { errors } = form.formState;

  /** Marks the server's field errors; the rest of a 422 shows as a snackbar. */
  const markFields = (error: ApiError) => {
    let focus = true;
    for (const [field, messages] of Object.entries(error.errors ?? {})) {
      if (!messages[0] || !(formFields as string[]).includes(field)) continue;
      form.setError(
        field as FieldPath<AddBankValues>,
        { type: 'server', message: messages[0] },
        { shouldFocus: focus },
      );
      focus = false;
    }
    notifyError(error.message);
  };

  const requestCode = useRequestAddBankCode({
    mutationConfig: {
      onSuccess: (challenge, fields) => setStep({ fields, challenge }),
      onError: (error) => {
        if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
          markFields(error);
          return;
        }
        // the error modal covers this one: what was typed is there again when it closes
        updateModal('add-bank', { draft: { values: form.getValues(), bank } });
        handleApiError(error);
      },
    },
  });
  // the code step reads these errors itself
  const verifyOtp = useVerifyOtp({ mutationConfig: { onError: () => {} } });
  const addBank = useAddBank({ mutationConfig: { onError: () => {} } });

  const completeCode = async (code: string, otpToken: string, fields: BankAccountFields) => {
    await verifyOtp.mutateAsync({ otpCode: code, otpToken });
    await addBank.mutateAsync({ ...fields, otp_code: code, otp_token: otpToken });
    notifySuccess(payoutMessages.bankAdded);
    onDone();
  };

  const codeFailed = (error: unknown) => {
    setStep(null);
    if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
      markFields(error);
      return;
    }
    // any other failure starts over: an empty form and a new code (spec §4)
    form.reset(emptyValues);
    setBank(null);
    updateModal('add-bank', { draft: undefined });
    handleApiError(error);
  };

  if (step) {
    return (
      <OtpStep
        challenge={step.challenge}
        firstResendSeconds={otpRules.resendSeconds}
        onComplete={(code, otpToken) => completeCode(code, otpToken, step.fields)}
        onError={codeFailed}
      />
    );
  }

  return (
    <form onSubmit={form.handleSubmit((fields) => requestCode.mutate(fields))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Account Name"
          autoComplete="name"
          error={errors.account_name?.message}
          {...form.register('account_name')}
        />
        <TextInput
          label="Account Number"
          inputMode="numeric"
          autoComplete="off"
          error={errors.account_number?.message}
          {...form.register('account_number')}
        />
        <Controller
          control={form.control}
          name="bank_slug"
          render={({ field }) => (
            <BankSelect
              value={bank}
              onChange={(next) => {
                setBank(next);
                field.onChange(next.slug);
              }}
              onBlur={field.onBlur}
              error={errors.bank_slug?.message}
            />
          )}
        />
        {withMobile && (
          <Controller
            control={form.control}
            name="mobile_number"
            render={({ field }) => (
              <MobileNumberInput
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.mobile_number?.message}
                description="We send a one-time code to this number to verify your bank account."
              />
            )}
          />
        )}
        <Text fz="sm" c="dimmed">
          By clicking CONTINUE, you agree to PIXEL&apos;s{' '}
          <Anchor href="/legal/terms-and-conditions" target="_blank" rel="noopener">
            Terms of Service
          </Anchor>{' '}
          and{' '}
          <Anchor href="/legal/privacy-notice" target="_blank" rel="noopener">
            Data Privacy Notice
          </Anchor>
          .
        </Text>
        <ModalActions>
          <Button type="submit" size="md" variant="gradient" fullWidth loading={requestCode.isPending}>
            CONTINUE
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Add Bank Account (spec §2): the account, then the code sent by SMS; the new bank becomes the active one. */
export function AddBankModal({ context, id, innerProps }: ContextModalProps<AddBankModalProps>) {
  const banks = useUserBanks();

  return (
    <Stack gap="md">
      <ModalHeading>Add Bank Account</ModalHeading>
      {banks.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : banks.isError ? (
        <LoadError onRetry={() => void banks.refetch()}>Unable to load your bank accounts</LoadError>
      ) : (
        <AddBankFlow
          withMobile={banks.data.length === 0}
          draft={innerProps.draft}
          onDone={() => context.closeModal(id)}
        />
      )}
    </Stack>
  );
}
