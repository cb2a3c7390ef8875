import { useState } from 'react';

import { RAZORPAY_LOAD_FAILED } from '@/components/checkout/razorpay';
import { checkoutModeOf, type PaymentResult } from '@/components/checkout/types';
import { CheckoutUnavailableError, useCheckout } from '@/components/checkout/use-checkout';
import { Button } from '@/components/ui/button';
import { DEFAULT_ERROR_MESSAGE, errorMessage, textOr } from '@/lib/api-client';
import { useFormatRupees } from '@/lib/money';
import { usePageMeta } from '@/lib/use-page-meta';

import { createPayment } from '../api/create-payment';
import { verifyTestPayment } from '../api/verify-payment';
import './payment-test.css';

/** SPEC 2.16 and 9: the test item costs 100 INR. */
export const TEST_AMOUNT_RUPEES = 100;
export const TEST_CURRENCY = 'INR';

/** SPEC 8: the payment test page's alerts, word for word. */
export const ALERTS = {
  verified: 'Payment Verified Successfully!',
  verifyError: (message: string) => `Verification Error: ${message}`,
  failed: (description: string) => `Payment Failed: ${description}`,
  error: (message: string) => `Error: ${message}`,
  sdk: RAZORPAY_LOAD_FAILED,
} as const;

/**
 * The public payment test page (SPEC 2.16): one test item for 100 INR. Buying it creates an order,
 * opens the payment widget (Razorpay's, or the sandbox dialog), verifies a successful payment, and
 * reports the outcome with an alert.
 */
export function PaymentTestPage() {
  const rupees = useFormatRupees();
  usePageMeta('Payment Test', 'A test purchase of 100 INR to check online payments.');
  const checkout = useCheckout();
  const [busy, setBusy] = useState(false);

  async function verify(result: PaymentResult) {
    try {
      const response = await verifyTestPayment(result);
      if (response?.success === false) {
        window.alert(ALERTS.verifyError(textOr(response.message, DEFAULT_ERROR_MESSAGE)));
      } else {
        window.alert(ALERTS.verified);
      }
    } catch (error) {
      window.alert(ALERTS.verifyError(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  async function buy() {
    setBusy(true);
    try {
      const order = await createPayment(TEST_AMOUNT_RUPEES, TEST_CURRENCY);
      await checkout.open(
        {
          mode: checkoutModeOf(order.mode),
          key: order.key,
          orderId: order.data.id,
          amount: order.data.amount,
          currency: order.data.currency,
          name: 'Payment Test',
          description: 'Test item',
        },
        {
          onSuccess: (result) => void verify(result),
          onFailure: (description) => {
            window.alert(ALERTS.failed(description));
            setBusy(false);
          },
          onDismiss: () => {
            setBusy(false);
          },
        },
      );
    } catch (error) {
      window.alert(
        error instanceof CheckoutUnavailableError ? ALERTS.sdk : ALERTS.error(errorMessage(error)),
      );
      setBusy(false);
    }
  }

  return (
    <section className="payment-test" aria-labelledby="payment-test-title">
      <h1 id="payment-test-title" className="payment-test__title">
        Payment Test
      </h1>
      <article className="payment-test__item" aria-label="Test item">
        <h2 className="payment-test__name">Test Item</h2>
        <p className="payment-test__text">
          A test purchase to check that online payments work end to end.
        </p>
        <p className="payment-test__price">{rupees(TEST_AMOUNT_RUPEES * 100)}</p>
        <Button onClick={() => void buy()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Processing...' : 'Buy Now'}
        </Button>
      </article>
      {checkout.element}
    </section>
  );
}
