import type { RegistrationForm } from 'fest-shared-wasm';

import { api } from '@/lib/api-client';
import type { CreateOrderResponse } from '@/lib/api-types';

/**
 * POST /events/{eventId}/create-order with the canonical form -> the order to pay. 422 carries
 * `{message, errors}` (field path -> messages), 409 means already registered or the event full (the
 * shared `eventFull` text), 400 closed.
 */
export function createOrder(eventId: string, form: RegistrationForm): Promise<CreateOrderResponse> {
  return api.post<CreateOrderResponse>(`/events/${encodeURIComponent(eventId)}/create-order`, form);
}
