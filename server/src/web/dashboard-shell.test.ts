import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Language } from '@pixel/contract';
import { catalogues } from '../lib/i18n.ts';
import { readableText } from '../test/readable-text.ts';
import { dashboardShell, shellFontFaces, type DashboardShellData } from './dashboard-shell.ts';

const creator: DashboardShellData = {
  language: 'en',
  origin: 'https://pixel.ph',
  user: { id: 'c0ffee00-0000-4000-8000-000000000001', profile: { page_url: 'ana', page_name: 'Ana' } },
  balance: { amount: '900.00', pending_amount: '0.00' },
  twoFactorEnabled: false,
  refundsWaiting: 0,
  counts: { supporters: 1, followers: 1_234 },
  nudgePutAway: false,
};

const shown = (changes: Partial<DashboardShellData>) =>
  readableText(dashboardShell({ ...creator, ...changes }, ''));

describe("a creator's dashboard drawn by the server", () => {
  it('asks for two-factor sign-in as the app does: over ₱1,000.00 with what is pending, when it is off', () => {
    const asks = (changes: Partial<DashboardShellData>) => shown(changes).includes('Protect your earnings');
    expect(asks({})).toBe(false);
    expect(asks({ balance: { amount: '900.00', pending_amount: '100.01' } })).toBe(true);
    expect(asks({ balance: { amount: '900.00', pending_amount: '100.00' } })).toBe(false);
    expect(asks({ balance: { amount: '5000.00', pending_amount: '0.00' } })).toBe(true);
    // on, not known, put away on this browser, or a balance not known
    const rich = { balance: { amount: '5000.00', pending_amount: '0.00' } };
    expect(asks({ ...rich, twoFactorEnabled: true })).toBe(false);
    expect(asks({ ...rich, twoFactorEnabled: undefined })).toBe(false);
    expect(asks({ ...rich, nudgePutAway: true })).toBe(false);
    expect(asks({ balance: undefined })).toBe(false);
  });

  it('shows the refund requests waiting, one or many, and the way to them', () => {
    expect(shown({})).not.toContain('refund');
    expect(shown({ refundsWaiting: 1 })).toContain(
      '1 refund request waiting for your answer Answer within 3 days of each request; after that, PIXEL support decides. See refund requests',
    );
    expect(shown({ refundsWaiting: 2 })).toContain('2 refund requests waiting for your answer');
    expect(dashboardShell({ ...creator, refundsWaiting: 2 }, '')).toContain(
      'href="/dashboard/refund-requests"',
    );
    expect(shown({ refundsWaiting: 2, language: 'fil' })).toContain(
      '2 na hiling na refund ang naghihintay ng sagot mo Sumagot sa loob ng 3 araw',
    );
  });

  it('writes amounts, counts and the page link as the app does, and leaves out what it does not know', () => {
    expect(shown({ balance: { amount: '1234567.5', pending_amount: '0.05' } })).toContain(
      'Available balance ₱1,234,567.50 Pending: ₱0.05 Withdraw',
    );
    expect(shown({})).toContain('https://pixel.ph/ ana 1 Supporter 1,234 Followers Share Profile');
    expect(shown({ balance: undefined, counts: undefined })).toBe(
      'PIXEL Dashboard Ana Available balance Your page link Share it with your supporters so they can send you ' +
        'gifts and buy your photos. https://pixel.ph/ ana Share Profile',
    );
  });

  it('marks the buttons whose early taps the app repeats (web/src/lib/early-taps.ts)', () => {
    const html = dashboardShell({ ...creator, balance: { amount: '5000.00', pending_amount: '0.00' } }, '');
    for (const tap of ['not-now', 'withdraw', 'share-profile']) {
      expect(html.match(new RegExp(`data-tap="${tap}"`, 'g')), tap).toHaveLength(1);
    }
  });

  it("has the landmarks of the app's page, so a screen reader finds its way before the app has drawn it", () => {
    const html = dashboardShell(creator, '');
    expect(html.match(/<header[ >]/g)).toHaveLength(1);
    expect(html.match(/<main[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<main[^>]*>.*<h1[^>]*>Ana<\/h1>.*<\/main>/);
  });

  it('writes what a creator typed as text, never as markup', () => {
    const html = dashboardShell(
      {
        ...creator,
        user: { ...creator.user, profile: { page_url: 'ana', page_name: '<img src=x onerror=alert(1)>' } },
      },
      '',
    );
    expect(html).not.toContain('<img');
    expect(readableText(html)).toContain('Dashboard <img src=x onerror=alert(1)> Available balance');
  });

  it("draws its text in the typeface's files the page preloads, and without them when there are none", () => {
    const page =
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2">' +
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-peso-wght-normal-j77gqLUX.woff2">';
    const faces = shellFontFaces(page);
    expect(faces).toContain('src:url(/assets/inter-latin-wght-normal-Dx4kXJAl.woff2)');
    expect(faces).toMatch(
      /inter-peso-wght-normal-j77gqLUX\.woff2\) format\("woff2-variations"\);unicode-range:U\+20B1/,
    );
    expect(faces.match(/font-display:block/g)).toHaveLength(2);
    expect(shellFontFaces('<title>PIXEL</title>')).toBe('');
  });

  it("says what the app says, in both languages: the web app's own words", async () => {
    // the web app's catalogues, read as data (the server never imports the web app's code)
    const webCatalogue = async (language: Language) => {
      const file = path.resolve(import.meta.dirname, `../../../web/src/locales/${language}/index.ts`);
      return ((await import(pathToFileURL(file).href)) as Record<Language, Record<string, unknown>>)[
        language
      ]!;
    };
    for (const language of ['en', 'fil'] as const) {
      const web = (await webCatalogue(language)) as {
        dashboard: { title: string; pageLink: Record<string, string> };
        twoFactor: { nudge: Record<string, string> };
        refundRequests: { card: Record<string, string> };
        wallet: { balance: Record<string, string> };
        common: Record<string, string>;
        layout: Record<string, string>;
      };
      const { nudge } = web.twoFactor;
      const { card } = web.refundRequests;
      const { balance } = web.wallet;
      expect(catalogues[language].dashboardShell, language).toEqual({
        title: web.dashboard.title,
        nudgeTitle: nudge.title,
        nudgeBody: nudge.body,
        nudgeTurnOn: nudge.turnOn,
        nudgeNotNow: nudge.notNow,
        refundsOne: card.titleOne,
        refundsMany: card.titleMany,
        refundsText: card.text,
        refundsLink: card.link,
        balanceTitle: balance.title,
        // the app's amount in bold is the shell's markup
        balancePending: balance.pending!.replace('<strong>{{amount}}</strong>', '{{amount}}'),
        withdraw: balance.withdraw,
        pageLinkTitle: web.dashboard.pageLink.title,
        pageLinkHint: web.dashboard.pageLink.hint,
        shareProfile: web.dashboard.pageLink.shareProfile,
      });
      const { shell } = catalogues[language];
      expect(
        [shell.supporter, shell.supporters, shell.follower, shell.followers, shell.home],
        language,
      ).toEqual([
        web.common.supporter,
        web.common.supporters,
        web.common.follower,
        web.common.followers,
        web.layout.home,
      ]);
    }
  });
});
