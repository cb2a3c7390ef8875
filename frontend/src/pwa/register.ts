/**
 * Registers the service worker (src/sw.ts, served as /sw.js) once the page has loaded, so it takes
 * nothing from the first view, then tells it what this page has fetched so far (before the worker
 * could keep it); the worker keeps what is worth keeping (./offline.ts, cacheFor): a first visit to
 * /checkin or /passes is enough for the next one to open with no network. Browsers without service
 * workers (the tests' jsdom, the prerender) do without; a failure to register changes nothing for
 * the visitor.
 * Small on purpose: it is part of every page's first JavaScript.
 */
import type { CacheUrls } from './offline';

/** Registers the worker after the page's load event, where service workers are supported. */
export function registerServiceWorker(): void {
  // Also imported where there is no browser at all: the build's prerender (Node has no navigator).
  if (typeof navigator === 'undefined') return;
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers) return;
  const start = () => {
    workers
      .register('/sw.js')
      .then(() => workers.ready)
      .then((ready) => {
        const urls = [
          location.href,
          ...performance.getEntriesByType('resource').map((e) => e.name),
        ];
        ready.active?.postMessage({ type: 'CACHE_URLS', urls } satisfies CacheUrls);
      })
      .catch(() => {
        // No worker (an old browser, a private window): the site works as it always has.
      });
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
