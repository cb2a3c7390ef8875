import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { RetryWebhookRequest, RetryWebhookResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/payments/webhooks/{id}/retry {reason} (admins only; the reason goes to the audit
 * log): processes a webhook that failed again, as it arrived. 409 when it was processed already, 422
 * without a reason; a new failure answers with its error and stays on the list.
 */
export function retryWebhook(id: string, reason: string): Promise<RetryWebhookResponse> {
  const body: RetryWebhookRequest = { reason };
  return answer(
    apiClient.POST('/admin/payments/webhooks/{id}/retry', { params: { path: { id } }, body }),
  );
}

/** Processes a failed webhook again; the payment health, registrations, figures and audit log follow. */
export function useRetryWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => retryWebhook(id, reason),
    onSuccess: () => {
      invalidate(queryClient, [
        adminKeys.paymentHealth,
        adminKeys.registrations,
        adminKeys.stats,
        adminKeys.auditLog,
      ]);
    },
  });
}
