import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { FakeEventSource } from '@/test/fake-event-source';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { festToday } from '../lib/days';
import { entry, standings } from '../testing/data';
import { LivePage } from './live-page';

let api: FakeApi;
let points = 10;
let played = false;

beforeEach(() => {
  points = 10;
  played = false;
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  api = fakeApi();
  const today = festToday();
  api.on('GET', '/schedule', () => ({
    success: true,
    days: ['2026-11-26', today],
    matches: [
      entry({
        matchId: 'M0',
        day: '2026-11-26',
        status: 'played',
        home: 'BIT Mesra',
        away: 'NIT Jamshedpur',
        homeScore: 0,
        awayScore: 3,
        winner: 'NIT Jamshedpur',
      }),
      played
        ? entry({
            day: today,
            status: 'played',
            homeScore: 2,
            awayScore: 1,
            winner: 'IIT Patna',
          })
        : entry({ day: today }),
      entry({
        matchId: 'M3',
        day: today,
        status: 'waiting',
        home: 'Winner of M1',
        away: 'Winner of M2',
      }),
    ],
  }));
  api.on('GET', '/standings', () =>
    standings({ rows: [{ rank: 1, college: 'IIT Patna', points, places: [1] }] }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLive() {
  const router = createMemoryRouter(
    [
      { path: '/live', element: <LivePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/live'] },
  );
  return render(<RouterProvider router={router} />);
}

const section = (name: string) => {
  const found = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!found) throw new Error(`no section ${name}`);
  return found;
};

describe('LivePage', () => {
  it("shows today's next matches, the latest results and the standings", async () => {
    renderLive();
    expect(screen.getByRole('heading', { level: 1, name: 'Live' })).toBeInTheDocument();
    const next = await within(section('Now and next')).findByRole('article');
    expect(next).toHaveAccessibleName('IIT Patna vs NIT Patna');
    expect(next).toHaveTextContent('09:00–10:30');
    expect(
      within(next).getByRole('link', { name: 'Match details: IIT Patna vs NIT Patna' }),
    ).toHaveAttribute('href', '/fixtures/football/M1?category=Men');
    const results = section('Latest results');
    expect(within(results).getByRole('article')).toHaveAccessibleName(
      'BIT Mesra vs NIT Jamshedpur',
    );
    const table = await within(section('Championship standings')).findByRole('table');
    expect(within(table).getByRole('row', { name: /IIT Patna/ })).toHaveTextContent('10');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'College', 'Points']);
  });

  it('updates without a reload when a result arrives, and shows where the stream stands', async () => {
    const { unmount } = renderLive();
    await screen.findByRole('cell', { name: '10' });
    const status = screen.getByText('Connecting…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const source = FakeEventSource.latest;
    expect(source.url).toBe('/api/v1/live');

    source.emit('ready');
    expect(status).toHaveTextContent(/^Live$/);

    points = 16;
    played = true;
    const standingsCalls = api.callsTo('GET', '/standings').length;
    source.emit('update', {
      kind: 'result',
      setId: 'set-football-men',
      event: 'football',
      category: 'Men',
      version: 4,
      matches: ['M1'],
    });
    expect(await screen.findByRole('cell', { name: '16' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/standings').length).toBe(standingsCalls + 1);
    await waitFor(() => {
      expect(within(section('Latest results')).getAllByRole('article')).toHaveLength(2);
    });
    expect(within(section('Now and next')).getByText('No more matches today.')).toBeVisible();

    source.emit('error');
    expect(status).toHaveTextContent('Reconnecting…');

    points = 20;
    source.emit('resync');
    expect(await screen.findByRole('cell', { name: '20' })).toBeInTheDocument();

    unmount();
    expect(source.closed).toBe(true);
  });

  it("shows a result's own line (sets, innings, boards) instead of its two numbers", async () => {
    api.on('GET', '/schedule', () => ({
      success: true,
      days: ['2026-11-26'],
      matches: [
        entry({
          setId: 'set-chess',
          event: 'chess',
          eventTitle: 'Chess',
          category: '',
          matchId: 'C1',
          day: '2026-11-26',
          status: 'played',
          home: 'BIT Mesra',
          away: 'NIT Jamshedpur',
          homeScore: 5,
          awayScore: 3,
          scoreText: '2½–1½',
          winner: 'BIT Mesra',
        }),
        entry({
          setId: 'set-volleyball',
          event: 'volleyball',
          eventTitle: 'Volleyball',
          matchId: 'V1',
          day: '2026-11-26',
          status: 'played',
          homeScore: 3,
          awayScore: 1,
          scoreText: '3–1 (25–20, 22–25, 25–18, 25–21)',
          winner: 'IIT Patna',
        }),
      ],
    }));
    renderLive();
    const results = section('Latest results');
    const chess = await within(results).findByRole('article', {
      name: 'BIT Mesra vs NIT Jamshedpur',
    });
    expect(chess).toHaveTextContent('2½–1½');
    expect(within(chess).queryByText('5')).not.toBeInTheDocument();
    const volleyball = within(results).getByRole('article', { name: 'IIT Patna vs NIT Patna' });
    expect(volleyball).toHaveTextContent('3–1 (25–20, 22–25, 25–18, 25–21)');
    expect(volleyball).toHaveTextContent('Winner: IIT Patna');
  });

  it('refreshes only the schedule and fixtures when a match is moved', async () => {
    renderLive();
    await screen.findByRole('cell', { name: '10' });
    const source = FakeEventSource.latest;
    source.emit('ready');
    const standingsCalls = api.callsTo('GET', '/standings').length;
    const scheduleCalls = api.callsTo('GET', '/schedule').length;
    source.emit('update', {
      kind: 'schedule',
      setId: 'set-football-men',
      event: 'football',
      category: 'Men',
      version: 5,
      matches: ['M1'],
    });
    await waitFor(() => {
      expect(api.callsTo('GET', '/schedule').length).toBe(scheduleCalls + 1);
    });
    expect(api.callsTo('GET', '/standings').length).toBe(standingsCalls);
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the next matches, the results and the standings in Hindi, and English again after switching back', async () => {
    await activateLanguage('hi');
    renderLive();
    expect(screen.getByRole('heading', { level: 1, name: 'लाइव' })).toBeInTheDocument();
    expect(screen.getByText('कनेक्ट हो रहा है…')).toBeInTheDocument();
    const next = await within(section('अभी और अगले मैच')).findByRole('article');
    expect(next).toHaveAccessibleName('IIT Patna बनाम NIT Patna');
    expect(next).toHaveTextContent('आगामी');
    expect(within(section('ताज़ा नतीजे')).getByRole('article')).toHaveTextContent(
      'विजेता: NIT Jamshedpur',
    );
    const table = await within(section('चैंपियनशिप पॉइंट्स टेबल')).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['रैंक', 'कॉलेज', 'पॉइंट्स']);

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Live' })).toBeInTheDocument();
    expect(section('Championship standings')).toBeInTheDocument();
  });

  it('says in Hindi when there are no more matches, results or points', async () => {
    await activateLanguage('hi');
    api.on('GET', '/schedule', () => ({ success: true, days: [], matches: [] }));
    api.on('GET', '/standings', () => standings({ rows: [] }));
    renderLive();
    expect(await screen.findByText('आज और कोई मैच नहीं है।')).toBeInTheDocument();
    expect(screen.getByText('अभी कोई नतीजा नहीं आया है।')).toBeInTheDocument();
    expect(await screen.findByText('अभी किसी के पॉइंट्स नहीं हैं।')).toBeInTheDocument();
  });
});
