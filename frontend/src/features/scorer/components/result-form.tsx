import { useId, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, textOr, withoutField, type FieldErrors, ApiError } from '@/lib/api-client';
import { useShared } from '@/lib/use-shared';
import type { Shared } from '@/lib/wasm';

import { useEnterResult, type ResultRequest } from '../api/enter-result';
import type { ScorerMatch } from '../api/get-matches';
import { i18n, useI18n } from '../i18n';
import { matchTitle, plainUnit } from '../lib/texts';
import { SheetFields } from './sheet-fields';
import { initialSheet, isSheetPath, readSheet, type SheetState } from './sheet-state';

/** A plain score's field: the team and what the number counts ("IIT Patna score (goals)"). */
const scoreLabel = (team: string, unit: string | undefined) =>
  unit === undefined || unit === ''
    ? i18n._('scorer.form.score', { team })
    : i18n._('scorer.form.scoreIn', { team, unit: plainUnit(unit) });

const scoreText = (score: number | null | undefined) =>
  score === undefined || score === null ? '' : String(score);

/**
 * The result of one match, as a scorer types it on a phone: the score as the sport writes it down (two
 * numbers, or its score sheet of sets, innings or boards, read live by the shared rules), the winner
 * when the rules need one named (a knockout match level on scores, or a walkover), a walkover tick and
 * the sport's own reading of the score. The server checks it with the shared rules; its message is
 * shown.
 */
