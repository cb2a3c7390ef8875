/**
 * What the service worker (src/sw.ts) and the page (./register.ts) agree on: the pages that open
 * with no network once visited, the caches' names and the message a page sends the worker.
 */

/** The pages kept for use with no network: the gate and the passes. */
export const OFFLINE_PAGES: readonly string[] = ['/checkin', '/passes'];

/** The page shown for any other page when there is no network (public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

export const ASSETS_CACHE = 'fest-assets';
export const PAGES_CACHE = 'fest-pages';

/** "Keep these": the files a page loaded before the worker took over. */
export interface CacheUrls {
  type: 'CACHE_URLS';
  urls: string[];
}

export function isCacheUrls(data: unknown): data is CacheUrls {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<CacheUrls>;
  return (
    message.type === 'CACHE_URLS' &&
    Array.isArray(message.urls) &&
    message.urls.every((u) => typeof u === 'string')
  );
}

/** The addresses of `entries` (a page's resource timings) that were fetched past the worker: those
 * it could not keep itself (fetched before it controlled the page; `workerStart` is 0 for them). */
export function fetchedPastWorker(
  entries: readonly Pick<PerformanceResourceTiming, 'name' | 'workerStart'>[],
): string[] {
  return entries.filter((e) => e.workerStart === 0).map((e) => e.name);
}

/** Which of the worker's caches keeps `url` (a page asked it to): hashed files and the offline pages
 * of this site, nothing else (never the API). */
export function cacheFor(
  url: URL,
  origin: string,
): typeof ASSETS_CACHE | typeof PAGES_CACHE | null {
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/assets/')) return ASSETS_CACHE;
  if (OFFLINE_PAGES.includes(url.pathname)) return PAGES_CACHE;
  return null;
}
