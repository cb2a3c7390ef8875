/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js). What it does:
 * - precaches the offline page, the app's icons and its manifest (the build lists them: __WB_MANIFEST);
 * - keeps the hashed files the pages use (/assets/: code, styles, WebAssembly, fonts) once they have
 *   been fetched, cache first: a hashed file never changes;
 * - the gate (/checkin) and the passes (/passes): network first, else the copy kept from the last
 *   visit, so both open with no network once visited (their data is kept by the pages themselves:
 *   the gate's bundle and scans in IndexedDB, the passes in local storage);
 * - any other page: the network, else the offline page;
 * - the API is left alone: never cached here;
 * - web push: a message from the server (JSON { title, body, url, topic }) is shown as a
 *   notification, one per topic, and a message that is not one the site sends shows nothing; a
 *   click on one shows its page in an open tab of the site (the one already there, else the last
 *   one used), else in a new window (./pwa/push.ts).
 * A page that was loaded before the worker took over tells it which of its files to keep
 * (CACHE_URLS, src/pwa/register.ts), so a first visit is enough.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

import { ASSETS_CACHE, cacheFor, isCacheUrls, OFFLINE_PAGE, PAGES_CACHE } from './pwa/offline';
import { clientToFocus, notificationFor, notificationUrl, parsePushPayload } from './pwa/push';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
void self.skipWaiting();
clientsClaim();

const isAsset = (url: URL) => cacheFor(url, self.location.origin) === ASSETS_CACHE;
const isOfflinePage = (url: URL) => cacheFor(url, self.location.origin) === PAGES_CACHE;

registerRoute(
  ({ url }) => isAsset(url),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isOfflinePage(url),
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 4 }),
);

registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// A page that cannot be fetched, nor found in a cache: the offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
  return Response.error();
});

/**
 * Keeps what a page loaded before the worker took over: of the addresses it sends (everything it
 * fetched), its hashed files and the page itself when it is an offline page.
 */
async function keep(urls: readonly string[]): Promise<void> {
  await Promise.all(
    [...new Set(urls)].map(async (text) => {
      let url: URL;
      try {
        url = new URL(text, self.location.origin);
      } catch {
        return;
      }
      const name = cacheFor(url, self.location.origin);
      if (!name) return;
      const cache = await caches.open(name);
      if (await cache.match(url.href)) return;
      try {
        const response = await fetch(url.href, { credentials: 'same-origin' });
        if (response.ok) await cache.put(url.href, response);
      } catch {
        // Offline already: kept the next time.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  if (isCacheUrls(event.data)) event.waitUntil(keep(event.data.urls));
});

// A push message: its notification (nothing for a payload the site does not send).
self.addEventListener('push', (event) => {
  let text: string | null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    return;
  }
  const payload = parsePushPayload(text);
  if (!payload) return;
  const { title, options } = notificationFor(payload);
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * Shows `href` (a page of this site): in the tab that shows it already, else in the last tab of the
 * site used, taken there, else (no tab, or one the worker may not take elsewhere) in a new window.
 */
async function openPage(href: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const choice = clientToFocus(tabs, href, self.location.origin);
  if (choice) {
    try {
      const tab = await choice.client.focus();
      if (choice.navigate) await tab.navigate(href);
      return;
    } catch {
      // A tab this worker does not control cannot be taken elsewhere: a new window instead.
    }
  }
  await self.clients.openWindow(href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(notificationUrl(event.notification.data, self.location.origin)));
});
