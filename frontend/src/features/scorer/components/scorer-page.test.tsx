import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import type { ScorerMatch } from '../api/get-matches';
import { ScorerPage } from './scorer-page';

const match = (
  id: string,
  needsWinner: boolean,
  overrides: Partial<ScorerMatch['match']> = {},
): ScorerMatch => ({
  setId: 'set1',
  event: 'football',
  eventTitle: 'Football',
  category: '',
  needsWinner,
  match: {
    id,
    round: 1,
    roundName: needsWinner ? 'Semi-finals' : 'Round 1',
    kind: needsWinner ? 'knockout' : 'league',
    home: { entrant: 'T1', label: 'IIT Patna' },
    away: { entrant: 'T2', label: 'NIT Patna' },
    status: 'ready',
    walkover: false,
    venue: { id: 'v1', name: 'Main ground' },
    day: '2026-02-20',
    start: '09:00',
    end: '10:00',
    ...overrides,
  },
});

let api: FakeApi;
let matches: ScorerMatch[];

beforeEach(() => {
  api = fakeApi();
  matches = [match('M1', true), match('M2', false)];
  api.on('GET', '/scorer/matches', () => ({ success: true, matches }));
  api.on('GET', '/races', () => ({ success: true, races: [] }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function openMatch(name: RegExp) {
  const user = userEvent.setup();
  render(<ScorerPage />);
  const list = await screen.findByRole('list', { name: 'Matches to score' });
  const buttons = within(list).getAllByRole('button');
  const button = buttons.find((b) => name.test(b.textContent));
  if (!button) throw new Error(`no match ${String(name)}`);
  await user.click(button);
  await screen.findByRole('heading', { name: 'Enter the result' });
  return user;
}

describe('the scorer page', () => {
  it('says so when there is nothing to score', async () => {
    matches = [];
    render(<ScorerPage />);
    expect(await screen.findByText('No matches to score yet.')).toBeVisible();
  });

  it('sends the result and shows the server message, then lists the matches again', async () => {
    api.on('PUT', '/scorer/fixture-sets/set1/matches/M2/result', () => ({
      success: true,
      message: 'Result saved.',
      cleared: [],
      fixtures: {},
    }));
    const user = await openMatch(/Round 1/);
    const home = screen.getByLabelText('IIT Patna score (goals)');
    expect(home).toHaveAttribute('inputMode', 'numeric');
    await user.type(home, '2');
    await user.type(screen.getByLabelText('NIT Patna score (goals)'), '1');
    await user.type(screen.getByLabelText('Score detail (optional)'), ' 2-1 after extra time ');
    // A league match, not level: no winner to choose.
    expect(screen.queryByRole('group', { name: 'Winner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save result' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Result saved.');
    expect(api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/M2/result')[0]?.body).toEqual({
      homeScore: 2,
      awayScore: 1,
      walkover: false,
      winner: null,
      detail: '2-1 after extra time',
    });
    await waitFor(() => {
      expect(api.callsTo('GET', '/scorer/matches')).toHaveLength(2);
    });
    expect(screen.getByRole('list', { name: 'Matches to score' })).toBeVisible();
  });

  it('asks for the winner of a knockout match level on scores, and for a walkover', async () => {
    api.on('PUT', '/scorer/fixture-sets/set1/matches/M1/result', () => ({
      success: true,
      message: 'Result saved.',
      cleared: [],
      fixtures: {},
    }));
    const user = await openMatch(/Semi-finals/);
    await user.type(screen.getByLabelText('IIT Patna score (goals)'), '1');
    await user.type(screen.getByLabelText('NIT Patna score (goals)'), '2');
    expect(screen.queryByRole('group', { name: 'Winner' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('NIT Patna score (goals)'));
    await user.type(screen.getByLabelText('NIT Patna score (goals)'), '1');

    const winner = await screen.findByRole('group', { name: 'Winner' });
    await user.click(within(winner).getByRole('radio', { name: 'NIT Patna' }));
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await screen.findByRole('status');
    expect(api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/M1/result')[0]?.body).toEqual({
      homeScore: 1,
      awayScore: 1,
      walkover: false,
      winner: 'T2',
      detail: null,
    });
  });

  it('shows the winner choice for a walkover of a league match', async () => {
    const user = await openMatch(/Round 1/);
    expect(screen.queryByRole('group', { name: 'Winner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Walkover (one team did not play)' }));
    expect(await screen.findByRole('group', { name: 'Winner' })).toBeVisible();
  });

  it("shows the server's refusal and its field errors", async () => {
    api.on('PUT', '/scorer/fixture-sets/set1/matches/M2/result', () =>
      jsonResponse(
        {
          success: false,
          message: 'The score detail is at most 120 characters.',
          errors: { detail: ['The score detail is at most 120 characters.'] },
        },
        422,
      ),
    );
    const user = await openMatch(/Round 1/);
    await user.type(screen.getByLabelText('Score detail (optional)'), 'far too long');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The score detail is at most 120 characters.',
    );
    expect(screen.getByLabelText('Score detail (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a conflict message', async () => {
    api.on('PUT', '/scorer/fixture-sets/set1/matches/M2/result', () =>
      jsonResponse(
        {
          success: false,
          message: 'A result is already entered for this match; an organiser can correct it.',
        },
        409,
      ),
    );
    const user = await openMatch(/Round 1/);
    await user.type(screen.getByLabelText('IIT Patna score (goals)'), '0');
    await user.type(screen.getByLabelText('NIT Patna score (goals)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A result is already entered for this match; an organiser can correct it.',
    );
  });
});

/** A match of another sport than football. */
const sportMatch = (
  event: string,
  eventTitle: string,
  id: string,
  needsWinner: boolean,
  overrides: Partial<ScorerMatch['match']> = {},
): ScorerMatch => ({ ...match(id, needsWinner, overrides), event, eventTitle });

const saved = () => ({ success: true, message: 'Result saved.', cleared: [], fixtures: {} });

/** The live reading of the score sheet under it. */
const preview = () => {
  const found = document.querySelector('.scorer-form__preview');
  if (!(found instanceof HTMLElement)) throw new Error('no preview');
  return found;
};

describe('the score sheet', () => {
  it('takes a volleyball match set by set, reads it live and sends the sheet', async () => {
    matches = [sportMatch('volleyball', 'Volleyball', 'V1', false)];
    api.on('PUT', '/scorer/fixture-sets/set1/matches/V1/result', saved);
    const user = await openMatch(/Volleyball/);

    const sheet = screen.getByRole('group', { name: 'Sets' });
    expect(sheet).toHaveTextContent(
      'A set goes to 25 (the deciding set to 15), won by two points.',
    );
    const bestOf = within(sheet).getByRole('combobox', { name: 'Best of' });
    expect(bestOf).toHaveValue('3');
    expect(
      within(bestOf)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['3 sets', '5 sets']);
    // The shortest match's rows to start with; no plain score fields.
    expect(within(sheet).getAllByRole('textbox')).toHaveLength(4);
    expect(screen.queryByLabelText(/score \(/)).not.toBeInTheDocument();
    const set1Home = screen.getByLabelText('Set 1, IIT Patna points');
    expect(set1Home).toHaveAttribute('inputMode', 'numeric');

    await user.type(set1Home, '25');
    await user.type(screen.getByLabelText('Set 1, NIT Patna points'), '20');
    await user.type(screen.getByLabelText('Set 2, IIT Patna points'), '25');
    await user.type(screen.getByLabelText('Set 2, NIT Patna points'), '24');
    expect(preview()).toHaveTextContent(
      'Set 2 (25–24) is not finished. A set goes to 25 (the deciding set to 15), won by two points.',
    );
    // An unfinished sheet is not sent: its message is said, at the set too.
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Set 2 (25–24) is not finished.');
    expect(screen.getByLabelText('Set 2, NIT Patna points')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/V1/result')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Set 2, IIT Patna points'));
    await user.type(screen.getByLabelText('Set 2, IIT Patna points'), '22');
    await user.clear(screen.getByLabelText('Set 2, NIT Patna points'));
    await user.type(screen.getByLabelText('Set 2, NIT Patna points'), '25');
    expect(screen.getByLabelText('Set 2, NIT Patna points')).not.toHaveAttribute('aria-invalid');
    expect(preview()).toHaveTextContent('Neither side has won 2 sets of a best of 3 yet.');

    // A third set: its first field takes the focus; a best of three has no fourth.
    await user.click(within(sheet).getByRole('button', { name: 'Add set' }));
    expect(screen.getByLabelText('Set 3, IIT Patna points')).toHaveFocus();
    expect(within(sheet).queryByRole('button', { name: 'Add set' })).not.toBeInTheDocument();
    await user.keyboard('15');
    await user.type(screen.getByLabelText('Set 3, NIT Patna points'), '10');
    expect(preview()).toHaveTextContent('Result: 2–1 (25–20, 22–25, 15–10)');
    expect(within(sheet).getByRole('button', { name: 'Remove last set' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Result saved.');
    const body = api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/V1/result')[0]?.body;
    expect(body).toEqual({
      sheet: {
        bestOf: 3,
        sets: [
          [25, 20],
          [22, 25],
          [15, 10],
        ],
      },
      walkover: false,
      winner: null,
      detail: null,
    });
    expect(body).not.toHaveProperty('homeScore');
    expect(body).not.toHaveProperty('awayScore');
  });

  it('takes a team chess match board by board, in half points', async () => {
    matches = [sportMatch('chess', 'Chess', 'C1', false)];
    api.on('PUT', '/scorer/fixture-sets/set1/matches/C1/result', saved);
    const user = await openMatch(/Chess/);

    const sheet = screen.getByRole('group', { name: 'Boards' });
    expect(within(sheet).getAllByRole('combobox')).toHaveLength(4);
    const board1 = screen.getByRole('combobox', { name: 'Board 1' });
    expect(board1).toHaveValue('');
    expect(
      within(board1)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', '1-0, IIT Patna wins', '½-½, draw', '0-1, NIT Patna wins']);

    await user.selectOptions(board1, '1-0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Board 2' }), '½-½');
    expect(preview()).toHaveTextContent('Board 3: 1-0, ½-½ or 0-1.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Board 3' }), '0-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Board 4' }), '1-0');
    expect(preview()).toHaveTextContent('Result: 2½–1½');

    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await screen.findByRole('status');
    expect(api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/C1/result')[0]?.body).toEqual({
      sheet: { boards: ['1-0', '½-½', '0-1', '1-0'] },
      walkover: false,
      winner: null,
      detail: null,
    });
  });

  it('asks for the winner of a knockout chess match level on the boards', async () => {
    matches = [sportMatch('chess', 'Chess', 'C2', true)];
    api.on('PUT', '/scorer/fixture-sets/set1/matches/C2/result', saved);
    const user = await openMatch(/Chess/);
    for (const [board, result] of [
      ['Board 1', '1-0'],
      ['Board 2', '0-1'],
      ['Board 3', '½-½'],
    ] as const) {
      await user.selectOptions(screen.getByRole('combobox', { name: board }), result);
    }
    expect(screen.queryByRole('group', { name: 'Winner' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Board 4' }), '½-½');
    expect(preview()).toHaveTextContent('Result: 2–2');
    const winner = await screen.findByRole('group', { name: 'Winner' });
    await user.click(within(winner).getByRole('radio', { name: 'IIT Patna' }));
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await screen.findByRole('status');
    expect(api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/C2/result')[0]?.body).toEqual({
      sheet: { boards: ['1-0', '0-1', '½-½', '½-½'] },
      walkover: false,
      winner: 'T1',
      detail: null,
    });
  });

  it('sends a walkover of a chess match without a sheet', async () => {
    matches = [sportMatch('chess', 'Chess', 'C3', false)];
    api.on('PUT', '/scorer/fixture-sets/set1/matches/C3/result', saved);
    const user = await openMatch(/Chess/);
    await user.click(screen.getByRole('checkbox', { name: 'Walkover (one team did not play)' }));
    expect(screen.queryByRole('group', { name: 'Boards' })).not.toBeInTheDocument();
    const winner = await screen.findByRole('group', { name: 'Winner' });
    await user.click(within(winner).getByRole('radio', { name: 'NIT Patna' }));
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await screen.findByRole('status');
    expect(api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/C3/result')[0]?.body).toEqual({
      walkover: true,
      winner: 'T2',
      detail: null,
    });
  });

  it("takes a cricket match's two innings", async () => {
    matches = [sportMatch('cricket', 'Cricket', 'K1', false)];
    api.on('PUT', '/scorer/fixture-sets/set1/matches/K1/result', saved);
    const user = await openMatch(/Cricket/);
    const sheet = screen.getByRole('group', { name: 'Innings' });
    expect(sheet).toHaveTextContent('Runs, wickets (at most 10) and overs');
    expect(within(sheet).getByRole('group', { name: 'IIT Patna' })).toBeVisible();

    await user.type(screen.getByLabelText('IIT Patna runs'), '152');
    await user.type(screen.getByLabelText('IIT Patna wickets'), '6');
    await user.type(screen.getByLabelText('IIT Patna overs'), '20');
    await user.type(screen.getByLabelText('NIT Patna runs'), '148');
    await user.type(screen.getByLabelText('NIT Patna wickets'), '9');
    expect(preview()).toHaveTextContent(
      'Overs are written 19.4 (19 overs and 4 balls), at most 50.',
    );
    await user.type(screen.getByLabelText('NIT Patna overs'), '19.4');
    expect(preview()).toHaveTextContent('Result: 152/6 (20) v 148/9 (19.4)');

    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await screen.findByRole('status');
    expect(api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/K1/result')[0]?.body).toEqual({
      sheet: {
        home: { runs: 152, wickets: 6, overs: '20' },
        away: { runs: 148, wickets: 9, overs: '19.4' },
      },
      walkover: false,
      winner: null,
      detail: null,
    });
  });

  it('fills a correction in from the sheet entered before, and shows the sport’s line in the list', async () => {
    matches = [
      sportMatch('volleyball', 'Volleyball', 'V2', false, {
        status: 'played',
        homeScore: 3,
        awayScore: 1,
        winner: 'T1',
        sheet: {
          bestOf: 5,
          sets: [
            [25, 20],
            [22, 25],
            [25, 18],
            [25, 21],
          ],
        },
        scoreText: '3–1 (25–20, 22–25, 25–18, 25–21)',
      }),
    ];
    api.on('PUT', '/scorer/fixture-sets/set1/matches/V2/result', saved);
    const list = await (async () => {
      render(<ScorerPage />);
      return screen.findByRole('list', { name: 'Matches to score' });
    })();
    expect(list).toHaveTextContent('Played · 3–1 (25–20, 22–25, 25–18, 25–21)');

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button'));
    await screen.findByRole('heading', { name: 'Enter the result' });
    expect(screen.getByRole('combobox', { name: 'Best of' })).toHaveValue('5');
    expect(screen.getByLabelText('Set 4, IIT Patna points')).toHaveValue('25');
    expect(screen.getByLabelText('Set 4, NIT Patna points')).toHaveValue('21');
    expect(preview()).toHaveTextContent('Result: 3–1 (25–20, 22–25, 25–18, 25–21)');

    await user.clear(screen.getByLabelText('Set 4, NIT Patna points'));
    await user.type(screen.getByLabelText('Set 4, NIT Patna points'), '23');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await screen.findByRole('status');
    expect(api.callsTo('PUT', '/scorer/fixture-sets/set1/matches/V2/result')[0]?.body).toEqual({
      sheet: {
        bestOf: 5,
        sets: [
          [25, 20],
          [22, 25],
          [25, 18],
          [25, 23],
        ],
      },
      walkover: false,
      winner: null,
      detail: null,
    });
  });

  it("shows the server's refusal of a set at the set", async () => {
    matches = [sportMatch('badminton', 'Badminton', 'B1', false)];
    api.on('PUT', '/scorer/fixture-sets/set1/matches/B1/result', () =>
      jsonResponse(
        {
          success: false,
          message: 'Game 2 is not right.',
          errors: { 'sheet.sets[1]': ['Game 2 is not right.'] },
        },
        422,
      ),
    );
    const user = await openMatch(/Badminton/);
    // Badminton is always a best of three: no choice to make.
    expect(screen.queryByRole('combobox', { name: 'Best of' })).not.toBeInTheDocument();
    for (const [label, points] of [
      ['Game 1, IIT Patna points', '21'],
      ['Game 1, NIT Patna points', '15'],
      ['Game 2, IIT Patna points', '21'],
      ['Game 2, NIT Patna points', '19'],
    ] as const) {
      await user.type(screen.getByLabelText(label), points);
    }
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Game 2 is not right.');
    expect(screen.getByLabelText('Game 2, IIT Patna points')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Game 1, IIT Patna points')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the scorer page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  /** Opens the match named in Hindi (the page's own words), as `openMatch` does in English. */
  async function openInHindi(name: RegExp) {
    const user = userEvent.setup();
    render(<ScorerPage />);
    const list = await screen.findByRole('list', { name: 'स्कोर करने वाले मैच' });
    const button = within(list)
      .getAllByRole('button')
      .find((b) => name.test(b.textContent));
    if (!button) throw new Error(`no match ${String(name)}`);
    await user.click(button);
    await screen.findByRole('heading', { name: 'नतीजा डालें' });
    return user;
  }

  it('lists the matches and asks for the result in Hindi, and in English again after switching back', async () => {
    await activateLanguage('hi');
    render(<ScorerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'स्कोरिंग' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'स्कोर करने वाले मैच' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('IIT Patna बनाम NIT Patna');
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('खेलना बाकी');
    expect(await screen.findByText('अभी समय दर्ज करने के लिए कोई हीट नहीं है।')).toBeVisible();

    await userEvent.setup().click(within(list).getByRole('button', { name: /Round 1/ }));
    expect(await screen.findByRole('heading', { name: 'नतीजा डालें' })).toBeVisible();
    expect(screen.getByLabelText('IIT Patna का स्कोर (गोल)')).toBeVisible();
    expect(screen.getByLabelText('स्कोर का ब्योरा (वैकल्पिक)')).toBeVisible();
    expect(screen.getByLabelText('वॉकओवर (एक टीम नहीं खेली)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'नतीजा सेव करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'मैचों पर वापस जाएँ' })).toBeVisible();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Enter the result' })).toBeVisible();
    expect(screen.getByLabelText('IIT Patna score (goals)')).toBeVisible();
  });

  it("says in Hindi that a score is not a number, and shows the server's refusal as it comes", async () => {
    await activateLanguage('hi');
    api.on('PUT', '/scorer/fixture-sets/set1/matches/M2/result', () =>
      jsonResponse({ success: false, message: 'The match is not ready.' }, 409),
    );
    const user = await openInHindi(/Round 1/);
    await user.type(screen.getByLabelText('IIT Patna का स्कोर (गोल)'), 'two');
    await user.click(screen.getByRole('button', { name: 'नतीजा सेव करें' }));
    expect(await screen.findByText('पॉइंट्स पूरी संख्या में डालें, या खाली छोड़ दें।')).toBeVisible();

    await user.clear(screen.getByLabelText('IIT Patna का स्कोर (गोल)'));
    await user.click(screen.getByRole('button', { name: 'नतीजा सेव करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The match is not ready.');
  });

  it("takes a volleyball match's sets in Hindi, with the shared rules' words for the set and its rule", async () => {
    await activateLanguage('hi');
    matches = [sportMatch('volleyball', 'Volleyball', 'V1', false)];
    const user = await openInHindi(/Volleyball/);
    const sheet = screen.getByRole('group', { name: 'सेट' });
    expect(sheet).toHaveTextContent(
      'सेट 25 पॉइंट का होता है (निर्णायक सेट 15 का) और दो पॉइंट की बढ़त से जीता जाता है।',
    );
    const bestOf = within(sheet).getByRole('combobox', { name: 'बेस्ट ऑफ़' });
    expect(
      within(bestOf)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['3 सेट', '5 सेट']);
    expect(sheet).toHaveTextContent('सेट 1');
    await user.type(screen.getByLabelText('सेट 1, IIT Patna के पॉइंट्स'), '25');
    await user.type(screen.getByLabelText('सेट 1, NIT Patna के पॉइंट्स'), '20');
    await user.type(screen.getByLabelText('सेट 2, IIT Patna के पॉइंट्स'), '25');
    await user.type(screen.getByLabelText('सेट 2, NIT Patna के पॉइंट्स'), '15');
    expect(preview()).toHaveTextContent('नतीजा: 2–0 (25–20, 25–15)');
    expect(within(sheet).getByRole('button', { name: 'सेट जोड़ें' })).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'आख़िरी सेट हटाएँ' })).toBeVisible();
  });

  it("takes a cricket match's innings and a chess match's boards in Hindi", async () => {
    await activateLanguage('hi');
    matches = [
      sportMatch('cricket', 'Cricket', 'K1', false),
      sportMatch('chess', 'Chess', 'C1', false),
    ];
    const user = await openInHindi(/Cricket/);
    expect(screen.getByRole('group', { name: 'पारी' })).toBeVisible();
    expect(screen.getByLabelText('IIT Patna के रन')).toBeVisible();
    expect(screen.getByLabelText('NIT Patna के विकेट')).toBeVisible();
    expect(screen.getByLabelText('NIT Patna के ओवर')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'मैचों पर वापस जाएँ' }));
    const list = await screen.findByRole('list', { name: 'स्कोर करने वाले मैच' });
    await user.click(within(list).getByRole('button', { name: /Chess/ }));
    const board = await screen.findByRole('combobox', { name: 'बोर्ड 1' });
    expect(
      within(board)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', '1-0, IIT Patna की जीत', '½-½, ड्रॉ', '0-1, NIT Patna की जीत']);
  });
});
