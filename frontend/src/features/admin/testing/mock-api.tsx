/* eslint-disable lingui/no-unlocalized-strings -- test data for the tests, never shown by the app */
/**
 * Test support for the admin portal's tests (never imported by the app): a fake of the server's
 * API served by the tests' MSW server, and the portal rendered for a signed-in admin or moderator.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { SessionContext, type User } from '@/lib/session';
import type {
  AthleticsEntryView,
  CaApplicationView,
  EntryView,
  PersonView,
  RegistrationView,
  Role,
  UserListItem,
} from '@/lib/api-types';
import { makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi } from '@/test/server';

import { AdminPortal } from '../components/admin-page';
import { adminRoutes } from '../routes';

export type { ApiCall } from '@/test/server';

/**
 * Answers the API: `on(method, path, handler)` answers a call (a Response, or JSON with 200);
 * anything else gets 404. `calls` and `callsTo` tell what was sent.
 */
export function mockApi() {
  return fakeApi();
}

export type MockApi = ReturnType<typeof mockApi>;

export const me = (role: Role): User =>
  makeUser({ _id: 'me0000000000000000000001', username: 'boss', fullname: 'Big Boss', role });

/** What the tests' portal shows on a path it has no section for (the app shows its not-found page). */
export const NOT_FOUND = 'Page not found...';

/**
 * The portal for a signed-in `role` at `path` (/admin: Home), with its sections as the app nests
 * them (lazy routes under /admin), inside a router (Logout navigates), with a fresh cache. Resolves
 * once the section is shown.
 */
export async function renderPortal(role: Role = 'admin', path = '/admin') {
  const user = me(role);
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminPortal user={user} />,
        children: adminRoutes((load) => load, <h1>{NOT_FOUND}</h1>),
      },
      { path: '/auth', element: <p>auth page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <SessionContext value={{ status: 'authenticated', user }}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Admin Portal' }, { timeout: 5_000 });
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
  });
  return { ...view, router, user: userEvent.setup() };
}

/** The address the portal shows: its path and search, as /admin/users?role=ca. */
export const addressOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

export function adminUser(n: number, overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    _id: `${String(n).padStart(2, '0')}abcdef0000000000000000`,
    username: `user${n}`,
    fullname: `User Number${n}`,
    email: `user${n}@example.org`,
    role: 'user',
    createdAt: '2025-01-10T10:00:00Z',
    isEmailVerified: false,
    authProvider: 'email',
    isIITPStud: false,
    caApplication: null,
    caApplicationStatus: null,
    collegeName: 'NIT Patna',
    por: null,
    address: null,
    ...overrides,
  };
}

export function application(
  n: number,
  overrides: Partial<CaApplicationView> = {},
): CaApplicationView {
  return {
    _id: `app${n}`,
    fullName: `Applicant ${n}`,
    username: `applicant${n}`,
    email: `applicant${n}@example.org`,
    alternativeEmail: '',
    collegeName: 'NIT Patna',
    collegeYear: 'Second Year',
    por: 'Cultural secretary',
    collegeAddress: 'Ashok Rajpath, Patna, Bihar',
    phoneNumber: '9876543210',
    howDidYouKnow: 'Instagram',
    applicationStatement: 'I organise events in my college.',
    rollno: `22CS${n}`,
    status: 'pending',
    applicationDate: '2025-01-12T09:00:00Z',
    reviewedBy: null,
    reviewedAt: null,
    referralCode: null,
    ...overrides,
  };
}

/** A person on a registration, Aadhaar masked as list views show it. */
export function person(fullname: string, overrides: Partial<PersonView> = {}): PersonView {
  return {
    fullname,
    email: 'someone@example.org',
    phoneNumber: '9876543210',
    aadharId: 'XXXXXXXX1234',
    ...overrides,
  };
}

/** An athletics entry led by `captain`, with no events chosen. */
export function athleticsEntry(captain: PersonView): AthleticsEntryView {
  return { captain, individualEvents: [], relayTeams: [] };
}

/** A registration's own fields, without its roster or athletics entry. */
type RegistrationFields = Omit<
  RegistrationView,
  'team' | 'captain' | 'individualEvents' | 'relayTeams'
>;

/** Registration `n`: a paid chess team unless `overrides` and `entry` say otherwise. */
export function registration(
  n: number,
  overrides: Partial<RegistrationFields> = {},
  entry: EntryView = {
    team: {
      captain: [person(`Captain ${n}`, { email: `c${n}@example.org` })],
      players: [person('Some Player')],
    },
  },
): RegistrationView {
  return {
    _id: `reg${n}`,
    event: 'chess',
    eventTitle: 'Chess',
    userId: {
      _id: `u${n}`,
      username: `player${n}`,
      fullname: `Player ${n}`,
      email: `p${n}@example.org`,
    },
    paymentStatus: 'paid',
    paymentMode: 'sandbox',
    amount: 24900,
    currency: 'INR',
    orderId: `order_${n}`,
    paymentId: `pay_${n}`,
    createdAt: '2025-01-15T12:00:00Z',
    paidAt: '2025-01-15T12:05:00Z',
    collegeName: 'IIT Patna',
    collegeAddress: 'Bihta, Patna',
    members: 5,
    feePaise: 24900,
    ...entry,
    ...overrides,
  };
}

export const paged = (page: number, limit: number, total: number) => ({ page, limit, total });

/** The sidebar's link to a section, by its label. */
export const sectionLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name });

/** The sidebar's link to a section, or null when the role does not see it. */
export const querySectionLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Admin sections' })).queryByRole('link', { name });

/**
 * The portal's panel once it shows the section `name` (the section's code loads on demand; the
 * panel is named by its heading, and a section may hold regions of its own with the same name).
 */
export async function openedSection(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const panel = screen
      .getAllByRole('heading', { level: 2, name })
      .map((heading) => heading.parentElement)
      .find((parent) => parent?.classList.contains('admin__panel'));
    if (!panel) throw new Error(`the portal does not show ${name} yet`);
    return panel;
  });
}
