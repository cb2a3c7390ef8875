import { lazy, Suspense } from 'react';
import type {
  DOMRouterOpts,
  LazyRouteFunction,
  PatchRoutesOnNavigationFunction,
  RouteObject,
} from 'react-router';

import { HomePage } from '@/features/home/components/home-page';
import type { Role } from '@/lib/api-types';

import { RootLayout } from './layout/root-layout';
import { PageFallback } from './routes/page-fallback';
import { loadQueryClient } from '@/lib/query-loader';
import { RouteError } from './routes/route-error';
import { checkInRoles, scoreRoles, staffRoles, type RoleRule } from '@/lib/session';

type Lazy = LazyRouteFunction<RouteObject>;

/**
 * A lazy page's route: its code, and beside it the server-state cache (./query.ts), which every page
 * but Home may use and which is not in the main chunk.
 */
function page(load: () => ReturnType<Lazy>): Lazy {
  const route: Lazy = async () => {
    const [loaded] = await Promise.all([load(), loadQueryClient()]);
    return loaded;
  };
  // The build reads which module a route loads from here (vite.config.ts, routeJs).
  return Object.assign(route, { load });
}

/**
 * The guard of the routes under it (components/guard), loaded with the first of them; the roles it
 * lets in are a fixed list or a rule of the shared rules (loaded with it, as is their loader: Home
 * does without either).
 */
function guard(roles?: readonly Role[] | RoleRule): Lazy {
  return async () => {
    const [{ RequireAuth }, allowed] = await Promise.all([
      import('@/components/guard/require-auth'),
      typeof roles === 'function'
        ? import('@/lib/wasm').then(({ loadShared }) => loadShared()).then(roles)
        : roles,
    ]);
    return { element: <RequireAuth roles={allowed} /> };
  };
}

/** The not-found page inside another page's route (its own chunk, loaded when shown). */
const LazyNotFound = lazy(async () => {
  const { NotFoundPage } = await import('./routes/not-found');
  return { default: NotFoundPage };
});
const notFound = (
  <Suspense fallback={<PageFallback />}>
    <LazyNotFound />
  </Suspense>
);

/**
 * The route table (SPEC 2.1). Only Home is in the main chunk; every other page (the open pages, the
 * auth screen with its confetti and Google sign-in, and the heavy areas: admin, wizards, JSON
 * viewers) is loaded with `lazy`, so each lands in its own chunk; so does the server-state cache
 * (`page`), which Home does without.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Errors in the layout itself replace the whole page ...
    errorElement: <RouteError />,
    children: [
      {
        // ... errors in a page keep the header and footer around them.
        errorElement: <RouteError />,
        // While the first page's lazy code loads, the header and footer are already drawn.
        HydrateFallback: PageFallback,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'auth',
            lazy: page(async () => {
              const { AuthPage } = await import('@/features/auth/components/auth-page');
              return { Component: AuthPage };
            }),
          },
          // The open pages (SPEC 2.1): one lazy chunk each; only Home is in the main chunk.
          {
            path: 'event/ins',
            lazy: page(async () => {
              // The events load while the page's code does.
              const [{ EventsPage }] = await Promise.all([
                import('@/features/events/components/events-page'),
                import('@/features/events/api/get-events').then(({ prefetchEvents }) => {
                  prefetchEvents();
                }),
              ]);
              return { Component: EventsPage };
            }),
          },
          {
            path: 'aboutUs',
            lazy: page(async () => {
              const { TeamPage } = await import('@/features/team/components/team-page');
              return { Component: TeamPage };
            }),
          },
          {
            path: 'aboutUs2',
            lazy: page(async () => {
              const { DepartmentsPage } =
                await import('@/features/team/components/departments-page');
              return { Component: DepartmentsPage };
            }),
          },
          {
            path: 'sponsor',
            lazy: page(async () => {
              const { SponsorsPage } = await import('@/features/sponsors/components/sponsors-page');
              return { Component: SponsorsPage };
            }),
          },
          ...['merch', 'merchandise'].map((path) => ({
            path,
            lazy: page(async () => {
              const { MerchPage } = await import('@/features/merch/components/merch-page');
              return { Component: MerchPage };
            }),
          })),
          {
            path: 'ca',
            lazy: page(async () => {
              const { CaPage } = await import('@/features/ca-landing/components/ca-page');
              return { Component: CaPage };
            }),
          },
          // The grievance officer of the DPDP Act (open): who to write to about personal data, and a
          // form that sends a grievance.
          {
            path: 'grievance',
            lazy: page(async () => {
              const { GrievancePage } =
                await import('@/features/privacy/components/grievance-page');
              return { Component: GrievancePage };
            }),
          },
          // The other open pages (an event's rulebook and registration, the fest day, a certificate's
          // check, one's own data, a guardian's consent, the payment test), which nothing on Home's
          // first view links to: found when an address of theirs is first opened (`discovered` below).
          { id: 'open', children: [] },
          // The signed-in areas, the gate and the CA dashboard: each guard's pages are found when an
          // address of theirs is first opened (`discovered` below), like the admin area.
          { id: 'signed-in', lazy: guard(), children: [] },
          { id: 'check-in', lazy: guard(checkInRoles), children: [] },
          { id: 'scoring', lazy: guard(scoreRoles), children: [] },
          { id: 'ca-only', lazy: guard(['ca']), children: [] },
          {
            // The portal (/admin) and each of its sections as a nested lazy route (/admin/users,
            // ...): found when an address under /admin is first opened (`discovered` below).
            id: 'staff',
            lazy: guard(staffRoles),
            children: [],
          },
          // JSON viewers (one lazy chunk), found when first opened (`discovered` below).
          { id: 'viewers', lazy: guard(staffRoles), children: [] },
          {
            path: '*',
            lazy: async () => {
              const { NotFoundPage } = await import('./routes/not-found');
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];

/**
 * Routes found when an address under them is first opened (React Router's lazy route discovery): the
 * id of the route they go under, the paths it owns, and a load of its children. The admin area's
 * sections, the pages behind sign-in and the open pages nothing on Home's first view links to live
 * here, so their table (and the list of the files each page loads) is not in the JavaScript of /. An
 * address owned by two (/events/...) loads both, and the best match wins. The build's list of each
 * route's JavaScript reads them too.
 */
