import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** An answer in each encoding, each compressed as hard as it goes. */
export type CompressedCopies = Record<Encoding, Buffer>;

/** Compresses, once, an answer that is the same for everyone (a build's page): brotli 11, gzip 9. */
export function compressedOnce(body: string | Buffer): CompressedCopies {
  const raw = Buffer.from(body);
  return {
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
    identity: raw,
  };
}

/**
 * `compressedOnce` of what `make` gives, made when first asked for, on libuv's threads (a large answer at
 * brotli 11 takes a while), and kept: the callers who ask meanwhile wait for the same copies.
 */
export function compressedWhenAsked(make: () => string): () => Promise<CompressedCopies> {
  let made: Promise<CompressedCopies> | undefined;
  return () =>
    (made ??= (async () => {
      const raw = Buffer.from(make());
      const [br, gzip] = await Promise.all([
        promisify(zlib.brotliCompress)(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        promisify(zlib.gzip)(raw, { level: 9 }),
      ]);
      return { br, gzip, identity: raw };
    })());
}

/** Sends the copy in the encoding the client prefers, naming it (the caller sets the type and Vary). */
export function sendCopy(request: FastifyRequest, reply: FastifyReply, copies: CompressedCopies) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(copies[encoding]);
}
