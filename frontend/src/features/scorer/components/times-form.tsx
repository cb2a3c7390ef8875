import { useId, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, textOr, type FieldErrors } from '@/lib/api-client';
import type { Race, RaceHeat, RaceKind, TimeEntry } from '@/lib/races';
import { useShared } from '@/lib/use-shared';
import type { Shared } from '@/lib/wasm';

import { useEnterTimes } from '../api/races';
import { i18n, useI18n } from '../i18n';

/**
 * How a lane finished, by the kind of race: a time (or DNF, DQ, DNS) on the track, a mark (or NM, DQ,
 * DNS) in a field event. The first choice of each is the result typed; the others are statuses sent
 * instead of one.
 */
const FINISHES = {
  track: ['time', 'dnf', 'dq', 'dns'],
  field: ['mark', 'nm', 'dq', 'dns'],
} as const satisfies Record<RaceKind, readonly Finish[]>;
/** The choice that is typed: a time, or a field event's mark. */
const TYPED = { track: 'time', field: 'mark' } as const satisfies Record<RaceKind, Finish>;

type Finish = 'time' | 'mark' | 'dnf' | 'nm' | 'dq' | 'dns';

/** The choices of a kind of race, in the order offered. */
const finishesOf = (kind: RaceKind): string[] => [...FINISHES[kind]];

/** A choice of how a lane finished, in words. */
function finishLabel(finish: string): string {
  switch (finish) {
    case 'time':
      return i18n._('scorer.times.finishTime');
    case 'mark':
      return i18n._('scorer.marks.finishMark');
    case 'dnf':
      return i18n._('scorer.times.dnf');
    case 'nm':
      return i18n._('scorer.marks.nm');
    case 'dq':
      return i18n._('scorer.times.dq');
    case 'dns':
      return i18n._('scorer.times.dns');
    default:
      return finish;
  }
}

/** A lane's (or a field event's athlete's) group: its number and who it is. */
function laneLegend(kind: RaceKind, lane: number, name: string, college: string): string {
  // A relay team is named by its college.
  const alone = name === college || college === '';
  if (kind === 'field') {
    return alone
      ? i18n._('scorer.marks.order', { order: lane, name })
      : i18n._('scorer.marks.orderOf', { order: lane, name, college });
  }
  return alone
    ? i18n._('scorer.times.lane', { lane, name })
    : i18n._('scorer.times.laneOf', { lane, name, college });
}

type Rules = Pick<Shared, 'parseRaceTime' | 'raceTime' | 'parseDistance' | 'distanceText'>;

interface Row {
  athlete: string;
  /** A key of the kind's finishes: the typed result (`time`, `mark`) or a status. */
  finish: string;
  /** The time or mark as typed. */
  text: string;
}

/**
 * A mark in centimetres as a scorer types it and the server reads it: the shared rules' `distanceText`
 * ("6.45 m") without its unit, when the rules read that back as the same mark; else null.
 */
function markAsTyped(rules: Pick<Rules, 'parseDistance' | 'distanceText'>, cm: number) {
  const text = rules.distanceText(cm).replace(/\s*m$/, '');
  return rules.parseDistance(text) === cm ? text : null;
}

/** The rows a heat starts with: its times or marks (or statuses) when entered, else empty ones. */
function initialRows(heat: RaceHeat, kind: RaceKind, rules: Rules): Row[] {
  const finishes = finishesOf(kind);
  return heat.lanes.map((lane) => {
    const status = lane.status?.toLowerCase() ?? '';
    if (status !== TYPED[kind] && finishes.includes(status)) {
      return { athlete: lane.athlete, finish: status, text: '' };
    }
    let text = lane.time ?? '';
    if (kind === 'field') {
      const typed = typeof lane.markCm === 'number' ? markAsTyped(rules, lane.markCm) : null;
      text = typed ?? lane.mark ?? '';
    }
    return { athlete: lane.athlete, finish: TYPED[kind], text };
  });
}

/* eslint-disable lingui/no-unlocalized-strings -- error paths, never shown */
const resultPath = (kind: RaceKind, i: number) => `times[${i}].${TYPED[kind]}`;
const athletePath = (i: number) => `times[${i}].athlete`;
/* eslint-enable lingui/no-unlocalized-strings */

/** The texts that differ between a race's times and a field event's marks. */
function wordsOf(kind: RaceKind) {
  return kind === 'field'
    ? {
        title: i18n._('scorer.marks.title'),
        correct: i18n._('scorer.marks.correct'),
        label: i18n._('scorer.marks.label'),
        placeholder: MARK_PLACEHOLDER,
        missing: i18n._('scorer.marks.missing'),
        invalid: i18n._('scorer.marks.invalid'),
        someInvalid: i18n._('scorer.marks.someInvalid'),
        save: i18n._('scorer.marks.save'),
        saved: i18n._('scorer.marks.saved'),
        failed: i18n._('scorer.marks.failed'),
      }
    : {
        title: i18n._('scorer.times.title'),
        correct: i18n._('scorer.times.correct'),
        label: i18n._('scorer.times.label'),
        placeholder: TIME_PLACEHOLDER,
        missing: i18n._('scorer.times.missing'),
        // The server's own wording for a time it cannot read.
        invalid: i18n._('scorer.times.invalid'),
        someInvalid: i18n._('scorer.times.someInvalid'),
        save: i18n._('scorer.times.save'),
        saved: i18n._('scorer.times.saved'),
        failed: i18n._('scorer.times.failed'),
      };
}

/** What a time or a mark looks like, in its empty field. */
const TIME_PLACEHOLDER = '10.52';
const MARK_PLACEHOLDER = '6.45';

