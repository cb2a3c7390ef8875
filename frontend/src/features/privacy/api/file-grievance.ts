import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { GrievanceForm, GrievanceReceipt } from '@/lib/api-types';

/**
 * POST /grievances (open; with a session the grievance is linked to the account) -> 201
 * {success, reference, dueOn, email}: the grievance's reference, the last day of its answer
 * (YYYY-MM-DD) and the address the answer goes to. A 422 names the fields it refuses (the shared
 * rules' messages); a 429 says too many were sent.
 */
export function fileGrievance(form: GrievanceForm): Promise<GrievanceReceipt> {
  return answer(apiClient.POST('/grievances', { body: form }));
}

/** Sends a grievance; the form shows a refusal itself (at its fields, else above the button). */
export function useFileGrievance() {
  return useMutation({ mutationFn: fileGrievance });
}
