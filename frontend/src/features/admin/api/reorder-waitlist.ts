import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { AdminWaitlistResponse, WaitlistOrderRequest } from '@/lib/api-types';

import { waitlistKey } from './get-waitlist';
import { adminKeys, invalidate } from './query-keys';

/**
 * PUT /admin/events/{event}/waitlist/order {ids} (admins only): every waiting entry's id, in the new
 * order -> the waiting list as it now is. 409 'The waiting list changed: reload it.' when the ids are
 * not exactly the entries waiting now.
 */
export function reorderWaitlist(event: string, ids: string[]): Promise<AdminWaitlistResponse> {
  const body: WaitlistOrderRequest = { ids };
  return answer(
    apiClient.PUT('/admin/events/{event}/waitlist/order', { params: { path: { event } }, body }),
  );
}

/**
 * Saves a new order of the waiting list; the answer replaces the list, and the audit log follows. A
 * refusal (the list changed meanwhile) has the list loaded again.
 */
export function useReorderWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, ids }: { event: string; ids: string[] }) => reorderWaitlist(event, ids),
    onSuccess: (response, { event }) => {
      queryClient.setQueryData<AdminWaitlistResponse>(waitlistKey(event), response);
      invalidate(queryClient, [adminKeys.auditLog]);
    },
    onError: (_error, { event }) => {
      invalidate(queryClient, [waitlistKey(event)]);
    },
  });
}
