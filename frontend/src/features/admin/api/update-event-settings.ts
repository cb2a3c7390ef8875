import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ListedEvent, SettingsResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/** PUT /admin/events/{event}/settings {registrationOpen} (admins only). */
export function updateEventSettings(
  event: string,
  registrationOpen: boolean,
): Promise<SettingsResponse> {
  return api.put<SettingsResponse>(`/admin/events/${encodeURIComponent(event)}/settings`, {
    registrationOpen,
  });
}

/**
 * Opens or closes an event's registrations. The answer goes straight into the events list (the
 * admin tab and the public events page read the same one), which is then loaded again, with the
 * audit log.
 */
export function useUpdateEventSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, registrationOpen }: { event: string; registrationOpen: boolean }) =>
      updateEventSettings(event, registrationOpen),
    onSuccess: (response, { event }) => {
      const open = response.isRegistrationOpen;
      queryClient.setQueryData<ListedEvent[]>(adminKeys.events, (events) =>
        events?.map((e) => (e.id === event ? { ...e, isRegistrationOpen: open } : e)),
      );
      invalidate(queryClient, [adminKeys.events, adminKeys.auditLog]);
    },
  });
}
