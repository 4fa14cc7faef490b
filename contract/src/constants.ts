/** Limits and fixed values of the product (spec §9). */
export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  pageUrlMin: 3,
  pageUrlMax: 30,
  pageNameMax: 50,
  referralCodeMax: 32,
  resendEmailSeconds: 300,
} as const;

/**
 * First path segments that belong to the app or the API, so no creator page may take them
 * (a creator page lives at /{page_url}): the web app's pages, and every address the server answers
 * at the root itself (its routes, the built web app's files, the files a browser or search engine asks
 * every site for). The server also refuses whatever else it serves at the root; a test holds this list
 * to what it serves.
 */
export const reservedPageUrls = [
  'about',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'contact',
  'dashboard',
  'dev',
  'embed',
  'embed.js',
  'explore',
  'favicon.ico',
  'help',
  'home',
  'index.html',
  'index.html.br',
  'index.html.gz',
  'legal',
  'login',
  'logout',
  'manifest.webmanifest',
  'media',
  'memberships',
  'metrics',
  'overlay',
  'pixel',
  'privacy',
  'register',
  'robots.txt',
  'sandbox',
  'settings',
  'sign-up',
  'signup',
  'sitemap.xml',
  'static',
  'support',
  'sw.js',
  'terms',
  'v1',
  'webhooks',
  'www',
] as const;

export const supportEmail = 'support@pixel.ph';

/** PIXEL's own pages elsewhere, linked from the site's footer (spec §9: configured constants). */
export const socialLinks = [
  { name: 'Facebook', url: 'https://www.facebook.com/pixel.ph' },
  { name: 'Instagram', url: 'https://www.instagram.com/pixel.ph' },
  { name: 'TikTok', url: 'https://www.tiktok.com/@pixel.ph' },
  { name: 'X', url: 'https://x.com/pixel_ph' },
] as const;

/** Following and Followers lists show 12 people a page (spec §9). */
export const followPageSize = 12;

/** A creator page lists its latest gifts 10 at a time; its first response carries the first 10. */
export const creatorGiftsPageSize = 10;

const reserved = new Set<string>(reservedPageUrls);
export const isReservedPageUrl = (value: string) => reserved.has(value);
/** What a page address may be made of (after lowercasing). */
export const pageUrlCharacters = /^[a-z0-9_.]*$/;

/**
 * The page address a path segment names (trimmed and lowercased, as `pageUrlField` reads it), or null when
 * no page can have it. Plain code rather than the field's schema: the creator page's first load uses it
 * (decision 0036).
 */
export function pageUrlOf(segment: string): string | null {
  const value = segment.trim().toLowerCase();
  const possible =
    !isReservedPageUrl(value) &&
    value.length >= limits.pageUrlMin &&
    value.length <= limits.pageUrlMax &&
    pageUrlCharacters.test(value);
  return possible ? value : null;
}

/**
 * Campaign parameters (spec §7): the web app keeps those of the address a visitor arrived at and sends them
 * with a provider sign-in and with every payment, where the server keeps them for reporting.
 */
export const campaignParams = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type CampaignParam = (typeof campaignParams)[number];
/** The longest value the calls accept for each. */
export const campaignParamMax = 100;

/**
 * The names the server gives a supporter who shows none: an anonymous gift or purchase, a visitor who left
 * the name empty, an account since closed. Sent and kept in English; a screen says them in its reader's
 * language.
 */
export const standInNames = {
  anonymous: 'Anonymous',
  visitor: 'A supporter',
  formerMember: 'Former member',
} as const;
