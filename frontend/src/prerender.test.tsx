import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from './app/provider';
import { routerOptions, routes } from './app/routes';
import { prerender } from './prerender';
import { fakeApi } from './test/server';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

/** An IntersectionObserver as a browser has one (jsdom has none), that never reports. */
class QuietObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
}

/** Draws the build's first view of `path`, then hydrates it as src/main.tsx does in a browser. */
async function drawAndHydrate(path: string) {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  container = document.createElement('div');
  container.innerHTML = await prerender(path);
  document.body.append(container);
  const drawn = [...container.querySelectorAll('h1, p')];
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
  });
  const errors: unknown[] = [];
  const target = container;
  await act(async () => {
    root = hydrateRoot(
      target,
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    await Promise.resolve();
  });
  return { drawn, errors };
}

describe('the first views drawn at build time', () => {
  it('are the pages as a visitor first sees them, without scripts', async () => {
    const home = await prerender('/');
    expect(home).toContain('Explore Now');
    expect(home).toContain('intro-poster.webp');
    expect(await prerender('/event/ins')).toContain('Loading events...');
    expect(await prerender('/ca')).toContain('CAMPUS AMBASSADOR');
    for (const path of ['/', '/event/ins', '/ca']) {
      expect(await prerender(path)).not.toMatch(/<script\b/);
    }
  });

  it('leave the globals they stand in for as they were', async () => {
    const { fetch, IntersectionObserver } = globalThis as Record<string, unknown>;
    await prerender('/');
    expect((globalThis as Record<string, unknown>).fetch).toBe(fetch);
    expect((globalThis as Record<string, unknown>).IntersectionObserver).toBe(IntersectionObserver);
  });

  it.each(['/', '/ca'])('%s is hydrated as it was drawn', async (path) => {
    const { drawn, errors } = await drawAndHydrate(path);
    expect(errors).toEqual([]);
    // The elements on screen are kept, not drawn again.
    for (const element of drawn) expect(element.isConnected).toBe(true);
  });

  it('/event/ins is hydrated as drawn even when the events have arrived', async () => {
    const api = fakeApi();
    api.on('GET', '/events', () => ({ success: true, events: [] }));
    const { drawn, errors } = await drawAndHydrate('/event/ins');
    expect(errors).toEqual([]);
    for (const element of drawn.filter((e) => e.matches('h1, .events-page__lead'))) {
      expect(element.isConnected).toBe(true);
    }
    expect(await screen.findByRole('heading', { name: 'Events', level: 1 })).toBeInTheDocument();
  });

  it('keep the place of a visitor who scrolled before the page came alive', async () => {
    // The visitor has scrolled the drawn page down; ScrollRestoration sends a page it mounts on to
    // the top, which must not happen to a view the visitor is already reading.
    vi.stubGlobal('scrollY', 1234);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { errors } = await drawAndHydrate('/ca');
    expect(errors).toEqual([]);
    expect(scrollTo).toHaveBeenCalled();
    expect(scrollTo.mock.lastCall).toEqual([0, 1234]);
    scrollTo.mockRestore();
  });
});
