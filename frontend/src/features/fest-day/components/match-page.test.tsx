import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { FakeEventSource } from '@/test/fake-event-source';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import type { FixtureMatch, FixtureSet } from '../api/types';
import { chessSwiss, footballMen, summary } from '../testing/data';
import { FixturesPage } from './fixtures-page';
import { MatchPage } from './match-page';

let api: FakeApi;
/** What GET /fixtures/football answers for the men (a test changes it, as a scorer would). */
let men: FixtureSet;

beforeEach(() => {
  men = footballMen();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  api = fakeApi();
  api.on('GET', '/fixtures', () => ({
    success: true,
    sets: [
      summary(),
      summary({ id: 'set-football-women', category: 'Women' }),
      summary({ id: 'set-chess', event: 'chess', eventTitle: 'Chess', category: '' }),
    ],
  }));
  api.on('GET', '/fixtures/football', ({ query }) =>
    query.get('category') === 'Men'
      ? { success: true, fixtures: men }
      : jsonResponse({ success: false, message: 'No such category' }, 422),
  );
  api.on('GET', '/fixtures/chess', () => ({ success: true, fixtures: chessSwiss() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/fixtures/:event', element: <FixturesPage /> },
      { path: '/fixtures/:event/:match', element: <MatchPage /> },
      { path: '/schedule', element: <p>schedule</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/** The men's set with its final (M3) changed. */
function withFinal(final: Partial<FixtureMatch>): FixtureSet {
  const set = footballMen();
  return {
    ...set,
    matches: set.matches.map((m) => (m.id === 'M3' ? { ...m, ...final } : m)),
  };
}

const section = (name: string) => {
  const found = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!found) throw new Error(`no section ${name}`);
  return found;
};

/** The region that announces the result. */
const result = () => {
  const region = section('Result').querySelector('[aria-live="polite"]');
  if (!(region instanceof HTMLElement)) throw new Error('no result region');
  return region;
};

describe('MatchPage', () => {
  it('shows the teams, event, round, score, winner, venue and time of a played match', async () => {
    renderAt('/fixtures/football/M1?category=Men');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IIT Patna vs NIT Patna' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/fixtures/football')[0]?.query.get('category')).toBe('Men');
    expect(document.title).toMatch(/^IIT Patna vs NIT Patna · Football · Men \| /);

    const about = screen.getByText('Event').closest('dl');
    expect(about).toHaveTextContent('Football · Men');
    expect(about).toHaveTextContent('RoundSemi-final');
    expect(about).not.toHaveTextContent('Group');

    expect(result()).toHaveAttribute('aria-atomic', 'true');
    expect(result()).toHaveTextContent('IIT Patna2–1NIT Patna');
    expect(result()).toHaveTextContent('Played · Winner: IIT Patna');

    const whenWhere = section('When and where');
    expect(whenWhere).toHaveTextContent('VenueMain Ground');
    expect(whenWhere).toHaveTextContent('DayFriday, 27 November 2026');
    expect(whenWhere).toHaveTextContent('Time09:00–10:30');

    expect(screen.getByRole('link', { name: 'Fixtures of Football' })).toHaveAttribute(
      'href',
      '/fixtures/football?category=Men',
    );
    expect(screen.getByRole('link', { name: 'Full schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
    // The live stream is followed while the page is open, and where it stands is shown.
    expect(FakeEventSource.latest.url).toBe('/api/v1/live');
    expect(screen.getByText('Connecting…')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('says so when a match with its teams known is not scheduled yet (an event without categories)', async () => {
    renderAt('/fixtures/chess/M2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NIT Jamshedpur vs NIT Patna' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/fixtures/chess')[0]?.query.has('category')).toBe(false);
    expect(result()).toHaveTextContent('NIT JamshedpurvsNIT Patna');
    expect(result()).toHaveTextContent('Upcoming');
    expect(result()).not.toHaveTextContent('Winner');
    expect(section('When and where')).toHaveTextContent('Not scheduled yet.');
    expect(screen.getByText('Event').closest('dl')).toHaveTextContent('EventChess');
    expect(screen.getByRole('link', { name: 'Fixtures of Chess' })).toHaveAttribute(
      'href',
      '/fixtures/chess',
    );
  });

  it('names the winner of a walkover, with the group and the detail of the result', async () => {
    men = withFinal({
      walkover: true,
      homeScore: null,
      awayScore: null,
      winner: 'T4',
      group: 'A',
      detail: 'IIT Patna did not turn up',
      day: '2026-11-28',
    });
    renderAt('/fixtures/football/M3?category=Men');
    await screen.findByRole('heading', { level: 1, name: 'IIT Patna vs NIT Jamshedpur' });
    expect(result()).toHaveTextContent('Walkover · Winner: NIT Jamshedpur');
    expect(result()).toHaveTextContent('IIT Patna did not turn up');
    expect(screen.getByText('Event').closest('dl')).toHaveTextContent('GroupA');
    const whenWhere = section('When and where');
    expect(whenWhere).toHaveTextContent('DaySaturday, 28 November 2026');
    expect(whenWhere).toHaveTextContent('VenueVenue to be announced');
    expect(whenWhere).toHaveTextContent('TimeTime to be announced');
  });

  it("shows the sport's own line for a result entered on a score sheet, on the page and its card", async () => {
    const { user } = renderAt('/fixtures/chess');
    // Chess counts half points: the card shows the line, not the numbers.
    const card = await screen.findByRole('article', { name: 'IIT Patna vs BIT Mesra' });
    expect(card).toHaveTextContent('2½–1½');
    expect(within(card).queryByText('5')).not.toBeInTheDocument();
    expect(within(card).queryByText('3')).not.toBeInTheDocument();

    await user.click(
      within(card).getByRole('link', { name: 'Match details: IIT Patna vs BIT Mesra' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'IIT Patna vs BIT Mesra' });
    expect(result()).toHaveTextContent('IIT Patna2½–1½BIT Mesra');
    expect(result()).not.toHaveTextContent('5–3');
    expect(result()).toHaveTextContent('Played · Winner: IIT Patna');
  });

  it('says "No such match." for a match id the set does not have', async () => {
    renderAt('/fixtures/football/M9?category=Men');
    expect(await screen.findByText('No such match.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Result' })).not.toBeInTheDocument();
    // The way back is still there.
    expect(screen.getByRole('link', { name: 'Fixtures of Football' })).toHaveAttribute(
      'href',
      '/fixtures/football?category=Men',
    );
  });

  it('says so when no fixtures are published for the event', async () => {
    renderAt('/fixtures/kabaddi/M1');
    expect(
      await screen.findByText('No fixtures published for this event yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
  });

  it('shows a loading line, then a failure that can be retried', async () => {
    let fail = true;
    api.on('GET', '/fixtures/chess', () =>
      fail
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 500)
        : { success: true, fixtures: chessSwiss() },
    );
    const { user } = renderAt('/fixtures/chess/M1');
    expect(screen.getByText('Loading the match…')).toHaveAttribute('role', 'status');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the match: Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IIT Patna vs BIT Mesra' }),
    ).toBeInTheDocument();
  });

  it('shows a new score from the live stream without a reload', async () => {
    men = withFinal({ status: 'ready', homeScore: null, awayScore: null, winner: null });
    renderAt('/fixtures/football/M3?category=Men');
    await screen.findByRole('heading', { level: 1, name: 'IIT Patna vs NIT Jamshedpur' });
    const region = result();
    expect(region).toHaveTextContent('IIT PatnavsNIT Jamshedpur');
    expect(region).toHaveTextContent('Upcoming');
    const source = FakeEventSource.latest;
    source.emit('ready');
    expect(screen.getByText('Live')).toHaveAttribute('aria-live', 'polite');

    const asked = api.callsTo('GET', '/fixtures/football').length;
    men = withFinal({ detail: 'After extra time' });
    source.emit('update', {
      kind: 'result',
      setId: 'set-football-men',
      event: 'football',
      category: 'Men',
      version: 4,
      matches: ['M3'],
    });
    expect(await within(region).findByText('1–0')).toBeInTheDocument();
    // The same region, announced politely, now holds the result.
    expect(result()).toBe(region);
    expect(region).toHaveTextContent('Played · Winner: IIT Patna');
    expect(region).toHaveTextContent('After extra time');
    expect(api.callsTo('GET', '/fixtures/football').length).toBeGreaterThan(asked);
  });

  it('is opened from its card in the bracket, by keyboard', async () => {
    const { router, user } = renderAt('/fixtures/football?category=Men');
    const card = await screen.findByRole('article', { name: 'IIT Patna vs NIT Jamshedpur' });
    const link = within(card).getByRole('link', {
      name: 'Match details: IIT Patna vs NIT Jamshedpur',
    });
    expect(link).toHaveAttribute('href', '/fixtures/football/M3?category=Men');
    link.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IIT Patna vs NIT Jamshedpur' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fixtures/football/M3');
    expect(router.state.location.search).toBe('?category=Men');
    expect(result()).toHaveTextContent('1–0');
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the result, the day in words and the links in Hindi, and English again after switching back', async () => {
    await activateLanguage('hi');
    renderAt('/fixtures/football/M1?category=Men');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IIT Patna बनाम NIT Patna' }),
    ).toBeInTheDocument();
    expect(screen.getByText('इवेंट').closest('dl')).toHaveTextContent('राउंडSemi-final');
    expect(section('नतीजा')).toHaveTextContent('खेला गया · विजेता: IIT Patna');
    const whenWhere = section('कब और कहाँ');
    expect(whenWhere).toHaveTextContent('वेन्यूMain Ground');
    expect(whenWhere).toHaveTextContent('दिनशुक्रवार, 27 नवंबर 2026');
    expect(whenWhere).toHaveTextContent('समय09:00–10:30');
    expect(screen.getByRole('link', { name: 'Football के फ़िक्स्चर' })).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(section('When and where')).toHaveTextContent('DayFriday, 27 November 2026');
    expect(result()).toHaveTextContent('Played · Winner: IIT Patna');
  });

  it('says in Hindi that there is no such match', async () => {
    await activateLanguage('hi');
    renderAt('/fixtures/football/M9?category=Men');
    expect(await screen.findByText('ऐसा कोई मैच नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मैच' })).toBeInTheDocument();
  });
});
