import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RAZORPAY_SCRIPT_URL, type RazorpayOptions } from '@/components/checkout/razorpay';
import { SANDBOX_TITLE } from '@/components/checkout/sandbox-checkout-dialog';
import type { RegistrationView } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/dates';
import { activateLanguage } from '@/lib/i18n/i18n';
import { eventsQueryKey, passesQueryKey, registeredEventsQueryKey } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { RegistrationsCard } from './registrations-card';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: FakeApi;
let registrations: RegistrationView[];
/** What GET /config answers. */
let config: Record<string, unknown>;

/** Registration `n`: a paid chess team of 5 (Rs. 249) unless `overrides` say otherwise. */
function registration(n: number, overrides: Partial<RegistrationView> = {}): RegistrationView {
  return {
    _id: `reg${n}`,
    event: 'chess',
    eventTitle: 'Chess',
    paymentStatus: 'paid',
    paymentMode: 'sandbox',
    amount: 24900,
    currency: 'INR',
    createdAt: '2025-01-15T12:00:00Z',
    paidAt: '2025-01-15T12:05:00Z',
    collegeName: 'IIT Patna',
    collegeAddress: 'Bihta, Patna',
    members: 5,
    feePaise: 24900,
    category: null,
    refundStatus: null,
    refundAmount: null,
    cancelledAt: null,
    team: { captain: [], players: [] },
    ...overrides,
  };
}

function later() {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  localStorage.setItem('token', 'token-of-asha');
  registrations = [];
  config = { googleClientId: null, cancellationFeePaise: 0 };
  api = fakeApi();
  api.on('GET', '/events/my-registrations', () => ({ success: true, registrations }));
  api.on('GET', '/config', () => config);
});

