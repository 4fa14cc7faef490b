const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

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
  return SAFE_KEY.test(key) ? key : null;
}

/** The stored address of an image field when it names one of this user's uploads; null when it does not. */
export type OwnImageCheck = (userId: string, url: string) => Promise<string | null>;
