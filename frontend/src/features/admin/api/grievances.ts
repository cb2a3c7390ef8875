/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { GrievanceResponse, GrievancesResponse } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys, invalidate } from './query-keys';

/**
 * GET /admin/grievances (admins) -> {success, grievances, open, overdue}: every grievance, the open
 * ones first by due day, then the answered ones newest first; how many are open, and how many of
 * them are past their due day.
 */
export function getGrievances(signal?: AbortSignal): Promise<GrievancesResponse> {
  return answer(apiClient.GET('/admin/grievances', { signal }));
}

export function useGrievances() {
  return useAdminQuery(adminKeys.grievances, getGrievances, 'Failed to load the grievances');
}

/**
 * POST /admin/grievances/{id}/answer (admins) -> {success, grievance}: the answer is kept and
 * e-mailed to the person. 409 when it was answered already; 422 names `answer` (empty, too long).
 */
export function answerGrievance({
  id,
  answer: text,
}: {
  id: string;
  answer: string;
}): Promise<GrievanceResponse> {
  return answer(
    apiClient.POST('/admin/grievances/{id}/answer', {
      params: { path: { id } },
      body: { answer: text },
    }),
  );
}

/**
 * Answers a grievance. The list loads again afterwards, and after a refusal too (answered meanwhile:
 * the list shows the answer); the audit log follows.
 */
export function useAnswerGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerGrievance,
    onSettled: () => {
      invalidate(queryClient, [adminKeys.grievances, adminKeys.auditLog]);
    },
  });
}
