import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PersonView, RegistrationView } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/dates';
import { passesQueryKey } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { loadShared, type Shared } from '@/lib/wasm';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';
import { rosterChange, sandboxOrder } from '@/test/waitlist';

import { EditRegistrationPage } from './edit-registration-page';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: FakeApi;
let shared: Shared;
let registrations: RegistrationView[];

const masked = (n: number) => `XXXXXXXX${String(n).padStart(4, '0')}`;

/** Person `n` as the owner's view shows them (Aadhaar masked). */
function person(fullname: string, n: number): PersonView {
  return {
    fullname,
    email: `p${n}@example.com`,
    phoneNumber: `98765${String(n).padStart(5, '0')}`,
    aadharId: masked(n),
  };
}

const PLAYERS = 'ABCDEFGHIJK'.split('').map((letter, i) => person(`Player ${letter}`, 10 + i));

/** A paid football team (men) of 13 that can still be changed. */
function football(overrides: Partial<RegistrationView> = {}): RegistrationView {
  return {
    _id: 'reg-football',
    event: 'football',
    eventTitle: 'Football',
    paymentStatus: 'paid',
    paymentMode: 'sandbox',
    amount: 650000,
    currency: 'INR',
    createdAt: '2025-01-15T12:00:00Z',
    paidAt: '2025-01-15T12:05:00Z',
    collegeName: 'Indian Institute of Technology Patna',
    collegeAddress: 'Bihta, Patna, Bihar',
    members: 13,
    feePaise: 650000,
    category: 'Men',
    coach: null,
    referralCode: null,
    refundStatus: null,
    refundAmount: null,
    cancelledAt: null,
    team: {
      captain: [person('Cap Tain', 1)],
      viceCaptain: [person('Vice Cap', 2)],
      players: PLAYERS,
    },
    changeDeadline: '2025-02-15T12:30:00Z',
    canChange: true,
    ...overrides,
  };
}

/** A paid athletics entry: the lead athlete in the 100m and, with `relay`, a 4x100m team of four. */
function athletics(relay: boolean): RegistrationView {
  const runners = [1, 2, 3, 4].map((n) => person(`Runner ${'ABCD'.charAt(n - 1)}`, 40 + n));
  const heads = relay ? 5 : 1;
  // The football registration's own fields, without its roster.
  const fields = Object.fromEntries(
    Object.entries(
      football({
        _id: 'reg-athletics',
        event: 'athletics',
        eventTitle: 'Athletics',
        members: heads,
        amount: heads * shared.catalogue().athletics.feePerHeadPaise,
        feePaise: heads * shared.catalogue().athletics.feePerHeadPaise,
      }),
    ).filter(([key]) => key !== 'team'),
  );
  return {
    ...fields,
    captain: person('Lead Runner', 30),
    individualEvents: ['100m'],
    relayTeams: relay ? [{ event: '4x100m', members: runners }] : [],
  } as RegistrationView;
}

beforeAll(async () => {
  shared = await loadShared();
});

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  localStorage.setItem('token', 'token-of-asha');
  registrations = [football()];
  api = fakeApi();
  api.on('GET', '/events/my-registrations', () => ({ success: true, registrations }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'sandbox' }));
});

function renderPage(event = 'football') {
  const router = createMemoryRouter(
    [
      {
        path: '/account/registrations/:event/edit',
        element: <EditRegistrationPage notFound={<p>page not found</p>} />,
      },
      { path: '/account', element: <p>account page</p> },
    ],
    { initialEntries: [`/account/registrations/${event}/edit`] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user: userEvent.setup() };
}

const progress = () => screen.getByRole('heading', { level: 2 });
const button = (name: string) => screen.getByRole('button', { name });

/** The fieldset whose legend reads `name` (a DOM lookup: role queries are slow on whole rosters). */
function group(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll('fieldset')).find(
    (fieldset) => fieldset.querySelector('legend')?.textContent.trim() === name,
  );
  if (!found) throw new Error(`no fieldset ${name}`);
  return found;
}

/** The input labelled `label` inside `container` (a DOM lookup, for speed). */
function input(container: HTMLElement, label: string): HTMLInputElement {
  const tag = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
  const found = tag ? document.getElementById(tag.htmlFor) : null;
  if (!(found instanceof HTMLInputElement)) throw new Error(`no input ${label}`);
  return found;
}

/** Clicks the button reading `name` (a DOM lookup and a plain click, for speed). */
function press(name: string) {
  const found = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  fireEvent.click(found);
}

function fillPerson(name: string, n: number, fullname: string) {
  const fields = group(name);
  fireEvent.change(input(fields, 'Full Name'), { target: { value: fullname } });
  fireEvent.change(input(fields, 'Email'), { target: { value: `new${n}@example.com` } });
  fireEvent.change(input(fields, 'Phone Number'), {
    target: { value: `91234${String(n).padStart(5, '0')}` },
  });
  fireEvent.change(input(fields, 'Aadhaar Number'), {
    target: { value: `5678${String(n).padStart(8, '0')}` },
  });
}

