/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { StatementResult, UpiMatchLine, UpiWaitingList } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys, invalidate } from './query-keys';

/** GET /admin/payments/upi (admins only): the UTRs payers submitted, waiting for the organisers. */
export function getUpiWaiting(signal?: AbortSignal): Promise<UpiWaitingList> {
  return answer(apiClient.GET('/admin/payments/upi', { signal }));
}

export function useUpiWaiting() {
  return useAdminQuery(
    adminKeys.upiWaiting,
    (signal) => getUpiWaiting(signal),
    'Failed to load the UPI payments waiting',
  );
}

/**
 * POST /admin/payments/upi/statement {statement} (admins only; audited): matches a bank statement
 * (CSV) to the submitted UTRs; each match of UTR and exact amount confirms its order. 422 under
 * `statement` when no header line names the columns.
 */
export function matchStatement(statement: string): Promise<StatementResult> {
  return answer(apiClient.POST('/admin/payments/upi/statement', { body: { statement } }));
}

/** POST /admin/payments/upi/{orderId}/confirm (admins only; audited): confirms one UTR by hand. */
export function confirmUpi(orderId: string): Promise<UpiMatchLine> {
  return answer(
    apiClient.POST('/admin/payments/upi/{order}/confirm', { params: { path: { order: orderId } } }),
  );
}

/** What a confirmation changes: the waiting list, payment health, registrations and figures. */
const KEYS = [
  adminKeys.upiWaiting,
  adminKeys.paymentHealth,
  adminKeys.registrations,
  adminKeys.stats,
  adminKeys.auditLog,
  adminKeys.accommodation,
];

export function useMatchStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statement: string) => matchStatement(statement),
    onSuccess: () => {
      invalidate(queryClient, KEYS);
    },
  });
}

export function useConfirmUpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => confirmUpi(orderId),
    onSuccess: () => {
      invalidate(queryClient, KEYS);
    },
  });
}
