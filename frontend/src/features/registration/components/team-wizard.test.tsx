import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Catalogue, EventInfo } from 'fest-shared-wasm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { SessionContext, type Session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { loadShared, type Shared } from '@/lib/wasm';
import { ageAnswer, jsonResponse, makeUser, signedIn } from '@/test/fixtures';
import { render } from '@/test/render';
import { expectNoticeAbove } from '@/test/privacy-notice';
import { fakeApi, type FakeApi } from '@/test/server';

import type { ListedEvent } from '@/lib/api-types';

import { TeamWizard } from './team-wizard';

type Handler = (body: unknown) => Response | Promise<Response>;

let api: FakeApi;
let handlers: Record<string, Handler>;
let shared: Shared;
let catalogue: Catalogue;

const eventOf = (id: string): EventInfo => {
  const event = catalogue.events.find((e) => e.id === id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
};

/** The JSON bodies sent with `${method} ${path}` so far. */
function calls(key: string) {
  return api.calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
}

beforeAll(async () => {
  shared = await loadShared();
  catalogue = shared.catalogue();
});

beforeEach(() => {
  handlers = {
    'GET /config': () =>
      jsonResponse({ googleClientId: null, payments: 'sandbox', razorpayKeyId: null }),
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

function renderWizard(
  id = 'football',
  steps?: readonly string[],
  referralCode = '',
  session?: Session,
) {
  const event = eventOf(id);
  const router = createMemoryRouter(
    [
      {
        path: '/events/:slug',
        element: (
          <TeamWizard
            shared={shared}
            event={event}
            referralCode={referralCode}
            {...(steps ? { steps } : {})}
          />
        ),
      },
      { path: '/event/ins', element: <p>events page</p> },
      { path: '/account/registrations/:event', element: <p>confirmation page</p> },
      { path: '/account', element: <p>account page</p> },
    ],
    { initialEntries: [event.registrationRoute] },
  );
  render(
    session ? (
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
    ) : (
      <RouterProvider router={router} />
    ),
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

/** Picks IIT Patna in the college dropdown (a change event: the list has some 120 options). */
async function chooseCollege() {
  fireEvent.change(screen.getByLabelText('College'), {
    target: { value: 'Indian Institute of Technology Patna' },
  });
  await Promise.resolve();
}

/** Fills a person's four fields (fast: one change event per field). */
function fillPerson(name: string, n: number, fullname = 'Player Name') {
  const fields = group(name);
  fireEvent.change(input(fields, 'Full Name'), { target: { value: fullname } });
  fireEvent.change(input(fields, 'Email'), { target: { value: `p${n}@example.com` } });
  fireEvent.change(input(fields, 'Phone Number'), {
    target: { value: `98765${String(n).padStart(5, '0')}` },
  });
  fireEvent.change(input(fields, 'Aadhaar Number'), {
    target: { value: `1234${String(n).padStart(8, '0')}` },
  });
}

function fillFootballTeam() {
  fillPerson('Captain #1 (Required)', 1, 'Cap Tain');
  fillPerson('Vice-Captain #1 (Required)', 2, 'Vice Cap');
  for (let i = 1; i <= 11; i++) fillPerson(`Player #${i} (Required)`, 10 + i);
}

/** Clicks the button reading `name` (a DOM lookup and a plain click, for speed). */
function press(name: string) {
  const found = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  fireEvent.click(found);
}

/** Goes through the first three steps with a valid football team (fast: plain DOM events). */
async function toReceipt() {
  fireEvent.change(screen.getByLabelText('College'), {
    target: { value: 'Indian Institute of Technology Patna' },
  });
  press('Next');
  fillFootballTeam();
  press('Next');
  press('Next');
  expect(await screen.findByText('Step 4 of 4: Payment Confirmation')).toBeInTheDocument();
}

// Whole rosters are filled in: slow on a busy 2-core machine.
describe('the generic team wizard', { timeout: 30_000 }, () => {
  it('shows a title, a message block and Step N of M; Back only from step 2', () => {
    renderWizard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Football Registration' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Register your college for Football in 4 steps/)).toBeInTheDocument();
    expect(progress()).toHaveTextContent('Step 1 of 4: General Information');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(button('Next')).toBeInTheDocument();
  });

  it('blocks Next on the college step with the shared message', async () => {
    const { user } = renderWizard();
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 1 of 4');
    expect(screen.getByText('Please fill in your College Name and Address.')).toBeInTheDocument();
    expect(screen.getByLabelText('College')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('College')).toHaveFocus();
  });

  it('fills the address from the directory; Other shows free text; the blank option clears', async () => {
    const { user } = renderWizard();
    const college = screen.getByLabelText('College');
    const options = college.querySelectorAll('option');
    expect(options[0]).toHaveValue('');
    expect(options.length).toBeGreaterThan(100);
    expect(options[options.length - 1]).toHaveTextContent('Other');

    await chooseCollege();
    expect(screen.getByText(/Address:/).parentElement).toHaveTextContent('Patna, Bihar');
    expect(screen.queryByLabelText('College Name')).not.toBeInTheDocument();

    fireEvent.change(college, { target: { value: 'Other' } });
    expect(screen.getByLabelText('College Name')).toHaveValue('');
    expect(screen.getByLabelText('College Address')).toHaveValue('');
    await user.click(button('Next'));
    expect(screen.getAllByText('Please fill in your College Name and Address.')).toHaveLength(2);
    await user.type(screen.getByLabelText('College Name'), 'Some New College');
    await user.type(screen.getByLabelText('College Address'), 'Gaya, Bihar');
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');

    await user.click(button('Back'));
    expect(screen.getByLabelText('College Name')).toHaveValue('Some New College');
    fireEvent.change(screen.getByLabelText('College'), { target: { value: '' } });
    expect(screen.getByLabelText('College')).toHaveValue('');
    expect(screen.queryByLabelText('College Name')).not.toBeInTheDocument();
    expect(screen.queryByText(/Address:/)).not.toBeInTheDocument();
  });

  it('offers the Category select only when the event has categories', () => {
    renderWizard();
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Men', 'Women']);
    expect(category).toHaveValue('Men');
  });

  it('has no Category select for chess', () => {
    renderWizard('chess');
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
  });

  it('blocks Next on the team step with the role messages; Back needs no validation', async () => {
    const { user } = renderWizard();
    await chooseCollege();
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 2 of 4');
    const captain = within(group('Captain #1 (Required)'));
    expect(
      captain.getByText('Enter a valid name (<= 30 chars) for Captain #1'),
    ).toBeInTheDocument();
    expect(captain.getByText('Enter a valid email for Captain #1')).toBeInTheDocument();
    expect(
      captain.getByText('Enter a valid 10-digit phone number for Captain #1'),
    ).toBeInTheDocument();
    expect(captain.getByText('Enter a valid 12-digit Aadhaar for Captain #1')).toBeInTheDocument();
    expect(
      within(group('Player #11 (Required)')).getByText('Enter a valid email for Player #11'),
    ).toBeInTheDocument();
    expect(captain.getByLabelText('Full Name')).toHaveFocus();

    // Editing a field clears its message.
    fireEvent.change(captain.getByLabelText('Email'), { target: { value: 'cap@example.com' } });
    expect(captain.queryByText('Enter a valid email for Captain #1')).not.toBeInTheDocument();

    await user.click(button('Back'));
    expect(progress()).toHaveTextContent('Step 1 of 4: General Information');
    expect(screen.queryByText(/Enter a valid/)).not.toBeInTheDocument();
  });

  it('starts each role at its minimum and adds optional entries up to the maximum', async () => {
    const { user } = renderWizard();
    await chooseCollege();
    await user.click(button('Next'));
    expect(screen.getAllByRole('group', { name: /^Player #\d+ \(Required\)$/ })).toHaveLength(11);
    expect(
      screen.queryByRole('button', { name: '+ Add Optional Captain' }),
    ).not.toBeInTheDocument();
    for (let i = 0; i < 3; i++) await user.click(button('+ Add Optional Player'));
    expect(group('Player #12 (Optional)')).toBeInTheDocument();
    expect(group('Player #14 (Optional)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Optional Player' })).not.toBeInTheDocument();
    await user.click(button('Remove Player #14'));
    expect(screen.queryByRole('group', { name: 'Player #14 (Optional)' })).not.toBeInTheDocument();
    expect(button('+ Add Optional Player')).toBeInTheDocument();

    // Blank optional entries do not block Next.
    fillFootballTeam();
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 3 of 4: Coach Details');
  });

  it('offers optional substitutes from zero (basketball)', async () => {
    const { user } = renderWizard('basketball');
    await chooseCollege();
    await user.click(button('Next'));
    expect(screen.queryByRole('group', { name: /^Substitute/ })).not.toBeInTheDocument();
    await user.click(button('+ Add Optional Substitute'));
    expect(group('Substitute #1 (Optional)')).toBeInTheDocument();
  });

  it('keeps a phone as people write it and shows its ten digits once left, digits only in Aadhaar (capped at 12), and trims the e-mail', async () => {
    const { user } = renderWizard();
    await chooseCollege();
    await user.click(button('Next'));
    const captain = within(group('Captain #1 (Required)'));
    const phone = captain.getByLabelText('Phone Number');
    await user.type(phone, 'ab+91 98765-43210');
    expect(phone).toHaveValue('+91 98765-43210');
    await user.tab();
    expect(phone).toHaveValue('9876543210');
    await user.clear(phone);
    await user.type(phone, '098765 43210');
    await user.tab();
    expect(phone).toHaveValue('9876543210');
    // No Indian mobile number starts with 5: it stays as typed, with the hint.
    await user.clear(phone);
    await user.type(phone, '+91 58765 43210');
    await user.tab();
    expect(phone).toHaveValue('+91 58765 43210');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid 10-digit mobile number.') as string,
    );
    await user.clear(phone);
    await user.type(phone, '9876543210');
    await user.type(captain.getByLabelText('Aadhaar Number'), '1234 5678 9012 345');
    expect(captain.getByLabelText('Aadhaar Number')).toHaveValue('123456789012');
    await user.type(captain.getByLabelText('Email'), '  cap@example.com ');
    expect(captain.getByLabelText('Email')).toHaveValue('cap@example.com');
  });

  it('shows inline hints only after a field is left, and only for required people', async () => {
    const { user } = renderWizard();
    await chooseCollege();
    await user.click(button('Next'));
    const captain = within(group('Captain #1 (Required)'));
    const hint = "Name must be <= 30 chars; letters/spaces/.'- only.";
    await user.type(captain.getByLabelText('Full Name'), 'R2D2');
    expect(captain.queryByText(hint)).not.toBeInTheDocument();
    await user.tab();
    expect(captain.getByText(hint)).toBeInTheDocument();
    expect(captain.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    await user.tab();
    expect(captain.getByText('Enter a valid email address.')).toBeInTheDocument();
    await user.type(captain.getByLabelText('Phone Number'), '123');
    await user.tab();
    expect(captain.getByText('Enter a valid 10-digit mobile number.')).toBeInTheDocument();
    await user.type(captain.getByLabelText('Aadhaar Number'), '123');
    await user.tab();
    expect(captain.getByText('Enter a valid 12-digit Aadhaar number.')).toBeInTheDocument();

    await user.clear(captain.getByLabelText('Full Name'));
    await user.type(captain.getByLabelText('Full Name'), "Asha D'Souza-Kumari");
    expect(captain.queryByText(hint)).not.toBeInTheDocument();

    await user.click(button('+ Add Optional Player'));
    const optional = within(group('Player #12 (Optional)'));
    await user.type(optional.getByLabelText('Full Name'), 'R2D2');
    await user.tab();
    expect(optional.queryByText(hint)).not.toBeInTheDocument();
  });

  it('asks whether a coach comes (default No); Yes reveals a required coach form', async () => {
    const { user } = renderWizard();
    await chooseCollege();
    await user.click(button('Next'));
    fillFootballTeam();
    await user.click(button('Next'));
    const question = group('Will a coach be accompanying the team?');
    expect(within(question).getByLabelText('No')).toBeChecked();
    expect(within(question).getByLabelText('Yes')).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Coach (Required)' })).not.toBeInTheDocument();

    await user.click(within(question).getByLabelText('Yes'));
    const coach = within(group('Coach (Required)'));
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 3 of 4');
    expect(coach.getByText('Coach: enter a valid name (<= 30 chars).')).toBeInTheDocument();
    expect(coach.getByText('Coach: enter a valid email.')).toBeInTheDocument();
    expect(coach.getByText('Coach: enter a valid 10-digit phone number.')).toBeInTheDocument();
    expect(coach.getByText('Coach: enter a valid 12-digit Aadhaar.')).toBeInTheDocument();

    await user.click(within(question).getByLabelText('No'));
    expect(screen.queryByRole('group', { name: 'Coach (Required)' })).not.toBeInTheDocument();
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 4 of 4: Payment Confirmation');
  });

  it('sums up the registration with the fee from the shared rules', async () => {
    const { user } = renderWizard();
    await toReceipt();
    const summary = screen.getByRole('region', { name: 'Registration Summary & Payment' });
    const item = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(item('Team / College')).toHaveTextContent('Indian Institute of Technology Patna');
    expect(item('Event')).toHaveTextContent('Football');
    expect(item('Category')).toHaveTextContent('Men');
    expect(item('Total Members')).toHaveTextContent('13');
    expect(item('Registration Fee')).toHaveTextContent('Rs. 6500');
    expect(screen.getByText('Please pay the registration fee to proceed.')).toBeInTheDocument();
    expect(button('Confirm & Pay')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(button('Back'));
    await user.click(button('Back'));
    await user.click(button('Back'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Women');
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(
      within(screen.getByRole('region', { name: 'Registration Summary & Payment' })).getByText(
        'Rs. 3000',
      ),
    ).toBeInTheDocument();
  });

  it("shows the roster's privacy notice on the last step only, just above Back and Confirm & Pay", async () => {
    renderWizard();
    expect(document.querySelector('.privacy-notice')).toBeNull();
    await toReceipt();
    const notice = await expectNoticeAbove('roster', button('Confirm & Pay'));
    expect(notice.nextElementSibling).toContainElement(button('Back'));
  });

  it('re-checks every step on submit', async () => {
    const { user } = renderWizard('football', undefined, 'CA-42');
    await toReceipt();
    const referral = screen.getByLabelText('Referral Code (Optional)');
    expect(referral).toHaveValue('CA-42');
    await user.clear(referral);
    await user.type(referral, 'not a code!');
    await user.click(button('Confirm & Pay'));
    expect(await screen.findByRole('alert', { name: '' })).toBeInTheDocument();
    expect(
      screen.getByText('Please fix the highlighted fields before submission.'),
    ).toBeInTheDocument();
    expect(referral).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST /events/football/create-order')).toHaveLength(0);
  });

  it('pays through the sandbox checkout, verifies and goes to the confirmation page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({
        success: true,
        registrationId: 'reg_1',
        order: { id: 'order_1', amount: 650000, currency: 'INR' },
        key: 'rzp_test_sandbox',
        mode: 'sandbox',
        name: 'Football 2025',
        description: 'Indian Institute of Technology Patna',
        prefill: { name: 'Cap Tain', email: 'p1@example.com' },
      });
    const paid = {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig_1',
    };
    handlers['POST /payments/sandbox/order_1/pay'] = () => jsonResponse(paid);
    handlers['POST /events/football/verify-payment'] = () =>
      jsonResponse({ success: true, message: 'Payment verified' });

    const { user, router } = renderWizard('football', undefined, 'CA-42');
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sandbox checkout — test mode, no real money',
    });
    expect(within(dialog).getByText('Rs. 6500')).toBeInTheDocument();
    expect(screen.getByText('Confirming...')).toBeInTheDocument();

    const [sent] = calls('POST /events/football/create-order') as [Record<string, unknown>];
    expect(sent).toMatchObject({
      collegeName: 'Indian Institute of Technology Patna',
      collegeAddress: 'Patna, Bihar',
      category: 'Men',
      accompanyingCoach: 'No',
      referralCode: 'CA-42',
    });
    expect(sent).not.toHaveProperty('coach');
    expect((sent.team as Record<string, unknown[]>).players).toHaveLength(11);

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/registrations/football');
    });
    expect(calls('POST /events/football/verify-payment')).toEqual([paid]);
    // The confirmation page says it: no alert over the page.
    expect(alert).not.toHaveBeenCalled();
    expect(success).toHaveBeenCalledWith('Payment successful! Registration confirmed.');
  });

  it('reports a failed sandbox payment and verifies nothing', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({
        success: true,
        registrationId: 'reg_1',
        order: { id: 'order_2', amount: 650000, currency: 'INR' },
        key: 'k',
        mode: 'sandbox',
        name: 'Football 2025',
        description: 'x',
      });
    handlers['POST /payments/sandbox/order_2/fail'] = () =>
      jsonResponse({ success: false, error: { description: 'Card declined' } });

    const { user, router } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('Payment failed. Please try again.');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /events/football/verify-payment')).toHaveLength(0);
    expect(calls('POST /payments/sandbox/order_2/pay')).toHaveLength(0);
    expect(button('Confirm & Pay')).toBeEnabled();
    expect(router.state.location.pathname).toBe('/events/football');
  });

  it('closes the sandbox checkout on Escape without paying', async () => {
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({
        success: true,
        registrationId: 'reg_1',
        order: { id: 'order_3', amount: 650000, currency: 'INR' },
        key: 'k',
        mode: 'sandbox',
        name: 'Football 2025',
        description: 'x',
      });
    const { user } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Confirm & Pay')).toBeEnabled();
    expect(api.calls.some((call) => call.path.includes('/payments/sandbox/'))).toBe(false);
  });

  it('shows the server verification message, else the default', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({
        success: true,
        registrationId: 'reg_1',
        order: { id: 'order_4', amount: 650000, currency: 'INR' },
        key: 'k',
        mode: 'sandbox',
        name: 'Football 2025',
        description: 'x',
      });
    handlers['POST /payments/sandbox/order_4/pay'] = () =>
      jsonResponse({
        razorpay_order_id: 'order_4',
        razorpay_payment_id: 'p',
        razorpay_signature: 's',
      });
    handlers['POST /events/football/verify-payment'] = () => jsonResponse({}, 500);
    const { user } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay' }),
    );
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('Payment verification failed.');
    });
    expect(button('Confirm & Pay')).toBeEnabled();
  });

  it('shows the server field errors (422) at their fields', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: { 'team.players[2].email': ['Enter a valid email for Player #3'] },
        },
        422,
      );
    const { user } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');
    });
    expect(
      within(group('Player #3 (Required)')).getByText('Enter a valid email for Player #3'),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Please correct the highlighted fields.');
  });

  it('says Registration failed when the server gives no message (409 without a body)', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () => new Response(null, { status: 409 });
    const { user } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('Registration failed');
    });
  });

  it('keeps the form and the full message in view when the event is full (409)', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const full = shared.messages().eventFull;
    expect(full).toBe('This event is full. Join the waiting list?');
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({ success: false, message: full }, 409);
    const { user, router } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    const notice = await screen.findByText(full);
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveFocus();
    expect(error).toHaveBeenCalledWith(full);
    expect(progress()).toHaveTextContent('Step 4 of 4: Payment Confirmation');
    // Paying is replaced by the waiting list.
    expect(button('Join the waiting list')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Confirm & Pay' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/football');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Everything typed is still there.
    press('Back');
    press('Back');
    expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');
    expect(input(group('Captain #1 (Required)'), 'Full Name')).toHaveValue('Cap Tain');
  });

  it('only toasts a 409 that is not about places (already registered)', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({ success: false, message: 'You have already registered for this event' }, 409);
    const { user } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('You have already registered for this event');
    });
    expect(screen.queryByText(shared.messages().eventFull)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('registers directly when payments are offline', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    handlers['GET /config'] = () => jsonResponse({ payments: 'offline', razorpayKeyId: null });
    handlers['POST /events/football'] = () => jsonResponse({ success: true, message: '' });
    const { user, router } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/registrations/football');
    });
    expect(success).toHaveBeenCalledWith('Registered successfully!');
    expect(calls('POST /events/football')).toHaveLength(1);
    expect(calls('POST /events/football/create-order')).toHaveLength(0);
  });

  it('says so for a step type it does not know', async () => {
    const { user } = renderWizard('football', ['college', 'mystery', 'receipt']);
    await chooseCollege();
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 2 of 3');
    expect(screen.getByText('This step type is not configured.')).toBeInTheDocument();
  });
});

