import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useTranslation } from '@/lib/translation';
import { localMessage } from '@/lib/i18n';
import { ModalHeading } from './modal-title';

export type ErrorMessageModalProps = { title?: string; message?: string; buttonLabel?: string };

/** The generic error modal (spec §8): defaults 'UNABLE TO PROCEED' and the unexpected-error text. */
export function ErrorMessageModal({ context, id, innerProps }: ContextModalProps<ErrorMessageModalProps>) {
  const { t } = useTranslation();
  const { title = t('errors.title'), message, buttonLabel = t('errors.gotIt') } = innerProps;
  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M12 8v5" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="0.6" fill="currentColor" />
          <circle cx="12" cy="12" r="9" />
        </svg>
      </ThemeIcon>
      <ModalHeading>{title}</ModalHeading>
      <Text ta="center" c="dimmed">
        {localMessage(message) ?? t('errors.unexpected')}
      </Text>
      <Button data-autofocus fullWidth size="md" onClick={() => context.closeModal(id)}>
        {buttonLabel}
      </Button>
    </Stack>
  );
}
