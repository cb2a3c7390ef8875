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

/**
 * Submission (SPEC 4): the paid path creates an order, opens the payment widget (Razorpay's, or the
 * sandbox dialog) and verifies a successful payment; the non-payment path (fee 0, or payments
 * offline) posts the form directly. Both end on the events page. `submitting` stays on from the
 * click until the user can act again (failure, dismissal) or leaves. Field errors the server reports
 * (422) go to the caller's `onFieldErrors`.
 */
export function useSubmitRegistration(eventId: string) {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const [submitting, setSubmitting] = useState(false);
  const openCheckout = checkout.open;

  const fail = useCallback((error: unknown, onFieldErrors: (errors: FieldErrors) => void) => {
    if (error instanceof ApiError && error.fieldErrors) onFieldErrors(error.fieldErrors);
    notify.error(errorMessage(error, MSG.registrationFailed));
    setSubmitting(false);
  }, []);

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
    async (
      form: RegistrationForm,
      feePaise: number | null,
      onFieldErrors: (errors: FieldErrors) => void,
    ) => {
      setSubmitting(true);
      const config = await getPaymentsConfig();

      if (feePaise === 0 || config.payments === 'offline') {
        try {
          const response = await registerForEvent(eventId, form);
          notify.success(textOr(response?.message, MSG.registered));
          void navigate(AFTER_REGISTRATION);
        } catch (error) {
          fail(error, onFieldErrors);
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
        fail(error, onFieldErrors);
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
