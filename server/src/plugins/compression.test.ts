import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compression.ts';

const text = (size: number) =>
  Array.from({ length: size / 8 }, (_, i) => `line ${i % 100}\n`.padEnd(8)).join('');
const page = text(4 * 1024);
const large = text(512 * 1024);

const app = Fastify();
beforeAll(async () => {
  compressAnswers(app);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/large', async (_request, reply) => reply.type('text/csv').send(large));
  app.get('/small', async () => ({ ok: true }));
  app.get('/streamed', async (_request, reply) =>
    reply.type('text/csv').send(Readable.from([page, page, page])),
  );
  app.get('/photo', async (_request, reply) => reply.type('image/jpeg').send(Buffer.from(page)));
  app.get('/already', async (_request, reply) =>
    reply.type('text/html').header('content-encoding', 'br').send(zlib.brotliCompressSync(page)),
  );
  app.get('/partial', async (_request, reply) => reply.code(206).type('text/plain').send(page));
  app.get('/plain', { config: { compress: false } }, async (_request, reply) =>
    reply.type('text/plain').send(page),
  );
  app.get('/varied', async (_request, reply) => reply.type('text/html').header('vary', 'cookie').send(page));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

function decoded(response: Awaited<ReturnType<typeof get>>) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('compressed answers', () => {
  it('are brotli when the browser takes it, else gzip, else plain, and say they vary by it', async () => {
    const brotli = await get('/page', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(page.length / 4);
    expect(decoded(brotli)).toBe(page);

    const gzip = await get('/page', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(page);

    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(page);
  });

  it('compress a large answer off the event loop and a stream as it flows', async () => {
    const csv = await get('/large', 'br');
    expect(csv.headers['content-encoding']).toBe('br');
    expect(decoded(csv)).toBe(large);

    const streamed = await get('/streamed', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(decoded(streamed)).toBe(page.repeat(3));
  });

  it('keep what is small, compressed already, partial, not text, or a route that says no', async () => {
    for (const url of ['/small', '/photo', '/partial', '/plain']) {
      const response = await get(url, 'br');
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/small', 'br')).json()).toEqual({ ok: true });

    const already = await get('/already', 'br');
    expect(already.headers['content-encoding']).toBe('br');
    expect(decoded(already)).toBe(page);
  });

  it('add accept-encoding to a Vary the route set', async () => {
    const response = await get('/varied', 'br');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect(decoded(response)).toBe(page);
  });
});
