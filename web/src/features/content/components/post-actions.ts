import type { PhotoPost } from '@pixel/contract';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { photoPostLink } from '../lib/post-paths';
import { i18n } from '../texts';

/**
 * What any viewer of a post can do from its menu. The creator's own actions load with their first use
 * (`edit-slide-photos.ts`): a visitor never downloads the editor, its image resizing and uploads, or the
 * contract's schemas they use.
 */
export async function copyPostLink(post: PhotoPost) {
  try {
    await navigator.clipboard.writeText(photoPostLink(post.creator.page_url, post.type, post.id));
    notifySuccess(i18n.t('content.postActions.linkCopied'));
  } catch {
    notifyError(i18n.t('content.postActions.copyFailed'));
  }
}

/**
 * Edit Photo for a Slide already posted (the creator's), its code loaded on the first tap. `onClosed`: the
 * menu item that opened it is gone by then, so the caller says where the focus goes.
 */
export async function openEditSlidePhotos(post: PhotoPost, onSaved: () => void, onClosed?: () => void) {
  const { openEditSlidePhotos: open } = await import('./edit-slide-photos');
  open(post, onSaved, onClosed);
}
