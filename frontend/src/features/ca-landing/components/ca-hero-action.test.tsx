import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

import { meQueryKey } from '@/lib/queries/me';
import { SessionProvider } from '@/lib/session-provider';
import { anonymousSession, SessionContext, type Session } from '@/lib/session';
import { makeUser, signedIn } from '@/test/fixtures';
import { notify } from '@/lib/toast';
import { createTestQueryClient, render } from '@/test/render';
import { fakeApi } from '@/test/server';

import { CaHeroAction } from './ca-hero-action';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(notify.info).mockClear();
});

function renderHero(session: Session) {
  // The hero asks the server again for a signed-in visitor; here the server agrees with the session.
  const api = fakeApi();
  if (session.status === 'authenticated') {
    api.on('GET', '/user/me', () => ({ success: true, user: session.user }));
  }
  const router = createMemoryRouter(
    [
      { path: '/ca', element: <CaHeroAction /> },
      { path: '/auth', element: <p>auth page</p> },
      { path: '/ca-register', element: <p>ca form</p> },
      { path: '/ca-dashboard', element: <p>ca dashboard</p> },
    ],
    { initialEntries: ['/ca'] },
  );
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { router, user: userEvent.setup() };
}

const pending = (): Session => ({
  status: 'authenticated',
  user: makeUser({ caApplication: { _id: 'a1', status: 'pending' } }),
});

describe('the CA landing hero action (SPEC 4)', () => {
  it('shows Apply while the session is unresolved', () => {
    renderHero({ status: 'loading' });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in first, then goes to /auth when the toast closes', async () => {
    const { router, user } = renderHero(anonymousSession);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(notify.info).toHaveBeenCalledTimes(1);
    const [message, options] = vi.mocked(notify.info).mock.calls[0] ?? [];
    expect(message).toBe('Please login first to apply as a Campus Ambassador.');
    expect(router.state.location.pathname).toBe('/ca');

    expect(options?.onClose).toBeInstanceOf(Function);
    act(() => {
      options?.onClose?.(undefined);
    });
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    // Signed in there, the auth page brings them back to the CA form.
    expect(router.state.location.state).toEqual({ from: '/ca-register' });
  });

  it('sends a signed-in user to the CA form', async () => {
    const { router, user } = renderHero(signedIn('user'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.pathname).toBe('/ca-register');
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('offers an ambassador the CA Dashboard', () => {
    renderHero(signedIn('ca'));
    expect(screen.getByRole('link', { name: 'CA Dashboard' })).toHaveAttribute(
      'href',
      '/ca-dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('thanks a user whose application is pending', () => {
    renderHero(pending());
    expect(screen.getByText('We have received your application. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['accepted', 'rejected'] as const)('shows Apply after a %s application', (status) => {
    renderHero({
      status: 'authenticated',
      user: makeUser({ caApplication: { _id: 'a1', status } }),
    });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('asks the server again when shown: an applicant accepted meanwhile sees CA Dashboard without a reload', async () => {
    localStorage.setItem('token', 'a-token');
    const api = fakeApi();
    const accepted = makeUser({ role: 'ca', caApplication: { _id: 'a1', status: 'accepted' } });
    api.on('GET', '/user/me', () => ({ success: true, user: accepted }));
    const router = createMemoryRouter([{ path: '/ca', element: <CaHeroAction /> }], {
      initialEntries: ['/ca'],
    });
    const queryClient = createTestQueryClient();
    // What the tab knew from earlier in the visit: the application was pending.
    queryClient.setQueryData(meQueryKey, {
      success: true,
      user: makeUser({ caApplication: { _id: 'a1', status: 'pending' } }),
    });
    render(
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>,
      { queryClient },
    );
    expect(await screen.findByRole('link', { name: 'CA Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/user/me')).toHaveLength(1);
    localStorage.removeItem('token');
  });

  it('asks nothing for a signed-out visitor', () => {
    const api = fakeApi();
    renderHero(anonymousSession);
    expect(api.calls).toHaveLength(0);
  });
});

describe('the CA landing hero action in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('offers Apply and tells a signed-out visitor to log in first, in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderHero(anonymousSession);
    await user.click(screen.getByRole('button', { name: 'आवेदन करें' }));
    expect(vi.mocked(notify.info).mock.calls[0]?.[0]).toBe(
      'कैंपस एम्बेसडर के लिए आवेदन करने से पहले कृपया लॉग इन करें।',
    );
  });

  it('says the application was received in Hindi', async () => {
    await activateLanguage('hi');
    renderHero(pending());
    expect(screen.getByText('हमें आपका आवेदन मिल गया है। धन्यवाद!')).toBeInTheDocument();
  });
});
