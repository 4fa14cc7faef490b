import { useSyncExternalStore } from 'react';
import { openModal } from '@/lib/modals';
import { uploadImage } from '@/lib/upload-image';
import { PostDraftStore, type PostDraft } from '../lib/post-draft';
import { prepareForUpload } from '../lib/resize-image';
import { i18n } from '../texts';

/** A photo list that uploads through the API and answers with the app's modals. */
export const createPostDraftStore = (initial?: PostDraft) =>
  new PostDraftStore(
    {
      upload: uploadImage,
      prepare: prepareForUpload,
      onLimit: () =>
        openModal('error-message', {
          title: i18n.t('content.uploadError.limitTitle'),
          message: i18n.t('content.uploadError.limitText'),
        }),
      onFailures: (failures) => openModal('image-upload-error', { failures }),
    },
    initial,
  );

export const usePostDraft = (store: PostDraftStore) =>
  useSyncExternalStore(store.subscribe, store.getSnapshot);
