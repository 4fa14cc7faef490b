import { buildPhoto, buildPhotoPost } from '@/testing/content-builders';
import type { DraftPhoto, PostDraft } from '../lib/post-draft';

// a post and its photos are built as every feature's tests build them
export { buildPhoto, buildPhotoPost } from '@/testing/content-builders';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`;
};

export const paidPricing = { price_id: 5, amount: '50.00', name: 'PIXEL - 50', description: null };

export function buildDraftPhoto(overrides: Partial<DraftPhoto> = {}): DraftPhoto {
  const key = overrides.key ?? nextId();
  return {
    key,
    name: `${key}.jpg`,
    preview_url: `http://localhost/preview/${key}.jpg`,
    loading: 100,
    absolute_url: `http://localhost/media/${key}.jpg`,
    uploaded_filename: `${key}.jpg`,
    id: null,
    is_payable: true,
    is_preview: false,
    ...overrides,
  };
}

export const paidPrice = { price_id: 5, price: '50.00', price_label: '₱50.00', name: 'PIXEL - 50' };

export const paidDraft = (photos: Partial<DraftPhoto>[]): PostDraft => ({
  price: paidPrice,
  activeKey: null,
  photos: photos.map((photo) => buildDraftPhoto(photo)),
});

/**
 * A photo the server shows by one address under both names, and without WebP: a blurred preview, or a
 * sneak peek stored before WebP versions were made.
 */
export const shownAs = (url: string) => ({
  image_url: url,
  image_url_variants: { WH500: url, WH500_WEBP: null },
});

/** A bought photo: shown in its 500 px version, the original behind Full size. */
export const boughtPhoto = {
  image_url: 'http://localhost/v1/media/photos/p1/original?viewer=u1',
  image_url_variants: {
    WH500: 'http://localhost/v1/media/photos/p1/wh500?viewer=u1',
    WH500_WEBP: 'http://localhost/v1/media/photos/p1/wh500_webp?viewer=u1',
  },
};

/** The WebP the browser is offered before an `<img>` (a `<source>` of its `<picture>`); null if none. */
export const webpBefore = (img: Element) =>
  img.closest('picture')?.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? null;

/** A Snap of one photo, locked behind a price: ₱50.00, its photo blurred. */
export const lockedSnap = () =>
  buildPhotoPost({
    caption: 'Golden hour #Manila',
    is_payable: true,
    is_locked: true,
    pricing: paidPricing,
    images: [
      buildPhoto({ is_payable: true, is_locked: true, ...shownAs('http://localhost/media/blur-1.jpg') }),
    ],
  });

/** A Slide of two photos, locked behind ₱120.00: the first a clear sneak peek, the second blurred. */
export const lockedSlide = () =>
  buildPhotoPost({
    type: 'image_collection',
    caption: 'Street set',
    is_payable: true,
    is_locked: true,
    pricing: { ...paidPricing, amount: '120.00' },
    images: [
      buildPhoto({ is_preview: true, ...shownAs('http://localhost/media/peek.jpg'), position: 0 }),
      buildPhoto({
        is_payable: true,
        is_locked: true,
        ...shownAs('http://localhost/media/blur-2.jpg'),
        position: 1,
      }),
    ],
  });
