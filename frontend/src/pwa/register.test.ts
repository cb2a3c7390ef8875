import { describe, expect, it } from 'vitest';

import { isCacheUrls, OFFLINE_PAGES } from './offline';
import { loadedUrls } from './register';

const at = (path: string) => ({
  origin: 'https://fest.example',
  pathname: path,
  href: `https://fest.example${path}`,
});

describe('what a page asks the service worker to keep', () => {
  const resources = [
    'https://fest.example/assets/index-abc.js',
    'https://fest.example/assets/checkin-page-def.js',
    'https://fest.example/assets/fest_scanner_island_bg-123.wasm',
    'https://fest.example/assets/index-abc.js',
    'https://fest.example/api/v1/checkin/bundle',
    'https://fest.example/media/intro.mp4',
    'https://accounts.google.com/gsi/client',
    'not a url',
  ];

  it('keeps the hashed files of this site, once each, and the gate page itself', () => {
    expect(loadedUrls(at('/checkin'), resources)).toEqual([
      'https://fest.example/checkin',
      'https://fest.example/assets/index-abc.js',
      'https://fest.example/assets/checkin-page-def.js',
      'https://fest.example/assets/fest_scanner_island_bg-123.wasm',
    ]);
  });

  it('keeps no other page, and never the API', () => {
    const urls = loadedUrls(at('/aboutUs'), resources);
    expect(urls).not.toContain('https://fest.example/aboutUs');
    expect(urls.some((u) => u.includes('/api/'))).toBe(false);
    expect(OFFLINE_PAGES).toEqual(['/checkin', '/passes']);
  });

  it('the worker takes only a well-formed message', () => {
    expect(isCacheUrls({ type: 'CACHE_URLS', urls: ['/assets/a.js'] })).toBe(true);
    expect(isCacheUrls({ type: 'CACHE_URLS', urls: [1] })).toBe(false);
    expect(isCacheUrls({ type: 'OTHER', urls: [] })).toBe(false);
    expect(isCacheUrls(null)).toBe(false);
    expect(isCacheUrls('CACHE_URLS')).toBe(false);
  });
});
