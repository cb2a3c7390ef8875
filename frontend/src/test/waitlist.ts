/**
 * Default answers of the waiting-list and roster-change endpoints for the unit tests, and test data
 * in their shapes. `installWaitlistApi(api)` installs them on a fake API (src/test/server.ts); a test
 * changes the state it returns or overrides a route with `api.on(...)`.
 */
import type {
  AdminWaitlistEntry,
  CreateOrderResponse,
  RosterChangeView,
  WaitlistEntryView,
} from '@/lib/api-types';

import type { FakeApi } from './server';

/** Waiting-list entry `n`: a chess team waiting third in line unless `overrides` say otherwise. */
export function waitlistEntry(
  n: number,
  overrides: Partial<WaitlistEntryView> = {},
): WaitlistEntryView {
  return {
    id: `wait${n}`,
    event: 'chess',
    eventTitle: 'Chess',
    category: null,
    status: 'waiting',
    position: 3,
    members: 5,
    collegeName: 'IIT Patna',
    joinedAt: '2025-01-20T10:00:00Z',
    offeredAt: null,
    offerExpiresAt: null,
    ...overrides,
  };
}

/** An event's waiting-list entry `n` as admins see it, with its owner. */
export function adminWaitlistEntry(
  n: number,
  overrides: Partial<AdminWaitlistEntry> = {},
): AdminWaitlistEntry {
  return {
    ...waitlistEntry(n, { position: n, collegeName: `College ${n}` }),
    owner: { name: `Owner ${n}`, email: `owner${n}@example.org` },
    ...overrides,
  };
}

/** Roster change `n`: one player swapped for another at the same fee, applied. */
export function rosterChange(
  n: number,
  overrides: Partial<RosterChangeView> = {},
): RosterChangeView {
  return {
    id: `change${n}`,
    status: 'applied',
    feeBefore: 24900,
    feeAfter: 24900,
    difference: 0,
    refundStatus: null,
    added: ['New Player'],
    removed: ['Old Player'],
    fields: [],
    createdAt: '2025-01-22T06:30:00Z',
    appliedAt: '2025-01-22T06:30:00Z',
    ...overrides,
  };
}

/** An order as create-order answers it, paid in the sandbox. */
export function sandboxOrder(amount: number, id = 'order_test_1'): CreateOrderResponse {
  return {
    success: true,
    registrationId: 'reg-new',
    mode: 'sandbox',
    key: 'rzp_test_sandbox',
    name: 'Chess - Infinito 2025',
    description: 'IIT Patna',
    order: { id, amount, currency: 'INR' },
    prefill: { name: 'Asha Kumari', email: 'asha@example.org' },
  };
}

/** What the default routes answer from. */
export interface WaitlistState {
  /** GET /user/waitlist. */
  mine: WaitlistEntryView[];
  /** GET /admin/events/{event}/waitlist, per event. */
  admin: Record<string, AdminWaitlistEntry[]>;
  /** GET /admin/registrations/{id}/history, per registration id. */
  history: Record<string, RosterChangeView[]>;
}

/**
 * Installs the default routes for `events` and the registrations `registrations`: the user's waiting
 * lists (from `state.mine`), joining one (placed last in line), leaving one, taking an offer (no
 * order: paid offline), an event's waiting list as admins see it (from `state.admin`) and its
 * reordering (409 'The waiting list changed: reload it.' unless the ids are exactly the waiting
 * ones), and a registration's history (from `state.history`).
 */
export function installWaitlistApi(
  api: FakeApi,
  {
    events = ['chess', 'football'],
    registrations = [],
  }: { events?: readonly string[]; registrations?: readonly string[] } = {},
): WaitlistState {
  const state: WaitlistState = { mine: [], admin: {}, history: {} };
  api.on('GET', '/user/waitlist', () => ({ success: true, entries: state.mine }));
  for (const event of events) {
    api.on('POST', `/events/${event}/waitlist`, () => {
      const entry = waitlistEntry(state.mine.length + 1, {
        event,
        position: state.mine.filter((e) => e.event === event).length + 1,
      });
      state.mine = [entry, ...state.mine];
      return Response.json(
        { success: true, message: 'You are on the waiting list.', entry },
        { status: 201 },
      );
    });
    api.on('DELETE', `/events/${event}/waitlist/me`, () => {
      state.mine = state.mine.map((e) =>
        e.event === event && (e.status === 'waiting' || e.status === 'offered')
          ? { ...e, status: 'left', position: null }
          : e,
      );
      return { success: true, message: 'You have left the waiting list.' };
    });
    api.on('POST', `/events/${event}/waitlist/accept`, () => {
      state.mine = state.mine.map((e) =>
        e.event === event && e.status === 'offered' ? { ...e, status: 'registered' } : e,
      );
      return {
        success: true,
        message: 'The place is yours: pay at the registration desk.',
        registrationId: 'reg-new',
        order: null,
      };
    });
    api.on('GET', `/admin/events/${event}/waitlist`, () => ({
      success: true,
      entries: state.admin[event] ?? [],
    }));
    api.on('PUT', `/admin/events/${event}/waitlist/order`, ({ body }) => {
      const entries = state.admin[event] ?? [];
      const waiting = entries.filter((e) => e.status === 'waiting');
      const ids = (body as { ids?: unknown } | undefined)?.ids;
      const same =
        Array.isArray(ids) &&
        ids.length === waiting.length &&
        waiting.every((e) => ids.includes(e.id));
      if (!same) {
        return Response.json(
          { success: false, message: 'The waiting list changed: reload it.' },
          { status: 409 },
        );
      }
      const reordered = (ids as string[]).flatMap((id, i) => {
        const entry = waiting.find((e) => e.id === id);
        return entry ? [{ ...entry, position: i + 1 }] : [];
      });
      state.admin[event] = [...reordered, ...entries.filter((e) => e.status !== 'waiting')];
      return { success: true, entries: state.admin[event] };
    });
  }
  for (const id of registrations) {
    api.on('GET', `/admin/registrations/${id}/history`, () => ({
      success: true,
      changes: state.history[id] ?? [],
    }));
  }
  return state;
}
