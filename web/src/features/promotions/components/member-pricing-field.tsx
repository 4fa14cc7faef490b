import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from '../texts';

/**
 * Member pricing in a tier's form (decision 0149): the percent the tier's members pay less for the creator's
 * paid posts. The form registers it as any of its fields.
 */
export const MemberPricingField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'label' | 'description'>>(
  function MemberPricingField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextInput
        ref={ref}
        label={t('promotions.memberPricing.label')}
        description={t('promotions.memberPricing.hint')}
        inputMode="numeric"
        autoComplete="off"
        rightSection="%"
        {...props}
      />
    );
  },
);
