import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { loadRazorpay } from '@/components/checkout/razorpay';
import { checkoutRequestOf, type PaymentResult } from '@/components/checkout/types';
import { useCheckout } from '@/components/checkout/use-checkout';
import { ApiError, errorMessage, type FieldErrors } from '@/lib/api-client';
import type { BookingRequestBody, BookingView } from '@/lib/api-types';
import { passesQueryKey } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { fetchPaymentsConfig } from '@/lib/queries/config';

import { bookStay } from '../api/book-stay';
import { createStayOrder } from '../api/create-order';
import { accommodationKeys } from '../api/query-keys';
import { verifyStayPayment } from '../api/verify-payment';
import { i18n } from '../i18n';

/** Where the outcome of a booking goes (the form shows it; the form stays as it was on a refusal). */
export interface BookHandlers {
  /** Field errors the server reports (422), shown at their fields. */
  onFieldErrors: (errors: FieldErrors) => void;
  /** A refusal to keep in view above the button (a full night, a guest booked already, ...). */
  onNotice: (message: string) => void;
  /** The stay is booked (paid, covered by the discount, or awaiting the organisers). */
  onBooked: (booking: BookingView, message: string) => void;
}

/**
 * Booking a stay: with online payments the server makes the order (POST
 * /accommodation/create-order), the checkout opens (Razorpay's widget, or the sandbox dialog) and a
 * successful payment is verified (POST /accommodation/verify-payment). Without an order, the stay is
 * booked without payment (POST /accommodation/book): when the site takes no online payment (GET
 * /config says `offline`), and when the order is refused with a 400, which it is when a discount
 * leaves nothing to pay or payments are offline. Every refusal is toasted and handed to the form;
 * afterwards, whatever happened, the bookings, the beds left and the passes are asked for again.
 * `submitting` stays on from the click until the user can act again. Render `element` (the sandbox
 * checkout) in the page.
 */
export function useBookStay() {
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  const openCheckout = checkout.open;
  const [submitting, setSubmitting] = useState(false);

  const refresh = useCallback(() => {
    for (const queryKey of [accommodationKeys.mine, accommodationKeys.options, passesQueryKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);

  const finish = useCallback(() => {
    setSubmitting(false);
    refresh();
  }, [refresh]);

  const fail = useCallback(
    (error: unknown, handlers: BookHandlers, fallback?: string) => {
      const message = errorMessage(error, fallback ?? i18n._('accommodation.done.bookFailed'));
      if (error instanceof ApiError && error.fieldErrors) handlers.onFieldErrors(error.fieldErrors);
      else handlers.onNotice(message);
      notify.error(message);
      finish();
    },
    [finish],
  );

  /** POST /accommodation/book; a 400 there means the order's own refusal (`refused`) stands. */
  const bookDirectly = useCallback(
    async (body: BookingRequestBody, handlers: BookHandlers, refused?: unknown) => {
      try {
        const { booking } = await bookStay(body);
        const message =
          booking.status === 'paid'
            ? i18n._('accommodation.done.bookedFree')
            : i18n._('accommodation.done.bookedOffline');
        notify.success(message);
        handlers.onBooked(booking, message);
        finish();
      } catch (error) {
        const stands = refused !== undefined && error instanceof ApiError && error.status === 400;
        fail(stands ? refused : error, handlers);
      }
    },
    [fail, finish],
  );

  const verify = useCallback(
    async (result: PaymentResult, handlers: BookHandlers) => {
      try {
        const { booking } = await verifyStayPayment(result);
        const message = i18n._('accommodation.done.paid');
        notify.success(message);
        handlers.onBooked(booking, message);
        finish();
      } catch (error) {
        fail(error, handlers, i18n._('accommodation.done.verifyFailed'));
      }
    },
    [fail, finish],
  );

  const submit = useCallback(
    async (body: BookingRequestBody, handlers: BookHandlers) => {
      setSubmitting(true);
      const mode = (await fetchPaymentsConfig(queryClient)).payments;
      if (mode === 'offline') {
        await bookDirectly(body, handlers);
        return;
      }
      // Razorpay's script first: no order is made that could not be paid.
      if (mode === 'razorpay' && !(await loadRazorpay())) {
        const message = i18n._('accommodation.done.checkoutFailed');
        handlers.onNotice(message);
        notify.error(message);
        setSubmitting(false);
        return;
      }

      let order;
      try {
        order = await createStayOrder(body);
      } catch (error) {
        // Nothing left to pay after the discount (or no online payment): book without paying.
        if (error instanceof ApiError && error.status === 400) {
          await bookDirectly(body, handlers, error);
        } else fail(error, handlers);
        return;
      }

      try {
        await openCheckout(checkoutRequestOf(order), {
          onSuccess: (result) => void verify(result, handlers),
          onFailure: () => {
            const message = i18n._('accommodation.done.paymentFailed');
            handlers.onNotice(message);
            notify.error(message);
            finish();
          },
          onDismiss: finish,
          onSubmitted: () => {
            const message = i18n._('accommodation.done.upiSubmitted');
            handlers.onNotice(message);
            notify.success(message);
            finish();
          },
        });
      } catch (error) {
        fail(error, handlers, i18n._('accommodation.done.checkoutFailed'));
      }
    },
    [bookDirectly, fail, finish, openCheckout, queryClient, verify],
  );

  return { submit, submitting, checkoutElement: checkout.element };
}
