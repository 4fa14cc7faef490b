import { createHmac } from 'node:crypto';
import type { PhotoVariant } from '@pixel/contract';
import { safeEqual } from '../../lib/tokens.ts';

/** The viewer of an address any browser may use: a free photo or a sneak peek. */
export const ANYONE = 'anyone';

// expiry is rounded up to this step, so a page loaded twice within it gets the same addresses
const EXPIRY_STEP_SECONDS = 300;

export interface SignedPhoto {
  photoId: string;
  variant: PhotoVariant;
  /** A user id, or ANYONE. */
  viewer: string;
}

export type Verdict = 'ok' | 'invalid' | 'expired';

/**
 * Short-lived addresses of the private files of photos: HMAC-SHA256 over the photo, the variant, the
 * viewer and the expiry, so changing any of them, or using another person's address, breaks it.
 */
export function createPhotoUrlSigner(deps: { secret: string; ttlSeconds: number; publicUrl: string }) {
  const { secret, ttlSeconds, publicUrl } = deps;
  const mac = (photo: SignedPhoto, expires: number) =>
    createHmac('sha256', secret)
      .update(`photo\n${photo.photoId}\n${photo.variant}\n${photo.viewer}\n${expires}`)
      .digest('base64url');

  return {
    url(photo: SignedPhoto, now = new Date()) {
      const seconds = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const expires = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        viewer: photo.viewer,
        signature: mac(photo, expires),
      });
      return `${publicUrl}/v1/media/photos/${photo.photoId}/${photo.variant}?${query}`;
    },

    verify(photo: SignedPhoto, given: { expires: string; signature: string }, now = new Date()): Verdict {
      if (!/^\d{1,12}$/.test(given.expires)) return 'invalid';
      if (!safeEqual(given.signature, mac(photo, Number(given.expires)))) return 'invalid';
      return Number(given.expires) * 1000 <= now.getTime() ? 'expired' : 'ok';
    },
  };
}

export type PhotoUrlSigner = ReturnType<typeof createPhotoUrlSigner>;
