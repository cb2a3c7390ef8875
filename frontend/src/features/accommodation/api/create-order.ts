import { answer, apiClient } from '@/lib/api-client';
import type { BookingOrderResponse, BookingRequestBody } from '@/lib/api-types';

/**
 * POST /accommodation/create-order -> the order to pay for the stay (the same fields as an event's
 * order) with the booking, priced by the server after any discount. 409 when a night of the block
 * is full or a guest has a bed already; 422 with field errors (registrationId, guests, block,
 * checkIn, nights, code); 400 when nothing is left to pay after the discount, or when the fest takes
 * no online payment: the stay is then booked without payment (POST /accommodation/book).
 */
export function createStayOrder(body: BookingRequestBody): Promise<BookingOrderResponse> {
  return answer(apiClient.POST('/accommodation/create-order', { body }));
}
