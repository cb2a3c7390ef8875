import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue, showsPlacesLeft } from 'fest-shared-wasm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { anonymousSession, SessionContext, type Session } from '@/lib/session';
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
  placesLeft: null,
  categoryPlacesLeft: null,
  deadline: null,
  deadlinePassed: false,
}));

/** The events as the server lists them, with `changes` made to some. */
function serve(changes: Partial<Record<string, Partial<ListedEvent>>>) {
  api.on('GET', '/events', () =>
    jsonResponse({ success: true, events: EVENTS.map((e) => ({ ...e, ...changes[e.id] })) }),
  );
}

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
    // What it asks before anyone starts: the fee per category and who makes a team.
    const terms = within(football).getByLabelText('Before you start');
    expect(terms).toHaveTextContent('FeeMen: Rs. 6500 per team, Women: Rs. 3000 per team');
    expect(terms).toHaveTextContent('Team1 Captain, 1 Vice-Captain, 11 to 14 Players');
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

describe('places left and the registration deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The event panel of `title`, once chosen. */
  async function show(title: string) {
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: title }));
    return panel();
  }

  it('shows the places left only once few remain, and Full at none', async () => {
    // The shared rule decides what "few" is: a handful is few, hundreds are not.
    expect(showsPlacesLeft(3)).toBe(true);
    expect(showsPlacesLeft(1)).toBe(true);
    expect(showsPlacesLeft(500)).toBe(false);
    serve({
      football: { placesLeft: 3 },
      cricket: { placesLeft: 500 },
      chess: { placesLeft: 1 },
      basketball: { placesLeft: 0 },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Football' }));
    expect(within(panel()).getByText('3 places left')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cricket' }));
    expect(within(panel()).queryByText(/places? left/)).not.toBeInTheDocument();
    expect(within(panel()).queryByText('Full')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Chess' }));
    expect(within(panel()).getByText('1 place left')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Basketball' }));
    expect(within(panel()).getByText('Full')).toBeInTheDocument();
    // Full is not closed: the panel offers the waiting list there and then, through the wizard.
    expect(within(panel()).getByRole('link', { name: 'Join the waiting list' })).toHaveAttribute(
      'href',
      '/events/basketball',
    );
    expect(within(panel()).queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it('says nothing of places when no capacity is set', async () => {
    const football = await show('Football');
    expect(within(football).queryByRole('list', { name: 'Places and deadline' })).toBeNull();
  });

  it('shows the places left per category', async () => {
    serve({ badminton: { placesLeft: 40, categoryPlacesLeft: { Men: 0, Women: 2 } } });
    const badminton = await show('Badminton');
    expect(within(badminton).getByText('Men: Full')).toBeInTheDocument();
    expect(within(badminton).getByText('Women: 2 places left')).toBeInTheDocument();
    expect(within(badminton).queryByText(/^40/)).not.toBeInTheDocument();
  });

  it('shows the deadline in India time with a countdown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-02-27T08:00:00Z'));
    serve({ football: { deadline: '2025-03-01T12:30:00Z' } });
    const football = await show('Football');
    const deadline = within(football).getByText(/^Registration closes/);
    expect(deadline).toHaveTextContent('Registration closes 1 Mar 2025, 6:00 pm IST');
    expect(within(deadline).getByText('1 Mar 2025, 6:00 pm IST')).toHaveAttribute(
      'datetime',
      '2025-03-01T12:30:00Z',
    );
    expect(within(football).getByText('Closes in 2 days 4 h')).toBeInTheDocument();
    expect(within(football).getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
  });

  it('says Registrations closed, disabled, once the deadline has passed', async () => {
    serve({
      football: {
        deadline: '2025-01-01T00:00:00Z',
        deadlinePassed: true,
        isRegistrationOpen: false,
        placesLeft: 2,
      },
    });
    const football = await show('Football');
    expect(within(football).getByRole('button', { name: 'Registrations closed' })).toBeDisabled();
    expect(within(football).queryByText('Registrations Opening Soon')).not.toBeInTheDocument();
    expect(within(football).queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(within(football).queryByText(/Closes in/)).not.toBeInTheDocument();
    expect(within(football).queryByText('2 places left')).not.toBeInTheDocument();
  });

  it('keeps Registrations Opening Soon for an event the organisers closed', async () => {
    serve({ football: { isRegistrationOpen: false } });
    const football = await show('Football');
    expect(within(football).getByText('Registrations Opening Soon')).toBeInTheDocument();
    expect(within(football).queryByRole('button', { name: 'Registrations closed' })).toBeNull();
  });

  it('closes at the deadline while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:29:59Z'));
    serve({ football: { deadline: '2025-03-01T12:30:00Z' } });
    const football = await show('Football');
    expect(within(football).getByText('Closes in less than a minute')).toBeInTheDocument();
    vi.setSystemTime(new Date('2025-03-01T12:30:00Z'));
    expect(
      await within(football).findByRole(
        'button',
        { name: 'Registrations closed' },
        { timeout: 3000 },
      ),
    ).toBeDisabled();
    expect(within(football).queryByText(/Closes in/)).not.toBeInTheDocument();
  });
});

describe('the events page in Hindi', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await activateLanguage('en');
  });

  it('says its headings, actions and terms in Hindi, the events as the server gives them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-02-27T08:00:00Z'));
    serve({ football: { deadline: '2025-03-01T12:30:00Z' } });
    await activateLanguage('hi');
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'इवेंट्स' })).toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: 'इवेंट्स' })).toBeInTheDocument();
    expect(document.title).toBe('इवेंट्स | Infinito 2025');
    expect(within(panel()).getByText('रजिस्ट्रेशन जल्द शुरू होंगे')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Football' }));
    const football = panel();
    for (const heading of ['नियम', 'जजिंग के पैमाने', 'इनाम', 'संपर्क']) {
      expect(within(football).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(football).getByText('₹5,000')).toBeInTheDocument();
    const terms = within(football).getByLabelText('शुरू करने से पहले');
    expect(terms).toHaveTextContent('फ़ीसMen: ₹6,500 प्रति टीम, Women: ₹3,000 प्रति टीम');
    expect(terms).toHaveTextContent('टीम1 कप्तान, 1 उप-कप्तान, 11 से 14 खिलाड़ी');
    expect(within(football).getByText('2 दिन 4 घंटे में बंद होगा')).toBeInTheDocument();
    expect(within(football).getByRole('link', { name: 'अभी रजिस्टर करें' })).toBeInTheDocument();
    expect(
      within(football).getByRole('link', { name: /^रूलबुक देखें ?\(नए टैब में खुलता है\)$/ }),
    ).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Prizes' })).toBeInTheDocument();
  });

  it('says in Hindi that the events cannot be loaded', async () => {
    api.on('GET', '/events', () => new Response(null, { status: 503 }));
    await activateLanguage('hi');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('इवेंट्स लोड नहीं हो सके।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
