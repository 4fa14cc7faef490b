/**
 * A `redirect` query value is only followed when it is a path on this site: anything else (another origin,
 * `//evil.example`, `javascript:`) falls back, so a crafted link cannot send a user elsewhere after login.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The current path with its query, as a `redirect` value. */
export const currentPath = (location: { pathname: string; search: string }) =>
  `${location.pathname}${location.search}`;
