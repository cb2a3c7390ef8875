import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { WaitlistLeaveResponse } from '@/lib/api-types';
import { myWaitlistQueryKey } from '@/lib/query-keys';

/**
 * DELETE /events/{event}/waitlist/me -> {success, message}: the caller leaves the event's waiting
 * list (an offered place goes to the next in line). 404 when the caller is not on it.
 */
export function leaveWaitlist(event: string): Promise<WaitlistLeaveResponse> {
  return answer(apiClient.DELETE('/events/{event}/waitlist/me', { params: { path: { event } } }));
}

/** Leaves a waiting list; the user's entries are asked for again either way. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey }),
  });
}
