import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { BookingView } from '@/lib/api-types';
import { formatDate, formatDateTime, formatDay } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';
import { useSharedOrNull } from '@/lib/use-shared';

import { discountText, isCancellable, refundText } from '../lib/stay';
import { BLOCK_LABELS, MSG, STATUS_LABELS } from '../messages';
import { CancelBookingDialog } from './cancel-booking-dialog';

/**
 * 'Your bookings': each booking with its event, block, dates and nights, guests (those the hostel
 * desk has checked in marked), the amount (with the price, the discount and its code when there is
 * one), its status in words, the time to pay an order by, and where a refund stands. A booking its
 * owner may cancel (by the shared rules: paid, or awaiting an offline payment) has Cancel: a dialog
 * says what happens first, and the booking then shows as cancelled
 * (focus moves to it).
 */
export function BookingsList({
  bookings,
  rupees,
}: {
  bookings: readonly BookingView[];
  rupees: (paise: number) => string;
}) {
  const eventTitle = useEventTitles();
  const shared = useSharedOrNull() ?? undefined;
  const baseId = useId();
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  /** The booking to focus once its dialog has gone (its Cancel button went with it). */
  const focusAfter = useRef<string | null>(null);
  const itemId = (booking: Pick<BookingView, 'id'>) => `${baseId}-${booking.id}`;

  useEffect(() => {
    if (cancelling !== null || focusAfter.current === null) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  if (bookings.length === 0) return <p className="stay-muted">{MSG.noBookings}</p>;

  return (
    <>
      <ul className="stay-bookings" aria-label={MSG.bookings}>
        {bookings.map((booking) => {
          const id = itemId(booking);
          const titleId = `${id}-title`;
          const discount = discountText(booking, rupees);
          const refund = refundText(booking, rupees);
          const details: [string, string][] = [
            [MSG.block, BLOCK_LABELS[booking.block]],
            [
              MSG.dates,
              MSG.datesValue(
                formatDay(booking.checkIn),
                formatDay(booking.checkOut),
                booking.nights,
              ),
            ],
            [booking.paidAt ? MSG.amountPaid : MSG.amount, rupees(booking.amount)],
          ];
          if (booking.status === 'pending' && booking.expiresAt) {
            details.push([MSG.payBy, formatDateTime(booking.expiresAt)]);
          }
          if (booking.paidAt) details.push([MSG.paidOn, formatDate(booking.paidAt)]);
          if (booking.cancelledAt) details.push([MSG.cancelledOn, formatDate(booking.cancelledAt)]);
          return (
            <li
              key={booking.id}
              id={id}
              tabIndex={-1}
              className="stay-booking"
              aria-labelledby={titleId}
            >
              <div className="stay-booking__head">
                <h3 id={titleId} className="stay-booking__title">
                  {eventTitle(booking.event)}
                </h3>
                <span className="stay-status" data-status={booking.status}>
                  {STATUS_LABELS[booking.status]}
                </span>
              </div>
              <dl className="stay-details">
                {details.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="stay-booking__guests">
                <p className="stay-muted">{MSG.guests}</p>
                <ul aria-label={MSG.guests}>
                  {booking.guests.map((guest) => (
                    <li key={guest.passId}>
                      {MSG.guestLabel(guest.name, guest.roleTitle)}
                      {guest.checkedInAt && (
                        <span className="stay-booking__checked-in"> · {MSG.guestCheckedIn}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
              {discount && <p className="stay-booking__discount">{discount}</p>}
              {refund && (
                <p className="stay-booking__refund" data-refund={booking.refundStatus}>
                  {refund}
                </p>
              )}
              {isCancellable(booking, shared) && (
                <div className="stay-actions">
                  <Button
                    variant="ghost"
                    className="stay-danger-button"
                    aria-describedby={titleId}
                    aria-haspopup="dialog"
                    onClick={() => {
                      setCancelling(booking);
                    }}
                  >
                    {MSG.cancel}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling}
          title={eventTitle(cancelling.event)}
          onClose={() => {
            setCancelling(null);
          }}
          onCancelled={() => {
            notify.success(MSG.cancelled);
            focusAfter.current = itemId(cancelling);
            setCancelling(null);
          }}
        />
      )}
    </>
  );
}
