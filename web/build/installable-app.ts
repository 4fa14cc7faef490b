import { DEFAULT_THEME } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme';
import { LogoMark } from '../src/components/ui/logo-mark';

/**
 * What makes PIXEL installable (decision 0113): the web app manifest, its icons and the offline page the
 * service worker shows, all made here from the app's own logo mark and theme, so none of them is a copy that
 * could drift from the app.
 */

const brand = theme.colors?.pixel;
if (!brand) throw new Error('the theme has no pixel colour');
/** The colour of the phone's status bar and task switcher: the brand's violet, as index.html's theme-color. */
export const themeColor = brand[6];
/** The splash screen's colour, behind the icon while the app opens: the page's, white. */
export const backgroundColor = DEFAULT_THEME.white;

/**
 * How an icon is drawn: `mark` as the app draws its logo (rounded corners, clear around them); `full` the
 * same mark filling its square, for a maskable icon a launcher cuts to its own shape (the "P" stays inside
 * the middle 80 % circle every mask keeps), as public/apple-touch-icon.png is for iOS; `badge` the white "P" alone, which Android draws in one colour in the status bar.
 */
type IconStyle = 'mark' | 'full' | 'badge';
export type AppIcon = { file: string; size: number; style: IconStyle };

// every size Android's launchers, splash screens and task switcher ask for
const ANDROID_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512];

export const appIcons: AppIcon[] = [
  ...ANDROID_SIZES.map((size) => ({ file: `icons/icon-${size}.png`, size, style: 'mark' as const })),
  { file: 'icons/maskable-192.png', size: 192, style: 'full' },
  { file: 'icons/maskable-512.png', size: 512, style: 'full' },
  { file: 'icons/badge-96.png', size: 96, style: 'badge' },
];

/** The logo mark as an SVG file (the app's LogoMark) at `size` pixels, drawn in `style`. */
export function logoSvg(size: number, style: IconStyle) {
  const svg = renderToStaticMarkup(createElement(LogoMark, { size })).replace(
    '<svg ',
    '<svg xmlns="http://www.w3.org/2000/svg" ',
  );
  const background = '<rect width="32" height="32" rx="8" fill="url(#pixel-logo-gradient)"></rect>';
  if (!svg.includes(background)) throw new Error('LogoMark changed: the icons need a new source');
  if (style === 'mark') return svg;
  return svg.replace(background, style === 'full' ? background.replace(' rx="8"', '') : '');
}

/** An icon as PNG bytes. */
export function renderIcon(icon: AppIcon): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(icon.size, icon.style)))
    .png({ compressionLevel: 9, palette: icon.style !== 'badge' })
    .toBuffer();
}

