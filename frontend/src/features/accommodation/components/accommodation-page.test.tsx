import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { routerOptions, routes } from '@/app/routes';
import { SessionContext } from '@/lib/session';
import { SANDBOX_TITLE } from '@/components/checkout/sandbox-checkout-dialog';
import type {
  AccommodationOptions,
  BookingView,
  PassView,
  RegistrationView,
} from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';
import { ageAnswer, jsonResponse, signedIn } from '@/test/fixtures';
import { render } from '@/test/render';
import { expectNoticeAbove } from '@/test/privacy-notice';
import { fakeApi, type FakeApi } from '@/test/server';

// The lazy page, loaded up front so that the first test does not wait for its code.
import './accommodation-page';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

const FOOTBALL = '3f2a9c1e-0000-4000-8000-000000000001';
const CHESS = '7b41d2aa-0000-4000-8000-000000000002';

/** The fest's starting rules: 17 Feb to 21 Feb, at most 5 nights, Rs. 300 a night. */
const RULES: AccommodationOptions['rules'] = {
  firstCheckIn: '2025-02-17',
  lastCheckIn: '2025-02-21',
  lastDay: '2025-02-22',
  maxNights: 5,
  pricePerNightPaise: 30000,
  beds: { Men: 200, Women: 120 },
};

const NIGHTS = ['2025-02-17', '2025-02-18', '2025-02-19', '2025-02-20', '2025-02-21'];

function options(left: Record<string, { Men: number; Women: number }> = {}): AccommodationOptions {
  return {
    success: true,
    rules: RULES,
    nights: NIGHTS.map((date) => ({ date, bedsLeft: left[date] ?? { Men: 200, Women: 120 } })),
  };
}

function registration(overrides: Partial<RegistrationView>): RegistrationView {
  return {
    _id: FOOTBALL,
    event: 'football',
    eventTitle: 'Football',
    paymentStatus: 'paid',
    paymentMode: 'sandbox',
    amount: 650000,
    currency: 'INR',
    createdAt: '2025-01-15T12:00:00Z',
    paidAt: '2025-01-15T12:05:00Z',
    collegeName: 'IIT Patna',
    collegeAddress: 'Bihta, Patna',
    members: 6,
    feePaise: 650000,
    category: 'Men',
    refundStatus: null,
    refundAmount: null,
    cancelledAt: null,
    team: { captain: [], players: [] },
    ...overrides,
  };
}

function pass(n: number, name: string, overrides: Partial<PassView> = {}): PassView {
  return {
    id: `pass${n}`,
    token: `token-${n}`,
    registrationId: FOOTBALL,
    event: 'football',
    role: n === 1 ? 'captain' : 'players',
    roleTitle: n === 1 ? 'Captain' : 'Player',
    name,
    checkedInAt: null,
    gate: null,
    revoked: false,
    stay: null,
    ...overrides,
  };
}

const PASSES: PassView[] = [
  pass(1, 'Asha K.'),
  pass(2, 'Ravi K.'),
  pass(3, 'Meera S.'),
  pass(4, 'Kabir D.'),
  pass(5, 'Zoya A.'),
  pass(6, 'Dev R.'),
  pass(7, 'Gone G.', { revoked: true }),
  pass(8, 'Chess C.', { registrationId: CHESS, event: 'chess' }),
];

function booking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: 'booking1',
    registrationId: FOOTBALL,
    event: 'football',
    block: 'Men',
    checkIn: '2025-02-19',
    checkOut: '2025-02-22',
    nights: 3,
    guests: [1, 2, 3, 4, 5].map((n) => ({
      passId: `pass${n}`,
      name: PASSES[n - 1]?.name ?? '',
      role: 'players',
      roleTitle: n === 1 ? 'Captain' : 'Player',
      checkedInAt: null,
    })),
    status: 'paid',
    pricePerNightPaise: 30000,
    amount: 405000,
    originalAmount: 450000,
    discount: 45000,
    couponCode: 'STAY10',
    paymentMode: 'sandbox',
    paymentId: 'pay_1',
    expiresAt: null,
    paidAt: '2025-02-01T10:00:00Z',
    cancelledAt: null,
    refundStatus: null,
    refundAmount: null,
    createdAt: '2025-02-01T09:58:00Z',
    ...overrides,
  };
}

