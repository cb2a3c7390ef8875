import { useState } from 'react';

import { checkoutModeOf, type PaymentResult } from '@/components/checkout/types';
import { CheckoutUnavailableError, useCheckout } from '@/components/checkout/use-checkout';
import { Button } from '@/components/ui/button';
import { DEFAULT_ERROR_MESSAGE, errorMessage, textOr } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/i18n/money';
import { usePageMeta } from '@/lib/use-page-meta';

import { createPayment } from '../api/create-payment';
import { verifyTestPayment } from '../api/verify-payment';
import { i18n, useI18n } from '../i18n';
import './payment-test.css';

/** SPEC 2.16 and 9: the test item costs 100 INR. */
export const TEST_AMOUNT_RUPEES = 100;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a currency's code
export const TEST_CURRENCY = 'INR';

/** SPEC 8: the payment test page's alerts, word for word in English (in the active language). */
export const ALERTS = {
  get verified() {
    return i18n._('payment-test.alert.verified');
  },
  verifyError: (message: string) => i18n._('payment-test.alert.verifyError', { message }),
  failed: (description: string) => i18n._('payment-test.alert.failed', { description }),
  error: (message: string) => i18n._('payment-test.alert.error', { message }),
  get sdk() {
    return i18n._('payment-test.alert.sdk');
  },
};

/**
 * The public payment test page (SPEC 2.16): one test item for 100 INR. Buying it creates an order,
 * opens the payment widget (Razorpay's, or the sandbox dialog), verifies a successful payment, and
 * reports the outcome with an alert.
 */
export function PaymentTestPage() {
  const { i18n } = useI18n();
  const money = useFormatMoney();
  usePageMeta(i18n._('payment-test.page.title'), i18n._('payment-test.page.description'));
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
          name: i18n._('payment-test.order.name'),
          description: i18n._('payment-test.order.description'),
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
        {i18n._('payment-test.page.title')}
      </h1>
      <article className="payment-test__item" aria-label={i18n._('payment-test.item.label')}>
        <h2 className="payment-test__name">{i18n._('payment-test.item.name')}</h2>
        <p className="payment-test__text">{i18n._('payment-test.item.text')}</p>
        <p className="payment-test__price">{money(TEST_AMOUNT_RUPEES * 100)}</p>
        <Button onClick={() => void buy()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? i18n._('payment-test.item.processing') : i18n._('payment-test.item.buy')}
        </Button>
      </article>
      {checkout.element}
    </section>
  );
}
