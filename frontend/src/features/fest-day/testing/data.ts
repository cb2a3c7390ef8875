/* eslint-disable lingui/no-unlocalized-strings -- the test answers: names and words the server sends */
/** Answers of the fest-day endpoints for the unit tests. */
import type { Race, RaceLane, RaceSummary } from '@/lib/races';

import type {
  FixtureMatch,
  FixtureSet,
  FixtureSetSummary,
  ScheduleEntry,
  Standings,
} from '../api/types';

export function entry(overrides: Partial<ScheduleEntry> = {}): ScheduleEntry {
  return {
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
  };
}

export function summary(overrides: Partial<FixtureSetSummary> = {}): FixtureSetSummary {
  return {
    id: 'set-football-men',
    event: 'football',
    eventTitle: 'Football',
    category: 'Men',
    version: 3,
    matches: 3,
    played: 3,
    complete: true,
    ...overrides,
  };
}

function match(overrides: Partial<FixtureMatch> & Pick<FixtureMatch, 'id'>): FixtureMatch {
  return {
    round: 1,
    roundName: 'Semi-final',
    kind: 'knockout',
    home: { entrant: 'T1', label: 'IIT Patna' },
    away: { entrant: 'T2', label: 'NIT Patna' },
    status: 'played',
    walkover: false,
    ...overrides,
  };
}

/** A finished knockout of four teams, with its podium. */
export function footballMen(overrides: Partial<FixtureSet> = {}): FixtureSet {
  return {
    id: 'set-football-men',
    event: 'football',
    eventTitle: 'Football',
    category: 'Men',
    format: { kind: 'knockout' },
    state: 'published',
    version: 3,
    entrants: [
      { id: 'T1', name: 'IIT Patna' },
      { id: 'T2', name: 'NIT Patna' },
      { id: 'T3', name: 'BIT Mesra' },
      { id: 'T4', name: 'NIT Jamshedpur' },
    ],
    rounds: [
      { number: 1, name: 'Semi-finals', matches: ['M1', 'M2'], byes: [] },
      { number: 2, name: 'Final', matches: ['M3'], byes: [] },
    ],
    groups: [],
    matches: [
      match({
        id: 'M1',
        homeScore: 2,
        awayScore: 1,
        winner: 'T1',
        venue: { id: 'v1', name: 'Main Ground' },
        day: '2026-11-27',
        start: '09:00',
        end: '10:30',
      }),
      match({
        id: 'M2',
        home: { entrant: 'T3', label: 'BIT Mesra' },
        away: { entrant: 'T4', label: 'NIT Jamshedpur' },
        homeScore: 0,
        awayScore: 3,
        winner: 'T4',
      }),
      match({
        id: 'M3',
        round: 2,
        roundName: 'Final',
        kind: 'final',
        home: { entrant: 'T1', label: 'IIT Patna' },
        away: { entrant: 'T4', label: 'NIT Jamshedpur' },
        homeScore: 1,
        awayScore: 0,
        winner: 'T1',
      }),
    ],
    tables: [],
    podium: [
      { place: 1, entrant: 'T1', name: 'IIT Patna', prizePaise: 500_000 },
      { place: 2, entrant: 'T4', name: 'NIT Jamshedpur', prizePaise: 300_000 },
      { place: 3, entrant: 'T2', name: 'NIT Patna', prizePaise: 200_000 },
    ],
    complete: true,
    ...overrides,
  };
}

