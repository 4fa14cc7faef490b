const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;
/** Longer than any key the server makes (`uploads/<uuid>.webp`), shorter than a file name may be. */
const MAX_KEY_LENGTH = 128;

/** Whether `key` can name a stored file: a server-made key's shape and length, nothing else. */
export const isMediaKey = (key: string) => key.length <= MAX_KEY_LENGTH && SAFE_KEY.test(key);

/**
 * The storage key behind an address of one of our media files (`/media/uploads/x.jpg`, or the same on our
 * own origin); null for anything else, so no field can point people at another site's image.
 */
export function mediaKeyOf(url: string, publicUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, publicUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicUrl).origin || parsed.search || parsed.hash) return null;
  if (!parsed.pathname.startsWith('/media/')) return null;
  const key = parsed.pathname.slice('/media/'.length);
  return isMediaKey(key) ? key : null;
}

/** The stored address of an image field when it names one of this user's uploads; null when it does not. */
export type OwnImageCheck = (userId: string, url: string) => Promise<string | null>;
