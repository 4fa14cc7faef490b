import {
  coverSources,
  pageEnvelope,
  publicGift,
  publicProfile,
  user as userSchema,
  type Page,
  type PublicGift,
  type PublicProfile,
  type User,
  type Language,
  languages,
  formatCount,
} from '@pixel/contract';
import { escapeHtml } from '../lib/html.ts';
import { cardMarkup } from './card-shell.ts';
import { catalogues, translator } from '../lib/i18n.ts';
import { jsonWriter } from '../lib/serializer.ts';
import { metaTags, REPLACED_TAGS, titleTag, type PageMeta } from './page-meta.ts';

/**
 * A creator page's first response carries what its first screen needs (decision 0035): the answers the web
 * app would otherwise ask for one after another (who is signed in, then the profile), and the page's header
 * drawn in plain HTML, so the cover, avatar, name and Support Me button paint before any script has run.
 * The app starts from the same data and draws its own header in the shell's place. On the Home tab it also
 * carries the first page of gifts, so the list needs no request of its own either.
 */
export interface FirstPaint {
  profile: PublicProfile;
  user: User | null;
  gifts?: Page<PublicGift> | undefined;
  /** The reader's language (decision 0110): the shell's words are the app's, in it. English when not given. */
  language?: Language;
  /** The creator's link-in-bio card (`/{page_url}/card`): the card is drawn, not the page's header. */
  card?: boolean;
}

const giftsPage = pageEnvelope(publicGift);

// the shell's own class names (pxs-), literal colours of the theme: Mantine's theme variables exist only
// once the app runs; sizes follow the app's header (68 px bar, 140/220 px cover, 112 px avatar)
const SHELL_CSS = `
body{margin:0}
.pxs{font-family:"Inter Variable",Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#000;line-height:1.55;-webkit-font-smoothing:antialiased}
.pxs a{text-decoration:none;color:inherit}
.pxs-wrap{box-sizing:border-box;margin:0 auto;padding:0 16px}
.pxs-bar{border-bottom:1px solid #e9ecef;background:#fff}
.pxs-bar .pxs-wrap{max-width:1140px;height:68px;display:flex;align-items:center;justify-content:space-between;gap:16px}
.pxs-mark{display:flex;align-items:center;gap:8px}
.pxs-word{font-weight:900;font-size:24px;color:#6a2ed1;letter-spacing:.08em}
.pxs-nav{display:flex;gap:10px;white-space:nowrap}
.pxs-nav .pxs-btn{padding:0 10px}
.pxs-nav .pxs-pri{padding:0 12px}
.pxs-btn{display:inline-flex;align-items:center;box-sizing:border-box;height:36px;padding:0 18px;border-radius:32px;font-size:14px;font-weight:600}
.pxs-pri{background:#6a2ed1;color:#fff!important}
.pxs [data-tap]{cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent}
.pxs .pxs-tapped{opacity:.6;cursor:progress}
.pxs-sub{color:#501ea5!important}
.pxs-head picture{display:block}
.pxs-cover{display:block;width:100%;height:140px;object-fit:cover;background:linear-gradient(135deg,#7c3aed 0%,#f366a7 100%)}
.pxs-head .pxs-wrap{max-width:960px;display:flex;flex-direction:column;gap:12px;margin-top:-48px;padding-bottom:20px}
.pxs-avatar{width:112px;height:112px;border-radius:50%;border:4px solid #fff;background:#fff;object-fit:cover;box-sizing:border-box}
.pxs-initials{display:flex;align-items:center;justify-content:center;font-weight:700;font-size:36px;color:#501ea5;background:#f6f0ff}
.pxs-row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:16px}
.pxs-name{margin:0 0 2px;font-size:26px;font-weight:800;line-height:1.3;overflow-wrap:anywhere}
.pxs-dim{color:#666d75;font-size:14px;margin:0}
.pxs-acts{display:flex;gap:12px;flex-wrap:wrap}
.pxs-acts .pxs-btn{height:42px;padding:0 22px;font-size:16px}
.pxs-def{border:1px solid #ced4da;color:#000;gap:10px;padding-left:14.67px!important}
.pxs-out{border:1px solid #7c3aed;color:#7c3aed}
.pxs-light{background:rgba(124,58,237,.1);color:#501ea5}
.pxs-counts{display:flex;gap:20px;font-size:14px;margin:0}
.pxs-counts b{font-weight:800}
.pxs-counts .pxs-dim{font-size:16px}
.pxs-bio{margin:0;max-width:640px;white-space:pre-wrap;overflow-wrap:anywhere}
@media (max-width:35.99em){.pxs-word{display:none}}
@media (min-width:36em){.pxs-nav .pxs-btn{padding:0 18px}}
@media (min-width:48em){.pxs-cover{height:220px}.pxs-head .pxs-wrap{margin-top:-64px}.pxs-name{font-size:32px}}
`
  .trim()
  .replaceAll('\n', '');