export const discovered: Record<
  string,
  { paths: readonly string[]; children: () => Promise<RouteObject[]> }
> = {
  open: {
    paths: [
      '/rulebook',
      '/schedule',
      '/fixtures',
      '/races',
      '/live',
      '/verify',
      '/my-data',
      '/guardian',
      '/events',
      '/payment-test',
    ],
    children: async () => (await import('./routes/open-pages')).openPages(page),
  },
  'signed-in': {
    paths: [
      '/ca-register',
      '/account',
      '/ca-application',
      '/passes',
      '/accommodation',
      '/events/my-responses',
    ],
    children: async () => (await import('./routes/signed-in')).signedInRoutes(page),
  },
  'check-in': {
    paths: ['/checkin'],
    children: async () => (await import('./routes/signed-in')).checkInRoutes(page),
  },
  scoring: {
    paths: ['/scorer'],
    children: async () => (await import('./routes/signed-in')).scorerRoutes(page),
  },
  viewers: {
    paths: ['/events/response', '/events/all-responses'],
    children: async () => (await import('./routes/signed-in')).viewerRoutes(page),
  },
  'ca-only': {
    paths: ['/ca-dashboard'],
    children: async () => (await import('./routes/signed-in')).caRoutes(page),
  },
  staff: {
    paths: ['/admin'],
    children: async () => {
      const { adminRoute } = await import('@/features/admin/routes');
      return [adminRoute(page, notFound)];
    },
  },
};

/** Adds the discovered routes of an address the route table does not match yet. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({
  path,
  matches,
  patch,
}) => {
  for (const [id, { paths, children }] of Object.entries(discovered)) {
    if (!paths.some((owned) => path === owned || path.startsWith(`${owned}/`))) continue;
    // Asked again for an address with a parameter (`/admin/events/chess`) once they are there (their
    // parent then matches): nothing more to add. (React Router also skips a route it has already.)
    const parent = matches.find((match) => match.route.id === id);
    if ((parent?.route.children?.length ?? 0) > 0) continue;
    patch(id, await children());
  }
};

/** What every router of the app (the browser's, and the tests') is made with beside `routes`. */
export const routerOptions: Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> = {
  patchRoutesOnNavigation,
};
