import { PasswordInput } from '@mantine/core';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from '@/lib/translation';

/**
 * Mantine's PasswordInput, marked invalid for assistive technology when it shows an error (Mantine only does
 * so for TextInput). Its show/hide toggle is labelled without the word "password", so the field is the only
 * element named by the label 'Password'.
 */
export function PasswordField({ error, ...props }: ComponentProps<typeof PasswordInput>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      error={error}
      aria-invalid={error ? true : undefined}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('shared.hideCharacters') : t('shared.showCharacters'),
      }}
      {...props}
    />
  );
}
