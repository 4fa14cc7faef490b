import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import {
  COMPRESS_FROM,
  type Encoding,
  perRequestBrotli,
  perRequestGzip,
  preferredEncoding,
} from '../lib/accept-encoding.ts';
import { hookWhere, isBare } from '../lib/route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route's answers go out as they are, and its requests skip the compression hook. */
    compress?: boolean;
  }
}

// text, JSON, JavaScript, XML and SVG; images, PDFs, archives and fonts are compressed already
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|x-ndjson|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

// above this an answer is compressed on libuv's threads, not the event loop's
const ON_THE_LOOP_UP_TO = 128 * 1024;

// each encoding's three ways: in one call on the event loop, in one call on libuv's threads, as a stream
const codecs = {
  br: {
    now: (body: string | Buffer) => zlib.brotliCompressSync(body, perRequestBrotli),
    later: (body: string | Buffer, done: zlib.CompressCallback) =>
      zlib.brotliCompress(body, perRequestBrotli, done),
    stream: () => zlib.createBrotliCompress(perRequestBrotli),
  },
  gzip: {
    now: (body: string | Buffer) => zlib.gzipSync(body, perRequestGzip),
    later: (body: string | Buffer, done: zlib.CompressCallback) => zlib.gzip(body, perRequestGzip, done),
    stream: () => zlib.createGzip(perRequestGzip),
  },
} satisfies Record<Exclude<Encoding, 'identity'>, unknown>;

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b|\*/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * Compresses the answers of every route declared after it (decision 0033): brotli, else gzip, by what the
 * client accepts, for text of a kilobyte or more, at the per-request settings (`lib/accept-encoding.ts`).
 * An answer that already names its encoding (the built app's files, the public cache's copies) goes out as it
 * is, and so does partial content. Streams are compressed as they flow. A route with `config.compress: false`
 * never runs the hook.
 */
export function compressAnswers(app: FastifyInstance) {
  const compress: onSendHookHandler = (request, reply, payload, done) => {
    if (payload === null || payload === undefined) return done(null, payload);
    const encodedAs = reply.getHeader('content-encoding');
    const partial = reply.statusCode === 206 || reply.hasHeader('content-range');
    if ((encodedAs !== undefined && encodedAs !== 'identity') || partial) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) {
      return done(null, payload);
    }
    const isStream = typeof (payload as { pipe?: unknown }).pipe === 'function';
    if (!isStream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const body = payload as string | Buffer;
    const size = isStream ? Infinity : Buffer.byteLength(body);
    if (size < COMPRESS_FROM) return done(null, payload);
    // the answer depends on Accept-Encoding from here on, whatever this client asked for
    addVary(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);

    reply.header('content-encoding', encoding);
    const codec = codecs[encoding];
    if (isStream) {
      reply.removeHeader('content-length');
      const compressed = codec.stream();
      pipeline(payload as NodeJS.ReadableStream, compressed, (err) => {
        if (err) request.log.warn({ err }, 'a compressed answer ended early');
      });
      return done(null, compressed);
    }
    if (size <= ON_THE_LOOP_UP_TO) {
      const compressed = codec.now(body);
      reply.header('content-length', compressed.length);
      return done(null, compressed);
    }
    codec.later(body, (err, compressed) => {
      if (err) return done(err);
      reply.header('content-length', compressed.length);
      done(null, compressed);
    });
  };
  hookWhere(app, 'onSend', (route) => route.config?.compress !== false && !isBare(route), compress);
}
