import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { RAZORPAY_SCRIPT_URL, type RazorpayOptions } from './razorpay';
import { SANDBOX_TITLE } from './sandbox-checkout-dialog';
import type { CheckoutHandlers, CheckoutRequest } from './types';
import { CheckoutUnavailableError, useCheckout } from './use-checkout';

let api: FakeApi;
/** What every call is answered with. */
let answer: () => Response;

const request = (mode: CheckoutRequest['mode']): CheckoutRequest => ({
  mode,
  key: 'rzp_test_key',
  orderId: 'order_7',
  amount: 10000,
  currency: 'INR',
  name: 'Payment Test',
  description: 'Test item',
  prefill: { name: 'Asha', email: 'asha@example.org' },
});

function handlers(): CheckoutHandlers & Record<string, ReturnType<typeof vi.fn>> {
  return { onSuccess: vi.fn(), onFailure: vi.fn(), onDismiss: vi.fn() };
}

let opened: Promise<void> | undefined;

function Harness({ req, on }: { req: CheckoutRequest; on: CheckoutHandlers }) {
  const checkout = useCheckout();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          opened = checkout.open(req, on);
          opened.catch(() => undefined); // the tests look at the outcome themselves
        }}
      >
        Open
      </button>
      {checkout.element}
    </>
  );
}

beforeEach(() => {
  answer = () => jsonResponse({ message: 'Not found' }, 404);
  api = fakeApi(() => answer());
  opened = undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
  document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`).forEach((s) => {
    s.remove();
  });
});

const posted = () => api.calls.map((call) => `${call.method} /api/v1${call.path}`);

describe('the sandbox checkout', () => {
  it('is a labelled modal that keeps the focus inside and shows the amount', async () => {
    const on = handlers();
    const user = userEvent.setup();
    render(<Harness req={request('sandbox')} on={on} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: SANDBOX_TITLE });
    expect(SANDBOX_TITLE).toBe('Sandbox checkout — test mode, no real money');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Rs. 100')).toBeInTheDocument();
    const pay = within(dialog).getByRole('button', { name: 'Pay' });
    expect(pay).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Fail' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Pay asks the sandbox to pay and hands its answer to onSuccess', async () => {
    const paid = {
      razorpay_order_id: 'order_7',
      razorpay_payment_id: 'pay_7',
      razorpay_signature: 'sig_7',
    };
    answer = () => jsonResponse(paid);
    const on = handlers();
    const user = userEvent.setup();
    render(<Harness req={request('sandbox')} on={on} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(on.onSuccess).toHaveBeenCalledWith(paid);
    });
    expect(posted()).toEqual(['POST /api/v1/payments/sandbox/order_7/pay']);
    expect(on.onFailure).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Fail asks the sandbox to fail and reports the failure, never paying', async () => {
    answer = () => jsonResponse({ error: { description: 'Card declined' } });
    const on = handlers();
    const user = userEvent.setup();
    render(<Harness req={request('sandbox')} on={on} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Fail' }));
    await waitFor(() => {
      expect(on.onFailure).toHaveBeenCalledWith('Card declined');
    });
    expect(posted()).toEqual(['POST /api/v1/payments/sandbox/order_7/fail']);
    expect(on.onSuccess).not.toHaveBeenCalled();
  });

  it('Escape closes it as a dismissal', async () => {
    const on = handlers();
    const user = userEvent.setup();
    render(<Harness req={request('sandbox')} on={on} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(on.onDismiss).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });
});

describe('the Razorpay checkout', () => {
  it('loads checkout.js on first use and opens the widget with the order', async () => {
    const options: RazorpayOptions[] = [];
    const listeners: Record<string, (response: { error?: { description?: string } }) => void> = {};
    const open = vi.fn();
    const on = handlers();
    const user = userEvent.setup();
    render(<Harness req={request('razorpay')} on={on} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const script = document.querySelector<HTMLScriptElement>(
      `script[src="${RAZORPAY_SCRIPT_URL}"]`,
    );
    expect(script).not.toBeNull();
    window.Razorpay = class {
      constructor(o: RazorpayOptions) {
        options.push(o);
      }
      open = open;
      on = (event: string, listener: (response: { error?: { description?: string } }) => void) => {
        listeners[event] = listener;
      };
    };
    script?.dispatchEvent(new Event('load'));
    await opened;
    expect(open).toHaveBeenCalledTimes(1);
    expect(options[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 10000,
      currency: 'INR',
      order_id: 'order_7',
      name: 'Payment Test',
      description: 'Test item',
      prefill: { name: 'Asha', email: 'asha@example.org' },
      theme: { color: expect.stringMatching(/^#/) as unknown },
    });
    listeners['payment.failed']?.({ error: { description: 'Bank declined' } });
    expect(on.onFailure).toHaveBeenCalledWith('Bank declined');
    options[0]?.modal?.ondismiss?.();
    expect(on.onDismiss).toHaveBeenCalled();
  });

  it('rejects with Razorpay SDK failed to load when the script does not load', async () => {
    const on = handlers();
    const user = userEvent.setup();
    render(<Harness req={request('razorpay')} on={on} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    document
      .querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)
      ?.dispatchEvent(new Event('error'));
    await expect(opened).rejects.toBeInstanceOf(CheckoutUnavailableError);
    await expect(opened).rejects.toThrow('Razorpay SDK failed to load');
  });
});

describe('the sandbox checkout in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says what it is and offers its buttons in Hindi, and its failure when the sandbox gives none', async () => {
    answer = () => jsonResponse({ error: { description: '' } });
    await activateLanguage('hi');
    const on = handlers();
    const user = userEvent.setup();
    render(<Harness req={request('sandbox')} on={on} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'सैंडबॉक्स चेकआउट — टेस्ट मोड, असली पैसे नहीं',
    });
    expect(SANDBOX_TITLE).toBe('सैंडबॉक्स चेकआउट — टेस्ट मोड, असली पैसे नहीं');
    expect(within(dialog).getByText('₹100')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'पेमेंट करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'फ़ेल करें' }));
    await waitFor(() => {
      expect(on.onFailure).toHaveBeenCalledWith('सैंडबॉक्स पेमेंट अस्वीकार हो गया।');
    });

    await activateLanguage('en');
    expect(SANDBOX_TITLE).toBe('Sandbox checkout — test mode, no real money');
  });
});
