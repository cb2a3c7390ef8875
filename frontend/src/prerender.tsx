/**
 * Build-time rendering of the first view of a few pages (vite.config.ts, prerender): the app's own
 * providers, route table and components, rendered by React's renderToString (react-dom/server, the
 * React the browser hydrates with) as a visitor without a session sees them before any data has
 * arrived. The build puts
 * the HTML in index.html; the boot script draws the visited page from it before the app's code has
 * loaded, and src/main.tsx then hydrates it, so the tree here must be the one App renders
 * (AppProvider around the router). Nothing here runs in the browser.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from './app/provider';
import { routes } from './app/routes';

/** What a browser has and Node has not, as the first render in a browser finds it. */
class IdleIntersectionObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
}

/** The HTML of the page at `path` (the children of #root), as its first render draws it. */
export async function prerender(path: string): Promise<string> {
  const globals = globalThis as Record<string, unknown>;
  const saved = { fetch: globals.fetch, IntersectionObserver: globals.IntersectionObserver };
  // No server to ask: calls fail at once (pages are drawn in their loading state all the same).
  globals.fetch = () => Promise.reject(new TypeError('no server at build time'));
  globals.IntersectionObserver = IdleIntersectionObserver;
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(path, 'http://localhost')));
    if (context instanceof Response) throw new Error(`${path}: the router answered a redirect`);
    // A route that failed (its code threw on import, as a browser-only call does in Node) would be
    // drawn as the error page and shipped as the page's first view: the build stops instead.
    if (context.errors) {
      const failed = Object.values(context.errors).map((e) =>
        e instanceof Error ? e.message : String(e),
      );
      throw new Error(`${path}: a route failed while drawing its first view: ${failed.join('; ')}`);
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
  } finally {
    Object.assign(globals, saved);
  }
}
