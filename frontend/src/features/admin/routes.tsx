import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

import type * as SectionGateModule from './components/section-gate';
import type { TabId } from './messages';

type Lazy = LazyRouteFunction<RouteObject>;

/** Where a section of the admin area lives: /admin for Home, /admin/<section> for the others. */
export const sectionPath = (section: TabId): string =>
  section === 'home' ? '/admin' : `/admin/${section}`;

/**
 * The admin area's sections (SPEC 2.14), nested under /admin (the portal, ./components/admin-page):
 * each section is its own route and its own lazy chunk, loaded when it is first opened; its filters,
 * search and page are the address's search parameters. A section the signed-in role may not see
 * (the shared rules' `adminSections`), and any other path under /admin, shows `notFound`. `wrap`
 * adds what every lazy page loads beside its code (the app's server-state cache).
 */
export function adminRoutes(
  wrap: (load: () => ReturnType<Lazy>) => Lazy,
  notFound: ReactNode,
): RouteObject[] {
  /**
   * A section's route element: its content, shown only to the roles that see it. Each route below
   * names its own modules in its `lazy` (the section's first, then the gate), as the build's list
   * of each route's JavaScript reads them there.
   */
  const gated = async (
    id: TabId,
    content: Promise<ReactNode>,
    gate: Promise<typeof SectionGateModule>,
  ) => {
    const [node, { SectionGate }] = await Promise.all([content, gate]);
    return {
      element: (
        <SectionGate section={id} notFound={notFound}>
          {node}
        </SectionGate>
      ),
    };
  };

  return [
    {
      index: true,
      lazy: wrap(() =>
        gated(
          'home',
          import('./components/home-tab').then(({ HomeSection }) => <HomeSection />),
          import('./components/section-gate'),
        ),
      ),
    },
    {
      path: 'users',
      lazy: wrap(() =>
        gated(
          'users',
          import('./components/users-tab').then(({ UsersSection }) => <UsersSection />),
          import('./components/section-gate'),
        ),
      ),
    },
    {
      path: 'ca',
      lazy: wrap(() =>
        gated(
          'ca',
          import('./components/ca-tab').then(({ CaTab }) => <CaTab />),
          import('./components/section-gate'),
        ),
      ),
    },
    {
      // /admin/events (the first event) and /admin/events/<event>: one route, so choosing an
      // event keeps the section mounted.
      path: 'events/:event?',
      lazy: wrap(() =>
        gated(
          'events',
          import('./components/events-tab').then(({ EventsSection }) => (
            <EventsSection notFound={notFound} />
          )),
          import('./components/section-gate'),
        ),
      ),
    },
    {
      path: 'checkin',
      lazy: wrap(() =>
        gated(
          'checkin',
          import('./components/checkin-tab').then(({ CheckinSection }) => <CheckinSection />),
          import('./components/section-gate'),
        ),
      ),
    },
    {
      path: 'payments',
      lazy: wrap(() =>
        gated(
          'payments',
          import('./components/payments-tab').then(({ PaymentsTab }) => <PaymentsTab />),
          import('./components/section-gate'),
        ),
      ),
    },
    {
      path: 'coupons',
      lazy: wrap(() =>
        gated(
          'coupons',
          import('./components/coupons-tab').then(({ CouponsTab }) => <CouponsTab />),
          import('./components/section-gate'),
        ),
      ),
    },
    {
      path: 'accommodation',
      lazy: wrap(() =>
        gated(
          'accommodation',
          import('./components/accommodation-tab').then(({ AccommodationTab }) => (
            <AccommodationTab />
          )),
          import('./components/section-gate'),
        ),
      ),
    },
    {
      path: 'audit',
      lazy: wrap(() =>
        gated(
          'audit',
          import('./components/audit-log-tab').then(({ AuditLogTab }) => <AuditLogTab />),
          import('./components/section-gate'),
        ),
      ),
    },
    { path: '*', element: notFound },
  ];
}
