import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AdminBookingView } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';

import { useI18n } from '../i18n';
import { MSG } from '../messages';
import { ReasonField, useReason } from './reason-field';

/** Whether an admin can refund the booking: paid or flagged, or cancelled with a failed refund. */
export const isRefundable = (booking: Pick<AdminBookingView, 'status' | 'refundStatus'>) =>
  booking.status === 'paid' ||
  booking.status === 'flagged' ||
  (booking.status === 'cancelled' && booking.refundStatus === 'failed');

/**
 * Refunds a booking (admins only), always with a reason (kept in the audit log): a paid or flagged
 * one is cancelled with a full refund and its beds given back, a cancelled one whose refund failed
 * is refunded again. A refusal shows under the reason.
 */
export function BookingRefundDialog({
  booking,
  busy,
  error,
  onRefund,
  onCancel,
}: {
  booking: AdminBookingView;
  busy: boolean;
  error: string | null;
  onRefund: (reason: string) => void;
  onCancel: () => void;
}) {
  useI18n();
  const rupees = useFormatMoney();
  const reason = useReason(error);
  const retry = booking.status === 'cancelled';
  const refundAmount =
    typeof booking.refundAmount === 'number' ? rupees(booking.refundAmount) : null;
  return (
    <ConfirmDialog
      title={MSG.stayRefundOf(booking.ownerEmail)}
      confirmLabel={busy ? MSG.refunding : MSG.refund}
      busy={busy}
      onConfirm={() => {
        const given = reason.take();
        if (given !== null) onRefund(given);
      }}
      onCancel={onCancel}
    >
      <p>
        {retry
          ? MSG.stayRefundRetry(refundAmount)
          : MSG.stayRefundPaid(rupees(booking.amount), booking.guests.length)}
      </p>
      {!retry && booking.paymentMode === 'offline' && <p>{MSG.refundOffline}</p>}
      {!retry && booking.paymentMode === 'upi' && <p>{MSG.refundUpi}</p>}
      <ReasonField {...reason.field} />
    </ConfirmDialog>
  );
}
