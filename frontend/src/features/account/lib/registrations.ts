/** How the account page shows a registration: its status in words, its refund, what it allows. */
import type { PaymentStatus, RefundStatus, RegistrationView } from '@/lib/api-types';
import { sharedNow, type Shared } from '@/lib/wasm';

import { MSG } from '../messages';

/** Every payment status in words (the type keeps the list complete). */
export const STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending payment',
  flagged: 'Flagged',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
};

const REFUND_TEXTS: Record<RefundStatus, (amount: string | null) => string> = {
  processed: MSG.refundProcessed,
  pending: MSG.refundPending,
  failed: MSG.refundFailed,
  unknown: MSG.refundUnknown,
  manual: MSG.refundManual,
};

/**
 * Where the refund of a registration stands, in words, with the amount the server gives (formatted
 * by `rupees`); null when there is no refund.
 */
export function refundText(
  registration: Pick<RegistrationView, 'refundStatus' | 'refundAmount'>,
  rupees: (paise: number) => string,
): string | null {
  const status = registration.refundStatus;
  if (!status) return null;
  const amount = registration.refundAmount;
  return REFUND_TEXTS[status](typeof amount === 'number' ? rupees(amount) : null);
}

/**
 * The fee, the discount (with its code) and the amount of a registration priced with a discount, in
 * words with the amounts formatted by `rupees` ('Fee Rs. 6500 · Discount (WELCOME10) Rs. 650 · Paid
 * Rs. 5850'); null without a discount. The fee is the server's `originalAmount` (else the amount and
 * the discount together); 'Paid' once it is paid, else 'To pay'.
 */
export function discountText(
  registration: Pick<
    RegistrationView,
    'amount' | 'discount' | 'originalAmount' | 'couponCode' | 'paidAt'
  >,
  rupees: (paise: number) => string,
): string | null {
  const { discount, originalAmount, couponCode, amount, paidAt } = registration;
  if (typeof discount !== 'number' || discount <= 0) return null;
  const fee = typeof originalAmount === 'number' ? originalAmount : amount + discount;
  const code = typeof couponCode === 'string' && couponCode.trim() !== '' ? couponCode : null;
  const paid = typeof paidAt === 'string' && paidAt !== '';
  return MSG.discountLine(rupees(fee), code, rupees(discount), rupees(amount), paid);
}

/**
 * Whether its owner may ask to cancel it: the shared rules' `ownerMayCancel` (paid, or awaiting an
 * offline payment), the server's own check; the server has the last word. False while the rules are
 * not loaded.
 */
export const isCancellable = (
  registration: Pick<RegistrationView, 'paymentStatus'>,
  shared: Pick<Shared, 'ownerMayCancel'> | null | undefined = sharedNow(),
): boolean => shared?.ownerMayCancel(registration.paymentStatus) ?? false;

/** Whether money was taken for it (so a cancellation refunds it). */
export const wasPaid = (registration: Pick<RegistrationView, 'paidAt' | 'amount'>): boolean =>
  typeof registration.paidAt === 'string' && registration.paidAt !== '' && registration.amount > 0;

/** Where a registration's team is changed: its event's form, filled in with the team. */
export const editTeamPath = (event: string): string =>
  `/account/registrations/${encodeURIComponent(event)}/edit`;
