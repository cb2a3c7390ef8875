/**
 * Razorpay's Standard Checkout (the card payment widget). Its script is fetched from Razorpay only
 * when a payment is about to be made in `razorpay` mode, and only once per page.
 */
import { i18n } from '@/components/i18n';

import type { PaymentResult } from './types';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** SPEC 8: the checkout script could not be loaded (in the active language). */
export let RAZORPAY_LOAD_FAILED = i18n._('checkout.razorpay.loadFailed');
// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's name
i18n.on('change', () => {
  RAZORPAY_LOAD_FAILED = i18n._('checkout.razorpay.loadFailed');
});

/** The widget's theme colour (SPEC 7: a blue theme). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a colour
export const CHECKOUT_THEME_COLOR = '#3399cc';

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill?: { name?: string; email?: string };
  theme?: { color: string };
  handler: (response: PaymentResult) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | undefined;

/** Adds checkout.js to the page (once); resolves true when `window.Razorpay` is ready, else false. */
export function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's name
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      resolve(window.Razorpay !== undefined);
    };
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.head.append(script);
  }).then((ready) => {
    if (!ready) loading = undefined; // a later attempt may succeed
    return ready;
  });
  return loading;
}
