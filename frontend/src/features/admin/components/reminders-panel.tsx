import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { Reminders, SentCounts } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';
import { useSharedForm } from '@/lib/use-shared-form';

import { useI18n } from '../i18n';
import { useReminders, useSaveReminders } from '../api/reminders';
import { REMINDERS_MSG as MSG } from '../messages';
import { Tick } from './announcement-segment';

/** Where the server's errors show (the others are listed under the form). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const PLACED = ['time', 'firstDay', 'report', 'bring'];

/** A labelled text area with its hint and its errors below it (linked by aria-describedby). */
function TextArea({
  label,
  hint,
  value,
  maxLength,
  required,
  errors,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  maxLength: number | undefined;
  required?: boolean;
  errors: readonly string[] | undefined;
  onChange: (value: string) => void;
}) {
  useI18n();
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="ui-field__input admin-reminders__text"
        rows={3}
        value={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={errors ? true : undefined}
        aria-describedby={[`${id}-hint`, errors ? `${id}-errors` : null].filter(Boolean).join(' ')}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
      <p id={`${id}-hint`} className="ui-field__hint">
        {hint}
      </p>
      {errors && (
        <ul id={`${id}-errors`} className="ui-field__errors">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The reminders' settings as stored (PUT /admin/reminders with all of them): which go out, at what
 * time on the day before (India time), the fest's first day, where to report and what to bring.
 * The server's refusals (422) show at their fields and the first takes the focus; once saved, a
 * toast says so and the form shows what the server kept.
 */
function RemindersForm({ reminders }: { reminders: Reminders }) {
  useI18n();
  const limits = useSharedOrNull()?.limits();
  const max = limits?.reminderTextMaxChars;
  const form = useSharedForm<Reminders>({ defaultValues: reminders, shown: PLACED });
  const { attach, values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: save, isPending: saving } = useSaveReminders();

  const edit = <N extends keyof Reminders>(field: N, value: Reminders[N]) => {
    form.set(field, value as never);
    setProblem(null);
  };

  const submit = async (typed: Reminders) => {
    setProblem(null);
    const request: Reminders = {
      matchEve: typed.matchEve,
      festEve: typed.festEve,
      time: typed.time,
      firstDay: typed.firstDay,
      report: typed.report.trim(),
      bring: typed.bring.trim(),
    };
    try {
      const saved = await save(request);
      notify.success(MSG.saved);
      form.methods.reset(saved.reminders);
    } catch (error) {
      // A refusal in words (4xx) is the organiser's to read, not a fault of the page.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        console.error('Failed to save the reminders', error);
      }
      const found = error instanceof ApiError ? error.fieldErrors : undefined;
      const placed = found !== undefined && Object.keys(found).every((p) => PLACED.includes(p));
      setProblem(placed ? null : errorMessage(error));
      form.showErrors(found ?? {});
    }
  };

  const unplaced = form.otherErrors;

  return (
    <form
      ref={attach}
      className="admin-settings admin-reminders__form"
      noValidate
      aria-busy={saving || undefined}
      onSubmit={form.onSubmit(submit, saving)}
    >
      <fieldset className="admin-settings__group">
        <legend>{MSG.which}</legend>
        <Tick
          label={MSG.matchEve}
          hint={MSG.matchEveHint}
          checked={values.matchEve}
          onChange={(checked) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('matchEve', checked);
          }}
        />
        <Tick
          label={MSG.festEve}
          hint={MSG.festEveHint}
          checked={values.festEve}
          onChange={(checked) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('festEve', checked);
          }}
        />
      </fieldset>

      <div className="admin-settings__row admin-reminders__when">
        <TextField
          label={MSG.time}
          type="time"
          hint={MSG.timeHint}
          value={values.time}
          required
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('time')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('time', e.target.value);
          }}
        />
        <TextField
          label={MSG.firstDay}
          type="date"
          hint={MSG.firstDayHint}
          value={values.firstDay}
          required
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('firstDay')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('firstDay', e.target.value);
          }}
        />
      </div>

      <TextArea
        label={MSG.report}
        hint={MSG.reportHint(max ?? null)}
        value={values.report}
        maxLength={max}
        required={values.festEve}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
        errors={form.errorsAt('report')}
        onChange={(value) => {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          edit('report', value);
        }}
      />
      <TextArea
        label={MSG.bring}
        hint={MSG.bringHint(max ?? null)}
        value={values.bring}
        maxLength={max}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
        errors={form.errorsAt('bring')}
        onChange={(value) => {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          edit('bring', value);
        }}
      />

      {(problem !== null || unplaced.length > 0) && (
        <div className="admin-resolve__error" role="alert">
          {problem && <p>{problem}</p>}
          {unplaced.length > 0 && (
            <ul>
              {unplaced.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <Button
        type="submit"
        className="admin-reminders__save"
        disabled={saving}
        aria-busy={saving || undefined}
      >
        {saving ? MSG.saving : MSG.save}
      </Button>
    </form>
  );
}

/** How many reminders were sent so far. */
function SentLine({ sent }: { sent: SentCounts }) {
  useI18n();
  return (
    <p className="admin-hint admin-reminders__sent">{MSG.sent(sent.matchEve, sent.festEve)}</p>
  );
}

/**
 * The reminders e-mailed the day before, each once (admins; GET /admin/reminders): to each team
 * before its first match (its time and venue), and to everyone with a paid team before the fest's
 * first day (where to report, what to bring), both at a time in India time. Below, how many were
 * sent so far. A failure to load shows why, with Try again.
 */
export function RemindersPanel() {
  useI18n();
  const query = useReminders();
  const headingId = useId();
  return (
    <section className="admin-reminders" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section-title">
        {MSG.title}
      </h3>
      <p className="admin-hint">{MSG.intro}</p>
      <QueryState
        query={query}
        failed={MSG.loadFailed}
        loading={MSG.loading}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
        classes={{ alert: 'admin-error', message: 'admin-error__message' }}
      >
        {({ reminders, sent }) => (
          <>
            <RemindersForm reminders={reminders} />
            <SentLine sent={sent} />
          </>
        )}
      </QueryState>
    </section>
  );
}
