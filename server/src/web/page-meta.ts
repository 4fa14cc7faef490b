import type { PublicProfile } from '@pixel/contract';
import { escapeHtml } from '../lib/html.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute. */
  image: string | null;
  /** Absolute, canonical. */
  url: string;
}

// tags the app's own index.html may carry that a creator page replaces
const REPLACED_TAGS =
  /\s*<meta\s[^>]*(?:property|name)=["'](?:og:[^"']*|twitter:[^"']*|description)["'][^>]*>/gi;

/** index.html with the page's title and Open Graph / Twitter tags, every value HTML-escaped. */
export function injectPageMeta(html: string, meta: PageMeta) {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:site_name" content="PIXEL">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`] : []),
  ];
  const title = `<title>${escapeHtml(meta.title)} | PIXEL</title>`;
  // replacement functions, not strings: a bio with "$&" must stay text
  let out = html.replace(REPLACED_TAGS, '');
  out = /<title>[\s\S]*?<\/title>/i.test(out) ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title) : out;
  if (!out.includes(title)) tags.unshift(title);
  const block = tags.join('\n    ');
  return /<\/head>/i.test(out)
    ? out.replace(/<\/head>/i, () => `    ${block}\n  </head>`)
    : `${block}\n${out}`;
}

/**
 * What a shared link to a creator page shows, so Facebook, X, Viber and Telegram previews carry the
 * creator's name, bio and avatar.
 */
export function pageMetaOf(profile: PublicProfile, publicUrl: string): PageMeta {
  return {
    title: profile.page_name,
    description: profile.bio?.trim() || `Support ${profile.page_name} on PIXEL.`,
    image: profile.avatar ? new URL(profile.avatar, publicUrl).toString() : null,
    url: `${publicUrl}/${profile.page_url}`,
  };
}
