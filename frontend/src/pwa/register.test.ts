import { describe, expect, it } from 'vitest';

import {
  ASSETS_CACHE,
  cacheFor,
  fetchedPastWorker,
  isCacheUrls,
  OFFLINE_PAGES,
  PAGES_CACHE,
} from './offline';

const origin = 'https://fest.example';
const kept = (text: string) => cacheFor(new URL(text), origin);

describe('what the service worker keeps of what a page fetched', () => {
  it('keeps the hashed files of this site, and the gate and the passes pages', () => {
    expect(kept('https://fest.example/assets/index-abc.js')).toBe(ASSETS_CACHE);
    expect(kept('https://fest.example/assets/fest_scanner_island_bg-123.wasm')).toBe(ASSETS_CACHE);
    expect(kept('https://fest.example/checkin')).toBe(PAGES_CACHE);
    expect(kept('https://fest.example/passes?x=1')).toBe(PAGES_CACHE);
    expect(OFFLINE_PAGES).toEqual(['/checkin', '/passes']);
  });

  it('keeps no other page, never the API, nothing of another site', () => {
    expect(kept('https://fest.example/aboutUs')).toBeNull();
    expect(kept('https://fest.example/api/v1/checkin/bundle')).toBeNull();
    expect(kept('https://fest.example/media/intro.mp4')).toBeNull();
    expect(kept('https://accounts.google.com/assets/x.js')).toBeNull();
  });

  it('takes only a well-formed message', () => {
    expect(isCacheUrls({ type: 'CACHE_URLS', urls: ['/assets/a.js'] })).toBe(true);
    expect(isCacheUrls({ type: 'CACHE_URLS', urls: [1] })).toBe(false);
    expect(isCacheUrls({ type: 'OTHER', urls: [] })).toBe(false);
    expect(isCacheUrls(null)).toBe(false);
    expect(isCacheUrls('CACHE_URLS')).toBe(false);
  });

  it('is told the files a page fetched past the worker, not those the worker served', () => {
    const entries = [
      { name: 'https://fest.example/assets/index-abc.js', workerStart: 0 },
      { name: 'https://fest.example/assets/fest_scanner_island_bg-1.wasm', workerStart: 0 },
      { name: 'https://fest.example/assets/checkin-def.js', workerStart: 812.5 },
    ];
    expect(fetchedPastWorker(entries)).toEqual([
      'https://fest.example/assets/index-abc.js',
      'https://fest.example/assets/fest_scanner_island_bg-1.wasm',
    ]);
    expect(fetchedPastWorker([])).toEqual([]);
  });
});
