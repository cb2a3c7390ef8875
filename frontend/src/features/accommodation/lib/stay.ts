/**
 * How the accommodation page reads the rules and shows bookings. Nothing here checks or prices a
 * stay: the WebAssembly `quoteStay` does (the function the server books with), given the rules the
 * server answered (GET /accommodation/options); this file only picks from what they say.
 */
import type {
  AccommodationOptions,
  Block,
  BookingView,
  NightView,
  PassView,
  PaymentStatus,
  RefundStatus,
  RegistrationView,
  StayRules,
} from '@/lib/api-types';

import { sharedNow, type Shared } from '@/lib/wasm';

import { i18n } from '../i18n';

/** The blocks, as the radio group offers them (the type keeps the list complete). */
export const BLOCKS: readonly Block[] = ['Men', 'Women'];

/** Each block's name, and its name as a block ('Men block'). */
const BLOCK_TEXTS: Record<Block, readonly [string, string]> = {
  Men: [/*i18n*/ 'accommodation.block.men', /*i18n*/ 'accommodation.block.menBlock'],
  Women: [/*i18n*/ 'accommodation.block.women', /*i18n*/ 'accommodation.block.womenBlock'],
};

/** A block in words ('Men'), in the active language. */
export const blockLabel = (block: Block): string => i18n._(BLOCK_TEXTS[block][0]);

/** A block named as a block ('Men block'), in the active language. */
export const blockName = (block: Block): string => i18n._(BLOCK_TEXTS[block][1]);

/** Every booking status's text. */
const STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: /*i18n*/ 'accommodation.status.paid',
  awaiting_payment: /*i18n*/ 'accommodation.status.awaitingPayment',
  pending: /*i18n*/ 'accommodation.status.pending',
  flagged: /*i18n*/ 'accommodation.status.flagged',
  cancelled: /*i18n*/ 'accommodation.status.cancelled',
  refunded: /*i18n*/ 'accommodation.status.refunded',
  expired: /*i18n*/ 'accommodation.status.expired',
};

/** A booking's status in words, in the active language. */
export const statusLabel = (status: PaymentStatus): string => i18n._(STATUS_LABELS[status]);

/** Where a refund stands: without the amount, and with it (`{amount}`). */
const REFUND_TEXTS: Record<RefundStatus, readonly [string, string]> = {
  processed: [
    /*i18n*/ 'accommodation.refund.processed',
    /*i18n*/ 'accommodation.refund.processedAmount',
  ],
  pending: [/*i18n*/ 'accommodation.refund.pending', /*i18n*/ 'accommodation.refund.pendingAmount'],
  failed: [/*i18n*/ 'accommodation.refund.failed', /*i18n*/ 'accommodation.refund.failedAmount'],
  unknown: [/*i18n*/ 'accommodation.refund.unknown', /*i18n*/ 'accommodation.refund.unknownAmount'],
  manual: [/*i18n*/ 'accommodation.refund.manual', /*i18n*/ 'accommodation.refund.manualAmount'],
};

/** The nights a stay may begin on: those of the window from the first to the last check-in. */
export function checkInNights(
  options: Pick<AccommodationOptions, 'rules' | 'nights'>,
): NightView[] {
  const { firstCheckIn, lastCheckIn } = options.rules;
  // ISO dates (YYYY-MM-DD) sort as text.
  return options.nights.filter((n) => n.date >= firstCheckIn && n.date <= lastCheckIn);
}

/** 1 to the rules' most nights, as the nights select offers them. */
export function nightCounts(rules: Pick<StayRules, 'maxNights'>): number[] {
  return Array.from({ length: Math.max(rules.maxNights, 0) }, (_, i) => i + 1);
}

/** A night with too few beds left in the block for the guests. */
export interface FullNight {
  date: string;
  left: number;
}

/**
 * The first night of the stay (its nights as `quoteStay` lists them) on which the block has fewer
 * beds left than there are guests; null when every night has room.
 */