export function ResultForm({
  item,
  onSaved,
  onBack,
}: {
  item: ScorerMatch;
  onSaved: (message: string) => void;
  onBack: () => void;
}) {
  const { i18n } = useI18n();
  const m = item.match;
  const titleId = useId();
  const shared = useShared();
  return (
    <section className="scorer-form" aria-labelledby={titleId}>
      <Button variant="text" onClick={onBack}>
        {i18n._('scorer.form.back')}
      </Button>
      <h2 id={titleId} className="scorer-form__title">
        {i18n._('scorer.form.title')}
      </h2>
      <p className="scorer-form__match">
        {matchTitle(item.eventTitle, item.category, m.roundName)}
        <br />
        <strong>
          {m.home.label} {i18n._('scorer.versus')} {m.away.label}
        </strong>
      </p>
      {shared.status === 'ready' ? (
        <ResultFields item={item} shared={shared.shared} onSaved={onSaved} />
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

/** The form's fields, once the shared rules have told how the sport's result is written down. */
function ResultFields({
  item,
  shared,
  onSaved,
}: {
  item: ScorerMatch;
  shared: Shared;
  onSaved: (message: string) => void;
}) {
  const { i18n } = useI18n();
  const m = item.match;
  const winnerHintId = useId();
  const enter = useEnterResult();
  const [rules] = useState(() => shared.scoreSheet(item.event));
  const [sheetState, setSheetState] = useState(() => initialSheet(rules, m.sheet));
  const [home, setHome] = useState(scoreText(m.homeScore));
  const [away, setAway] = useState(scoreText(m.awayScore));
  const [walkover, setWalkover] = useState(m.walkover);
  const [winner, setWinner] = useState(m.winner ?? '');
  const [detail, setDetail] = useState(m.detail ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** A typed score read by the shared rules: null when empty, undefined when not a count. */
  const read = (text: string): number | null | undefined => {
    if (text.trim() === '') return null;
    return shared.parseCount(text) ?? undefined;
  };
  const homeScore = read(home);
  const awayScore = read(away);

  // A sport with a score sheet (and not a walkover, which has none): what the rules make of it.
  const reading =
    sheetState !== null && !walkover ? readSheet(shared, item.event, sheetState) : null;

  const level = reading
    ? reading.scored !== undefined && reading.scored.home === reading.scored.away
    : homeScore !== null &&
      homeScore !== undefined &&
      awayScore !== null &&
      awayScore !== undefined &&
      homeScore === awayScore;
  const askWinner = walkover || (item.needsWinner && level);

  const sides = [
    { id: m.home.entrant ?? '', name: m.home.label },
    { id: m.away.entrant ?? '', name: m.away.label },
  ];

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const chosen = askWinner && winner !== '' ? winner : null;
    const trimmed = detail.trim();
    let body: ResultRequest;
    if (reading) {
      if (reading.scored === undefined) {
        setErrors(reading.errors);
        setFailure(reading.message);
        return;
      }
      body = {
        sheet: reading.sheet,
        walkover: false,
        winner: chosen,
        detail: trimmed === '' ? null : trimmed,
      };
    } else if (sheetState !== null) {
      // A walkover of a sport with a score sheet: no sheet, no score.
      body = { walkover: true, winner: chosen, detail: trimmed === '' ? null : trimmed };
    } else {
      const local: FieldErrors = {};
      const invalid = i18n._('scorer.form.scoreInvalid');
      if (homeScore === undefined) local.homeScore = [invalid];
      if (awayScore === undefined) local.awayScore = [invalid];
      if (Object.keys(local).length > 0) {
        setErrors(local);
        return;
      }
      body = {
        homeScore: homeScore ?? null,
        awayScore: awayScore ?? null,
        walkover,
        winner: chosen,
        detail: trimmed === '' ? null : trimmed,
      };
    }
    try {
      const response = await enter.mutateAsync({ set: item.setId, match: m.id, body });
      setErrors({});
      onSaved(textOr(response.message, i18n._('scorer.form.saved')));
    } catch (error) {
      console.error('Failed to save the result', error);
      setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
      setFailure(errorMessage(error, i18n._('scorer.form.saveFailed')));
    }
  };

  const clearError = (path: string) => {
    setErrors((current) => withoutField(current, path));
  };

  /** A change to the sheet: its errors go (the preview reads it again). */
  const changeSheet = (next: SheetState) => {
    setSheetState(next);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !isSheetPath(path))),
    );
  };

  return (
    <form className="scorer-form__fields" onSubmit={(e) => void submit(e)} noValidate>
      {sheetState !== null && rules !== null ? (
        !walkover && (
          <>
            <SheetFields
              rules={rules}
              state={sheetState}
              onChange={changeSheet}
              errors={errors}
              home={m.home.label}
              away={m.away.label}
            />
            {reading && (
              <p
                className="scorer-form__preview"
                data-finished={reading.scored !== undefined}
                aria-live="polite"
                aria-atomic="true"
              >
                {reading.scored !== undefined
                  ? i18n._('scorer.sheet.preview', { text: reading.scored.text })
                  : reading.message}
              </p>
            )}
          </>
        )
      ) : (
        <div className="scorer-form__scores">
          <TextField
            label={scoreLabel(m.home.label, rules?.unit)}
            inputMode="numeric"
            autoComplete="off"
            value={home}
            errors={errors.homeScore}
            onChange={(e) => {
              setHome(e.target.value);
              clearError('homeScore');
            }}
          />
          <TextField
            label={scoreLabel(m.away.label, rules?.unit)}
            inputMode="numeric"
            autoComplete="off"
            value={away}
            errors={errors.awayScore}
            onChange={(e) => {
              setAway(e.target.value);
              clearError('awayScore');
            }}
          />
        </div>
      )}
      <label className="scorer-form__check">
        <input
          type="checkbox"
          checked={walkover}
          onChange={(e) => {
            setWalkover(e.target.checked);
            clearError('walkover');
          }}
        />
        {i18n._('scorer.form.walkover')}
      </label>
      {askWinner && (
        <fieldset className="scorer-form__winner" aria-describedby={winnerHintId}>
          <legend>{i18n._('scorer.form.winner')}</legend>
          <p id={winnerHintId} className="scorer-form__hint">
            {walkover ? i18n._('scorer.form.walkoverHint') : i18n._('scorer.form.winnerHint')}
          </p>
          {sides.map((side) => (
            <label key={side.id} className="scorer-form__choice">
              <input
                type="radio"
                name="winner"
                value={side.id}
                checked={winner === side.id}
                onChange={() => {
                  setWinner(side.id);
                  clearError('winner');
                }}
              />
              {side.name}
            </label>
          ))}
          {errors.winner && (
            <ul className="ui-field__errors">
              {errors.winner.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      <TextField
        label={i18n._('scorer.form.detail')}
        hint={i18n._('scorer.form.detailHint')}
        autoComplete="off"
        value={detail}
        errors={errors.detail}
        onChange={(e) => {
          setDetail(e.target.value);
          clearError('detail');
        }}
      />
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
        {enter.isPending ? i18n._('scorer.saving') : i18n._('scorer.form.save')}
      </Button>
    </form>
  );
}
