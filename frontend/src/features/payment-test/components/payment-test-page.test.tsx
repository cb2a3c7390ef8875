import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { PaymentTestPage } from './payment-test-page';

let api: FakeApi;
let answers: Record<string, () => Response>;

const order = {
  success: true,
  message: 'Order created',
  data: { id: 'order_t', amount: 10000, currency: 'INR' },
  key: 'rzp_test',
  mode: 'sandbox',
};

beforeEach(() => {
  answers = { 'POST /payment/create': () => jsonResponse(order) };
  api = fakeApi(({ method, path }) => {
    const key = `${method} ${path}`;
    const answer = answers[key];
    return answer ? answer() : jsonResponse({ message: `no ${key}` }, 404);
  });
});

const bodyOf = (key: string) =>
  api.calls.filter((call) => `${call.method} /api/v1${call.path}` === key).map((call) => call.body);

async function buy() {
  const user = userEvent.setup();
  render(<PaymentTestPage />);
  expect(screen.getByText('Rs. 100')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Buy Now' }));
  const dialog = await screen.findByRole('dialog');
  expect(bodyOf('POST /api/v1/payment/create')).toEqual([{ amount: 100, currency: 'INR' }]);
  return { user, dialog };
}

describe('the payment test page', () => {
  it('verifies a sandbox payment', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const paid = {
      razorpay_order_id: 'order_t',
      razorpay_payment_id: 'p',
      razorpay_signature: 's',
    };
    answers['POST /payments/sandbox/order_t/pay'] = () => jsonResponse(paid);
    answers['POST /payment/verify'] = () => jsonResponse({ success: true, message: 'ok' });
    const { user, dialog } = await buy();
    expect(within(dialog).getByText('Rs. 100')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('Payment Verified Successfully!');
    });
    expect(bodyOf('POST /api/v1/payment/verify')).toEqual([paid]);
  });

  it('reports a verification error', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    answers['POST /payments/sandbox/order_t/pay'] = () =>
      jsonResponse({
        razorpay_order_id: 'order_t',
        razorpay_payment_id: 'p',
        razorpay_signature: 's',
      });
    answers['POST /payment/verify'] = () => jsonResponse({ message: 'Bad signature' }, 400);
    const { user, dialog } = await buy();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('Verification Error: Bad signature');
    });
  });

  it('reports a failed payment with its description', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    answers['POST /payments/sandbox/order_t/fail'] = () =>
      jsonResponse({ error: { description: 'Card declined' } });
    const { user, dialog } = await buy();
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('Payment Failed: Card declined');
    });
    expect(bodyOf('POST /api/v1/payment/verify')).toEqual([]);
  });

  it('reports an order that could not be created', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    answers['POST /payment/create'] = () => jsonResponse({ message: 'Payments are off' }, 503);
    const user = userEvent.setup();
    render(<PaymentTestPage />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('Error: Payments are off');
    });
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });
});

describe('the payment test page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('offers the test item and reports the outcome in Hindi, the widget in Hindi too, and back', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    answers['POST /payments/sandbox/order_t/fail'] = () =>
      jsonResponse({ error: { description: 'Card declined' } });
    await activateLanguage('hi');
    const user = userEvent.setup();
    render(<PaymentTestPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'पेमेंट टेस्ट' })).toBeInTheDocument();
    expect(document.title).toBe('पेमेंट टेस्ट | Infinito 2025');
    const item = screen.getByRole('article', { name: 'टेस्ट आइटम' });
    expect(within(item).getByText('₹100')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'अभी ख़रीदें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('पेमेंट टेस्ट')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'फ़ेल करें' }));
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('पेमेंट विफल रहा: Card declined');
    });

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 100')).toBeInTheDocument();
  });

  it("says in Hindi that the order could not be created, with the server's words", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    answers['POST /payment/create'] = () => jsonResponse({ message: 'Payments are off' }, 503);
    await activateLanguage('hi');
    const user = userEvent.setup();
    render(<PaymentTestPage />);
    await user.click(screen.getByRole('button', { name: 'अभी ख़रीदें' }));
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('त्रुटि: Payments are off');
    });
  });
});
