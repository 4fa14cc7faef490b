import { Button, CloseButton, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { acceptedImageTypes } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { uploadImage } from '@/lib/upload-image';
import { useTranslation } from '@/lib/translation';

export const imageAccept = acceptedImageTypes
  .map((type) => `image/${type === 'svg' ? 'svg+xml' : type}`)
  .join(',');

/**
 * An optional image of a form: choose a file, watch it upload (POST /v1/images/upload, progress 0..99, 100
 * when done), see it, remove it. `value` is the uploaded image's absolute_url.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  onUploadingChange,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = useId();

  const choose = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadImage(file, { onProgress: setProgress });
      onChange(uploaded.absolute_url);
    } catch (cause) {
      const message =
        isApiError(cause) && cause.errors
          ? (Object.values(cause.errors)[0]?.[0] ?? cause.message)
          : isApiError(cause)
            ? cause.message
            : t('shared.somethingWentWrong');
      setUploadError(`${file.name}: ${message}`);
      // shown under the field rather than in the error modal: the form may itself be a modal, which must stay
      if (isApiError(cause, 'UnauthorizedAccessException')) handleApiError(cause);
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  return (
    <Input.Wrapper label={label} id={labelId} error={error ?? uploadError ?? undefined}>
      <Stack gap="xs" mt={4}>
        {value && (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Image
              src={value}
              alt={t('shared.imagePreview', { label })}
              h={120}
              w="auto"
              fit="contain"
              radius="md"
            />
            <CloseButton
              aria-label={t('shared.removeImage', { label: label.toLowerCase() })}
              onClick={() => onChange(null)}
            />
          </Group>
        )}
        {progress !== null ? (
          <Stack gap={4}>
            <Progress
              value={progress}
              animated
              aria-label={t('shared.uploadingImage', { label: label.toLowerCase() })}
            />
            <Text fz="xs" c="dimmed">
              {t('shared.uploadProgress', { progress })}
            </Text>
          </Stack>
        ) : (
          <FileButton onChange={(file) => void choose(file)} accept={imageAccept}>
            {(props) => (
              <Button {...props} variant="light" w="fit-content">
                {value ? t('shared.changeImage') : t('shared.chooseImage')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