describe('the discount code on the last step', { timeout: 30_000 }, () => {
  const nothingToPay = () => shared.messages().nothingToPay;
  const order = (amount: number) =>
    jsonResponse({
      success: true,
      registrationId: 'reg_7',
      order: { id: 'order_7', amount, currency: 'INR' },
      key: 'k',
      mode: 'sandbox',
      name: 'Football 2025',
      description: 'Indian Institute of Technology Patna',
    });
  const codeField = () => screen.getByRole('textbox', { name: 'Discount code' });

  it('shows the price a code gives before checkout, asked of the server with the form', async () => {
    handlers['POST /events/football/quote'] = (body) =>
      (body as { code?: string }).code === 'welcome10'
        ? jsonResponse({
            success: true,
            fee: 650000,
            discount: 65000,
            amount: 585000,
            code: 'WELCOME10',
            source: 'code',
          })
        : jsonResponse(
            {
              success: false,
              message: 'This discount code is not valid.',
              errors: { code: ['This discount code is not valid.'] },
            },
            422,
          );
    const { user } = renderWizard('football', undefined, 'CA-42');
    await toReceipt();
    await user.type(codeField(), 'welcome10');
    await user.click(button('See the price'));
    expect(
      await screen.findByText('With WELCOME10: Rs. 5850 to pay (Rs. 650 off Rs. 6500).'),
    ).toBeVisible();
    const [asked] = calls('POST /events/football/quote') as [Record<string, unknown>];
    expect(asked).toMatchObject({
      code: 'welcome10',
      referralCode: 'CA-42',
      collegeName: 'Indian Institute of Technology Patna',
    });
    expect((asked.team as Record<string, unknown[]>).players).toHaveLength(11);
    // Nothing is ordered until Confirm & Pay.
    expect(calls('POST /events/football/create-order')).toHaveLength(0);

    await user.clear(codeField());
    await user.type(codeField(), 'nope');
    await user.click(button('See the price'));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(
      'This discount code is not valid.',
    );
  });

  it('is offered with its hint and sent as `code` beside the form; the summary keeps the fee', async () => {
    handlers['POST /events/football/create-order'] = () => order(585000);
    const { user } = renderWizard('football', undefined, 'CA-42');
    await toReceipt();
    expect(codeField()).toHaveValue('');
    // The two codes are explained apart.
    expect(codeField()).toHaveAccessibleDescription(
      'A discount code from the organisers lowers your fee. Only one discount applies: the larger.',
    );
    expect(
      screen.getByRole('textbox', { name: 'Referral Code (Optional)' }),
    ).toHaveAccessibleDescription(
      'The code of the campus ambassador who told you about the fest: it counts for them, and may also lower your fee.',
    );
    await user.type(codeField(), '  welcome10 ');
    const summary = screen.getByRole('region', { name: 'Registration Summary & Payment' });
    expect(within(summary).getByText('Registration Fee').nextElementSibling).toHaveTextContent(
      'Rs. 6500',
    );

    await user.click(button('Confirm & Pay'));
    // The checkout shows the order's amount: what the server left to pay after the discount.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rs. 5850')).toBeInTheDocument();
    const [sent] = calls('POST /events/football/create-order') as [Record<string, unknown>];
    expect(sent).toMatchObject({
      collegeName: 'Indian Institute of Technology Patna',
      referralCode: 'CA-42',
      code: 'welcome10',
    });
    expect((sent.team as Record<string, unknown[]>).players).toHaveLength(11);
  });

  it('sends no `code` when the field is left blank', async () => {
    handlers['POST /events/football/create-order'] = () => order(650000);
    const { user } = renderWizard();
    await toReceipt();
    await user.type(codeField(), '   ');
    await user.click(button('Confirm & Pay'));
    await screen.findByRole('dialog');
    const [sent] = calls('POST /events/football/create-order') as [Record<string, unknown>];
    expect(sent).not.toHaveProperty('code');
  });

  it('shows a refused code under the field, moves the focus there and keeps the form', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: { code: ['This code has expired.'] },
        },
        422,
      );
    const { user, router } = renderWizard();
    await toReceipt();
    await user.type(codeField(), 'OLD-CODE');
    await user.click(button('Confirm & Pay'));

    await waitFor(() => {
      expect(codeField()).toHaveFocus();
    });
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('This code has expired.') as string,
    );
    // Shown once, at the field (not again in the list of other errors).
    expect(screen.getAllByText('This code has expired.')).toHaveLength(1);
    expect(progress()).toHaveTextContent('Step 4 of 4: Payment Confirmation');
    expect(codeField()).toHaveValue('OLD-CODE');
    expect(button('Confirm & Pay')).toBeEnabled();
    expect(error).toHaveBeenCalledWith('Please correct the highlighted fields.');
    expect(router.state.location.pathname).toBe('/events/football');

    // Everything else typed is still there; editing the code clears its error.
    await user.type(codeField(), '2');
    expect(codeField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This code has expired.')).not.toBeInTheDocument();
    press('Back');
    press('Back');
    expect(input(group('Captain #1 (Required)'), 'Full Name')).toHaveValue('Cap Tain');
  });

  it('registers without payment, with the same form and code, when nothing is left to pay', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({ success: false, message: nothingToPay() }, 400);
    handlers['POST /events/football'] = () =>
      jsonResponse({
        success: true,
        message: 'Registered successfully!',
        registrationId: 'reg_8',
        paymentStatus: 'paid',
      });
    const { user, router } = renderWizard();
    await toReceipt();
    await user.type(codeField(), 'FREE100');
    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/registrations/football');
    });
    const [ordered] = calls('POST /events/football/create-order');
    expect(calls('POST /events/football')).toEqual([ordered]);
    expect(ordered).toMatchObject({ code: 'FREE100', category: 'Men' });
    expect(success).toHaveBeenCalledWith('Registered successfully!');
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refusal of the registration without payment as any other', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({ success: false, message: nothingToPay() }, 400);
    handlers['POST /events/football'] = () =>
      jsonResponse(
        { success: false, message: 'Invalid', errors: { code: ['This code has been used up.'] } },
        422,
      );
    const { user } = renderWizard();
    await toReceipt();
    await user.type(codeField(), 'FREE100');
    await user.click(button('Confirm & Pay'));
    expect(await screen.findByText('This code has been used up.')).toBeInTheDocument();
    await waitFor(() => {
      expect(codeField()).toHaveFocus();
    });
    expect(error).toHaveBeenCalledWith('Invalid');
    expect(button('Confirm & Pay')).toBeEnabled();
  });

  it('only toasts another 400 (no registration without payment)', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({ success: false, message: 'Registrations for Football are closed.' }, 400);
    const { user } = renderWizard();
    await toReceipt();
    await user.type(codeField(), 'WELCOME10');
    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('Registrations for Football are closed.');
    });
    expect(calls('POST /events/football')).toHaveLength(0);
  });

  it('goes with the registration when payments are offline', async () => {
    handlers['GET /config'] = () => jsonResponse({ payments: 'offline', razorpayKeyId: null });
    handlers['POST /events/football'] = () => jsonResponse({ success: true, message: '' });
    const { user, router } = renderWizard();
    await toReceipt();
    await user.type(codeField(), 'WELCOME10');
    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/registrations/football');
    });
    expect(calls('POST /events/football')).toEqual([
      expect.objectContaining({ code: 'WELCOME10' }),
    ]);
  });
});

