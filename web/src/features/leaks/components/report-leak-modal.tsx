import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { leakLimits, leakReportRequest } from '@pixel/contract';
import { ModalActions } from '@/components/ui/modal-actions';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/form-messages';
import { notifySuccess } from '@/lib/notifications';
import { useReportLeak } from '../api/leak-lookups';
import { useTranslation } from '../texts';

/**
 * Sends the lookup that named a viewer to PIXEL's staff, with an optional note. `onReported` is heard once
 * the report is sent, and when one of the same copy is open already (409): either way it is with staff. A
 * member's copy is said to close only this post to them, their membership kept (decision 0166).
 */
export function ReportLeakModal({
  lookupId,
  viewerName,
  access,
  opened,
  onClose,
  onReported,
}: {
  lookupId: string;
  viewerName: string;
  access: 'buyer' | 'member';
  opened: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportLeak();
  const form = useForm({ resolver: zodResolver(leakReportRequest), defaultValues: { note: '' } });

  const close = () => {
    form.reset();
    onClose();
  };
  const send = form.handleSubmit(async ({ note }) => {
    try {
      await report.mutateAsync({ lookupId, note });
      notifySuccess(t('leaks.report.sent'));
      onReported();
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        onReported();
        close();
        return;
      }
      handleApiError(error, { setError: form.setError });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('leaks.report.title')}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800, lineHeight: 1.25 } }}
    >
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t(access === 'member' ? 'leaks.report.bodyMember' : 'leaks.report.body', { name: viewerName })}
          </Text>
          <Textarea
            label={t('leaks.report.note')}
            description={t('leaks.report.noteHint', { max: leakLimits.noteMax })}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={leakLimits.noteMax}
            data-autofocus
            error={localMessage(form.formState.errors.note?.message)}
            {...form.register('note')}
          />
          <ModalActions>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('leaks.report.cancel')}
              </Button>
              <Button type="submit" loading={report.isPending}>
                {t('leaks.report.send')}
              </Button>
            </Group>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
