/// <reference lib="webworker" />
// PIXEL's service worker (decision 0113), built by web/build/service-worker.ts into dist/sw.js, where Workbox
// writes the list of files to precache in place of `self.__WB_MANIFEST`.
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isBuiltAsset, mayKeep, neverKept } from './caching-rules';
import { notificationTarget, readPushMessage } from './push-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const OFFLINE_PAGE = '/offline.html';

// a new release's worker takes over at once: the pages it serves are the server's, never kept copies, so an
// open tab has nothing of the old release's the new worker could break. A page open when the first worker
// installs is not claimed: its requests keep going straight to the network, and the next page is served
void self.skipWaiting();

// the app's shell: the files every page starts from, the offline page and the icons (build/service-worker.ts)
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// no navigation preload (decision 0123): the browser would preload every navigation in the worker's scope,
// the API's included, and then ask again for those the worker leaves alone, so a one-time address (the
// e-payment sign-in's return) came twice and failed the second time. The registration keeps an earlier
// release's setting: it is turned off, not just left out
navigationPreload.disable();

// pages come from the network, always: what they show is a person's or changes by the minute; when the
// network fails, the offline page. Navigations to the API and the development, sandbox and media pages are
// not the worker's: the browser asks for them itself, once
registerRoute(
  new NavigationRoute(new NetworkOnly(), {
    denylist: [/^\/(v1|dev|sandbox|media)\//],
  }),
);

// the rest of the app's built files (a page's own code, a typeface) as they are first used: their names
// change with their bytes, so a kept copy is never stale
registerRoute(
  ({ url }) => isBuiltAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: 'pixel-assets',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate' && !neverKept(new URL(request.url), self.location.origin)) {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
  return Response.error();
});

self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url },
      ...(message.tag ? { tag: message.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = self.location.origin;
  const target = notificationTarget((event.notification.data as { url?: unknown } | null)?.url, origin);
  event.waitUntil(openTarget(new URL(target, origin).href));
});

/** Focuses a PIXEL window on `href`, else brings an open PIXEL window there, else opens one. */
async function openTarget(href: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === href);
  if (same) return same.focus();
  const open = windows.find((client) => 'focus' in client);
  if (open) {
    const focused = await open.focus();
    // a window the worker does not control cannot be moved: a new one opens instead
    const moved = await focused.navigate(href).catch(() => null);
    if (moved) return moved;
  }
  return self.clients.openWindow(href);
}
