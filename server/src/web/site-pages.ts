import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.ts';

/**
 * The web app's page routes that are not a creator's page (web/src/app/router.tsx): an address outside
 * these and the creator pages answers 404 with the app's Page Not Found screen, so search engines and link
 * checkers see a missing page as missing.
 */
const APP_PAGES = [
  /^\/$/,
  /^\/explore$/,
  /^\/legal\/(terms-and-conditions|privacy-notice)$/,
  /^\/help\/why-cant-i-withdraw-all-my-pixel-earnings$/,
  /^\/auth(\/(login|sign-up|forgot-password))?$/,
  /^\/dashboard(\/(transactions\/history|explore(\/hashtags\/[^/]+)?|creator-hub\/(my-goals(\/add-goal)?|memberships|members|bloc|snap)|settings\/(profile|security|password|sessions|data|delete-account|overlay|message-filter|webhooks|verification|tax)|supported|refund-requests|memberships|referrals|e-payment\/link))?$/,
  /^\/account\/deletion$/,
  /^\/admin(\/(people\/[\w-]+|audit|refunds|refund-requests|payouts|held-messages|verifications(\/[\w-]+)?))?$/,
  /^\/overlay\/[\w-]+(\/goal\/[\w-]+)?$/,
];

// a creator's page and its tabs, and a post's own page under Snap or Bloc
const CREATOR_PAGE =
  /^\/([A-Za-z0-9_.]{3,30})(?:\/(home|my-goals|question-and-answer|pixel-snap(?:\/(?:image|collection)\/[^/]+)?|pixel-bloc(?:\/[^/]+)?))?$/;

export type SitePage =
  | { kind: 'app' }
  // home: the page opens on its Home tab, which lists the latest gifts
  | { kind: 'creator'; pageUrl: string; home: boolean }
  | { kind: 'unknown' };

/** What a page address is: one of the app's own pages, a creator's page (which may not exist), or nothing. */
export function classifyPage(pathname: string): SitePage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (APP_PAGES.some((pattern) => pattern.test(path))) return { kind: 'app' };
  const creator = CREATOR_PAGE.exec(path);
  if (creator) {
    const tab = creator[2];
    return { kind: 'creator', pageUrl: creator[1]!.toLowerCase(), home: tab === undefined || tab === 'home' };
  }
  return { kind: 'unknown' };
}

/** robots.txt and a sitemap of the public creator pages, for search engines. */
export async function sitePagesRoutes(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    listPublicPages: (limit: number) => Promise<{ pageUrl: string; updatedAt: Date }[]>;
  },
) {
  const { publicUrl, listPublicPages } = options;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    // signed-in pages, the API and the payment provider's stand-in are no use in search results
    return [
      'User-agent: *',
      'Disallow: /dashboard',
      'Disallow: /auth',
      'Disallow: /v1/',
      'Disallow: /sandbox/',
      'Disallow: /dev/',
      'Disallow: /overlay/',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // one sitemap file holds at most 50,000 addresses (sitemaps.org)
    const pages = await listPublicPages(49_990);
    const fixed = ['/', '/explore', '/legal/terms-and-conditions', '/legal/privacy-notice'];
    const entries = [
      ...fixed.map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`),
      ...pages.map(
        (page) =>
          `  <url><loc>${escapeHtml(`${publicUrl}/${page.pageUrl}`)}</loc><lastmod>${page.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  });
}
