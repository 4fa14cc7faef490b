import { FileInput, Image, Stack } from '@mantine/core';
import { type Ref, useEffect, useRef, useState } from 'react';
import { identityVerificationRules } from '@pixel/contract';
import { useTranslation } from '../texts';

/** What the server takes (decision 0106): iPhones send JPEG to an input that does not list HEIC. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
const megabytes = identityVerificationRules.maxBytes / 1024 / 1024;

type Preview = { file: File; url: string };

/**
 * An object URL for each file chosen, made when it is chosen and revoked when another is, or when the field
 * goes (a passport needs no back).
 */
function usePreview(onChange: (file: File | null) => void) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const current = useRef<Preview | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    // jsdom and very old browsers have no object URLs: no preview, the file's name still shows
    current.current =
      file && typeof URL.createObjectURL === 'function' ? { file, url: URL.createObjectURL(file) } : null;
    setPreview(current.current);
    onChange(file);
  };
  return [preview, choose] as const;
}

/**
 * One photo of the verification: a button that opens the file picker (reachable by Tab, named by its
 * label, its error tied to it by Mantine), then a preview of the chosen photo.
 */
export function PhotoField({
  label,
  name,
  hint,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  label: string;
  /** The multipart field it is sent in, and its name in a 422's `errors`. */
  name: string;
  hint?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error: string | undefined;
  inputRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const [preview, choose] = usePreview(onChange);
  return (
    <Stack gap="xs">
      <FileInput
        ref={inputRef}
        label={label}
        name={name}
        withAsterisk
        accept={photoTypes.join(',')}
        placeholder={t('verification.photo.choose')}
        size="md"
        // the theme's placeholder grey reads 2.1:1 on white; the dimmed text's 5.2:1
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        description={`${hint ? `${hint} ` : ''}${t('verification.photo.types', { megabytes })}`}
        clearable
        clearButtonProps={{ 'aria-label': t('verification.photo.remove', { label: label.toLowerCase() }) }}
        value={value}
        onChange={choose}
        onBlur={onBlur}
        error={error}
      />
      {preview?.file === value && (
        <Image
          src={preview.url}
          alt={t('verification.photo.preview', { label: label.toLowerCase() })}
          h={160}
          w="auto"
          maw="100%"
          fit="contain"
          radius="md"
        />
      )}
    </Stack>
  );
}
