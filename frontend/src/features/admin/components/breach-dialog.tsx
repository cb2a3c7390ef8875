import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { BreachRequest, BreachView } from '@/lib/api-types';
import { fromFestLocalInput, toFestLocalInput } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';
import type { Shared } from '@/lib/wasm';
import { useSharedForm, type Checked, type SharedCheck } from '@/lib/use-shared-form';

import { useI18n } from '../i18n';
import { useSaveBreach } from '../api/breaches';
import { PRIVACY_MSG as MSG } from '../messages';

/** The form as typed: times as a datetime-local input writes them (India time), blank for none. */
interface Values {
  summary: string;
  personalData: string;
  peopleAffected: string;
  occurredAt: string;
  discoveredAt: string;
  actions: string;
  boardToldAt: string;
  peopleToldAt: string;
}

/** The fields the form shows errors at; the server's other errors are listed below them. */
const PLACED: readonly (keyof Values)[] = [
  'summary',
  'personalData',
  'peopleAffected',
  'occurredAt',
  'discoveredAt',
  'actions',
  'boardToldAt',
  'peopleToldAt',
];

/** The form of `breach`, or of a new one found out now. */
function valuesOf(breach: BreachView | null): Values {
  return {
    summary: breach?.summary ?? '',
    personalData: breach?.personalData ?? '',
    peopleAffected: typeof breach?.peopleAffected === 'number' ? String(breach.peopleAffected) : '',
    occurredAt: toFestLocalInput(breach?.occurredAt),
    discoveredAt: toFestLocalInput(breach ? breach.discoveredAt : new Date().toISOString()),
    actions: breach?.actions ?? '',
    boardToldAt: toFestLocalInput(breach?.boardToldAt),
    peopleToldAt: toFestLocalInput(breach?.peopleToldAt),
  };
}

/**
 * A time typed in India time as RFC 3339 in UTC; null when blank (none); as typed when it cannot be
 * read (the server says why).
 */
const instant = (text: string): string | null =>
  text.trim() === '' ? null : (fromFestLocalInput(text) ?? text);

/** A count typed, by the shared rules: null when blank, undefined when it is not a count. */
function people(shared: Shared, text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return shared.parseCount(text.trim()) ?? undefined;
}

/** The number of people affected, when one is typed, must be a count. */
const checkPeople: SharedCheck<Values> = (shared, values): Checked =>
  people(shared, values.peopleAffected) === undefined
    ? { ok: false, errors: { peopleAffected: [MSG.peopleNotCount] } }
    : { ok: true, errors: {} };

/** What is sent: every field, the times in UTC, blanks as none (an edit clears them). */
function requestOf(shared: Shared, values: Values, editing: boolean): BreachRequest {
  return {
    summary: values.summary.trim(),
    personalData: values.personalData.trim(),
    peopleAffected: people(shared, values.peopleAffected) ?? null,
    occurredAt: instant(values.occurredAt),
    discoveredAt: instant(values.discoveredAt) ?? '',
    actions: values.actions.trim(),
    ...(editing
      ? { boardToldAt: instant(values.boardToldAt), peopleToldAt: instant(values.peopleToldAt) }
      : {}),
  };
}

/**
 * Records a personal data breach (POST /admin/breaches) or edits one (PUT /admin/breaches/{id}):
 * what happened, the personal data and the number of people affected, when it happened and when the
 * organisers found out (India time, sent as RFC 3339 in UTC), what was done; an edit also records when
 * the Board and the people were told. The server's refusals (422) show at their fields and the first
 * takes the focus; once saved, the register loads again, a toast says so and the dialog closes.
 */
export function BreachDialog({
  breach,
  onClose,
}: {
  /** The breach edited, or null for a new one. */
  breach: BreachView | null;
  onClose: () => void;
}) {
  useI18n();
  const editing = breach !== null;
  const shared = useSharedOrNull();
  const max = shared?.grievanceOptions().messageMaxChars;
  const form = useSharedForm<Values>({
    defaultValues: valuesOf(breach),
    check: checkPeople,
    shown: PLACED,
  });
  const { attach, values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: save, isPending: saving } = useSaveBreach();

  const field = (name: keyof Values) => ({
    value: values[name],
    errors: form.errorsAt(name),
    onChange: (event: { target: { value: string } }) => {
      form.set(name, event.target.value);
      setProblem(null);
    },
  });

  const submit = async (typed: Values) => {
    setProblem(null);
    if (!shared) return;
    try {
      await save({ id: breach?.id ?? null, breach: requestOf(shared, typed, editing) });
      notify.success(editing ? MSG.saved : MSG.recorded);
      onClose();
    } catch (error) {
      console.error('Failed to save the breach', error);
      const found = error instanceof ApiError ? error.fieldErrors : undefined;
      const placed =
        found !== undefined &&
        Object.keys(found).every((p) => (PLACED as readonly string[]).includes(p));
      setProblem(placed ? null : errorMessage(error));
      form.showErrors(found ?? {});
    }
  };

  const unplaced = form.otherErrors;
  return (
    <Modal
      title={editing ? MSG.editTitle : MSG.recordTitle}
      onClose={() => {
        if (!saving) onClose();
      }}
      className="admin-dialog"
    >
      <form
        ref={attach}
        className="admin-settings"
        noValidate
        aria-busy={saving || undefined}
        onSubmit={form.onSubmit(submit, saving || !shared)}
      >
        <TextField
          label={MSG.summary}
          hint={MSG.summaryHint}
          autoComplete="off"
          maxLength={max}
          required
          {...field('summary')}
        />
        <TextAreaField
          label={MSG.personalData}
          hint={MSG.personalDataHint}
          max={max}
          rows={3}
          required
          {...field('personalData')}
        />
        <TextField
          label={MSG.peopleAffected}
          hint={MSG.peopleAffectedHint}
          inputMode="numeric"
          autoComplete="off"
          {...field('peopleAffected')}
        />
        <div className="admin-settings__row admin-privacy__times">
          <TextField
            label={MSG.occurredAt}
            type="datetime-local"
            hint={MSG.occurredAtHint}
            {...field('occurredAt')}
          />
          <TextField
            label={MSG.discoveredAt}
            type="datetime-local"
            hint={MSG.discoveredAtHint}
            required
            {...field('discoveredAt')}
          />
        </div>
        {editing && (
          <div className="admin-settings__row admin-privacy__times">
            <TextField
              label={MSG.boardToldAt}
              type="datetime-local"
              hint={MSG.toldHint}
              {...field('boardToldAt')}
            />
            <TextField
              label={MSG.peopleToldAt}
              type="datetime-local"
              hint={MSG.toldHint}
              {...field('peopleToldAt')}
            />
          </div>
        )}
        <TextAreaField
          label={MSG.actions}
          hint={MSG.actionsHint}
          max={max}
          rows={3}
          {...field('actions')}
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
        <div className="admin-dialog__actions">
          <Button variant="ghost" disabled={saving} onClick={onClose}>
            {MSG.cancel}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? MSG.saving : editing ? MSG.save : MSG.recordBreach}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
