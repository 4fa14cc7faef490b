import { Anchor, Stack, Text } from '@mantine/core';
import { localMessage } from '@/lib/form-messages';
import { Controller, type Control, type Path } from 'react-hook-form';
import { TwoFactorCodeField } from './two-factor-code-field';
import type { StepUp } from './use-step-up';
import { useTranslation } from '../texts';

/**
 * Where a form that moves money asks for the second factor (see `useStepUp`): the app's code, or a line
 * saying a passkey will be asked as the form is sent, with the choice of the other when the account has
 * both. Nothing for an account without a second factor.
 */
export function StepUpField<TValues extends { two_factor_code: string }, TFields>({
  stepUp,
  control,
  autoFocus,
}: {
  stepUp: StepUp;
  control: Control<TValues, unknown, TFields>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  if (!stepUp.asked) return null;
  const other = stepUp.canSwitch && (
    <Anchor component="button" type="button" fz="sm" fw={600} onClick={stepUp.switchMethod}>
      {stepUp.askedCode ? t('twoFactor.stepUp.usePasskey') : t('twoFactor.stepUp.useCode')}
    </Anchor>
  );
  if (stepUp.askedCode) {
    return (
      <Stack gap={6} align="flex-start">
        <TwoFactorCodeField control={control} w="100%" data-autofocus={autoFocus || undefined} />
        {other}
      </Stack>
    );
  }
  return (
    <Controller
      control={control}
      name={'two_factor_code' as Path<TValues>}
      render={({ fieldState }) => (
        <Stack gap={6} align="flex-start">
          <Text fz="sm">{t('twoFactor.stepUp.passkeyNotice')}</Text>
          {fieldState.error?.message && (
            <Text fz="sm" c="red.8" role="alert">
              {localMessage(fieldState.error.message)}
            </Text>
          )}
          {other}
        </Stack>
      )}
    />
  );
}
