import { useId, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { LoadingStatus } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type {
  CheckinListInput,
  CheckinListKind,
  CheckinListMode,
  CheckinListView,
  EventId,
} from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';

import { useI18n } from '../i18n';
import { rulesOf, useSaveCheckinList } from '../api/checkin-lists';
import {
  CHECKIN_LIST_KIND_LABELS,
  CHECKIN_LIST_MODE_LABELS,
  CHECKIN_LISTS_MSG as MSG,
} from '../messages';

/** An event of the catalogue, as the form offers it. */
export interface EventChoice {
  id: EventId;
  title: string;
}

/** The form as typed: the gates in one line, the events ticked (used unless every event is). */
interface Values {
  name: string;
  kind: CheckinListKind;
  mode: CheckinListMode;
  everyEvent: boolean;
  events: readonly EventId[];
  gates: string;
  requiresStay: boolean;
  isDefault: boolean;
}

const BLANK: Values = {
  name: '',
  kind: 'access',
  mode: 'once',
  everyEvent: true,
  events: [],
  gates: '',
  requiresStay: false,
  isDefault: false,
};

const KINDS = Object.keys(CHECKIN_LIST_KIND_LABELS) as readonly CheckinListKind[];
const MODES = Object.keys(CHECKIN_LIST_MODE_LABELS) as readonly CheckinListMode[];

/** The fields the form shows errors at; the server's other errors are listed below them. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const PLACED = ['name', 'kind', 'mode', 'events', 'gates', 'requiresStay', 'isDefault'];

/** The form filled in with a list as it is (a new list: blank). */
function valuesOf(list: CheckinListView | null): Values {
  if (!list) return BLANK;
  const rules = rulesOf(list);
  return {
    name: list.name,
    kind: list.kind,
    mode: list.mode,
    everyEvent: rules.events === null,
    events: rules.events ?? [],
    gates: rules.gates.join(', '),
    requiresStay: rules.requiresStay,
    isDefault: rules.isDefault,
  };
}

/** What is sent: the gates one by one (blanks left out), the events ticked or null for every event. */
export function inputOf(values: Values): CheckinListInput {
  return {
    name: values.name.trim(),
    kind: values.kind,
    mode: values.mode,
    events: values.everyEvent ? null : [...values.events],
    gates: values.gates
      .split(',')
      .map((gate) => gate.trim())
      .filter((gate) => gate !== ''),
    requiresStay: values.requiresStay,
    isDefault: values.isDefault,
  };
}

/** A labelled checkbox with its errors below it (linked, and the box marked invalid). */
function CheckField({
  label,
  checked,
  errors,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  errors: readonly string[] | undefined;
  onChange: (checked: boolean) => void;
}) {
  useI18n();
  const errorId = useId();
  const hasErrors = errors !== undefined && errors.length > 0;
  return (
    <div className="ui-field">
      <label className="admin-checkin-list-form__check">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? errorId : undefined}
          onChange={(e) => {
            onChange(e.target.checked);
          }}
        />
        {label}
      </label>
      {hasErrors && (
        <ul id={errorId} className="ui-field__errors">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Adds a check-in list, or changes one (admins only): its name, kind and way of counting, the events
 * whose passes it admits (every event, or those ticked), the gates that scan for it (typed in one
 * line, separated by commas), whether it admits only guests with a paid stay and whether it is the
 * default list. The server checks it: its field errors (422) show at their fields and the focus moves
 * to the first; once saved, a toast says so and the dialog closes.
 */
export function CheckinListDialog({
  list,
  events,
  onClose,
}: {
  /** The list to change; null for a new one. */
  list: CheckinListView | null;
  /** The catalogue's events (none while the shared rules load). */
  events: readonly EventChoice[] | null;
  onClose: () => void;
}) {
  useI18n();
  const groupId = useId();
  const form = useSharedForm<Values>({ defaultValues: valuesOf(list), shown: PLACED });
  const { attach, values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: save, isPending: saving } = useSaveCheckinList();

  const edit = <N extends keyof Values>(field: N, value: Values[N]) => {
    form.set(field, value as never);
    setProblem(null);
  };

  const submit = async (checked: Values) => {
    try {
      const saved = await save({ id: list?.id ?? null, input: inputOf(checked) });
      notify.success(list ? MSG.saved(saved.name) : MSG.created(saved.name));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        console.error('Failed to save the check-in list', error);
      }
      setProblem(errorMessage(error));
      if (error instanceof ApiError && error.fieldErrors) form.showErrors(error.fieldErrors);
      else form.focusError();
    }
  };

  const unplaced = form.otherErrors;
  const submitLabel = list ? MSG.save : MSG.create;
  const busyLabel = list ? MSG.saving : MSG.creating;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
  const eventErrors = form.errorsAt('events') ?? [];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
  const eventsErrorId = `${groupId}-events-errors`;

  return (
    <Modal
      title={list ? MSG.editTitle(list.name) : MSG.newTitle}
      onClose={() => {
        if (!saving) onClose();
      }}
      className="admin-dialog"
    >
      <form
        ref={attach}
        className="admin-settings admin-checkin-list-form"
        noValidate
        aria-busy={saving || undefined}
        onSubmit={(e) => {
          if (!saving) setProblem(null);
          form.onSubmit(submit, saving)(e);
        }}
      >
        <TextField
          label={MSG.name}
          value={values.name}
          autoComplete="off"
          required
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('name')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('name', e.target.value);
          }}
        />

        <p className="admin-hint admin-checkin-list-form__hint">{MSG.kindHint}</p>
        <div className="admin-settings__row">
          <SelectField
            label={MSG.kind}
            value={values.kind}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            errors={form.errorsAt('kind')}
            onChange={(e) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              edit('kind', e.target.value as CheckinListKind);
            }}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CHECKIN_LIST_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={MSG.mode}
            value={values.mode}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            errors={form.errorsAt('mode')}
            onChange={(e) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              edit('mode', e.target.value as CheckinListMode);
            }}
          >
            {MODES.map((mode) => (
              <option key={mode} value={mode}>
                {CHECKIN_LIST_MODE_LABELS[mode]}
              </option>
            ))}
          </SelectField>
        </div>

        <fieldset
          className="admin-settings__group"
          aria-invalid={eventErrors.length > 0 || undefined}
          aria-describedby={eventErrors.length > 0 ? eventsErrorId : undefined}
        >
          <legend>{MSG.events}</legend>
          <label className="admin-checkin-list-form__check">
            <input
              type="radio"
              name={`${groupId}-events`}
              checked={values.everyEvent}
              onChange={() => {
                edit('everyEvent', true);
                form.clear('events');
              }}
            />
            {MSG.everyEventChoice}
          </label>
          <label className="admin-checkin-list-form__check">
            <input
              type="radio"
              name={`${groupId}-events`}
              checked={!values.everyEvent}
              onChange={() => {
                edit('everyEvent', false);
              }}
            />
            {MSG.someEventsChoice}
          </label>
          {!values.everyEvent &&
            (events ? (
              <div className="admin-coupon-form__events" role="group" aria-label={MSG.eventsLabel}>
                {events.map((event) => (
                  <label key={event.id} className="admin-coupon-form__event">
                    <input
                      type="checkbox"
                      checked={values.events.includes(event.id)}
                      onChange={(e) => {
                        const chosen = e.target.checked
                          ? [...values.events, event.id]
                          : values.events.filter((id) => id !== event.id);
                        edit('events', chosen);
                      }}
                    />
                    {event.title}
                  </label>
                ))}
              </div>
            ) : (
              <LoadingStatus label={MSG.eventsLoading} />
            ))}
          {eventErrors.length > 0 && (
            <ul id={eventsErrorId} className="ui-field__errors">
              {eventErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </fieldset>

        <TextField
          label={MSG.gates}
          hint={MSG.gatesHint}
          value={values.gates}
          autoComplete="off"
          spellCheck={false}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('gates')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('gates', e.target.value);
          }}
        />

        <CheckField
          label={MSG.requiresStay}
          checked={values.requiresStay}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('requiresStay')}
          onChange={(checked) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('requiresStay', checked);
          }}
        />
        <CheckField
          label={MSG.isDefault}
          checked={values.isDefault}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('isDefault')}
          onChange={(checked) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('isDefault', checked);
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

        <div className="admin-dialog__actions">
          <Button variant="ghost" disabled={saving} onClick={onClose}>
            {MSG.cancel}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
