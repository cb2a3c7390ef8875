/** Every media file the public pages point at is in public/ (self-hosted, nothing from outside). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { catalogue } from 'fest-shared-wasm';
import { describe, expect, it } from 'vitest';

import { CA_PAGE } from '@/features/ca-landing/data';
import { INTRO_VIDEO, STRIP_CARDS } from '@/features/home/data';
import { MERCH_ITEMS } from '@/features/merch/data';
import { PARTNERS, POWERED_BY, PREVIOUS_SPONSORS } from '@/features/sponsors/data';

const publicDir = join(import.meta.dirname, '../../public');
const file = (url: string) => join(publicDir, url);

describe('the self-hosted media', () => {
  it('has an icon for every catalogue event', () => {
    for (const event of catalogue().events) {
      expect(existsSync(file(`/media/icons/${event.icon}.svg`)), event.icon).toBe(true);
    }
  });

  it('has every image the pages name', () => {
    const urls = [
      ...STRIP_CARDS.map((card) => card.image),
      ...[...PREVIOUS_SPONSORS, ...POWERED_BY, ...PARTNERS].map((sponsor) => sponsor.logo),
      ...MERCH_ITEMS.flatMap((item) => [item.front, item.back]),
      ...CA_PAGE.partners.map((logo) => logo.src),
      '/media/logo-mark.svg',
      '/media/og-image.jpg',
    ];
    for (const url of urls) expect(existsSync(file(url)), url).toBe(true);
  });

  it('has a short intro video in WebM and MP4 (each under 300 KB) with its poster', () => {
    for (const url of [INTRO_VIDEO.webm, INTRO_VIDEO.mp4]) {
      expect(statSync(file(url)).size, url).toBeLessThan(300 * 1024);
    }
    expect(existsSync(file(INTRO_VIDEO.poster))).toBe(true);
  });

  it('lists the open pages in the sitemap and points robots.txt at it', () => {
    const sitemap = readFileSync(file('/sitemap.xml'), 'utf8');
    for (const path of ['/', '/event/ins', '/ca', '/aboutUs', '/sponsor', '/merch']) {
      expect(sitemap).toContain(`<loc>https://infinito.example${path}</loc>`);
    }
    expect(readFileSync(file('/robots.txt'), 'utf8')).toContain(
      'Sitemap: https://infinito.example/sitemap.xml',
    );
  });
});
