import { ActionIcon, Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Product } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notifications';
import { useRemoveProductFile, useUploadProductFile } from '../api/my-products';
import { useTranslation } from '../texts';
import { formatSize } from './file-size';

/** A product's files in the editor: each with Remove (refused once sold), and Upload a file (up to 200 MB). */
export function ProductFiles({ product }: { product: Product }) {
  const { t } = useTranslation();
  const upload = useUploadProductFile();
  const remove = useRemoveProductFile();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const failed = [upload.error, remove.error].find((error) => isApiError(error));
  const message = isApiError(failed) ? (failed.errors?.file?.[0] ?? failed.message) : null;
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        {t('shop.editor.files')}
      </Text>
      {product.files.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('shop.editor.noFiles')}
        </Text>
      )}
      {product.files.map((file) => (
        <Group key={file.id} gap="xs" justify="space-between" wrap="nowrap">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.name} ({formatSize(file.size)})
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={t('shop.editor.removeFile', { name: file.name })}
            onClick={() => remove.mutate({ id: product.id, fileId: file.id })}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {progress && (
        <Stack gap={4}>
          <Text fz="sm">{t('shop.editor.uploading', { name: progress.name })}</Text>
          <Progress
            value={progress.percent}
            aria-label={t('shop.editor.uploading', { name: progress.name })}
          />
        </Stack>
      )}
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <FileButton
        onChange={(file) => {
          if (!file) return;
          setProgress({ name: file.name, percent: 0 });
          upload.mutate(
            { id: product.id, file, onProgress: (percent) => setProgress({ name: file.name, percent }) },
            {
              onSuccess: () => notifySuccess(t('shop.editor.uploaded')),
              onSettled: () => setProgress(null),
            },
          );
        }}
      >
        {(props) => (
          <Button {...props} variant="light" w="fit-content" mih={44} loading={upload.isPending}>
            {t('shop.editor.upload')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
