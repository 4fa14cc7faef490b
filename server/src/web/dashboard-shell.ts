import { formatCount, formatPesos, parseCentavos, refundRequestRules, type Language } from '@pixel/contract';
import { escapeHtml } from '../lib/html.ts';
import { catalogues, translator } from '../lib/i18n.ts';

/**
 * The first screen of a creator's dashboard drawn by the server (decision 0172), from the same answers the
 * page carries for the app (decision 0138): the title, the request to turn on two-factor sign-in, the refund
 * requests waiting, the balance and the page's link with its counts, so that a phone paints them with the
 * HTML instead of after the app's code. The app's first draw replaces it with the same screen.
 *
 * Sizes, colours and breakpoints are those Mantine computes for the app's components (theme.ts): the shell
 * (68 px header, 248 px menu from 48em, padding 16/32 px), Stack xl (32 px), Title 34/44.2 px 800, Alert
 * light with radius lg, Paper with a border, radius lg and padding lg, Title order 2 at 18 px, Text sm,
 * Button sm with radius xl, SimpleGrid of two from 62em with a 20 px gap. It is drawn in Inter from the files
 * the page preloads, which it waits for (`font-display: block`): in a fallback font the text would have other
 * sizes than the app's, whose own would then be a later, larger paint. Controls that need the app's code
 * (Withdraw, Not now, Share Profile) are drawn as they look, and a tap on one is kept and repeated by the app
 * once it has drawn its own (web/src/lib/early-taps.ts); the links are links.
 */

/** The answers the shell is drawn from, as the API gives them (any may be missing). */
export interface DashboardShellData {
  language: Language;
  /** where the page was asked for (`https://pixel.ph`): the page's link starts with it, as in the app */
  origin: string;
  user: { id: string; profile: { page_url: string; page_name: string } };
  balance?: { amount: string; pending_amount: string } | undefined;
  twoFactorEnabled?: boolean | undefined;
  /** refund requests received that wait for the creator's answer, on the first page */
  refundsWaiting?: number | undefined;
  counts?: { supporters: number; followers: number } | undefined;
  /** "Not now" was pressed on this browser within the week, for this account (`NUDGE_LATER_COOKIE`) */
  nudgePutAway: boolean;
}

/**
 * The cookie "Not now" sets beside the browser's storage for a week (web/src/features/two-factor), holding
 * the account's id, so the server draws the request only where the app will draw it too.
 */
export const NUDGE_LATER_COOKIE = 'pixel_2fa_later';

/** Above this balance (pending included) a creator without two-factor sign-in is asked to turn it on. */
const NUDGE_ABOVE_CENTAVOS = 100_000;

