import { useSyncExternalStore } from 'react';
import { uploadLimitMessage } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { uploadImage } from '@/lib/upload-image';
import { PostDraftStore, type PostDraft } from '../lib/post-draft';
import { prepareForUpload } from '../lib/resize-image';

/** A photo list that uploads through the API and answers with the app's modals. */
export const createPostDraftStore = (initial?: PostDraft) =>
  new PostDraftStore(
    {
      upload: uploadImage,
      prepare: prepareForUpload,
      onLimit: () =>
        openModal('error-message', { title: uploadLimitMessage.title, message: uploadLimitMessage.text }),
      onFailures: (failures) => openModal('image-upload-error', { failures }),
    },
    initial,
  );

export const usePostDraft = (store: PostDraftStore) =>
  useSyncExternalStore(store.subscribe, store.getSnapshot);
