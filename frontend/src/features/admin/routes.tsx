/* eslint-disable lingui/no-unlocalized-strings -- the routes' paths */
import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

import { adminHomeRoute, gated } from './home-route';
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
export function adminSectionRoutes(
  wrap: (load: () => ReturnType<Lazy>) => Lazy,
  notFound: ReactNode,
): RouteObject[] {
  return [
    {
      path: 'users',
      lazy: wrap(() =>
        gated(
          'users',
          import('./components/users-tab').then(({ UsersSection }) => <UsersSection />),
          import('./components/section-gate'),
          notFound,
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
          notFound,
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
          notFound,
        ),
      ),
    },
    {
      path: 'fixtures',
      lazy: wrap(() =>
        gated(
          'fixtures',
          import('./components/fixtures-tab').then(({ FixturesSection }) => <FixturesSection />),
          import('./components/section-gate'),
          notFound,
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
          notFound,
        ),
      ),
    },
    {
      path: 'numbers',
      lazy: wrap(() =>
        gated(
          'numbers',
          import('./components/numbers-tab').then(({ NumbersSection }) => <NumbersSection />),
          import('./components/section-gate'),
          notFound,
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
          notFound,
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
          notFound,
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
          notFound,
        ),
      ),
    },
    {
      path: 'announcements',
      lazy: wrap(() =>
        gated(
          'announcements',
          import('./components/announcements-tab').then(({ AnnouncementsTab }) => (
            <AnnouncementsTab />
          )),
          import('./components/section-gate'),
          notFound,
        ),
      ),
    },
    {
      path: 'privacy',
      lazy: wrap(() =>
        gated(
          'privacy',
          import('./components/privacy-tab').then(({ PrivacyTab }) => <PrivacyTab />),
          import('./components/section-gate'),
          notFound,
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
          notFound,
        ),
      ),
    },
    { path: '*', element: notFound },
  ];
}

/** Every route of the admin area under /admin: Home and the other sections. */
export function adminRoutes(
  wrap: (load: () => ReturnType<Lazy>) => Lazy,
  notFound: ReactNode,
): RouteObject[] {
  return [adminHomeRoute(wrap, notFound), ...adminSectionRoutes(wrap, notFound)];
}

/**
 * The print pages (admins), without the portal around them: /admin/print/passes (?event= or
 * ?college=) and /admin/print/team-sheets (?event=).
 */
export function adminPrintRoutes(
  wrap: (load: () => ReturnType<Lazy>) => Lazy,
  notFound: ReactNode,
): RouteObject[] {
  return [
    {
      path: 'print/passes',
      lazy: wrap(async () => {
        const { PrintPassesPage } = await import('./components/print-passes');
        return { element: <PrintPassesPage notFound={notFound} /> };
      }),
    },
    {
      path: 'print/team-sheets',
      lazy: wrap(async () => {
        const { PrintTeamSheetsPage } = await import('./components/print-team-sheets');
        return { element: <PrintTeamSheetsPage notFound={notFound} /> };
      }),
    },
  ];
}

/**
 * /admin: the portal (./components/admin-page) with every section under it, and beside it the
 * print pages, which have no portal around them.
 */
export function adminRoute(
  wrap: (load: () => ReturnType<Lazy>) => Lazy,
  notFound: ReactNode,
): RouteObject {
  return {
    path: 'admin',
    children: [
      {
        lazy: wrap(async () => {
          const { AdminPage } = await import('./components/admin-page');
          return { Component: AdminPage };
        }),
        children: adminRoutes(wrap, notFound),
      },
      ...adminPrintRoutes(wrap, notFound),
    ],
  };
}
