import type { CreateOrderResponse, PaymentMode, UpiPayment } from '@/lib/api-types';

/** The provider's answer after a successful payment (SPEC 3, Payment result from widget). */
export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * Which widget takes the payment: Razorpay's, the local sandbox (no real money), or the UPI dialog
 * (a QR code and link to the organisers' UPI id, then the payer's UTR).
 */
export type CheckoutMode = 'sandbox' | 'razorpay' | 'upi';

/**
 * The widget for an order's `mode`: the sandbox dialog for `sandbox`, the UPI dialog for `upi`,
 * Razorpay's widget otherwise (the server creates orders only when payments are online).
 */
export function checkoutModeOf(mode: PaymentMode): CheckoutMode {
  if (mode === 'sandbox' || mode === 'upi') return mode;
  return 'razorpay';
}

/** What the widget needs: the server's order and how to present it. */
export interface CheckoutRequest {
  mode: CheckoutMode;
  /** The provider's public key id (unused by the sandbox). */
  key: string;
  orderId: string;
  /** In paise. */
  amount: number;
  currency: string;
  /** Display name (e.g. the event name with the year). */
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  /** In `upi` mode: the link (and QR code), the payee and the order's reference. */
  upi?: UpiPayment;
  /** In `upi` mode, the UTR already submitted for the order (the dialog opens saying it waits). */
  upiSubmittedUtr?: string;
}

/** What happens next; exactly one of them is called per attempt (Razorpay may retry a failure). */
export interface CheckoutHandlers {
  onSuccess: (result: PaymentResult) => void;
  /** The provider's description of the failure. */
  onFailure: (description: string) => void;
  /** Closed without paying. */
  onDismiss: () => void;
  /**
   * UPI only: the payer submitted the UTR and closed the dialog; the order waits for the
   * organisers to confirm it from their bank statement. Without it, closing is `onDismiss`.
   */
  onSubmitted?: () => void;
}

/**
 * What the widget needs for an order the server made (POST /events/{event}/create-order, and the
 * same order in the answers that start a payment: a place taken from the waiting list, a roster
 * change with more to pay).
 */
export function checkoutRequestOf(order: CreateOrderResponse): CheckoutRequest {
  return {
    mode: checkoutModeOf(order.mode),
    key: order.key,
    orderId: order.order.id,
    amount: order.order.amount,
    currency: order.order.currency,
    name: order.name,
    description: order.description,
    prefill: order.prefill,
    ...(order.order.upi ? { upi: order.order.upi } : {}),
  };
}
