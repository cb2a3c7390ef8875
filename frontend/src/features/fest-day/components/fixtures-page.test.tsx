import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { loadShared } from '@/lib/wasm';
import { FakeEventSource } from '@/test/fake-event-source';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { chessSwiss, footballMen, raceSummary, summary } from '../testing/data';
import { FixturesPage } from './fixtures-page';

let api: FakeApi;

beforeEach(() => {
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
  api.on('GET', '/fixtures/football', ({ query }) => {
    const category = query.get('category') ?? '';
    return category === 'Women'
      ? {
          success: true,
          fixtures: footballMen({
            id: 'set-football-women',
            category: 'Women',
            podium: [],
            complete: false,
          }),
        }
      : { success: true, fixtures: footballMen() };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/fixtures/:event', element: <FixturesPage /> },
      { path: '/schedule', element: <p>schedule</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const section = (name: string) => {
  const found = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!found) throw new Error(`no section ${name}`);
  return found;
};

describe('FixturesPage', () => {
  it('shows the bracket by rounds and the podium with prizes formatted by the shared rules', async () => {
    const shared = await loadShared();
    renderAt('/fixtures/football?category=Men');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Football fixtures' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/fixtures/football')[0]?.query.get('category')).toBe('Men');

    const podium = section('Podium');
    const places = within(podium).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(places[0]).toHaveTextContent('1st');
    expect(places[0]).toHaveTextContent('IIT Patna');
    expect(places[0]).toHaveTextContent(shared.formatRupees(500_000));
    expect(places[1]).toHaveTextContent(`2ndNIT Jamshedpur${shared.formatRupees(300_000)}`);
    expect(places[2]).toHaveTextContent(shared.formatRupees(200_000));
    expect(places[0]).toHaveTextContent('Rs. 5000');

    const bracket = section('Bracket');
    const rounds = within(bracket).getAllByRole('heading', { level: 3 });
    expect(rounds.map((r) => r.textContent)).toEqual(['Semi-finals', 'Final']);
    const final = within(bracket).getByRole('article', { name: 'IIT Patna vs NIT Jamshedpur' });
    expect(final).toHaveTextContent('1');
    expect(final).toHaveTextContent('Played');
    const first = within(bracket).getByRole('article', { name: 'IIT Patna vs NIT Patna' });
    expect(first).toHaveTextContent('09:00–10:30');
    expect(first).toHaveTextContent('Main Ground');
    // Each card links to its match's page, in the category shown.
    expect(
      within(first).getByRole('link', { name: 'Match details: IIT Patna vs NIT Patna' }),
    ).toHaveAttribute('href', '/fixtures/football/M1?category=Men');
    expect(
      within(final).getByRole('link', { name: 'Match details: IIT Patna vs NIT Jamshedpur' }),
    ).toHaveAttribute('href', '/fixtures/football/M3?category=Men');
    // The live stream is followed while the page is open.
    expect(FakeEventSource.latest.url).toBe('/api/v1/live');
  });

  it('switches between the categories of the event (the first when none is named)', async () => {
    const { router, user } = renderAt('/fixtures/football');
    const nav = await screen.findByRole('navigation', { name: 'Category' });
    await screen.findByRole('heading', { level: 2, name: 'Podium' });
    expect(api.callsTo('GET', '/fixtures/football')[0]?.query.get('category')).toBe('Men');
    expect(within(nav).getByRole('link', { name: 'Men' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Women' }));
    expect(await screen.findByText('No places decided yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=Women');
    expect(within(nav).getByRole('link', { name: 'Women' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows group tables with rank, team, P W D L, +/- and points', async () => {
    api.on('GET', '/fixtures/chess', () => ({
      success: true,
      fixtures: footballMen({
        event: 'chess',
        eventTitle: 'Chess',
        category: '',
        tables: [
          {
            group: 'A',
            complete: false,
            standings: [
              {
                rank: 1,
                entrant: 'T1',
                name: 'IIT Patna',
                played: 2,
                won: 1,
                drawn: 1,
                lost: 0,
                scoreFor: 5,
                scoreAgainst: 2,
                scoreDifference: 3,
                scoreDifferenceText: '+3',
                points: 4,
              },
            ],
          },
        ],
        podium: [],
      }),
    }));
    renderAt('/fixtures/chess');
    const table = await screen.findByRole('table', { name: 'Group A' });
    expect(screen.queryByRole('navigation', { name: 'Category' })).not.toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.getAttribute('aria-label') ?? h.textContent);
    expect(headers).toEqual([
      'Rank',
      'Team',
      'Played',
      'Won',
      'Drawn',
      'Lost',
      'Score difference',
      'Points',
    ]);
    const row = within(table).getByRole('row', { name: /IIT Patna/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '2', '1', '1', '0', '+3', '4']);
  });

  it("shows a Swiss's rounds with the bye, its Standings and how many rounds are paired", async () => {
    api.on('GET', '/fixtures/chess', () => ({ success: true, fixtures: chessSwiss() }));
    renderAt('/fixtures/chess');
    const table = await screen.findByRole('table', { name: 'Standings' });
    // One table, headed by its own name (no "Group tables", no "Group Standings").
    expect(screen.getByRole('heading', { level: 2, name: 'Standings' })).toBeInTheDocument();
    expect(screen.queryByText(/Group/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'IIT Patna',
      'Patna University',
      'NIT Patna',
      'NIT Jamshedpur',
      'BIT Mesra',
    ]);
    // Game points as chess writes them: 2½–1½ (5 to 3 half points) is a difference of one, as the
    // server writes it.
    const leader = within(table).getByRole('row', { name: /IIT Patna/ });
    expect(within(leader).getAllByRole('cell')[5]?.textContent).toBe('+1');
    // The bye counts as a win (2 points) without a score.
    const bye = within(table).getByRole('row', { name: /Patna University/ });
    expect(
      within(bye)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '1', '0', '0', '0', '2']);

    const rounds = section('Rounds');
    expect(screen.queryByRole('heading', { level: 2, name: 'Bracket' })).not.toBeInTheDocument();
    expect(
      within(rounds)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Round 1']);
    const played = within(rounds).getByRole('article', { name: 'IIT Patna vs BIT Mesra' });
    expect(played).toHaveTextContent('Played');
    // An event without categories: the match's page without one.
    expect(within(played).getByRole('link', { name: /^Match details/ })).toHaveAttribute(
      'href',
      '/fixtures/chess/M1',
    );
    expect(
      within(rounds).getByRole('article', { name: 'NIT Jamshedpur vs NIT Patna' }),
    ).toHaveTextContent('Upcoming');
    expect(within(rounds).getByText('Bye: Patna University')).toBeInTheDocument();
    expect(
      within(rounds).getByText(
        'Round 1 of 3 paired; the next round is paired once this one is played.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of pairing once every Swiss round is paired, nor for other formats', async () => {
    api.on('GET', '/fixtures/chess', () => ({
      success: true,
      fixtures: chessSwiss({ format: { kind: 'swiss', rounds: 1 } }),
    }));
    renderAt('/fixtures/chess');
    await screen.findByRole('table', { name: 'Standings' });
    expect(screen.queryByText(/paired/)).not.toBeInTheDocument();
  });

  it("heads a round robin's one table by its name", async () => {
    api.on('GET', '/fixtures/chess', () => {
      const swiss = chessSwiss();
      return {
        success: true,
        fixtures: {
          ...swiss,
          format: { kind: 'roundRobin' },
          tables: swiss.tables.map((t) => ({ ...t, group: 'League' })),
        },
      };
    });
    renderAt('/fixtures/chess');
    expect(await screen.findByRole('table', { name: 'League' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'League' })).toBeInTheDocument();
    expect(screen.queryByText('Group League')).not.toBeInTheDocument();
    expect(screen.queryByText(/paired/)).not.toBeInTheDocument();
  });

  it('says so when no fixtures are published for the event', async () => {
    renderAt('/fixtures/kabaddi');
    expect(
      await screen.findByText('No fixtures published for this event yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
  });

  it("opens the browser's print dialog, with the category under the title for the printout", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt('/fixtures/football?category=Men');
    await screen.findByRole('heading', { level: 1, name: 'Football fixtures' });
    expect(screen.getByText('Category: Men')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('lists the published races of athletics by category, with where each stands', async () => {
    api.on('GET', '/races', () => ({
      success: true,
      races: [
        raceSummary(),
        raceSummary({
          id: 'race-men-200',
          discipline: '200m',
          title: 'Athletics (Men) 200m',
          hasFinal: false,
          complete: false,
        }),
        raceSummary({
          id: 'race-mixed',
          category: 'Mixed',
          discipline: '4x100m (Mixed)',
          title: 'Athletics (Mixed) 4x100m (Mixed)',
          heats: 1,
          hasFinal: false,
          complete: false,
        }),
        raceSummary({
          id: 'race-women-400',
          category: 'Women',
          discipline: '400m',
          title: 'Athletics (Women) 400m',
          complete: false,
        }),
      ],
    }));
    renderAt('/fixtures/athletics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Athletics races' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Athletics races \| /);
    // Athletics has no fixture sets: none is asked for.
    expect(api.calls.filter((c) => c.path.startsWith('/fixtures'))).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Men',
      'Mixed',
      'Women',
    ]);
    const men = section('Men');
    expect(within(men).getByRole('link', { name: '100m Results' })).toHaveAttribute(
      'href',
      '/races/race-men-100',
    );
    expect(within(men).getByRole('link', { name: '200m Heats drawn' })).toHaveAttribute(
      'href',
      '/races/race-men-200',
    );
    expect(
      within(section('Mixed')).getByRole('link', { name: '4x100m (Mixed) Heats drawn' }),
    ).toHaveAttribute('href', '/races/race-mixed');
    expect(within(section('Women')).getByRole('link', { name: '400m Final' })).toHaveAttribute(
      'href',
      '/races/race-women-400',
    );
    expect(FakeEventSource.latest.url).toBe('/api/v1/live');
  });

  it('lists a race published meanwhile, from the live stream', async () => {
    let races = [raceSummary()];
    api.on('GET', '/races', () => ({ success: true, races }));
    renderAt('/fixtures/athletics');
    await screen.findByRole('link', { name: '100m Results' });
    races = [
      ...races,
      raceSummary({ id: 'race-men-400', discipline: '400m', complete: false, hasFinal: false }),
    ];
    FakeEventSource.latest.emit('update', {
      kind: 'fixtures',
      setId: 'race-men-400',
      event: 'athletics',
      category: 'Men',
      version: 2,
      matches: [],
    });
    expect(await screen.findByRole('link', { name: '400m Heats drawn' })).toBeInTheDocument();
  });

  it('says so when no race of athletics is published yet', async () => {
    api.on('GET', '/races', () => ({ success: true, races: [] }));
    renderAt('/fixtures/athletics');
    expect(await screen.findByText('No races published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the podium, the bracket and the categories in Hindi, and English again after switching back', async () => {
    await activateLanguage('hi');
    renderAt('/fixtures/football?category=Men');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Football के फ़िक्स्चर' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'कैटेगरी' })).toBeInTheDocument();
    const places = within(section('पोडियम')).getAllByRole('listitem');
    expect(places[0]).toHaveTextContent('पहला');
    expect(places[0]).toHaveTextContent('₹5,000');
    expect(places[1]).toHaveTextContent('दूसरा');
    expect(places[2]).toHaveTextContent('तीसरा');
    const bracket = section('ब्रैकेट');
    const final = within(bracket).getByRole('article', { name: 'IIT Patna बनाम NIT Jamshedpur' });
    expect(final).toHaveTextContent('खेला गया');
    expect(screen.getByRole('link', { name: 'पूरा शेड्यूल' })).toHaveAttribute('href', '/schedule');

    await act(() => activateLanguage('en'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Football fixtures' }),
    ).toBeInTheDocument();
    expect(within(section('Podium')).getAllByRole('listitem')[0]).toHaveTextContent('Rs. 5000');
  });

  it("heads a group's table in Hindi", async () => {
    await activateLanguage('hi');
    api.on('GET', '/fixtures/chess', () => ({
      success: true,
      fixtures: footballMen({
        event: 'chess',
        eventTitle: 'Chess',
        category: '',
        tables: [{ group: 'A', complete: false, standings: [] }],
        podium: [],
      }),
    }));
    renderAt('/fixtures/chess');
    const table = await screen.findByRole('table', { name: 'ग्रुप A' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('aria-label') ?? h.textContent),
    ).toEqual([
      'रैंक',
      'टीम',
      'खेले गए मैच',
      'जीते गए मैच',
      'ड्रॉ रहे मैच',
      'हारे गए मैच',
      'स्कोर का अंतर',
      'पॉइंट्स',
    ]);
    expect(screen.getByText('अभी कोई स्थान तय नहीं हुआ है।')).toBeInTheDocument();
  });

  it('says in Hindi that no fixtures are published', async () => {
    await activateLanguage('hi');
    renderAt('/fixtures/kabaddi');
    expect(await screen.findByText('इस इवेंट के फ़िक्स्चर अभी जारी नहीं हुए हैं।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'फ़िक्स्चर' })).toBeInTheDocument();
  });
});
