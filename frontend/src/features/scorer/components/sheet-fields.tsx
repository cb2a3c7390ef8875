import type { ScoreSheet } from 'fest-shared-wasm';
import { useId } from 'react';
import { flushSync } from 'react-dom';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/api-client';

import { useI18n } from '../i18n';
import { countsText, ruleText, unitValues } from '../lib/texts';
import {
  BOARD_RESULTS,
  SIDES,
  sheetPath,
  shortestMatch,
  type InningsText,
  type SheetState,
} from './sheet-state';

/** The errors of the sheet as a whole (not of one field). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- error paths, never shown
const SHEET_PATHS = ['sheet', 'sheet.sets', 'sheet.boards', 'sheet.home', 'sheet.away'];

function Errors({ id, messages }: { id?: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <ul id={id} className="ui-field__errors scorer-sheet__errors">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type Change = (next: SheetState) => void;

interface Props<K extends SheetState['kind']> {
  rules: ScoreSheet;
  state: Extract<SheetState, { kind: K }>;
  onChange: Change;
  errors: FieldErrors;
  home: string;
  away: string;
}

/**
 * The sets (or games) of a match: how long the match is, then one row per set with each side's
 * points; a set is added or the last one removed as the match went.
 */
function SetsFields({ rules, state, onChange, errors, home, away }: Props<'sets'>) {
  const { i18n } = useI18n();
  const id = useId();
  // The set's name ("Set", "Game") as the shared rules' catalogue has it in the language.
  const { unit, unitLower } = unitValues(rules.unit);
  const allowed = rules.bestOf ?? [];
  const rows = state.rows;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
  const cellId = (i: number, side: 'home' | 'away') => `${id}-set${i}-${side}`;

  const setCell = (i: number, side: 0 | 1, text: string) => {
    onChange({
      ...state,
      rows: rows.map((row, j): [string, string] =>
        j !== i ? row : side === 0 ? [text, row[1]] : [row[0], text],
      ),
    });
  };

  const add = () => {
    flushSync(() => {
      onChange({ ...state, rows: [...rows, ['', '']] });
    });
    document.getElementById(cellId(rows.length, 'home'))?.focus();
  };

  const removeLast = () => {
    flushSync(() => {
      onChange({ ...state, rows: rows.slice(0, -1) });
    });
    // The button is gone once one row is left: the last row's first field takes the focus.
    if (rows.length <= 2) document.getElementById(cellId(0, 'home'))?.focus();
  };

  return (
    <>
      {allowed.length > 1 ? (
        <SelectField
          label={i18n._('scorer.sheet.bestOf')}
          value={String(state.bestOf)}
          errors={errors['sheet.bestOf']}
          className="scorer-sheet__best-of"
          onChange={(e) => {
            const bestOf = Number(e.target.value);
            const missing = shortestMatch(bestOf) - rows.length;
            onChange({
              kind: 'sets',
              bestOf,
              rows: [
                ...rows,
                ...Array.from({ length: Math.max(missing, 0) }, (): [string, string] => ['', '']),
              ],
            });
          }}
        >
          {allowed.map((n) => (
            <option key={n} value={n}>
              {i18n._('scorer.sheet.bestOfOption', { n, unitLower })}
            </option>
          ))}
        </SelectField>
      ) : (
        <Errors messages={errors['sheet.bestOf']} />
      )}
      <div className="scorer-sheet__sets">
        <div className="scorer-sheet__set scorer-sheet__set--head" aria-hidden="true">
          <span />
          <span>{home}</span>
          <span>{away}</span>
        </div>
        {rows.map((row, i) => {
          const n = i + 1;
          const messages = errors[sheetPath.set(i)];
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
          const errorId = `${id}-set${i}-errors`;
          const invalid = messages !== undefined && messages.length > 0;
          const cell = (side: 0 | 1) => (
            <input
              id={cellId(i, side === 0 ? 'home' : 'away')}
              className="ui-field__input"
              inputMode="numeric"
              autoComplete="off"
              aria-label={i18n._('scorer.sheet.setPoints', {
                unit,
                n,
                team: side === 0 ? home : away,
                counts: countsText(rules.counts),
              })}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              value={row[side]}
              onChange={(e) => {
                setCell(i, side, e.target.value);
              }}
            />
          );
          return (
            // Rows are only added and removed at the end: the index is the row.
            <div key={i} className="scorer-sheet__set">
              <span className="scorer-sheet__set-name">
                {i18n._('scorer.sheet.setName', { unit, n })}
              </span>
              {cell(0)}
              {cell(1)}
              <Errors id={errorId} messages={messages} />
            </div>
          );
        })}
      </div>
      <div className="scorer-sheet__actions">
        {rows.length < Math.max(state.bestOf, 1) && (
          <Button variant="ghost" onClick={add}>
            {i18n._('scorer.sheet.addSet', { unitLower })}
          </Button>
        )}
        {rows.length > 1 && (
          <Button variant="ghost" onClick={removeLast}>
            {i18n._('scorer.sheet.removeSet', { unitLower })}
          </Button>
        )}
      </div>
    </>
  );
}