function renderCard() {
  // Edit team links to the event's form: the card sits in a router.
  const view = render(
    <MemoryRouter>
      <RegistrationsCard />
    </MemoryRouter>,
  );
  return { ...view, user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Your registrations' });
const itemOf = (name: string) => within(card()).findByRole('listitem', { name });

describe('the registrations card', () => {
  it('offers a stay at the hostel once a registration is paid', async () => {
    registrations = [registration(1, { paymentStatus: 'pending', paidAt: null })];
    const { unmount } = renderCard();
    await itemOf('Chess');
    expect(
      screen.queryByRole('link', { name: 'Book a stay at the hostel' }),
    ).not.toBeInTheDocument();
    unmount();

    registrations = [registration(1)];
    renderCard();
    expect(await screen.findByRole('link', { name: 'Book a stay at the hostel' })).toHaveAttribute(
      'href',
      '/accommodation',
    );
  });

  it('says it is loading, then lists each registration with its status in words', async () => {
    const loading = later();
    api.on('GET', '/events/my-registrations', () => loading.promise);
    registrations = [
      registration(1, { category: 'Men' }),
      registration(2, {
        event: 'football',
        eventTitle: 'Football',
        paymentStatus: 'awaiting_payment',
        paymentMode: 'offline',
        paidAt: null,
        amount: 350050,
      }),
      registration(3, {
        event: 'bgmi',
        eventTitle: 'BGMI',
        paymentStatus: 'pending',
        paidAt: null,
      }),
      registration(4, { event: 'codm', eventTitle: 'CODM', paymentStatus: 'flagged' }),
      registration(5, { event: 'carrom', eventTitle: 'Carrom', paymentStatus: 'refunded' }),
      registration(6, {
        event: 'badminton',
        eventTitle: 'Badminton',
        paymentStatus: 'expired',
        paidAt: null,
      }),
      // No title from the server: the catalogue's.
      registration(7, { event: 'volleyball', eventTitle: null, paymentStatus: 'cancelled' }),
    ];
    renderCard();
    expect(within(card()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your registrations',
    );
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading your registrations...');
    loading.answer(jsonResponse({ success: true, registrations }));

    const chess = await itemOf('Chess');
    expect(within(chess).getByRole('heading', { level: 3, name: 'Chess' })).toBeInTheDocument();
    expect(within(chess).getByText('Paid')).toBeInTheDocument();
    expect(chess).toHaveTextContent('CategoryMen');
    expect(chess).toHaveTextContent('CollegeIIT Patna');
    expect(chess).toHaveTextContent('Members5');
    expect(chess).toHaveTextContent('Amount paidRs. 249');
    expect(chess).toHaveTextContent('Paid on15 Jan 2025');

    const football = await itemOf('Football');
    expect(football).toHaveTextContent('Awaiting payment');
    expect(football).toHaveTextContent('AmountRs. 3500.50');
    expect(football).not.toHaveTextContent('Amount paid');
    expect(football).not.toHaveTextContent('Category');

    expect(await itemOf('BGMI')).toHaveTextContent('Pending payment');
    expect(await itemOf('CODM')).toHaveTextContent('Flagged');
    expect(await itemOf('Carrom')).toHaveTextContent('Refunded');
    expect(await itemOf('Badminton')).toHaveTextContent('Expired');
    expect(await itemOf('Volleyball')).toHaveTextContent('Cancelled');
  });

  it('shows the difference a roster change still owes the organisers', async () => {
    registrations = [
      registration(1, { amountDue: 560000 }),
      registration(2, { event: 'football', eventTitle: 'Football', amountDue: null }),
    ];
    renderCard();
    expect(await itemOf('Chess')).toHaveTextContent('Difference to pay the organisersRs. 5600');
    expect(await itemOf('Football')).not.toHaveTextContent('Difference');
  });

  it('offers Cancel registration on paid ones, those awaiting payment and unpaid orders only', async () => {
    registrations = [
      registration(1),
      registration(2, {
        event: 'football',
        eventTitle: 'Football',
        paymentStatus: 'awaiting_payment',
        paidAt: null,
      }),
      registration(3, {
        event: 'bgmi',
        eventTitle: 'BGMI',
        paymentStatus: 'pending',
        paidAt: null,
      }),
      registration(4, { event: 'codm', eventTitle: 'CODM', paymentStatus: 'flagged' }),
      registration(5, { event: 'carrom', eventTitle: 'Carrom', paymentStatus: 'cancelled' }),
    ];
    renderCard();
    for (const name of ['Chess', 'Football', 'BGMI']) {
      const button = within(await itemOf(name)).getByRole('button', {
        name: 'Cancel registration',
      });
      expect(button).toHaveAccessibleDescription(name);
    }
    for (const name of ['CODM', 'Carrom']) {
      expect(within(await itemOf(name)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('offers Edit team, with the change deadline, only on registrations that can change', async () => {
    registrations = [
      registration(1, { canChange: true, changeDeadline: '2025-02-15T12:30:00Z' }),
      registration(2, {
        event: 'football',
        eventTitle: 'Football',
        canChange: false,
        changeDeadline: '2025-01-01T12:30:00Z',
      }),
    ];
    renderCard();
    const chess = await itemOf('Chess');
    expect(chess).toHaveTextContent(
      `Team changes until${formatFestDateTime('2025-02-15T12:30:00Z')}`,
    );
    const edit = within(chess).getByRole('link', { name: 'Edit team' });
    expect(edit).toHaveAttribute('href', '/account/registrations/chess/edit');
    expect(edit).toHaveAccessibleDescription('Chess');
    const football = await itemOf('Football');
    expect(football).not.toHaveTextContent('Team changes until');
    expect(within(football).queryByRole('link', { name: 'Edit team' })).not.toBeInTheDocument();
  });

  it('says where the refund of each cancelled registration stands', async () => {
    const cancelled = (n: number, title: string, overrides: Partial<RegistrationView>) =>
      registration(n, {
        event: title.toLowerCase(),
        eventTitle: title,
        paymentStatus: 'cancelled',
        cancelledAt: '2025-01-20T10:00:00Z',
        refundAmount: 19900,
        ...overrides,
      });
    registrations = [
      cancelled(1, 'Chess', { refundStatus: 'processed' }),
      cancelled(2, 'Football', { refundStatus: 'pending' }),
      cancelled(3, 'Kabaddi', { refundStatus: 'failed' }),
      cancelled(4, 'Carrom', { refundStatus: 'manual', paymentMode: 'offline' }),
      cancelled(6, 'Squash', { refundStatus: 'unknown' }),
      // Cancelled before any payment: no refund.
      cancelled(5, 'Badminton', { refundStatus: null, refundAmount: null, paidAt: null }),
    ];
    renderCard();
    const chess = await itemOf('Chess');
    expect(chess).toHaveTextContent('Cancelled');
    expect(chess).toHaveTextContent('Cancelled on20 Jan 2025');
    expect(within(chess).getByText('Refund of Rs. 199 processed')).toBeInTheDocument();
    expect(await itemOf('Football')).toHaveTextContent('Refund of Rs. 199 pending');
    expect(await itemOf('Kabaddi')).toHaveTextContent(
      'Refund of Rs. 199 failed — the organisers will retry',
    );
    expect(await itemOf('Carrom')).toHaveTextContent(
      'Refund of Rs. 199 to be paid back by the organisers',
    );
    expect(await itemOf('Squash')).toHaveTextContent(
      'Refund of Rs. 199 being confirmed with the payment gateway',
    );
    const badminton = await itemOf('Badminton');
    expect(badminton).toHaveTextContent('Cancelled on20 Jan 2025');
    expect(badminton).not.toHaveTextContent('Refund');
  });

  it('shows the fee, the discount with its code and the amount paid of a discounted one', async () => {
    registrations = [
      registration(1, {
        event: 'football',
        eventTitle: 'Football',
        amount: 585000,
        originalAmount: 650000,
        discount: 65000,
        couponCode: 'WELCOME10',
      }),
      // Awaiting an offline payment, the discount given by a referral without a code shown.
      registration(2, {
        event: 'kabaddi',
        eventTitle: 'Kabaddi',
        paymentStatus: 'awaiting_payment',
        paymentMode: 'offline',
        paidAt: null,
        amount: 22410,
        discount: 2490,
        originalAmount: null,
        couponCode: null,
      }),
      registration(3, { discount: null, originalAmount: null, couponCode: null }),
    ];
    renderCard();
    const football = await itemOf('Football');
    expect(
      within(football).getByText('Fee Rs. 6500 · Discount (WELCOME10) Rs. 650 · Paid Rs. 5850'),
    ).toBeInTheDocument();
    expect(football).toHaveTextContent('Amount paidRs. 5850');
    expect(
      within(await itemOf('Kabaddi')).getByText(
        'Fee Rs. 249 · Discount Rs. 24.90 · To pay Rs. 224.10',
      ),
    ).toBeInTheDocument();
    const chess = await itemOf('Chess');
    expect(chess).toHaveTextContent('Amount paidRs. 249');
    expect(chess).not.toHaveTextContent('Discount');
  });

  it('says so when there are no registrations', async () => {
    renderCard();
    expect(await within(card()).findByText('No registrations yet')).toBeInTheDocument();
    expect(within(card()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with Try again when the list cannot be loaded', async () => {
    let asked = 0;
    api.on('GET', '/events/my-registrations', () => {
      asked += 1;
      return asked === 1
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
        : { success: true, registrations: [registration(1)] };
    });
    const { user } = renderCard();
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your registrations: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await itemOf('Chess')).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toBe(2);
  });
});

describe('cancelling a registration', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Chess') {
    const item = await itemOf(name);
    await user.click(within(item).getByRole('button', { name: 'Cancel registration' }));
    return screen.getByRole('dialog', { name: `Cancel your registration for ${name}?` });
  }

  it('says what happens, with the cancellation fee the server gives', async () => {
    config = { googleClientId: null, cancellationFeePaise: 5000 };
    registrations = [registration(1)];
    const { user } = renderCard();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Your place in Chess is given up and freed for someone else.');
    expect(dialog).toHaveTextContent('Every pass of your team stops working at the gate.');
    expect(
      await within(dialog).findByText(
        'You get back the amount paid, Rs. 249, minus the cancellation fee of Rs. 50.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This cannot be undone.');
  });

  it('promises the amount paid in full when the fee is 0', async () => {
    registrations = [registration(1)];
    const { user } = renderCard();
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText('You get back the amount paid, Rs. 249, in full.'),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('fee');
  });

  it('promises no refund when nothing was paid', async () => {
    registrations = [
      registration(2, {
        event: 'football',
        eventTitle: 'Football',
        paymentStatus: 'awaiting_payment',
        paymentMode: 'offline',
        paidAt: null,
      }),
    ];
    const { user } = renderCard();
    const dialog = await openDialog(user, 'Football');
    expect(dialog).toHaveTextContent('Nothing has been paid, so there is nothing to refund.');
    expect(dialog).not.toHaveTextContent('You get back');
    expect(dialog).not.toHaveTextContent('pass');
  });

  it('sends nothing when dismissed with Escape or Keep my registration', async () => {
    registrations = [registration(1)];
    const { user } = renderCard();
    let dialog = await openDialog(user);
    // The safe choice has the focus first.
    expect(within(dialog).getByRole('button', { name: 'Keep my registration' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = within(await itemOf('Chess')).getByRole('button', {
      name: 'Cancel registration',
    });
    expect(button).toHaveFocus();

    // From the keyboard: Enter opens it again.
    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Cancel your registration for Chess?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my registration' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/events/chess/cancel')).toHaveLength(0);
    expect(within(await itemOf('Chess')).getByText('Paid')).toBeInTheDocument();
  });

  it("cancels, toasts the server's message, shows the refund and refreshes the passes and events", async () => {
    registrations = [registration(1), registration(2, { event: 'carrom', eventTitle: 'Carrom' })];
    const cancelled = registration(1, {
      paymentStatus: 'cancelled',
      cancelledAt: '2025-01-20T10:00:00Z',
      refundStatus: 'pending',
      refundAmount: 19900,
    });
    const answering = later();
    api.on('POST', '/events/chess/cancel', () => {
      registrations = [cancelled, registrations[1] ?? registration(2)];
      return answering.promise;
    });
    const { user, queryClient } = renderCard();
    // What other pages loaded before: the passes, the events and those registered for.
    queryClient.setQueryData(passesQueryKey, { success: true, passes: [] });
    queryClient.setQueryData(eventsQueryKey, []);
    queryClient.setQueryData([...registeredEventsQueryKey, 'user-1'], ['chess']);

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    expect(await within(dialog).findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep my registration' })).toBeDisabled();
    // Escape does nothing while the request runs.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answering.answer(
      jsonResponse({
        success: true,
        message:
          'Your registration for Chess has been cancelled. A refund of Rs. 199 is on its way.',
        registration: cancelled,
      }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(notify.success).toHaveBeenCalledWith(
      'Your registration for Chess has been cancelled. A refund of Rs. 199 is on its way.',
    );
    expect(api.callsTo('POST', '/events/chess/cancel').map((call) => call.body)).toEqual([{}]);

    const chess = await itemOf('Chess');
    await waitFor(() => {
      expect(chess).toHaveTextContent('Refund of Rs. 199 pending');
    });
    expect(within(chess).getByText('Cancelled')).toBeInTheDocument();
    expect(within(chess).queryByRole('button')).not.toBeInTheDocument();
    expect(chess).toHaveFocus();
    // The other registration is untouched.
    expect(
      within(await itemOf('Carrom')).getByRole('button', { name: 'Cancel registration' }),
    ).toBeInTheDocument();

    for (const key of [passesQueryKey, eventsQueryKey, [...registeredEventsQueryKey, 'user-1']]) {
      expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
    }
    await waitFor(() => {
      expect(api.callsTo('GET', '/events/my-registrations')).toHaveLength(2);
    });
  });

  it('shows a refusal in the dialog, which stays open, and changes nothing', async () => {
    registrations = [registration(1)];
    const refusal = 'The cancellation deadline for Chess has passed.';
    api.on('POST', '/events/chess/cancel', () =>
      jsonResponse({ success: false, message: refusal }, 400),
    );
    const { user, queryClient } = renderCard();
    queryClient.setQueryData(passesQueryKey, { success: true, passes: [] });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Cancel registration' })).toBeEnabled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(passesQueryKey)?.isInvalidated).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Keep my registration' }));
    expect(within(await itemOf('Chess')).getByText('Paid')).toBeInTheDocument();
  });
});

describe('a registration waiting for its UPI payment', () => {
  const upi = {
    link: 'upi://pay?pa=fest@okhdfcbank&pn=Fest&am=249.00&cu=INR&tr=ABCDEFGHJK&tn=Infinito%202025%20ABCDEFGHJK',
    vpa: 'fest@okhdfcbank',
    payeeName: 'Fest',
    reference: 'ABCDEFGHJK',
    note: 'Infinito 2025 ABCDEFGHJK',
  };
  const order = (state: 'created' | 'submitted', utr: string | null) => ({
    orderId: 'order_upi_ABCDEFGHJK',
    amount: 24900,
    currency: 'INR',
    reference: 'ABCDEFGHJK',
    state,
    utr,
    submittedAt: null,
    upi,
  });

  beforeEach(() => {
    registrations = [
      registration(1, {
        paymentStatus: 'pending',
        paymentMode: 'upi',
        paidAt: null,
        orderId: 'order_upi_ABCDEFGHJK',
      }),
    ];
  });

  it('opens the UPI checkout again, to pay and submit the UTR', async () => {
    api.on('GET', '/payments/upi/order_upi_ABCDEFGHJK', () => order('created', null));
    api.on('POST', '/payments/upi/order_upi_ABCDEFGHJK/utr', () =>
      order('submitted', '401234567890'),
    );
    const { user } = renderCard();
    const item = await itemOf('Chess');
    await user.click(within(item).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
    expect(within(dialog).getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
      'href',
      upi.link,
    );
    await user.type(within(dialog).getByLabelText('UTR (12 digits)'), '401234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'waiting for the organisers',
    );
  });

  it('says a UTR already submitted waits for the organisers', async () => {
    api.on('GET', '/payments/upi/order_upi_ABCDEFGHJK', () => order('submitted', '401234567890'));
    const { user } = renderCard();
    const item = await itemOf('Chess');
    await user.click(within(item).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('UTR 401234567890 submitted');
    expect(within(dialog).queryByLabelText('UTR (12 digits)')).not.toBeInTheDocument();
  });

  it('is not offered for other payment modes: their own checkout opens', async () => {
    registrations = [registration(2, { paymentStatus: 'pending', paidAt: null, orderId: 'o' })];
    const { user } = renderCard();
    const item = await itemOf('Chess');
    await user.click(within(item).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog', { name: SANDBOX_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pay by UPI' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/payments/upi/o')).toHaveLength(0);
  });
});

describe('a registration not paid yet', () => {
  /** The sandbox's answer for order `order_7`, as Razorpay's widget would give it. */
  const paidOrder = {
    razorpay_order_id: 'order_7',
    razorpay_payment_id: 'pay_sbx_1',
    razorpay_signature: 'signed',
  };
  const pending = (overrides: Partial<RegistrationView> = {}) =>
    registration(1, { paymentStatus: 'pending', paidAt: null, orderId: 'order_7', ...overrides });

  afterEach(() => {
    delete window.Razorpay;
    document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`).forEach((script) => {
      script.remove();
    });
  });

  it('offers Pay now and Cancel registration, described by its event', async () => {
    registrations = [pending()];
    renderCard();
    const chess = await itemOf('Chess');
    for (const name of ['Pay now', 'Cancel registration']) {
      expect(within(chess).getByRole('button', { name })).toHaveAccessibleDescription('Chess');
    }
    expect(within(chess).queryByRole('link', { name: 'Register again' })).not.toBeInTheDocument();
  });

  it('pays its own order in the sandbox checkout, verifies it as the wizard does and shows it paid', async () => {
    registrations = [pending()];
    api.on('POST', '/payments/sandbox/order_7/pay', () => paidOrder);
    api.on('POST', '/events/chess/verify-payment', () => {
      registrations = [registration(1, { orderId: 'order_7' })];
      return { success: true, message: 'Payment successful! Registration confirmed.' };
    });
    const { user } = renderCard();
    await user.click(within(await itemOf('Chess')).getByRole('button', { name: 'Pay now' }));

    const dialog = await screen.findByRole('dialog', { name: SANDBOX_TITLE });
    expect(dialog).toHaveTextContent('Chess - Infinito 2025');
    expect(dialog).toHaveTextContent('Rs. 249');
    expect(dialog).toHaveTextContent('order_7');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Payment successful! Registration confirmed.');
    });
    expect(api.callsTo('POST', '/events/chess/verify-payment').map((call) => call.body)).toEqual([
      paidOrder,
    ]);
    const chess = await itemOf('Chess');
    await waitFor(() => {
      expect(within(chess).getByText('Paid')).toBeInTheDocument();
    });
    expect(within(chess).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(chess).toHaveFocus();
  });

  it('gives the focus back to Pay now and verifies nothing when the checkout is closed', async () => {
    registrations = [pending()];
    const { user } = renderCard();
    const payNow = within(await itemOf('Chess')).getByRole('button', { name: 'Pay now' });
    await user.click(payNow);
    const dialog = await screen.findByRole('dialog', { name: SANDBOX_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payNow).toHaveFocus();
    expect(api.callsTo('POST', '/events/chess/verify-payment')).toHaveLength(0);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("opens Razorpay's widget on its order with the site's key", async () => {
    config = { ...config, payments: 'razorpay', razorpayKeyId: 'rzp_live_key' };
    registrations = [pending({ paymentMode: 'razorpay', collegeName: '' })];
    api.on('POST', '/events/chess/verify-payment', () => ({ success: true }));
    const options: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(o: RazorpayOptions) {
        options.push(o);
      }
      open = vi.fn();
      on = vi.fn();
    };
    const { user } = renderCard();
    await user.click(within(await itemOf('Chess')).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => {
      expect(options).toHaveLength(1);
    });
    expect(options[0]).toMatchObject({
      key: 'rzp_live_key',
      order_id: 'order_7',
      amount: 24900,
      currency: 'INR',
      name: 'Chess - Infinito 2025',
      description: 'Event Registration',
    });
    options[0]?.handler(paidOrder);
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Payment successful! Registration confirmed.');
    });
    expect(api.callsTo('POST', '/events/chess/verify-payment').map((call) => call.body)).toEqual([
      paidOrder,
    ]);
  });

  it('says how to pay the organisers when it awaits an offline payment', async () => {
    registrations = [
      registration(2, {
        event: 'football',
        eventTitle: 'Football',
        paymentStatus: 'awaiting_payment',
        paymentMode: 'offline',
        paidAt: null,
        amount: 650000,
      }),
    ];
    const { user } = renderCard();
    const payNow = within(await itemOf('Football')).getByRole('button', { name: 'Pay now' });
    expect(payNow).toHaveAccessibleDescription('Football');
    await user.click(payNow);
    const dialog = screen.getByRole('dialog', { name: 'How to pay for Football' });
    expect(dialog).toHaveTextContent('pay Rs. 6500 to the organisers');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payNow).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers the wizard again, not a dead button, once its order has expired', async () => {
    registrations = [registration(1, { paymentStatus: 'expired', paidAt: null, orderId: 'o' })];
    renderCard();
    const chess = await itemOf('Chess');
    expect(chess).toHaveTextContent(
      'The time to pay this order has run out. Register again to take a place.',
    );
    const again = await within(chess).findByRole('link', { name: 'Register again' });
    expect(again).toHaveAttribute('href', '/events/chess');
    expect(again).toHaveAccessibleDescription('Chess');
    expect(within(chess).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the wizard again when its order was made for another way of paying', async () => {
    config = { ...config, payments: 'upi' };
    registrations = [pending({ paymentMode: 'sandbox' })];
    renderCard();
    const chess = await itemOf('Chess');
    expect(await within(chess).findByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/events/chess',
    );
    expect(within(chess).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(chess).getByRole('button', { name: 'Cancel registration' })).toBeInTheDocument();
  });

  it('withdraws an unpaid order on Cancel, saying nothing is refunded', async () => {
    registrations = [pending()];
    const withdrawn = registration(1, {
      paymentStatus: 'expired',
      paidAt: null,
      orderId: 'order_7',
    });
    const message =
      'Your unpaid registration is withdrawn: its place is free, and you may register again.';
    api.on('POST', '/events/chess/cancel', () => {
      registrations = [withdrawn];
      return { success: true, message, registration: withdrawn };
    });
    const { user } = renderCard();
    await user.click(
      within(await itemOf('Chess')).getByRole('button', { name: 'Cancel registration' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your registration for Chess?' });
    expect(dialog).toHaveTextContent(
      'Your unpaid order for Chess is withdrawn and its place freed for someone else.',
    );
    expect(dialog).toHaveTextContent('Nothing has been paid, so there is nothing to refund.');
    expect(dialog).not.toHaveTextContent('pass');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(notify.success).toHaveBeenCalledWith(message);
    const chess = await itemOf('Chess');
    expect(within(chess).getByText('Expired')).toBeInTheDocument();
    expect(await within(chess).findByRole('link', { name: 'Register again' })).toBeInTheDocument();
    expect(chess).toHaveFocus();
  });
});

describe('earlier attempts', () => {
  it('are folded under the registration that counts, in a closed list', async () => {
    const attempt = (n: number, event: string, eventTitle: string, createdAt: string) =>
      registration(n, { event, eventTitle, paymentStatus: 'expired', paidAt: null, createdAt });
    registrations = [
      registration(1, { paymentStatus: 'pending', paidAt: null, orderId: 'order_1' }),
      attempt(2, 'chess', 'Chess', '2025-01-14T12:00:00Z'),
      registration(3, { event: 'football', eventTitle: 'Football' }),
      attempt(4, 'chess', 'Chess', '2025-01-13T12:00:00Z'),
      attempt(5, 'badminton', 'Badminton', '2025-01-12T12:00:00Z'),
      attempt(6, 'badminton', 'Badminton', '2025-01-11T12:00:00Z'),
    ];
    renderCard();
    const chess = await itemOf('Chess');
    expect(within(card()).getAllByRole('listitem', { name: 'Chess' })).toHaveLength(1);
    expect(within(chess).getByText('Pending payment')).toBeInTheDocument();
    const folded = chess.querySelector('details');
    expect(folded).not.toBeNull();
    expect(folded).not.toHaveAttribute('open');
    expect(folded?.querySelector('summary')).toHaveTextContent('Earlier attempts (2)');
    expect(folded).toHaveTextContent('Started 14 Jan 2025 · Expired · Rs. 249');
    expect(folded).toHaveTextContent('Started 13 Jan 2025 · Expired · Rs. 249');

    // Nothing but expired attempts: the newest shows, the rest folded under it.
    expect(within(card()).getAllByRole('listitem', { name: 'Badminton' })).toHaveLength(1);
    const badminton = await itemOf('Badminton');
    expect(badminton.querySelector('summary')).toHaveTextContent('Earlier attempts (1)');
    expect(badminton.querySelector('details')).toHaveTextContent('Started 11 Jan 2025');

    expect((await itemOf('Football')).querySelector('details')).toBeNull();
  });
});

describe('the registrations card in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says each status, amount, refund and action in Hindi, the amounts in rupees', async () => {
    registrations = [
      registration(1, {
        paymentStatus: 'cancelled',
        cancelledAt: '2025-01-20T10:00:00Z',
        refundStatus: 'processed',
        refundAmount: 19900,
      }),
      registration(2, {
        event: 'football',
        eventTitle: 'Football',
        paymentStatus: 'pending',
        paidAt: null,
        orderId: 'order_1',
        amount: 650000,
      }),
    ];
    await activateLanguage('hi');
    renderCard();
    const list = await screen.findByRole('region', { name: 'आपके रजिस्ट्रेशन' });
    const chess = await within(list).findByRole('listitem', { name: 'Chess' });
    expect(chess).toHaveTextContent('कैंसिल');
    expect(chess).toHaveTextContent('चुकाई गई रकम₹249');
    expect(within(chess).getByText('₹199 का रिफ़ंड हो गया')).toBeInTheDocument();
    const football = within(list).getByRole('listitem', { name: 'Football' });
    expect(football).toHaveTextContent('पेमेंट बाकी');
    expect(football).toHaveTextContent('रकम₹6,500');
    expect(within(football).getByRole('button', { name: 'अभी पेमेंट करें' })).toBeInTheDocument();
    expect(within(football).getByRole('button', { name: 'रजिस्ट्रेशन कैंसिल करें' })).toBeInTheDocument();

    await activateLanguage('en');
    expect(await within(football).findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(chess).toHaveTextContent('Amount paidRs. 249');
    expect(within(chess).getByText('Refund of Rs. 199 processed')).toBeInTheDocument();
  });
});
