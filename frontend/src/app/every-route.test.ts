import { describe, expect, it } from 'vitest';

import { loadShared } from '@/lib/wasm';

import { EVERY_ROUTE } from '../../e2e/every-route';

/** Whether `path` has the shape of `pattern` (`:name` one segment, `:name?` one or none). */
function fits(pattern: string, path: string): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const segments = path.split('/').filter(Boolean);
  let i = 0;
  for (const part of parts) {
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment === undefined) return part.endsWith('?');
    } else if (segment?.toLowerCase() !== part.toLowerCase()) {
      return false;
    }
    i += 1;
  }
  return i >= segments.length;
}

describe('the accessibility check of every route', () => {
  it('opens an address of every page the shared rules know, and only pages', async () => {
    const shared = await loadShared();
    const missing = shared.pagePatterns().filter((p) => !EVERY_ROUTE.some((path) => fits(p, path)));
    expect(missing).toEqual([]);
    expect(EVERY_ROUTE.filter((path) => !shared.isPage(path))).toEqual([]);
  });
});