describe('the waiting list of a full event', { timeout: 30_000 }, () => {
  /** GET /events with football's places as given (the other events without a capacity). */
  function listEvents(places: Pick<ListedEvent, 'placesLeft' | 'categoryPlacesLeft'>) {
    handlers['GET /events'] = () =>
      jsonResponse({
        success: true,
        events: catalogue.events.map((e) => ({
          ...e,
          isRegistrationOpen: true,
          deadlinePassed: false,
          rulebookUploaded: false,
          rulebookUrl: `/rulebook/${e.id}`,
          ...(e.id === 'football' ? places : {}),
        })),
      });
  }

  const joined = (position: number) => () =>
    jsonResponse(
      {
        success: true,
        message: 'You are on the waiting list.',
        entry: {
          id: 'wait1',
          event: 'football',
          eventTitle: 'Football',
          category: 'Men',
          status: 'waiting',
          position,
          members: 13,
          collegeName: 'Indian Institute of Technology Patna',
          joinedAt: '2025-01-20T10:00:00Z',
          offeredAt: null,
          offerExpiresAt: null,
        },
      },
      201,
    );

  it('offers it when create-order answers 409 full, and joins with the same form', async () => {
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const full = shared.messages().eventFull;
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({ success: false, message: full }, 409);
    handlers['POST /events/football/waitlist'] = joined(4);
    const { user, router } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    expect(await screen.findByRole('alert')).toHaveTextContent(full);

    await user.click(button('Join the waiting list'));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'You are on the waiting list.',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText('You are number 4 in line.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    // Exactly the form create-order was sent.
    const [form] = calls('POST /events/football/create-order');
    expect(calls('POST /events/football/waitlist')).toEqual([form]);
    expect(form).toMatchObject({ collegeName: 'Indian Institute of Technology Patna' });
    expect(router.state.location.pathname).toBe('/events/football');

    await user.click(screen.getByRole('link', { name: 'Go to your account' }));
    expect(router.state.location.pathname).toBe('/account');
  });

  it('offers it instead of paying when GET /events shows no place left', async () => {
    listEvents({ placesLeft: 0 });
    handlers['POST /events/football/waitlist'] = joined(1);
    const { user } = renderWizard();
    await toReceipt();
    expect(screen.getByText(shared.messages().eventFull)).not.toHaveAttribute('role');
    expect(screen.queryByRole('button', { name: 'Confirm & Pay' })).not.toBeInTheDocument();
    // Joining a waiting list takes no discount code.
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
    await user.click(button('Join the waiting list'));
    expect(await screen.findByText('You are number 1 in line.')).toBeInTheDocument();
    expect(calls('POST /events/football/create-order')).toHaveLength(0);
    expect(calls('POST /events/football/waitlist')).toHaveLength(1);
  });

  it('offers it for a full category only, and still checks every step first', async () => {
    listEvents({ placesLeft: 5, categoryPlacesLeft: { Men: 3, Women: 0 } });
    const { user } = renderWizard();
    await toReceipt();
    expect(button('Confirm & Pay')).toBeInTheDocument();
    expect(screen.queryByText(shared.messages().eventFull)).not.toBeInTheDocument();

    press('Back');
    press('Back');
    press('Back');
    await user.selectOptions(screen.getByLabelText('Category'), 'Women');
    press('Next');
    press('Next');
    press('Next');
    expect(await screen.findByText(shared.messages().eventFull)).toBeInTheDocument();
    const referral = screen.getByLabelText('Referral Code (Optional)');
    await user.type(referral, 'not a code!');
    await user.click(button('Join the waiting list'));
    expect(
      await screen.findByText('Please fix the highlighted fields before submission.'),
    ).toBeInTheDocument();
    expect(calls('POST /events/football/waitlist')).toHaveLength(0);
  });

  it('shows a refusal, and goes back to paying when the event has places again', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const full = shared.messages().eventFull;
    handlers['POST /events/football/create-order'] = () =>
      jsonResponse({ success: false, message: full }, 409);
    handlers['POST /events/football/waitlist'] = () =>
      jsonResponse({ success: false, message: 'This event still has places: register now.' }, 409);
    const { user } = renderWizard();
    await toReceipt();
    await user.click(button('Confirm & Pay'));
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This event still has places: register now.',
    );
    expect(error).toHaveBeenLastCalledWith('This event still has places: register now.');
    expect(button('Confirm & Pay')).toBeEnabled();
  });

  it('shows field errors from the server at their fields (422)', async () => {
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    listEvents({ placesLeft: 0 });
    handlers['POST /events/football/waitlist'] = () =>
      jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: { 'team.players[1].email': ['Enter a valid email for Player #2'] },
        },
        422,
      );
    const { user } = renderWizard();
    await toReceipt();
    await user.click(button('Join the waiting list'));
    await waitFor(() => {
      expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');
    });
    expect(
      within(group('Player #2 (Required)')).getByText('Enter a valid email for Player #2'),
    ).toBeInTheDocument();
  });
});

