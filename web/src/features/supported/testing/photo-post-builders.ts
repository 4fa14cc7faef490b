import type { Photo, PhotoPost } from '@pixel/contract';
import { buildPhoto, buildPhotoPost } from '@/testing/content-builders';

export const paidPricing = { price_id: 5, amount: '150.00', name: 'PIXEL - 150', description: null };

/**
 * A Snap of Maria's as a call answers it to one viewer: one photo, its pictures at `pixel.test/<id>…`.
 * `photo` is how that viewer sees the photo (blurred when locked), `overrides` the post around it.
 */
export function buildSnap(
  id: string,
  photo: Partial<Photo> = {},
  overrides: Partial<PhotoPost> = {},
): PhotoPost {
  const image = buildPhoto({
    id: `${id}-1`,
    image_url: `https://pixel.test/${id}.jpg`,
    image_url_variants: {
      WH500: `https://pixel.test/${id}-wh500.jpg`,
      WH500_WEBP: `https://pixel.test/${id}-wh500.webp`,
    },
    ...photo,
  });
  return buildPhotoPost({
    id,
    caption: null,
    images: [image],
    created_at: '2026-11-19T02:00:00.000Z',
    updated_at: '2026-11-19T02:00:00.000Z',
    ...overrides,
  });
}
