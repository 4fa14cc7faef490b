import zlib from 'node:zlib';

/**
 * Brotli for an answer made per request (a signed-in page, an API answer): on a signed-in creator page of
 * 10 KB, quality 1 takes 35 µs where quality 3 takes 100 (and 4, 140), for about 6 % more bytes (180 on
 * that page, 3.0 KB against 2.8). What is made once per change (the public cache's copies) or once per
 * build (index.html, home.html) is compressed harder.
 */
export const perRequestBrotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

/** Gzip for an answer made per request, for the few browsers without brotli: level 1, as fast as it goes. */
export const perRequestGzip = { level: 1 };

/** Answers below this go out as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_FROM = 1024;

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
