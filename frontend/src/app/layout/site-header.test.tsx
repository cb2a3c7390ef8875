import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, signedIn } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';
import { SessionActionsContext, SessionContext, type Session } from '@/lib/session';

import { routerOptions, routes } from '../routes';

let api: FakeApi;

/** POST /auth/logout answers with `answer()`; other calls (pages may load data) get a 404. */
function answerLogout(answer: () => Response) {
  api.on('POST', '/auth/logout', answer);
}

beforeEach(() => {
  api = fakeApi();
  answerLogout(() => jsonResponse({}, 404));
});

async function renderShell(session: Session, path = '/') {
  const actions = { signIn: vi.fn(), signOut: vi.fn() };
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(
    <SessionContext value={session}>
      <SessionActionsContext value={actions}>
        <RouterProvider router={router} />
      </SessionActionsContext>
    </SessionContext>,
  );
  // An address the route table matches only with its catch-all is drawn once the router has looked
  // for routes found on navigation (none here).
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return { nav, actions, router };
}

const labels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the navigation bar', () => {
  it('offers Login when signed out, and no Admin', async () => {
    const { nav } = await renderShell({ status: 'anonymous' });
    expect(labels(nav)).toEqual([
      'Home',
      'Events',
      'CA Portal',
      'Team',
      'Sponsors',
      'Merch',
      'Login',
    ]);
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('offers no Account link while the session loads', async () => {
    const { nav } = await renderShell({ status: 'loading' });
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it.each(['user', 'ca'] as const)(
    'offers Passes, Account and Logout but no Admin or Check-in to role %s',
    async (role) => {
      const { nav } = await renderShell(signedIn(role));
      expect(labels(nav)).toEqual([
        'Home',
        'Events',
        'CA Portal',
        'Team',
        'Sponsors',
        'Merch',
        'Passes',
        'Account',
        'Logout',
      ]);
      expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute(
        'href',
        '/account',
      );
      expect(within(nav).getByRole('link', { name: 'Passes' })).toHaveAttribute('href', '/passes');
    },
  );

  it('offers Check-in but no Admin to a volunteer', async () => {
    const { nav } = await renderShell(signedIn('volunteer'));
    expect(labels(nav)).toEqual([
      'Home',
      'Events',
      'CA Portal',
      'Team',
      'Sponsors',
      'Merch',
      'Check-in',
      'Passes',
      'Account',
      'Logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', '/checkin');
  });

  it('offers Scoring but no Admin or Check-in to a scorer', async () => {
    const { nav } = await renderShell(signedIn('scorer'));
    expect(labels(nav)).toEqual([
      'Home',
      'Events',
      'CA Portal',
      'Team',
      'Sponsors',
      'Merch',
      'Scoring',
      'Passes',
      'Account',
      'Logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'Scoring' })).toHaveAttribute('href', '/scorer');
  });

  it.each(['admin', 'moderator'] as const)(
    'offers Admin, Check-in and Scoring to role %s',
    async (role) => {
      const { nav } = await renderShell(signedIn(role));
      expect(labels(nav)).toEqual([
        'Home',
        'Events',
        'CA Portal',
        'Team',
        'Sponsors',
        'Merch',
        'Admin',
        'Check-in',
        'Scoring',
        'Passes',
        'Account',
        'Logout',
      ]);
      expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    },
  );

  it('logs out with POST /auth/logout, forgets the session and goes to /auth', async () => {
    answerLogout(() => jsonResponse({ success: true, message: 'Logged out' }));
    const { nav, actions, router } = await renderShell(signedIn('user'), '/some/page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => {
      expect(actions.signOut).toHaveBeenCalledTimes(1);
    });
    const logouts = api.calls.filter((call) => call.path === '/auth/logout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]?.method).toBe('POST');
    expect(logouts[0]?.body).toBeUndefined();
    // /auth is a lazy route: the navigation completes once its chunk has loaded.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
  });

  it('only logs a failed logout', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerLogout(() => jsonResponse({ message: 'Server error' }, 500));
    const { nav, actions, router } = await renderShell(signedIn('user'), '/some/page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => {
      expect(consoleError).toHaveBeenCalledWith('Logout failed', expect.anything());
    });
    expect(actions.signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/some/page');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeEnabled();
  });
});

describe('the collapsible menu (below 980 px)', () => {
  async function setup() {
    const { nav } = await renderShell({ status: 'anonymous' });
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    return { nav, toggle, list };
  }

  it('opens and closes with its toggle, which controls the list', async () => {
    const { nav, toggle, list } = await setup();
    expect(list).toBe(within(nav).getByRole('list'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard and closes on Escape', async () => {
    const { toggle } = await setup();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside the bar but not inside it', async () => {
    const { toggle } = await setup();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('banner'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window grows to 980 px or more', async () => {
    const { toggle } = await setup();
    await userEvent.click(toggle);
    act(() => {
      window.innerWidth = 979;
      fireEvent(window, new Event('resize'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      window.innerWidth = 980;
      fireEvent(window, new Event('resize'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    const { nav, toggle } = await setup();
    await userEvent.click(toggle);
    await userEvent.click(within(nav).getByRole('link', { name: 'Events' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
