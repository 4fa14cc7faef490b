import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import type { Language } from '@pixel/contract';
import { Mascot } from '../src/components/ui/mascot';
import { homeHeroOf } from '../src/features/home/lib/home-hero';

/**
 * The home page's HTML (`home.html`, and `home.fil.html` for a Filipino reader), which the server sends for
 * `/`: index.html with the page's first screen
 * drawn in it (the bar, then the hero: badge, headline, the two buttons, and beside them on a wide screen the
 * mascot's card), in plain HTML and a few hundred bytes of inline CSS sized like the app's own, so that the
 * headline, the page's largest paint, shows before any script has run. The app's first screen then replaces
 * it with the same page (the copy comes from one module, `features/home/lib/home-hero.ts`).
 *
 * As on a creator page (decisions 0035, 0036, 0058): the app's stylesheets and its typeface's files wait in a
 * template, and the chunks of the app's start are not preloaded, so nothing shares the phone's bandwidth with
 * the first screen; the entry asks for them once the headline is on the screen (`elementtiming`, main.tsx).
 * The first screen is drawn in Inter, from a file of its own with only the letters it shows (about 10 KB,
 * against 48 KB for Inter's latin file), which it waits for (`font-display: block`, at most three seconds):
 * in the fallback font the headline would be another size than the app's, whose own headline would then be
 * a later, larger paint, and the page would move when the app takes over.
 */

// the shell's own class names (pxh-); sizes and colours are the app's as Mantine computes them for these
// components (theme.ts): Container lg, the hero's padding 48/88 px, Badge lg, Title 40/56 px at 1.05, Text xl
// in the dimmed grey, Button lg with radius xl, Paper with radius 32, shadow xl and a border; breakpoints
// xs 36em, sm 48em, md 62em
const shellCss = (fontFile: string) =>
  `
@font-face{font-family:"PIXEL Inter";font-style:normal;font-display:block;font-weight:100 900;src:url(/${fontFile}) format("woff2-variations")}
body{margin:0}
.pxh{font-family:"PIXEL Inter","Inter Variable",Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;color:#000;line-height:1.55;-webkit-font-smoothing:antialiased}
.pxh a{text-decoration:none;color:inherit}
.pxh-wrap{box-sizing:border-box;max-width:1140px;margin:0 auto;padding:0 16px}
.pxh-bar{border-bottom:1px solid #e9ecef;background:#fff}
.pxh-bar .pxh-wrap{height:68px;display:flex;align-items:center;justify-content:space-between;gap:16px}
.pxh-mark{display:flex;align-items:center;gap:8px}
.pxh-word{font-weight:900;font-size:24px;color:#6a2ed1;letter-spacing:.08em}
.pxh-nav{display:flex;gap:10px;white-space:nowrap}
.pxh-btn{display:inline-flex;align-items:center;justify-content:center;white-space:nowrap;box-sizing:border-box;height:36px;padding:0 18px;border-radius:32px;font-size:14px;font-weight:600;line-height:1}
.pxh-nav .pxh-btn{padding:0 10px}
.pxh-nav .pxh-pri{padding:0 12px}
.pxh-pri{background:#6a2ed1;color:#fff!important}
.pxh-sub{color:#501ea5!important}
.pxh-hero{background:#f6f0ff}
.pxh-hero>.pxh-wrap{padding-top:48px;padding-bottom:48px}
.pxh-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:48px;align-items:center}
.pxh-text{display:flex;flex-direction:column;gap:20px}
.pxh-badge{box-sizing:border-box;width:fit-content;height:26px;padding:0 12px;border:1px solid transparent;border-radius:32px;background:#e9ddfd;color:#501ea5;font-size:13px;font-weight:700;line-height:24px;letter-spacing:.25px;text-transform:uppercase;white-space:nowrap}
.pxh-title{margin:0;font-size:40px;font-weight:800;line-height:1.05}
.pxh-accent{color:#a81d62}
.pxh-lead{margin:0;max-width:520px;font-size:20px;line-height:1.55;color:#666d75}
.pxh-acts{display:flex;flex-wrap:wrap;align-items:center;gap:16px}
.pxh-acts .pxh-btn{height:50px;padding:0 26px;font-size:18px}
.pxh-def{border:1px solid #ced4da;background:#fff}
.pxh-card{display:none;justify-self:center;flex-direction:column;align-items:center;gap:12px;padding:40px;border:1px solid #dee2e6;border-radius:32px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05),0 36px 28px -7px rgba(0,0,0,.05),0 17px 17px -7px rgba(0,0,0,.04)}
.pxh-card svg{display:block}
.pxh-card p{margin:0}
.pxh-addr{font-size:18px;font-weight:800}
.pxh-line{font-size:14px;color:#666d75}
@media (min-width:36em){.pxh-nav .pxh-btn{padding:0 18px}}
@media (min-width:48em){.pxh-hero>.pxh-wrap{padding-top:88px;padding-bottom:88px}.pxh-title{font-size:56px}}
@media (min-width:62em){.pxh-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.pxh-card{display:flex}}
`
    .trim()
    .replaceAll('\n', '');

