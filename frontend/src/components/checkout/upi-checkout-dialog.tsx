import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormatRupees } from '@/lib/money';
import { qrMatrix } from '@/lib/qr';
import { useSharedForm, type SharedCheck } from '@/lib/use-shared-form';

import type { CheckoutHandlers, CheckoutRequest } from './types';
import { submitUtr } from './upi-api';
import './checkout.css';

/** What the UPI dialog says. */
export const UPI_MSG = {
  title: 'Pay by UPI',
  scan: 'Scan the code with any UPI app, or open the link on your phone, and pay exactly the amount shown.',
  thenUtr: 'Once paid, enter the 12-digit UTR (transaction reference) your UPI app shows.',
  openApp: 'Open in a UPI app',
  amount: 'Amount',
  payTo: 'Pay to',
  reference: 'Reference',
  utr: 'UTR (12 digits)',
  utrHint: 'Shown by your UPI app on the payment’s details, e.g. 401234567890.',
  submit: 'Submit UTR',
  cancel: 'Cancel',
  done: 'Done',
  qrLabel: (amount: string) => `UPI QR code to pay ${amount}`,
  submitted: (utr: string) =>
    `UTR ${utr} submitted: waiting for the organisers. They confirm your payment once it shows in their bank statement; until then it stays pending.`,
  unavailable: 'This order cannot be paid by UPI. Please try again.',
  failed: 'The UTR could not be submitted. Please try again.',
} as const;

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
  const rupees = useFormatRupees();
  const upi = request.upi;
  const qr = useMemo(() => (upi ? qrMatrix(upi.link) : null), [upi]);
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

  const amount = rupees(request.amount);

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
                errors={form.errorsAt('utr')}
                value={utr}
                onChange={(event) => {
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