export function fullNightOf(
  stayNights: readonly string[],
  nights: readonly NightView[],
  block: Block,
  guests: number,
): FullNight | null {
  for (const date of stayNights) {
    const night = nights.find((n) => n.date === date);
    const left = night ? night.bedsLeft[block] : 0;
    if (left < guests) return { date, left };
  }
  return null;
}

/** The registrations a stay can be booked for: the paid ones. */
export const paidRegistrations = (registrations: readonly RegistrationView[]): RegistrationView[] =>
  registrations.filter((r) => r.paymentStatus === 'paid');

/** The people of a registration who may be booked: their passes that are not revoked. */
export const guestsOf = (passes: readonly PassView[], registrationId: string): PassView[] =>
  passes.filter((p) => p.registrationId === registrationId && !p.revoked);

/**
 * The block a registration's category suggests (a men's or women's team, by the shared rules'
 * `blockOf`), else none (also while the rules are not loaded).
 */
export function blockOf(
  registration: Pick<RegistrationView, 'category'> | undefined,
  shared: Pick<Shared, 'blockOf'> | undefined = sharedNow(),
): Block | '' {
  const category = registration?.category;
  if (!shared || typeof category !== 'string') return '';
  return shared.blockOf(category) ?? '';
}

/**
 * Whether a booking holds its beds and guests for good (the shared rules' `holdsPlace`: paid,
 * awaiting an offline payment, or being checked; a pending order of one's own gives way).
 */
export const holdsBed = (
  booking: Pick<BookingView, 'status'>,
  shared: Pick<Shared, 'holdsPlace'> | undefined = sharedNow(),
): boolean => shared?.holdsPlace(booking.status) ?? false;

/**
 * Whether the owner may ask to cancel it (the shared rules' `ownerMayCancel`, the server's own
 * check; the server has the last word, the event's deadline included).
 */
export const isCancellable = (
  booking: Pick<BookingView, 'status'>,
  shared: Pick<Shared, 'ownerMayCancel'> | undefined = sharedNow(),
): boolean => shared?.ownerMayCancel(booking.status) ?? false;

/** Whether money was taken for it (so a cancellation refunds it). */
export const wasPaid = (booking: Pick<BookingView, 'paidAt' | 'amount'>): boolean =>
  typeof booking.paidAt === 'string' && booking.paidAt !== '' && booking.amount > 0;

/**
 * The price, the discount (with its code) and the amount of a booking priced with a discount, in
 * words ('Price Rs. 4500 · Discount (STAY10) Rs. 450 · Paid Rs. 4050'); null without a discount.
 */
export function discountText(
  booking: Pick<BookingView, 'amount' | 'discount' | 'originalAmount' | 'couponCode' | 'paidAt'>,
  rupees: (paise: number) => string,
): string | null {
  const { discount, originalAmount, couponCode, amount, paidAt } = booking;
  if (typeof discount !== 'number' || discount <= 0) return null;
  const price = typeof originalAmount === 'number' ? originalAmount : amount + discount;
  const code = typeof couponCode === 'string' && couponCode.trim() !== '' ? couponCode : null;
  const paid = typeof paidAt === 'string' && paidAt !== '';
  return [
    i18n._('accommodation.bookings.price', { amount: rupees(price) }),
    code === null
      ? i18n._('accommodation.bookings.discount', { amount: rupees(discount) })
      : i18n._('accommodation.bookings.discountCode', { code, amount: rupees(discount) }),
    paid
      ? i18n._('accommodation.bookings.paid', { amount: rupees(amount) })
      : i18n._('accommodation.bookings.toPay', { amount: rupees(amount) }),
  ].join(' · ');
}

/** Where the refund of a booking stands, in words; null when there is none. */
export function refundText(
  booking: Pick<BookingView, 'refundStatus' | 'refundAmount'>,
  rupees: (paise: number) => string,
): string | null {
  const status = booking.refundStatus;
  if (!status) return null;
  const amount = booking.refundAmount;
  const [without, withAmount] = REFUND_TEXTS[status];
  return typeof amount === 'number'
    ? i18n._(withAmount, { amount: rupees(amount) })
    : i18n._(without);
}
