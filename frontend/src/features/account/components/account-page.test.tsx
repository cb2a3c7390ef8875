import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import type { User } from '@/app/session';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

// The lazy pages, loaded up front so that the first test does not wait for their code.
import '@/features/auth/components/auth-page';
import './account-page';

type Handler = (body: unknown) => Response | Promise<Response>;

let api: FakeApi;
let handlers: Record<string, Handler>;
let me: User;

/** Answers `${method} ${path}` from `handlers`; GET /user/me answers `me` unless overridden. */
function useApi(overrides: Record<string, Handler>) {
  handlers = {
    'GET /user/me': () => jsonResponse({ success: true, user: me }),
    'GET /config': () => jsonResponse({ googleClientId: null }),
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
  api = fakeApi(({ method, path, body }) => {
    const key = `${method} ${path}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: `no handler for ${key}` }, 404);
    return handler(body);
  });
  useApi({});
});

function renderAt(path = '/account') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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

describe('/account: the profile', { timeout: 15_000 }, () => {
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
    await user.type(field('Phone Number'), '98765-43210 99');
    expect(field('Phone Number')).toHaveValue('9876543210');
    await user.click(field('I study at IIT Patna'));
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

describe('/account: the password', { timeout: 15_000 }, () => {
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
