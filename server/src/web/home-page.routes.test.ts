import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { client } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>PIXEL</title></head><body><div id="root"></div></body></html>',
);
// what the build writes beside index.html: the home page with its first screen (web/build/home-page.ts)
await fs.writeFile(
  path.join(dist, 'home.html'),
  '<!doctype html><html lang="en"><head><title>PIXEL</title></head><body><div id="root"><h1>Get support</h1></div></body></html>',
);
await fs.writeFile(
  path.join(dist, 'home.fil.html'),
  '<!doctype html><html lang="fil"><head><title>PIXEL</title></head><body><div id="root"><h1>Makakuha ng suporta</h1></div></body></html>',
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

describe('the home page', () => {
  it('comes with its first screen drawn, in the encoding the browser takes; no other page does', async () => {
    const home = await client(t).get('/', { 'accept-encoding': 'gzip, br' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(home.rawPayload).toString()).toContain('<h1>Get support</h1>');
    const plain = await client(t).get('/', { 'accept-encoding': 'identity' });
    expect(plain.body).toContain('<h1>Get support</h1>');

    const login = await client(t).get('/auth/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root"></div>');
    // home.html is the page at /, not an address of its own
    const direct = await client(t).get('/home.html');
    expect(direct.body).not.toContain('Get support');
    const filipinoDirect = await client(t).get('/home.fil.html');
    expect(filipinoDirect.body).not.toContain('Makakuha ng suporta');
  });

  it('comes drawn in Filipino to a visitor who chose it or whose browser asks for it', async () => {
    const asks: Record<string, string>[] = [
      { cookie: 'pixel_lang=fil' },
      { 'accept-language': 'fil-PH,en;q=0.5' },
    ];
    for (const headers of asks) {
      const home = await client(t).get('/', { ...headers, 'accept-encoding': 'identity' });
      expect(home.body).toContain('<html lang="fil">');
      expect(home.body).toContain('<h1>Makakuha ng suporta</h1>');
      expect(home.headers.vary).toContain('cookie');
    }
    const english = await client(t).get('/', { 'accept-language': 'en-US', 'accept-encoding': 'identity' });
    expect(english.body).toContain('<h1>Get support</h1>');
  });
});
