import { answer, apiClient } from '@/lib/api-client';
import type { BookingRequestBody, BookingResponse } from '@/lib/api-types';

/**
 * POST /accommodation/book -> 201 {success, booking}: the stay booked without online payment, paid
 * at once when a discount leaves nothing to pay, else (payments offline) awaiting the organisers'
 * mark. The same refusals as the order's; 400 when the stay is to be paid online.
 */
export function bookStay(body: BookingRequestBody): Promise<BookingResponse> {
  return answer(apiClient.POST('/accommodation/book', { body }));
}