describe('the college step, pre-filled from the profile', () => {
  const withCollege = (collegeName: string, collegeAddress: string): Session => ({
    status: 'authenticated',
    user: makeUser({ collegeName, collegeAddress }),
  });

  it("selects the profile's college when it is in the directory", async () => {
    const { user } = renderWizard(
      'football',
      undefined,
      '',
      withCollege('Indian Institute of Technology Patna', 'Patna, Bihar'),
    );
    expect(screen.getByLabelText('College')).toHaveValue('Indian Institute of Technology Patna');
    expect(screen.getByText(/Address:/).parentElement).toHaveTextContent('Patna, Bihar');
    expect(screen.queryByLabelText('College Name')).not.toBeInTheDocument();
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');
  });

  it('chooses Other with the name and address of any other college', async () => {
    const { user } = renderWizard(
      'football',
      undefined,
      '',
      withCollege('Some New College', 'Gaya, Bihar'),
    );
    expect(screen.getByLabelText('College')).toHaveValue('Other');
    expect(screen.getByLabelText('College Name')).toHaveValue('Some New College');
    expect(screen.getByLabelText('College Address')).toHaveValue('Gaya, Bihar');
    await user.click(button('Next'));
    expect(progress()).toHaveTextContent('Step 2 of 4: Team Roster');
  });

  it('starts blank when the profile names no college', () => {
    renderWizard('football', undefined, '', withCollege('', ''));
    expect(screen.getByLabelText('College')).toHaveValue('');
    expect(screen.queryByText(/Address:/)).not.toBeInTheDocument();
  });
});