/** Team chess over three Swiss rounds of five teams: round 1 paired (a bye), one game played. */
export function chessSwiss(overrides: Partial<FixtureSet> = {}): FixtureSet {
  // As the rules count a Swiss: a win 2 points, a bye a win without a score.
  const row = (rank: number, entrant: string, name: string, won: number, lost: number) => ({
    rank,
    entrant,
    name,
    played: won + lost,
    won,
    drawn: 0,
    lost,
    scoreFor: 0,
    scoreAgainst: 0,
    scoreDifference: 0,
    scoreDifferenceText: '0',
    points: won * 2,
  });
  return {
    id: 'set-chess',
    event: 'chess',
    eventTitle: 'Chess',
    category: '',
    format: { kind: 'swiss', rounds: 3 },
    state: 'published',
    version: 4,
    entrants: [
      { id: 'T1', name: 'IIT Patna' },
      { id: 'T2', name: 'NIT Patna' },
      { id: 'T3', name: 'BIT Mesra' },
      { id: 'T4', name: 'NIT Jamshedpur' },
      { id: 'T5', name: 'Patna University' },
    ],
    rounds: [{ number: 1, name: 'Round 1', matches: ['M1', 'M2'], byes: ['Patna University'] }],
    groups: [],
    matches: [
      match({
        id: 'M1',
        roundName: 'Round 1',
        kind: 'league',
        home: { entrant: 'T1', label: 'IIT Patna' },
        away: { entrant: 'T3', label: 'BIT Mesra' },
        // Entered board by board: the scores are half points, the line is the sport's own.
        homeScore: 5,
        awayScore: 3,
        sheet: { boards: ['1-0', '½-½', '0-1', '1-0'] },
        scoreText: '2½–1½',
        winner: 'T1',
      }),
      match({
        id: 'M2',
        roundName: 'Round 1',
        kind: 'league',
        home: { entrant: 'T4', label: 'NIT Jamshedpur' },
        away: { entrant: 'T2', label: 'NIT Patna' },
        status: 'ready',
      }),
    ],
    tables: [
      {
        group: 'Standings',
        complete: false,
        standings: [
          {
            ...row(1, 'T1', 'IIT Patna', 1, 0),
            scoreFor: 5,
            scoreAgainst: 3,
            scoreDifference: 2,
            scoreDifferenceText: '+1',
          },
          row(2, 'T5', 'Patna University', 1, 0),
          row(3, 'T2', 'NIT Patna', 0, 0),
          row(4, 'T4', 'NIT Jamshedpur', 0, 0),
          {
            ...row(5, 'T3', 'BIT Mesra', 0, 1),
            scoreFor: 3,
            scoreAgainst: 5,
            scoreDifference: -2,
            scoreDifferenceText: '-1',
          },
        ],
      },
    ],
    podium: [],
    complete: false,
    ...overrides,
  };
}

export function standings(overrides: Partial<Standings> = {}): Standings {
  return {
    success: true,
    points: [10, 6, 4],
    rows: [
      { rank: 1, college: 'IIT Patna', points: 10, places: [1, 0, 0] },
      { rank: 2, college: 'NIT Jamshedpur', points: 6, places: [0, 1, 0] },
    ],
    decided: 1,
    published: 2,
    ...overrides,
  };
}

export function raceSummary(overrides: Partial<RaceSummary> = {}): RaceSummary {
  return {
    id: 'race-men-100',
    category: 'Men',
    discipline: '100m',
    kind: 'track',
    title: 'Athletics (Men) 100m',
    state: 'published',
    version: 5,
    athletes: 4,
    heats: 2,
    hasFinal: true,
    complete: true,
    ...overrides,
  };
}

const lane = (
  lane: number,
  athlete: string,
  name: string,
  college: string,
  extra: Partial<RaceLane> = {},
): RaceLane => ({
  lane,
  athlete,
  name,
  college,
  ...extra,
});

