import { useState } from 'react';

import { useRuntimeConfig } from '@/lib/queries/config';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import type { BookingView } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n/format';
import { useFormatMoney } from '@/lib/i18n/money';

import { useCancelBooking } from '../api/cancel-booking';
import { wasPaid } from '../lib/stay';
import { useI18n } from '../i18n';

/**
 * What a cancellation gives back: the amount paid in full when the server's cancellation fee (GET
 * /config) is 0, else the amount paid minus that fee.
 */
function RefundLine({ booking }: { booking: BookingView }) {
  const rupees = useFormatMoney();
  const { i18n } = useI18n();
  const config = useRuntimeConfig();
  const paid = rupees(booking.amount);
  const fee = config?.cancellationFeePaise ?? null;
  if (fee === null) {
    return <p>{i18n._('accommodation.cancel.refundUnknownFee', { amount: paid })}</p>;
  }
  if (fee === 0) return <p>{i18n._('accommodation.cancel.refundFull', { amount: paid })}</p>;
  return <p>{i18n._('accommodation.cancel.refundLessFee', { amount: paid, fee: rupees(fee) })}</p>;
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
  const { i18n } = useI18n();
  const guests = booking.guests.length;

  async function confirm() {
    setError(null);
    try {
      await cancel.mutateAsync(booking.id);
      onCancelled();
    } catch (failure) {
      setError(errorMessage(failure, i18n._('accommodation.cancel.failed')));
    }
  }

  return (
    <ConfirmDialog
      title={i18n._('accommodation.cancel.title', { event: title })}
      confirmLabel={
        busy ? i18n._('accommodation.cancel.busy') : i18n._('accommodation.cancel.submit')
      }
      cancelLabel={i18n._('accommodation.cancel.keep')}
      busy={busy}
      onConfirm={() => {
        if (!busy) void confirm();
      }}
      onCancel={onClose}
    >
      <div className="stay-dialog__text">
        <p>
          {guests === 1
            ? i18n._('accommodation.cancel.bed')
            : i18n._('accommodation.cancel.beds', { guests: formatNumber(guests) })}
        </p>
        {wasPaid(booking) ? (
          <>
            <RefundLine booking={booking} />
            {booking.paymentMode === 'offline' && (
              <p>{i18n._('accommodation.cancel.refundOffline')}</p>
            )}
            {booking.paymentMode === 'upi' && <p>{i18n._('accommodation.cancel.refundUpi')}</p>}
          </>
        ) : (
          <p>{i18n._('accommodation.cancel.nothingPaid')}</p>
        )}
        <p>{i18n._('accommodation.cancel.final')}</p>
      </div>
      {error && (
        <p role="alert" className="stay-alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
