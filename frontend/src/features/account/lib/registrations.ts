/** How the account page shows a registration: its status in words, its refund, what it allows. */
import type { PaymentMode, PaymentStatus, RefundStatus, RegistrationView } from '@/lib/api-types';
import { sharedNow, type Shared } from '@/lib/wasm';

import { i18n } from '../i18n';

/** Every payment status's text (the type keeps the list complete). */
const STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: /*i18n*/ 'account.status.paid',
  awaiting_payment: /*i18n*/ 'account.status.awaitingPayment',
  pending: /*i18n*/ 'account.status.pending',
  flagged: /*i18n*/ 'account.status.flagged',
  cancelled: /*i18n*/ 'account.status.cancelled',
  refunded: /*i18n*/ 'account.status.refunded',
  expired: /*i18n*/ 'account.status.expired',
};

/** A payment status in words, in the active language. */
export const statusLabel = (status: PaymentStatus): string => i18n._(STATUS_LABELS[status]);

/** Each refund status's text: without the amount, and with it (`{amount}`). */
const REFUND_TEXTS: Record<RefundStatus, readonly [string, string]> = {
  processed: [/*i18n*/ 'account.refund.processed', /*i18n*/ 'account.refund.processedAmount'],
  pending: [/*i18n*/ 'account.refund.pending', /*i18n*/ 'account.refund.pendingAmount'],
  failed: [/*i18n*/ 'account.refund.failed', /*i18n*/ 'account.refund.failedAmount'],
  unknown: [/*i18n*/ 'account.refund.unknown', /*i18n*/ 'account.refund.unknownAmount'],
  manual: [/*i18n*/ 'account.refund.manual', /*i18n*/ 'account.refund.manualAmount'],
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
  const [without, withAmount] = REFUND_TEXTS[status];
  return typeof amount === 'number'
    ? i18n._(withAmount, { amount: rupees(amount) })
    : i18n._(without);
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
  return [
    i18n._('account.registrations.fee', { amount: rupees(fee) }),
    code === null
      ? i18n._('account.registrations.discount', { amount: rupees(discount) })
      : i18n._('account.registrations.discountCode', { code, amount: rupees(discount) }),
    paid
      ? i18n._('account.registrations.paid', { amount: rupees(amount) })
      : i18n._('account.registrations.toPay', { amount: rupees(amount) }),
  ].join(' · ');
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

/**
 * Whether its owner may give it up before paying: an order not paid yet (the server withdraws it,
 * through the same POST /events/{event}/cancel; one whose UPI reference the organisers are checking
 * is refused with a message).
 */
export const isUnpaidOrder = (registration: Pick<RegistrationView, 'paymentStatus'>): boolean =>
  registration.paymentStatus === 'pending';

/**
 * How 'Pay now' pays a registration, or null when it cannot be paid from here (the wizard again):
 * `checkout` reopens the checkout on its order (Razorpay's or the sandbox's, which take an order
 * until it is paid or expires; the UPI dialog for a UPI order), `offline` says how to pay the
 * organisers (awaiting an offline payment). An order of another payment mode than the site's now
 * (`siteMode`, null while unknown) cannot be paid here any more.
 */
export function payWay(
  registration: Pick<RegistrationView, 'paymentStatus' | 'paymentMode' | 'orderId'>,
  siteMode: PaymentMode | null,
): 'checkout' | 'offline' | null {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a way to pay, not a text
  if (registration.paymentStatus === 'awaiting_payment') return 'offline';
  if (registration.paymentStatus !== 'pending') return null;
  if (typeof registration.orderId !== 'string' || registration.orderId === '') return null;
  if (registration.paymentMode === 'offline') return null;
  if (siteMode !== null && siteMode !== registration.paymentMode) return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a way to pay, not a text
  return 'checkout';
}

/**
 * One entry of the list: a registration as it stands, with the attempts for the same event that
 * expired (not paid in time, given up, or replaced by a newer one) folded under it, newest first.
 */
export interface RegistrationEntry {
  current: RegistrationView;
  earlier: RegistrationView[];
}

const isAttempt = (registration: Pick<RegistrationView, 'paymentStatus'>) =>
  registration.paymentStatus === 'expired';

/**
 * The registrations (newest first, as the server lists them) as entries: each live registration
 * (paid, pending, cancelled, ...) is one, in order, and an event's expired attempts go under the
 * newest of them; an event with nothing but expired attempts shows the newest with the others
 * under it.
 */
export function foldAttempts(registrations: readonly RegistrationView[]): RegistrationEntry[] {
  const attempts = new Map<string, RegistrationView[]>();
  const live = new Set<string>();
  for (const registration of registrations) {
    if (!isAttempt(registration)) live.add(registration.event);
    else
      attempts.set(registration.event, [...(attempts.get(registration.event) ?? []), registration]);
  }
  const entries: RegistrationEntry[] = [];
  const folded = new Set<string>();
  for (const registration of registrations) {
    const { event } = registration;
    if (isAttempt(registration) && (live.has(event) || folded.has(event))) continue;
    const earlier = folded.has(event)
      ? []
      : (attempts.get(event) ?? []).filter((attempt) => attempt !== registration);
    folded.add(event);
    entries.push({ current: registration, earlier });
  }
  return entries;
}

/**
 * Where an event is registered for again (its wizard, from the shared catalogue), or null when it
 * cannot be registered for online.
 */
export function wizardPath(
  event: string,
  shared: Pick<Shared, 'catalogue' | 'isRegistrable'> | null | undefined,
): string | null {
  if (!shared?.isRegistrable(event)) return null;
  return shared.catalogue().events.find((e) => e.id === event)?.registrationRoute ?? null;
}
