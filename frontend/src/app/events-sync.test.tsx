import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue } from 'fest-shared-wasm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ListedEvent } from '@/lib/api-types';
import { makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { AppProvider } from './provider';
import { routerOptions, routes } from './routes';

let api: FakeApi;
/** The server's registration state per event. */
let open: Record<string, boolean>;

const events = (): ListedEvent[] =>
  catalogue().events.map((e) => ({
    ...e,
    isRegistrationOpen: open[e.id] ?? e.registrationOpen,
    rulebookUrl: `/rulebook/${e.id}`,
    rulebookUploaded: false,
    placesLeft: null,
    categoryPlacesLeft: null,
    deadline: null,
    deadlinePassed: false,
  }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the admin figures are not served
  open = { chess: true };
  api = fakeApi();
  api.on('GET', '/user/me', () => ({ success: true, user: makeUser({ role: 'admin' }) }));
  api.on('GET', '/events', () => ({ success: true, events: events() }));
  api.on('GET', '/events/registered-events-name', () => ({ success: true, events: [] }));
  api.on('GET', '/events/chess/registrations', () => ({
    success: true,
    event: 'chess',
    registrations: [],
    pagination: { page: 1, limit: 5, total: 0 },
  }));
  api.on('PUT', '/admin/events/chess/settings', ({ body }) => {
    open.chess = (body as { registrationOpen: boolean }).registrationOpen;
    return { success: true, event: 'chess', isRegistrationOpen: open.chess };
  });
});

describe('an admin change to an event', () => {
  it('shows on the events page at once, without a reload', async () => {
    const router = createMemoryRouter(routes, {
      ...routerOptions,
      initialEntries: ['/event/ins?event=chess'],
    });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    const user = userEvent.setup();
    const chessPanel = async () => {
      expect(
        await screen.findByRole('tab', { name: 'Chess', selected: true }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      return screen.getByRole('tabpanel');
    };
    expect(
      await within(await chessPanel()).findByRole('link', { name: 'Register Now' }),
    ).toBeInTheDocument();

    // The admin closes chess in the portal ...
    await act(() => router.navigate('/admin'));
    await user.click(
      within(
        await screen.findByRole('navigation', { name: 'Admin sections' }, { timeout: 5_000 }),
      ).getByRole('link', { name: 'Events' }),
    );
    await user.click(
      within(await screen.findByRole('group', { name: 'Events' })).getByRole('button', {
        name: 'Chess',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/events/chess');
    });
    // The switch shows the event's state once the portal has it (on a busy machine, after it is drawn).
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Registrations open' })).toBeChecked();
    });
    const toggle = screen.getByRole('switch', { name: 'Registrations open' });
    await user.click(toggle);
    const eventsLoads = api.callsTo('GET', '/events').length;
    const dialog = screen.getByRole('dialog', { name: 'Close registrations for Chess?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close registrations' }));
    await waitFor(() => {
      expect(toggle).not.toBeChecked();
    });
    // The change made the event list out of date: it is asked for again.
    await waitFor(() => {
      expect(api.callsTo('GET', '/events').length).toBeGreaterThan(eventsLoads);
    });

    // ... and the events page, opened again in the same session, says so.
    await act(() => router.navigate('/event/ins?event=chess'));
    const panel = await chessPanel();
    expect(await within(panel).findByText('Registrations Opening Soon')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });
});
