import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

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
  /** A section's route: its component, shown only to the roles that see it. */
  const section = (id: TabId, load: () => Promise<ReactNode>): Lazy =>
    wrap(async () => {
      const [{ SectionGate }, content] = await Promise.all([
        import('./components/section-gate'),
        load(),
      ]);
      return {
        element: (
          <SectionGate section={id} notFound={notFound}>
            {content}
          </SectionGate>
        ),
      };
    });

  return [
    {
      index: true,
      lazy: section('home', async () => {
        const { HomeSection } = await import('./components/home-tab');
        return <HomeSection />;
      }),
    },
    {
      path: 'users',
      lazy: section('users', async () => {
        const { UsersSection } = await import('./components/users-tab');
        return <UsersSection />;
      }),
    },
    {
      path: 'ca',
      lazy: section('ca', async () => {
        const { CaTab } = await import('./components/ca-tab');
        return <CaTab />;
      }),
    },
    {
      // /admin/events (the first event) and /admin/events/<event>: one route, so choosing an
      // event keeps the section mounted.
      path: 'events/:event?',
      lazy: section('events', async () => {
        const { EventsSection } = await import('./components/events-tab');
        return <EventsSection notFound={notFound} />;
      }),
    },
    {
      path: 'checkin',
      lazy: section('checkin', async () => {
        const { CheckinSection } = await import('./components/checkin-tab');
        return <CheckinSection />;
      }),
    },
    {
      path: 'payments',
      lazy: section('payments', async () => {
        const { PaymentsTab } = await import('./components/payments-tab');
        return <PaymentsTab />;
      }),
    },
    {
      path: 'coupons',
      lazy: section('coupons', async () => {
        const { CouponsTab } = await import('./components/coupons-tab');
        return <CouponsTab />;
      }),
    },
    {
      path: 'accommodation',
      lazy: section('accommodation', async () => {
        const { AccommodationTab } = await import('./components/accommodation-tab');
        return <AccommodationTab />;
      }),
    },
    {
      path: 'audit',
      lazy: section('audit', async () => {
        const { AuditLogTab } = await import('./components/audit-log-tab');
        return <AuditLogTab />;
      }),
    },
    { path: '*', element: notFound },
  ];
}
