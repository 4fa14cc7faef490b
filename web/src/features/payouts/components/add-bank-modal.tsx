import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { addBankRequest, mobileNumberField, type Bank } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { StepUpField, useStepUp, type StepUp } from '@/features/two-factor';
import { updateModal } from '@/lib/modals';
import { useAddBank, useRequestAddBankCode, type AddBankCodeRequest } from '../api/add-bank';
import { useUserBanks } from '../api/get-user-banks';
import { BankSelect } from './bank-select';
import { MobileNumberField } from './mobile-number-input';
import { OtpStep } from './otp-step';
import { answeredByCodeStep, useCodeStep } from './use-code-step';
import { ModalActions } from '@/components/ui/modal-actions';
import { Trans, useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

type AddBankValues = {
  bank_slug: string;
  account_name: string;
  account_number: string;
  mobile_number: string;
  two_factor_code: string;
};

const accountFields = addBankRequest.pick({ bank_slug: true, account_name: true, account_number: true });

/**
 * The contract's rules; the mobile number is asked only with the user's first bank (spec §2), the app's
 * code only of an account with two-factor sign-in.
 */
const addBankForm = (
  withMobile: boolean,
  codeRule: StepUp['codeRule'],
): z.ZodType<AddBankCodeRequest, AddBankValues> =>
  accountFields.extend({
    mobile_number: withMobile ? mobileNumberField : z.string().transform(() => undefined),
    two_factor_code: codeRule,
  });

const emptyValues: AddBankValues = {
  bank_slug: '',
  account_name: '',
  account_number: '',
  mobile_number: '',
  two_factor_code: '',
};

type BankChoice = Pick<Bank, 'slug' | 'name'>;

export type AddBankModalProps = {
  /** What was typed, kept while an error modal covers this one; a failed code step leaves it empty. */
  draft?: { values: AddBankValues; bank: BankChoice | null };
};

function AddBankFlow({
  withMobile,
  stepUp,
  draft,
  onDone,
}: {
  withMobile: boolean;
  stepUp: StepUp;
  draft: AddBankModalProps['draft'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [bank, setBank] = useState<BankChoice | null>(draft?.bank ?? null);
  const form = useForm<AddBankValues, unknown, AddBankCodeRequest>({
    resolver: zodResolver(addBankForm(withMobile, stepUp.codeRule)),
    mode: 'onTouched',
    defaultValues: draft?.values ?? emptyValues,
  });
  const { errors } = form.formState;
  const requestCode = useRequestAddBankCode(answeredByCodeStep);
  const addBank = useAddBank(answeredByCodeStep);
  const { submit, requesting, codeStep } = useCodeStep({
    form,
    emptyValues,
    // the bank chosen goes with its slug: a form started over has neither
    keepDraft: (values) =>
      updateModal('add-bank', { draft: { values, bank: values.bank_slug ? bank : null } }),
    stepUp,
    requestCode,
    redeem: addBank.mutateAsync,
    successMessage: t('payouts.addBank.added'),
    onDone,
  });

  if (codeStep) return <OtpStep {...codeStep} />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('payouts.addBank.accountName')}
          autoComplete="name"
          error={localMessage(errors.account_name?.message)}
          {...form.register('account_name')}
          data-autofocus
        />
        <TextInput
          label={t('payouts.addBank.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          error={localMessage(errors.account_number?.message)}
          {...form.register('account_number')}
        />
        <Controller
          control={form.control}
          name="bank_slug"
          render={({ field }) => (
            <BankSelect
              value={field.value ? bank : null}
              onChange={(next) => {
                setBank(next);
                field.onChange(next.slug);
              }}
              onBlur={field.onBlur}
              error={localMessage(errors.bank_slug?.message)}
            />
          )}
        />
        {withMobile && (
          <MobileNumberField control={form.control} description={t('payouts.addBank.mobileHint')} />
        )}
        <StepUpField stepUp={stepUp} control={form.control} />
        <Text fz="sm" c="dimmed">
          <Trans
            i18nKey="payouts.addBank.agree"
            components={{
              terms: <Anchor href="/legal/terms-and-conditions" target="_blank" rel="noopener" />,
              privacy: <Anchor href="/legal/privacy-notice" target="_blank" rel="noopener" />,
            }}
          />
        </Text>
        <ModalActions>
          <Button type="submit" size="md" variant="gradient" fullWidth loading={requesting}>
            {t('payouts.addBank.continue')}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Add Bank Account (spec §2): the account, then the code sent by SMS; the new bank becomes the active one. */
export function AddBankModal({ context, id, innerProps }: ContextModalProps<AddBankModalProps>) {
  const { t } = useTranslation();
  const banks = useUserBanks();
  const stepUp = useStepUp();

  return (
    <Stack gap="md">
      <ModalHeading>{t('payouts.addBank.title')}</ModalHeading>
      {banks.isPending || !stepUp.ready ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('common.loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : banks.isError ? (
        <LoadError onRetry={() => void banks.refetch()}>{t('payouts.options.banksError')}</LoadError>
      ) : (
        <AddBankFlow
          withMobile={banks.data.length === 0}
          stepUp={stepUp}
          draft={innerProps.draft}
          onDone={() => context.closeModal(id)}
        />
      )}
    </Stack>
  );
}
