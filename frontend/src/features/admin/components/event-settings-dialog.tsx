import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { ListedEvent, SettingsRequest, SettingsResponse } from '@/lib/api-types';
import { fromFestLocalInput, toFestLocalInput } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';
import { LoadingStatus } from '@/components/ui/query-state';

import { useEventSettings } from '../api/get-event-settings';
import { useUpdateEventSettings } from '../api/update-event-settings';
import { useI18n } from '../i18n';
import { formatCount, formatFestDateTime } from '../lib/format';
import { MSG } from '../messages';
import { LoadError } from './load-error';

type Category = ListedEvent['categories'][number];

/** The form as typed: blank is 'none' for every field. */
interface Values {
  capacity: string;
  categoryCapacity: Partial<Record<Category, string>>;
  deadline: string;
  changeDeadline: string;
  cancelDeadline: string;
}

type DeadlineField = 'deadline' | 'changeDeadline' | 'cancelDeadline';

/** The deadlines, each with its label's message key. */
const DEADLINES: readonly { field: DeadlineField; label: string }[] = [
  { field: 'deadline', label: /*i18n*/ 'admin.settings.registrationDeadline' },
  { field: 'changeDeadline', label: /*i18n*/ 'admin.settings.changeDeadline' },
  { field: 'cancelDeadline', label: /*i18n*/ 'admin.settings.cancelDeadline' },
];

const numberText = (value: number | null | undefined): string =>
  typeof value === 'number' ? String(value) : '';

function valuesOf(settings: SettingsResponse, categories: readonly Category[]): Values {
  return {
    capacity: numberText(settings.capacity),
    categoryCapacity: Object.fromEntries(
      categories.map((c) => [c, numberText(settings.categoryCapacity?.[c])]),
    ),
    deadline: toFestLocalInput(settings.deadline),
    changeDeadline: toFestLocalInput(settings.changeDeadline),
    cancelDeadline: toFestLocalInput(settings.cancelDeadline),
  };
}

/** A number as typed (the server judges it), or null when blank. */
const places = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** A deadline typed in India time, as RFC 3339 in UTC; null when blank. */
function instant(text: string): string | null {
  if (text.trim() === '') return null;
  // A value the input cannot have made goes as it is: the server says what is wrong with it.
  return fromFestLocalInput(text) ?? text;
}

/**
 * Only what changed: a field left as it was is left out, a cleared one is null. The category
 * capacities go together (the server takes them as one value), without the blank ones.
 */
