import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { checkoutRequestOf, type PaymentResult } from '@/components/checkout/types';
import { useCheckout } from '@/components/checkout/use-checkout';
import { errorMessage, textOr } from '@/lib/api-client';
import type { WaitlistEntryView } from '@/lib/api-types';
import {
  eventsQueryKey,
  myRegistrationsQueryKey,
  myWaitlistQueryKey,
  passesQueryKey,
  registeredEventsQueryKey,
} from '@/lib/query-keys';
import { notify } from '@/lib/toast';

import { acceptOffer } from '../api/accept-offer';
import { verifyPayment } from '../api/verify-payment';
import { i18n } from '../i18n';

/**
 * Taking the place a waiting list offers ('Pay now'): POST /events/{event}/waitlist/accept; when the
 * answer carries an order, the same checkout as the wizards' opens for it and a successful payment is
 * verified (POST /events/{event}/verify-payment); without one (offline or free) the registration is
 * already stored and the server's message says so. Afterwards, whatever happened, the user's
 * registrations and waiting lists (and the passes and places that follow) are asked for again.
 * `paying` is the event being paid for; render `element` (the sandbox checkout) in the page.
 */
export function useTakeOffer() {
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  const openCheckout = checkout.open;
  const [paying, setPaying] = useState<string | null>(null);

  const finish = useCallback(() => {
    setPaying(null);
    for (const queryKey of [
      myRegistrationsQueryKey,
      myWaitlistQueryKey,
      passesQueryKey,
      eventsQueryKey,
      registeredEventsQueryKey,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);

  const verify = useCallback(
    async (event: string, result: PaymentResult) => {
      try {
        const response = await verifyPayment(event, result);
        if (response?.success === false)
          notify.error(textOr(response.message, i18n._('account.pay.verifyFailed')));
        else notify.success(i18n._('account.pay.paid'));
      } catch (error) {
        notify.error(errorMessage(error, i18n._('account.pay.verifyFailed')));
      } finally {
        finish();
      }
    },
    [finish],
  );

  const take = useCallback(
    async (entry: WaitlistEntryView) => {
      setPaying(entry.event);
      let response;
      try {
        response = await acceptOffer(entry.event);
      } catch (error) {
        notify.error(errorMessage(error, i18n._('account.waitlist.acceptFailed')));
        finish();
        return;
      }
      const order = response.order;
      if (!order) {
        notify.success(textOr(response.message, i18n._('account.waitlist.placeTaken')));
        finish();
        return;
      }
      try {
        await openCheckout(checkoutRequestOf(order), {
          onSuccess: (result) => void verify(entry.event, result),
          onFailure: () => {
            notify.error(i18n._('account.pay.failed'));
            finish();
          },
          onDismiss: finish,
        });
      } catch (error) {
        notify.error(errorMessage(error, i18n._('account.pay.checkoutFailed')));
        finish();
      }
    },
    [finish, openCheckout, verify],
  );

  return { take, paying, element: checkout.element };
}
