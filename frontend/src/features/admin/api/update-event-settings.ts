import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ListedEvent, SettingsRequest, SettingsResponse } from '@/lib/api-types';

import { eventSettingsKey } from './get-event-settings';
import { adminKeys, invalidate } from './query-keys';

/**
 * PUT /admin/events/{event}/settings (admins only) with the settings to change: a field left out
 * stays as it is, null clears it. A 422 names the fields it refuses.
 */
export function updateEventSettings(
  event: string,
  change: SettingsRequest,
): Promise<SettingsResponse> {
  return answer(
    apiClient.PUT('/admin/events/{event}/settings', { params: { path: { event } }, body: change }),
  );
}

/**
 * Changes an event's settings (the registration switch, capacity, deadlines). The answer goes
 * straight into the event's settings and the events list (the admin tab and the public events page
 * read the same one), which is then loaded again, with the audit log.
 */
export function useUpdateEventSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, change }: { event: string; change: SettingsRequest }) =>
      updateEventSettings(event, change),
    onSuccess: (response, { event }) => {
      queryClient.setQueryData<SettingsResponse>(eventSettingsKey(event), response);
      const open = response.isRegistrationOpen;
      queryClient.setQueryData<ListedEvent[]>(adminKeys.events, (events) =>
        events?.map((e) => (e.id === event ? { ...e, isRegistrationOpen: open } : e)),
      );
      invalidate(queryClient, [adminKeys.events, adminKeys.auditLog]);
    },
  });
}
