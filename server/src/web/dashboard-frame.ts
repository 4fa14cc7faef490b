import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dashboardFirstCalls, languages, type DashboardFirstCall, type Language } from '@pixel/contract';
import { escapeHtml } from '../lib/html.ts';
import { translator } from '../lib/i18n.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { dashboardShell, shellFontFaces, type DashboardShellData } from './dashboard-shell.ts';
import { scriptJsonText } from './first-paint.ts';

/**
 * The dashboard's frame, drawn by the HTML itself: the header with the wordmark, the menu's place and the
 * page's, in grey until the app's code arrives and draws the dashboard over it. On a slow phone network that
 * code takes seconds, and a blank white page in the meantime reads as a page that is broken.
 *
 * It sits inside the app's root element, which the app replaces when it first draws (as it replaces a
 * creator page's server-drawn header), so it needs no script of its own, and it holds no image or
 * `elementtiming` for the entry to wait for. What it says to a screen reader is in the reader's language.
 */
const frame = (loading: string) =>
  `<div class="df" role="status">
<style>
.df{position:fixed;inset:0;background:#f8f9fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.df .dfh{height:68px;background:#fff;border-bottom:1px solid #dee2e6;display:flex;align-items:center;gap:8px;padding:0 16px}
.df .dfm{width:28px;height:28px;border-radius:7px;background:linear-gradient(135deg,#7c3aed,#ec4899)}
.df .dfw{font-weight:900;font-size:20px;letter-spacing:.08em;color:#6a2ed1}
.df .dfn{display:none}
.df .dfc{padding:16px}
.df .dfb{background:#e9ecef;border-radius:12px;margin-bottom:16px;animation:dfp 1.6s ease-in-out infinite}
.df .dfv{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (min-width:48em){.df .dfn{display:block;position:fixed;top:69px;bottom:0;left:0;width:248px;background:#fff;border-right:1px solid #dee2e6;padding:16px;box-sizing:border-box}
.df .dfn .dfb{height:36px;margin-bottom:8px;border-radius:8px}.df .dfc{margin-left:248px;padding:32px}}
@keyframes dfp{50%{opacity:.55}}
@media (prefers-reduced-motion:reduce){.df .dfb{animation:none}}
</style>
<div class="dfh"><span class="dfm"></span><span class="dfw">PIXEL</span></div>
<div class="dfn"><div class="dfb"></div><div class="dfb"></div><div class="dfb"></div><div class="dfb"></div><div class="dfb"></div></div>
<div class="dfc"><div class="dfb" style="height:40px;max-width:320px"></div><div class="dfb" style="height:160px"></div><div class="dfb" style="height:280px"></div><span class="dfv">${escapeHtml(loading)}</span></div>
</div>`.replace(/\n/g, '');

/**
 * index.html with the dashboard's frame in its root element, in `language` (as it is, when it has no empty
 * root).
 */
export function withDashboardFrame(indexHtml: string, language: Language = 'en'): string {
  const loading = translator(language)('shell.loadingDashboard');
  return indexHtml.replace('<div id="root"></div>', () => `<div id="root">${frame(loading)}</div>`);
}

/** The addresses of the signed-in dashboard; its hashtag pages are open to visitors, in the site's frame. */
export const isDashboardPage = (pathname: string) =>
  /^\/dashboard(\/|$)/.test(pathname) && !pathname.startsWith('/dashboard/explore/hashtags/');

/** The dashboard's own home, the page whose first screen `dashboardFirstCalls` are. */
export const isDashboardHome = (pathname: string) => pathname === '/dashboard' || pathname === '/dashboard/';

/** What a signed-in creator's dashboard first shows, as the API answers it to them (decision 0138). */
export interface DashboardFirstAnswers {
  /** the signed-in person, as `GET /v1/auth/session` answers (its `data`) */
  user: DashboardShellData['user'];
  /** each of `dashboardFirstCalls` that answered 200, its body as sent */
  answers: Partial<Record<DashboardFirstCall, string>>;
}

/**
 * The dashboard's home with its first screen (decisions 0138, 0172): `pages` (the build's dashboard.html in
 * each language) with the screen drawn by the server in its root element, and the answers it was drawn from
 * written after it, where the app reads them before its first draw.
 */