const LOGO = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><defs><linearGradient id="pxs-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#pxs-logo)"/><rect x="9" y="8" width="6" height="16" rx="1.5" fill="#fff"/><rect x="15" y="8" width="8" height="6" rx="1.5" fill="#fff"/><rect x="17" y="12" width="6" height="6" rx="1.5" fill="#fff"/></svg>`;

const SHARE_ICON = `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4"/></svg>`;

const plural = (count: number, one: string, many: string) =>
  `<span><b>${formatCount(count)}</b> <span class="pxs-dim">${count === 1 ? one : many}</span></span>`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

type ShellWord = Exclude<keyof (typeof catalogues)['en']['shell'], 'avatarOf'>;

/** The shell's words in one language, HTML-escaped: looked up once, not on every page. */
function shellWordsIn(language: Language) {
  const t = translator(language);
  const words = Object.fromEntries(
    Object.keys(catalogues.en.shell)
      .filter((key) => key !== 'avatarOf')
      .map((key) => [key, escapeHtml(t(`shell.${key}`))]),
  ) as Record<ShellWord, string>;
  // the avatar's alternative text around the creator's name, as the catalogue words it
  const [before = '', after = ''] = t('shell.avatarOf', { name: '\u0000' }).split('\u0000');
  return { ...words, avatarOf: (name: string) => escapeHtml(before + name + after) };
}

const shellWords = Object.fromEntries(
  languages.map((language) => [language, shellWordsIn(language)]),
) as Record<Language, ReturnType<typeof shellWordsIn>>;

/** The header of a creator page as the app draws it, in HTML and a few lines of CSS. */
export function shellMarkup({ profile, user, language = 'en' }: FirstPaint) {
  const e = escapeHtml;
  const w = shellWords[language];
  const nav = user
    ? `<a class="pxs-btn pxs-pri" href="/dashboard">${w.dashboard}</a>`
    : `<a class="pxs-btn pxs-sub" href="/auth/login">${w.logIn}</a><a class="pxs-btn pxs-pri" href="/auth/sign-up">${w.signUp}</a>`;
  // the cover is what a phone paints largest: asked for first, never lazily
  // the same files as the app's header offers (coverSources), so the app's cover comes from the cache
  const sources = coverSources(profile);
  const coverImage = profile.cover_photo
    ? `<img class="pxs-cover" src="${e(profile.cover_photo)}"${sources ? ` srcset="${e(sources.jpeg)}" sizes="${sources.sizes}"` : ''} alt="" fetchpriority="high" elementtiming="cover">`
    : '';
  const cover = !profile.cover_photo
    ? `<div class="pxs-cover"></div>`
    : sources
      ? `<picture><source type="image/webp" srcset="${e(sources.webp)}" sizes="${sources.sizes}">${coverImage}</picture>`
      : coverImage;
  const follow = profile.is_owner
    ? ''
    : profile.is_following
      ? `<span class="pxs-btn pxs-light" data-tap="follow">${w.following}</span>`
      : `<span class="pxs-btn pxs-out" data-tap="follow">${w.follow}</span>`;
  // a creator cannot send a gift to themselves
  const support = profile.is_owner
    ? ''
    : `<span class="pxs-btn pxs-pri" data-tap="support">${w.supportMe}</span>`;
  const avatarSource = profile.avatar_variants.WH100 ?? profile.avatar;
  const avatar = avatarSource
    ? `<img class="pxs-avatar" src="${e(avatarSource)}" width="112" height="112" alt="${w.avatarOf(profile.page_name)}">`
    : `<div class="pxs-avatar pxs-initials" aria-hidden="true">${e(initials(profile.page_name))}</div>`;
  return [
    `<div class="pxs" aria-busy="true">`,
    `<header class="pxs-bar"><div class="pxs-wrap"><a class="pxs-mark" href="/" aria-label="${w.home}">${LOGO}<span class="pxs-word">PIXEL</span></a><nav class="pxs-nav" aria-label="${w.account}">${nav}</nav></div></header>`,
    `<main><header class="pxs-head">${cover}<div class="pxs-wrap">${avatar}`,
    `<div class="pxs-row"><div><h1 class="pxs-name">${e(profile.page_name)}</h1><p class="pxs-dim">@${e(profile.page_url)}</p></div>`,
    // drawn now so nothing moves when the app's own buttons replace them; a tap on one before then is kept
    // and repeated by the app (web/src/lib/early-taps.ts)
    `<div class="pxs-acts">${follow}<span class="pxs-btn pxs-def" data-tap="share">${SHARE_ICON}${w.share}</span>${support}</div></div>`,
    `<p class="pxs-counts">${plural(profile.donation_count, w.supporter, w.supporters)}${plural(profile.follower_count, w.follower, w.followers)}</p>`,
    profile.bio ? `<p class="pxs-bio">${e(profile.bio)}</p>` : '',
    `</div></header></main></div>`,
  ].join('');
}