const LOGO = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><defs><linearGradient id="pxh-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#pxh-logo)"/><rect x="9" y="8" width="6" height="16" rx="1.5" fill="#fff"/><rect x="15" y="8" width="8" height="6" rx="1.5" fill="#fff"/><rect x="17" y="12" width="6" height="6" rx="1.5" fill="#fff"/></svg>`;

/** The languages the home page is drawn in, each a file of its own. */
const languages: readonly Language[] = ['en', 'fil'];

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The home page's first screen as the app draws it for a visitor, in HTML, in `language`. */
export function homeShellMarkup(language: Language = 'en') {
  const h = homeHeroOf(language);
  const e = escapeHtml;
  const mascot = renderToStaticMarkup(createElement(Mascot, { size: 200 })).replaceAll(
    'pix-body',
    'pxh-pix-body',
  );
  return [
    `<div class="pxh" aria-busy="true">`,
    `<header class="pxh-bar"><div class="pxh-wrap"><a class="pxh-mark" href="/" aria-label="${e(h.bar.home)}">${LOGO}<span class="pxh-word">PIXEL</span></a>`,
    `<nav class="pxh-nav" aria-label="${e(h.bar.account)}"><a class="pxh-btn pxh-sub" href="/auth/login">${e(h.bar.logIn)}</a><a class="pxh-btn pxh-pri" href="/auth/sign-up">${e(h.bar.signUp)}</a></nav></div></header>`,
    `<main class="pxh-hero"><div class="pxh-wrap"><div class="pxh-grid"><div class="pxh-text">`,
    `<span class="pxh-badge">${e(h.badge)}</span>`,
    // the page's largest paint: the entry starts the app once it is on the screen (main.tsx)
    `<h1 class="pxh-title" elementtiming="hero">${e(h.title)} <span class="pxh-accent">${e(h.titleAccent)}</span></h1>`,
    `<p class="pxh-lead">${e(h.lead)}</p>`,
    `<div class="pxh-acts"><a class="pxh-btn pxh-pri" href="${h.signUp.to}">${e(h.signUp.label)}</a><a class="pxh-btn pxh-def" href="${h.logIn.to}">${e(h.logIn.label)}</a></div>`,
    `</div><div class="pxh-card">${mascot}<p class="pxh-addr">${e(h.card.address)}</p><p class="pxh-line">${e(h.card.line)}</p></div>`,
    `</div></div></main></div>`,
  ].join('');
}

/**
 * Every letter the first screen shows in either language, the badge's in capitals as its style draws them:
 * one small typeface file serves both pages.
 */
export const homeShellText = () =>
  languages
    .map((language) => {
      const markup = homeShellMarkup(language).replace(/<[^>]*>/g, ' ');
      return `${markup} ${homeHeroOf(language).badge.toUpperCase()}`;
    })
    .join(' ');

/** Inter (weights 100 to 900) with only the letters of `text`, as woff2, from the file the app uses for latin. */
export async function interSubset(text: string) {
  const latin = createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  );
  return subsetFont(await fs.readFile(latin), text, { targetFormat: 'woff2' });
}

// what index.html links or preloads for the app's styling: its stylesheets and its typeface's files
const APP_STYLES =
  /<link rel="(?:stylesheet|preload" as="font)"[^>]*\shref="\/assets\/[^"]+\.(?:css|woff2)"[^>]*>/g;
// the chunks of the app's start, preloaded by index.html for every other page (first-load.ts)
const APP_START_PRELOAD = /\s*<link rel="modulepreload"[^>]*\sdata-app-start[^>]*>/g;
const ROOT = '<div id="root"></div>';

/**
 * home.html (or home.fil.html) made from the built index.html; `fontFile` is the first screen's typeface, as
 * the build names it.
 */
export function homePageHtml(indexHtml: string, fontFile: string, language: Language = 'en') {
  if (!indexHtml.includes(ROOT)) throw new Error('index.html has no empty #root for the home page');
  const head = [
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fontFile}">`,
    `<style>${shellCss(fontFile)}</style>`,
  ];
  return indexHtml
    .replace(APP_START_PRELOAD, '')
    .replace(APP_STYLES, (link) => `<template data-app-styles>${link}</template>`)
    .replace(/<\/head>/i, () => `${head.map((tag) => `  ${tag}\n`).join('')}  </head>`)
    .replace(/<html lang="en">/, () => `<html lang="${language}">`)
    .replace(ROOT, () => `<div id="root">${homeShellMarkup(language)}</div>`);
}

/** Writes home.html beside index.html, from the index.html the other plugins have finished. */
export function homePage(): Plugin {
  return {
    name: 'pixel:home-page',
    apply: 'build',
    generateBundle: {
      // after the stylesheet's pieces are linked (split-stylesheet.ts)
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') return;
        const font = this.emitFile({
          type: 'asset',
          name: 'inter-home.woff2',
          source: await interSubset(homeShellText()),
        });
        for (const language of languages) {
          this.emitFile({
            type: 'asset',
            fileName: language === 'en' ? 'home.html' : `home.${language}.html`,
            source: homePageHtml(index.source, this.getFileName(font), language),
          });
        }
      },
    },
  };
}
