/* eslint-disable lingui/no-unlocalized-strings -- the queries' keys, never shown */
import type { QueryClient } from '@tanstack/react-query';

import { announcementsQueryKey } from '@/lib/queries/announcements';
import { eventsQueryKey } from '@/lib/query-keys';

/**
 * The admin portal's cache keys. Every list starts with its own name, so an action invalidates a
 * whole list whatever its page, search or filter.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  applications: ['admin', 'applications'] as const,
  registrations: ['admin', 'registrations'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  /** GET /admin/coupons: the discount codes. */
  coupons: ['admin', 'coupons'] as const,
  /** GET /admin/accommodation: beds per night and bookings (one entry per filter under it). */
  accommodation: ['admin', 'accommodation'] as const,
  /** GET /admin/payments/health. */
  paymentHealth: ['admin', 'payment-health'] as const,
  /** GET /admin/payments/upi: the UPI UTRs waiting for the organisers. */
  upiWaiting: ['admin', 'upi-waiting'] as const,
  /** GET /admin/checkin/{event}: one entry per event under it. */
  checkin: ['admin', 'checkin'] as const,
  /** GET /admin/checkin-lists: the check-in lists; each list's detail (by id) under it. */
  checkinLists: ['admin', 'checkin-lists'] as const,
  /** GET /admin/numbers: the fest-wide numbers. */
  numbers: ['admin', 'numbers'] as const,
  /** GET /admin/events/{event}/settings: one entry per event under it. */
  eventSettings: ['admin', 'event-settings'] as const,
  /** GET /admin/events/{event}/waitlist: one entry per event under it. */
  waitlist: ['admin', 'waitlist'] as const,
  /** GET /admin/registrations/{id}/history: one entry per registration under it. */
  history: ['admin', 'registration-history'] as const,
  /** GET /admin/print/...: the passes and team sheets to print, and the colleges. */
  print: ['admin', 'print'] as const,
  /** GET /admin/fixtures/{event}: an event's (and category's) set, draft included; one entry each. */
  fixtures: ['admin', 'fixtures'] as const,
  /** GET /admin/fixtures/{event}/teams: the paid teams fixtures are made of; one entry each. */
  fixtureTeams: ['admin', 'fixture-teams'] as const,
  /** GET /admin/races and GET /admin/races/{race}: athletics races, drafts included. */
  races: ['admin', 'races'] as const,
  /** GET /admin/races/entries: the paid entries of a race; one entry per category and discipline. */
  raceEntries: ['admin', 'race-entries'] as const,
  /** GET /admin/announcements: every announcement (its key lives with its query). */
  announcements: announcementsQueryKey,
  /** GET /admin/grievances: the grievances to the grievance officer, open ones first. */
  grievances: ['admin', 'grievances'] as const,
  /** GET /admin/breaches: the register of personal data breaches. */
  breaches: ['admin', 'breaches'] as const,
  /** GET /admin/erasures: the erasure register. */
  erasures: ['admin', 'erasures'] as const,
  /** GET /venues: where matches are played. */
  venues: ['admin', 'venues'] as const,
  /** GET /events, shared with the public events page. */
  events: eventsQueryKey,
};

/** Marks `keys` out of date: lists on screen load again, the others when next shown. */
export function invalidate(queryClient: QueryClient, keys: readonly (readonly unknown[])[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
