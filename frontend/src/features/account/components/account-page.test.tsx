import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import type { User } from '@/lib/session';
import type { SessionView } from '@/lib/api-types';
import { formatDateTime } from '@/lib/dates';
import { activateLanguage } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';
import { waitlistEntry } from '@/test/waitlist';

// The lazy pages, loaded up front so that the first test does not wait for their code (this
// whole-app test goes on to the login page of the auth feature).
// eslint-disable-next-line no-restricted-imports
import '@/features/auth/components/auth-page';
import './account-page';
// The table of the pages behind sign-in (found when first opened) and its guard, up front too.
import '@/app/routes/signed-in';
import '@/components/guard/require-auth';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

type Handler = (body: unknown) => Response | Promise<Response>;

let api: FakeApi;
let handlers: Record<string, Handler>;
let me: User;
let sessions: SessionView[];

const thisSession: SessionView = {
  id: 'session-1',
  current: true,
  device: 'Chrome on Android',
  ip: '203.0.113.7',
  createdAt: '2025-01-10T12:00:00Z',
  lastUsedAt: '2025-02-01T09:30:00Z',
};
const otherSession: SessionView = {
  id: 'session-2',
  current: false,
  device: 'Firefox on Linux',
  ip: '2001:db8:1:2::/64',
  createdAt: '2025-01-12T12:00:00Z',
  lastUsedAt: '2025-01-20T18:45:00Z',
};

/**
 * Answers `${method} ${path}` from `handlers`; GET /user/me answers `me`, GET /user/me/sessions
 * `sessions` and GET /events/my-registrations no registrations (nor waiting lists, matches,
 * certificates or browsers getting notifications) unless overridden.
 */
function useApi(overrides: Record<string, Handler>) {
  handlers = {
    'GET /user/me': () => jsonResponse({ success: true, user: me }),
    'GET /user/me/sessions': () => jsonResponse({ success: true, sessions }),
    'GET /events/my-registrations': () => jsonResponse({ success: true, registrations: [] }),
    'GET /user/waitlist': () => jsonResponse({ success: true, entries: [] }),
    'GET /user/matches': () => jsonResponse({ success: true, matches: [], calendars: [] }),
    'GET /user/certificates': () => jsonResponse({ success: true, certificates: [] }),
    'GET /user/push-subscriptions': () => jsonResponse({ success: true, devices: 0 }),
    'GET /config': () => jsonResponse({ googleClientId: null }),
    'GET /account/consents': () => jsonResponse({ success: true, consents: [] }),
    'GET /account/age': () =>
      jsonResponse({
        success: true,
        status: 'adult',
        guardianEmail: null,
        guardianConsentAt: null,
      }),
    ...overrides,
  };
}

