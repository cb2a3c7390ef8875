import type { FixtureSet } from '../api/types';

/**
 * A round robin or a Swiss: every team in one table (named by the server: "League", "Standings"),
 * and rounds of games rather than a bracket.
 */
export function isOneTable(format: FixtureSet['format']): boolean {
  return format.kind === 'roundRobin' || format.kind === 'swiss';
}

/**
 * A Swiss whose rounds are not all paired yet: the rounds paired and planned (each round is paired
 * once the one before is played); null for every other set.
 */
export function swissProgress(set: FixtureSet): { paired: number; planned: number } | null {
  if (set.format.kind !== 'swiss') return null;
  const paired = set.rounds.length;
  const planned = set.format.rounds;
  return paired > 0 && paired < planned ? { paired, planned } : null;
}
