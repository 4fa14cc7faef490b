import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type Path } from 'react-hook-form';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

/**
 * A form's `two_factor_code`: the code the authenticator app shows, asked before a call that moves money
 * where the account has two-factor sign-in (see `useStepUp`).
 */
export function TwoFactorCodeField<TValues extends { two_factor_code: string }, TFields>({
  control,
  ...props
}: Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<TValues, unknown, TFields>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={'two_factor_code' as Path<TValues>}
      render={({ field, fieldState }) => (
        <TextInput
          label={t('twoFactor.codeField.label')}
          description={t('twoFactor.codeField.description')}
          inputMode="numeric"
          autoComplete="one-time-code"
          // six digits, or three and three with a space
          maxLength={7}
          placeholder="123456"
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={localMessage(fieldState.error?.message)}
        />
      )}
    />
  );
}
