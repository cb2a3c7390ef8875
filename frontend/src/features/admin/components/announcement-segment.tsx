import { useId, useMemo, type ReactNode } from 'react';

import { LoadingStatus } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import type { Role } from '@/lib/api-types';
import { useSharedOrNull } from '@/lib/use-shared';

import { useI18n } from '../i18n';
import type { CheckedInChoice, SegmentValues } from '../lib/announcements';
import { ANNOUNCEMENTS_MSG as MSG, ROLE_LABELS, ROLES } from '../messages';

/** A checkbox with its label beside it (and a hint under it, linked). */
export function Tick({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  useI18n();
  const hintId = useId();
  return (
    <div className="admin-announce__tick">
      <label className="admin-coupon-form__event">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => {
            onChange(e.target.checked);
          }}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="admin-hint admin-announce__tick-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A named group of controls with its hint (the legend names it, the hint describes it). */
function Group({
  legend,
  hint,
  invalid,
  describedBy,
  children,
}: {
  legend: string;
  hint?: string;
  invalid?: boolean;
  /** Other elements that describe the group (its errors). */
  describedBy?: string;
  children: ReactNode;
}) {
  useI18n();
  const hintId = useId();
  const described = [hint ? hintId : null, describedBy].filter(Boolean).join(' ');
  return (
    <fieldset
      className="admin-settings__group"
      aria-invalid={invalid ? true : undefined}
      aria-describedby={described || undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="admin-hint">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** Boxes to tick, any number of them: the values chosen, in the order offered. */
function Choices<T extends string>({
  legend,
  hint,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  hint: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <Group legend={legend} hint={hint}>
      <div className="admin-coupon-form__events">
        {options.map(({ value, label }) => (
          <label key={value} className="admin-coupon-form__event">
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(value);
                else next.delete(value);
                onChange(options.map((o) => o.value).filter((v) => next.has(v)));
              }}
            />
            {label}
          </label>
        ))}
      </div>
    </Group>
  );
}

/** The check-in choices, each with its label in the active language. */
const checkedInChoices = (): readonly { value: CheckedInChoice; label: string }[] => [
  { value: 'any', label: MSG.checkedInAny },
  { value: 'yes', label: MSG.checkedInYes },
  { value: 'no', label: MSG.checkedInNo },
];

/** The roles, each with its label in the active language. */
const roleOptions = () => ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * Who an announcement is for: the paid teams (narrowed by category, college and check-in), the
 * waiting lists, both narrowed by event, the hostel's guests and the accounts of some roles. The
 * events and categories come from the shared rules' catalogue; a group's narrowing shows once the
 * group is ticked.
 */
export function SegmentFields({
  values,
  errors,
  onChange,
}: {
  values: SegmentValues;
  /** The server's refusal of the segment (nobody chosen). */
  errors: readonly string[] | undefined;
  onChange: (change: Partial<SegmentValues>) => void;
}) {
  useI18n();
  const shared = useSharedOrNull();
  const errorId = useId();
  const checkedInName = useId();
  const events = useMemo(
    () =>
      shared
        ?.catalogue()
        .events.filter((e) => shared.isRegistrable(e.id))
        .map((e) => ({ value: e.id, label: e.title })) ?? [],
    [shared],
  );
  const categories = useMemo(
    () => shared?.catalogue().categories.map((c) => ({ value: c, label: c })) ?? [],
    [shared],
  );
  const hasErrors = errors !== undefined && errors.length > 0;

  return (
    <Group
      legend={MSG.segment}
      hint={MSG.segmentHint}
      invalid={hasErrors}
      describedBy={hasErrors ? errorId : undefined}
    >
      {hasErrors && (
        <ul id={errorId} className="ui-field__errors">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <Tick
        label={MSG.registered}
        hint={MSG.registeredHint}
        checked={values.registered}
        onChange={(registered) => {
          onChange({ registered });
        }}
      />
      {values.registered && (
        <div className="admin-announce__narrowing">
          {shared ? (
            <Choices
              legend={MSG.categories}
              hint={MSG.categoriesHint}
              options={categories}
              chosen={values.categories}
              onChange={(chosen) => {
                onChange({ categories: chosen });
              }}
            />
          ) : (
            <LoadingStatus label={MSG.rulesLoading} />
          )}
          <TextField
            label={MSG.colleges}
            hint={MSG.collegesHint}
            value={values.colleges}
            autoComplete="off"
            onChange={(e) => {
              onChange({ colleges: e.target.value });
            }}
          />
          <Group legend={MSG.checkedIn}>
            {checkedInChoices().map(({ value, label }) => (
              <label key={value} className="admin-coupon-form__event">
                <input
                  type="radio"
                  name={checkedInName}
                  value={value}
                  checked={values.checkedIn === value}
                  onChange={() => {
                    onChange({ checkedIn: value });
                  }}
                />
                {label}
              </label>
            ))}
          </Group>
        </div>
      )}
      <Tick
        label={MSG.waiting}
        checked={values.waiting}
        onChange={(waiting) => {
          onChange({ waiting });
        }}
      />
      {(values.registered || values.waiting) &&
        (shared ? (
          <Choices
            legend={MSG.events}
            hint={MSG.eventsHint}
            options={events}
            chosen={values.events}
            onChange={(chosen) => {
              onChange({ events: chosen });
            }}
          />
        ) : (
          <LoadingStatus label={MSG.rulesLoading} />
        ))}
      <Tick
        label={MSG.guests}
        hint={MSG.guestsHint}
        checked={values.guests}
        onChange={(guests) => {
          onChange({ guests });
        }}
      />
      <Choices
        legend={MSG.roles}
        hint={MSG.rolesHint}
        options={roleOptions()}
        chosen={values.roles}
        onChange={(roles: Role[]) => {
          onChange({ roles });
        }}
      />
    </Group>
  );
}
