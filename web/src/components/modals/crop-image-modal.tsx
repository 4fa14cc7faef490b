import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cropToJpeg, type CropOutput } from '@/lib/crop-image';
import { ModalHeading } from './modal-title';
import { useTranslation } from '@/lib/translation';

export type CropImageModalProps = {
  /** The picture the person chose. */
  file: File;
  maxZoom?: number;
  /** The size of the JPEG made from the crop; the frame has its shape, so the crop is never stretched. */
  output: CropOutput;
  /** Round frame (avatars). */
  round?: boolean;
  /** Gets the cropped JPEG; the modal then closes. */
  onCropped: (image: { blob: File; previewUrl: string }) => void;
  onCancel?: () => void;
};

/** The Crop Image modal: move and zoom the picture inside the frame, then SAVE makes a JPEG of it. */
export function CropImageModal({ context, id, innerProps }: ContextModalProps<CropImageModalProps>) {
  const { file, maxZoom = 4, output, round, onCropped, onCancel } = innerProps;
  const { t } = useTranslation();
  const aspect = output.width / output.height;
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => {
    // a data URL rather than an object URL: nothing to revoke when the modal goes
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => setUnreadable(true);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const save = async () => {
    if (!src || !area) return;
    setBusy(true);
    setError(null);
    try {
      const blob = await cropToJpeg(src, area, output);
      const name = `${file.name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;
      const cropped = new File([blob], name, { type: 'image/jpeg' });
      onCropped({ blob: cropped, previewUrl: URL.createObjectURL(cropped) });
      context.closeModal(id);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('shared.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <ModalHeading>{t('shared.cropImage')}</ModalHeading>
      <div
        style={{
          position: 'relative',
          width: '100%',
          height: 320,
          background: 'var(--mantine-color-dark-7)',
        }}
      >
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            maxZoom={maxZoom}
            cropShape={round ? 'round' : 'rect'}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        )}
      </div>
      <div>
        <Text fz="sm" fw={600} mb={4} aria-hidden="true">
          {t('shared.zoom')}
        </Text>
        <Slider
          // the name goes on the thumb, which is the element with the slider role
          thumbLabel={t('shared.zoom')}
          min={1}
          max={maxZoom}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${value.toFixed(1)}x`}
        />
      </div>
      {(error || unreadable) && (
        <Text c="red" fz="sm" role="alert">
          {error ?? t('shared.notAnImage')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => {
            onCancel?.();
            context.closeModal(id);
          }}
        >
          {t('common.cancel')}
        </Button>
        <Button onClick={save} loading={busy} disabled={!area}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
