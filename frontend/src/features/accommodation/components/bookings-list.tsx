import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { BookingView } from '@/lib/api-types';
import { formatDate, formatDateTime, formatNumber } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';
import { useSharedOrNull } from '@/lib/use-shared';

import { useI18n } from '../i18n';
import { formatDay } from '../lib/days';
import { blockLabel, discountText, isCancellable, refundText, statusLabel } from '../lib/stay';
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
  const { i18n } = useI18n();
  const itemId = (booking: Pick<BookingView, 'id'>) => `${baseId}-${booking.id}`;

  useEffect(() => {
    if (cancelling !== null || focusAfter.current === null) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  if (bookings.length === 0) {
    return <p className="stay-muted">{i18n._('accommodation.bookings.none')}</p>;
  }

  return (
    <>
      <ul className="stay-bookings" aria-label={i18n._('accommodation.bookings.title')}>
        {bookings.map((booking) => {
          const id = itemId(booking);
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
          const titleId = `${id}-title`;
          const discount = discountText(booking, rupees);
          const refund = refundText(booking, rupees);
          const dates = {
            from: formatDay(booking.checkIn),
            to: formatDay(booking.checkOut),
            nights: formatNumber(booking.nights),
          };
          const details: [string, string][] = [
            [i18n._('accommodation.form.block'), blockLabel(booking.block)],
            [
              i18n._('accommodation.bookings.dates'),
              booking.nights === 1
                ? i18n._('accommodation.bookings.datesOneNight', dates)
                : i18n._('accommodation.bookings.datesNights', dates),
            ],
            [
              booking.paidAt
                ? i18n._('accommodation.bookings.amountPaid')
                : i18n._('accommodation.bookings.amount'),
              rupees(booking.amount),
            ],
          ];
          if (booking.status === 'pending' && booking.expiresAt) {
            details.push([
              i18n._('accommodation.bookings.payBy'),
              formatDateTime(booking.expiresAt),
            ]);
          }
          if (booking.paidAt) {
            details.push([i18n._('accommodation.bookings.paidOn'), formatDate(booking.paidAt)]);
          }
          if (booking.cancelledAt) {
            details.push([
              i18n._('accommodation.bookings.cancelledOn'),
              formatDate(booking.cancelledAt),
            ]);
          }
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
                  {statusLabel(booking.status)}
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
                <p className="stay-muted">{i18n._('accommodation.form.guests')}</p>
                <ul aria-label={i18n._('accommodation.form.guests')}>
                  {booking.guests.map((guest) => (
                    <li key={guest.passId}>
                      {i18n._('accommodation.form.guestLabel', {
                        name: guest.name,
                        role: guest.roleTitle,
                      })}
                      {guest.checkedInAt && (
                        <span className="stay-booking__checked-in">
                          {' · '}
                          {i18n._('accommodation.bookings.checkedIn')}
                        </span>
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
                    // eslint-disable-next-line lingui/no-unlocalized-strings -- ARIA's token
                    aria-haspopup="dialog"
                    onClick={() => {
                      setCancelling(booking);
                    }}
                  >
                    {i18n._('accommodation.cancel.submit')}
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
            notify.success(i18n._('accommodation.cancel.done'));
            focusAfter.current = itemId(cancelling);
            setCancelling(null);
          }}
        />
      )}
    </>
  );
}
