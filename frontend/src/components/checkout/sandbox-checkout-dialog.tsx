import { useState } from 'react';

import { i18n, useI18n } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/i18n/money';

import { failSandboxOrder, paySandboxOrder } from './sandbox-api';
import type { CheckoutHandlers, CheckoutRequest } from './types';
import './checkout.css';

/** The dialog's title (in the active language): it must never be mistaken for a real payment. */
export let SANDBOX_TITLE = i18n._('checkout.sandbox.title');

/** Failure description when the sandbox gives none (in the active language). */
export let SANDBOX_DECLINED = i18n._('checkout.sandbox.declined');

// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's name
i18n.on('change', () => {
  SANDBOX_TITLE = i18n._('checkout.sandbox.title');
  SANDBOX_DECLINED = i18n._('checkout.sandbox.declined');
});

const amountText = (money: (paise: number) => string, amount: number, currency: string) =>
  currency === 'INR' ? money(amount) : `${(amount / 100).toFixed(2)} ${currency}`;

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
  const money = useFormatMoney();
  const { i18n } = useI18n();

  async function pay() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- which button
    setBusy('pay');
    try {
      const result = await paySandboxOrder(request.orderId);
      onClosed();
      handlers.onSuccess(result);
    } catch (error) {
      onClosed();
      handlers.onFailure(errorMessage(error, i18n._('checkout.sandbox.declined')));
    }
  }

  async function fail() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- which button
    setBusy('fail');
    let description: string;
    try {
      const body = await failSandboxOrder(request.orderId);
      description = body?.error.description ?? '';
    } catch (error) {
      description = errorMessage(error, '');
    }
    onClosed();
    handlers.onFailure(
      description.trim() === '' ? i18n._('checkout.sandbox.declined') : description,
    );
  }

  const dismiss = () => {
    if (busy) return; // the sandbox is already answering
    onClosed();
    handlers.onDismiss();
  };

  return (
    <Modal title={i18n._('checkout.sandbox.title')} onClose={dismiss} className="checkout-sandbox">
      <p className="checkout-sandbox__note">{i18n._('checkout.sandbox.note')}</p>
      <dl className="checkout-sandbox__details">
        <div>
          <dt>{i18n._('checkout.sandbox.for')}</dt>
          <dd>{request.name}</dd>
        </div>
        {request.description && (
          <div>
            <dt>{i18n._('checkout.sandbox.description')}</dt>
            <dd>{request.description}</dd>
          </div>
        )}
        <div>
          <dt>{i18n._('checkout.amount')}</dt>
          <dd className="checkout-sandbox__amount">
            {amountText(money, request.amount, request.currency)}
          </dd>
        </div>
        <div>
          <dt>{i18n._('checkout.sandbox.order')}</dt>
          <dd className="checkout-sandbox__order">{request.orderId}</dd>
        </div>
      </dl>
      <div className="checkout-sandbox__actions">
        <Button onClick={() => void pay()} disabled={busy !== null} aria-busy={busy === 'pay'}>
          {i18n._('checkout.sandbox.pay')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => void fail()}
          disabled={busy !== null}
          aria-busy={busy === 'fail'}
        >
          {i18n._('checkout.sandbox.fail')}
        </Button>
        <Button variant="text" onClick={dismiss} disabled={busy !== null}>
          {i18n._('checkout.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
