import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { AdminEvent } from '../types';
import { adminKeys, invalidate } from './query-keys';

export interface EventSettingsResponse {
  success: boolean;
  event: string;
  isRegistrationOpen: boolean;
}

/** PUT /admin/events/{event}/settings {registrationOpen} (admins only). */
export function updateEventSettings(
  event: string,
  registrationOpen: boolean,
): Promise<EventSettingsResponse> {
  return api.put<EventSettingsResponse>(`/admin/events/${encodeURIComponent(event)}/settings`, {
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
    onSuccess: (response, { event, registrationOpen }) => {
      const open =
        typeof response.isRegistrationOpen === 'boolean'
          ? response.isRegistrationOpen
          : registrationOpen;
      queryClient.setQueryData<AdminEvent[]>(adminKeys.events, (events) =>
        events?.map((e) => (e.id === event ? { ...e, isRegistrationOpen: open } : e)),
      );
      invalidate(queryClient, [adminKeys.events, adminKeys.auditLog]);
    },
  });
}
