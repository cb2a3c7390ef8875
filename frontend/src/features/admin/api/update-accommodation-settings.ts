import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { AccommodationSettingsRequest, AccommodationSettingsResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * PUT /admin/accommodation/settings {pricePerNightPaise?, beds?: {Men?, Women?}} (admins only;
 * audited) -> the rules as they now are. A field left out stays as it is; 422 names the fields it
 * refuses (`pricePerNightPaise`, `beds.Men`, `beds.Women`).
 */
export function updateAccommodationSettings(
  change: AccommodationSettingsRequest,
): Promise<AccommodationSettingsResponse> {
  return answer(apiClient.PUT('/admin/accommodation/settings', { body: change }));
}

/** Changes the price or the beds; the beds per night and the audit log follow. */
export function useUpdateAccommodationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccommodationSettings,
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.accommodation, adminKeys.auditLog]);
    },
  });
}
