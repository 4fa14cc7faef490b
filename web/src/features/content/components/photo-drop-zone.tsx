import { Box, Button, FileButton, Stack, Text } from '@mantine/core';
import { useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { imageAccept } from '@/components/image/image-upload-field';
import { ImagePlusIcon } from './photo-icons';
import { useTranslation } from '../texts';

/** The button that opens the file picker (several photos at once). */
export function ChoosePhotosButton({
  onFiles,
  children,
  disabled,
  variant = 'light',
  style,
  buttonRef,
}: {
  onFiles: (files: File[]) => void;
  children: ReactNode;
  disabled?: boolean;
  variant?: string;
  style?: CSSProperties;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      multiple
      accept={imageAccept}
      resetRef={resetRef}
      disabled={disabled}
      onChange={(files) => {
        // the same file may be chosen again after it was removed
        resetRef.current?.();
        if (files.length > 0) onFiles(files);
      }}
    >
      {(props) => (
        <Button {...props} ref={buttonRef} variant={variant} disabled={disabled} style={style}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}

/** Where photos can be dropped, with a button for people who do not drag. */
export function PhotoDropZone({
  onFiles,
  disabled,
  label,
  hint,
  minHeight = 120,
  buttonRef,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  label?: string;
  hint?: string;
  minHeight?: number;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <Box
      p="sm"
      mih={minHeight}
      display="flex"
      data-testid="photo-drop-zone"
      style={{
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 'var(--mantine-radius-md)',
        border: `2px dashed var(--mantine-color-${over ? 'pixel-6' : 'gray-4'})`,
        background: over ? 'var(--mantine-color-pixel-0)' : 'var(--mantine-color-gray-0)',
      }}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (disabled) return;
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      <Stack align="center" gap={6}>
        <Box c="gray.6">
          <ImagePlusIcon size={28} />
        </Box>
        <Text fz="xs" c="dimmed" ta="center">
          {hint ?? t('content.dropZone.dragHere')}
        </Text>
        <ChoosePhotosButton onFiles={onFiles} disabled={disabled} buttonRef={buttonRef}>
          {label ?? t('content.dropZone.addPhoto')}
        </ChoosePhotosButton>
      </Stack>
    </Box>
  );
}
