import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import {
  checkoutModeOf,
  type CheckoutHandlers,
  type CheckoutRequest,
  type PaymentResult,
} from '@/components/checkout/types';
import { getUpiOrder } from '@/components/checkout/upi-api';
import { useCheckout } from '@/components/checkout/use-checkout';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage, textOr } from '@/lib/api-client';
import type { RegistrationView } from '@/lib/api-types';
import { FEST } from '@/lib/fest';
import { useFormatMoney } from '@/lib/i18n/money';
import { fetchPaymentsConfig } from '@/lib/queries/config';
import { myReceiptsQueryKey } from '@/lib/queries/receipts';
import {
  eventsQueryKey,
  myRegistrationsQueryKey,
  myWaitlistQueryKey,
  passesQueryKey,
  registeredEventsQueryKey,
} from '@/lib/query-keys';
import { notify } from '@/lib/toast';

import { verifyPayment } from '../api/verify-payment';
import { useI18n } from '../i18n';

/**
 * 'Pay now' on a registration not paid yet, in whichever way the site takes payments:
 * - with Razorpay or the sandbox, the checkout opens again on the registration's own order (both
 *   take an order until it is paid or expires) and a payment is verified exactly as the wizards'
 *   is (POST /events/{event}/verify-payment); the answer is toasted and, once paid, `onPaid` runs;
 * - with UPI, the order is loaded (GET /payments/upi/{orderId}) and the UPI checkout opens on it, to
 *   pay and submit the UTR (or saying the UTR already submitted waits for the organisers);
 * - awaiting an offline payment, a dialog says how to pay the organisers.
 * Whatever happens, the user's registrations (and what follows a payment: passes, receipts, places)
 * are asked for again. The dialogs give the focus back to the button; so does Razorpay's widget.
 */
export function PayNowButton({
  registration,
  title,
  describedBy,
  onPaid,
}: {
  registration: RegistrationView;
  /** The event's title. */
  title: string;
  /** The id of the registration's title. */
  describedBy: string;
  /** After a verified payment (the caller moves the focus to the registration). */
  onPaid: () => void;
}) {
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const rupees = useFormatMoney();
  const { i18n } = useI18n();
  const buttonId = useId();
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState(false);

  const refresh = () => {
    for (const queryKey of [
      myRegistrationsQueryKey,
      passesQueryKey,
      myReceiptsQueryKey,
      myWaitlistQueryKey,
      eventsQueryKey,
      registeredEventsQueryKey,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const focusButton = () => {
    document.getElementById(buttonId)?.focus();
  };

  const verify = async (result: PaymentResult) => {
    setBusy(true);
    let paid = false;
    try {
      const response = await verifyPayment(registration.event, result);
      if (response?.success === false) {
        notify.error(textOr(response.message, i18n._('account.pay.verifyFailed')));
      } else {
        paid = true;
        notify.success(i18n._('account.pay.paid'));
      }
    } catch (error) {
      notify.error(errorMessage(error, i18n._('account.pay.verifyFailed')));
    } finally {
      setBusy(false);
      refresh();
    }
    if (paid) onPaid();
    else focusButton();
  };

  const handlers: CheckoutHandlers = {
    onSuccess: (result) => void verify(result),
    onFailure: () => {
      notify.error(i18n._('account.pay.failed'));
      refresh();
      focusButton();
    },
    onDismiss: focusButton,
    onSubmitted: () => {
      refresh();
      focusButton();
    },
  };

  /** The checkout request for the registration's order, as the wizard's order would make it. */
  const requestOf = async (orderId: string): Promise<CheckoutRequest> => {
    const mode = checkoutModeOf(registration.paymentMode);
    if (mode === 'upi') {
      const order = await getUpiOrder(orderId);
      return {
        mode,
        key: '',
        orderId: order.orderId,
        amount: order.amount,
        currency: order.currency,
        name: title,
        description: '',
        ...(order.upi ? { upi: order.upi } : {}),
        ...(order.state !== 'created' && order.utr ? { upiSubmittedUtr: order.utr } : {}),
      };
    }
    const config = await fetchPaymentsConfig(queryClient);
    return {
      mode,
      key: config.razorpayKeyId ?? '',
      orderId,
      amount: registration.amount,
      currency: registration.currency,
      name: `${title} - ${FEST.name} ${FEST.year}`,
      // What the checkout shows beside the event when the registration names no college (SPEC 7).
      description:
        registration.collegeName.trim() === ''
          ? i18n._('account.pay.noCollege')
          : registration.collegeName,
    };
  };

  const open = async () => {
    if (busy) return;
    if (registration.paymentStatus === 'awaiting_payment') {
      setOffline(true);
      return;
    }
    const orderId = registration.orderId;
    if (typeof orderId !== 'string' || orderId === '') return;
    setBusy(true);
    try {
      await checkout.open(await requestOf(orderId), handlers);
    } catch (error) {
      const fallback =
        registration.paymentMode === 'upi'
          ? i18n._('account.pay.upiOrderFailed')
          : i18n._('account.pay.checkoutFailed');
      notify.error(errorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        className="account-form__submit"
        aria-describedby={describedBy}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- ARIA's token
        aria-haspopup="dialog"
        // Not `disabled`: the button keeps the focus, which the checkout's dialog gives back to it.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => void open()}
      >
        {busy ? i18n._('account.pay.paying') : i18n._('account.pay.now')}
      </Button>
      {checkout.element}
      {offline && (
        <Modal
          title={i18n._('account.pay.offlineTitle', { event: title })}
          className="account-dialog"
          onClose={() => {
            setOffline(false);
          }}
        >
          <div className="account-dialog__text">
            <p>{i18n._('account.pay.offline', { amount: rupees(registration.amount) })}</p>
            <p>{i18n._('account.pay.offlineContact', { phone: FEST.phone, email: FEST.email })}</p>
          </div>
          <div className="account-actions account-actions--end">
            <Button
              variant="ghost"
              onClick={() => {
                setOffline(false);
              }}
            >
              {i18n._('account.pay.close')}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