/** JSON a script element can hold: no `<` can end the element or open a comment inside it. */
export const scriptJsonText = (json: string) =>
  json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

const ROOT = /<div id="root">[\s\S]*?<\/div>/;
// the app's stylesheets, and the preload of its typeface (web/build/preload-fonts.ts)
const APP_STYLES =
  /<link rel="(?:stylesheet|preload" as="font)"(?:\s+[\w-]+(?:="[^"]*")?)*\s+href="\/assets\/[^"]+\.(?:css|woff2)"[^>]*>/g;
// the app's chunks index.html preloads for every page (web/build/first-load.ts)
const APP_START_PRELOAD = /\s*<link rel="modulepreload"[^>]*\sdata-app-start[^>]*>/g;

// the places of a page template (`cut`) a creator page fills: its language, its title, its own head tags,
// the shell and the data, marked by a private-use character index.html never holds
type Slot = 'lang' | 'title' | 'head' | 'shell' | 'data';
const slot = (name: Slot) => `\ue000${name}\ue000`;
const SLOTS = /\ue000(\w+)\ue000/;

const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * index.html as a creator page: the tags the page writes its own of (title, description, link previews)
 * taken out, the shell's CSS in the head, the app's stylesheets held back, and the places the page fills.
 * Done once per build, so that a page is put together by joining strings, not by searching index.html.
 */
function cut(index: string, options: { startPreload: boolean }) {
  let out = index.replace(REPLACED_TAGS, '');
  const hasTitle = TITLE.test(out);
  if (hasTitle) out = out.replace(TITLE, slot('title'));
  out = /<\/head>/i.test(out)
    ? out.replace(/<\/head>/i, () => `    ${slot('head')}\n    <style>${SHELL_CSS}</style>\n  </head>`)
    : `${slot('head')}\n${out}`;
  out = out.replace(/(<html lang=")en"/i, (_, start: string) => `${start}${slot('lang')}"`);
  // the shell needs none of the app's stylesheets or its typeface: held in a template, they are neither
  // fetched with the cover nor applied to the shell; the app's entry adds them once the cover is on the
  // screen (web/src/app/held-stylesheets.ts)
  out = out.replace(APP_STYLES, (link) => `<template data-app-styles>${link}</template>`);
  // the cover is the page's largest paint: the app's scripts (the entry asks for them once it has painted,
  // decision 0036) do not share the phone's bandwidth with it
  if (!options.startPreload) out = out.replace(APP_START_PRELOAD, '');
  out = ROOT.test(out)
    ? out.replace(ROOT, () => `<div id="root">${slot('shell')}</div>${slot('data')}`)
    : out.replace(/<\/body>/i, () => `${slot('data')}</body>`);
  // the text between the places, and the places in order: [text, slot, text, slot, ..., text]; each made
  // a string of its own, as the marks' character made the template one of two bytes a character, and every
  // page joined from its parts would be too: twice the memory, and a slower encoding to UTF-8 on each send
  const pieces = out.split(SLOTS).map((piece) => Buffer.from(piece).toString());
  return (values: Record<Slot, string>) => {
    let page = pieces[0]!;
    for (let i = 1; i < pieces.length; i += 2) page += values[pieces[i] as Slot] + pieces[i + 1]!;
    return page;
  };
}

/**
 * A creator page: index.html with the page's title and link-preview tags, in the reader's language, the
 * shell inside #root, its CSS in the head and the data the app starts from. The data is written by the
 * same compiled writers as the API's answers (`check` as theirs): exactly what the API answers, nothing
 * more leaves the server.
 */
export function creatorPageWriter(index: string, options: { check: boolean }) {
  const writers = {
    profile: jsonWriter(publicProfile, { ...options, what: "a first paint's profile" }),
    user: jsonWriter(userSchema.nullable(), { ...options, what: "a first paint's user" }),
    gifts: jsonWriter(giftsPage, { ...options, what: "a first paint's gifts" }),
  };
  const hasTitle = TITLE.test(index.replace(REPLACED_TAGS, ''));
  const templates = {
    withCover: cut(index, { startPreload: false }),
    withoutCover: cut(index, { startPreload: true }),
  };
  return (paint: FirstPaint, meta: PageMeta) => {
    const json =
      `{"profile":${writers.profile(paint.profile)},"user":${writers.user(paint.user)}` +
      `${paint.gifts ? `,"gifts":${writers.gifts(paint.gifts)}` : ''}}`;
    const title = titleTag(meta);
    const tags = metaTags(meta);
    // the card shows no cover: the app's scripts need not wait for one
    const template = paint.profile.cover_photo && !paint.card ? templates.withCover : templates.withoutCover;
    return template({
      lang: paint.language ?? 'en',
      title,
      head: (hasTitle ? tags : [title, ...tags]).join('\n    '),
      shell: paint.card ? cardMarkup(paint.profile, paint.language) : shellMarkup(paint),
      data: `<script id="pixel-data" type="application/json">${scriptJsonText(json)}</script>`,
    });
  };
}
