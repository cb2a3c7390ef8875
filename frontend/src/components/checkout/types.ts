import type { CreateOrderResponse, PaymentMode } from '@/lib/api-types';

/** The provider's answer after a successful payment (SPEC 3, Payment result from widget). */
export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Which widget takes the payment: Razorpay's, or the local sandbox (no real money). */
export type CheckoutMode = 'sandbox' | 'razorpay';

/**
 * The widget for an order's `mode`: the sandbox dialog for `sandbox`, Razorpay's widget otherwise
 * (the server creates orders only when payments are online).
 */
export function checkoutModeOf(mode: PaymentMode): CheckoutMode {
  return mode === 'sandbox' ? 'sandbox' : 'razorpay';
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
}

/** What happens next; exactly one of them is called per attempt (Razorpay may retry a failure). */
export interface CheckoutHandlers {
  onSuccess: (result: PaymentResult) => void;
  /** The provider's description of the failure. */
  onFailure: (description: string) => void;
  /** Closed without paying. */
  onDismiss: () => void;
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
  };
}
