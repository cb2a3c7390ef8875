import { api } from '@/lib/api-client';

import type { User } from '../session';

export interface MeResponse {
  success: boolean;
  user: User;
}

/** GET /user/me (SPEC 7): the signed-in user; restores the session at start-up. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>('/user/me', { signal });
}
