import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import { GSI_SCRIPT_URL } from '@/lib/google-identity';
import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { expectNoticeAbove } from '@/test/privacy-notice';
import { fakeApi, type FakeApi } from '@/test/server';

import { fireConfetti } from '../lib/confetti';

vi.mock('../lib/confetti', () => ({ fireConfetti: vi.fn(() => Promise.resolve()) }));

type Handler = (body: unknown) => Response | Promise<Response>;

let api: FakeApi;
let handlers: Record<string, Handler>;

/** Answers `${method} ${path}` from `handlers`; /config answers "no Google" unless overridden. */
function useApi(overrides: Record<string, Handler>) {
  handlers = { 'GET /config': () => jsonResponse({ googleClientId: null }), ...overrides };
}

/** The JSON bodies sent with `${method} ${path}` so far. */
function calls(key: string) {
  return api.calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
}

/** A promise whose answer the test gives later (to see the "...ing" button texts). */
function later() {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

beforeEach(() => {
  localStorage.clear();
  api = fakeApi(({ method, path, body }) => {
    const key = `${method} ${path}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: `no handler for ${key}` }, 404);
    return handler(body);
  });
  useApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(fireConfetti).mockClear();
  delete window.google;
  document.querySelectorAll(`script[src="${GSI_SCRIPT_URL}"]`).forEach((s) => {
    s.remove();
  });
});

async function renderAuth(entry: InitialEntry = '/auth') {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [entry] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const card = await screen.findByRole('region', {
    name: /^(Login|Register|Welcome, .*|लॉग इन|स्वागत है, .*)$/,
  });
  return { card, router, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name);

const authResponse = (username = 'asha', message?: string) => ({
  success: true,
  ...(message ? { message } : {}),
  accessToken: `token-of-${username}`,
  user: makeUser({ username, fullname: 'Asha Kumari', email: `${username}@example.org` }),
});

async function toRegister(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New here? Join' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
}

async function fillSignup(user: ReturnType<typeof userEvent.setup>, confirm = 'secret-pass') {
  await user.type(field('Username'), 'asha');
  await user.type(field('Email'), 'asha@example.org');
  await user.type(field('Password'), 'secret-pass');
  await user.type(field('Confirm password'), confirm);
}

describe('the auth card', () => {
  it('starts on Login and toggles to Register and back, clearing the form', async () => {
    const { user } = await renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await user.type(field('Email'), 'asha@example.org');
    await user.type(field('Password'), 'secret');

    await toRegister(user);
    expect(field('Username')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Password')).toHaveValue('');
    expect(field('Confirm password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    await user.type(field('Username'), 'someone');

    await user.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
    expect(field('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('checks the login form with the shared rules before calling the server', async () => {
    const { user } = await renderAuth();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST /auth/login')).toHaveLength(0);
  });

  it('logs in: Logging in..., then the welcome card, a toast and confetti', async () => {
    const pending = later();
    useApi({ 'POST /auth/login': () => pending.promise });
    const { user } = await renderAuth();
    await user.type(field('Email'), ' asha@example.org ');
    await user.type(field('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(calls('POST /auth/login')).toEqual([
      { email: 'asha@example.org', password: 'secret-pass' },
    ]);
    pending.answer(jsonResponse(authResponse('asha')));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Kumari' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-of-asha');
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    // The navigation bar follows the session.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shows the server's message when login fails, else 'Login failed'", async () => {
    useApi({
      'POST /auth/login': () =>
        jsonResponse({ success: false, message: 'Invalid credentials' }, 401),
    });
    const { user } = await renderAuth();
    await user.type(field('Email'), 'asha@example.org');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();

    handlers['POST /auth/login'] = () => jsonResponse({}, 500);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(fireConfetti).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('shows server field errors next to their fields', async () => {
    useApi({
      'POST /auth/login': () =>
        jsonResponse(
          { success: false, message: 'Check the form', errors: { email: ['Unknown domain.'] } },
          422,
        ),
    });
    const { user } = await renderAuth();
    await user.type(field('Email'), 'asha@example.org');
    await user.type(field('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Unknown domain.')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Unknown domain.');
  });
});

describe('the keyboard', () => {
  it("moves the focus to Username after 'New here? Join', and to Email on the way back", async () => {
    const { user } = await renderAuth();
    expect(field('Email')).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'New here? Join' }));
    expect(field('Username')).toHaveFocus();
    await user.keyboard('asha');
    expect(field('Username')).toHaveValue('asha');

    await user.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(field('Email')).toHaveFocus();
  });

  it('does so from the keyboard too', async () => {
    const { user } = await renderAuth();
    screen.getByRole('button', { name: 'New here? Join' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(field('Username')).toHaveFocus();
  });

  it('moves the focus to the OTP box once Send OTP has sent the code', async () => {
    useApi({
      'POST /auth/signup/send-otp': () =>
        jsonResponse({ success: true, message: 'OTP sent to your email', timeLeft: 60 }),
    });
    const { user } = await renderAuth();
    await toRegister(user);
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText('OTP');
    await waitFor(() => {
      expect(otp).toHaveFocus();
    });
    expect(otp).not.toHaveAttribute('autofocus');
    await user.keyboard('123456');
    expect(otp).toHaveValue('123456');
  });

  it('moves the focus to the OTP box when a code was already sent', async () => {
    useApi({
      'POST /auth/signup/send-otp': () =>
        jsonResponse({ success: false, message: 'Please wait', timeLeft: 42 }, 429),
    });
    const { user } = await renderAuth();
    await toRegister(user);
    await fillSignup(user);
    await user.keyboard('{Enter}');
    const otp = await screen.findByLabelText('OTP');
    await waitFor(() => {
      expect(otp).toHaveFocus();
    });
  });

  it('leaves the focus on the form when sending fails', async () => {
    useApi({ 'POST /auth/signup/send-otp': () => jsonResponse({}, 500) });
    const { user } = await renderAuth();
    await toRegister(user);
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });
});

describe('the way back to a guarded page', () => {
  /** Signed out, opens `path`: the guard alerts and shows the login card. */
  async function turnedAwayFrom(path: string) {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const rendered = await renderAuth(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/auth');
    expect(alert).toHaveBeenCalledWith('Please Login First!!');
    alert.mockRestore();
    return rendered;
  }

  async function logIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field('Email'), 'asha@example.org');
    await user.type(field('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('logs in and lands back on the registration wizard the visitor opened', async () => {
    useApi({ 'POST /auth/login': () => jsonResponse(authResponse('asha')) });
    const { router, user } = await turnedAwayFrom('/events/football?ref=CA7');
    await logIn(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/events/football');
    });
    expect(router.state.location.search).toBe('?ref=CA7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Football Registration' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Welcome, / })).not.toBeInTheDocument();
    // /auth was replaced on the way: Back does not show the login card again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('signs up and lands back on the page the visitor opened', async () => {
    useApi({
      'POST /auth/signup/send-otp': () => jsonResponse({ success: true, timeLeft: 60 }),
      'POST /auth/signup/verify-otp': () => jsonResponse(authResponse('asha')),
    });
    const { router, user } = await turnedAwayFrom('/events/football');
    await toRegister(user);
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/events/football');
    });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
  });

  it('signs in with Google and lands back on the page the visitor opened', async () => {
    const initialize = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton: vi.fn() } } };
    useApi({
      'GET /config': () => jsonResponse({ googleClientId: 'client-123' }),
      'POST /auth/google-login': () => jsonResponse(authResponse('asha')),
    });
    const { router } = await turnedAwayFrom('/events/football');
    await waitFor(() => {
      expect(initialize).toHaveBeenCalled();
    });
    const { callback } = initialize.mock.calls[0]?.[0] as {
      callback: (response: { credential?: string }) => void;
    };
    callback({ credential: 'google-jwt' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/events/football');
    });
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com/events/football', '/auth'])(
    'never follows a way back to %j: the welcome card instead',
    async (from) => {
      useApi({ 'POST /auth/login': () => jsonResponse(authResponse('asha')) });
      const { router, user } = await renderAuth({ pathname: '/auth', state: { from } });
      await logIn(user);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Kumari' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it('sends a visitor who is already signed in on at once', async () => {
    localStorage.setItem('token', 'tok');
    useApi({ 'GET /user/me': () => jsonResponse({ success: true, user: makeUser() }) });
    const router = createMemoryRouter(routes, {
      ...routerOptions,
      initialEntries: [{ pathname: '/auth', state: { from: '/events/football' } }],
    });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/events/football');
    });
  });
});

describe('the register form', () => {
  it('shows the sign-up privacy notice just above Send OTP', async () => {
    const { user } = await renderAuth();
    await toRegister(user);
    await expectNoticeAbove('sign_up', screen.getByRole('button', { name: 'Send OTP' }));
  });

  it("says 'Passwords do not match' in red and disables Send OTP while they differ", async () => {
    const { user } = await renderAuth();
    await toRegister(user);
    await fillSignup(user, 'secret-pas');

    const warning = screen.getByText('Passwords do not match');
    expect(warning.closest('.ui-field__errors')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();

    await user.type(field('Confirm password'), 's');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it('sends the code, then verifies it and logs the new user in', async () => {
    const sending = later();
    const verifying = later();
    useApi({
      'POST /auth/signup/send-otp': () => sending.promise,
      'POST /auth/signup/verify-otp': () => verifying.promise,
    });
    const { user } = await renderAuth();
    await toRegister(user);
    expect(screen.queryByPlaceholderText('Enter 6-digit OTP')).not.toBeInTheDocument();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    expect(calls('POST /auth/signup/send-otp')).toEqual([
      {
        username: 'asha',
        email: 'asha@example.org',
        password: 'secret-pass',
        confirmPassword: 'secret-pass',
      },
    ]);
    sending.answer(
      jsonResponse({ success: true, message: 'OTP sent to your email', timeLeft: 60 }),
    );

    const otp = await screen.findByPlaceholderText('Enter 6-digit OTP');
    expect(otp).toHaveAttribute('maxLength', '6');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();

    // The shared rules check the code first.
    await user.type(otp, '123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Enter the 6-digit OTP.')).toBeInTheDocument();
    expect(calls('POST /auth/signup/verify-otp')).toHaveLength(0);

    await user.type(otp, '4567');
    expect(otp).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(calls('POST /auth/signup/verify-otp')).toEqual([
      { email: 'asha@example.org', otp: '123456' },
    ]);
    verifying.answer(jsonResponse(authResponse('asha')));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Kumari' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-of-asha');
    expect(fireConfetti).not.toHaveBeenCalled();
  });

  it('moves to the OTP step when a code was already sent (429 with timeLeft)', async () => {
    useApi({
      'POST /auth/signup/send-otp': () =>
        jsonResponse(
          { success: false, message: 'Please wait before requesting another code', timeLeft: 42 },
          429,
        ),
    });
    const { user } = await renderAuth();
    await toRegister(user);
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByPlaceholderText('Enter 6-digit OTP')).toBeInTheDocument();
    expect(
      await screen.findByText('OTP already sent. Please check your inbox.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
  });

  it("stays on step 1 with the server's message when sending fails", async () => {
    useApi({
      'POST /auth/signup/send-otp': () =>
        jsonResponse(
          {
            success: false,
            message: 'Username is already taken',
            errors: { username: ['Username is already taken'] },
          },
          409,
        ),
    });
    const { user } = await renderAuth();
    await toRegister(user);
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    await waitFor(() => {
      expect(screen.getAllByText('Username is already taken')).toHaveLength(2); // toast + field
    });
    expect(field('Username')).toHaveAccessibleDescription('Username is already taken');
    expect(screen.queryByPlaceholderText('Enter 6-digit OTP')).not.toBeInTheDocument();

    handlers['POST /auth/signup/send-otp'] = () => jsonResponse({}, 500);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });

  it("says 'Invalid OTP' when the server rejects the code without a message", async () => {
    useApi({
      'POST /auth/signup/send-otp': () => jsonResponse({ success: true, timeLeft: 60 }),
      'POST /auth/signup/verify-otp': () => jsonResponse({ success: false }, 400),
    });
    const { user } = await renderAuth();
    await toRegister(user);
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument(); // the default
    await user.type(screen.getByPlaceholderText('Enter 6-digit OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
  });

  it('resends the code from the OTP step', async () => {
    useApi({
      'POST /auth/signup/send-otp': () => jsonResponse({ success: true, message: 'Sent again' }),
    });
    const { user } = await renderAuth();
    await toRegister(user);
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => {
      expect(calls('POST /auth/signup/send-otp')).toHaveLength(2);
    });
    expect(screen.getByPlaceholderText('Enter 6-digit OTP')).toBeInTheDocument();
  });
});

describe('Google sign-in', () => {
  it('is not offered (no divider, no script) without a configured client id', async () => {
    const { user } = await renderAuth();
    await waitFor(() => {
      expect(calls('GET /config')).toHaveLength(1);
    });
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
    await toRegister(user);
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
    expect(document.querySelector(`script[src="${GSI_SCRIPT_URL}"]`)).toBeNull();
  });

  it("loads Google's script only when a client id is configured, and only before the code is sent", async () => {
    useApi({
      'GET /config': () =>
        jsonResponse({ googleClientId: 'client-123.apps.googleusercontent.com' }),
      'POST /auth/signup/send-otp': () => jsonResponse({ success: true }),
    });
    const { user } = await renderAuth();
    expect(await screen.findByText('OR')).toBeInTheDocument();
    expect(document.querySelectorAll(`script[src="${GSI_SCRIPT_URL}"]`)).toHaveLength(1);

    await toRegister(user);
    expect(await screen.findByText('OR')).toBeInTheDocument();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByPlaceholderText('Enter 6-digit OTP');
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
    expect(document.querySelectorAll(`script[src="${GSI_SCRIPT_URL}"]`)).toHaveLength(1);
  });

  it('posts the credential to /auth/google-login and logs in with confetti', async () => {
    const initialize = vi.fn();
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton } } };
    useApi({
      'GET /config': () => jsonResponse({ googleClientId: 'client-123' }),
      'POST /auth/google-login': () => jsonResponse(authResponse('asha')),
    });
    await renderAuth();
    await waitFor(() => {
      expect(renderButton).toHaveBeenCalledTimes(1);
    });
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-123' }));

    const { callback } = initialize.mock.calls[0]?.[0] as {
      callback: (response: { credential?: string }) => void;
    };
    callback({ credential: 'google-jwt' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Kumari' }),
    ).toBeInTheDocument();
    expect(calls('POST /auth/google-login')).toEqual([{ credential: 'google-jwt' }]);
    expect(await screen.findByText('Google login successful')).toBeInTheDocument();
    expect(fireConfetti).toHaveBeenCalledTimes(1);
  });

  it("says 'Google login failed' when the server refuses, and 'Google OAuth Failed!' when Google does", async () => {
    const initialize = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton: vi.fn() } } };
    useApi({
      'GET /config': () => jsonResponse({ googleClientId: 'client-123' }),
      'POST /auth/google-login': () => jsonResponse({ success: false }, 401),
    });
    await renderAuth();
    await waitFor(() => {
      expect(initialize).toHaveBeenCalled();
    });
    const { callback } = initialize.mock.calls[0]?.[0] as {
      callback: (response: { credential?: string }) => void;
    };
    callback({ credential: 'bad' });
    expect(await screen.findByText('Google login failed')).toBeInTheDocument();

    callback({});
    expect(await screen.findByText('Google OAuth Failed!')).toHaveAttribute('role', 'alert');
  });
});

describe('the welcome card', () => {
  it('shows the signed-in user and logs out', async () => {
    localStorage.setItem('token', 'tok');
    const loggingOut = later();
    useApi({
      'GET /user/me': () => jsonResponse({ success: true, user: makeUser() }),
      'POST /auth/logout': () => loggingOut.promise,
    });
    const { card, user } = await renderAuth();
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome, Asha Kumari',
    );
    expect(card).toHaveTextContent('asha');
    expect(card).toHaveTextContent('asha@example.org');

    await user.click(within(card).getByRole('button', { name: 'Logout' }));
    expect(within(card).getByRole('button', { name: 'Logging out...' })).toBeDisabled();
    loggingOut.answer(jsonResponse({ success: true, message: 'Logged out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the forgotten password', () => {
  const RESET_MESSAGE = 'Your password has been reset. Please log in with the new one.';
  const SENT_MESSAGE =
    'If an account exists for this email, we have sent it a code to reset the password.';

  async function toForgot(user: ReturnType<typeof userEvent.setup>, email = 'asha@example.org') {
    if (email) await user.type(field('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
  }

  /** Step 1 done: the code was asked for and step 2 is shown. */
  async function toStepTwo(user: ReturnType<typeof userEvent.setup>) {
    await toForgot(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    return screen.findByLabelText('Code');
  }

  it('is reached by keyboard from the login form with the e-mail typed so far, and left again', async () => {
    const { user } = await renderAuth();
    await user.type(field('Email'), 'asha@example.org');
    await user.type(field('Password'), 'secret');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveValue('asha@example.org');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New here? Join' })).not.toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'other@example.org');

    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('other@example.org');
    expect(field('Password')).toHaveValue('');
  });

  it('checks the e-mail with the shared rules, then sends the code and shows the answer', async () => {
    const sending = later();
    useApi({ 'POST /auth/password/forgot': () => sending.promise });
    const { user } = await renderAuth();
    await toForgot(user, '');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST /auth/password/forgot')).toHaveLength(0);

    await user.type(field('Email'), ' asha@example.org ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Sending code...' })).toBeDisabled();
    expect(calls('POST /auth/password/forgot')).toEqual([{ email: 'asha@example.org' }]);
    sending.answer(jsonResponse({ success: true, message: SENT_MESSAGE }));

    const code = await screen.findByLabelText('Code');
    expect(screen.getByRole('status')).toHaveTextContent(SENT_MESSAGE);
    expect(code).toHaveAttribute('maxLength', '6');
    expect(code).toHaveAttribute('inputMode', 'numeric');
    expect(code).toHaveFocus();
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });

  it('shows a refusal to send (429) as a toast and stays on step 1', async () => {
    useApi({
      'POST /auth/password/forgot': () =>
        jsonResponse({ success: false, message: 'Too many requests. Try again later.' }, 429),
    });
    const { user } = await renderAuth();
    await toForgot(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many requests. Try again later.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('checks step 2 with the shared rules and shows a refused code (400) as a toast', async () => {
    useApi({
      'POST /auth/password/forgot': () => jsonResponse({ success: true, message: SENT_MESSAGE }),
      'POST /auth/password/reset': () =>
        jsonResponse({ success: false, message: 'This code is wrong or has expired.' }, 400),
    });
    const { user } = await renderAuth();
    const code = await toStepTwo(user);

    // Digits only, capped at the rules' digit count.
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter the 6-digit OTP.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST /auth/password/reset')).toHaveLength(0);

    await user.type(code, '45678');
    expect(code).toHaveValue('123456');
    await user.clear(field('New password'));
    await user.type(field('New password'), 'brand-new-pass');
    await user.clear(field('Confirm new password'));
    await user.type(field('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This code is wrong or has expired.')).toBeInTheDocument();
    expect(calls('POST /auth/password/reset')).toEqual([
      {
        email: 'asha@example.org',
        code: '123456',
        password: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(code).toHaveValue('123456');
  });

  it('shows the server field errors (422) at their fields', async () => {
    useApi({
      'POST /auth/password/forgot': () => jsonResponse({ success: true, message: SENT_MESSAGE }),
      'POST /auth/password/reset': () =>
        jsonResponse(
          {
            success: false,
            message: 'Please check the form.',
            errors: { password: ['Choose a less common password.'] },
          },
          422,
        ),
    });
    const { user } = await renderAuth();
    const code = await toStepTwo(user);
    await user.type(code, '123456');
    await user.type(field('New password'), 'password123');
    await user.type(field('Confirm new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Choose a less common password.')).toBeInTheDocument();
    expect(field('New password')).toHaveAccessibleDescription('Choose a less common password.');
    expect(await screen.findByText('Please check the form.')).toBeInTheDocument();
  });

  it('resets the password: Resetting..., a toast, and the login form with the e-mail', async () => {
    const resetting = later();
    useApi({
      'POST /auth/password/forgot': () => jsonResponse({ success: true, message: SENT_MESSAGE }),
      'POST /auth/password/reset': () => resetting.promise,
    });
    const { user } = await renderAuth();
    const code = await toStepTwo(user);
    await user.type(code, '654321');
    await user.type(field('New password'), 'brand-new-pass');
    await user.type(field('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    resetting.answer(jsonResponse({ success: true, message: RESET_MESSAGE }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('asha@example.org');
    expect(field('Password')).toHaveValue('');
    expect(await screen.findByText(RESET_MESSAGE)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the code again from step 2', async () => {
    useApi({
      'POST /auth/password/forgot': () => jsonResponse({ success: true, message: SENT_MESSAGE }),
    });
    const { user } = await renderAuth();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => {
      expect(calls('POST /auth/password/forgot')).toHaveLength(2);
    });
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('turns the card into Hindi with the switch in the header, and back', async () => {
    const { user } = await renderAuth();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language / भाषा' }), 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    expect(field('ई-मेल')).toBeInTheDocument();
    expect(field('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toHaveAttribute('type', 'submit');

    await user.click(screen.getByRole('button', { name: 'यहाँ नए हैं? जुड़ें' }));
    expect(screen.getByRole('heading', { level: 1, name: 'रजिस्टर करें' })).toBeInTheDocument();
    expect(field('यूज़रनेम')).toBeInTheDocument();
    expect(field('पासवर्ड की पुष्टि करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OTP भेजें' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा / Language' }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it("shows its own failure text in Hindi, and the server's as it comes", async () => {
    useApi({ 'POST /auth/login': () => jsonResponse({ success: false }, 401) });
    await activateLanguage('hi');
    const { user } = await renderAuth();
    await user.type(field('ई-मेल'), 'asha@example.org');
    await user.type(field('पासवर्ड'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('लॉग इन नहीं हो सका')).toBeInTheDocument();

    useApi({
      'POST /auth/login': () =>
        jsonResponse({ success: false, message: 'Invalid email or password' }, 401),
    });
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });
});