/** The PUT bodies sent so far. */
const puts = (event: string) =>
  api.callsTo('PUT', `/events/${event}/registration`).map((call) => call.body);

describe('editing a team', { timeout: 30_000 }, () => {
  it('starts from the registration, keeps the masked numbers on file and saves the change', async () => {
    api.on('PUT', '/events/football/registration', () => ({
      success: true,
      message: 'Your changes are saved.',
      registration: football(),
      change: rosterChange(1),
      order: null,
    }));
    const { router, queryClient } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit team: Football' }),
    ).toBeInTheDocument();
    queryClient.setQueryData(passesQueryKey, { success: true, passes: [] });
    expect(
      screen.getByText(
        `You can change your team until ${formatFestDateTime('2025-02-15T12:30:00Z')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('College')).toHaveValue('Indian Institute of Technology Patna');
    // The category cannot change.
    expect(screen.getByLabelText('Category')).toHaveValue('Men');
    expect(screen.getByLabelText('Category')).toBeDisabled();

    press('Next');
    expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');
    const first = group('Player #1 (Required)');
    expect(input(first, 'Full Name')).toHaveValue('Player A');
    const aadhaar = input(first, 'Aadhaar Number');
    expect(aadhaar).toHaveValue(masked(10));
    expect(aadhaar).toHaveAccessibleDescription(
      'The number on file, shown masked: keep it, or type the new number in full.',
    );
    // Someone new in place of Player A; everybody else as they were.
    fillPerson('Player #1 (Required)', 1, 'New Player');
    expect(input(first, 'Aadhaar Number')).not.toHaveAccessibleDescription();
    press('Next');
    expect(progress()).toHaveTextContent('Step 3 of 4: Coach Details');
    press('Next');
    expect(progress()).toHaveTextContent('Step 4 of 4: Payment Confirmation');
    // The fee does not change for a swap: no fee line.
    expect(screen.queryByText(/more\.$|will be refunded/)).not.toBeInTheDocument();
    expect(screen.queryByText('Please pay the registration fee to proceed.')).toBeNull();
    // A change of team takes no discount code.
    expect(screen.queryByLabelText('Discount code')).toBeNull();

    press('Save changes');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account');
    });
    expect(notify.success).toHaveBeenCalledWith('Your changes are saved.');
    const [body] = puts('football') as [
      {
        category: string;
        team: Record<string, PersonView[]>;
        collegeName: string;
        collegeAddress: string;
      },
    ];
    expect(body.category).toBe('Men');
    expect(body.collegeName).toBe('Indian Institute of Technology Patna');
    // The college's address as stored (not the directory's): an unchanged college stays unchanged.
    expect(body.collegeAddress).toBe('Bihta, Patna, Bihar');
    expect(body.team.players?.[0]).toMatchObject({
      fullname: 'New Player',
      email: 'new1@example.com',
      aadharId: '567800000001',
    });
    expect(body.team.players?.[1]).toMatchObject({ fullname: 'Player B', aadharId: masked(11) });
    expect(body.team.captain?.[0]).toMatchObject({ fullname: 'Cap Tain', aadharId: masked(1) });
    expect(body.team.players).toHaveLength(11);
    // What a roster change touches is asked for again.
    expect(queryClient.getQueryState(passesQueryKey)?.isInvalidated).toBe(true);
    await waitFor(() => {
      expect(api.callsTo('GET', '/events/my-registrations')).toHaveLength(2);
    });
  });

  it('prices a bigger team, opens the checkout for the difference and verifies it', async () => {
    registrations = [athletics(false)];
    const order = sandboxOrder(280000, 'order_change_1');
    api.on('PUT', '/events/athletics/registration', () => ({
      success: true,
      message: 'Pay the difference to save your changes.',
      registration: athletics(false),
      change: rosterChange(1, { status: 'awaiting_payment', difference: 280000 }),
      order,
    }));
    const paid = {
      razorpay_order_id: 'order_change_1',
      razorpay_payment_id: 'pay_change_1',
      razorpay_signature: 'sig_change_1',
    };
    api.on('POST', '/payments/sandbox/order_change_1/pay', () => paid);
    api.on('POST', '/events/athletics/registration/verify-payment', () => ({
      success: true,
      message: 'Your changes are saved.',
      registration: athletics(true),
      change: rosterChange(1, { difference: 280000 }),
    }));
    const { router, user } = renderPage('athletics');
    await screen.findByRole('heading', { level: 1, name: 'Edit team: Athletics' });
    press('Next');
    press('Next');
    expect(input(group('Lead Athlete (Required)'), 'Full Name')).toHaveValue('Lead Runner');
    press('Next');
    expect(screen.getByRole('checkbox', { name: '100m' })).toBeChecked();
    press('Next');
    expect(progress()).toHaveTextContent('Step 5 of 6: Relay Events');

    await user.click(screen.getByRole('checkbox', { name: '4x100m' }));
    for (let n = 1; n <= 4; n++)
      fillPerson(`Player #${n} in 4x100m (Required)`, n, `New Runner ${'WXYZ'.charAt(n - 1)}`);
    const more = `You will pay ${shared.formatRupees(280000)} more.`;
    expect(screen.getByText(more)).toHaveAttribute('aria-live', 'polite');
    press('Next');
    expect(progress()).toHaveTextContent('Step 6 of 6: Payment Confirmation');

    // Closed without paying: the change waits, and the form stays.
    press('Save changes');
    let checkout = await screen.findByRole('dialog', { name: /Sandbox checkout/ });
    expect(screen.getByText('Pay the difference to save your changes.')).toBeInTheDocument();
    expect(within(checkout).getByText(shared.formatRupees(280000))).toBeInTheDocument();
    await user.click(within(checkout).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Your changes are saved only once the difference is paid.'),
    ).toBeInTheDocument();
    expect(button('Save changes')).toBeEnabled();

    press('Save changes');
    checkout = await screen.findByRole('dialog', { name: /Sandbox checkout/ });
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account');
    });
    expect(notify.success).toHaveBeenCalledWith('Your changes are saved.');
    expect(
      api.callsTo('POST', '/events/athletics/registration/verify-payment').map((c) => c.body),
    ).toEqual([paid]);
    const [body] = puts('athletics') as [{ relayTeams: Record<string, PersonView[]> }];
    expect(body.relayTeams['4x100m']).toHaveLength(4);
  });

  it('says what is refunded for a smaller team', async () => {
    registrations = [athletics(true)];
    api.on('PUT', '/events/athletics/registration', () => ({
      success: true,
      message: 'Your changes are saved. The organisers will refund Rs. 2800.',
      registration: athletics(false),
      change: rosterChange(1, { difference: -280000, refundStatus: 'due' }),
      order: null,
    }));
    const { router, user } = renderPage('athletics');
    await screen.findByRole('heading', { level: 1, name: 'Edit team: Athletics' });
    for (let i = 0; i < 4; i++) press('Next');
    expect(progress()).toHaveTextContent('Step 5 of 6: Relay Events');
    expect(input(group('Player #1 in 4x100m (Required)'), 'Full Name')).toHaveValue('Runner A');
    await user.click(screen.getByRole('checkbox', { name: '4x100m' }));
    expect(
      screen.getByText(`${shared.formatRupees(280000)} will be refunded.`),
    ).toBeInTheDocument();
    press('Next');
    press('Save changes');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account');
    });
    expect(notify.success).toHaveBeenCalledWith(
      'Your changes are saved. The organisers will refund Rs. 2800.',
    );
    expect(api.callsTo('POST', '/payments/sandbox/order_change_1/pay')).toHaveLength(0);
  });

  it("shows the server's field errors at their fields (422) and refusals above the form", async () => {
    let answer = jsonResponse(
      {
        success: false,
        message: 'Please correct the highlighted fields.',
        errors: { 'team.players[2].email': ['Enter a valid email for Player #3'] },
      },
      422,
    );
    api.on('PUT', '/events/football/registration', () => answer);
    const { router } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Edit team: Football' });
    press('Next');
    press('Next');
    press('Next');
    press('Save changes');
    await waitFor(() => {
      expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');
    });
    expect(
      within(group('Player #3 (Required)')).getByText('Enter a valid email for Player #3'),
    ).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Please correct the highlighted fields.');

    answer = jsonResponse({ success: false, message: 'The deadline for changes has passed.' }, 400);
    press('Next');
    press('Next');
    press('Save changes');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The deadline for changes has passed.',
    );
    expect(router.state.location.pathname).toBe('/account/registrations/football/edit');
  });

  it('says so when the registration can no longer be changed', async () => {
    registrations = [football({ canChange: false })];
    const { user, router } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This registration cannot be changed any more.',
    );
    await user.click(screen.getByRole('link', { name: 'Back to your account' }));
    expect(router.state.location.pathname).toBe('/account');
  });

  it('offers Try again when the registration cannot be loaded', async () => {
    let asked = 0;
    api.on('GET', '/events/my-registrations', () => {
      asked += 1;
      return asked === 1
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
        : { success: true, registrations };
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your registration: Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit team: Football' }),
    ).toBeInTheDocument();
  });

  it('gives unknown events the not-found page', async () => {
    renderPage('carrom');
    expect(await screen.findByText('page not found')).toBeInTheDocument();
  });
});
