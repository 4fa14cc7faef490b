import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type Path } from 'react-hook-form';
import { formatMobileNumber } from '../lib/mobile-number';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

type MobileNumberInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (masked: string) => void;
};

/** A Philippine mobile number: +63, then the 10 digits masked `000 0000 000`. */
export function MobileNumberInput({ value, onChange, ...props }: MobileNumberInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('payouts.mobile.label')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="000 0000 000"
      leftSection={
        <Text fz="sm" fw={600} aria-hidden="true">
          +63
        </Text>
      }
      leftSectionWidth={48}
      {...props}
      value={value}
      onChange={(event) => onChange(formatMobileNumber(event.currentTarget.value))}
    />
  );
}

/** A form's `mobile_number`, as a MobileNumberInput with the field's error. */
export function MobileNumberField<TValues extends { mobile_number: string }, TFields>({
  control,
  ...props
}: Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<TValues, unknown, TFields>;
}) {
  return (
    <Controller
      control={control}
      name={'mobile_number' as Path<TValues>}
      render={({ field, fieldState }) => (
        <MobileNumberInput
          {...props}
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
