import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { formatDay } from '@/lib/dates';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import type { MyMatch, MyMatches } from '../api/get-matches';
import { MatchesCard } from './matches-card';

let api: FakeApi;

function later() {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const match = (overrides: Partial<MyMatch> = {}): MyMatch => ({
  setId: 'set-football-men',
  event: 'football',
  eventTitle: 'Football',
  category: 'Men',
  matchId: 'M1',
  round: 'Semi-final',
  day: '2026-11-27',
  start: '09:00',
  end: '10:30',
  venue: { id: 'v1', name: 'Main Ground' },
  home: 'IIT Patna',
  away: 'NIT Patna',
  status: 'ready',
  kind: 'match',
  ...overrides,
});

const footballCalendar = {
  event: 'football',
  eventTitle: 'Football',
  category: 'Men',
  path: '/calendar/tok-football-men',
};

const answerWith = (body: Omit<MyMatches, 'success'>) => {
  api.on('GET', '/user/matches', () => ({ success: true, ...body }));
};

beforeEach(() => {
  localStorage.setItem('token', 'token-of-asha');
  api = fakeApi();
});

function renderCard() {
  const view = render(
    <MemoryRouter>
      <MatchesCard />
    </MemoryRouter>,
  );
  return { ...view, user: userEvent.setup() };
}

/** An athletics heat of the user's: eight athletes by lane, the user's own (Asha Verma) in lane 4. */
const heat = (overrides: Partial<MyMatch> = {}): MyMatch =>
  match({
    kind: 'heat',
    setId: 'race-men-100',
    event: 'athletics',
    eventTitle: 'Athletics',
    category: 'Women',
    matchId: 'Heat 1',
    round: '100m',
    day: '2026-11-27',
    start: '10:00',
    end: '10:10',
    venue: { id: 'v3', name: 'Main Track' },
    home: '100m Heat 1',
    away: '',
    athletes: [
      'Lane 1: Priya Singh (NIT Patna)',
      'Lane 2: Neha Rao (BIT Mesra)',
      'Lane 3: Kavya Iyer (NIT Jamshedpur)',
      'Lane 4: Asha Verma (IIT Patna)',
      'Lane 5: Ritu Das (IIT Patna)',
      'Lane 6: Meera Nair (NIT Patna)',
      'Lane 7: Sara Khan (BIT Mesra)',
      'Lane 8: Divya Jain (NIT Jamshedpur)',
    ],
    yourLanes: [4],
    ...overrides,
  });

const card = () => screen.getByRole('region', { name: 'Your matches' });

describe('the matches card', () => {
  it('says it is loading, then lists each match with its score and the calendar links', async () => {
    const loading = later();
    api.on('GET', '/user/matches', () => loading.promise);
    renderCard();
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading your matches...');
    loading.answer(
      jsonResponse({
        success: true,
        matches: [
          match({
            status: 'played',
            homeScore: 2,
            awayScore: 1,
            winner: 'IIT Patna',
          }),
          match({
            setId: 'set-chess',
            event: 'chess',
            eventTitle: 'Chess',
            category: '',
            matchId: 'C1',
            round: 'Round 1',
            day: '2026-11-28',
            start: '11:00',
            end: '12:00',
            venue: { id: 'v2', name: 'Hall B' },
            home: 'IIT Patna',
            away: 'Winner of M2',
          }),
        ],
        calendars: [
          footballCalendar,
          { event: 'chess', eventTitle: 'Chess', category: null, path: '/calendar/tok-chess' },
        ],
      }),
    );

    const played = await within(card()).findByRole('listitem', { name: 'IIT Patna vs NIT Patna' });
    expect(played).toHaveTextContent(formatDay('2026-11-27'));
    expect(played).toHaveTextContent('09:00–10:30');
    expect(played).toHaveTextContent('Main Ground');
    expect(played).toHaveTextContent('Football · Men');
    expect(played).toHaveTextContent('Semi-final');
    expect(played).toHaveTextContent('IIT Patna2');
    expect(played).toHaveTextContent('NIT Patna1');
    expect(played).toHaveTextContent('Winner: IIT Patna');

    const chess = within(card()).getByRole('listitem', { name: 'IIT Patna vs Winner of M2' });
    expect(chess).toHaveTextContent(formatDay('2026-11-28'));
    expect(chess).toHaveTextContent('11:00–12:00');
    expect(chess).toHaveTextContent('Hall B');
    expect(chess).toHaveTextContent('Chess · Round 1');
    expect(chess).not.toHaveTextContent('Winner:');

    expect(
      within(card()).getByRole('link', { name: 'Add Football (Men) to your calendar' }),
    ).toHaveAttribute('href', '/api/v1/calendar/tok-football-men');
    expect(
      within(card()).getByRole('link', { name: 'Add Chess to your calendar' }),
    ).toHaveAttribute('href', '/api/v1/calendar/tok-chess');
  });

  it("shows a result's own line (a chess match's boards) instead of its two numbers", async () => {
    answerWith({
      matches: [
        match({
          setId: 'set-chess',
          event: 'chess',
          eventTitle: 'Chess',
          category: '',
          matchId: 'C1',
          status: 'played',
          homeScore: 5,
          awayScore: 3,
          scoreText: '2½–1½',
          winner: 'IIT Patna',
        }),
      ],
      calendars: [],
    });
    renderCard();
    const played = await within(card()).findByRole('listitem', { name: 'IIT Patna vs NIT Patna' });
    expect(played).toHaveTextContent('2½–1½');
    expect(within(played).queryByText('5')).not.toBeInTheDocument();
    expect(within(played).queryByText('3')).not.toBeInTheDocument();
    expect(played).toHaveTextContent('Winner: IIT Patna');
  });

  it("shows a heat with the user's own lane, linked to its race's page, not a match's", async () => {
    answerWith({ matches: [heat(), match()], calendars: [] });
    renderCard();
    const item = await within(card()).findByRole('listitem', { name: '100m Heat 1' });
    expect(item).toHaveTextContent(formatDay('2026-11-27'));
    expect(item).toHaveTextContent('10:00–10:10');
    expect(item).toHaveTextContent('Main Track');
    expect(item).toHaveTextContent('Athletics · Women');
    expect(item).toHaveTextContent('Your lane: 4');
    // The other athletes are not listed, nor any team or score.
    expect(item).not.toHaveTextContent('Priya Singh');
    expect(item).not.toHaveTextContent(' vs ');
    expect(item).not.toHaveTextContent('Winner:');
    const link = within(item).getByRole('link', { name: 'Race details: 100m Heat 1' });
    expect(link).toHaveAttribute('href', '/races/race-men-100');
    expect(within(item).getAllByRole('link')).toHaveLength(1);
    // The match beside it is shown as a match still.
    expect(
      within(card()).getByRole('listitem', { name: 'IIT Patna vs NIT Patna' }),
    ).toHaveTextContent('Semi-final');
  });

  it("counts a heat's athletes when the server names no lane of the user's, and names its winner once timed", async () => {
    answerWith({
      matches: [heat({ status: 'played', winner: 'Asha Verma', yourLanes: [] })],
      calendars: [],
    });
    renderCard();
    const item = await within(card()).findByRole('listitem', { name: '100m Heat 1' });
    expect(item).toHaveTextContent('8 athletes');
    expect(item).not.toHaveTextContent('Your lane');
    expect(item).toHaveTextContent('Winner: Asha Verma');
  });

  it("names every lane of the user's own in a heat (two relay teams of theirs)", async () => {
    answerWith({
      matches: [
        heat({
          home: '4x100m Heat 1',
          athletes: ['Lane 3: IIT Patna (2) (IIT Patna)', 'Lane 4: IIT Patna (IIT Patna)'],
          yourLanes: [3, 4],
        }),
      ],
      calendars: [],
    });
    renderCard();
    const item = await within(card()).findByRole('listitem', { name: '4x100m Heat 1' });
    expect(item).toHaveTextContent('Your lane: 3, 4');
  });

  it("counts the athletes when no lane is the user's", async () => {
    answerWith({
      matches: [heat({ athletes: ['Lane 4: Asha Verma (IIT Patna)'], yourLanes: [] })],
      calendars: [],
    });
    renderCard();
    const item = await within(card()).findByRole('listitem', { name: '100m Heat 1' });
    expect(item).toHaveTextContent('1 athlete');
    expect(item).not.toHaveTextContent('1 athletes');
  });

  it('says no match is scheduled yet, and still offers the calendars', async () => {
    answerWith({ matches: [], calendars: [footballCalendar] });
    renderCard();
    expect(
      await within(card()).findByText('No matches scheduled for your teams yet.'),
    ).toBeInTheDocument();
    expect(
      within(card()).getByRole('link', { name: 'Add Football (Men) to your calendar' }),
    ).toHaveAttribute('href', '/api/v1/calendar/tok-football-men');
    expect(within(card()).queryByRole('list', { name: 'Your matches' })).not.toBeInTheDocument();
  });

  it('shows only the empty state without a team calendar', async () => {
    answerWith({ matches: [], calendars: [] });
    renderCard();
    expect(
      await within(card()).findByText('No matches scheduled for your teams yet.'),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the error with Try again when the matches cannot be loaded', async () => {
    let asked = 0;
    api.on('GET', '/user/matches', () => {
      asked += 1;
      return asked === 1
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
        : { success: true, matches: [match()], calendars: [] };
    });
    const { user } = renderCard();
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your matches: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(card()).findByRole('listitem', { name: 'IIT Patna vs NIT Patna' }),
    ).toHaveTextContent('Main Ground');
  });
});