/** The men's 100m: two heats of two, timed (one DNF), and the final timed: the podium decided. */
export function menHundred(overrides: Partial<Race> = {}): Race {
  return {
    id: 'race-men-100',
    event: 'athletics',
    eventTitle: 'Athletics',
    category: 'Men',
    discipline: '100m',
    title: 'Athletics (Men) 100m',
    kind: 'track',
    state: 'published',
    version: 5,
    lanes: 8,
    athletes: [
      { id: 'A1', name: 'Ravi Kumar', college: 'IIT Patna' },
      { id: 'A2', name: 'Aman Singh', college: 'NIT Patna' },
      { id: 'A3', name: 'Vikram Rao', college: 'BIT Mesra' },
      { id: 'A4', name: 'Sunil Das', college: 'NIT Jamshedpur' },
    ],
    heats: [
      {
        number: 1,
        name: 'Heat 1',
        final: false,
        timed: true,
        venue: { id: 'v2', name: 'Main Track' },
        day: '2026-11-27',
        start: '09:00',
        end: '09:15',
        lanes: [
          lane(4, 'A1', 'Ravi Kumar', 'IIT Patna', { time: '10.52', timeMs: 10_520, place: 1 }),
          lane(5, 'A2', 'Aman Singh', 'NIT Patna', { status: 'dnf' }),
        ],
      },
      {
        number: 2,
        name: 'Heat 2',
        final: false,
        timed: true,
        lanes: [
          lane(4, 'A3', 'Vikram Rao', 'BIT Mesra', { time: '10.61', timeMs: 10_610, place: 1 }),
          lane(5, 'A4', 'Sunil Das', 'NIT Jamshedpur', { time: '10.75', timeMs: 10_750, place: 2 }),
        ],
      },
      {
        number: 3,
        name: 'Final',
        final: true,
        timed: true,
        venue: { id: 'v2', name: 'Main Track' },
        day: '2026-11-28',
        start: '16:00',
        lanes: [
          lane(3, 'A4', 'Sunil Das', 'NIT Jamshedpur', { time: '10.70', timeMs: 10_700, place: 3 }),
          lane(4, 'A1', 'Ravi Kumar', 'IIT Patna', { time: '10.48', timeMs: 10_480, place: 1 }),
          lane(5, 'A3', 'Vikram Rao', 'BIT Mesra', { time: '10.55', timeMs: 10_550, place: 2 }),
        ],
      },
    ],
    podium: [
      { place: 1, entrant: 'A1', name: 'Ravi Kumar', prizePaise: 500_000 },
      { place: 2, entrant: 'A3', name: 'Vikram Rao', prizePaise: 300_000 },
      { place: 3, entrant: 'A4', name: 'Sunil Das', prizePaise: 200_000 },
    ],
    complete: true,
    finalReady: false,
    ...overrides,
  };
}

/**
 * The men's Long Jump, a field event: two flights of two by jumping order, each with its marks (one
 * NM); the podium comes from both flights together.
 */
export function menLongJump(overrides: Partial<Race> = {}): Race {
  return {
    id: 'race-men-lj',
    event: 'athletics',
    eventTitle: 'Athletics',
    category: 'Men',
    discipline: 'Long Jump',
    title: 'Athletics (Men) Long Jump',
    kind: 'field',
    state: 'published',
    version: 4,
    lanes: 2,
    athletes: [
      { id: 'A1', name: 'Ravi Kumar', college: 'IIT Patna' },
      { id: 'A2', name: 'Aman Singh', college: 'NIT Patna' },
      { id: 'A3', name: 'Vikram Rao', college: 'BIT Mesra' },
      { id: 'A4', name: 'Sunil Das', college: 'NIT Jamshedpur' },
    ],
    heats: [
      {
        number: 1,
        name: 'Flight 1',
        final: false,
        timed: true,
        venue: { id: 'v3', name: 'Jump Pit' },
        day: '2026-11-27',
        start: '10:00',
        end: '11:00',
        lanes: [
          lane(1, 'A1', 'Ravi Kumar', 'IIT Patna', { mark: '6.45 m', markCm: 645, place: 1 }),
          lane(2, 'A2', 'Aman Singh', 'NIT Patna', { status: 'nm' }),
        ],
      },
      {
        number: 2,
        name: 'Flight 2',
        final: false,
        timed: true,
        lanes: [
          lane(1, 'A3', 'Vikram Rao', 'BIT Mesra', { mark: '6.02 m', markCm: 602, place: 2 }),
          lane(2, 'A4', 'Sunil Das', 'NIT Jamshedpur', { mark: '6.30 m', markCm: 630, place: 1 }),
        ],
      },
    ],
    podium: [
      { place: 1, entrant: 'A1', name: 'Ravi Kumar', prizePaise: 500_000 },
      { place: 2, entrant: 'A4', name: 'Sunil Das', prizePaise: 300_000 },
      { place: 3, entrant: 'A3', name: 'Vikram Rao', prizePaise: 200_000 },
    ],
    complete: true,
    finalReady: false,
    ...overrides,
  };
}
