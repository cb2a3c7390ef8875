import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { loadShared } from '@/lib/wasm';

import { discovered, routes } from './routes';

/** Every page path under `route` (its own when it draws something at its address), joined to `base`. */
function paths(route: RouteObject, base: string): string[] {
  const own = route.path === undefined ? base : join(base, route.path);
  const children = route.children ?? [];
  const found = children.flatMap((child) => (child.index ? [own] : paths(child, own)));
  const draws = route.path !== undefined && route.path !== '*';
  return draws ? [own, ...found] : found;
}

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

/** The route table with every discovered route (the pages behind sign-in, the admin area) in place. */
async function everyPage(): Promise<string[]> {
  const found = routes.flatMap((route) => paths(route, ''));
  const layout = routes[0]?.children?.[0];
  for (const [id, { children }] of Object.entries(discovered)) {
    const parent = layout?.children?.find((route) => route.id === id);
    expect(parent, `the route ${id}`).toBeDefined();
    const base = '/';
    for (const child of await children()) found.push(...paths(child, base));
  }
  return [...new Set(found.filter((path) => !path.endsWith('*')))];
}

describe('the route table', () => {
  it('draws a page at exactly the addresses the shared rules call pages (the server answers 404 elsewhere)', async () => {
    const shared = await loadShared();
    const table = await everyPage();
    expect([...table].sort()).toEqual([...shared.pagePatterns()].sort());
  });

  it('agrees with the shared rules on which addresses are pages', async () => {
    const shared = await loadShared();
    expect(shared.isPage('/events/kabbadi')).toBe(true);
    expect(shared.isPage('/events/no-such-event')).toBe(false);
    expect(shared.isPage('/admin/events/chess')).toBe(true);
    expect(shared.isPage('/admin/nope')).toBe(false);
    expect(shared.isPage('/rulebook/chess')).toBe(true);
    expect(shared.isPage('/gallery')).toBe(false);
  });
});
