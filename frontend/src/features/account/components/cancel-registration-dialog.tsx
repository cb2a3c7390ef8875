import { useRuntimeConfig } from '@/lib/queries/config';
import type { RegistrationView } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';

import { useCancelRegistration } from '../api/cancel-registration';
import { isUnpaidOrder, wasPaid } from '../lib/registrations';
import { useI18n } from '../i18n';
import { AccountConfirmDialog } from './account-confirm-dialog';

/**
 * What a cancellation gives back: the amount paid in full when the server's cancellation fee
 * (GET /config) is 0, else the amount paid minus that fee, both as the server gives them.
 */
function RefundLine({ registration }: { registration: RegistrationView }) {
  const rupees = useFormatMoney();
  const { i18n } = useI18n();
  const config = useRuntimeConfig();
  const paid = rupees(registration.amount);
  const fee = config?.cancellationFeePaise ?? null;
  if (fee === null) return <p>{i18n._('account.cancel.refundUnknownFee', { amount: paid })}</p>;
  if (fee === 0) return <p>{i18n._('account.cancel.refundFull', { amount: paid })}</p>;
  return <p>{i18n._('account.cancel.refundLessFee', { amount: paid, fee: rupees(fee) })}</p>;
}

/**
 * Asks before cancelling a registration (POST /events/{event}/cancel) and says what happens: the
 * place is freed, every pass of the team stops working, and what was paid comes back less the
 * cancellation fee (nothing to refund when nothing was paid). An order not paid yet is withdrawn
 * instead: its place is freed, nothing is refunded, and the event can be registered for again. A
 * refusal (the deadline has passed, not cancellable) shows in the dialog, which stays open; after a
 * cancellation `onCancelled` gets the server's message. 'Keep my registration' and Escape close it
 * (not while the request runs) and send nothing.
 */
export function CancelRegistrationDialog({
  registration,
  title,
  onClose,
  onCancelled,
}: {
  registration: RegistrationView;
  /** The event's title. */
  title: string;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const cancel = useCancelRegistration();
  const paid = wasPaid(registration);
  const hasPasses = registration.paymentStatus === 'paid';
  const unpaidOrder = isUnpaidOrder(registration);
  const { i18n } = useI18n();

  return (
    <AccountConfirmDialog
      title={i18n._('account.cancel.title', { event: title })}
      confirmLabel={i18n._('account.registrations.cancel')}
      busyLabel={i18n._('account.cancel.busy')}
      cancelLabel={i18n._('account.cancel.keep')}
      busy={cancel.isPending}
      run={() => cancel.mutateAsync(registration.event)}
      doneMessage={unpaidOrder ? i18n._('account.cancel.withdrawn') : i18n._('account.cancel.done')}
      failedMessage={i18n._('account.cancel.failed')}
      onClose={onClose}
      onDone={onCancelled}
    >
      {unpaidOrder ? (
        <>
          <p>{i18n._('account.cancel.withdrawPlace', { event: title })}</p>
          <p>{i18n._('account.cancel.nothingPaid')}</p>
          <p>{i18n._('account.cancel.withdrawAgain')}</p>
        </>
      ) : (
        <CancelTerms registration={registration} title={title} paid={paid} hasPasses={hasPasses} />
      )}
    </AccountConfirmDialog>
  );
}

/** What cancelling a registration paid (or awaiting an offline payment) does. */
function CancelTerms({
  registration,
  title,
  paid,
  hasPasses,
}: {
  registration: RegistrationView;
  title: string;
  paid: boolean;
  hasPasses: boolean;
}) {
  const { i18n } = useI18n();
  return (
    <>
      <p>{i18n._('account.cancel.place', { event: title })}</p>
      {hasPasses && <p>{i18n._('account.cancel.passes')}</p>}
      {paid ? (
        <>
          <RefundLine registration={registration} />
          {registration.paymentMode === 'offline' && (
            <p>{i18n._('account.cancel.refundOffline')}</p>
          )}
          {registration.paymentMode === 'upi' && <p>{i18n._('account.cancel.refundUpi')}</p>}
        </>
      ) : (
        <p>{i18n._('account.cancel.nothingPaid')}</p>
      )}
      <p>{i18n._('account.cancel.final')}</p>
    </>
  );
}
