/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { AdminWaitlistResponse } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/**
 * GET /admin/events/{event}/waitlist (admins only) -> {success, entries}: the event's waiting list,
 * those waiting by position, then those offered a place, then the rest newest first, each with its
 * owner.
 */
export function getWaitlist(event: string, signal?: AbortSignal): Promise<AdminWaitlistResponse> {
  return answer(
    apiClient.GET('/admin/events/{event}/waitlist', { params: { path: { event } }, signal }),
  );
}

export const waitlistKey = (event: string) => [...adminKeys.waitlist, event] as const;

export function useWaitlist(event: string) {
  return useAdminQuery(
    waitlistKey(event),
    (signal) => getWaitlist(event, signal),
    'Failed to load the waiting list',
  );
}
