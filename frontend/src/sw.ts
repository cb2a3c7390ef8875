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
 * - the API is left alone: never cached here.
 * A page that was loaded before the worker took over tells it which of its files to keep
 * (CACHE_URLS, src/pwa/register.ts), so a first visit is enough.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

import { ASSETS_CACHE, OFFLINE_PAGE, OFFLINE_PAGES, PAGES_CACHE, isCacheUrls } from './pwa/offline';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
void self.skipWaiting();
clientsClaim();

const isAsset = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const isOfflinePage = (url: URL) =>
  url.origin === self.location.origin && OFFLINE_PAGES.includes(url.pathname);

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

/** Keeps what a page loaded before the worker took over: its hashed files, and the page itself. */
async function keep(urls: readonly string[]): Promise<void> {
  const assets = await caches.open(ASSETS_CACHE);
  const pages = await caches.open(PAGES_CACHE);
  await Promise.all(
    urls.map(async (text) => {
      const url = new URL(text, self.location.origin);
      const cache = isAsset(url) ? assets : isOfflinePage(url) ? pages : null;
      if (!cache || (await cache.match(url.href))) return;
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
