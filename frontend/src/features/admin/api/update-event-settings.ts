import { api } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';

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

export function useUpdateEventSettings() {
  return useMutation(updateEventSettings);
}
