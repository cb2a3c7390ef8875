import type { RegistrationForm } from 'fest-shared-wasm';

import { api } from '@/lib/api-client';
import type { RegisterResponse } from '@/lib/api-types';

/** POST /events/{eventId} with the canonical form (no payment: fee 0 or payments offline). */
export function registerForEvent(
  eventId: string,
  form: RegistrationForm,
): Promise<RegisterResponse | undefined> {
  return api.post<RegisterResponse | undefined>(`/events/${encodeURIComponent(eventId)}`, form);
}
