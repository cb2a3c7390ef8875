import { useQueryClient } from '@tanstack/react-query';
import type { RegistrationForm } from 'fest-shared-wasm';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { RAZORPAY_LOAD_FAILED } from '@/components/checkout/razorpay';
import { checkoutRequestOf, type PaymentResult } from '@/components/checkout/types';
import { useCheckout } from '@/components/checkout/use-checkout';
import { ApiError, errorMessage, textOr } from '@/lib/api-client';
import {
  eventsQueryKey,
  myRegistrationsQueryKey,
  passesQueryKey,
  registeredEventsQueryKey,
} from '@/lib/query-keys';
import { notify } from '@/lib/toast';

import { changeRegistration, verifyChangePayment } from '../api/change-registration';
import { ACCOUNT_PAGE, MSG } from '../lib/messages';
import type { SubmitHandlers } from './use-submit-registration';

/**
 * Saving a change of a registration's team (PUT /events/{event}/registration with the whole form).
 * When the new team costs no more, the change is saved at once. When it costs more, the answer
 * carries an order for the difference: the same checkout as the wizard's opens for it, and a
 * successful payment is verified (POST /events/{event}/registration/verify-payment). Either way the
 * server's message is toasted, the registrations (and what follows from the roster: passes, places)
 * are asked for again and the user goes back to the account page. A refusal is toasted and kept in
 * view above the form, with field errors (422) at their fields; a payment not made leaves the form
 * as it is, saying the change waits for it.
 */
export function useSubmitChange(eventId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  const openCheckout = checkout.open;
  const [submitting, setSubmitting] = useState(false);

  const refresh = useCallback(() => {
    for (const queryKey of [
      myRegistrationsQueryKey,
      passesQueryKey,
      eventsQueryKey,
      registeredEventsQueryKey,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);

  const saved = useCallback(
    (message: string) => {
      notify.success(message);
      refresh();
      void navigate(ACCOUNT_PAGE);
    },
    [navigate, refresh],
  );

  const verify = useCallback(
    async (result: PaymentResult, handlers: SubmitHandlers) => {
      try {
        const response = await verifyChangePayment(eventId, result);
        saved(textOr(response.message, MSG.changesSaved));
      } catch (error) {
        const message = errorMessage(error, MSG.verifyFailed);
        notify.error(message);
        handlers.onNotice(message);
        setSubmitting(false);
      }
    },
    [eventId, saved],
  );

  const submit = useCallback(
    async (form: RegistrationForm, handlers: SubmitHandlers) => {
      setSubmitting(true);
      let response;
      try {
        response = await changeRegistration(eventId, form);
      } catch (error) {
        const message = errorMessage(error, MSG.changeFailed);
        if (error instanceof ApiError && error.fieldErrors)
          handlers.onFieldErrors(error.fieldErrors);
        else handlers.onNotice(message);
        notify.error(message);
        setSubmitting(false);
        return;
      }

      const order = response.order;
      if (!order) {
        saved(textOr(response.message, MSG.changesSaved));
        return;
      }

      // The change waits for the difference: say so, and open the checkout for it.
      handlers.onNotice(textOr(response.message, MSG.changeNotPaid));
      const unpaid = () => {
        handlers.onNotice(MSG.changeNotPaid);
        setSubmitting(false);
      };
      try {
        await openCheckout(checkoutRequestOf(order), {
          onSuccess: (result) => void verify(result, handlers),
          onFailure: () => {
            notify.error(MSG.paymentFailed);
            unpaid();
          },
          onDismiss: unpaid,
          onSubmitted: () => {
            handlers.onNotice(MSG.changeUpiSubmitted);
            notify.success(MSG.changeUpiSubmitted);
            setSubmitting(false);
          },
        });
      } catch (error) {
        notify.error(errorMessage(error, RAZORPAY_LOAD_FAILED));
        unpaid();
      }
    },
    [eventId, openCheckout, saved, verify],
  );

  return { submit, submitting, checkoutElement: checkout.element };
}
