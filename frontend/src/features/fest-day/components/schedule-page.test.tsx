import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { entry, summary } from '../testing/data';
import { SchedulePage } from './schedule-page';

let api: FakeApi;

const DAY1 = '2026-11-27';
const DAY2 = '2026-11-28';

const everything = [
  entry({
    matchId: 'M1',
    status: 'played',
    homeScore: 2,
    awayScore: 1,
    winner: 'IIT Patna',
  }),
  entry({
    setId: 'set-chess',
    event: 'chess',
    eventTitle: 'Chess',
    category: '',
    matchId: 'C1',
    round: 'Round 1',
    start: '11:00',
    end: '12:00',
    venue: { id: 'v2', name: 'Hall B' },
    home: 'BIT Mesra',
    away: 'Winner of M2',
  }),
  entry({ matchId: 'M3', day: DAY2, round: 'Final', home: 'IIT Patna', away: 'NIT Jamshedpur' }),
];

/** A morning in India before the fest: no schedule day is today, so the page opens on the first. */
const BEFORE_THE_FEST = new Date('2026-11-20T04:30:00Z');

beforeEach(() => {
  // Only the clock's date is set: timers stay real, so the page's waits work as in a browser.
  vi.useFakeTimers({ toFake: ['Date'], now: BEFORE_THE_FEST });
  api = fakeApi();
  api.on('GET', '/venues', () => ({
    success: true,
    venues: [
      { id: 'v2', name: 'Hall B' },
      { id: 'v1', name: 'Main Ground' },
    ],
  }));
  api.on('GET', '/fixtures', () => ({
    success: true,
    sets: [
      summary(),
      summary({ id: 'set-chess', event: 'chess', eventTitle: 'Chess', category: '' }),
    ],
  }));
  api.on('GET', '/schedule', ({ query }) => ({
    success: true,
    days: [DAY1, DAY2],
    matches: everything.filter(
      (m) =>
        (!query.get('venue') || m.venue.id === query.get('venue')) &&
        (!query.get('event') || m.event === query.get('event')),
    ),
  }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/schedule', element: <SchedulePage /> },
      { path: '/fixtures/:event', element: <p>fixtures page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const cards = () => screen.getAllByRole('article');

describe('SchedulePage', () => {
  it("shows the first day's matches as cards with time, venue, sport, round, teams and result", async () => {
    renderAt('/schedule');
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    const played = await screen.findByRole('article', { name: 'IIT Patna vs NIT Patna' });
    expect(played).toHaveTextContent('09:00–10:30');
    expect(played).toHaveTextContent('Main Ground');
    expect(played).toHaveTextContent('Semi-final');
    expect(played).toHaveTextContent('Winner: IIT Patna');
    expect(within(played).getByRole('link', { name: 'Football · Men' })).toHaveAttribute(
      'href',
      '/fixtures/football?category=Men',
    );
    expect(
      within(played).getByRole('link', { name: 'Match details: IIT Patna vs NIT Patna' }),
    ).toHaveAttribute('href', '/fixtures/football/M1?category=Men');
    const chess = screen.getByRole('article', { name: 'BIT Mesra vs Winner of M2' });
    expect(chess).toHaveTextContent('Hall B');
    expect(chess).toHaveTextContent('Upcoming');
    expect(within(chess).getByRole('link', { name: 'Chess' })).toHaveAttribute(
      'href',
      '/fixtures/chess',
    );
    expect(
      within(chess).getByRole('link', { name: 'Match details: BIT Mesra vs Winner of M2' }),
    ).toHaveAttribute('href', '/fixtures/chess/C1');
    // The other day's match is not shown.
    expect(cards()).toHaveLength(2);
    expect(screen.getByLabelText('Day')).toHaveValue(DAY1);
  });

  it("opens on today's matches when today is a day of the schedule (India's date)", async () => {
    // 00:30 on the 28th in India is still the 27th in UTC.
    vi.setSystemTime(new Date('2026-11-27T19:00:00Z'));
    renderAt('/schedule');
    await screen.findByRole('article', { name: 'IIT Patna vs NIT Jamshedpur' });
    expect(cards()).toHaveLength(1);
    expect(screen.getByLabelText('Day')).toHaveValue(DAY2);
  });

  it('filters by day, venue and sport, keeping the filters in the address', async () => {
    const { router, user } = renderAt('/schedule');
    await screen.findByRole('article', { name: 'IIT Patna vs NIT Patna' });

    await user.selectOptions(screen.getByLabelText('Day'), DAY2);
    expect(
      await screen.findByRole('article', { name: 'IIT Patna vs NIT Jamshedpur' }),
    ).toBeVisible();
    expect(cards()).toHaveLength(1);
    expect(router.state.location.search).toBe(`?day=${DAY2}`);

    await user.selectOptions(screen.getByLabelText('Day'), DAY1);
    await user.selectOptions(await screen.findByLabelText('Venue'), 'Hall B');
    await screen.findByRole('option', { name: 'Chess' });
    expect(router.state.location.search).toBe(`?day=${DAY1}&venue=v2`);
    expect(api.callsTo('GET', '/schedule').at(-1)?.query.get('venue')).toBe('v2');
    await expectOnly('BIT Mesra vs Winner of M2');

    await user.selectOptions(screen.getByLabelText('Venue'), 'All venues');
    await user.selectOptions(screen.getByLabelText('Sport'), 'Football');
    expect(router.state.location.search).toBe(`?day=${DAY1}&event=football`);
    expect(api.callsTo('GET', '/schedule').at(-1)?.query.get('event')).toBe('football');
    await expectOnly('IIT Patna vs NIT Patna');
  });

  it("offers the chosen sport's calendar only once a sport is chosen", async () => {
    const { user } = renderAt('/schedule');
    await screen.findByRole('article', { name: 'IIT Patna vs NIT Patna' });
    await screen.findByRole('option', { name: 'Chess' });
    expect(screen.queryByRole('link', { name: /^Subscribe to the/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sport'), 'Chess');
    expect(
      await screen.findByRole('link', { name: 'Subscribe to the Chess calendar' }),
    ).toHaveAttribute('href', '/api/v1/schedule/chess/calendar.ics');

    await user.selectOptions(screen.getByLabelText('Sport'), 'All sports');
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: /^Subscribe to the/ })).not.toBeInTheDocument();
    });
  });

  it('offers the calendar of the sport in the address', async () => {
    renderAt('/schedule?event=football');
    expect(
      await screen.findByRole('link', { name: 'Subscribe to the Football calendar' }),
    ).toHaveAttribute('href', '/api/v1/schedule/football/calendar.ics');
  });

  it('starts from the filters in the address', async () => {
    renderAt(`/schedule?day=${DAY2}&event=football`);
    expect(
      await screen.findByRole('article', { name: 'IIT Patna vs NIT Jamshedpur' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Day')).toHaveValue(DAY2);
    expect(await screen.findByRole('option', { name: 'Football' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sport')).toHaveValue('football');
    expect(api.callsTo('GET', '/schedule')[0]?.query.get('event')).toBe('football');
  });

  it('says so when nothing is scheduled yet', async () => {
    api.on('GET', '/schedule', () => ({ success: true, days: [], matches: [] }));
    renderAt('/schedule');
    expect(await screen.findByText('No matches scheduled yet.')).toBeInTheDocument();
  });

  it('shows a loading line, then a failure that can be retried', async () => {
    let fail = true;
    api.on('GET', '/schedule', () =>
      fail
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 500)
        : { success: true, days: [DAY1], matches: [everything[0]] },
    );
    const { user } = renderAt('/schedule');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the schedule…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the schedule: Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'IIT Patna vs NIT Patna' })).toBeVisible();
  });

  it("opens the browser's print dialog, naming the filters chosen for the printout", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt('/schedule?venue=v1&event=football');
    await screen.findByRole('article', { name: 'IIT Patna vs NIT Patna' });
    expect(await screen.findByText('Venue: Main Ground · Sport: Football')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("shows an athletics heat as a card with its athletes, linked to its race's page", async () => {
    everything.push(
      entry({
        kind: 'heat',
        setId: 'race-men-100',
        event: 'athletics',
        eventTitle: 'Athletics',
        matchId: 'Heat 1',
        round: '',
        start: '15:00',
        end: '15:10',
        home: '100m Heat 1',
        away: '',
        athletes: ['Lane 4: Ravi Kumar (IIT Patna)', 'Lane 5: Aman Singh (NIT Patna)'],
      }),
    );
    try {
      renderAt('/schedule');
      const card = await screen.findByRole('article', { name: '100m Heat 1' });
      expect(card).toHaveTextContent('15:00–15:10');
      expect(card).toHaveTextContent('Athletics · Men');
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Lane 4: Ravi Kumar (IIT Patna)', 'Lane 5: Aman Singh (NIT Patna)']);
      expect(card).toHaveTextContent('Upcoming');
      expect(within(card).getByRole('link', { name: 'Race details: 100m Heat 1' })).toHaveAttribute(
        'href',
        '/races/race-men-100',
      );
    } finally {
      everything.pop();
    }
  });

  it('offers Athletics to filter by when the schedule has heats, though it has no fixtures', async () => {
    everything.push(
      entry({
        kind: 'heat',
        setId: 'race-men-100',
        event: 'athletics',
        eventTitle: 'Athletics',
        matchId: 'Heat 1',
        round: '100m',
        start: '15:00',
        end: '15:10',
        venue: { id: 'v3', name: 'Main Track' },
        home: '100m Heat 1',
        away: '',
        athletes: ['Lane 4: Ravi Kumar (IIT Patna)'],
      }),
    );
    try {
      const { router, user } = renderAt('/schedule');
      await screen.findByRole('article', { name: '100m Heat 1' });
      const sport = screen.getByLabelText('Sport');
      await waitFor(() => {
        expect(
          within(sport)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['All sports', 'Football', 'Chess', 'Athletics']);
      });

      await user.selectOptions(sport, 'Athletics');
      expect(router.state.location.search).toBe('?event=athletics');
      expect(api.callsTo('GET', '/schedule').at(-1)?.query.get('event')).toBe('athletics');
      await expectOnly('100m Heat 1');
      // Still named by its title once chosen, and its calendar offered.
      expect(screen.getByLabelText('Sport')).toHaveValue('athletics');
      expect(
        within(screen.getByLabelText('Sport')).getByRole('option', { name: 'Athletics' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Subscribe to the Athletics calendar' }),
      ).toHaveAttribute('href', '/api/v1/schedule/athletics/calendar.ics');
    } finally {
      everything.pop();
    }
  });
});

async function expectOnly(name: string) {
  await screen.findByRole('article', { name });
  await waitFor(() => {
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([name]);
  });
}

describe('in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the filters, the cards and the day in Hindi, and English again after switching back', async () => {
    await activateLanguage('hi');
    renderAt('/schedule');
    expect(screen.getByRole('heading', { level: 1, name: 'शेड्यूल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें या PDF सेव करें' })).toBeInTheDocument();
    const played = await screen.findByRole('article', { name: 'IIT Patna बनाम NIT Patna' });
    // The server's words (venue, round, teams) as they come; the page's own in Hindi.
    expect(played).toHaveTextContent('Main Ground');
    expect(played).toHaveTextContent('Semi-final');
    expect(played).toHaveTextContent('विजेता: IIT Patna');
    expect(
      within(played).getByRole('link', { name: 'मैच की जानकारी: IIT Patna बनाम NIT Patna' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'BIT Mesra बनाम Winner of M2' })).toHaveTextContent(
      'आगामी',
    );
    expect(screen.getByRole('heading', { level: 2, name: '27 नव॰ के मैच' })).toBeInTheDocument();
    expect(screen.getByLabelText('दिन')).toHaveValue(DAY1);
    expect(screen.getByRole('option', { name: '28 नव॰' })).toBeInTheDocument();
    expect(screen.getByLabelText('वेन्यू')).toBeInTheDocument();
    expect(screen.getByLabelText('खेल')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'सभी वेन्यू' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'सभी खेल' })).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Matches on 27 Nov' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'IIT Patna vs NIT Patna' })).toHaveTextContent(
      'Winner: IIT Patna',
    );
  });

  it('says in Hindi that nothing is scheduled yet', async () => {
    await activateLanguage('hi');
    api.on('GET', '/schedule', () => ({ success: true, days: [], matches: [] }));
    renderAt('/schedule');
    expect(await screen.findByText('अभी कोई मैच तय नहीं हुआ है।')).toBeInTheDocument();
  });

  it("shows the server's failure as it comes, after the page's own words in Hindi", async () => {
    await activateLanguage('hi');
    api.on('GET', '/schedule', () =>
      jsonResponse({ success: false, message: 'Database unavailable' }, 500),
    );
    renderAt('/schedule');
    expect(screen.getByRole('status')).toHaveTextContent('शेड्यूल लोड हो रहा है…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('शेड्यूल लोड नहीं हो सका: Database unavailable');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
