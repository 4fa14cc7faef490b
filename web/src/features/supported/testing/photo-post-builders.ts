import type { Photo, PhotoPost } from '@pixel/contract';
import { buildReactions } from '@/testing/content-builders';

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
  const image: Photo = {
    id: `${id}-1`,
    image_url: `https://pixel.test/${id}.jpg`,
    image_url_variants: {
      WH500: `https://pixel.test/${id}-wh500.jpg`,
      WH500_WEBP: `https://pixel.test/${id}-wh500.webp`,
    },
    is_payable: false,
    is_preview: false,
    is_locked: false,
    position: 0,
    ...photo,
  };
  return {
    id,
    type: 'image',
    collection_id: null,
    caption: null,
    is_published: true,
    is_payable: false,
    is_purchased: false,
    is_locked: false,
    is_deleted: false,
    hidden_by_staff: null,
    available_until: null,
    price_id: 1,
    pricing: null,
    min_tier_id: null,
    purchase_count: 0,
    creator: {
      page_url: 'maria',
      page_name: 'Maria Sketches',
      avatar: null,
      avatar_variants: { WH100: null },
    },
    image_url: image.image_url,
    image_url_variants: image.image_url_variants,
    images: [image],
    reactions: buildReactions(),
    created_at: '2026-11-19T02:00:00.000Z',
    updated_at: '2026-11-19T02:00:00.000Z',
    ...overrides,
  };
}