/** Cricket: each side's runs, wickets and overs. */
function InningsFields({ state, onChange, errors, home, away }: Props<'innings'>) {
  const { i18n } = useI18n();
  const names = { home, away };
  const fields: { key: keyof InningsText; label: string; name: (team: string) => string }[] = [
    {
      key: 'runs',
      label: i18n._('scorer.innings.runs'),
      name: (team) => i18n._('scorer.innings.teamRuns', { team }),
    },
    {
      key: 'wickets',
      label: i18n._('scorer.innings.wickets'),
      name: (team) => i18n._('scorer.innings.teamWickets', { team }),
    },
    {
      key: 'overs',
      label: i18n._('scorer.innings.overs'),
      name: (team) => i18n._('scorer.innings.teamOvers', { team }),
    },
  ];
  return (
    <>
      {SIDES.map((side) => (
        <fieldset key={side} className="scorer-sheet__innings">
          <legend>{names[side]}</legend>
          {fields.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              aria-label={field.name(names[side])}
              inputMode={field.key === 'overs' ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={state[side][field.key]}
              errors={errors[sheetPath.innings(side, field.key)]}
              onChange={(e) => {
                onChange({ ...state, [side]: { ...state[side], [field.key]: e.target.value } });
              }}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}

/** Team chess: one result per board, from the home team's side. */
function BoardsFields({ state, onChange, errors, home, away }: Props<'boards'>) {
  const { i18n } = useI18n();
  return (
    <div className="scorer-sheet__boards">
      {state.boards.map((value, i) => (
        <SelectField
          // The boards are fixed: the index is the board.
          key={i}
          label={i18n._('scorer.boards.name', { n: i + 1 })}
          value={value}
          errors={errors[sheetPath.board(i)]}
          onChange={(e) => {
            onChange({
              ...state,
              boards: state.boards.map((b, j) => (j === i ? e.target.value : b)),
            });
          }}
        >
          <option value="">—</option>
          <option value={BOARD_RESULTS.home}>
            {i18n._('scorer.boards.win', { result: BOARD_RESULTS.home, team: home })}
          </option>
          <option value={BOARD_RESULTS.draw}>
            {i18n._('scorer.boards.draw', { result: BOARD_RESULTS.draw })}
          </option>
          <option value={BOARD_RESULTS.away}>
            {i18n._('scorer.boards.win', { result: BOARD_RESULTS.away, team: away })}
          </option>
        </SelectField>
      ))}
    </div>
  );
}

/**
 * A sport's score sheet as fields: sets, innings or boards, with the rule that decides them and the
 * sheet's own errors (those of a field are shown at the field).
 */
export function SheetFields({
  rules,
  state,
  onChange,
  errors,
  home,
  away,
}: {
  rules: ScoreSheet;
  state: SheetState;
  onChange: Change;
  errors: FieldErrors;
  home: string;
  away: string;
}) {
  const { i18n } = useI18n();
  const hintId = useId();
  const common = { rules, onChange, errors, home, away };
  let title: string;
  switch (state.kind) {
    case 'sets':
      // "Sets", "Games".
      title = i18n._('scorer.sheet.setsTitle', { unit: unitValues(rules.unit).unit });
      break;
    case 'innings':
      title = i18n._('scorer.sheet.inningsTitle');
      break;
    case 'boards':
      title = i18n._('scorer.sheet.boardsTitle');
      break;
  }
  return (
    <fieldset className="scorer-sheet" aria-describedby={rules.rule ? hintId : undefined}>
      <legend className="scorer-sheet__title">{title}</legend>
      {rules.rule && (
        <p id={hintId} className="scorer-form__hint">
          {ruleText(rules.rule)}
        </p>
      )}
      {state.kind === 'sets' && <SetsFields {...common} state={state} />}
      {state.kind === 'innings' && <InningsFields {...common} state={state} />}
      {state.kind === 'boards' && <BoardsFields {...common} state={state} />}
      <Errors messages={SHEET_PATHS.flatMap((path) => errors[path] ?? [])} />
    </fieldset>
  );
}
