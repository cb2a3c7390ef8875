import { useId, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, textOr, type FieldErrors } from '@/lib/api-client';
import type { Race, RaceHeat, TimeEntry } from '@/lib/races';
import { useShared } from '@/lib/use-shared';
import type { Shared } from '@/lib/wasm';

import { useEnterTimes } from '../api/races';
import { MSG } from '../messages';

/** How a lane finished: a time, or did not finish, was disqualified, did not start. */
type Finish = keyof typeof MSG.finishes;
const FINISHES = Object.keys(MSG.finishes) as Finish[];

const isFinish = (value: string): value is Finish => FINISHES.includes(value as Finish);

interface Row {
  athlete: string;
  finish: Finish;
  /** The time as typed. */
  text: string;
}

/** The rows a heat starts with: its times (or statuses) when entered, else empty times. */
function initialRows(heat: RaceHeat): Row[] {
  return heat.lanes.map((lane) => {
    const status = lane.status?.toLowerCase() ?? '';
    return isFinish(status) && status !== 'time'
      ? { athlete: lane.athlete, finish: status, text: '' }
      : { athlete: lane.athlete, finish: 'time', text: lane.time ?? '' };
  });
}

const timePath = (i: number) => `times[${i}].time`;
const athletePath = (i: number) => `times[${i}].athlete`;

/**
 * A heat's (or the final's) times as a scorer types them on a phone: one group a lane, with the
 * athlete, how they finished (a time, DNF, DQ, DNS) and the time. Each time is read by the shared
 * rules (`parseRaceTime`) before anything is sent, and sent as they write it (`raceTime`); the
 * server's refusals are shown at their lanes, its message above the button.
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
  const titleId = useId();
  const shared = useShared();
  return (
    <section className="scorer-form" aria-labelledby={titleId}>
      <Button variant="text" onClick={onBack}>
        {MSG.backToList}
      </Button>
      <h2 id={titleId} className="scorer-form__title">
        {heat.timed ? MSG.correctTitle : MSG.timesTitle}
      </h2>
      <p className="scorer-form__match">
        {race.title}
        <br />
        <strong>{heat.name}</strong>
      </p>
      {shared.status === 'ready' ? (
        <TimesFields race={race} heat={heat} shared={shared.shared} onSaved={onSaved} />
      ) : shared.status === 'error' ? (
        <LoadFailure message={MSG.sheetLoadFailed} retryLabel={MSG.retry} onRetry={shared.retry} />
      ) : (
        <LoadingStatus label={MSG.sheetLoading} className="scorer__note" />
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
  shared: Pick<Shared, 'parseRaceTime' | 'raceTime'>;
  onSaved: (message: string) => void;
}) {
  const enter = useEnterTimes();
  const [rows, setRows] = useState(() => initialRows(heat));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (i: number, changes: Partial<Row>) => {
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...changes } : row)));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([path]) => path !== timePath(i) && path !== athletePath(i)),
      ),
    );
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const local: FieldErrors = {};
    const times: TimeEntry[] = rows.map((row, i) => {
      if (row.finish !== 'time') return { athlete: row.athlete, status: row.finish };
      const text = row.text.trim();
      const ms = text === '' ? null : shared.parseRaceTime(text);
      if (text === '') local[timePath(i)] = [MSG.timeMissing];
      else if (ms === null) local[timePath(i)] = [MSG.timeInvalid];
      return { athlete: row.athlete, time: ms === null ? text : shared.raceTime(ms) };
    });
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setFailure(MSG.timesInvalid);
      return;
    }
    try {
      const answered = await enter.mutateAsync({
        race: race.id,
        heat: heat.number,
        body: { times },
      });
      setErrors({});
      onSaved(textOr(answered.message, MSG.timesSaved));
    } catch (error) {
      console.error('Failed to save the times', error);
      setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
      setFailure(errorMessage(error, MSG.timesFailed));
    }
  };

  return (
    <form className="scorer-form__fields" onSubmit={(e) => void submit(e)} noValidate>
      {heat.lanes.map((lane, i) => {
        const row = rows[i];
        if (!row) return null;
        const timeErrors = errors[timePath(i)];
        // Under the lane: what the server said of the athlete, and of the time while it is hidden.
        const rowErrors = [
          ...(errors[athletePath(i)] ?? []),
          ...(row.finish === 'time' ? [] : (timeErrors ?? [])),
        ];
        return (
          <fieldset
            key={lane.lane}
            className="scorer-times__lane"
            data-invalid={timeErrors !== undefined || rowErrors.length > 0 || undefined}
          >
            <legend className="scorer-times__legend">
              {MSG.lane(lane.lane, lane.name, lane.college)}
            </legend>
            <div className="scorer-times__fields">
              <SelectField
                label={MSG.finish}
                value={row.finish}
                onChange={(e) => {
                  const value = e.target.value;
                  if (isFinish(value)) change(i, { finish: value });
                }}
              >
                {FINISHES.map((finish) => (
                  <option key={finish} value={finish}>
                    {MSG.finishes[finish]}
                  </option>
                ))}
              </SelectField>
              {row.finish === 'time' && (
                <TextField
                  label={MSG.time}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={MSG.timePlaceholder}
                  value={row.text}
                  errors={timeErrors}
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
        {enter.isPending ? MSG.saving : MSG.saveTimes}
      </Button>
    </form>
  );
}
