import type { FixtureMatch, FixtureSet } from '../api/types';
import { i18n } from '../i18n';
import { statusText } from './texts';

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

/**
 * Where a match stands in words, as its card says it: "Walkover", "Played" (with a winner) or "Draw"
 * once played; "Upcoming" or "Teams to be decided" before.
 */
export function matchStatusText(match: FixtureMatch): string {
  if (match.status !== 'played') return statusText(match.status);
  if (match.walkover) return i18n._('fest-day.match.walkover');
  return match.winner ? statusText('played') : i18n._('fest-day.match.draw');
}

/** The name of a played match's winner (the side's label, else the entrant's name); null for none. */
export function winnerName(match: FixtureMatch, set: FixtureSet): string | null {
  const { winner } = match;
  if (!winner) return null;
  for (const side of [match.home, match.away]) {
    if (side.entrant === winner) return side.label;
  }
  return set.entrants.find((e) => e.id === winner)?.name ?? winner;
}