/** The JSON bodies sent with `${method} ${path}` so far. */
function calls(key: string) {
  return api.calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
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
  sessions = [thisSession];
  vi.mocked(saveFile).mockClear();
  api = fakeApi(({ method, path, body }) => {
    const key = `${method} ${path}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: `no handler for ${key}` }, 404);
    return handler(body);
  });
  useApi({});
});

function renderAt(path = '/account') {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const profileCard = () => screen.findByRole('region', { name: 'Profile' });
const passwordCard = () => screen.getByRole('region', { name: 'Password' });

describe('/account: the profile', () => {
  it('says it is loading, then shows the profile as GET /user/me gives it', async () => {
    me = makeUser({
      fullname: 'Asha Kumari',
      collegeName: 'Indian Institute of Technology Patna',
      collegeAddress: 'Patna, Bihar',
      collegeYear: 'Second Year',
      por: 'Sports secretary',
      address: 'Hostel 3, IIT Patna',
      phoneNumber: '9876543210',
      isIITPStud: true,
    });
    const loading = later();
    let asked = 0;
    useApi({
      // The start-up check answers at once; the page's own check waits.
      'GET /user/me': () => {
        asked += 1;
        return asked === 1 ? jsonResponse({ success: true, user: me }) : loading.promise;
      },
    });
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Loading your account...')).toHaveAttribute('role', 'status');
    loading.answer(jsonResponse({ success: true, user: me }));

    const card = await profileCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'Profile' })).toBeInTheDocument();
    expect(card).toHaveTextContent('asha@example.org');
    expect(field('Full Name')).toHaveValue('Asha Kumari');
    expect(field('College')).toHaveValue('Indian Institute of Technology Patna');
    expect(within(card).getByText(/Address:/).parentElement).toHaveTextContent('Patna, Bihar');
    expect(screen.queryByLabelText('College Name')).not.toBeInTheDocument();
    expect(field('Year of Study')).toHaveValue('Second Year');
    expect(
      Array.from((field('Year of Study') as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(['', 'First Year', 'Second Year', 'Third Year', 'Fourth Year', 'Fifth Year']);
    expect(field('Positions of Responsibility')).toHaveValue('Sports secretary');
    expect(field('Address')).toHaveValue('Hostel 3, IIT Patna');
    expect(field('Phone Number')).toHaveValue('9876543210');
    expect(field('I study at IIT Patna')).toBeChecked();
    expect(asked).toBe(2);
  });

  it('shows an error with Try again when the profile cannot be loaded', async () => {
    let asked = 0;
    useApi({
      'GET /user/me': () => {
        asked += 1;
        return asked === 2
          ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
          : jsonResponse({ success: true, user: me });
      },
    });
    const { user } = renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your account: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await profileCard()).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Asha Kumari');
  });

  it('saves a new name alone, and the session follows', async () => {
    const saving = later();
    useApi({ 'PATCH /user/me': () => saving.promise });
    const { router, user } = renderAt();
    await profileCard();
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(calls('PATCH /user/me')).toEqual([{ fullname: 'Asha Rao' }]);
    saving.answer(jsonResponse({ success: true, user: { ...me, fullname: 'Asha Rao' } }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Asha Rao');

    // The signed-in user is the saved one everywhere (GET /user/me still answers the old name).
    await router.navigate('/auth');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao' }),
    ).toBeInTheDocument();
  });

  it('says so when nothing has changed, and sends nothing', async () => {
    const { user } = renderAt();
    await profileCard();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Nothing to change.')).toBeInTheDocument();
    expect(calls('PATCH /user/me')).toHaveLength(0);
  });

  it('needs the address of a college that is not in the directory (shared rules first)', async () => {
    useApi({
      'PATCH /user/me': () =>
        jsonResponse({
          success: true,
          user: { ...me, collegeName: 'Some New College', collegeAddress: 'Gaya, Bihar' },
        }),
    });
    const { user } = renderAt();
    await profileCard();
    expect(field('College')).toHaveValue('');
    await user.selectOptions(field('College'), 'Other');
    expect(field('College Name')).toHaveValue('');
    expect(field('College Address')).toHaveValue('');
    await user.type(field('College Name'), 'Some New College');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('College address is required.')).toBeInTheDocument();
    expect(field('College Address')).toHaveAccessibleDescription('College address is required.');
    expect(field('College Address')).toHaveFocus();
    expect(calls('PATCH /user/me')).toHaveLength(0);

    await user.type(field('College Address'), 'Gaya, Bihar');
    expect(screen.queryByText('College address is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(calls('PATCH /user/me')).toEqual([
      { collegeName: 'Some New College', collegeAddress: 'Gaya, Bihar' },
    ]);
  });

  it('sends a directory college with its address, and the other changed fields', async () => {
    useApi({
      'PATCH /user/me': (body) =>
        jsonResponse({ success: true, user: { ...me, ...(body as object) } }),
    });
    const { user } = renderAt();
    await profileCard();
    await user.selectOptions(field('College'), 'Indian Institute of Technology Patna');
    expect(screen.getByText(/Address:/).parentElement).toHaveTextContent('Patna, Bihar');
    await user.selectOptions(field('Year of Study'), 'Third Year');
    // A phone as people write it is kept as typed, and shown as its ten digits once left.
    await user.type(field('Phone Number'), 'tel: +91 98765-43210');
    expect(field('Phone Number')).toHaveValue(' +91 98765-43210');
    await user.click(field('I study at IIT Patna'));
    expect(field('Phone Number')).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(calls('PATCH /user/me')).toEqual([
      {
        collegeName: 'Indian Institute of Technology Patna',
        collegeAddress: 'Patna, Bihar',
        collegeYear: 'Third Year',
        phoneNumber: '9876543210',
        isIITPStud: true,
      },
    ]);
  });

  it("shows the server's field errors (422) at their fields", async () => {
    useApi({
      'PATCH /user/me': () =>
        jsonResponse(
          {
            success: false,
            message: 'Please check the form.',
            errors: { phoneNumber: ['This number belongs to another account.'] },
          },
          422,
        ),
    });
    const { user } = renderAt();
    await profileCard();
    await user.type(field('Phone Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This number belongs to another account.')).toBeInTheDocument();
    expect(field('Phone Number')).toHaveAccessibleDescription(
      'This number belongs to another account.',
    );
    expect(await screen.findByText('Please check the form.')).toBeInTheDocument();
  });
});

describe('/account: the password', () => {
  it('checks, then sends the current and the new password, and clears the form', async () => {
    const changing = later();
    useApi({ 'PUT /user/me/password': () => changing.promise });
    const { user } = renderAt();
    await profileCard();
    const card = passwordCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByText('Set a password to also log in with your email.')).toBeNull();

    await user.type(field('Current password'), 'old-password');
    await user.type(field('New password'), 'brand-new-pass');
    await user.type(field('Confirm new password'), 'brand-new-pas');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls('PUT /user/me/password')).toHaveLength(0);

    await user.type(field('Confirm new password'), 's');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByRole('button', { name: 'Changing...' })).toBeDisabled();
    expect(calls('PUT /user/me/password')).toEqual([
      {
        currentPassword: 'old-password',
        password: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
    ]);
    changing.answer(jsonResponse({ success: true, message: 'Your password has been changed.' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
    expect(localStorage.getItem('token')).toBe('token-of-asha');
  });

  it('shows a wrong current password (400) as a toast', async () => {
    useApi({
      'PUT /user/me/password': () =>
        jsonResponse({ success: false, message: 'Your current password is not correct.' }, 400),
    });
    const { user } = renderAt();
    await profileCard();
    await user.type(field('Current password'), 'wrong-password');
    await user.type(field('New password'), 'brand-new-pass');
    await user.type(field('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('wrong-password');
  });

  it('offers a Google account to set a password, without the current one', async () => {
    me = makeUser({ authProvider: 'google' });
    useApi({
      'PUT /user/me/password': () =>
        jsonResponse({ success: true, message: 'Your password has been set.' }),
    });
    const { user } = renderAt();
    await profileCard();
    const card = passwordCard();
    expect(card).toHaveTextContent('Set a password to also log in with your email.');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(field('New password'), 'brand-new-pass');
    await user.type(field('Confirm new password'), 'brand-new-pass');
    await user.click(within(card).getByRole('button', { name: 'Set a password' }));
    expect(await screen.findByText('Your password has been set.')).toBeInTheDocument();
    expect(calls('PUT /user/me/password')).toEqual([
      { currentPassword: '', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    ]);
    // The account has a password now: changing it needs the current one.
    expect(field('Current password')).toHaveValue('');
    expect(within(card).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('asks a Google account for its current password when the server wants it', async () => {
    me = makeUser({ authProvider: 'google' });
    useApi({
      'PUT /user/me/password': () =>
        jsonResponse(
          {
            success: false,
            message: 'Please check the form.',
            errors: { currentPassword: ['Please enter your current password.'] },
          },
          422,
        ),
    });
    const { user } = renderAt();
    await profileCard();
    await user.type(field('New password'), 'brand-new-pass');
    await user.type(field('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set a password' }));
    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(
      'Please enter your current password.',
    );
    expect(field('Current password')).toHaveFocus();
  });
});

describe('/account: access', () => {
  it('sends a signed-out visitor to /auth', async () => {
    localStorage.clear();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router } = renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(alert).toHaveBeenCalledWith('Please Login First!!');
    expect(calls('GET /user/me')).toHaveLength(0);
  });

  it('is in the navigation bar once signed in', async () => {
    const { router, user } = renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('link', { name: 'Account' }));
    expect(await profileCard()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    await waitFor(() => {
      expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });
});

const emailCard = () => screen.getByRole('region', { name: 'Email' });
const sessionsCard = () => screen.getByRole('region', { name: 'Sessions' });
const dataCard = () => screen.getByRole('region', { name: 'Your data' });
const sent = 'We have sent a code to new@example.org. Enter it to confirm the change.';

describe('/account: the email', () => {
  it('checks the address with the shared rules, sends a code, confirms it, and the session follows', async () => {
    const confirming = later();
    useApi({
      'POST /user/me/email': () => jsonResponse({ success: true, message: sent }),
      'POST /user/me/email/verify': () => confirming.promise,
    });
    const { router, user } = renderAt();
    await profileCard();
    const card = emailCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'Email' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Current emailasha@example.org');
    expect(within(card).queryByLabelText('Code')).not.toBeInTheDocument();

    // A malformed address is stopped by the shared rules: nothing is sent.
    await user.type(field('New email'), 'not-an-email');
    await user.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(await within(card).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(field('New email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(field('New email')).toHaveFocus();
    expect(calls('POST /user/me/email')).toHaveLength(0);

    await user.clear(field('New email'));
    await user.type(field('New email'), ' new@example.org ');
    await user.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(sent);
    expect(calls('POST /user/me/email')).toEqual([{ email: 'new@example.org' }]);
    const code = within(card).getByLabelText('Code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveFocus();
    expect(field('New email')).toHaveAttribute('readonly');

    // Digits only, and the shared rules check the code before it is sent.
    await user.type(code, '1a2 3');
    expect(code).toHaveValue('123');
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Enter the 6-digit OTP.')).toBeInTheDocument();
    expect(calls('POST /user/me/email/verify')).toHaveLength(0);

    await user.type(code, '4567');
    expect(code).toHaveValue('123456');
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    expect(calls('POST /user/me/email/verify')).toEqual([{ code: '123456' }]);
    confirming.answer(
      jsonResponse({
        success: true,
        user: { ...me, email: 'new@example.org', isEmailVerified: true },
      }),
    );
    expect(await screen.findByText('Email changed.')).toBeInTheDocument();
    expect(emailCard()).toHaveTextContent('Current emailnew@example.org');
    expect((await profileCard()).textContent).toContain('new@example.org');
    expect(within(emailCard()).queryByLabelText('Code')).not.toBeInTheDocument();
    expect(field('New email')).toHaveValue('');

    // The signed-in user is the changed one everywhere (GET /user/me still answers the old address).
    await router.navigate('/auth');
    const welcome = await screen.findByRole('region', { name: 'Welcome, Asha Kumari' });
    expect(welcome).toHaveTextContent('new@example.org');
  });

  it('shows a taken address (409) at the address and a wrong code (400) at the code', async () => {
    let requests = 0;
    useApi({
      'POST /user/me/email': () => {
        requests += 1;
        return requests === 1
          ? jsonResponse(
              { success: false, message: 'An account with this email already exists.' },
              409,
            )
          : jsonResponse({ success: true, message: sent });
      },
      'POST /user/me/email/verify': () =>
        jsonResponse(
          {
            success: false,
            message: 'This code is not valid. Please check it or request a new one.',
          },
          400,
        ),
    });
    const { user } = renderAt();
    await profileCard();
    const card = emailCard();
    await user.type(field('New email'), 'taken@example.org');
    await user.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(
      await within(card).findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(field('New email')).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );
    expect(field('New email')).toHaveFocus();

    await user.clear(field('New email'));
    await user.type(field('New email'), 'new@example.org');
    await user.click(within(card).getByRole('button', { name: 'Send code' }));
    const code = await within(card).findByLabelText('Code');
    await user.type(code, '654321');
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText(/This code is not valid/)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(
      'This code is not valid. Please check it or request a new one.',
    );
    expect(code).toHaveFocus();
    expect(emailCard()).toHaveTextContent('Current emailasha@example.org');
  });

  it('says how long to wait after a 429, and Cancel goes back to the address', async () => {
    let requests = 0;
    useApi({
      'POST /user/me/email': () => {
        requests += 1;
        return requests === 1
          ? jsonResponse({ success: true, message: sent })
          : jsonResponse(
              {
                success: false,
                message: 'A code was sent a moment ago. Please check your inbox.',
                timeLeft: 42,
              },
              429,
            );
      },
    });
    const { user } = renderAt();
    await profileCard();
    const card = emailCard();
    await user.type(field('New email'), 'new@example.org');
    await user.click(within(card).getByRole('button', { name: 'Send code' }));
    await within(card).findByLabelText('Code');

    // Resend within the window: the code already sent is still good, so the code box stays.
    await user.click(within(card).getByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText(
        'A code was sent a moment ago. Please check your inbox. You can ask for another code in 42 seconds.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText('Code')).toBeInTheDocument();

    // Cancel: back to the address, kept and editable.
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText('Code')).not.toBeInTheDocument();
    expect(field('New email')).toHaveValue('new@example.org');
    expect(field('New email')).not.toHaveAttribute('readonly');
    expect(field('New email')).toHaveFocus();

    // Another address within the window: refused in the card.
    await user.clear(field('New email'));
    await user.type(field('New email'), 'other@example.org');
    await user.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'A code was sent a moment ago. Please check your inbox. You can ask for another code in 42 seconds.',
    );
    expect(within(card).queryByLabelText('Code')).not.toBeInTheDocument();
    expect(calls('POST /user/me/email')).toEqual([
      { email: 'new@example.org' },
      { email: 'new@example.org' },
      { email: 'other@example.org' },
    ]);
  });

  it("shows the server's field errors (422) at their fields", async () => {
    useApi({
      'POST /user/me/email': () =>
        jsonResponse(
          {
            success: false,
            message: 'Please check the form.',
            errors: { email: ['This address cannot receive mail.'] },
          },
          422,
        ),
    });
    const { user } = renderAt();
    await profileCard();
    await user.type(field('New email'), 'new@example.org');
    await user.click(within(emailCard()).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(field('New email')).toHaveAccessibleDescription('This address cannot receive mail.');
  });
});

describe('/account: the sessions', () => {
  it('lists the sessions, this device first and marked', async () => {
    sessions = [thisSession, otherSession];
    renderAt();
    await profileCard();
    const card = sessionsCard();
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const current = within(card).getByRole('listitem', { name: 'Chrome on Android' });
    expect(items[0]).toBe(current);
    expect(current).toHaveTextContent('This device');
    expect(current).toHaveTextContent('IP 203.0.113.7');
    expect(current).toHaveTextContent('Signed in 10 Jan 2025');
    expect(current).toHaveTextContent(`Last active ${formatDateTime(thisSession.lastUsedAt)}`);
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    const other = within(card).getByRole('listitem', { name: 'Firefox on Linux' });
    expect(other).not.toHaveTextContent('This device');
    expect(other).toHaveTextContent('IP 2001:db8:1:2::/64');
    expect(other).toHaveTextContent('Signed in 12 Jan 2025');
    expect(within(other).getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription(
      'Firefox on Linux',
    );
    expect(
      within(card).getByRole('button', { name: 'Sign out everywhere else' }),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent('No other sessions.');
  });

  it('says so when there are no other sessions', async () => {
    renderAt();
    await profileCard();
    expect(await within(sessionsCard()).findByText('No other sessions.')).toBeInTheDocument();
    expect(
      within(sessionsCard()).queryByRole('button', { name: 'Sign out everywhere else' }),
    ).not.toBeInTheDocument();
  });

  it('says it is loading, and offers Try again after a failure', async () => {
    const loading = later();
    let asked = 0;
    useApi({
      'GET /user/me/sessions': () => {
        asked += 1;
        if (asked === 1) return loading.promise;
        return jsonResponse({ success: true, sessions: [thisSession] });
      },
    });
    const { user } = renderAt();
    await profileCard();
    const card = sessionsCard();
    expect(within(card).getByRole('status')).toHaveTextContent('Loading your sessions...');
    loading.answer(jsonResponse({ success: false, message: 'Database unavailable' }, 503));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your sessions: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(card).findByRole('listitem', { name: 'Chrome on Android' }),
    ).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('signs one session out by its id, then asks for the list again', async () => {
    sessions = [thisSession, otherSession];
    useApi({
      'DELETE /user/me/sessions/session-2': () => {
        sessions = [thisSession];
        return jsonResponse({ success: true, message: 'Signed out.', ended: 1 });
      },
    });
    const { user } = renderAt();
    await profileCard();
    const card = sessionsCard();
    const other = await within(card).findByRole('listitem', { name: 'Firefox on Linux' });
    await user.click(within(other).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Signed out.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/user/me/sessions/session-2')).toHaveLength(1);
    expect(within(card).queryByRole('listitem', { name: 'Firefox on Linux' })).toBeNull();
    expect(within(card).getByText('No other sessions.')).toBeInTheDocument();
    expect(calls('GET /user/me/sessions')).toHaveLength(2);
    expect(localStorage.getItem('token')).toBe('token-of-asha');
  });

  it('signs out everywhere else, then asks for the list again', async () => {
    sessions = [thisSession, otherSession, { ...otherSession, id: 'session-3' }];
    const ending = later();
    useApi({
      'POST /user/me/sessions/revoke-others': () => {
        sessions = [thisSession];
        return ending.promise;
      },
    });
    const { user } = renderAt();
    await profileCard();
    const card = sessionsCard();
    await user.click(await within(card).findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(card).findByRole('button', { name: 'Signing out...' })).toBeDisabled();
    ending.answer(
      jsonResponse({ success: true, message: 'Signed out everywhere else.', ended: 2 }),
    );
    expect(await screen.findByText('Signed out everywhere else.')).toBeInTheDocument();
    expect(calls('POST /user/me/sessions/revoke-others')).toEqual([undefined]);
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).getByText('No other sessions.')).toBeInTheDocument();
    expect(calls('GET /user/me/sessions')).toHaveLength(2);
  });
});

describe('/account: the registrations', () => {
  it('shows the registrations card after the profile, asked for with the bearer token', async () => {
    renderAt();
    await profileCard();
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    const card = screen.getByRole('region', { name: 'Your registrations' });
    expect(regions.indexOf(card.getAttribute('aria-labelledby'))).toBe(
      regions.indexOf('account-profile-title') + 1,
    );
    expect(await within(card).findByText('No registrations yet')).toBeInTheDocument();
    const [call] = api.callsTo('GET', '/events/my-registrations');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-of-asha');
    // On no waiting list: no card for them.
    await waitFor(() => {
      expect(api.callsTo('GET', '/user/waitlist')).toHaveLength(1);
    });
    expect(screen.queryByRole('region', { name: 'Waiting lists' })).not.toBeInTheDocument();
  });

  it('shows the waiting lists card after the registrations when the user is on one', async () => {
    useApi({
      'GET /user/waitlist': () => jsonResponse({ success: true, entries: [waitlistEntry(1)] }),
    });
    renderAt();
    const card = await screen.findByRole('region', { name: 'Waiting lists' });
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf(card.getAttribute('aria-labelledby'))).toBe(
      regions.indexOf('account-registrations-title') + 1,
    );
    expect(await within(card).findByText('Number 3 in line')).toBeInTheDocument();
  });
});

describe('/account: your matches', () => {
  it("shows the user's own lane in a heat, as the server names it", async () => {
    useApi({
      'GET /user/matches': () =>
        jsonResponse({
          success: true,
          matches: [
            {
              kind: 'heat',
              setId: 'race-women-100',
              event: 'athletics',
              eventTitle: 'Athletics',
              category: 'Women',
              matchId: 'Heat 2',
              round: '100m',
              day: '2026-11-27',
              start: '10:20',
              end: '10:30',
              venue: { id: 'v3', name: 'Main Track' },
              home: '100m Heat 2',
              away: '',
              status: 'ready',
              athletes: ['Lane 5: Neha Rao (BIT Mesra)', 'Lane 6: Asha Kumari (IIT Patna)'],
              yourLanes: [6],
            },
          ],
          calendars: [],
        }),
    });
    renderAt();
    const card = await screen.findByRole('region', { name: 'Your matches' });
    const heat = await within(card).findByRole('listitem', { name: '100m Heat 2' });
    expect(heat).toHaveTextContent('Your lane: 6');
    expect(within(heat).getByRole('link', { name: 'Race details: 100m Heat 2' })).toHaveAttribute(
      'href',
      '/races/race-women-100',
    );
  });
});

describe('/account: your data', () => {
  it('downloads the export with the bearer token, named by the server', async () => {
    useApi({
      'GET /user/me/export': () =>
        new Response('{"success":true}', {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="infinito-2026-account-asha.json"',
          },
        }),
    });
    const { user } = renderAt();
    await profileCard();
    await user.click(within(dataCard()).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    const [call] = api.callsTo('GET', '/user/me/export');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-of-asha');
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('infinito-2026-account-asha.json');
    expect(await blob?.text()).toBe('{"success":true}');
  });

  it('names the download itself when the server does not, and toasts a failure', async () => {
    let asked = 0;
    useApi({
      'GET /user/me/export': () => {
        asked += 1;
        return asked === 1
          ? new Response('{}', { headers: { 'Content-Type': 'application/json' } })
          : jsonResponse({ success: false, message: 'Export unavailable' }, 503);
      },
    });
    const { user } = renderAt();
    await profileCard();
    const button = within(dataCard()).getByRole('button', { name: 'Download my data' });
    await user.click(button);
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('infinito-account.json');
    await user.click(button);
    expect(await screen.findByText('Export unavailable')).toBeInTheDocument();
    expect(saveFile).toHaveBeenCalledTimes(1);
  });

  async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
    await profileCard();
    await user.click(within(dataCard()).getByRole('button', { name: 'Delete my account' }));
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  }

  it('asks in a dialog first, which Escape and Cancel close', async () => {
    const { user } = renderAt();
    const dialog = await openDeleteDialog(user);
    expect(dialog).toHaveTextContent(
      "Your account and personal data are deleted. Registrations the organisers must keep stay, with every person's details removed.",
    );
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();

    // Focus stays inside.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(dataCard()).getByRole('button', { name: 'Delete my account' })).toHaveFocus();

    const again = await openDeleteDialog(user);
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('DELETE /user/me')).toHaveLength(0);
  });

  it('shows a refusal (409) in the dialog and changes nothing', async () => {
    const refusal =
      'Your account has a paid registration for Infinito 2026. You can delete it once the fest is over, after 2 February 2026. To withdraw earlier, write to infinito@iitp.ac.in.';
    useApi({ 'DELETE /user/me': () => jsonResponse({ success: false, message: refusal }, 409) });
    const { router, user } = renderAt();
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(calls('DELETE /user/me')).toEqual([{ password: 'my-password' }]);
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-of-asha');
    expect(router.state.location.pathname).toBe('/account');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Account',
      }),
    ).toBeInTheDocument();
  });

  it('shows a wrong password (400) under the password', async () => {
    useApi({
      'DELETE /user/me': () =>
        jsonResponse({ success: false, message: 'Your password is not correct.' }, 400),
    });
    const { user } = renderAt();
    const dialog = await openDeleteDialog(user);
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong-password');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Your password is not correct.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(
      'Enter your password to confirm. Your password is not correct.',
    );
    expect(password).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-of-asha');
  });

  it('deletes the account: the session ends as a logout ends it, and the visitor goes home', async () => {
    const deleting = later();
    useApi({ 'DELETE /user/me': () => deleting.promise });
    const { router, user } = renderAt();
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    // Escape does nothing while the request runs.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    deleting.answer(
      jsonResponse({
        success: true,
        message: 'Your account and its personal data have been deleted.',
      }),
    );
    expect(
      await screen.findByText('Your account and its personal data have been deleted.'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    // Home, not /auth: the guard of the account page did not see the session end.
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('DELETE /user/me')).toEqual([{ password: 'my-password' }]);
  });

  it('confirms a Google account with a fresh Google sign-in, or its password', async () => {
    me = makeUser({ authProvider: 'google' });
    const initialize = vi.fn();
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton } } };
    let asked = 0;
    useApi({
      'GET /config': () => jsonResponse({ googleClientId: 'client-123' }),
      'DELETE /user/me': () => {
        asked += 1;
        return asked === 1
          ? jsonResponse(
              {
                success: false,
                message: 'That Google account is not the one linked to this account.',
              },
              400,
            )
          : jsonResponse(
              {
                success: false,
                message: 'Please check the form.',
                errors: { password: ['Please enter your password to delete your account.'] },
              },
              422,
            );
      },
    });
    try {
      const { user } = renderAt();
      const dialog = await openDeleteDialog(user);
      expect(dialog).toHaveTextContent('the server needs a fresh Google sign-in');
      expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
      await waitFor(() => {
        expect(renderButton).toHaveBeenCalledTimes(1);
      });
      expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-123' }));
      const { callback } = initialize.mock.calls[0]?.[0] as {
        callback: (response: { credential?: string }) => void;
      };

      callback({ credential: 'google-jwt' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'That Google account is not the one linked to this account.',
      );
      expect(calls('DELETE /user/me')).toEqual([{ credential: 'google-jwt' }]);

      // The server wants the password after all (the account has one): its box appears.
      callback({ credential: 'google-jwt-2' });
      expect(await within(dialog).findByLabelText('Password')).toHaveAccessibleDescription(
        'Enter your password to confirm. Please enter your password to delete your account.',
      );
      expect(
        within(dialog).getByRole('button', { name: 'Confirm with Google instead' }),
      ).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('token-of-asha');
    } finally {
      delete window.google;
    }
  });
});

describe('/account in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows its cards, labels, buttons and empty states in Hindi, and English again', async () => {
    useApi({ 'PUT /account/language': () => new Response(null, { status: 204 }) });
    await activateLanguage('hi');
    const { user } = renderAt();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'आपका अकाउंट' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'प्रोफ़ाइल' });
    expect(within(card).getByLabelText('पूरा नाम')).toHaveValue(me.fullname);
    expect(within(card).getByLabelText('फ़ोन नंबर')).toBeInTheDocument();
    // The years read in Hindi; their values are the shared rules' own.
    expect(within(card).getByRole('option', { name: 'दूसरा साल' })).toHaveValue('Second Year');
    expect(within(card).getByRole('button', { name: 'प्रोफ़ाइल सेव करें' })).toBeInTheDocument();
    expect(document.title).toMatch(/^अकाउंट \|/);

    const registrations = screen.getByRole('region', { name: 'आपके रजिस्ट्रेशन' });
    expect(await within(registrations).findByText('अभी कोई रजिस्ट्रेशन नहीं')).toBeInTheDocument();
    const password = screen.getByRole('region', { name: 'पासवर्ड' });
    expect(within(password).getByLabelText('मौजूदा पासवर्ड')).toBeInTheDocument();
    expect(within(password).getByRole('button', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    const sessions = screen.getByRole('region', { name: 'सेशन' });
    expect(await within(sessions).findByText('यह डिवाइस')).toBeInTheDocument();
    expect(within(sessions).getByText('कोई और सेशन नहीं।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा / Language' }), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeInTheDocument();
    expect(screen.getByText('No registrations yet')).toBeInTheDocument();
    expect(screen.getByText('No other sessions.')).toBeInTheDocument();
  });

  it("says in Hindi that the account could not be loaded, with the server's reason as it comes", async () => {
    let asked = 0;
    useApi({
      'GET /user/me': () => {
        asked += 1;
        return asked === 2
          ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
          : jsonResponse({ success: true, user: me });
      },
    });
    await activateLanguage('hi');
    const { user } = renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('आपका अकाउंट लोड नहीं हो सका: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('region', { name: 'प्रोफ़ाइल' })).toBeInTheDocument();
  });
});
