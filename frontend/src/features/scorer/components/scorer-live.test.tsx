import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Race, RaceHeat } from '@/lib/races';
import { FakeEventSource } from '@/test/fake-event-source';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { ScorerPage } from './scorer-page';

const lane = (n: number, athlete: string, name: string, college: string) => ({
  lane: n,
  athlete,
  name,
  college,
});

const heat = (number: number, timed: boolean): RaceHeat => ({
  number,
  name: `Heat ${number}`,
  final: false,
  timed,
  lanes: [
    lane(4, `A${number}1`, `Runner ${number}1`, 'IIT Patna'),
    lane(5, `A${number}2`, `Runner ${number}2`, 'NIT Patna'),
  ],
});

const final: RaceHeat = { ...heat(3, false), name: 'Final', final: true };

const menHundred = (heats: RaceHeat[]): Race => ({
  id: 'race1',
  event: 'athletics',
  eventTitle: 'Athletics',
  category: 'Men',
  discipline: '100m',
  title: 'Athletics (Men) 100m',
  kind: 'track',
  state: 'published',
  version: 3,
  lanes: 8,
  athletes: heats.flatMap((h) =>
    h.lanes.map((l) => ({ id: l.athlete, name: l.name, college: l.college })),
  ),
  heats,
  podium: [],
  complete: false,
  finalReady: false,
});

const update = (event: string, setId: string) => ({
  kind: 'result',
  setId,
  event,
  category: 'Men',
  version: 4,
  matches: ['Heat 1'],
});

let api: FakeApi;
let race: Race;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  race = menHundred([heat(1, false), heat(2, true)]);
  api = fakeApi();
  api.on('GET', '/scorer/matches', () => ({ success: true, matches: [] }));
  api.on('GET', '/races', () => ({
    success: true,
    races: [
      {
        id: 'race1',
        category: 'Men',
        discipline: '100m',
        title: 'Athletics (Men) 100m',
        state: 'published',
        version: race.version,
        athletes: race.athletes.length,
        heats: 2,
        hasFinal: race.heats.some((h) => h.final),
        complete: false,
      },
    ],
  }));
  api.on('GET', '/races/race1', () => ({ success: true, message: '', race }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const heatNames = () =>
  within(screen.getByRole('list', { name: 'Heats to time' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the scorer page on the live stream', () => {
  it('lists the heats again when a heat is timed or the final drawn elsewhere', async () => {
    const { unmount } = render(<ScorerPage />);
    await screen.findByRole('list', { name: 'Heats to time' });
    expect(heatNames()).toEqual(['Athletics (Men) 100mHeat 12 athletes · To time']);
    const source = FakeEventSource.latest;
    source.emit('ready');

    // Heat 1 timed by another scorer, and the final drawn by an organiser.
    race = menHundred([heat(1, true), heat(2, true), final]);
    source.emit('update', update('athletics', 'race1'));
    await waitFor(() => {
      expect(heatNames()).toEqual(['Athletics (Men) 100mFinal2 athletes · To time']);
    });
    expect(api.callsTo('GET', '/races/race1').length).toBeGreaterThanOrEqual(2);
    // An athletics change leaves the matches alone.
    expect(api.callsTo('GET', '/scorer/matches')).toHaveLength(1);

    unmount();
    expect(source.closed).toBe(true);
  });

  it('lists the matches again on a result elsewhere, and everything after a resync', async () => {
    render(<ScorerPage />);
    await screen.findByRole('list', { name: 'Heats to time' });
    const source = FakeEventSource.latest;
    const racesAsked = api.callsTo('GET', '/races').length;

    source.emit('update', update('football', 'set-football-men'));
    await waitFor(() => {
      expect(api.callsTo('GET', '/scorer/matches')).toHaveLength(2);
    });
    expect(api.callsTo('GET', '/races')).toHaveLength(racesAsked);

    source.emit('resync');
    await waitFor(() => {
      expect(api.callsTo('GET', '/scorer/matches')).toHaveLength(3);
    });
    await waitFor(() => {
      expect(api.callsTo('GET', '/races').length).toBeGreaterThan(racesAsked);
    });
  });
});
