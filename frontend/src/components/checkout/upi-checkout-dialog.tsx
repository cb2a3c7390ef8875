import { useMemo, useState } from 'react';

import { i18n, useI18n } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/i18n/money';
import { qrMatrix } from '@/lib/qr';
import { useSharedForm, type SharedCheck } from '@/lib/use-shared-form';

import type { CheckoutHandlers, CheckoutRequest } from './types';
import { submitUtr } from './upi-api';
import './checkout.css';

/** What the UPI dialog says, in the active language. */
export const UPI_MSG = {
  get title() {
    return i18n._('checkout.upi.title');
  },
  get scan() {
    return i18n._('checkout.upi.scan');
  },
  get thenUtr() {
    return i18n._('checkout.upi.thenUtr');
  },
  get openApp() {
    return i18n._('checkout.upi.openApp');
  },
  get amount() {
    return i18n._('checkout.amount');
  },
  get payTo() {
    return i18n._('checkout.upi.payTo');
  },
  get reference() {
    return i18n._('checkout.upi.reference');
  },
  get utr() {
    return i18n._('checkout.upi.utr');
  },
  get utrHint() {
    return i18n._('checkout.upi.utrHint');
  },
  get submit() {
    return i18n._('checkout.upi.submit');
  },
  get cancel() {
    return i18n._('checkout.cancel');
  },
  get done() {
    return i18n._('checkout.upi.done');
  },
  qrLabel: (amount: string) => i18n._('checkout.upi.qrLabel', { amount }),
  submitted: (utr: string) => i18n._('checkout.upi.submitted', { utr }),
  get unavailable() {
    return i18n._('checkout.upi.unavailable');
  },
  get failed() {
    return i18n._('checkout.upi.failed');
  },
};

/** The shared rule, as the server applies it. */
const checkUtr: SharedCheck<{ utr: string }> = (rules, values) => {
  const checked = rules.validateUtr(values.utr);
  return checked.ok
    ? checked
    : { ok: false, errors: { utr: checked.errors.utr ?? [UPI_MSG.failed] } };
};

/**
 * The UPI checkout (payments mode `upi`): the QR code of the order's `upi://pay` link (made by the
 * server, with the exact amount and the order's reference), the link itself for phones, the amount,
 * payee and reference, and a form for the UTR (checked by the shared rule `validateUtr`, then by the
 * server). Once submitted it says the payment waits for the organisers; Done closes it
 * (`onSubmitted`, or `onDismiss` when the caller has none). Cancel or Escape before that is
 * `onDismiss`.
 */
export function UpiCheckoutDialog({
  request,
  handlers,
  onClosed,
}: {
  request: CheckoutRequest;
  handlers: CheckoutHandlers;
  /** Removes the dialog (called before the handler). */
  onClosed: () => void;
}) {
  const money = useFormatMoney();
  // Drawn again in the new language when it changes (UPI_MSG reads the active one).
  useI18n();
  const upi = request.upi;
  const qr = useMemo(() => (upi ? qrMatrix(upi.link) : null), [upi]);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name
  const form = useSharedForm({ defaultValues: { utr: '' }, check: checkUtr, shown: ['utr'] });
  const { attach } = form;
  const utr = form.values.utr;
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(request.upiSubmittedUtr ?? null);

  const dismiss = () => {
    if (busy) return;
    onClosed();
    if (submitted !== null) (handlers.onSubmitted ?? handlers.onDismiss)();
    else handlers.onDismiss();
  };

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await submitUtr(request.orderId, utr);
      setSubmitted(answer.utr ?? utr);
      form.clear();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors?.utr : undefined;
      form.showErrors({ utr: fieldErrors ?? [errorMessage(error, UPI_MSG.failed)] });
    } finally {
      setBusy(false);
    }
  };

  const amount = money(request.amount);

  return (
    <Modal title={UPI_MSG.title} onClose={dismiss} className="checkout-upi">
      {!upi || !qr ? (
        <p role="alert">{UPI_MSG.unavailable}</p>
      ) : (
        <>
          <p className="checkout-sandbox__note">{UPI_MSG.scan}</p>
          <svg
            className="checkout-upi__qr"
            role="img"
            aria-label={UPI_MSG.qrLabel(amount)}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            shapeRendering="crispEdges"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <a className="ui-button ui-button--ghost ui-button--block" href={upi.link}>
            {UPI_MSG.openApp}
          </a>
          <dl className="checkout-sandbox__details">
            <div>
              <dt>{UPI_MSG.amount}</dt>
              <dd className="checkout-sandbox__amount">{amount}</dd>
            </div>
            <div>
              <dt>{UPI_MSG.payTo}</dt>
              <dd>
                {upi.payeeName} ({upi.vpa})
              </dd>
            </div>
            <div>
              <dt>{UPI_MSG.reference}</dt>
              <dd className="checkout-sandbox__order">{upi.reference}</dd>
            </div>
          </dl>
          {submitted !== null ? (
            <>
              <p role="status" className="checkout-upi__submitted">
                {UPI_MSG.submitted(submitted)}
              </p>
              <div className="checkout-sandbox__actions">
                <Button onClick={dismiss}>{UPI_MSG.done}</Button>
              </div>
            </>
          ) : (
            <form ref={attach} onSubmit={form.onSubmit(submit)} noValidate>
              <p className="checkout-sandbox__note">{UPI_MSG.thenUtr}</p>
              <TextField
                label={UPI_MSG.utr}
                name="utr"
                inputMode="numeric"
                autoComplete="off"
                required
                hint={UPI_MSG.utrHint}
                // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name
                errors={form.errorsAt('utr')}
                value={utr}
                onChange={(event) => {
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name
                  form.set('utr', event.target.value);
                }}
              />
              <div className="checkout-sandbox__actions">
                <Button type="submit" disabled={busy} aria-busy={busy}>
                  {UPI_MSG.submit}
                </Button>
                <Button variant="text" onClick={dismiss} disabled={busy}>
                  {UPI_MSG.cancel}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </Modal>
  );
}
