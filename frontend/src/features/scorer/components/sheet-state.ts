import type { ScoreSheet, Scored } from 'fest-shared-wasm';

import type { FieldErrors } from '@/lib/api-client';
import type { Shared } from '@/lib/wasm';

import { i18n } from '../i18n';

/** One side's innings as typed: runs, wickets and overs ("19.4"). */
export interface InningsText {
  runs: string;
  wickets: string;
  overs: string;
}

/**
 * A score sheet as the scorer types it (the texts of its fields): the sets with their points, the two
 * innings, or one result per board. `scoreSheet(event)` of the shared rules tells which.
 */
export type SheetState =
  | { kind: 'sets'; bestOf: number; rows: [string, string][] }
  | { kind: 'innings'; home: InningsText; away: InningsText }
  | { kind: 'boards'; boards: string[] };

/** A board's result as the sheet holds it, from the home team's side. */
export const BOARD_RESULTS = { home: '1-0', draw: '½-½', away: '0-1' } as const;

// eslint-disable-next-line lingui/no-unlocalized-strings -- the sides' names, never shown
export const SIDES = ['home', 'away'] as const;
export type Side = (typeof SIDES)[number];

/** The path of a field's errors, as the shared rules and the server name it. */
/* eslint-disable lingui/no-unlocalized-strings -- error paths, never shown */
export const sheetPath = {
  set: (i: number) => `sheet.sets[${i}]`,
  innings: (side: Side, field: keyof InningsText) => `sheet.${side}.${field}`,
  board: (i: number) => `sheet.boards[${i}]`,
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The sets a side must win: enough rows for the shortest match of a best of `bestOf`. */
export const shortestMatch = (bestOf: number) => Math.floor(bestOf / 2) + 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored number or text as the field shows it. */
const asText = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

const EMPTY_INNINGS: InningsText = { runs: '', wickets: '', overs: '' };

function inningsFrom(value: unknown): InningsText {
  if (!isRecord(value)) return EMPTY_INNINGS;
  return { runs: asText(value.runs), wickets: asText(value.wickets), overs: asText(value.overs) };
}

const emptyRows = (n: number): [string, string][] =>
  Array.from({ length: n }, (): [string, string] => ['', '']);

/**
 * The form's first state for a sport with a sheet (null for a sport of two numbers): empty, or the
 * sheet entered before (a correction).
 */
export function initialSheet(rules: ScoreSheet | null, saved: unknown): SheetState | null {
  if (rules === null) return null;
  const stored = isRecord(saved) ? saved : {};
  switch (rules.kind) {
    case 'plain':
      return null;
    case 'sets': {
      const allowed = rules.bestOf ?? [];
      const first = allowed[0] ?? 1;
      const bestOf =
        typeof stored.bestOf === 'number' && allowed.includes(stored.bestOf)
          ? stored.bestOf
          : first;
      const rows: [string, string][] = Array.isArray(stored.sets)
        ? stored.sets.map((pair: unknown): [string, string] =>
            Array.isArray(pair) ? [asText(pair[0]), asText(pair[1])] : ['', ''],
          )
        : [];
      const missing = shortestMatch(bestOf) - rows.length;
      return { kind: 'sets', bestOf, rows: [...rows, ...emptyRows(Math.max(missing, 0))] };
    }
    case 'innings':
      return { kind: 'innings', home: inningsFrom(stored.home), away: inningsFrom(stored.away) };
    case 'boards': {
      const known: string[] = Object.values(BOARD_RESULTS);
      const entered = Array.isArray(stored.boards) ? stored.boards : [];
      return {
        kind: 'boards',
        boards: Array.from({ length: rules.boards ?? 0 }, (_, i) => {
          const value = asText(entered[i]);
          return known.includes(value) ? value : '';
        }),
      };
    }
  }
}

/** The sheet to read and send, and the fields whose text is not a number. */
export interface SheetValue {
  sheet: Record<string, unknown>;
  invalid: FieldErrors;
}

/**
 * The sheet of the typed fields, as the shared rules and the server read it: counts read with the
 * shared `parseCount` (an empty field is null; one that is not a count is null too, and listed in
 * `invalid`). Empty sets at the end are left out.
 */
export function sheetValue(
  state: SheetState,
  parseCount: (text: string) => number | null,
): SheetValue {
  const invalid: FieldErrors = {};
  const count = (text: string, path: string): number | null => {
    if (text.trim() === '') return null;
    const n = parseCount(text);
    if (n === null) {
      invalid[path] = [i18n._('scorer.sheet.countInvalid')];
      return null;
    }
    return n;
  };
  switch (state.kind) {
    case 'sets': {
      let last = state.rows.length;
      while (last > 0 && state.rows[last - 1]?.every((t) => t.trim() === '')) last -= 1;
      const sets = state.rows
        .slice(0, last)
        .map(([home, away], i) => [count(home, sheetPath.set(i)), count(away, sheetPath.set(i))]);
      return { sheet: { bestOf: state.bestOf, sets }, invalid };
    }
    case 'innings': {
      const side = (which: Side) => {
        const innings = state[which];
        return {
          runs: count(innings.runs, sheetPath.innings(which, 'runs')),
          wickets: count(innings.wickets, sheetPath.innings(which, 'wickets')),
          overs: innings.overs.trim(),
        };
      };
      return { sheet: { home: side('home'), away: side('away') }, invalid };
    }
    case 'boards':
      return { sheet: { boards: state.boards }, invalid };
  }
}

/** A sheet read by the shared rules: what it comes to, or its errors and the first of them. */
export interface SheetReading {
  sheet: Record<string, unknown>;
  /** The two numbers and the line the pages show, when the sheet is a finished match. */
  scored?: Scored;
  errors: FieldErrors;
  /** The first error, for the preview. */
  message: string;
}

const firstMessage = (errors: FieldErrors): string | undefined => Object.values(errors).flat()[0];

/** The typed sheet of an event's match as the shared rules read it (`readScoreSheet`). */
export function readSheet(
  shared: Pick<Shared, 'parseCount' | 'readScoreSheet'>,
  event: string,
  state: SheetState,
): SheetReading {
  const { sheet, invalid } = sheetValue(state, (text) => shared.parseCount(text));
  const notCounts = firstMessage(invalid);
  if (notCounts !== undefined) return { sheet, errors: invalid, message: notCounts };
  const result = shared.readScoreSheet(event, sheet);
  if (result.ok && result.scored) return { sheet, scored: result.scored, errors: {}, message: '' };
  return {
    sheet,
    errors: result.errors,
    message: firstMessage(result.errors) ?? i18n._('scorer.sheet.incomplete'),
  };
}

/** Whether an error path is the sheet's (or one of its fields'). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- error paths, never shown
export const isSheetPath = (path: string) => path === 'sheet' || path.startsWith('sheet.');
