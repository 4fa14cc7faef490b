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
export const REPLACED_TAGS =
  /\s*<meta\s[^>]*(?:property|name)=["'](?:og:[^"']*|twitter:[^"']*|description)["'][^>]*>/gi;

/** The page's title element. */
export const titleTag = (meta: PageMeta) => `<title>${escapeHtml(meta.title)} | PIXEL</title>`;

/** The page's description and Open Graph / Twitter tags, every value HTML-escaped. */
export function metaTags(meta: PageMeta) {
  return [
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
