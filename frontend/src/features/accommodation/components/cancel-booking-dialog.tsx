import { useState } from 'react';

import { useRuntimeConfig } from '@/lib/queries/config';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import type { BookingView } from '@/lib/api-types';
import { useFormatRupees } from '@/lib/money';

import { useCancelBooking } from '../api/cancel-booking';
import { wasPaid } from '../lib/stay';
import { MSG } from '../messages';

/**
 * What a cancellation gives back: the amount paid in full when the server's cancellation fee (GET
 * /config) is 0, else the amount paid minus that fee.
 */
function RefundLine({ booking }: { booking: BookingView }) {
  const rupees = useFormatRupees();
  const config = useRuntimeConfig();
  const paid = rupees(booking.amount);
  const fee = config?.cancellationFeePaise ?? null;
  if (fee === null) return <p>{MSG.cancelRefundUnknownFee(paid)}</p>;
  if (fee === 0) return <p>{MSG.cancelRefundFull(paid)}</p>;
  return <p>{MSG.cancelRefundLessFee(paid, rupees(fee))}</p>;
}

/**
 * Asks before cancelling a booking (POST /accommodation/{id}/cancel) and says what happens: the beds
 * are given back and what was paid comes back less the cancellation fee. A refusal (the deadline
 * has passed, being checked) shows in the dialog, which stays open; after a cancellation
 * `onCancelled` is called. 'Keep my booking' and Escape close it (not while the request runs).
 */
export function CancelBookingDialog({
  booking,
  title,
  onClose,
  onCancelled,
}: {
  booking: BookingView;
  /** The event's title. */
  title: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  const busy = cancel.isPending;

  async function confirm() {
    setError(null);
    try {
      await cancel.mutateAsync(booking.id);
      onCancelled();
    } catch (failure) {
      setError(errorMessage(failure, MSG.cancelFailed));
    }
  }

  return (
    <ConfirmDialog
      title={MSG.cancelTitle(title)}
      confirmLabel={busy ? MSG.cancelling : MSG.cancel}
      cancelLabel={MSG.keep}
      busy={busy}
      onConfirm={() => {
        if (!busy) void confirm();
      }}
      onCancel={onClose}
    >
      <div className="stay-dialog__text">
        <p>{MSG.cancelBeds(booking.guests.length)}</p>
        {wasPaid(booking) ? (
          <>
            <RefundLine booking={booking} />
            {booking.paymentMode === 'offline' && <p>{MSG.cancelRefundOffline}</p>}
            {booking.paymentMode === 'upi' && <p>{MSG.cancelRefundUpi}</p>}
          </>
        ) : (
          <p>{MSG.cancelNothingPaid}</p>
        )}
        <p>{MSG.cancelFinal}</p>
      </div>
      {error && (
        <p role="alert" className="stay-alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
