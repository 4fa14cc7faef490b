/**
 * The dashboard's frame, drawn by the HTML itself: the header with the wordmark, the menu's place and the
 * page's, in grey until the app's code arrives and draws the dashboard over it. On a slow phone network that
 * code takes seconds, and a blank white page in the meantime reads as a page that is broken.
 *
 * It sits inside the app's root element, which the app replaces when it first draws (as it replaces a
 * creator page's server-drawn header), so it needs no script of its own, and it holds no image or
 * `elementtiming` for the entry to wait for.
 */
const frame = `<div class="df" role="status">
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
<div class="dfc"><div class="dfb" style="height:40px;max-width:320px"></div><div class="dfb" style="height:160px"></div><div class="dfb" style="height:280px"></div><span class="dfv">Loading your dashboard…</span></div>
</div>`;

/** index.html with the dashboard's frame in its root element (as it is, when it has no empty root). */
export function withDashboardFrame(indexHtml: string): string {
  return indexHtml.replace('<div id="root"></div>', `<div id="root">${frame.replace(/\n/g, '')}</div>`);
}

/** The addresses of the signed-in dashboard; its hashtag pages are open to visitors, in the site's frame. */
export const isDashboardPage = (pathname: string) =>
  /^\/dashboard(\/|$)/.test(pathname) && !pathname.startsWith('/dashboard/explore/hashtags/');
