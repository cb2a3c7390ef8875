import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import { render } from '@/test/render';

import { me, mockApi, paged, type MockApi } from '../testing/mock-api';

let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  api = mockApi();
  api.on('GET', '/admin/stats', () => ({
    success: true,
    users: { total: 1, user: 0, ca: 0, moderator: 1, admin: 0 },
    ca: { pending: 0, accepted: 0, rejected: 0 },
    events: [],
    totals: { paid: 0, amountPaise: 0 },
  }));
  api.on('GET', '/user/all-users', () => ({
    success: true,
    users: [],
    pagination: paged(1, 5, 0),
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the /admin route', () => {
  function renderAt(role: 'user' | 'volunteer' | 'moderator' | 'admin', path = '/admin') {
    localStorage.setItem('token', 'token-1');
    api.on('GET', '/user/me', () => ({ success: true, user: me(role) }));
    const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return router;
  }

  it('loads the portal for staff', async () => {
    renderAt('moderator');
    expect(
      // The page is a lazy chunk: its first import can be slow when the whole suite runs.
      await screen.findByRole('heading', { level: 1, name: 'Admin Portal' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('HELLO BOSS !!')).toBeInTheDocument();
    expect(document.title).toMatch(/^Admin Portal \| /);
  });

  it.each(['user', 'volunteer'] as const)('sends everyone else home (%s)', async (role) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderAt(role);
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/');
      },
      { timeout: 5_000 },
    );
    expect(alert).toHaveBeenCalledWith('You are not authorized to access this page!!');
  });

  it('opens a section by its address, with its filter', async () => {
    renderAt('admin', '/admin/users?role=ca');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'USERS' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Role')).toHaveValue('ca');
    await waitFor(() => {
      expect(api.callsTo('GET', '/user/all-users').at(-1)?.query.get('role')).toBe('ca');
    });
  });

  it('shows a moderator the not-found page for an admins’ section', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderAt('moderator', '/admin/payments');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Page not found...' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/payments');
    expect(screen.queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/payments/health')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });
});
