import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { client, member } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head><title>PIXEL</title></head>
  <body><div id="root"></div></body>
</html>`,
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

const langOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

describe('the language of the pages the server sends', () => {
  it('draws a creator page in Filipino for a browser that asks for it, in English for the others', async () => {
    const creator = await member(t, { pageName: 'Ana Reyes' });
    const filipino = await client(t).get(`/${creator.page_url}`, { 'accept-language': 'fil-PH,fil;q=0.9' });
    expect(langOf(filipino.body)).toBe('fil');
    expect(filipino.body).toContain('<span class="pxs-btn pxs-pri" data-tap="support">Mag-support</span>');
    expect(filipino.body).toContain('<b>0</b> <span class="pxs-dim">Mga Supporter</span>');
    expect(filipino.body).toContain('Mag-log in');

    // the visitors' page is kept per language: the next English reader gets English
    const english = await client(t).get(`/${creator.page_url}`, { 'accept-language': 'en-US' });
    expect(langOf(english.body)).toBe('en');
    expect(english.body).toContain('data-tap="support">Support Me</span>');
    expect(english.body).not.toContain('Mag-support');
    // a CDN in front keeps them apart too
    expect(english.headers.vary).toMatch(/accept-language/);
  });

  it('follows the visitor’s cookie over the browser, and the account’s choice over both', async () => {
    const creator = await member(t);
    const chosen = await client(t).get(`/${creator.page_url}`, {
      cookie: 'pixel_lang=fil',
      'accept-language': 'en-US',
    });
    expect(langOf(chosen.body)).toBe('fil');

    const reader = await member(t, { language: 'fil' });
    const signedIn = await reader.browser.get(`/${creator.page_url}`, { 'accept-language': 'en-US' });
    expect(langOf(signedIn.body)).toBe('fil');
    expect(signedIn.body).toContain('I-follow');
  });

  it('sets <html lang> on the app’s other pages from the cookie or the browser', async () => {
    expect(langOf((await client(t).get('/dashboard', { 'accept-language': 'tl' })).body)).toBe('fil');
    expect(langOf((await client(t).get('/auth/login', { cookie: 'pixel_lang=fil' })).body)).toBe('fil');
    expect(langOf((await client(t).get('/auth/login', { 'accept-language': 'en' })).body)).toBe('en');
  });
});
