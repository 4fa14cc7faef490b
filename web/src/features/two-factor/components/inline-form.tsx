import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../texts';

/**
 * A small form within a section of Sign-in & security (a code, a name, a password): its fields, a refusal
 * said above its buttons, and Cancel. `danger` for what takes something away.
 */
export function InlineForm({
  children,
  submitLabel,
  danger,
  loading,
  error,
  onSubmit,
  onCancel,
}: {
  children: ReactNode;
  submitLabel: string;
  danger?: boolean;
  loading: boolean;
  error?: string;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          {/* the darkest red reads at 4.5:1, as white on it does */}
          <Button type="submit" loading={loading} color={danger ? 'red.9' : undefined}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
