import { Box, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';

/**
 * A modal's buttons, kept at the bottom of the modal in view while what is above them scrolls: on a
 * 360x640 phone a tall form would otherwise hide its primary button below the fold. Spans the modal's
 * padding, so nothing scrolling behind shows beside it.
 */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <Box
      data-modal-actions
      pos="sticky"
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{
        zIndex: 1,
        marginInline: 'calc(var(--mb-padding, var(--mantine-spacing-md)) * -1)',
        paddingInline: 'var(--mb-padding, var(--mantine-spacing-md))',
        // the modal's own bottom padding would otherwise show content passing beneath
        marginBottom: 'calc(var(--mb-padding, var(--mantine-spacing-md)) * -1)',
        paddingBottom: 'var(--mb-padding, var(--mantine-spacing-md))',
        borderTop: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      {children}
    </Box>
  );
}

/** Cancel and Save under an edit modal's form; Save submits it. */
export function CancelSaveActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <ModalActions>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="gradient" loading={saving}>
          {t('common.save')}
        </Button>
      </Group>
    </ModalActions>
  );
}
