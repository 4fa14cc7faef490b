import zlib from 'node:zlib';

/**
 * Brotli for an answer made per request (a signed-in page, an API answer): quality 4 costs about what
 * gzip does for text of a few kilobytes, half of quality 5, for a few percent more bytes. What is made
 * once per change (the public cache's copies) can afford more.
 */
export const perRequestBrotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** How an answer goes out: brotli, else gzip, else as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send by what the client accepts (Accept-Encoding): brotli first, an encoding at q=0 never. */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string' || header === '') return 'identity';
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}
