import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { ModalHeading } from './modal-title';
import { useTranslation } from '@/lib/translation';

export type ConfirmModalProps = {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that remove or block something. */
  danger?: boolean;
  /** May return a promise: the button shows progress and the modal closes when it settles successfully. */
  onConfirm: () => unknown;
  onCancel?: () => void;
};

/** The generic Confirm modal. */
export function ConfirmModal({ context, id, innerProps }: ContextModalProps<ConfirmModalProps>) {
  const { t } = useTranslation();
  const {
    title,
    message,
    confirmLabel = t('shared.confirm'),
    cancelLabel = t('common.cancel'),
    danger,
    onConfirm,
    onCancel,
  } = innerProps;
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      context.closeModal(id);
    } catch {
      // the action reports its own failure (error modal or snackbar); this modal stays open to try again
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md">
      <ModalHeading ta="left">{title}</ModalHeading>
      <Text c="dimmed">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button
          data-autofocus
          variant="default"
          onClick={() => {
            onCancel?.();
            context.closeModal(id);
          }}
        >
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={pending} onClick={confirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
