import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { User } from '@/lib/session';
import { ageAnswer, jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { expectNoticeAbove } from '@/test/privacy-notice';
import { fakeApi, type FakeApi } from '@/test/server';

// The lazy pages, loaded up front so that the first test does not wait for their code.
import './ca-application-page';
import './ca-dashboard-page';
import './ca-register-page';
// The table of the pages behind sign-in (found when first opened) and its guard, up front too.
import '@/app/routes/signed-in';
import '@/components/guard/require-auth';

type Handler = (body: unknown) => Response | Promise<Response>;

let api: FakeApi;
let handlers: Record<string, Handler>;
let me: User;

/**
 * Answers `${method} ${path}` from `handlers`; GET /user/me answers `me` and GET /account/age 18 or
 * older unless overridden.
 */
function useApi(overrides: Record<string, Handler>) {
  handlers = {
    'GET /user/me': () => jsonResponse({ success: true, user: me }),
    'GET /account/age': () => jsonResponse(ageAnswer()),
    ...overrides,
  };
}

/** The JSON bodies sent with `${method} ${path}` so far. */
function calls(key: string) {
  const [method, path] = key.split(' ');
  return api.calls
    .filter((call) => call.method === method && call.path === path)
    .map((call) => call.body);
}

/** Lets promises and React settle until `done` holds (without setTimeout, which may be faked). */
async function settle(done: () => boolean) {
  for (let round = 0; round < 500; round += 1) {
    if (done()) return;
    await act(async () => {
      await new Promise<void>((resolve) => {
        setImmediate(resolve);
      });
    });
  }
  throw new Error('the condition did not hold in time');
}

function later() {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-of-asha');
  me = makeUser();
  api = fakeApi(({ method, path, body }) => {
    const key = `${method} ${path}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: `no handler for ${key}` }, 404);
    return handler(body);
  });
  useApi({});
});

afterEach(() => {
  vi.useRealTimers();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Register as Campus Ambassador' });
const registerButton = () => screen.findByRole('button', { name: 'Register' });
const field = (label: string) => screen.getByLabelText(label);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await registerButton();
  await user.type(field('Full Name'), 'Asha Kumari');
  await user.type(field('College Name'), 'NIT Patna');
  await user.selectOptions(field('College Year'), 'Second Year');
  await user.type(field('Roll Number'), '2201CS11');
  await user.type(field('College Address'), 'Ashok Rajpath, Patna, Bihar');
  await user.type(field('Phone Number'), '9876543210');
  await user.selectOptions(field('How did you come to know about us?'), 'Friends');
  await user.type(field('Application Statement'), 'I love organising things.');
}

describe('/ca-register', () => {
  it('sends a campus ambassador to the dashboard', async () => {
    me = makeUser({ role: 'ca' });
    useApi({
      'GET /ca/dashboard': () =>
        jsonResponse({
          success: true,
          referralCode: 'INFAB2345',
          referralLink: '/event/ins?ref=INFAB2345',
          paidReferrals: 0,
          leaderboard: [],
          channelLink: 'https://whatsapp.com/channel/x',
        }),
    });
    const { router } = renderAt('/ca-register');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to the Campus Ambassador Program',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ca-dashboard');
  });

  it('shows the pending message instead of the form, then goes to /ca-application', async () => {
    me = makeUser({ caApplication: { _id: 'app-1', status: 'pending' } });
    useApi({ 'GET /ca/application': () => jsonResponse({ message: 'No application found' }, 404) });
    const { router } = renderAt('/ca-register');
    await heading();
    expect(
      await screen.findByText('Your application has been submitted. Please wait for approval.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/ca-application');
      },
      { timeout: 3000 },
    );
  });

  it('shows the rejected message in place of the form', async () => {
    me = makeUser({ caApplication: { _id: 'app-1', status: 'rejected' } });
    const { router } = renderAt('/ca-register');
    expect(await screen.findByText('Your previous application was rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ca-register');
  });

  it("shows the application's privacy notice, with the site's retention, just above Register", async () => {
    useApi({ 'GET /config': () => jsonResponse({ googleClientId: null, retentionDays: 30 }) });
    renderAt('/ca-register');
    await heading();
    const notice = await expectNoticeAbove('campus_ambassador', await registerButton(), 30);
    expect(notice).toHaveTextContent(/Kept until 30 days after the fest ends/);
  });

  it('asks for the user again and pre-fills the profile fields', async () => {
    me = makeUser({
      fullname: 'Asha Kumari',
      collegeName: 'NIT Patna',
      por: 'Sports secretary',
      address: 'Ashok Rajpath, Patna',
    });
    renderAt('/ca-register');
    await heading();
    await registerButton();
    expect(calls('GET /user/me').length).toBeGreaterThanOrEqual(2); // start-up and the page's check
    expect(field('Full Name')).toHaveValue('Asha Kumari');
    expect(field('College Name')).toHaveValue('NIT Patna');
    expect(field('Positions of Responsibility (optional)')).toHaveValue('Sports secretary');
    expect(field('College Address')).toHaveValue('Ashok Rajpath, Patna');
    expect(field('Username')).toHaveValue('asha');
    expect(field('Username')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('asha@example.org');
    expect(field('Email')).toHaveAttribute('readonly');
    // collegeYear starts unchosen; howDidYouKnow defaults to Instagram.
    expect(field('College Year')).toHaveValue('');
    expect(field('How did you come to know about us?')).toHaveValue('Instagram');
    expect(
      Array.from((field('College Year') as HTMLSelectElement).options).map((o) => o.text),
    ).toEqual([
      'Select your year',
      'First Year',
      'Second Year',
      'Third Year',
      'Fourth Year',
      'Fifth Year',
    ]);
    expect(
      Array.from((field('How did you come to know about us?') as HTMLSelectElement).options).map(
        (o) => o.value,
      ),
    ).toEqual([
      'Instagram',
      'WhatsApp Channel',
      'UNSTOP',
      'Friends',
      'News',
      'YouTube',
      'Facebook',
      'Others',
    ]);
  });

  it("pre-fills the college's address, the year and the phone from the profile", async () => {
    me = makeUser({
      fullname: 'Asha Rao',
      collegeName: 'Some New College',
      collegeAddress: 'Gaya, Bihar',
      address: 'Hostel 3, Gaya',
      collegeYear: 'Third Year',
      phoneNumber: '9876543210',
      por: '',
    });
    renderAt('/ca-register');
    await registerButton();
    expect(field('Full Name')).toHaveValue('Asha Rao');
    expect(field('College Name')).toHaveValue('Some New College');
    // The college's own address wins over the postal one.
    expect(field('College Address')).toHaveValue('Gaya, Bihar');
    expect(field('College Year')).toHaveValue('Third Year');
    expect(field('Phone Number')).toHaveValue('9876543210');
    expect(field('Positions of Responsibility (optional)')).toHaveValue('');
    expect(field('Roll Number')).toHaveValue('');
  });

  it('checks the form with the shared rules before sending it', async () => {
    me = makeUser({ fullname: '' });
    const { user } = renderAt('/ca-register');
    await user.click(await registerButton());
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your college year.')).toBeInTheDocument();
    expect(screen.getByText('Roll number is required.')).toBeInTheDocument();
    expect(screen.getByText('College address is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.getByText('Application statement is required.')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveFocus();
    expect(calls('POST /ca/apply')).toHaveLength(0);

    // An alternative e-mail is optional, but must look like one when given.
    await user.type(field('Alternative Email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();

    // Editing a field clears its messages.
    await user.type(field('Roll Number'), '22');
    expect(screen.queryByText('Roll number is required.')).not.toBeInTheDocument();
    expect(calls('POST /ca/apply')).toHaveLength(0);
  });

  it('submits: Submitting..., the toast, a fresh session, and /ca-application after 1 second', async () => {
    me = makeUser({ fullname: '' });
    const pending = later();
    useApi({
      'POST /ca/apply': () => pending.promise,
      'GET /ca/application': () => jsonResponse({ message: 'No application found' }, 404),
    });
    const { router, user } = renderAt('/ca-register');
    await fillValid(user);
    const meCalls = calls('GET /user/me').length;
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(calls('POST /ca/apply')).toEqual([
      {
        fullName: 'Asha Kumari',
        collegeName: 'NIT Patna',
        collegeYear: 'Second Year',
        rollno: '2201CS11',
        por: '',
        collegeAddress: 'Ashok Rajpath, Patna, Bihar',
        phoneNumber: '9876543210',
        alternativeEmail: '',
        howDidYouKnow: 'Friends',
        applicationStatement: 'I love organising things.',
        username: 'asha',
        email: 'asha@example.org',
      },
    ]);

    // From here on setTimeout is the test's. Testing Library's waitFor/findBy wait on setTimeout
    // themselves, so `settle` polls instead (on setImmediate, which stays real).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    me = makeUser({ fullname: '', caApplication: { _id: 'app-1', status: 'pending' } });
    pending.answer(
      jsonResponse({
        success: true,
        message: 'Application submitted successfully!',
        application: {},
      }),
    );
    await settle(
      () =>
        screen.queryByText('Your application has been submitted. Please wait for approval.') !==
        null,
    );
    await settle(() => calls('GET /user/me').length === meCalls + 1);
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(router.state.location.pathname).toBe('/ca-register');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await settle(() => router.state.location.pathname === '/ca-application');
    vi.useRealTimers();
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
  });

  it('asks the age question of an account that has not answered, and applies once it is answered', async () => {
    me = makeUser({ fullname: '' });
    let age: 'unknown' | 'adult' = 'unknown';
    useApi({
      'GET /account/age': () => jsonResponse(ageAnswer(age)),
      'PUT /account/age': () => {
        age = 'adult';
        return jsonResponse({ success: true, message: 'Thank you.' });
      },
      'POST /ca/apply': () =>
        jsonResponse({
          success: true,
          message: 'Application submitted successfully!',
          application: {},
        }),
      'GET /ca/application': () => jsonResponse({ message: 'No application found' }, 404),
    });
    const { user } = renderAt('/ca-register');
    await fillValid(user);
    const question = await screen.findByRole('group', { name: 'Are you 18 or older?' });
    const register = screen.getByRole('button', { name: 'Register' });
    // Above the application's privacy notice, which stays just above Register.
    const notice = await expectNoticeAbove('campus_ambassador', register);
    expect(
      question.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(register);
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Answer this question before you send the form.',
    );
    const yes = within(question).getByRole('radio', { name: 'Yes, I am 18 or older' });
    expect(yes).toHaveFocus();
    expect(calls('POST /ca/apply')).toHaveLength(0);

    await user.click(yes);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(question).not.toBeInTheDocument();
    });
    expect(calls('PUT /account/age')).toEqual([{ adult: true, guardianEmail: '' }]);
    await user.click(register);
    await waitFor(() => {
      expect(calls('POST /ca/apply')).toHaveLength(1);
    });
  });

  it('shows the server default toast when the answer has no message', async () => {
    useApi({ 'POST /ca/apply': () => jsonResponse({ success: true }) });
    const { user } = renderAt('/ca-register');
    await fillValid(user);
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Asha Kumari');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
  });

  it('tells of a failure with the server message, else the default', async () => {
    me = makeUser({ fullname: '' });
    let answer: () => Response = () =>
      jsonResponse(
        { success: false, message: 'You have already applied to the Campus Ambassador programme.' },
        409,
      );
    useApi({ 'POST /ca/apply': () => answer() });
    const { user } = renderAt('/ca-register');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('You have already applied to the Campus Ambassador programme.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();

    answer = () => new Response(null, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Error submitting application')).toBeInTheDocument();
  });

  it('shows the server field errors at their fields', async () => {
    me = makeUser({ fullname: '' });
    useApi({
      'POST /ca/apply': () =>
        jsonResponse(
          {
            success: false,
            message: 'Please correct the highlighted fields.',
            errors: {
              phoneNumber: ['Enter a valid 10-digit mobile number.'],
              form: ['Try later.'],
            },
          },
          422,
        ),
    });
    const { user } = renderAt('/ca-register');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Try later.').closest('[role="alert"]')).toBeInTheDocument();
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
  });
});

describe('/ca-register in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the form, its labels and choices in Hindi, and English again', async () => {
    await activateLanguage('hi');
    renderAt('/ca-register');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'कैंपस एम्बेसडर के रूप में रजिस्टर करें',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'रजिस्टर करें' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(field('पूरा नाम')).toBeInTheDocument();
    expect(field('रोल नंबर')).toBeInTheDocument();
    const year = field('कॉलेज का साल') as HTMLSelectElement;
    expect(Array.from(year.options).map((o) => o.text)).toEqual([
      'अपना साल चुनें',
      'पहला साल',
      'दूसरा साल',
      'तीसरा साल',
      'चौथा साल',
      'पाँचवाँ साल',
    ]);
    // The values sent stay the shared rules' own.
    expect(year.options[2]).toHaveValue('Second Year');
    const source = field('आपको हमारे बारे में कैसे पता चला?') as HTMLSelectElement;
    expect(Array.from(source.options).map((o) => o.text)).toContain('दोस्त');
    expect(source).toHaveValue('Instagram');

    await act(() => activateLanguage('en'));
    expect(await heading()).toBeInTheDocument();
    expect(await registerButton()).toBeInTheDocument();
    expect(field('College Year')).toBeInTheDocument();
  });

  it("says the SPEC's pending message in Hindi", async () => {
    me = makeUser({ caApplication: { _id: 'app-1', status: 'pending' } });
    useApi({ 'GET /ca/application': () => jsonResponse({ message: 'No application found' }, 404) });
    await activateLanguage('hi');
    renderAt('/ca-register');
    expect(
      await screen.findByText('आपका आवेदन जमा हो गया है। कृपया मंज़ूरी का इंतज़ार करें।'),
    ).toBeInTheDocument();
  });
});
