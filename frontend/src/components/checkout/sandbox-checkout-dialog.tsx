import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useFormatRupees } from '@/lib/money';

import { failSandboxOrder, paySandboxOrder } from './sandbox-api';
import type { CheckoutHandlers, CheckoutRequest } from './types';
import './checkout.css';

/** The dialog's title: it must never be mistaken for a real payment. */
export const SANDBOX_TITLE = 'Sandbox checkout — test mode, no real money';

/** Failure description when the sandbox gives none. */
export const SANDBOX_DECLINED = 'The sandbox payment was declined.';

const amountText = (rupees: (paise: number) => string, amount: number, currency: string) =>
  currency === 'INR' ? rupees(amount) : `${(amount / 100).toFixed(2)} ${currency}`;

/**
 * The sandbox stand-in for Razorpay's widget (payments mode `sandbox`): the order's amount and two
 * buttons. Pay asks the sandbox to pay the order and hands its answer to `onSuccess`, exactly as
 * Razorpay's handler would be called; Fail asks it to fail the order and reports `onFailure` like
 * Razorpay's 'payment.failed'. Cancel or Escape closes it without paying (`onDismiss`).
 */
export function SandboxCheckoutDialog({
  request,
  handlers,
  onClosed,
}: {
  request: CheckoutRequest;
  handlers: CheckoutHandlers;
  /** Removes the dialog (called before the handler). */
  onClosed: () => void;
}) {
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const rupees = useFormatRupees();

  async function pay() {
    setBusy('pay');
    try {
      const result = await paySandboxOrder(request.orderId);
      onClosed();
      handlers.onSuccess(result);
    } catch (error) {
      onClosed();
      handlers.onFailure(errorMessage(error, SANDBOX_DECLINED));
    }
  }

  async function fail() {
    setBusy('fail');
    let description: string;
    try {
      const body = await failSandboxOrder(request.orderId);
      description = body?.error.description ?? '';
    } catch (error) {
      description = errorMessage(error, '');
    }
    onClosed();
    handlers.onFailure(description.trim() === '' ? SANDBOX_DECLINED : description);
  }

  const dismiss = () => {
    if (busy) return; // the sandbox is already answering
    onClosed();
    handlers.onDismiss();
  };

  return (
    <Modal title={SANDBOX_TITLE} onClose={dismiss} className="checkout-sandbox">
      <p className="checkout-sandbox__note">
        This is the local payment sandbox. Choose Pay to simulate a successful payment or Fail to
        simulate a declined one.
      </p>
      <dl className="checkout-sandbox__details">
        <div>
          <dt>For</dt>
          <dd>{request.name}</dd>
        </div>
        {request.description && (
          <div>
            <dt>Description</dt>
            <dd>{request.description}</dd>
          </div>
        )}
        <div>
          <dt>Amount</dt>
          <dd className="checkout-sandbox__amount">
            {amountText(rupees, request.amount, request.currency)}
          </dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd className="checkout-sandbox__order">{request.orderId}</dd>
        </div>
      </dl>
      <div className="checkout-sandbox__actions">
        <Button onClick={() => void pay()} disabled={busy !== null} aria-busy={busy === 'pay'}>
          Pay
        </Button>
        <Button
          variant="ghost"
          onClick={() => void fail()}
          disabled={busy !== null}
          aria-busy={busy === 'fail'}
        >
          Fail
        </Button>
        <Button variant="text" onClick={dismiss} disabled={busy !== null}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