function changesOf(
  initial: Values,
  current: Values,
  categories: readonly Category[],
): SettingsRequest {
  const change: SettingsRequest = {};
  if (current.capacity.trim() !== initial.capacity.trim()) {
    change.capacity = places(current.capacity);
  }
  const categoryChanged = categories.some(
    (c) =>
      (current.categoryCapacity[c] ?? '').trim() !== (initial.categoryCapacity[c] ?? '').trim(),
  );
  if (categoryChanged) {
    const entries = categories.flatMap((c) => {
      const value = places(current.categoryCapacity[c] ?? '');
      return value === null ? [] : [[c, value] as const];
    });
    change.categoryCapacity = entries.length > 0 ? Object.fromEntries(entries) : null;
  }
  for (const { field } of DEADLINES) {
    if (current[field] !== initial[field]) change[field] = instant(current[field]);
  }
  return change;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const PLACED = ['capacity', 'categoryCapacity', ...DEADLINES.map((d) => d.field)];

/** 'No limit', 'Full', or the number. */
const placesLeftText = (value: number | null | undefined): string =>
  typeof value !== 'number' ? MSG.noLimit : value === 0 ? MSG.full : formatCount(value);

/**
 * An event's capacity and deadlines (admins only): the current values and places left from the
 * server, a capacity in all and per category (for events with categories), and the registration,
 * change and cancellation deadlines in India time. Saving sends only what changed (null for a field
 * cleared) and shows the server's field errors at their fields.
 */
export function EventSettingsDialog({
  event,
  onClose,
}: {
  event: Pick<ListedEvent, 'id' | 'title' | 'categories'>;
  onClose: () => void;
}) {
  useI18n();
  const settings = useEventSettings(event.id);
  return (
    <Modal title={MSG.settingsOf(event.title)} onClose={onClose} className="admin-dialog">
      {settings.status === 'error' && (
        <LoadError message={settings.message} onRetry={settings.reload} />
      )}
      {!settings.data && settings.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {settings.data && <SettingsForm event={event} settings={settings.data} onClose={onClose} />}
      {!settings.data && (
        <div className="admin-dialog__actions">
          <Button variant="ghost" onClick={onClose}>
            {MSG.close}
          </Button>
        </div>
      )}
    </Modal>
  );
}

function SettingsForm({
  event,
  settings,
  onClose,
}: {
  event: Pick<ListedEvent, 'id' | 'title' | 'categories'>;
  settings: SettingsResponse;
  onClose: () => void;
}) {
  const { i18n } = useI18n();
  const categories = event.categories;
  const errorId = useId();
  // What the form started from: a change is measured against it.
  const [initial] = useState(() => valuesOf(settings, categories));
  // The server judges the settings: nothing to check first.
  const form = useSharedForm<Values>({ defaultValues: initial, shown: PLACED });
  const { attach, values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: save, isPending: saving } = useUpdateEventSettings();
  const change = changesOf(initial, values, categories);
  const changed = Object.keys(change).length > 0;

  const edit = (path: DeadlineField | 'capacity', value: string) => {
    form.set(path, value);
    setProblem(null);
  };

  const submit = async () => {
    try {
      await save({ event: event.id, change });
      notify.success(MSG.settingsSaved(event.title));
      onClose();
    } catch (error) {
      console.error('Failed to save the event settings', error);
      setProblem(errorMessage(error));
      form.showErrors(error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {});
    }
  };

  const unplaced = form.otherErrors;
  const categoryErrors = form.errors.categoryCapacity ?? [];

  return (
    <form
      ref={attach}
      className="admin-settings"
      noValidate
      aria-busy={saving || undefined}
      onSubmit={form.onSubmit(submit, !changed)}
    >
      <dl className="admin-details" aria-label={MSG.settingsNow}>
        <div className="admin-details__row">
          <dt>{MSG.registrationsLabel}</dt>
          <dd>{settings.isRegistrationOpen ? MSG.open : MSG.closed}</dd>
        </div>
        <div className="admin-details__row">
          <dt>{MSG.placesLeft}</dt>
          <dd>{placesLeftText(settings.placesLeft)}</dd>
        </div>
        {categories.map((c) => (
          <div key={c} className="admin-details__row">
            <dt>{MSG.placesLeftIn(c)}</dt>
            <dd>{placesLeftText(settings.categoryPlacesLeft?.[c])}</dd>
          </div>
        ))}
        <div className="admin-details__row">
          <dt>{MSG.registrationDeadline}</dt>
          <dd>{settings.deadline ? formatFestDateTime(settings.deadline) : MSG.none}</dd>
        </div>
      </dl>

      <TextField
        label={MSG.capacity}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values.capacity}
        hint={MSG.capacityHint}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
        errors={form.errorsAt('capacity')}
        onChange={(e) => {
          edit('capacity', e.target.value);
        }}
      />

      {categories.length > 0 && (
        <fieldset
          className="admin-settings__group"
          aria-invalid={categoryErrors.length > 0 || undefined}
          aria-describedby={categoryErrors.length > 0 ? `${errorId}-category` : undefined}
        >
          <legend>{MSG.categoryCapacity}</legend>
          {categoryErrors.length > 0 && (
            <ul id={`${errorId}-category`} className="ui-field__errors">
              {categoryErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <div className="admin-settings__row">
            {categories.map((c) => (
              <TextField
                key={c}
                label={c}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={values.categoryCapacity[c] ?? ''}
                errors={form.errors[`categoryCapacity.${c}`]}
                onChange={(e) => {
                  // The group's own errors go too (those of the other categories stay).
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
                  form.clearExact('categoryCapacity');
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
                  form.set(`categoryCapacity.${c}`, e.target.value);
                  setProblem(null);
                }}
              />
            ))}
          </div>
        </fieldset>
      )}

      {DEADLINES.map(({ field, label }) => (
        <TextField
          key={field}
          label={i18n._(label)}
          type="datetime-local"
          value={values[field]}
          hint={MSG.deadlineHint}
          errors={form.errorsAt(field)}
          onChange={(e) => {
            edit(field, e.target.value);
          }}
        />
      ))}

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
        <Button type="submit" disabled={saving || !changed} aria-busy={saving || undefined}>
          {saving ? MSG.saving : MSG.save}
        </Button>
      </div>
    </form>
  );
}
