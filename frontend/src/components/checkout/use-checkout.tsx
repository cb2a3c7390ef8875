import { useCallback, useState, type ReactNode } from 'react';

import { i18n } from '@/components/i18n';

import { CHECKOUT_THEME_COLOR, loadRazorpay, RAZORPAY_LOAD_FAILED } from './razorpay';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import type { CheckoutHandlers, CheckoutRequest } from './types';
import { UpiCheckoutDialog } from './upi-checkout-dialog';

/** The payment widget could not be started (Razorpay's script did not load). */
export class CheckoutUnavailableError extends Error {
  override readonly name = 'CheckoutUnavailableError';
}

/**
 * Opens the payment widget for an order: Razorpay's Standard Checkout in `razorpay` mode (its script
 * is loaded on first use), the sandbox dialog in `sandbox` mode, the UPI dialog (QR code, link, UTR)
 * in `upi` mode. Render `element` somewhere in the page (it holds the sandbox or UPI dialog while it
 * is open). `open` rejects with CheckoutUnavailableError
 * ('Razorpay SDK failed to load') when the widget cannot be shown; otherwise the outcome arrives
 * through the handlers.
 */
export function useCheckout(): {
  open: (request: CheckoutRequest, handlers: CheckoutHandlers) => Promise<void>;
  element: ReactNode;
} {
  const [sandbox, setSandbox] = useState<{
    request: CheckoutRequest;
    handlers: CheckoutHandlers;
  } | null>(null);

  const open = useCallback(async (request: CheckoutRequest, handlers: CheckoutHandlers) => {
    if (request.mode === 'sandbox' || request.mode === 'upi') {
      setSandbox({ request, handlers });
      return;
    }
    const ready = await loadRazorpay();
    const Razorpay = window.Razorpay;
    if (!ready || !Razorpay) throw new CheckoutUnavailableError(RAZORPAY_LOAD_FAILED);
    const widget = new Razorpay({
      key: request.key,
      amount: request.amount,
      currency: request.currency,
      name: request.name,
      description: request.description,
      order_id: request.orderId,
      ...(request.prefill ? { prefill: request.prefill } : {}),
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: handlers.onSuccess,
      modal: { ondismiss: handlers.onDismiss },
    });
    widget.on('payment.failed', (response) => {
      // Failure description when Razorpay gives none.
      handlers.onFailure(response.error?.description ?? i18n._('checkout.razorpay.failed'));
    });
    widget.open();
  }, []);

  const close = useCallback(() => {
    setSandbox(null);
  }, []);

  let element: ReactNode = null;
  if (sandbox?.request.mode === 'upi') {
    element = (
      <UpiCheckoutDialog request={sandbox.request} handlers={sandbox.handlers} onClosed={close} />
    );
  } else if (sandbox) {
    element = (
      <SandboxCheckoutDialog
        request={sandbox.request}
        handlers={sandbox.handlers}
        onClosed={close}
      />
    );
  }

  return { open, element };
}
