import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';
import type { UploadFailure } from '../lib/post-draft';
import { useTranslation } from '../texts';

export type ImageUploadErrorModalProps = { failures: UploadFailure[] };

/**
 * Image Upload Error (spec §2): one file's own message, or for several files the general text and each
 * file's name and message.
 */
export function ImageUploadErrorModal({
  context,
  id,
  innerProps,
}: ContextModalProps<ImageUploadErrorModalProps>) {
  const { t } = useTranslation();
  const { failures } = innerProps;
  const [only] = failures;
  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M12 8v5" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="0.6" fill="currentColor" />
          <circle cx="12" cy="12" r="9" />
        </svg>
      </ThemeIcon>
      <ModalHeading>{t('content.uploadError.title')}</ModalHeading>
      {failures.length === 1 && only ? (
        <Stack gap={4} align="center">
          <Text fw={700} ta="center" style={{ overflowWrap: 'anywhere' }}>
            {only.filename}
          </Text>
          <Text ta="center" c="dimmed">
            {only.err_msg}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" w="100%">
          <Text ta="center" c="dimmed">
            {t('content.uploadError.several')}
          </Text>
          <List spacing={6} fz="sm" aria-label={t('content.uploadError.list')}>
            {failures.map((failure) => (
              <List.Item key={failure.filename} style={{ overflowWrap: 'anywhere' }}>
                <strong>{failure.filename}</strong>: {failure.err_msg}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Button data-autofocus fullWidth size="md" onClick={() => context.closeModal(id)}>
        {t('content.uploadError.gotIt')}
      </Button>
    </Stack>
  );
}
