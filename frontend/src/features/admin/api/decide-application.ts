import { api } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';

import type { CaApplication } from '../types';

export type Decision = 'accept' | 'reject';

export interface DecisionResponse {
  success: boolean;
  message?: string;
  application?: CaApplication;
}

/** PUT /ca/{id}/accept or PUT /ca/{id}/reject. */
export function decideApplication(id: string, decision: Decision): Promise<DecisionResponse> {
  return api.put<DecisionResponse>(`/ca/${encodeURIComponent(id)}/${decision}`);
}

export function useDecideApplication() {
  return useMutation(decideApplication);
}
