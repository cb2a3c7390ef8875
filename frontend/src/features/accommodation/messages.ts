import type { Block, PaymentStatus, RefundStatus } from '@/lib/api-types';

/** Texts of the accommodation page (/accommodation). */
export const MSG = {
  title: 'Accommodation',
  description:
    'Book beds at the hostel for the people on your paid registrations: choose the block, the nights and pay online.',
  intro:
    'Visiting teams can stay at the hostel during the fest. Book beds for the people on one of your paid registrations: each guest gets a bed in the men’s or the women’s block for every night of the stay.',
  rulesUnavailable: 'The booking rules could not be loaded. Please check your connection.',
  tryAgain: 'Try again',
  // Book a stay
  bookTitle: 'Book a stay',
  loadingForm: 'Loading the booking form...',
  optionsFailed: 'Could not load the hostel’s nights and beds',
  registrationsFailed: 'Could not load your registrations',
  passesFailed: 'Could not load the people on your registrations',
  noPaidRegistrations:
    'You have no paid registration yet: register a team for an event first, then book its stay here.',
  browseEvents: 'Browse events',
  registration: 'Registration',
  registrationOption: (event: string, team: string) => (team === '' ? event : `${event} — ${team}`),
  guests: 'Guests',
  guestsHint: 'Everyone on the registration is ticked: untick those who do not stay.',
  guestLabel: (name: string, role: string) => `${name} (${role})`,
  guestBooked: (block: string, from: string, to: string) =>
    `Booked already: ${block} block, ${from} – ${to}`,
  noGuests: 'Nobody on this registration has a pass that can be booked.',
  block: 'Block',
  checkIn: 'Check-in',
  checkInOption: (day: string, left: number | null) =>
    left === null ? day : `${day} (${left} ${left === 1 ? 'bed' : 'beds'} left)`,
  nights: 'Nights',
  nightsOption: (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`,
  code: 'Discount code (optional)',
  codeHint: 'Have a code for accommodation from the organisers? Enter it here.',
  chooseBlock: 'Choose the men’s or the women’s block.',
  // The quote
  quoteTitle: 'Your stay',
  checkOut: 'Check-out',
  stayNights: 'Nights',
  guestCount: 'Guests',
  pricePerNight: 'Per guest per night',
  price: 'Price',
  priceNote: 'A discount code is taken off when you pay.',
  fullNight: (block: string, day: string, left: number) =>
    `The ${block.toLowerCase()} block is full on ${day}: ${left} ${left === 1 ? 'bed' : 'beds'} left.`,
  pay: (amount: string | null) => (amount === null ? 'Book and pay' : `Book and pay ${amount}`),
  bookOffline: 'Book (pay the organisers)',
  booking: 'Booking...',
  formHasErrors: 'Please correct the highlighted fields.',
  // After booking
  paid: 'Payment successful! Your stay is booked.',
  bookedFree: 'Your stay is booked: the discount covers it all.',
  bookedOffline: 'Your stay is booked: pay the organisers, who then mark it paid.',
  bookedSummary: (block: string, from: string, to: string, guests: number) =>
    `${block} block, ${from} – ${to}, ${guests} ${guests === 1 ? 'guest' : 'guests'}.`,
  bookFailed: 'Could not book the stay',
  verifyFailed: 'Payment verification failed.',
  paymentFailed: 'Payment failed. Please try again.',
  upiSubmitted:
    'UTR submitted: the stay is booked once the organisers confirm the payment from their bank statement.',
  // Your bookings
  bookings: 'Your bookings',
  bookingsIntro: 'Your stays at the hostel, newest first.',
  loadingBookings: 'Loading your bookings...',
  bookingsFailed: 'Could not load your bookings',
  noBookings: 'No bookings yet.',
  dates: 'Dates',
  datesValue: (from: string, to: string, nights: number) =>
    `${from} – ${to} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
  amount: 'Amount',
  amountPaid: 'Amount paid',
  payBy: 'Pay by',
  paidOn: 'Paid on',
  cancelledOn: 'Cancelled on',
  guestCheckedIn: 'checked in',
  /** 'Price Rs. 4500 · Discount (STAY10) Rs. 450 · Paid Rs. 4050' ('To pay' until it is paid). */
  discountLine: (
    price: string,
    code: string | null,
    discount: string,
    amount: string,
    paid: boolean,
  ) =>
    `Price ${price} · Discount${code === null ? '' : ` (${code})`} ${discount} · ${
      paid ? 'Paid' : 'To pay'
    } ${amount}`,
  refundProcessed: (amount: string | null) =>
    amount === null ? 'Refund processed' : `Refund of ${amount} processed`,
  refundPending: (amount: string | null) =>
    amount === null ? 'Refund pending' : `Refund of ${amount} pending`,
  refundFailed: (amount: string | null) =>
    `${amount === null ? 'Refund' : `Refund of ${amount}`} failed — the organisers will retry`,
  refundUnknown: (amount: string | null) =>
    `${amount === null ? 'Refund' : `Refund of ${amount}`} being confirmed with the payment gateway`,
  refundManual: (amount: string | null) =>
    `${amount === null ? 'Refund' : `Refund of ${amount}`} to be paid back by the organisers`,
  // Cancelling a booking
  cancel: 'Cancel booking',
  cancelling: 'Cancelling...',
  keep: 'Keep my booking',
  cancelTitle: (event: string) => `Cancel your stay for ${event}?`,
  cancelBeds: (guests: number) =>
    `The ${guests === 1 ? 'bed' : `${guests} beds`} of this stay ${guests === 1 ? 'is' : 'are'} given back for others to book.`,
  cancelRefundFull: (amount: string) => `You get back the amount paid, ${amount}, in full.`,
  cancelRefundLessFee: (amount: string, fee: string) =>
    `You get back the amount paid, ${amount}, minus the cancellation fee of ${fee}.`,
  cancelRefundUnknownFee: (amount: string) =>
    `You get back the amount paid, ${amount}, minus the cancellation fee, if any.`,
  cancelRefundOffline: 'It was paid offline: the organisers pay it back to you.',
  cancelRefundUpi: 'It was paid by UPI: the organisers pay it back to you.',
  cancelNothingPaid: 'Nothing was paid, so there is nothing to refund.',
  cancelFinal: 'This cannot be undone.',
  cancelled: 'Your booking has been cancelled.',
  cancelFailed: 'Failed to cancel your booking',
} as const;

/** The blocks in words, as the radio group offers them (the type keeps the list complete). */
export const BLOCK_LABELS: Record<Block, string> = {
  Men: 'Men',
  Women: 'Women',
};

/** Every booking status in words. */
export const STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending payment',
  flagged: 'Being checked',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
};

/** Where a refund stands, with its amount when the server gives one. */
export const REFUND_TEXTS: Record<RefundStatus, (amount: string | null) => string> = {
  processed: MSG.refundProcessed,
  pending: MSG.refundPending,
  failed: MSG.refundFailed,
  unknown: MSG.refundUnknown,
  manual: MSG.refundManual,
};
