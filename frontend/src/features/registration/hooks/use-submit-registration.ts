import type { RegistrationForm } from 'fest-shared-wasm';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { loadRazorpay, RAZORPAY_LOAD_FAILED } from '@/components/checkout/razorpay';
import { checkoutModeOf, type PaymentResult } from '@/components/checkout/types';
import { useCheckout } from '@/components/checkout/use-checkout';
import { ApiError, errorMessage, textOr, type FieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';

import { createOrder } from '../api/create-order';
import { getPaymentsConfig } from '../api/get-payments-config';
import { registerForEvent } from '../api/register';
import { verifyPayment } from '../api/verify-payment';
import { AFTER_REGISTRATION, MSG } from '../lib/messages';

/** Where a refused submission's details go (the wizard shows them; the form stays as it was). */
export interface SubmitHandlers {
  /** Field errors the server reports (422), shown at their fields. */
  onFieldErrors: (errors: FieldErrors) => void;
  /** A refusal to keep on screen above the form, such as an event with no place left (409). */
  onNotice: (message: string) => void;
}

/**
 * Submission (SPEC 4): the paid path creates an order, opens the payment widget (Razorpay's, or the
 * sandbox dialog) and verifies a successful payment; the non-payment path (fee 0, or payments
 * offline) posts the form directly. Both end on the events page. `submitting` stays on from the
 * click until the user can act again (failure, dismissal) or leaves. A failure is toasted (SPEC 8);
 * field errors (422) also go to `onFieldErrors`, and an event found full (409 with the shared
 * `eventFull` text) also goes to `onNotice`, so that it stays in view.
 */
export function useSubmitRegistration(eventId: string, eventFull: string) {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const [submitting, setSubmitting] = useState(false);
  const openCheckout = checkout.open;

  const fail = useCallback(
    (error: unknown, handlers: SubmitHandlers) => {
      const message = errorMessage(error, MSG.registrationFailed);
      if (error instanceof ApiError && error.fieldErrors) handlers.onFieldErrors(error.fieldErrors);
      if (error instanceof ApiError && error.status === 409 && message === eventFull) {
        handlers.onNotice(message);
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
        window.alert(MSG.paid);
        notify.success(MSG.paid);
        void navigate(AFTER_REGISTRATION);
      } catch (error) {
        notify.error(errorMessage(error, MSG.verifyFailed));
        setSubmitting(false);
      }
    },
    [eventId, navigate],
  );

  const submit = useCallback(
    async (form: RegistrationForm, feePaise: number | null, handlers: SubmitHandlers) => {
      setSubmitting(true);
      const config = await getPaymentsConfig();

      if (feePaise === 0 || config.payments === 'offline') {
        try {
          const response = await registerForEvent(eventId, form);
          notify.success(textOr(response?.message, MSG.registered));
          void navigate(AFTER_REGISTRATION);
        } catch (error) {
          fail(error, handlers);
        }
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
        order = await createOrder(eventId, form);
      } catch (error) {
        fail(error, handlers);
        return;
      }

      try {
        await openCheckout(
          {
            mode: checkoutModeOf(order.mode),
            key: order.key,
            orderId: order.order.id,
            amount: order.order.amount,
            currency: order.order.currency,
            name: order.name,
            description: order.description,
            prefill: order.prefill,
          },
          {
            onSuccess: (result) => void verify(result),
            onFailure: () => {
              notify.error(MSG.paymentFailed);
              setSubmitting(false);
            },
            onDismiss: () => {
              setSubmitting(false);
            },
          },
        );
      } catch (error) {
        notify.error(errorMessage(error, RAZORPAY_LOAD_FAILED));
        setSubmitting(false);
      }
    },
    [eventId, fail, navigate, openCheckout, verify],
  );

  return { submit, submitting, checkoutElement: checkout.element };
}