const css = (fonts: string) =>
  `${fonts}
body{margin:0}
.pxd{font-family:"PIXEL Inter","Inter Variable",Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.55;color:#000;background:#f8f9fa;min-height:100vh;-webkit-font-smoothing:antialiased}
.pxd p,.pxd h1,.pxd h2{margin:0}
.pxd a{text-decoration:none;color:inherit}
.pxd-bar{position:fixed;top:0;left:0;right:0;z-index:2;height:67px;border-bottom:1px solid #dee2e6;background:#fff;display:flex;align-items:center;gap:10px;padding:0 16px}
.pxd-burger{box-sizing:border-box;width:28px;height:28px;padding:5px;display:flex;flex-direction:column;justify-content:center;gap:5px}
.pxd-burger i{display:block;height:2px;background:#000}
.pxd-word{display:none;font-weight:900;font-size:20px;letter-spacing:.08em;color:#6a2ed1}
.pxd-mark{display:flex;align-items:center;gap:8px}
.pxd-menu{display:none}
.pxd-main{display:block;box-sizing:border-box;padding:84px 16px 16px}
.pxd-stack{display:flex;flex-direction:column;gap:32px}
.pxd-kicker{color:#666d75;font-size:14px;font-weight:600;line-height:1.55;text-transform:uppercase}
.pxd-name{font-size:34px;font-weight:800;line-height:1.3;overflow-wrap:anywhere}
.pxd-nudge{box-sizing:border-box;padding:16px;border:1px solid transparent;border-radius:16px;background:#e9ddfd;font-size:14px}
.pxd-nudge-title{font-size:16px;font-weight:700;margin-bottom:4px!important}
.pxd-nudge-body{margin-bottom:12px!important}
.pxd-row{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.pxd-btn{display:inline-flex;align-items:center;box-sizing:border-box;width:fit-content;height:36px;padding:0 18px;border:1px solid transparent;border-radius:32px;font-size:14px;font-weight:600;line-height:1;white-space:nowrap}
.pxd-filled{background:#7c3aed;color:#fff!important}
.pxd-gradient{border:0;background:#6a2ed1;color:#fff}
.pxd-light{gap:10px;padding:0 18px 0 12px;background:#e9ddfd;color:#501ea5}
.pxd-later{font-size:14px;font-weight:600;color:#501ea5}
.pxd-card{box-sizing:border-box;min-width:0;padding:20px;border:1px solid #dee2e6;border-radius:16px;background:#fff}
.pxd-refunds{padding:16px;border-color:#f5c27a;background:#fffaf0}
.pxd-refunds a{display:block;width:fit-content;padding:4px 0;font-weight:600;color:#7c3aed}
.pxd-card h2{font-size:18px;font-weight:800;line-height:1.35}
.pxd-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:20px}
.pxd-col{display:flex;flex-direction:column;gap:10px}
.pxd-head{display:flex;align-items:center;justify-content:space-between;gap:16px;margin-bottom:10px}
.pxd-head span{display:flex;align-items:center;gap:8px}
.pxd-icon{display:flex;align-items:center;justify-content:center;width:34px;height:34px;border-radius:32px;color:#501ea5}
.pxd-amount{font-size:clamp(1.75rem,9vw,2.25rem);font-weight:800;line-height:1.15;white-space:nowrap}
.pxd-dim{color:#666d75}
.pxd-sm{font-size:14px}
.pxd-balance .pxd-sm{margin-top:4px}
.pxd-balance .pxd-btn{margin-top:16px}
.pxd-link{display:flex;align-items:center;gap:10px}
.pxd-link a{font-size:18px;font-weight:700;color:#7c3aed;overflow-wrap:anywhere}
.pxd-link .pxd-icon{flex:none;background:#e9ddfd}
.pxd-counts{display:flex;gap:20px;font-size:14px}
.pxd-counts b{font-size:16px;font-weight:800}
.pxd-counts .pxd-dim{font-size:16px}
.pxd-share{margin-top:4px}
.pxd [data-tap]{cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent}
.pxd .pxs-tapped{opacity:.6;cursor:progress}
@media (min-width:36em){.pxd-word{display:inline}}
@media (min-width:48em){.pxd-burger{display:none}.pxd-menu{display:block;position:fixed;top:68px;bottom:0;left:0;width:248px;box-sizing:border-box;padding:16px;border-right:1px solid #dee2e6;background:#fff}.pxd-menu i{display:block;height:36px;margin-bottom:9px;border-radius:8px;background:#e9ecef}.pxd-main{padding:100px 32px 32px 280px}.pxd-refunds{padding:20px}}
@media (min-width:62em){.pxd-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
`
    .trim()
    .replaceAll('\n', '');

const icon = (size: number, body: string) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;
const LOGO = `<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><defs><linearGradient id="pxd-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#pxd-logo)"/><rect x="9" y="8" width="6" height="16" rx="1.5" fill="#fff"/><rect x="15" y="8" width="8" height="6" rx="1.5" fill="#fff"/><rect x="17" y="12" width="6" height="6" rx="1.5" fill="#fff"/></svg>`;
const WALLET = icon(20, '<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M16 12.5h2M3 9h18"/>');
const INFO = icon(
  18,
  '<circle cx="12" cy="12" r="9"/><path d="M12 11v5"/><circle cx="12" cy="7.5" r="0.6" fill="currentColor"/>',
);
const COPY = icon(18, '<rect x="9" y="9" width="11" height="11" rx="2"/><path d="M5 15V6a2 2 0 0 1 2-2h8"/>');
const SHARE = icon(
  18,
  '<circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4"/>',
);

/**
 * The @font-face rules of the shell's typeface: Inter's files that `html` preloads (its Latin letters and the
 * peso sign's own file, web/src/app/fonts.css), under a name of the shell's own. None when it preloads none.
 */
export function shellFontFaces(html: string): string {
  const preloaded = (name: string) =>
    new RegExp(`<link rel="preload" as="font"[^>]*href="(/assets/${name}-[\\w-]+\\.woff2)"`).exec(html)?.[1];
  const face = (href: string, range?: string) =>
    `@font-face{font-family:"PIXEL Inter";font-style:normal;font-display:block;font-weight:100 900;src:url(${href}) format("woff2-variations")${range ? `;unicode-range:${range}` : ''}}`;
  const latin = preloaded('inter-latin-wght-normal');
  const peso = preloaded('inter-peso-wght-normal');
  return [latin && face(latin), peso && face(peso, 'U+20B1')].filter(Boolean).join('');
}

/** "7845.00" -> "₱7,845.00", as the app writes an amount (web/src/lib/money.ts); null when it is no amount. */
function pesos(amount: string): string | null {
  const centavos = parseCentavos(amount);
  return centavos === null ? null : formatPesos(centavos);
}

const wordsOf = (language: Language) => {
  const t = translator(language);
  const words = Object.fromEntries(
    Object.keys(catalogues.en.dashboardShell).map((key) => [key, t(`dashboardShell.${key}`)]),
  ) as Record<keyof (typeof catalogues)['en']['dashboardShell'], string>;
  const shell = (key: string) => t(`shell.${key}`);
  return {
    ...words,
    supporter: shell('supporter'),
    supporters: shell('supporters'),
    follower: shell('follower'),
    followers: shell('followers'),
    home: shell('home'),
    t,
  };
};

