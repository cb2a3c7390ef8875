import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient, DEFAULT_ERROR_MESSAGE } from '@/lib/api-client';
import type { RulebookResponse } from '@/lib/api-types';

import { rulebookChanged } from './upload-rulebook';

/** DELETE /admin/events/{event}/rulebook: back to the rulebook made from the catalogue (admins only; audited). */
export function resetRulebook(event: string): Promise<RulebookResponse> {
  return answer(
    apiClient.DELETE('/admin/events/{event}/rulebook', { params: { path: { event } } }),
  );
}

/** Drops an event's uploaded rulebook; the events list and the audit log follow. */
export function useResetRulebook() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: DEFAULT_ERROR_MESSAGE },
    mutationFn: (event: string) => resetRulebook(event),
    onSuccess: (response, event) => {
      rulebookChanged(queryClient, event, response);
    },
  });
}
