/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { SettingsResponse } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/** GET /admin/events/{event}/settings (admins only): capacity, deadlines and places left now. */
export function getEventSettings(event: string, signal?: AbortSignal): Promise<SettingsResponse> {
  return answer(
    apiClient.GET('/admin/events/{event}/settings', { params: { path: { event } }, signal }),
  );
}

export const eventSettingsKey = (event: string) => [...adminKeys.eventSettings, event] as const;

export function useEventSettings(event: string) {
  return useAdminQuery(
    eventSettingsKey(event),
    (signal) => getEventSettings(event, signal),
    'Failed to load the event settings',
  );
}
