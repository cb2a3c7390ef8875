import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encode } from 'uqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { checkoutRequestOf, type CheckoutHandlers, type CheckoutRequest } from './types';
import { UPI_MSG } from './upi-checkout-dialog';
import { useCheckout } from './use-checkout';

const LINK =
  'upi://pay?pa=infinito.fest@okhdfcbank&pn=Infinito%20Sports%20Fest&am=3000.00&cu=INR&tr=ABCDEFGHJK&tn=Infinito%202025%20ABCDEFGHJK';

const request: CheckoutRequest = {
  mode: 'upi',
  key: '',
  orderId: 'order_upi_ABCDEFGHJK',
  amount: 300000,
  currency: 'INR',
  name: 'Football 2025',
  description: 'Team',
  upi: {
    link: LINK,
    vpa: 'infinito.fest@okhdfcbank',
    payeeName: 'Infinito Sports Fest',
    reference: 'ABCDEFGHJK',
    note: 'Infinito 2025 ABCDEFGHJK',
  },
};

let api: FakeApi;

function Harness({ on }: { on: CheckoutHandlers }) {
  const checkout = useCheckout();
  return (
    <>
      <button type="button" onClick={() => void checkout.open(request, on)}>
        Open
      </button>
      {checkout.element}
    </>
  );
}

const handlers = () => ({
  onSuccess: vi.fn(),
  onFailure: vi.fn(),
  onDismiss: vi.fn(),
  onSubmitted: vi.fn(),
});

async function open(on: CheckoutHandlers) {
  const user = userEvent.setup();
  render(<Harness on={on} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: await screen.findByRole('dialog', { name: UPI_MSG.title }) };
}

beforeEach(() => {
  api = fakeApi();
});

describe('the UPI checkout', () => {
  it('is chosen for an order the server made in upi mode, with its link', () => {
    const made = checkoutRequestOf({
      success: true,
      registrationId: 'r1',
      order: { id: request.orderId, amount: 300000, currency: 'INR', upi: request.upi },
      key: '',
      mode: 'upi',
      name: 'Football 2025',
      description: 'Team',
      prefill: { name: 'Asha', email: 'asha@example.org' },
    });
    expect(made.mode).toBe('upi');
    expect(made.upi?.link).toBe(LINK);
  });

  it('shows the QR code of the link, the link for phones, the amount and the reference', async () => {
    const { dialog } = await open(handlers());
    const qr = within(dialog).getByRole('img', { name: UPI_MSG.qrLabel('Rs. 3000') });
    // The QR code carries the server's link exactly.
    const path = qr.querySelector('path')?.getAttribute('d') ?? '';
    expect(path).not.toBe('');
    expect(modulesOf(qr)).toEqual(encode(LINK, { ecc: 'M', border: 4 }).data);
    expect(within(dialog).getByRole('link', { name: UPI_MSG.openApp })).toHaveAttribute(
      'href',
      LINK,
    );
    expect(within(dialog).getByText('Rs. 3000')).toBeInTheDocument();
    expect(within(dialog).getByText('ABCDEFGHJK')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Infinito Sports Fest (infinito.fest@okhdfcbank)'),
    ).toBeInTheDocument();
  });

  it('checks the UTR with the shared rule before sending it', async () => {
    const { user, dialog } = await open(handlers());
    await user.type(within(dialog).getByLabelText(UPI_MSG.utr), '12345');
    await user.click(within(dialog).getByRole('button', { name: UPI_MSG.submit }));
    expect(
      await within(dialog).findByText('A UTR is exactly 12 digits, as your UPI app shows it.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('submits the UTR and says the payment waits for the organisers', async () => {
    api.on('POST', '/payments/upi/order_upi_ABCDEFGHJK/utr', () => ({
      orderId: request.orderId,
      amount: 300000,
      currency: 'INR',
      reference: 'ABCDEFGHJK',
      state: 'submitted',
      utr: '401234567890',
      submittedAt: '2026-11-25T10:00:00Z',
    }));
    const on = handlers();
    const { user, dialog } = await open(on);
    await user.type(within(dialog).getByLabelText(UPI_MSG.utr), '4012 3456 7890');
    await user.click(within(dialog).getByRole('button', { name: UPI_MSG.submit }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      UPI_MSG.submitted('401234567890'),
    );
    expect(api.calls[0]?.body).toEqual({ utr: '4012 3456 7890' });
    await user.click(within(dialog).getByRole('button', { name: UPI_MSG.done }));
    expect(on.onSubmitted).toHaveBeenCalledOnce();
    expect(on.onDismiss).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a UTR used before', async () => {
    const used =
      'This UTR was already submitted for another payment. A UTR pays once: check the UTR your UPI app showed. The organisers have been told.';
    api.on('POST', '/payments/upi/order_upi_ABCDEFGHJK/utr', () =>
      jsonResponse({ success: false, message: used }, 409),
    );
    const on = handlers();
    const { user, dialog } = await open(on);
    await user.type(within(dialog).getByLabelText(UPI_MSG.utr), '401234567890');
    await user.click(within(dialog).getByRole('button', { name: UPI_MSG.submit }));
    expect(await within(dialog).findByText(used)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: UPI_MSG.cancel }));
    expect(on.onDismiss).toHaveBeenCalledOnce();
    expect(on.onSubmitted).not.toHaveBeenCalled();
  });
});

describe('the UPI checkout in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("says everything in Hindi, the amount in Intl's rupees, and the shared rule's error", async () => {
    await activateLanguage('hi');
    const { user, dialog } = await open(handlers());
    expect(screen.getByRole('dialog', { name: 'UPI से पेमेंट करें' })).toBe(dialog);
    expect(
      within(dialog).getByRole('img', { name: '₹3,000 पेमेंट करने का UPI QR कोड' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'UPI ऐप में खोलें' })).toBeInTheDocument();
    expect(within(dialog).getByText('रकम')).toBeInTheDocument();
    expect(within(dialog).getByText('₹3,000')).toBeInTheDocument();
    expect(within(dialog).getByText('किसे पेमेंट करें')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('UTR (12 अंक)'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'UTR जमा करें' }));
    // The shared rule's message, in Hindi from the rules' own catalogue.
    expect(
      await within(dialog).findByText('UTR ठीक 12 अंकों का होता है, जैसा आपका UPI ऐप दिखाता है।'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('is English again after a switch back', async () => {
    await activateLanguage('hi');
    await activateLanguage('en');
    const { dialog } = await open(handlers());
    expect(within(dialog).getByRole('button', { name: 'Submit UTR' })).toBeInTheDocument();
    expect(within(dialog).getByText('Rs. 3000')).toBeInTheDocument();
  });
});

/** The SVG's dark modules, read back into rows. */
function modulesOf(svg: Element): boolean[][] {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const rows = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, run] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const row = rows[y];
    for (let i = 0; i < run && row; i += 1) row[x + i] = true;
  }
  return rows;
}
