import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Skeleton, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { mobileNumberField } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { StepUpField, useStepUp, type StepUp } from '@/features/two-factor';
import { updateModal } from '@/lib/modals';
import {
  useRequestMobileNumberCode,
  useUpdateMobileNumber,
  type MobileNumberCodeRequest,
} from '../api/update-mobile-number';
import { formatMobileNumber } from '../lib/mobile-number';
import { MobileNumberField } from './mobile-number-input';
import { OtpStep } from './otp-step';
import { answeredByCodeStep, useCodeStep } from './use-code-step';
import { ModalActions } from '@/components/ui/modal-actions';
import { useTranslation } from '../texts';

type MobileNumberValues = { mobile_number: string; two_factor_code: string };

/** The new number; the app's code only of an account with two-factor sign-in. */
const mobileNumberForm = (
  codeRule: StepUp['codeRule'],
): z.ZodType<MobileNumberCodeRequest, MobileNumberValues> =>
  z.object({ mobile_number: mobileNumberField, two_factor_code: codeRule });

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
  const { t } = useTranslation();
  const { currentNumber, draft } = innerProps;
  const stepUp = useStepUp();
  const form = useForm<MobileNumberValues, unknown, MobileNumberCodeRequest>({
    resolver: zodResolver(mobileNumberForm(stepUp.codeRule)),
    mode: 'onTouched',
    defaultValues: draft ?? { mobile_number: formatMobileNumber(currentNumber ?? ''), two_factor_code: '' },
  });
  const close = () => context.closeModal(id);
  const requestCode = useRequestMobileNumberCode(answeredByCodeStep);
  const updateNumber = useUpdateMobileNumber(answeredByCodeStep);
  const { submit, requesting, codeStep } = useCodeStep({
    form,
    emptyValues: { mobile_number: '', two_factor_code: '' },
    keepDraft: (values) => updateModal('update-mobile-number', { draft: values }),
    stepUp,
    requestCode,
    redeem: updateNumber.mutateAsync,
    successMessage: t('payouts.mobile.updated'),
    onDone: close,
  });

  if (codeStep) {
    return (
      <Stack gap="md">
        <ModalHeading>{t('payouts.mobile.updateTitle')}</ModalHeading>
        <OtpStep {...codeStep}>
          <Button variant="default" fullWidth onClick={close}>
            {t('payouts.mobile.cancel')}
          </Button>
        </OtpStep>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ModalHeading>{t('payouts.mobile.updateTitle')}</ModalHeading>
        <Text c="dimmed" fz="sm" ta="center">
          {t('payouts.mobile.updateText')}
        </Text>
        {stepUp.ready ? (
          <>
            <MobileNumberField control={form.control} data-autofocus />
            <StepUpField stepUp={stepUp} control={form.control} />
          </>
        ) : (
          <Skeleton height={56} role="status" aria-label={t('common.loading')} />
        )}
        <ModalActions>
          {/* one above the other on a phone: side by side, the two labels do not fit a 320 px screen */}
          <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
            <Button variant="default" size="md" flex={{ base: 'none', xs: 1 }} onClick={close}>
              {t('payouts.mobile.cancel')}
            </Button>
            <Button
              type="submit"
              size="md"
              variant="gradient"
              flex={{ base: 'none', xs: 1 }}
              loading={requesting}
              disabled={!stepUp.ready}
            >
              {t('payouts.mobile.save')}
            </Button>
          </Flex>
        </ModalActions>
      </Stack>
    </form>
  );
}
