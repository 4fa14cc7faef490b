import { Alert, Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CommissionRequest } from '@pixel/contract';
import { formatSize } from '@/features/shop';
import { isApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notifications';
import { useRemoveDeliveryFile, useUploadDeliveryFile } from '../api/received';
import { useTranslation } from '../texts';

/**
 * A delivery's files on the creator's side: each with Remove until delivered, and Upload a file (up to
 * 200 MB each) while it may still change.
 */
export function DeliveryFiles({ request, editable }: { request: CommissionRequest; editable: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadDeliveryFile();
  const remove = useRemoveDeliveryFile();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const failed = [upload.error, remove.error].find((error) => isApiError(error));
  const message = isApiError(failed) ? (failed.errors?.file?.[0] ?? failed.message) : null;
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        {t('commissions.queue.files')}
      </Text>
      {request.files.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('commissions.queue.noFiles')}
        </Text>
      )}
      {request.files.map((file) => (
        <Group key={file.id} gap="xs" justify="space-between" wrap="nowrap" mih={editable ? undefined : 24}>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.name} ({formatSize(file.size)})
          </Text>
          {editable && (
            <CloseButton
              size={44}
              iconSize={20}
              aria-label={t('commissions.queue.removeFile', { name: file.name })}
              onClick={() => remove.mutate({ id: request.id, fileId: file.id })}
            />
          )}
        </Group>
      ))}
      {progress && (
        <Stack gap={4}>
          <Text fz="sm">{t('commissions.queue.uploading', { name: progress.name })}</Text>
          <Progress
            value={progress.percent}
            aria-label={t('commissions.queue.uploading', { name: progress.name })}
          />
        </Stack>
      )}
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      {editable && (
        <FileButton
          onChange={(file) => {
            if (!file) return;
            setProgress({ name: file.name, percent: 0 });
            upload.mutate(
              { id: request.id, file, onProgress: (percent) => setProgress({ name: file.name, percent }) },
              {
                onSuccess: () => notifySuccess(t('commissions.queue.uploaded')),
                onSettled: () => setProgress(null),
              },
            );
          }}
        >
          {(props) => (
            <Button {...props} variant="light" w="fit-content" mih={44} loading={upload.isPending}>
              {t('commissions.queue.upload')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
