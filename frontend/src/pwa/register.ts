/**
 * Registers the service worker (src/sw.ts, served as /sw.js) once the page has loaded, so it takes
 * nothing from the first view, then tells it which same-origin files this page has already loaded
 * (they were fetched before the worker could keep them): a first visit to /checkin or /passes is
 * enough for the next one to open with no network. Browsers without service workers (and the
 * tests' jsdom) do without; a failure to register changes nothing for the visitor.
 */
import { OFFLINE_PAGES, type CacheUrls } from './offline';

export const SERVICE_WORKER_URL = '/sw.js';

/** The files of this page worth keeping: its hashed assets, and the page itself when it is kept. */
export function loadedUrls(
  location: Pick<Location, 'origin' | 'pathname' | 'href'>,
  resources: readonly string[],
): string[] {
  const urls = resources.filter((name) => {
    try {
      const url = new URL(name);
      return url.origin === location.origin && url.pathname.startsWith('/assets/');
    } catch {
      return false;
    }
  });
  if (OFFLINE_PAGES.includes(location.pathname)) urls.unshift(location.href);
  return [...new Set(urls)];
}

async function register(container: ServiceWorkerContainer): Promise<void> {
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
  const ready = await container.ready;
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .concat(
      [
        ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
          'script[src], link[href]',
        ),
      ].map((element) => ('src' in element ? element.src : element.href)),
    );
  const message: CacheUrls = { type: 'CACHE_URLS', urls: loadedUrls(window.location, resources) };
  ready.active?.postMessage(message);
}

/** Registers the worker after the page's load event, where service workers are supported. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    register(navigator.serviceWorker).catch(() => {
      // No worker (an old browser, a private window): the site works as it always has.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
