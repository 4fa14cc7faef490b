import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { contentLimits, FREE_PRICE_ID } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { ModalActions } from '@/components/ui/modal-actions';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import {
  isFreeDraft,
  isUploading,
  priceFromTier,
  type PostDraft,
  type PostDraftStore,
} from '../lib/post-draft';
import { ChoosePhotosButton } from './photo-drop-zone';
import { PhotoGrid } from './photo-grid';
import { usePostDraft } from './use-post-draft';
import { useTranslation } from '../texts';

export type EditPhotoModalProps = {
  /** The caller's photo list: the modal edits it in place, so closing hands it back as it is. */
  store: PostDraftStore;
  /** DONE: e.g. save an existing Slide's photos. The modal stays open when it throws. */
  onDone?: (draft: PostDraft) => unknown;
};

/** Opens Set Content Price for a photo list; the tier chosen becomes its price. */
export function choosePriceFor(store: PostDraftStore) {
  openModal('set-content-price', {
    selectedPriceId: store.getSnapshot().price?.price_id ?? FREE_PRICE_ID,
    selectedPrice: store.getSnapshot().price,
    onSelect: (tier) => store.setPrice(priceFromTier(tier)),
  });
}

/** Edit Photo (Snap Slide), spec §2: the photo grid, 'Make it FREE', Total Price, ADD PHOTOS and DONE. */
export function EditPhotoModal({ context, id, innerProps }: ContextModalProps<EditPhotoModalProps>) {
  const { t } = useTranslation();
  const { store, onDone } = innerProps;
  const draft = usePostDraft(store);
  const [saving, setSaving] = useState(false);
  const free = isFreeDraft(draft);
  const uploading = isUploading(draft);
  const full = draft.photos.length >= contentLimits.slidePhotosMax;

  const done = async () => {
    if (!onDone) {
      context.closeModal(id);
      return;
    }
    setSaving(true);
    try {
      await onDone(store.getSnapshot());
      context.closeModal(id);
    } catch (error) {
      handleApiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <ModalHeading>{t('content.editPhoto.title')}</ModalHeading>
      <Text c="dimmed" fz="sm" ta="center">
        {t('content.editPhoto.help', { max: contentLimits.slidePhotosMax })}
      </Text>
      <Switch
        label={t('content.editPhoto.makeFree')}
        checked={free}
        onChange={(event) => (event.currentTarget.checked ? store.makeFree() : choosePriceFor(store))}
      />
      <PhotoGrid store={store} />
      {/* on a 320 px phone Change price goes under the price rather than being cut */}
      <Group justify="space-between" align="flex-end">
        <div>
          <Text fz="sm" c="dimmed">
            {t('content.editPhoto.totalPrice')}
          </Text>
          <Text fz="xl" fw={800}>
            {free ? formatMoney(0) : draft.price?.price_label}
          </Text>
        </div>
        <Button variant="subtle" onClick={() => choosePriceFor(store)}>
          {t('content.editPhoto.changePrice')}
        </Button>
      </Group>
      {/* equal halves where both fit whole, one a line where they do not; kept in view at the modal's foot
          while the photos scroll (ten of them are far below the fold of a phone) */}
      <ModalActions>
        <Group gap="sm">
          <ChoosePhotosButton
            variant="default"
            disabled={full}
            onFiles={(files) => void store.addFiles(files).done}
            style={{ flex: '1 1 0', minWidth: 'max-content' }}
          >
            {t('content.editPhoto.addPhotos')}
          </ChoosePhotosButton>
          <Button
            variant="gradient"
            style={{ flex: '1 1 0', minWidth: 'max-content' }}
            loading={saving}
            disabled={uploading || (onDone !== undefined && draft.photos.length === 0)}
            onClick={() => void done()}
          >
            {t('common.done')}
          </Button>
        </Group>
      </ModalActions>
    </Stack>
  );
}