let api: FakeApi;
let bookings: BookingView[];
let passes: PassView[];
let stayOptions: AccommodationOptions;
let payments: string;

beforeEach(() => {
  for (const fn of Object.values(notify)) vi.mocked(fn).mockClear();
  bookings = [];
  passes = PASSES;
  stayOptions = options();
  payments = 'sandbox';
  api = fakeApi();
  api.on('GET', '/accommodation/options', () => stayOptions);
  api.on('GET', '/accommodation/mine', () => ({ success: true, bookings }));
  api.on('GET', '/passes', () => ({ success: true, passes }));
  api.on('GET', '/events/my-registrations', () => ({
    success: true,
    registrations: [
      registration({}),
      registration({
        _id: CHESS,
        event: 'chess',
        eventTitle: 'Chess',
        paymentStatus: 'pending',
        paidAt: null,
      }),
    ],
  }));
  api.on('GET', '/config', () => ({
    googleClientId: null,
    payments,
    razorpayKeyId: null,
    cancellationFeePaise: 0,
  }));
});

function renderPage() {
  const router = createMemoryRouter(routes, {
    ...routerOptions,
    initialEntries: ['/accommodation'],
  });
  render(
    <SessionContext value={signedIn('user')}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { router, user: userEvent.setup() };
}

const form = () => screen.getByRole('region', { name: 'Book a stay' });
const quote = () => screen.getByRole('region', { name: 'Your stay' });
const payButton = () => within(form()).getByRole('button', { name: /^Book and pay|^Booking/ });
const guestBox = (label: string) => within(form()).getByRole('checkbox', { name: label });

/** Waits for the form, then chooses 19 Feb, 3 nights and unticks Dev (5 guests: Rs. 4500). */
async function fillStay(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('group', { name: 'Guests' });
  await user.selectOptions(screen.getByLabelText('Check-in'), '2025-02-19');
  await user.selectOptions(screen.getByLabelText('Nights'), '3');
  await user.click(guestBox('Dev R. (Player)'));
}

const quoted = (label: string) =>
  within(quote()).getByText(label, { selector: 'dt' }).closest('div')?.querySelector('dd')
    ?.textContent;

describe('/accommodation: the booking form', () => {
  it('offers the paid registrations and ticks everyone on it, then prices the stay live', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accommodation' })).toBeVisible();
    const guests = await screen.findByRole('group', { name: 'Guests' });

    // Only the paid registration is offered, with its team.
    const registrationSelect = screen.getByLabelText('Registration');
    expect(
      within(registrationSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Football — IIT Patna']);
    // Everyone on it with a live pass, ticked; the revoked pass and other registrations left out.
    const boxes = within(guests).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Asha K. (Captain)',
      'Ravi K. (Player)',
      'Meera S. (Player)',
      'Kabir D. (Player)',
      'Zoya A. (Player)',
      'Dev R. (Player)',
    ]);
    for (const box of boxes) expect(box).toBeChecked();
    // A men's team: the men's block; the nights of the window with the beds left in it.
    expect(screen.getByRole('radio', { name: 'Men' })).toBeChecked();
    const checkIn = screen.getByLabelText('Check-in');
    expect(within(checkIn).getAllByRole('option')[2]).toHaveTextContent('19 Feb (200 beds left)');
    expect(
      within(screen.getByLabelText('Nights'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 night', '2 nights', '3 nights', '4 nights', '5 nights']);
    // 6 guests, 1 night from 17 Feb.
    expect(quoted('Price')).toBe('Rs. 1800');

    await fillStay(user);
    expect(quoted('Check-out')).toBe('22 Feb');
    expect(quoted('Guests')).toBe('5');
    expect(quoted('Per guest per night')).toBe('Rs. 300');
    expect(quoted('Price')).toBe('Rs. 4500');
    expect(payButton()).toHaveTextContent('Book and pay Rs. 4500');
    expect(payButton()).toBeEnabled();
    // The women's block shows its own beds left.
    await user.click(screen.getByRole('radio', { name: 'Women' }));
    expect(within(checkIn).getAllByRole('option')[2]).toHaveTextContent('19 Feb (120 beds left)');
  });

  it("shows the stay's privacy notice just above the pay button", async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Guests' });
    const notice = await expectNoticeAbove('accommodation', payButton());
    expect(form()).toContainElement(notice);
  });

  it("shows the shared rules' errors at their fields and keeps Pay off", async () => {
    const { user } = renderPage();
    await screen.findByRole('group', { name: 'Guests' });
    await user.selectOptions(screen.getByLabelText('Check-in'), '2025-02-21');
    await user.selectOptions(screen.getByLabelText('Nights'), '3');
    expect(screen.getByLabelText('Nights')).toHaveAccessibleDescription(
      "The stay must end by 22 Feb, the fest's last day.",
    );
    expect(quoted('Price')).toBe('—');
    expect(payButton()).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Nights'), '1');
    expect(payButton()).toBeEnabled();
    for (const box of within(form()).getAllByRole('checkbox')) await user.click(box);
    expect(screen.getByRole('group', { name: 'Guests' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one guest.') as string,
    );
    expect(payButton()).toBeDisabled();
  });

  it('says a night is full before any payment and turns Pay off', async () => {
    stayOptions = options({ '2025-02-20': { Men: 1, Women: 40 } });
    const { user } = renderPage();
    await fillStay(user);
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'The men block is full on 20 Feb: 1 bed left.',
    );
    expect(payButton()).toBeDisabled();
    // The women's block has room that night.
    await user.click(screen.getByRole('radio', { name: 'Women' }));
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(api.callsTo('POST', '/accommodation/create-order')).toHaveLength(0);
  });

  it('asks for a block when the team is neither a men’s nor a women’s one', async () => {
    api.on('GET', '/events/my-registrations', () => ({
      success: true,
      registrations: [registration({ category: 'Mixed' })],
    }));
    const { user } = renderPage();
    await screen.findByRole('group', { name: 'Guests' });
    expect(screen.getByRole('radio', { name: 'Men' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Women' })).not.toBeChecked();
    await user.click(payButton());
    expect(screen.getByRole('group', { name: 'Block' })).toHaveAccessibleDescription(
      'Choose the men’s or the women’s block.',
    );
    expect(api.callsTo('POST', '/accommodation/create-order')).toHaveLength(0);
  });

  it('creates the order, opens the checkout, verifies the payment and lists the booking', async () => {
    api.on('POST', '/accommodation/create-order', () => ({
      success: true,
      registrationId: FOOTBALL,
      order: { id: 'order_stay', amount: 405000, currency: 'INR' },
      key: 'rzp_test',
      mode: 'sandbox',
      name: 'Accommodation - Infinito 2025',
      description: 'Men block, 3 nights, 5 guests',
      prefill: { name: 'Asha', email: 'asha@example.org' },
      booking: booking({ status: 'pending', paidAt: null, paymentId: null }),
    }));
    const paid = {
      razorpay_order_id: 'order_stay',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    };
    api.on('POST', '/payments/sandbox/order_stay/pay', () => paid);
    api.on('POST', '/accommodation/verify-payment', () => {
      bookings = [booking()];
      return { success: true, booking: booking() };
    });
    const { user } = renderPage();
    await fillStay(user);
    await user.type(screen.getByLabelText('Discount code (optional)'), 'stay10');
    expect(screen.getByText('A discount code is taken off when you pay.')).toBeVisible();
    await user.click(payButton());

    const checkout = await screen.findByRole('dialog', { name: SANDBOX_TITLE });
    expect(within(checkout).getByText('Rs. 4050')).toBeVisible();
    expect(api.callsTo('POST', '/accommodation/create-order')[0]?.body).toEqual({
      registrationId: FOOTBALL,
      guests: ['pass1', 'pass2', 'pass3', 'pass4', 'pass5'],
      block: 'Men',
      checkIn: '2025-02-19',
      nights: 3,
      code: 'stay10',
    });
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));

    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Payment successful! Your stay is booked.Men block, 19 Feb – 22 Feb, 5 guests.',
    );
    expect(api.callsTo('POST', '/accommodation/verify-payment')[0]?.body).toEqual(paid);
    expect(notify.success).toHaveBeenCalledWith('Payment successful! Your stay is booked.');
    // Your bookings, the beds and the passes are asked for again.
    const list = screen.getByRole('list', { name: 'Your bookings' });
    expect(await within(list).findByRole('listitem', { name: 'Football' })).toBeVisible();
    await waitFor(() => {
      expect(api.callsTo('GET', '/accommodation/options').length).toBeGreaterThanOrEqual(2);
    });
    expect(api.callsTo('GET', '/passes').length).toBeGreaterThanOrEqual(2);
  });

  it('books without payment when the discount leaves nothing to pay', async () => {
    api.on('POST', '/accommodation/create-order', () =>
      jsonResponse(
        {
          success: false,
          message: 'Nothing is left to pay with this discount: book the stay without payment.',
        },
        400,
      ),
    );
    api.on('POST', '/accommodation/book', () =>
      jsonResponse(
        { success: true, booking: booking({ amount: 0, discount: 450000, paymentId: null }) },
        201,
      ),
    );
    const { user } = renderPage();
    await fillStay(user);
    await user.type(screen.getByLabelText('Discount code (optional)'), 'FREESTAY');
    await user.click(payButton());
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Your stay is booked: the discount covers it all.',
    );
    const [order] = api.callsTo('POST', '/accommodation/create-order');
    const [book] = api.callsTo('POST', '/accommodation/book');
    expect(book?.body).toEqual(order?.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('books for the organisers to mark paid when payments are offline', async () => {
    payments = 'offline';
    api.on('POST', '/accommodation/book', () =>
      jsonResponse(
        { success: true, booking: booking({ status: 'awaiting_payment', paidAt: null }) },
        201,
      ),
    );
    const { user } = renderPage();
    await fillStay(user);
    const button = await within(form()).findByRole('button', {
      name: 'Book (pay the organisers)',
    });
    await user.click(button);
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Your stay is booked: pay the organisers, who then mark it paid.',
    );
    expect(api.callsTo('POST', '/accommodation/create-order')).toHaveLength(0);
  });

  it('asks the age question of an account that has not answered, and books once it is answered', async () => {
    payments = 'offline';
    let age: 'unknown' | 'adult' = 'unknown';
    api.on('GET', '/account/age', () => ageAnswer(age));
    api.on('PUT', '/account/age', () => {
      age = 'adult';
      return { success: true, message: 'Thank you.' };
    });
    api.on('POST', '/accommodation/book', () =>
      jsonResponse(
        { success: true, booking: booking({ status: 'awaiting_payment', paidAt: null }) },
        201,
      ),
    );
    const { user } = renderPage();
    await fillStay(user);
    const question = await within(form()).findByRole('group', { name: 'Are you 18 or older?' });
    const book = await within(form()).findByRole('button', { name: 'Book (pay the organisers)' });
    await user.click(book);
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Answer this question before you send the form.',
    );
    const yes = within(question).getByRole('radio', { name: 'Yes, I am 18 or older' });
    expect(yes).toHaveFocus();
    expect(api.callsTo('POST', '/accommodation/book')).toHaveLength(0);
    expect(api.callsTo('POST', '/accommodation/create-order')).toHaveLength(0);

    await user.click(yes);
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(question).not.toBeInTheDocument();
    });
    expect(api.callsTo('PUT', '/account/age').map((call) => call.body)).toEqual([
      { adult: true, guardianEmail: '' },
    ]);
    await user.click(book);
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Your stay is booked: pay the organisers, who then mark it paid.',
    );
    expect(api.callsTo('POST', '/accommodation/book')).toHaveLength(1);
  });

  it("shows the server's field errors at their fields", async () => {
    api.on('POST', '/accommodation/create-order', () =>
      jsonResponse(
        {
          success: false,
          message: 'This code has expired.',
          errors: {
            code: ['This code has expired.'],
            guests: ['Choose people on this registration.'],
            registrationId: ['Choose one of your paid registrations.'],
          },
        },
        422,
      ),
    );
    const { user } = renderPage();
    await fillStay(user);
    const code = screen.getByLabelText('Discount code (optional)');
    await user.type(code, 'OLD');
    await user.click(payButton());
    await waitFor(() => {
      expect(code).toHaveAccessibleDescription(
        'Have a code for accommodation from the organisers? Enter it here. This code has expired.',
      );
    });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Registration')).toHaveAccessibleDescription(
      'Choose one of your paid registrations.',
    );
    expect(screen.getByRole('group', { name: 'Guests' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose people on this registration.') as string,
    );
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(notify.error).toHaveBeenCalledWith('This code has expired.');
    // Typing a new code clears its error.
    await user.type(code, 'X');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a refusal (a night taken meanwhile) in view above the button', async () => {
    api.on('POST', '/accommodation/create-order', () =>
      jsonResponse(
        { success: false, message: 'The men block is full on 20 Feb: 1 bed left.' },
        409,
      ),
    );
    const { user } = renderPage();
    await fillStay(user);
    await user.click(payButton());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'The men block is full on 20 Feb: 1 bed left.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('leaves out the people who have a bed booked already', async () => {
    passes = PASSES.map((p) =>
      p.id === 'pass1'
        ? {
            ...p,
            stay: {
              block: 'Men',
              checkIn: '2025-02-19',
              checkOut: '2025-02-22',
              nights: 3,
              checkedInAt: null,
            },
          }
        : p,
    );
    renderPage();
    await screen.findByRole('group', { name: 'Guests' });
    const asha = guestBox('Asha K. (Captain)');
    expect(asha).not.toBeChecked();
    expect(asha).toBeDisabled();
    expect(asha).toHaveAccessibleDescription('Booked already: Men block, 19 Feb – 22 Feb');
    expect(quoted('Guests')).toBe('5');
  });

  it('says when there is no paid registration to book for', async () => {
    api.on('GET', '/events/my-registrations', () => ({ success: true, registrations: [] }));
    renderPage();
    expect(
      await screen.findByText(
        'You have no paid registration yet: register a team for an event first, then book its stay here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute(
      'href',
      '/event/ins',
    );
  });

  it('says why the form could not be loaded and tries again', async () => {
    let fail = true;
    api.on('GET', '/accommodation/options', () =>
      fail ? jsonResponse({ success: false, message: 'Database down' }, 500) : stayOptions,
    );
    const { user } = renderPage();
    const alert = await within(
      await screen.findByRole('region', { name: 'Book a stay' }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the hostel’s nights and beds: Database down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Guests' })).toBeVisible();
  });
});

describe('/accommodation: your bookings', () => {
  const list = () => screen.findByRole('list', { name: 'Your bookings' });

  it('says it is loading, then shows each booking with its stay, guests and money', async () => {
    let answer: (r: Response) => void = () => undefined;
    api.on(
      'GET',
      '/accommodation/mine',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'Your bookings' });
    expect(await within(card).findByText('Loading your bookings...')).toHaveAttribute(
      'role',
      'status',
    );
    answer(
      jsonResponse({
        success: true,
        bookings: [
          booking({
            guests: [
              {
                passId: 'pass1',
                name: 'Asha K.',
                role: 'captain',
                roleTitle: 'Captain',
                checkedInAt: '2025-02-19T12:00:00Z',
              },
            ],
          }),
          booking({
            id: 'booking0',
            block: 'Women',
            checkIn: '2025-02-21',
            checkOut: '2025-02-22',
            nights: 1,
            status: 'cancelled',
            amount: 30000,
            originalAmount: null,
            discount: null,
            couponCode: null,
            cancelledAt: '2025-02-02T10:00:00Z',
            refundStatus: 'processed',
            refundAmount: 30000,
          }),
        ],
      }),
    );
    const items = within(await list()).getAllByRole('listitem', { name: 'Football' });
    expect(items).toHaveLength(2);
    const [paid, cancelled] = items as [HTMLElement, HTMLElement];
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('BlockMen');
    expect(paid).toHaveTextContent('Dates19 Feb – 22 Feb (3 nights)');
    expect(paid).toHaveTextContent('Amount paidRs. 4050');
    expect(paid).toHaveTextContent('Price Rs. 4500 · Discount (STAY10) Rs. 450 · Paid Rs. 4050');
    expect(paid).toHaveTextContent('Asha K. (Captain) · checked in');
    expect(within(paid).getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled).toHaveTextContent('BlockWomen');
    expect(cancelled).toHaveTextContent('21 Feb – 22 Feb (1 night)');
    expect(cancelled).toHaveTextContent('Refund of Rs. 300 processed');
    expect(
      within(cancelled).queryByRole('button', { name: 'Cancel booking' }),
    ).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Your bookings' });
    expect(await within(card).findByText('No bookings yet.')).toBeVisible();
  });

  it('cancels a paid booking after asking, and shows it cancelled', async () => {
    bookings = [booking()];
    const cancelled = booking({
      status: 'cancelled',
      cancelledAt: '2025-02-03T10:00:00Z',
      refundStatus: 'pending',
      refundAmount: 405000,
    });
    api.on('POST', '/accommodation/booking1/cancel', () => {
      bookings = [cancelled];
      return { success: true, booking: cancelled };
    });
    const { user } = renderPage();
    const item = await within(await list()).findByRole('listitem', { name: 'Football' });

    // Keeping it sends nothing.
    await user.click(within(item).getByRole('button', { name: 'Cancel booking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel your stay for Football?' });
    expect(dialog).toHaveTextContent('The 5 beds of this stay are given back for others to book.');
    expect(dialog).toHaveTextContent('You get back the amount paid, Rs. 4050, in full.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/accommodation/booking1/cancel')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Cancel booking' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel your stay for Football?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(notify.success).toHaveBeenCalledWith('Your booking has been cancelled.');
    const after = within(await list()).getByRole('listitem', { name: 'Football' });
    expect(after).toHaveTextContent('Cancelled');
    expect(after).toHaveTextContent('Refund of Rs. 4050 pending');
    expect(after).toHaveFocus();
  });

  it('keeps the dialog open with the reason when the cancellation is refused', async () => {
    bookings = [booking()];
    api.on('POST', '/accommodation/booking1/cancel', () =>
      jsonResponse(
        {
          success: false,
          message:
            'The cancellation deadline for Football has passed: the stay can no longer be cancelled.',
        },
        400,
      ),
    );
    const { user } = renderPage();
    const item = await within(await list()).findByRole('listitem', { name: 'Football' });
    await user.click(within(item).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your stay for Football?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The cancellation deadline for Football has passed',
    );
  });
});

describe('/accommodation in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('offers the stay in Hindi, its days and amounts in Hindi forms, and English again', async () => {
    await activateLanguage('hi');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ठहरने की व्यवस्था' })).toBeVisible();
    const hindiForm = screen.getByRole('region', { name: 'ठहरने की बुकिंग करें' });
    const guests = await within(hindiForm).findByRole('group', { name: 'मेहमान' });
    expect(within(guests).getByRole('checkbox', { name: 'Asha K. (Captain)' })).toBeChecked();
    expect(within(hindiForm).getByRole('radio', { name: 'पुरुष' })).toBeChecked();
    const checkIn = within(hindiForm).getByLabelText('चेक-इन');
    expect(within(checkIn).getAllByRole('option')[2]).toHaveTextContent('19 फ़र॰ (200 बेड बाकी)');
    expect(
      within(within(hindiForm).getByLabelText('रातें'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 रात', '2 रातें', '3 रातें', '4 रातें', '5 रातें']);
    const hindiQuote = screen.getByRole('region', { name: 'आपका ठहरना' });
    expect(within(hindiQuote).getByTestId('stay-price')).toHaveTextContent('₹1,800');
    expect(
      within(hindiForm).getByRole('button', { name: 'बुक करें और ₹1,800 का पेमेंट करें' }),
    ).toBeInTheDocument();
    const hindiBookings = screen.getByRole('region', { name: 'आपकी बुकिंग' });
    expect(await within(hindiBookings).findByText('अभी कोई बुकिंग नहीं।')).toBeVisible();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Accommodation' })).toBeVisible();
    expect(payButton()).toHaveTextContent('Book and pay Rs. 1800');
    expect(within(checkIn).getAllByRole('option')[2]).toHaveTextContent('19 Feb (200 beds left)');
  });

  it('lists a booking with its status, block, dates and amounts in Hindi', async () => {
    bookings = [booking()];
    await activateLanguage('hi');
    renderPage();
    const hindiBookings = await screen.findByRole('region', { name: 'आपकी बुकिंग' });
    const item = await within(hindiBookings).findByRole('listitem', { name: 'Football' });
    expect(item).toHaveTextContent('पेमेंट हो गया');
    expect(item).toHaveTextContent('ब्लॉकपुरुष');
    expect(item).toHaveTextContent('तारीख़ें19 फ़र॰ – 22 फ़र॰ (3 रातें)');
    expect(item).toHaveTextContent('चुकाई गई रकम₹4,050');
    expect(item).toHaveTextContent('कीमत ₹4,500 · छूट (STAY10) ₹450 · चुकाए गए ₹4,050');
    expect(within(item).getByRole('button', { name: 'बुकिंग कैंसिल करें' })).toBeVisible();
  });
});
