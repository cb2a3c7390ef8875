import { useRuntimeConfig } from '@/lib/queries/config';
import type { RegistrationView } from '@/lib/api-types';
import { useFormatRupees } from '@/lib/money';

import { useCancelRegistration } from '../api/cancel-registration';
import { isUnpaidOrder, wasPaid } from '../lib/registrations';
import { MSG } from '../messages';
import { AccountConfirmDialog } from './account-confirm-dialog';

/**
 * What a cancellation gives back: the amount paid in full when the server's cancellation fee
 * (GET /config) is 0, else the amount paid minus that fee, both as the server gives them.
 */
function RefundLine({ registration }: { registration: RegistrationView }) {
  const rupees = useFormatRupees();
  const config = useRuntimeConfig();
  const paid = rupees(registration.amount);
  const fee = config?.cancellationFeePaise ?? null;
  if (fee === null) return <p>{MSG.cancelRefundUnknownFee(paid)}</p>;
  if (fee === 0) return <p>{MSG.cancelRefundFull(paid)}</p>;
  return <p>{MSG.cancelRefundLessFee(paid, rupees(fee))}</p>;
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

  return (
    <AccountConfirmDialog
      title={MSG.cancelTitle(title)}
      confirmLabel={MSG.cancelRegistration}
      busyLabel={MSG.cancelling}
      cancelLabel={MSG.keepRegistration}
      busy={cancel.isPending}
      run={() => cancel.mutateAsync(registration.event)}
      doneMessage={unpaidOrder ? MSG.withdrawn : MSG.cancelled}
      failedMessage={MSG.cancelFailed}
      onClose={onClose}
      onDone={onCancelled}
    >
      {unpaidOrder ? (
        <>
          <p>{MSG.withdrawPlace(title)}</p>
          <p>{MSG.cancelNothingPaid}</p>
          <p>{MSG.withdrawAgain}</p>
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
  return (
    <>
      <p>{MSG.cancelPlace(title)}</p>
      {hasPasses && <p>{MSG.cancelPasses}</p>}
      {paid ? (
        <>
          <RefundLine registration={registration} />
          {registration.paymentMode === 'offline' && <p>{MSG.cancelRefundOffline}</p>}
          {registration.paymentMode === 'upi' && <p>{MSG.cancelRefundUpi}</p>}
        </>
      ) : (
        <p>{MSG.cancelNothingPaid}</p>
      )}
      <p>{MSG.cancelFinal}</p>
    </>
  );
}
