import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Catalogue, EventInfo } from 'fest-shared-wasm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SessionContext, type Session } from '@/lib/session';
import { loadShared, type Shared } from '@/lib/wasm';
import { ageAnswer, jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { AthleticsWizard } from './athletics-wizard';

type Handler = (body: unknown) => Response | Promise<Response>;

let api: FakeApi;
let handlers: Record<string, Handler>;
let shared: Shared;
let catalogue: Catalogue;
let athletics: EventInfo;

beforeAll(async () => {
  shared = await loadShared();
  catalogue = shared.catalogue();
  const event = catalogue.events.find((e) => e.id === 'athletics');
  if (!event) throw new Error('no athletics');
  athletics = event;
});

beforeEach(() => {
  handlers = {
    'GET /config': () => jsonResponse({ payments: 'sandbox', razorpayKeyId: null }),
    // A signed-in account has answered the age question: 18 or older.
    'GET /account/age': () => jsonResponse(ageAnswer()),
  };
  api = fakeApi(({ method, path, body }) => {
    const key = `${method} ${path}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: `no handler for ${key}` }, 404);
    return handler(body);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWizard(session: Session = { status: 'anonymous' }) {
  const router = createMemoryRouter(
    [
      {
        path: '/events/athletics',
        element: (
          <AthleticsWizard
            shared={shared}
            catalogue={catalogue}
            event={athletics}
            referralCode=""
          />
        ),
      },
      { path: '/event/ins', element: <p>events page</p> },
      { path: '/account/registrations/:event', element: <p>confirmation page</p> },
    ],
    { initialEntries: ['/events/athletics'] },
  );
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { router, user: userEvent.setup() };
}

const progress = () => screen.getByRole('heading', { level: 2 });
/** The input labelled `label` inside `container` (a DOM lookup, for speed). */
function input(container: HTMLElement, label: string): HTMLElement {
  const tag = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
  const found = tag ? document.getElementById(tag.htmlFor) : null;
  if (!found) throw new Error(`no input ${label}`);
  return found;
}

/** The fieldset whose legend reads `name` (a DOM lookup: role queries are slow on whole rosters). */
function group(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll('fieldset')).find(
    (fieldset) => fieldset.querySelector('legend')?.textContent.trim() === name,
  );
  if (!found) throw new Error(`no fieldset ${name}`);
  return found;
}
const button = (name: string) => screen.getByRole('button', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

function fillPerson(name: string, n: number, fullname = 'Runner Name') {
  const fields = group(name);
  fireEvent.change(input(fields, 'Full Name'), { target: { value: fullname } });
  fireEvent.change(input(fields, 'Email'), { target: { value: `r${n}@example.com` } });
  fireEvent.change(input(fields, 'Phone Number'), {
    target: { value: `98765${String(n).padStart(5, '0')}` },
  });
  fireEvent.change(input(fields, 'Aadhaar Number'), {
    target: { value: `1234${String(n).padStart(8, '0')}` },
  });
}

async function toIndividualEvents(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    screen.getByLabelText('College'),
    'Indian Institute of Technology Patna',
  );
  await user.click(button('Next'));
  expect(progress()).toHaveTextContent('Step 2 of 6: Coach Details');
  await user.click(button('Next'));
  expect(progress()).toHaveTextContent('Step 3 of 6: Lead Athlete');
  await user.click(button('Next'));
  expect(
    within(group('Lead Athlete (Required)')).getByText(
      'Please fill all valid details for Lead Athlete.',
    ),
  ).toBeInTheDocument();
  fillPerson('Lead Athlete (Required)', 1, 'Lead Runner');
  await user.click(button('Next'));
  expect(progress()).toHaveTextContent('Step 4 of 6: Individual Events');
}

describe('the athletics wizard', { timeout: 30_000 }, () => {
  it('has six steps, Back from step 2 on, and Men by default', async () => {
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Athletics Registration' })).toBeVisible();
    expect(screen.getByText(/The fee is Rs\. 700 per athlete/)).toBeInTheDocument();
    expect(progress()).toHaveTextContent('Step 1 of 6: General Information');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('Men');
    await user.selectOptions(
      screen.getByLabelText('College'),
      'Indian Institute of Technology Patna',
    );
    await user.click(button('Next'));
    expect(button('Back')).toBeInTheDocument();
  });

  it('checks the coach when one comes', async () => {
    const { user } = renderWizard();
    await user.selectOptions(
      screen.getByLabelText('College'),
      'Indian Institute of Technology Patna',
    );
    await user.click(button('Next'));
    await user.click(screen.getByLabelText('Yes'));
    await user.click(button('Next'));
    expect(screen.getByText('Please fill all valid details for Coach.')).toBeInTheDocument();
    expect(progress()).toHaveTextContent('Step 2 of 6');
  });

  it('toggles individual events, at most 3', async () => {
    const { user } = renderWizard();
    await toIndividualEvents(user);
    expect(checkbox('Discuss Throw')).toBeInTheDocument();
    await user.click(checkbox('100m'));
    await user.click(checkbox('200m'));
    await user.click(checkbox('400m'));
    await user.click(checkbox('800m'));
    expect(checkbox('800m')).not.toBeChecked();
    expect(
      screen.getByText('You can select a maximum of 3 individual events.'),
    ).toBeInTheDocument();
    await user.click(checkbox('200m'));
    expect(checkbox('200m')).not.toBeChecked();
    expect(
      screen.queryByText('You can select a maximum of 3 individual events.'),
    ).not.toBeInTheDocument();
    await user.click(checkbox('800m'));
    expect(checkbox('800m')).toBeChecked();
  });

  it('creates 4 runner slots per relay and removes them again; at most 2 relays', async () => {
    const { user } = renderWizard();
    await toIndividualEvents(user);
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 5 of 6: Relay Events');
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      '4x100m',
      '4x400m',
      '4x100m (Mixed)',
    ]);

    await user.click(checkbox('4x100m'));
    const team = screen.getByRole('region', { name: '4x100m team' });
    expect(within(team).getAllByRole('group')).toHaveLength(4);
    expect(group('Player #4 in 4x100m (Required)')).toBeInTheDocument();

    await user.click(checkbox('4x100m (Mixed)'));
    await user.click(checkbox('4x400m'));
    expect(checkbox('4x400m')).not.toBeChecked();
    expect(screen.getByText('You can select a maximum of 2 relay events.')).toBeInTheDocument();

    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 5 of 6');
    expect(
      screen.getByText('Please fill all valid details for Player #1 in 4x100m.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please fill all valid details for Player #4 in 4x100m (Mixed).'),
    ).toBeInTheDocument();

    await user.click(checkbox('4x100m (Mixed)'));
    expect(screen.queryByRole('region', { name: '4x100m (Mixed) team' })).not.toBeInTheDocument();
    expect(screen.queryByText(/in 4x100m \(Mixed\)/)).not.toBeInTheDocument();
  });

  it('sums up and registers with a relay team through the sandbox', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    handlers['POST /events/athletics/create-order'] = () =>
      jsonResponse({
        success: true,
        registrationId: 'reg_9',
        order: { id: 'order_9', amount: 350000, currency: 'INR' },
        key: 'k',
        mode: 'sandbox',
        name: 'Athletics 2025',
        description: 'Event Registration',
      });
    handlers['POST /payments/sandbox/order_9/pay'] = () =>
      jsonResponse({
        razorpay_order_id: 'order_9',
        razorpay_payment_id: 'p',
        razorpay_signature: 's',
      });
    handlers['POST /events/athletics/verify-payment'] = () => jsonResponse({ success: true });

    const { user, router } = renderWizard();
    await toIndividualEvents(user);
    await user.click(button('Next'));
    await user.click(button('Next'));
    const summary = () => screen.getByRole('region', { name: 'Registration Summary' });
    const item = (label: string) => within(summary()).getByText(label).nextElementSibling;
    expect(item('Individual Events')).toHaveTextContent('None');
    expect(item('Relay Events')).toHaveTextContent('None');
    expect(item('Registration Fee')).toHaveTextContent('Rs. 700');

    await user.click(button('Back'));
    await user.click(button('Back'));
    await user.click(checkbox('100m'));
    await user.click(checkbox('Long Jump'));
    await user.click(button('Next'));
    await user.click(checkbox('4x100m'));
    for (let i = 1; i <= 4; i++) fillPerson(`Player #${i} in 4x100m (Required)`, 10 + i);
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 6 of 6: Payment Confirmation');
    expect(item('College')).toHaveTextContent('Indian Institute of Technology Patna');
    expect(item('Lead Athlete')).toHaveTextContent('Lead Runner');
    expect(item('Individual Events')).toHaveTextContent('100m, Long Jump');
    expect(item('Relay Events')).toHaveTextContent('4x100m');
    expect(item('Registration Fee')).toHaveTextContent('Rs. 3500');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(button('Confirm & Register'));
    const dialog = await screen.findByRole('dialog');
    const [sent] = handlersCalls('POST /events/athletics/create-order');
    expect(sent).toMatchObject({
      category: 'Men',
      accompanyingCoach: 'No',
      captain: { fullname: 'Lead Runner' },
      selectedIndividualEvents: ['100m', 'Long Jump'],
      selectedRelayEvents: ['4x100m'],
    });
    expect((sent as { relayTeams: Record<string, unknown[]> }).relayTeams['4x100m']).toHaveLength(
      4,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/registrations/athletics');
    });
  });

  it('sends the discount code, and registers without payment when nothing is left to pay', async () => {
    handlers['POST /events/athletics/create-order'] = () =>
      jsonResponse(
        {
          success: false,
          message: shared.messages().nothingToPay,
        },
        400,
      );
    handlers['POST /events/athletics'] = () =>
      jsonResponse({ success: true, message: '', registrationId: 'r', paymentStatus: 'paid' });
    const { user, router } = renderWizard();
    await toIndividualEvents(user);
    await user.click(checkbox('100m'));
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 6 of 6: Payment Confirmation');
    const summary = screen.getByRole('region', { name: 'Registration Summary' });
    expect(within(summary).getByText('Registration Fee').nextElementSibling).toHaveTextContent(
      'Rs. 700',
    );
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'ATHLETE100');
    await user.click(button('Confirm & Register'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/registrations/athletics');
    });
    const [ordered] = handlersCalls('POST /events/athletics/create-order');
    expect(ordered).toMatchObject({
      code: 'ATHLETE100',
      captain: { fullname: 'Lead Runner' },
      selectedIndividualEvents: ['100m'],
    });
    expect(handlersCalls('POST /events/athletics')).toEqual([ordered]);
  });

  it('shows a refused discount code under its field', async () => {
    handlers['POST /events/athletics/create-order'] = () =>
      jsonResponse(
        { success: false, message: 'Invalid', errors: { code: ['This code is not valid.'] } },
        422,
      );
    const { user } = renderWizard();
    await toIndividualEvents(user);
    await user.click(checkbox('100m'));
    await user.click(button('Next'));
    await user.click(button('Next'));
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await user.type(field, 'NOPE');
    await user.click(button('Confirm & Register'));
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This code is not valid.') as string,
    );
    expect(progress()).toHaveTextContent('Step 6 of 6: Payment Confirmation');
  });

  it('drops events a new category does not offer', async () => {
    const { user } = renderWizard();
    await toIndividualEvents(user);
    await user.click(checkbox('5000m'));
    await user.click(checkbox('100m'));
    for (let i = 0; i < 3; i++) await user.click(button('Back'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Women');
    for (let i = 0; i < 3; i++) await user.click(button('Next'));
    expect(screen.queryByRole('checkbox', { name: '5000m' })).not.toBeInTheDocument();
    expect(checkbox('100m')).toBeChecked();
  });
});

function handlersCalls(key: string): unknown[] {
  return api.calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
}

describe('the athletics college step', () => {
  it("starts from the profile's college", async () => {
    const { user } = renderWizard({
      status: 'authenticated',
      user: makeUser({ collegeName: 'Some New College', collegeAddress: 'Gaya, Bihar' }),
    });
    expect(screen.getByLabelText('College')).toHaveValue('Other');
    expect(screen.getByLabelText('College Name')).toHaveValue('Some New College');
    expect(screen.getByLabelText('College Address')).toHaveValue('Gaya, Bihar');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(progress()).toHaveTextContent('Step 2 of 6: Coach Details');
  });
});
