import type { FastifyInstance } from 'fastify';
import { appPages, creatorPages } from '@pixel/contract';
import { escapeHtml } from '../lib/html.ts';

/**
 * One pattern for page addresses (the contract's `appPages`, `creatorPages`): a `:name` segment is any one
 * segment, `:pageUrl` a page address as sign-up takes them, captured.
 */
function patternOf(pages: readonly string[]) {
  const alternatives = pages.map((page) =>
    page
      .split('/')
      .map((segment) =>
        segment === ':pageUrl'
          ? '([A-Za-z0-9_.]{3,30})'
          : segment.startsWith(':')
            ? '[^/]+'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/'),
  );
  return new RegExp(`^(?:${alternatives.map((alternative) => alternative || '/').join('|')})$`);
}

const APP_PAGES = patternOf(appPages);
const CREATOR_PAGES = creatorPages.map((page) => ({
  pattern: patternOf([page]),
  home: /^\/:pageUrl(\/home)?$/.test(page),
  card: page === '/:pageUrl/card',
}));

export type SitePage =
  | { kind: 'app' }
  // home: the page opens on its Home tab, which lists the latest gifts; card: the link-in-bio card
  | { kind: 'creator'; pageUrl: string; home: boolean; card: boolean }
  | { kind: 'unknown' };

/** What a page address is: one of the app's own pages, a creator's page (which may not exist), or nothing. */
export function classifyPage(pathname: string): SitePage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (APP_PAGES.test(path)) return { kind: 'app' };
  for (const { pattern, home, card } of CREATOR_PAGES) {
    const creator = pattern.exec(path);
    if (creator) return { kind: 'creator', pageUrl: creator[1]!.toLowerCase(), home, card };
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
      // the widget's form, a copy of the creator page's Support Me for other sites' frames
      'Disallow: /embed/',
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
