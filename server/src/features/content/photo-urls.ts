import { createHmac } from 'node:crypto';
import type { PhotoVariant } from '@pixel/contract';
import { safeEqual } from '../../lib/tokens.ts';

/** The viewer of an address any browser may use: a free photo or a sneak peek. */
export const ANYONE = 'anyone';

// expiry is rounded up to this step, so a page loaded twice within it gets the same addresses
const EXPIRY_STEP_SECONDS = 300;
// addresses made lately, kept: the same photo for the same viewer within a step (or for anyone, with the
// same file) is the same address, and a page lists many, so each is signed once, not per view
const KEPT_ADDRESSES = 5_000;

export interface SignedPhoto {
  photoId: string;
  variant: PhotoVariant;
  /** A user id, or ANYONE. */
  viewer: string;
}

/** What an address carries beside the photo: a viewer's expiry, or the file version of anyone's. */
export interface GivenSignature {
  expires?: string | undefined;
  version?: string | undefined;
  signature: string;
}

export type Verdict = 'ok' | 'invalid' | 'expired';

/**
 * The addresses of the private files of photos, HMAC-SHA256 over the photo, the variant and the viewer,
 * so changing any of them, or using another person's address, breaks it. A person's address also signs
 * an expiry and lives minutes; an address for ANYONE signs the version of the variant's file instead and
 * never expires, so it stays the same, and cacheable, for as long as the bytes do (decision 0078).
 */
export function createPhotoUrlSigner(deps: {
  secret: string;
  ttlSeconds: number;
  publicUrl: string;
  now: () => Date;
}) {
  const { secret, ttlSeconds, publicUrl, now } = deps;
  // an expiry is digits, a version is marked, so a signature of one can never pass for the other
  const mac = (photo: SignedPhoto, expiresOrVersion: string) =>
    createHmac('sha256', secret)
      .update(`photo\n${photo.photoId}\n${photo.variant}\n${photo.viewer}\n${expiresOrVersion}`)
      .digest('base64url');

  /** Names the file's bytes without telling where the file is kept. */
  const versionOf = (file: string) =>
    createHmac('sha256', secret).update(`file\n${file}`).digest('base64url').slice(0, 16);

  const kept = new Map<string, string>();
  const keep = (key: string, make: () => string) => {
    let address = kept.get(key);
    if (address === undefined) {
      address = make();
      // the oldest first: a Map iterates in insertion order
      if (kept.size >= KEPT_ADDRESSES) kept.delete(kept.keys().next().value!);
      kept.set(key, address);
    }
    return address;
  };

  return {
    versionOf,

    /** `file` is the storage key of the variant's file: a new file under the same photo is a new address. */
    url(photo: SignedPhoto & { file: string }, at = now()) {
      const base = `${publicUrl}/v1/media/photos/${photo.photoId}/${photo.variant}`;
      if (photo.viewer === ANYONE) {
        return keep(`${photo.photoId}\n${photo.variant}\n${ANYONE}\n${photo.file}`, () => {
          const version = versionOf(photo.file);
          const query = new URLSearchParams({
            viewer: ANYONE,
            version,
            signature: mac(photo, `v:${version}`),
          });
          return `${base}?${query}`;
        });
      }
      const seconds = Math.floor(at.getTime() / 1000) + ttlSeconds;
      const expires = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return keep(`${photo.photoId}\n${photo.variant}\n${photo.viewer}\n${expires}`, () => {
        const query = new URLSearchParams({
          expires: String(expires),
          viewer: photo.viewer,
          signature: mac(photo, String(expires)),
        });
        return `${base}?${query}`;
      });
    },

    /** Whether the address was signed here; a version still has to be the file's (`versionOf`). */
    verify(photo: SignedPhoto, given: GivenSignature, at = now()): Verdict {
      if (given.version !== undefined) {
        if (photo.viewer !== ANYONE || given.expires !== undefined) return 'invalid';
        if (!/^[\w-]{16}$/.test(given.version)) return 'invalid';
        return safeEqual(given.signature, mac(photo, `v:${given.version}`)) ? 'ok' : 'invalid';
      }
      if (!given.expires || !/^\d{1,12}$/.test(given.expires)) return 'invalid';
      if (!safeEqual(given.signature, mac(photo, String(Number(given.expires))))) return 'invalid';
      return Number(given.expires) * 1000 <= at.getTime() ? 'expired' : 'ok';
    },
  };
}

export type PhotoUrlSigner = ReturnType<typeof createPhotoUrlSigner>;