/** Whether the app will draw the request to turn on two-factor sign-in (web/src/features/two-factor). */
function asksForTwoFactor(data: DashboardShellData): boolean {
  if (data.nudgePutAway || data.twoFactorEnabled !== false || !data.balance) return false;
  const held = (parseCentavos(data.balance.amount) ?? 0) + (parseCentavos(data.balance.pending_amount) ?? 0);
  return held > NUDGE_ABOVE_CENTAVOS;
}

/** The style element and the markup of a creator's dashboard's first screen, for the page's root element. */
export function dashboardShell(data: DashboardShellData, fonts: string): string {
  const e = escapeHtml;
  const w = wordsOf(data.language);
  const { page_url: pageUrl, page_name: pageName } = data.user.profile;
  const nudge = asksForTwoFactor(data)
    ? `<div class="pxd-nudge" role="region" aria-label="${e(w.nudgeTitle)}"><p class="pxd-nudge-title">${e(w.nudgeTitle)}</p><p class="pxd-nudge-body">${e(w.nudgeBody)}</p><div class="pxd-row"><a class="pxd-btn pxd-filled" href="/dashboard/settings/security">${e(w.nudgeTurnOn)}</a><span class="pxd-later" data-tap="not-now">${e(w.nudgeNotNow)}</span></div></div>`
    : '';
  const waiting = data.refundsWaiting ?? 0;
  const refunds =
    waiting > 0
      ? `<section class="pxd-card pxd-refunds"><div class="pxd-col"><h2>${e(w.t(waiting === 1 ? 'dashboardShell.refundsOne' : 'dashboardShell.refundsMany', { count: waiting }))}</h2><p class="pxd-sm">${e(w.t('dashboardShell.refundsText', { days: refundRequestRules.creatorDays }))}</p><a href="/dashboard/refund-requests">${e(w.refundsLink)}</a></div></section>`
      : '';
  const amount = data.balance && pesos(data.balance.amount);
  const pending = data.balance && pesos(data.balance.pending_amount);
  const [pendingBefore = '', pendingAfter = ''] = w
    .t('dashboardShell.balancePending', { amount: '\u0000' })
    .split('\u0000');
  const balance = `<section class="pxd-card pxd-balance"><div class="pxd-head"><span>${WALLET}<h2>${e(w.balanceTitle)}</h2></span><span class="pxd-icon">${INFO}</span></div>${
    amount && pending
      ? `<p class="pxd-amount">${amount}</p><p class="pxd-sm pxd-dim">${e(pendingBefore)}<strong>${pending}</strong>${e(pendingAfter)}</p><span class="pxd-btn pxd-gradient" data-tap="withdraw">${e(w.withdraw)}</span>`
      : ''
  }</section>`;
  const link = `${data.origin}/${pageUrl}`;
  // where the app's address text may wrap: after a slash between two parts (components/ui/address-text.tsx)
  const linkText = link
    .split(/(?<=[^/]\/)(?!\/)|(?<=[?&])/)
    .map(e)
    .join('<wbr>');
  const count = (n: number, one: string, many: string) =>
    `<p><b>${formatCount(n)}</b> <span class="pxd-dim">${e(n === 1 ? one : many)}</span></p>`;
  const counts = data.counts
    ? `<div class="pxd-counts">${count(data.counts.supporters, w.supporter, w.supporters)}${count(data.counts.followers, w.follower, w.followers)}</div>`
    : '';
  const pageLink = `<div class="pxd-card pxd-col"><h2>${e(w.pageLinkTitle)}</h2><p class="pxd-sm pxd-dim">${e(w.pageLinkHint)}</p><div class="pxd-link"><a href="${e(link)}">${linkText}</a><span class="pxd-icon">${COPY}</span></div>${counts}<span class="pxd-btn pxd-light pxd-share" data-tap="share-profile">${SHARE}${e(w.shareProfile)}</span></div>`;
  return `<style>${css(fonts)}</style><div class="pxd"><header class="pxd-bar"><span class="pxd-burger" aria-hidden="true"><i></i><i></i><i></i></span><a class="pxd-mark" href="/dashboard" aria-label="${e(w.home)}">${LOGO}<span class="pxd-word">PIXEL</span></a></header><div class="pxd-menu" aria-hidden="true">${'<i></i>'.repeat(8)}</div><main class="pxd-main"><div class="pxd-stack"><div><p class="pxd-kicker">${e(w.title)}</p><h1 class="pxd-name" elementtiming="first-screen">${e(pageName)}</h1></div>${nudge}${refunds}<div class="pxd-grid">${balance}${pageLink}</div></div></main></div>`;
}