/**
 * A heat's (or the final's) times as a scorer types them on a phone: one group a lane, with the
 * athlete, how they finished (a time, DNF, DQ, DNS) and the time. Each time is read by the shared
 * rules (`parseRaceTime`) before anything is sent, and sent as they write it (`raceTime`); the
 * server's refusals are shown at their lanes, its message above the button. A field event's flight
 * is the same by jumping or throwing order, with a mark in metres (or NM, DQ, DNS), read by
 * `parseDistance` and sent as `distanceText` writes it, without the unit.
 */
export function TimesForm({
  race,
  heat,
  onSaved,
  onBack,
}: {
  race: Race;
  heat: RaceHeat;
  onSaved: (message: string) => void;
  onBack: () => void;
}) {
  const { i18n } = useI18n();
  const titleId = useId();
  const shared = useShared();
  const words = wordsOf(race.kind);
  return (
    <section className="scorer-form" aria-labelledby={titleId}>
      <Button variant="text" onClick={onBack}>
        {i18n._('scorer.times.back')}
      </Button>
      <h2 id={titleId} className="scorer-form__title">
        {heat.timed ? words.correct : words.title}
      </h2>
      <p className="scorer-form__match">
        {race.title}
        <br />
        <strong>{heat.name}</strong>
      </p>
      {shared.status === 'ready' ? (
        <TimesFields race={race} heat={heat} shared={shared.shared} onSaved={onSaved} />
      ) : shared.status === 'error' ? (
        <LoadFailure
          message={i18n._('scorer.sheet.failed')}
          retryLabel={i18n._('scorer.tryAgain')}
          onRetry={shared.retry}
        />
      ) : (
        <LoadingStatus label={i18n._('scorer.sheet.loading')} className="scorer__note" />
      )}
    </section>
  );
}

function TimesFields({
  race,
  heat,
  shared,
  onSaved,
}: {
  race: Race;
  heat: RaceHeat;
  shared: Rules;
  onSaved: (message: string) => void;
}) {
  const { i18n } = useI18n();
  const kind = race.kind;
  const words = wordsOf(kind);
  const finishes = finishesOf(kind);
  const enter = useEnterTimes();
  const [rows, setRows] = useState(() => initialRows(heat, kind, shared));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (i: number, changes: Partial<Row>) => {
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...changes } : row)));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([path]) => path !== resultPath(kind, i) && path !== athletePath(i),
        ),
      ),
    );
  };

  /** A lane's entry as sent: a status, or the time or mark typed (null, and said, when unread). */
  const entryOf = (row: Row, i: number, local: FieldErrors): TimeEntry => {
    if (row.finish !== TYPED[kind]) return { athlete: row.athlete, status: row.finish };
    const text = row.text.trim();
    if (text === '') local[resultPath(kind, i)] = [words.missing];
    if (kind === 'field') {
      const cm = text === '' ? null : shared.parseDistance(text);
      if (text !== '' && cm === null) local[resultPath(kind, i)] = [words.invalid];
      return { athlete: row.athlete, mark: cm === null ? text : (markAsTyped(shared, cm) ?? text) };
    }
    const ms = text === '' ? null : shared.parseRaceTime(text);
    if (text !== '' && ms === null) local[resultPath(kind, i)] = [words.invalid];
    return { athlete: row.athlete, time: ms === null ? text : shared.raceTime(ms) };
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const local: FieldErrors = {};
    const times = rows.map((row, i) => entryOf(row, i, local));
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setFailure(words.someInvalid);
      return;
    }
    try {
      const answered = await enter.mutateAsync({
        race: race.id,
        heat: heat.number,
        body: { times },
      });
      setErrors({});
      onSaved(textOr(answered.message, words.saved));
    } catch (error) {
      console.error('Failed to save the times', error);
      setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
      setFailure(errorMessage(error, words.failed));
    }
  };

  return (
    <form className="scorer-form__fields" onSubmit={(e) => void submit(e)} noValidate>
      {heat.lanes.map((lane, i) => {
        const row = rows[i];
        if (!row) return null;
        const typed = row.finish === TYPED[kind];
        const resultErrors = errors[resultPath(kind, i)];
        // Under the lane: what the server said of the athlete, and of the result while it is hidden.
        const rowErrors = [
          ...(errors[athletePath(i)] ?? []),
          ...(typed ? [] : (resultErrors ?? [])),
        ];
        return (
          <fieldset
            key={lane.lane}
            className="scorer-times__lane"
            data-invalid={resultErrors !== undefined || rowErrors.length > 0 || undefined}
          >
            <legend className="scorer-times__legend">
              {laneLegend(kind, lane.lane, lane.name, lane.college)}
            </legend>
            <div className="scorer-times__fields">
              <SelectField
                label={i18n._('scorer.times.finish')}
                value={row.finish}
                onChange={(e) => {
                  const value = e.target.value;
                  if (finishes.includes(value)) change(i, { finish: value });
                }}
              >
                {finishes.map((finish) => (
                  <option key={finish} value={finish}>
                    {finishLabel(finish)}
                  </option>
                ))}
              </SelectField>
              {typed && (
                <TextField
                  label={words.label}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={words.placeholder}
                  value={row.text}
                  errors={resultErrors}
                  onChange={(e) => {
                    change(i, { text: e.target.value });
                  }}
                />
              )}
            </div>
            {rowErrors.length > 0 && (
              <ul className="ui-field__errors">
                {rowErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </fieldset>
        );
      })}
      {failure !== null && (
        <p role="alert" className="scorer-form__failure">
          {failure}
        </p>
      )}
      <Button
        type="submit"
        block
        disabled={enter.isPending}
        aria-busy={enter.isPending || undefined}
      >
        {enter.isPending ? i18n._('scorer.saving') : words.save}
      </Button>
    </form>
  );
}
