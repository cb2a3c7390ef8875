import { activeLanguage } from '@/lib/i18n/i18n';
import { sayRule } from '@/lib/wasm-i18n';

import { i18n } from '../i18n';

/**
 * The texts the scorer's page puts together from the catalogue's (../i18n.ts), the shared rules' and
 * the server's words. Called while a component draws, after its `useI18n()`, so they follow the
 * language.
 */

/**
 * A text of the shared rules' score sheets (a set's name, "Set", "Game"; the rule under the sheet's
 * title) in the active language, from the rules' own catalogue (src/lib/wasm-i18n.ts); as it is
 * when the catalogue does not know it.
 */
export const ruleText = (text: string) => sayRule(text, activeLanguage());

/**
 * What a plain score counts, as the score's field names it ("goals", "points"): the shared rules'
 * unit ("Goals"), in small letters.
 */
export function plainUnit(unit: string): string {
  switch (unit) {
    case 'Goals':
      return i18n._('scorer.unit.goals');
    case 'Points':
      return i18n._('scorer.unit.points');
    default:
      return unit.toLowerCase();
  }
}

/** What a set's numbers count ("points", "games"): the shared rules' `counts`. */
export function countsText(counts: string | undefined): string {
  switch (counts) {
    case undefined:
    case 'points':
      return i18n._('scorer.unit.points');
    case 'games':
      return i18n._('scorer.unit.games');
    default:
      return counts;
  }
}

/** A match's line: its event (and category) and round, "Football (Men) · Semi-final". */
export const matchTitle = (event: string, category: string, round: string) =>
  [category === '' ? event : `${event} (${category})`, round].join(' · ');

/** A plain score, "2–1"; nothing when a side has none. */
export const scoreText = (home: number | null | undefined, away: number | null | undefined) =>
  home === undefined || home === null || away === undefined || away === null
    ? ''
    : `${home}–${away}`;

/** "1 athlete", "8 athletes". */
export const athletesText = (count: number) =>
  count === 1
    ? i18n._('scorer.heats.athletesOne', { count })
    : i18n._('scorer.heats.athletesOther', { count });

/** A set's unit ("Set", "Game") as the keys take it: in the language, and in small letters. */
export function unitValues(unit: string): { unit: string; unitLower: string } {
  const word = ruleText(unit);
  return { unit: word, unitLower: word.toLowerCase() };
}
