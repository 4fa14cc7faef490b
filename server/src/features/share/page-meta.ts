import { escapeHtml } from '../../lib/html.ts';
import type { BlockCheck } from '../follows/follows.service.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute. */
  image: string | null;
  /** Absolute, canonical. */
  url: string;
}

// the creator page and its tabs (spec §2): /{page_url} and /{page_url}/{tab}
const CREATOR_PATH =
  /^\/([A-Za-z0-9_.]{3,30})(?:\/(home|my-goals|question-and-answer|pixel-snap|pixel-bloc))?\/?$/;

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
 * What a shared link to a creator page shows (so Facebook, X, Viber and Telegram previews carry the
 * creator's name, bio and avatar); null for any other page, or a creator the viewer may not see.
 */
export function createPageMeta(deps: {
  findCreator: (pageUrl: string) => Promise<{
    id: string;
    pageUrl: string;
    pageName: string;
    bio: string | null;
    avatar: string | null;
  } | null>;
  blocks: BlockCheck;
  publicUrl: string;
}) {
  const { findCreator, blocks, publicUrl } = deps;
  return async (pathname: string, viewerId: string | null): Promise<PageMeta | null> => {
    const match = CREATOR_PATH.exec(pathname);
    if (!match) return null;
    const creator = await findCreator(match[1]!.toLowerCase());
    if (!creator || (await blocks.isBlocked(creator.id, viewerId))) return null;
    return {
      title: creator.pageName,
      description: creator.bio?.trim() || `Support ${creator.pageName} on PIXEL.`,
      image: creator.avatar ? new URL(creator.avatar, publicUrl).toString() : null,
      url: `${publicUrl}/${creator.pageUrl}`,
    };
  };
}