export function dashboardHomeWriter(pages: Record<Language, string>) {
  const parts = Object.fromEntries(
    languages.map((language) => {
      const html = pages[language];
      const root = html.indexOf(EMPTY_ROOT);
      const body = html.search(/<\/body>/i);
      const split =
        root < 0 || body < root
          ? [html, '', '']
          : [html.slice(0, root), html.slice(root + EMPTY_ROOT.length, body), html.slice(body)];
      return [language, split];
    }),
  ) as Record<Language, [string, string, string]>;
  const fonts = Object.fromEntries(
    languages.map((language) => [language, shellFontFaces(pages[language])]),
  ) as Record<Language, string>;
  return (
    language: Language,
    first: DashboardFirstAnswers,
    drawn: Omit<DashboardShellData, 'language' | 'user' | keyof ReturnType<typeof shellFacts>>,
  ) => {
    const [before, middle, after] = parts[language];
    const shell = dashboardShell(
      { language, user: first.user, ...shellFacts(first.answers), ...drawn },
      fonts[language],
    );
    const kept = Object.entries(first.answers).map(([call, body]) => `${JSON.stringify(call)}:${body}`);
    const json = `{"user":${JSON.stringify(first.user)},"answers":{${kept.join(',')}}}`;
    return `${before}<div id="root">${shell}</div>${middle}<script id="pixel-data" type="application/json">${scriptJsonText(json)}</script>${after}`;
  };
}

const EMPTY_ROOT = '<div id="root"></div>';

/** What the shell draws, read from the answers (each left out when its answer is missing or unexpected). */
function shellFacts(answers: DashboardFirstAnswers['answers']) {
  const read = <T>(call: DashboardFirstCall, pick: (data: never) => T): T | undefined => {
    const body = answers[call];
    if (!body) return undefined;
    try {
      return pick((JSON.parse(body) as { data: never }).data);
    } catch {
      return undefined;
    }
  };
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const balance = read('/v1/user/balance', (data: { amount: unknown; pending_amount: unknown }[]) => {
    const [first] = data;
    return typeof first?.amount === 'string' && typeof first.pending_amount === 'string'
      ? { amount: first.amount, pending_amount: first.pending_amount }
      : undefined;
  });
  const twoFactorEnabled = read('/v1/user/two-factor', (data: { enabled: unknown }) =>
    typeof data.enabled === 'boolean' ? data.enabled : undefined,
  );
  const refundsWaiting = read(
    '/v1/user/refund-requests?side=received&page=1',
    (data: { status: unknown }[]) => data.filter((request) => request.status === 'awaiting_creator').length,
  );
  const counts = read(
    '/v1/profile/:pageUrl',
    (data: { donation_count: unknown; follower_count: unknown }) => {
      const [supporters, followers] = [number(data.donation_count), number(data.follower_count)];
      return supporters === undefined || followers === undefined ? undefined : { supporters, followers };
    },
  );
  return { balance, twoFactorEnabled, refundsWaiting, counts };
}

/**
 * What a signed-in creator's dashboard first shows, as the API answers it to them (decision 0138): who is
 * signed in (`GET /v1/auth/session`) and the answer of each of `dashboardFirstCalls`, or null for anyone
 * else (no session, or an account whose page is still empty, whose dashboard opens on a supporter's home),
 * whose dashboard comes as it did.
 *
 * Each call is made through the app itself (`inject`) with the request's cookies, language and address: the
 * answer is the one its route gives that person, through its own checks, schema and rate limit, and never
 * anyone else's. One that does not answer 200 is left out, and the app asks for it as usual.
 */
export async function dashboardFirstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<DashboardFirstAnswers | null> {
  if (!request.cookies?.[SESSION_COOKIE]) return null;
  await app.identify(request);
  const user = request.user;
  if (!user) return null;
  const headers = Object.fromEntries(
    (['cookie', 'accept-language', 'user-agent'] as const).flatMap((name) => {
      const value = request.headers[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const ask = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    if (answer.statusCode === 200) return answer.body;
    request.log.warn({ url, status: answer.statusCode }, 'a dashboard first answer was left out');
    return null;
  };
  const pageUrl = encodeURIComponent(user.pageUrl);
  const [session, ...answers] = await Promise.all([
    ask('/v1/auth/session'),
    ...dashboardFirstCalls.map((call) => ask(call.replace(':pageUrl', pageUrl))),
  ]);
  const home = answers[dashboardFirstCalls.indexOf('/v1/user/home')];
  const signedIn = session
    ? (JSON.parse(session) as { data: DashboardFirstAnswers['user'] | null }).data
    : null;
  if (!signedIn || !home || !(JSON.parse(home) as { data: { has_page: boolean } }).data.has_page) {
    return null;
  }
  const kept = dashboardFirstCalls.flatMap((call, i) => (answers[i] ? [[call, answers[i]] as const] : []));
  return { user: signedIn, answers: Object.fromEntries(kept) };
}
