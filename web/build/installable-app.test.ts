import { describe, expect, it } from 'vitest';
import { appIcons, appManifest, offlinePageHtml, renderIcon } from './installable-app';
import { precachedFiles } from './service-worker';

describe('the web app manifest', () => {
  it('has what a browser needs to install PIXEL', () => {
    const manifest = appManifest();

    expect(manifest).toMatchObject({
      name: 'PIXEL',
      short_name: 'PIXEL',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7c3aed',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{3,6}$/i);
  });

  it('names an icon at every size Android asks for, and maskable ones', () => {
    const icons = appManifest().icons;
    const sizes = (purpose: string) => icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);

    expect(sizes('any')).toEqual([48, 72, 96, 128, 144, 192, 256, 384, 512].map((size) => `${size}x${size}`));
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
    for (const icon of icons) expect(appIcons.map((i) => `/${i.file}`)).toContain(icon.src);
  });

  it('draws each icon at its size', async () => {
    const sharp = (await import('sharp')).default;
    for (const icon of appIcons.filter((i) => [48, 180, 512].includes(i.size))) {
      const { width, height, format } = await sharp(await renderIcon(icon)).metadata();
      expect({ file: icon.file, width, height, format }).toEqual({
        file: icon.file,
        width: icon.size,
        height: icon.size,
        format: 'png',
      });
    }
  });
});

describe('the offline page', () => {
  it('says so and offers to try again, without a script (the content security policy allows none inline)', () => {
    const html = offlinePageHtml('assets/inter-latin-wght-normal-abc.woff2');

    expect(html).toContain('<h1 class="pxo-title">You\'re offline</h1>');
    expect(html).toContain('<a class="pxo-btn" href="">Try again</a>');
    // in Filipino too: the page is shown without the app, which knows the reader's language
    expect(html).toContain('<p class="pxo-text" lang="fil">Offline ka.');
    expect(html).toContain('url(/assets/inter-latin-wght-normal-abc.woff2)');
    expect(html).not.toMatch(/<script/i);
  });
});

describe("the service worker's precache", () => {
  it("is the app's shell as index.html names it, the offline page and the icons", () => {
    const index = `<script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-d.woff2">
    <link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png" />`;

    expect(precachedFiles(index)).toEqual([
      'assets/index-a.js',
      'assets/preload-b.js',
      'assets/index-c.css',
      'assets/inter-latin-d.woff2',
      'offline.html',
      'manifest.webmanifest',
      'favicon-32.png',
      'icons/icon-192.png',
      'icons/badge-96.png',
    ]);
  });
});
