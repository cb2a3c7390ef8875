/**
 * Registers the service worker (src/sw.ts, served as /sw.js) once the page has loaded, so it takes
 * nothing from the first view, then tells it what this page fetched past it (before the worker
 * controlled the page), as each file arrives: the worker keeps what is worth keeping
 * (./offline.ts, cacheFor), so a first visit to /checkin or /passes is enough for the next one to
 * open with no network, the scanner's WebAssembly included however late it comes. Browsers without
 * service workers (the tests' jsdom, the prerender) do without; a failure to register changes
 * nothing for the visitor.
 * Small on purpose: it is part of every page's first JavaScript.
 */
import { fetchedPastWorker, type CacheUrls } from './offline';

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
        const keep = (urls: string[]) => {
          if (urls.length)
            ready.active?.postMessage({ type: 'CACHE_URLS', urls } satisfies CacheUrls);
        };
        keep([location.href]);
        // Every file fetched so far and from now on that went past the worker: a file asked for
        // before the worker took over may arrive after this point (a lazy page's code, the
        // scanner's WebAssembly), and would otherwise be kept by nobody.
        const observer = new PerformanceObserver((list) => {
          keep(fetchedPastWorker(list.getEntries() as PerformanceResourceTiming[]));
        });
        try {
          observer.observe({ type: 'resource', buffered: true });
        } catch {
          keep(
            fetchedPastWorker(
              performance.getEntriesByType('resource') as PerformanceResourceTiming[],
            ),
          );
        }
      })
      .catch(() => {
        // No worker (an old browser, a private window): the site works as it always has.
      });
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
