import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

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
    const home = screen.getByLabelText('IIT Patna score');
    expect(home).toHaveAttribute('inputMode', 'numeric');
    await user.type(home, '2');
    await user.type(screen.getByLabelText('NIT Patna score'), '1');
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
    await user.type(screen.getByLabelText('IIT Patna score'), '1');
    await user.type(screen.getByLabelText('NIT Patna score'), '2');
    expect(screen.queryByRole('group', { name: 'Winner' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('NIT Patna score'));
    await user.type(screen.getByLabelText('NIT Patna score'), '1');

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
    await user.type(screen.getByLabelText('IIT Patna score'), '0');
    await user.type(screen.getByLabelText('NIT Patna score'), '0');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A result is already entered for this match; an organiser can correct it.',
    );
  });
});
