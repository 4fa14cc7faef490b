/**
 * What the service worker may keep (decision 0113). It keeps the app's own files and nothing a person's data
 * or a signature is in: every answer of the API (`/v1/`, which serves the photos too, signed addresses
 * included), the development and sandbox pages, and any answer its server marks `private` or `no-store`.
 */

/** Paths whose answers the worker never keeps, whatever their headers say. */
const NEVER_KEPT_PATHS = ['/v1/', '/dev/', '/sandbox/', '/media/'];

/** Whether the worker must leave a request to the network and never keep its answer. */
export function neverKept(url: URL, origin: string): boolean {
  if (url.origin !== origin) return true;
  if (NEVER_KEPT_PATHS.some((prefix) => url.pathname.startsWith(prefix))) return true;
  // a signed address is a person's permission, not a file (decisions 0017, 0078)
  return url.searchParams.has('signature');
}

/** A built file whose name carries its content's hash: the same address never changes its bytes. */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return !neverKept(url, origin) && url.pathname.startsWith('/assets/');
}

/** Whether an answer may be kept: a whole, successful, same-origin answer its server lets any cache keep. */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl);
}
