import { useQueryClient } from '@tanstack/react-query';
import type { RegistrationForm } from 'fest-shared-wasm';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { loadRazorpay, RAZORPAY_LOAD_FAILED } from '@/components/checkout/razorpay';
import { checkoutRequestOf, type PaymentResult } from '@/components/checkout/types';
import { useCheckout } from '@/components/checkout/use-checkout';
import { ApiError, errorMessage, textOr, type FieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { fetchPaymentsConfig } from '@/lib/queries/config';
import { myRegistrationsQueryKey } from '@/lib/query-keys';

import { createOrder } from '../api/create-order';
import { registerForEvent } from '../api/register';
import { verifyPayment } from '../api/verify-payment';
import { confirmationPath, MSG } from '../lib/messages';

/** Where a refused submission's details go (the wizard shows them; the form stays as it was). */
export interface SubmitHandlers {
  /** Field errors the server reports (422), shown at their fields. */
  onFieldErrors: (errors: FieldErrors) => void;
  /** A refusal to keep on screen above the form. */
  onNotice: (message: string) => void;
  /**
   * The event has no place left (409 with the shared `eventFull` text, 'This event is full. Join the
   * waiting list?'): the wizard keeps the form, shows the message and offers the waiting list.
   */
  onEventFull: (message: string) => void;
}

/** Whether the server refused an order because its discount leaves nothing to pay (400 with the shared text). */
const isNothingToPay = (error: unknown, nothingToPay: string) =>
  error instanceof ApiError &&
  error.status === 400 &&
  errorMessage(error, '').trim() === nothingToPay;

/**
 * Submission (SPEC 4): the paid path creates an order, opens the payment widget (Razorpay's, or the
 * sandbox dialog) and verifies a successful payment; the non-payment path (fee 0, or payments
 * offline) posts the form directly. Both end on the registration's confirmation page. A discount code typed on the last
 * step goes beside the form's fields as `code` on either path: the server prices it (the order is
 * for what is left, which the checkout shows), and when it leaves nothing to pay (400 with the
 * shared `nothingToPay` text) the same form and code are registered without payment instead.
 * `submitting` stays on from the click until the user can act again (failure, dismissal) or leaves.
 * A failure is toasted (SPEC 8); field errors (422, a refused code under `code`) also go to
 * `onFieldErrors`, and an event found full (409 with the shared `eventFull` text) also goes to
 * `onEventFull`, so that it stays in view with the waiting list.
 */
export function useSubmitRegistration(
  eventId: string,
  { eventFull, nothingToPay }: { eventFull: string; nothingToPay: string },
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  const [submitting, setSubmitting] = useState(false);
  const openCheckout = checkout.open;

  const fail = useCallback(
    (error: unknown, handlers: SubmitHandlers) => {
      const message = errorMessage(error, MSG.registrationFailed);
      if (error instanceof ApiError && error.fieldErrors) handlers.onFieldErrors(error.fieldErrors);
      if (error instanceof ApiError && error.status === 409 && message === eventFull) {
        handlers.onEventFull(message);
      }
      notify.error(message);
      setSubmitting(false);
    },
    [eventFull],
  );

  const verify = useCallback(
    async (result: PaymentResult) => {
      try {
        const response = await verifyPayment(eventId, result);
        if (response?.success === false) {
          notify.error(textOr(response.message, MSG.verifyFailed));
          setSubmitting(false);
          return;
        }
        notify.success(MSG.paid);
        // The registration's own page says it and what comes next (no alert over the events page).
        void queryClient.invalidateQueries({ queryKey: myRegistrationsQueryKey });
        void navigate(confirmationPath(eventId));
      } catch (error) {
        notify.error(errorMessage(error, MSG.verifyFailed));
        setSubmitting(false);
      }
    },
    [eventId, navigate, queryClient],
  );

  /** POST /events/{event}: the registration without payment. */
  const registerDirectly = useCallback(
    async (form: RegistrationForm, code: string, handlers: SubmitHandlers) => {
      try {
        const response = await registerForEvent(eventId, form, code);
        notify.success(textOr(response?.message, MSG.registered));
        void queryClient.invalidateQueries({ queryKey: myRegistrationsQueryKey });
        void navigate(confirmationPath(eventId));
      } catch (error) {
        fail(error, handlers);
      }
    },
    [eventId, fail, navigate, queryClient],
  );

  const submit = useCallback(
    async (
      form: RegistrationForm,
      feePaise: number | null,
      handlers: SubmitHandlers,
      code = '',
    ) => {
      setSubmitting(true);
      const config = await fetchPaymentsConfig(queryClient);

      if (feePaise === 0 || config.payments === 'offline') {
        await registerDirectly(form, code, handlers);
        return;
      }

      // Paid events load the checkout script first (SPEC 7).
      if (config.payments === 'razorpay' && !(await loadRazorpay())) {
        notify.error(RAZORPAY_LOAD_FAILED);
        setSubmitting(false);
        return;
      }

      let order;
      try {
        order = await createOrder(eventId, form, code);
      } catch (error) {
        // The discount covers the whole fee: nothing to pay online, so register without payment.
        if (isNothingToPay(error, nothingToPay)) await registerDirectly(form, code, handlers);
        else fail(error, handlers);
        return;
      }

      try {
        await openCheckout(checkoutRequestOf(order), {
          onSuccess: (result) => void verify(result),
          onFailure: () => {
            notify.error(MSG.paymentFailed);
            setSubmitting(false);
          },
          onDismiss: () => {
            setSubmitting(false);
          },
          // UPI: the payment waits for the organisers; the registration shows as pending meanwhile.
          onSubmitted: () => {
            notify.success(MSG.upiSubmitted);
            void queryClient.invalidateQueries({ queryKey: myRegistrationsQueryKey });
            void navigate(confirmationPath(eventId));
          },
        });
      } catch (error) {
        notify.error(errorMessage(error, RAZORPAY_LOAD_FAILED));
        setSubmitting(false);
      }
    },
    [eventId, fail, navigate, nothingToPay, openCheckout, queryClient, registerDirectly, verify],
  );

  return { submit, submitting, checkoutElement: checkout.element };
}