/** The web app manifest: what a phone needs to install PIXEL and open it like an app. */
export function appManifest() {
  const icon = ({ file, size }: AppIcon, purpose: 'any' | 'maskable') => ({
    src: `/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: 'PIXEL',
    short_name: 'PIXEL',
    description: 'Receive gifts and sell photos to your supporters in the Philippines.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    categories: ['social', 'photo', 'finance'],
    icons: [
      ...appIcons.filter((i) => i.file.startsWith('icons/icon-')).map((i) => icon(i, 'any')),
      ...appIcons.filter((i) => i.file.startsWith('icons/maskable-')).map((i) => icon(i, 'maskable')),
    ],
  };
}

// the offline page's own class names (pxo-); colours and sizes are the app's (theme.ts, build/home-page.ts)
const offlineCss = (fontFile: string) =>
  `
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/${fontFile}) format("woff2-variations")}
body{margin:0;background:#f6f0ff;font-family:"Inter Variable",Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;color:#000;line-height:1.55;-webkit-font-smoothing:antialiased}
.pxo-wrap{box-sizing:border-box;max-width:1140px;margin:0 auto;padding:0 16px}
.pxo-bar{border-bottom:1px solid #e9ecef;background:#fff}
.pxo-bar .pxo-wrap{height:68px;display:flex;align-items:center}
.pxo-mark{display:flex;align-items:center;gap:8px;color:inherit;text-decoration:none}
.pxo-word{font-weight:900;font-size:24px;color:#6a2ed1;letter-spacing:.08em}
.pxo-main{padding-top:48px;padding-bottom:48px}
.pxo-card{box-sizing:border-box;max-width:480px;margin:0 auto;padding:32px 24px;display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center;background:#fff;border:1px solid #dee2e6;border-radius:24px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 20px 25px -5px rgba(0,0,0,.05),0 10px 10px -5px rgba(0,0,0,.04)}
.pxo-icon{display:flex;align-items:center;justify-content:center;width:64px;height:64px;border-radius:50%;background:#e9ddfd;color:#501ea5}
.pxo-title{margin:0;font-size:26px;font-weight:800;line-height:1.3}
.pxo-text{margin:0;color:#666d75}
.pxo-btn{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;height:42px;padding:0 22px;border-radius:32px;background:#6a2ed1;color:#fff;font-size:16px;font-weight:600;text-decoration:none}
.pxo-btn:hover{background:#5e27bb}
.pxo-btn:focus-visible{outline:2px solid #6a2ed1;outline-offset:2px}
@media (min-width:48em){.pxo-main{padding-top:88px}.pxo-card{padding:40px}}
`
    .trim()
    .replaceAll('\n', '');

// a Wi-Fi sign struck through, drawn in the text's colour
const OFFLINE_ICON = `<svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 19h.01"/><path d="M9.17 16.17a4 4 0 0 1 5.66 0"/><path d="M6.34 13.34a8 8 0 0 1 11.32 0"/><path d="M3.51 10.51a12 12 0 0 1 16.98 0"/><path d="M3 3l18 18"/></svg>`;

/**
 * The page the service worker shows for a page it cannot fetch: PIXEL's bar and a card that says so, in
 * plain HTML and inline CSS (it must draw with nothing but itself and the typeface it names, both
 * precached). "Try again" is a link to the address the visitor asked for (`href=""`, which the worker
 * fetches again): the content security policy allows no inline script, and a link needs none.
 */
export function offlinePageHtml(fontFile: string) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    `<meta name="theme-color" content="${themeColor}">`,
    '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    "<title>You're offline | PIXEL</title>",
    `<style>${offlineCss(fontFile)}</style>`,
    '</head>',
    '<body>',
    `<header class="pxo-bar"><div class="pxo-wrap"><a class="pxo-mark" href="/" aria-label="PIXEL home">${logoSvg(32, 'mark').replaceAll('pixel-logo-gradient', 'pxo-logo')}<span class="pxo-word">PIXEL</span></a></div></header>`,
    '<main class="pxo-main pxo-wrap"><div class="pxo-card">',
    `<div class="pxo-icon">${OFFLINE_ICON}</div>`,
    '<h1 class="pxo-title">You\'re offline</h1>',
    '<p class="pxo-text">PIXEL needs a connection to show this page. Check your mobile data or Wi-Fi, then try again.</p>',
    // the page is kept by the service worker and shown without the app: it says it in both languages
    '<p class="pxo-text" lang="fil">Offline ka. Kailangan ng PIXEL ng connection para maipakita ang page na ito. I-check ang mobile data o Wi-Fi mo, saka subukan ulit.</p>',
    '<a class="pxo-btn" href="">Try again</a>',
    '</div></main>',
    '</body>',
    '</html>',
  ].join('\n');
}

// the typeface the offline page is drawn in: Inter's latin letters, which index.html preloads
const INTER_LATIN = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Writes the manifest, its icons and the offline page into the build (not its first, in-memory pass), and
 * serves the manifest and icons to the development server.
 */
export function installableApp(): Plugin {
  let writes = true;
  return {
    name: 'pixel:installable-app',
    configResolved(config) {
      writes = config.build.write;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split('?')[0] ?? '';
        if (pathname === '/manifest.webmanifest') {
          response.setHeader('content-type', 'application/manifest+json');
          response.end(JSON.stringify(appManifest()));
          return;
        }
        const icon = appIcons.find((i) => `/${i.file}` === pathname);
        if (!icon) return next();
        renderIcon(icon).then((png) => {
          response.setHeader('content-type', 'image/png');
          response.end(png);
        }, next);
      });
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (!writes) return;
        const font = Object.keys(bundle).find((name) => INTER_LATIN.test(name));
        if (!font) throw new Error('the build has no Inter latin file for the offline page');
        const pngs = await Promise.all(appIcons.map(async (icon) => ({ icon, png: await renderIcon(icon) })));
        for (const { icon, png } of pngs) this.emitFile({ type: 'asset', fileName: icon.file, source: png });
        this.emitFile({
          type: 'asset',
          fileName: 'manifest.webmanifest',
          source: `${JSON.stringify(appManifest(), null, 2)}\n`,
        });
        this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml(font) });
      },
    },
  };
}
