import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { render } from '@/test/render';

import type { FixtureMatch, FixtureSet } from '../api/fixtures';
import { FixtureSetPanel } from './fixture-set';

const match = (id: string, overrides: Partial<FixtureMatch>): FixtureMatch => ({
  id,
  round: 1,
  roundName: 'Round 1',
  kind: 'league',
  home: { entrant: 'T1', label: 'IIT Patna' },
  away: { entrant: 'T2', label: 'NIT Patna' },
  status: 'played',
  walkover: false,
  ...overrides,
});

const chess = (matches: FixtureMatch[]): FixtureSet => ({
  id: 'set-chess',
  event: 'chess',
  eventTitle: 'Chess',
  category: '',
  format: { kind: 'roundRobin' },
  state: 'published',
  version: 2,
  entrants: [
    { id: 'T1', name: 'IIT Patna' },
    { id: 'T2', name: 'NIT Patna' },
  ],
  rounds: [{ number: 1, name: 'Round 1', matches: matches.map((m) => m.id), byes: [] }],
  groups: [],
  matches,
  tables: [],
  podium: [],
  complete: false,
});

/** The Result cell of a match's row. */
const resultOf = (id: string) => {
  const row = screen.getByRole('cell', { name: id }).closest('tr');
  if (!row) throw new Error(`no row ${id}`);
  const cells = within(row).getAllByRole('cell');
  return cells[4]?.textContent;
};

describe('the fixtures panel', () => {
  it("shows a result's own line when it has one, else the two scores", () => {
    render(
      <FixtureSetPanel
        set={chess([
          match('M1', { homeScore: 5, awayScore: 3, scoreText: '2½–1½', winner: 'T1' }),
          match('M2', { homeScore: 2, awayScore: 1, winner: 'T1' }),
          match('M3', { status: 'ready' }),
        ])}
        event="chess"
        category=""
        venues={[]}
      />,
    );
    expect(resultOf('M1')).toBe('2½–1½');
    expect(resultOf('M2')).toBe('2–1');
    expect(resultOf('M3')).toBe('');
  });
});
