import { FREE_PRICE_ID, type PhotoPost, type SlideImagesRequest } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { updateSlide } from '../api/update-slide';
import { updateSlideImages } from '../api/update-slide-images';
import { draftFromPhotos, priceFromPost, type PostDraft } from '../lib/post-draft';
import { createPostDraftStore } from './use-post-draft';
import { i18n } from '../texts';

/** The photos of a Slide as PUT …/image takes them, in order: kept ones by id, new ones by url. */
export const slideImagesBody = (draft: PostDraft): SlideImagesRequest => ({
  images: draft.photos.map((photo) => ({
    ...(photo.id ? { id: photo.id } : { url: photo.absolute_url ?? '' }),
    is_payable: photo.is_payable ? 1 : 0,
    is_preview: photo.is_preview ? 1 : 0,
  })),
});

/** Edit Photo for a Slide already posted: DONE saves its price (when changed) and then its photos. */
export function openEditSlidePhotos(post: PhotoPost, onSaved: () => void, onClosed?: () => void) {
  const before = priceFromPost(post);
  const store = createPostDraftStore(draftFromPhotos(post.images, before));
  openModal(
    'edit-photo',
    {
      store,
      onDone: async (draft) => {
        if ((draft.price?.price_id ?? FREE_PRICE_ID) !== (before?.price_id ?? FREE_PRICE_ID)) {
          await updateSlide({
            collectionId: post.id,
            body: { is_payable: draft.price ? 1 : 0, price_id: draft.price?.price_id ?? FREE_PRICE_ID },
          });
        }
        await updateSlideImages({ collectionId: post.id, body: slideImagesBody(draft) });
        onSaved();
        notifySuccess(i18n.t('common.successfullyUpdated'));
      },
    },
    // after the modal's own focus return, which aims at what had the focus when it opened
    onClosed && { onClose: () => setTimeout(onClosed) },
  );
}