describe('what an event asks before anyone starts', () => {
  /** GET /events with football listed as given (the other events open, without a capacity). */
  function listFootball(listed: Partial<ListedEvent>) {
    handlers['GET /events'] = () =>
      jsonResponse({
        success: true,
        events: catalogue.events.map((e) => ({
          ...e,
          isRegistrationOpen: true,
          deadlinePassed: false,
          rulebookUploaded: false,
          rulebookUrl: `/rulebook/${e.id}`,
          ...(e.id === 'football' ? listed : {}),
        })),
      });
  }

  const termsList = async () => screen.findByLabelText('Before you start');

  it('shows the fee, the team and that registration is open on the first step only', async () => {
    listFootball({ placesLeft: 3, deadline: '2099-01-01T12:00:00Z' });
    const { user } = renderWizard();
    const list = await termsList();
    const fees = eventOf('football')
      .fees.map(
        ({ category, paise }) => `${category ?? ''}: ${shared.formatRupees(paise)} per team`,
      )
      .join(', ');
    expect(list).toHaveTextContent(`Fee${fees}`);
    expect(list).toHaveTextContent('Team1 Captain, 1 Vice-Captain, 11 to 14 Players');
    expect(await within(list).findByText('Open')).toBeInTheDocument();
    expect(screen.getByLabelText('Places and deadline')).toHaveTextContent('3 places left');
    expect(screen.getByLabelText('Places and deadline')).toHaveTextContent('Registration closes');

    await chooseCollege();
    await user.click(button('Next'));
    await waitFor(() => {
      expect(progress()).toHaveTextContent('Step 2 of 4');
    });
    expect(screen.queryByLabelText('Before you start')).not.toBeInTheDocument();
  });

  it('says at once that a full event takes the team onto its waiting list', async () => {
    listFootball({ placesLeft: 0 });
    renderWizard();
    const list = await termsList();
    expect(
      await within(list).findByText('Full: the form below puts your team on the waiting list'),
    ).toBeInTheDocument();
    expect(progress()).toHaveTextContent('Step 1 of 4');
  });

  it('says on arrival that a closed event takes no more registrations, with no form', async () => {
    listFootball({ deadlinePassed: true, isRegistrationOpen: false });
    renderWizard();
    const status = await screen.findByRole('heading', {
      level: 2,
      name: shared.messages().registrationsClosed,
    });
    expect(status).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('This event takes no more registrations.');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the other events' })).toHaveAttribute(
      'href',
      '/event/ins',
    );
  });

  it('says on arrival that an event not open yet opens later', async () => {
    listFootball({ isRegistrationOpen: false });
    renderWizard();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Registrations Opening Soon' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('the age question on the last step', { timeout: 30_000 }, () => {
  let age: 'unknown' | 'adult' | 'minor_pending';

  beforeEach(() => {
    age = 'unknown';
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    handlers['GET /config'] = () => jsonResponse({ payments: 'offline', razorpayKeyId: null });
    handlers['POST /events/football'] = () => jsonResponse({ success: true, message: '' });
    handlers['GET /account/age'] = () =>
      jsonResponse(ageAnswer(age, age === 'minor_pending' ? 'parent@example.org' : null));
    handlers['PUT /account/age'] = () => {
      age = 'adult';
      return jsonResponse({ success: true, message: 'Thank you.' });
    };
  });

  const asked = () => screen.queryByRole('group', { name: 'Are you 18 or older?' });

  it('asks an account that has not answered, holds the registration back, then registers once answered', async () => {
    const { user, router } = renderWizard('football', undefined, '', signedIn());
    expect(asked()).toBeNull();
    await toReceipt();
    const question = await screen.findByRole('group', { name: 'Are you 18 or older?' });
    // Inside the wizard's form, above the roster's privacy notice, not a form of its own.
    expect(question.closest('form')).toBe(document.querySelector('form.reg-form'));
    expect(document.querySelectorAll('form')).toHaveLength(1);
    const notice = await expectNoticeAbove('roster', button('Confirm & Pay'));
    expect(
      question.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(button('Confirm & Pay'));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Answer this question before you send the form.',
    );
    const yes = within(question).getByRole('radio', { name: 'Yes, I am 18 or older' });
    expect(yes).toHaveFocus();
    expect(calls('POST /events/football')).toHaveLength(0);
    expect(calls('POST /events/football/create-order')).toHaveLength(0);

    await user.click(yes);
    await user.click(button('Save'));
    await waitFor(() => {
      expect(asked()).toBeNull();
    });
    expect(calls('PUT /account/age')).toEqual([{ adult: true, guardianEmail: '' }]);
    expect(calls('POST /events/football')).toHaveLength(0);

    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/registrations/football');
    });
    expect(calls('POST /events/football')).toHaveLength(1);
  });

  it("says it waits for the guardian's consent, and registers nothing meanwhile", async () => {
    age = 'minor_pending';
    const { user } = renderWizard('football', undefined, '', signedIn());
    await toReceipt();
    expect(
      await screen.findByText(
        'We have e-mailed your parent or guardian at parent@example.org a link to give their consent. You can send this form once they have given it.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(asked()).toBeNull();
    await user.click(button('Confirm & Pay'));
    const alert = await screen.findByText(
      'Your parent or guardian has not given their consent yet: this form can be sent once they have.',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(calls('POST /events/football')).toHaveLength(0);
  });

  it('asks nothing of an account that has answered', async () => {
    age = 'adult';
    const { user, router } = renderWizard('football', undefined, '', signedIn());
    await toReceipt();
    await waitFor(() => {
      expect(calls('GET /account/age')).toHaveLength(1);
    });
    expect(asked()).toBeNull();
    await user.click(button('Confirm & Pay'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/registrations/football');
    });
    expect(calls('POST /events/football')).toHaveLength(1);
  });
});

describe('in Hindi', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the roster in Hindi, the roles as the shared rules name them', async () => {
    await activateLanguage('hi');
    const { user } = renderWizard('football', ['team', 'receipt']);
    expect(progress()).toHaveTextContent('कुल 2 में से स्टेप 1: टीम रोस्टर');
    const captain = group('कप्तान #1 (ज़रूरी)');
    expect(input(captain, 'पूरा नाम')).toBeInTheDocument();
    expect(input(captain, 'फ़ोन नंबर')).toBeInTheDocument();
    expect(input(captain, 'आधार नंबर')).toBeInTheDocument();
    expect(input(captain, 'कॉलेज ID (वैकल्पिक)')).toBeInTheDocument();
    await user.click(button('+ वैकल्पिक खिलाड़ी जोड़ें'));
    expect(group('खिलाड़ी #12 (वैकल्पिक)')).toBeInTheDocument();
    expect(button('खिलाड़ी #12 को हटाएँ')).toHaveTextContent('हटाएँ');
    expect(screen.getByText('रोस्टर पेस्ट करें')).toBeInTheDocument();
    expect(button('आगे')).toBeInTheDocument();
  });

  it('asks about the coach and sums up in Hindi, the fee in rupees as Hindi writes them', async () => {
    await activateLanguage('hi');
    const { user } = renderWizard('football', ['coach', 'receipt']);
    const question = group('क्या टीम के साथ कोई कोच आएँगे?');
    expect(within(question).getByLabelText('नहीं')).toBeChecked();
    await user.click(within(question).getByLabelText('हाँ'));
    expect(group('कोच (ज़रूरी)')).toBeInTheDocument();
    await user.click(within(question).getByLabelText('नहीं'));
    await user.click(button('आगे'));

    expect(progress()).toHaveTextContent('कुल 2 में से स्टेप 2: पेमेंट की पुष्टि');
    const summary = screen.getByRole('region', { name: 'रजिस्ट्रेशन का सारांश और पेमेंट' });
    const item = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(item('इवेंट')).toHaveTextContent('Football');
    expect(item('रजिस्ट्रेशन फ़ीस')).toHaveTextContent('₹6,500');
    expect(screen.getByLabelText('रेफ़रल कोड (वैकल्पिक)')).toBeInTheDocument();
    expect(button('पीछे')).toBeInTheDocument();
    expect(button('पुष्टि करें और पेमेंट करें')).toBeInTheDocument();
  });
});
