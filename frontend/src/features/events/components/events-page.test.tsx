import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue } from 'fest-shared-wasm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { anonymousSession, SessionContext, type Session } from '@/app/session';
import type { ListedEvent } from '@/lib/api-types';
import { jsonResponse, signedIn } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { REGISTERED_EVENTS_ERROR } from '../api/get-registered-events';
import { EventsPage } from './events-page';

/** The real catalogue, with the server's state as the catalogue's defaults. */
const EVENTS: ListedEvent[] = catalogue().events.map((e) => ({
  ...e,
  isRegistrationOpen: e.registrationOpen,
  rulebookUrl: `/rulebook/${e.id}`,
  rulebookUploaded: false,
}));

let api: FakeApi;
let registered: () => Response;

beforeEach(() => {
  localStorage.clear();
  registered = () => jsonResponse({ success: true, events: [] });
  api = fakeApi();
  api.on('GET', '/events', () => jsonResponse({ success: true, events: EVENTS }));
  api.on('GET', '/events/registered-events-name', () => registered());
});

const calls = (path: string) => api.calls.filter((call) => call.path === path);

function renderPage(session: Session = anonymousSession, path = '/event/ins') {
  const router = createMemoryRouter(
    [
      { path: '/event/ins', element: <EventsPage /> },
      { path: '/events/:slug', element: <p>wizard</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { router, user: userEvent.setup() };
}

const panel = () => screen.getByRole('tabpanel');

describe('the events page', () => {
  it('selects BGMI at first: closed, so Registrations Opening Soon', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: 'BGMI', selected: true })).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { level: 2, name: 'BGMI' })).toBeInTheDocument();
    expect(within(panel()).getByText('Registrations Opening Soon')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(EVENTS.length);
    expect(document.title).toBe('Events | Infinito 2025');
  });

  it('shows the chosen event: football is open, so Register Now goes to its wizard', async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Football' }));
    const football = panel();
    expect(within(football).getByRole('heading', { name: 'Football' })).toBeInTheDocument();
    for (const heading of ['Rules', 'Judging Criteria', 'Prizes', 'Contacts']) {
      expect(within(football).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(football).getByText('Rs. 5000')).toBeInTheDocument();
    const rulebook = within(football).getByRole('link', { name: /View Rulebook/ });
    expect(rulebook).toHaveAttribute('href', '/rulebook/football');
    expect(rulebook).toHaveAttribute('target', '_blank');
    await user.click(within(football).getByRole('link', { name: 'Register Now' }));
    expect(router.state.location.pathname).toBe('/events/football');
  });

  it("follows the server's state over the catalogue's", async () => {
    api.on('GET', '/events', () =>
      jsonResponse({
        success: true,
        events: EVENTS.map((e) => ({ ...e, isRegistrationOpen: e.id === 'bgmi' })),
      }),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/events/bgmi',
    );
  });

  it('moves between events with the arrow keys', async () => {
    const { user } = renderPage();
    const bgmi = await screen.findByRole('tab', { name: 'BGMI' });
    bgmi.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Valorant', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Mr. Infinito', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Chess', selected: true })).toHaveFocus();
  });

  it('opens the event named in ?event=', async () => {
    renderPage(anonymousSession, '/event/ins?event=chess');
    expect(await screen.findByRole('tab', { name: 'Chess', selected: true })).toBeInTheDocument();
  });

  it('does not ask for registered events while signed out', async () => {
    renderPage();
    await screen.findByRole('tabpanel');
    expect(calls('/events/registered-events-name')).toHaveLength(0);
  });

  it('shows Already Applied for an event the signed-in user registered for', async () => {
    localStorage.setItem('token', 'tok');
    registered = () => jsonResponse({ success: true, events: [{ event: 'football' }] });
    const { user } = renderPage(signedIn());
    await user.click(await screen.findByRole('tab', { name: 'Football' }));
    expect(await within(panel()).findByRole('button', { name: 'Already Applied' })).toBeDisabled();
    const [call] = calls('/events/registered-events-name');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok');

    await user.click(screen.getByRole('tab', { name: 'Cricket' }));
    expect(within(panel()).getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
  });

  it('only logs a failure of the registered-events call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registered = () => jsonResponse({ success: false, message: 'boom' }, 500);
    const { user } = renderPage(signedIn());
    await user.click(await screen.findByRole('tab', { name: 'Football' }));
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith(REGISTERED_EVENTS_ERROR, expect.anything());
    });
    expect(within(panel()).getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the events cannot be loaded, and tries again', async () => {
    let answered = 0;
    api.on('GET', '/events', () =>
      (answered += 1) === 1
        ? jsonResponse({ success: false, message: 'Down' }, 503)
        : jsonResponse({ success: true, events: EVENTS }),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'BGMI', selected: true })).toBeInTheDocument();
  });
});
