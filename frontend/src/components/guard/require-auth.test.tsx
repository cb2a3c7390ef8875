import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Role } from '@/lib/api-types';
import { signedIn } from '@/test/fixtures';
import { render } from '@/test/render';

import { LOGIN_FIRST, NOT_AUTHORIZED, RequireAuth } from '@/components/guard/require-auth';
import { activateLanguage } from '@/lib/i18n/i18n';
import { SessionContext, type Session } from '@/lib/session';

function renderGuarded(session: Session, roles?: Role[], strict = false, entry = '/admin') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/auth', element: <p>login page</p> },
      {
        path: '/admin',
        element: <RequireAuth roles={roles} />,
        children: [{ index: true, element: <p>admin area</p> }],
      },
    ],
    { initialEntries: [entry] },
  );
  const tree = (
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return router;
}

describe('RequireAuth', () => {
  it('shows Loading... while the session loads', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderGuarded({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends a signed-out user to /auth with an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderGuarded({ status: 'anonymous' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Please Login First!!');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/auth');
    expect(LOGIN_FIRST).toBe('Please Login First!!');
  });

  it('hands /auth the address it turned the visitor away from, to come back to', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderGuarded({ status: 'anonymous' }, undefined, false, '/admin?tab=users#top');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ from: '/admin?tab=users#top' });
    // In place of the guarded page: Back does not return to it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor who has just logged out to /auth without the alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderGuarded({ status: 'anonymous', signedOut: true });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(alert).not.toHaveBeenCalled();
    // They chose to leave: no way back to the page once they log in again.
    expect(router.state.location.state).toBeNull();
  });

  it('sends a user without an allowed role to / with an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderGuarded(signedIn('user'), ['admin', 'moderator']);
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('You are not authorized to access this page!!');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(NOT_AUTHORIZED).toBe('You are not authorized to access this page!!');
  });

  it.each(['admin', 'moderator'] as const)('lets a %s through', async (role) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderGuarded(signedIn(role), ['admin', 'moderator']);
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts once under StrictMode too', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderGuarded({ status: 'anonymous' }, undefined, true);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('lets any signed-in user through when no roles are listed', async () => {
    renderGuarded(signedIn('user'));
    expect(await screen.findByText('admin area')).toBeInTheDocument();
  });
});

describe('RequireAuth in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says Loading... and its alerts in Hindi, and in English again after a switch back', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await activateLanguage('hi');
    renderGuarded({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है...');

    renderGuarded({ status: 'anonymous' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('कृपया पहले लॉग इन करें!!');
    expect(LOGIN_FIRST).toBe('कृपया पहले लॉग इन करें!!');

    renderGuarded(signedIn('user'), ['admin']);
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('आपको यह पेज देखने की अनुमति नहीं है!!');

    await activateLanguage('en');
    expect(LOGIN_FIRST).toBe('Please Login First!!');
    expect(NOT_AUTHORIZED).toBe('You are not authorized to access this page!!');
  });
});
