import zlib from 'node:zlib';

/**
 * Brotli for an answer made per request (a signed-in page, an API answer): quality 3 takes half the time of
 * quality 4 and a quarter of 5 on pages of 10 to 20 KB (60 µs against 120 and 280 for the same 10 KB), for
 * about 5 % more bytes than 4 (a few hundred bytes on a page). What is made once per change (the public
 * cache's copies) or once per build (index.html, home.html) is compressed harder.
 */
export const perRequestBrotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };

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
