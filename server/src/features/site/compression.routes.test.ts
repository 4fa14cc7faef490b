import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { client, member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

// a built app as the web build leaves it: each text asset next to its brotli and gzip copies
const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
const script = `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `page ${i}`))};\n`;
const indexHtml = `<!doctype html><html lang="en"><head><title>PIXEL</title>
<meta name="description" content="PIXEL: receive gifts." />${'<!-- filler -->'.repeat(100)}</head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
await fs.mkdir(path.join(dist, 'assets'));
await fs.writeFile(path.join(dist, 'index.html'), indexHtml);
await fs.writeFile(path.join(dist, 'assets', 'index-abc.js'), script);
await fs.writeFile(path.join(dist, 'assets', 'index-abc.js.br'), zlib.brotliCompressSync(script));
await fs.writeFile(path.join(dist, 'assets', 'index-abc.js.gz'), zlib.gzipSync(script));
const t = useTestApp({ env: { WEB_DIST_DIR: dist, LOG_LEVEL: 'error' } });

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const decoded = (response: Awaited<ReturnType<typeof get>>) => {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
};

describe('compression', () => {
  it('sends built scripts as the build compressed them, by what the browser accepts', async () => {
    const brotli = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 3);
    expect(decoded(brotli)).toBe(script);

    const gzip = await get('/assets/index-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);

    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("compresses a creator's page, with its link preview, and the app's other pages", async () => {
    const creator = await member(t, { pageName: 'Ana Reyes' });

    const page = await get(`/${creator.page_url}`, 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('<title>Ana Reyes | PIXEL</title>');

    const missing = await get('/no_such_creator_here', 'gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(decoded(missing)).toContain('<div id="root"></div>');
  });

  it('compresses API answers above a kilobyte and leaves small ones as they are', async () => {
    const large = await get('/v1/openapi.json', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(large)).openapi).toMatch(/^3\./);

    const creator = await member(t);
    const small = await client(t).get(`/v1/profile/${creator.page_url}`, { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.page_url).toBe(creator.page_url);
  });
});
