import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, type FieldErrors } from '@/lib/api-client';
import type { AppliesTo, CouponKind, CouponRequest } from '@/lib/api-types';
import { fromFestLocalInput } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';
import { LoadingStatus } from '@/components/ui/query-state';

import { useCreateCoupon } from '../api/create-coupon';
import { couponValue } from '../lib/coupons';
import { APPLIES_TO_LABELS, COUPON_KIND_LABELS, MSG } from '../messages';

/** The form as typed: blank is 'none' for the optional fields. */
interface Values {
  code: string;
  kind: CouponKind;
  /** A percentage, or rupees for a fixed amount. */
  value: string;
  appliesTo: AppliesTo;
  /** Catalogue ids; none for every event. */
  events: readonly string[];
  validFrom: string;
  validTo: string;
  maxUses: string;
  perUser: string;
}

const BLANK: Values = {
  code: '',
  kind: 'percent',
  value: '',
  appliesTo: 'registration',
  events: [],
  validFrom: '',
  validTo: '',
  maxUses: '',
  perUser: '',
};

const KINDS = Object.keys(COUPON_KIND_LABELS) as readonly CouponKind[];
const SCOPES = Object.keys(APPLIES_TO_LABELS) as readonly AppliesTo[];

/** The fields the form shows errors at; the server's other errors are listed below them. */
const PLACED = [
  'code',
  'kind',
  'value',
  'appliesTo',
  'events',
  'validFrom',
  'validTo',
  'maxUses',
  'perUser',
];

/** Whether `path` is `root` or below it (`events[2]` is under `events`). */
const isUnder = (path: string, root: string) =>
  path === root || path.startsWith(`${root}.`) || path.startsWith(`${root}[`);

/** The errors at `root` and below. */
const errorsAt = (errors: FieldErrors, root: string): string[] =>
  Object.entries(errors)
    .filter(([path]) => isUnder(path, root))
    .flatMap(([, messages]) => messages);

/** Without the errors at `root` and below (its field was edited). */
const withoutErrorsAt = (errors: FieldErrors, root: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !isUnder(path, root)));

/** A time typed in India time, as RFC 3339 in UTC (as typed when it cannot be read: the server says why). */
const instant = (text: string): string => fromFestLocalInput(text) ?? text;

/** A limit as typed (the server judges it). */
const count = (text: string): number => Number(text.trim());

/** What is sent: the optional fields only when filled in. */
function requestOf(values: Values, value: number): CouponRequest {
  return {
    code: values.code.trim(),
    kind: values.kind,
    value,
    appliesTo: values.appliesTo,
    ...(values.events.length > 0 ? { events: [...values.events] } : {}),
    ...(values.validFrom.trim() !== '' ? { validFrom: instant(values.validFrom) } : {}),
    ...(values.validTo.trim() !== '' ? { validTo: instant(values.validTo) } : {}),
    ...(values.maxUses.trim() !== '' ? { maxUses: count(values.maxUses) } : {}),
    ...(values.perUser.trim() !== '' ? { perUser: count(values.perUser) } : {}),
  };
}

/**
 * A new discount code (admins only): the code, its kind (a percentage, or a fixed amount typed in
 * rupees and sent in paise), what it applies to, the events it is limited to (none ticked: every
 * event), its validity window in India time and its limits. The value is checked with the shared
 * rules before it is sent; the server's field errors (422) show at their fields, a code that exists
 * (409) under the code, and the focus moves to the first field in error. Once made, the list loads
 * again, a toast says so and the dialog closes.
 */
export function CouponDialog({ onClose }: { onClose: () => void }) {
  const shared = useSharedOrNull();
  const groupId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(BLANK);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  /** Bumped when the first field in error should get the focus. */
  const [focusRequest, setFocusRequest] = useState(0);
  const { mutateAsync: create, isPending: creating } = useCreateCoupon();

  const events = useMemo(
    () => shared?.catalogue().events.filter((e) => shared.isRegistrable(e.id)) ?? [],
    [shared],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], select[aria-invalid="true"], fieldset[aria-invalid="true"] input, [role="alert"]',
    );
    if (!invalid) return;
    if (!invalid.matches('input, select')) invalid.setAttribute('tabindex', '-1');
    invalid.focus();
  }, [focusRequest]);

  const edit = (field: keyof Values, next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => withoutErrorsAt(current, field));
    setProblem(null);
  };

  const refuse = (found: FieldErrors, message: string | null) => {
    setErrors(found);
    setProblem(message);
    setFocusRequest((n) => n + 1);
  };

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!shared || creating) return;
    const value = couponValue(shared, values.kind, values.value, MSG.couponValueNotRupees);
    if (!value.ok) {
      refuse({ value: value.errors }, null);
      return;
    }
    try {
      const { coupon } = await create(requestOf(values, value.value));
      notify.success(MSG.couponCreated(coupon.code));
      onClose();
    } catch (error) {
      console.error('Failed to create the discount code', error);
      const message = errorMessage(error);
      if (error instanceof ApiError && error.status === 409) refuse({ code: [message] }, null);
      else if (error instanceof ApiError && error.fieldErrors) refuse(error.fieldErrors, message);
      else refuse({}, message);
    }
  };

  const unplaced = Object.entries(errors)
    .filter(([path]) => !PLACED.some((root) => isUnder(path, root)))
    .flatMap(([, messages]) => messages);
  const eventErrors = errorsAt(errors, 'events');
  const eventsHintId = `${groupId}-events-hint`;
  const eventsErrorId = `${groupId}-events-errors`;
  const fixed = values.kind === 'fixed';

  return (
    <Modal title={MSG.newCouponTitle} onClose={onClose} className="admin-dialog">
      <form
        ref={formRef}
        className="admin-settings admin-coupon-form"
        noValidate
        aria-busy={creating || undefined}
        onSubmit={(e) => {
          void submit(e);
        }}
      >
        <TextField
          label={MSG.couponCode}
          hint={MSG.couponCodeHint}
          value={values.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          errors={errorsAt(errors, 'code')}
          onChange={(e) => {
            edit('code', { code: e.target.value });
          }}
        />

        <div className="admin-settings__row">
          <SelectField
            label={MSG.couponKind}
            value={values.kind}
            errors={errorsAt(errors, 'kind')}
            onChange={(e) => {
              setErrors((current) => withoutErrorsAt(current, 'value'));
              edit('kind', { kind: e.target.value as CouponKind });
            }}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {COUPON_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={fixed ? MSG.couponValueFixed : MSG.couponValuePercent}
            hint={fixed ? MSG.couponValueFixedHint : MSG.couponValuePercentHint}
            value={values.value}
            inputMode={fixed ? 'decimal' : 'numeric'}
            autoComplete="off"
            required
            errors={errorsAt(errors, 'value')}
            onChange={(e) => {
              edit('value', { value: e.target.value });
            }}
          />
        </div>

        <SelectField
          label={MSG.couponAppliesTo}
          value={values.appliesTo}
          errors={errorsAt(errors, 'appliesTo')}
          onChange={(e) => {
            edit('appliesTo', { appliesTo: e.target.value as AppliesTo });
          }}
        >
          {SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {APPLIES_TO_LABELS[scope]}
            </option>
          ))}
        </SelectField>

        <fieldset
          className="admin-settings__group"
          aria-invalid={eventErrors.length > 0 || undefined}
          aria-describedby={
            [eventsHintId, eventErrors.length > 0 ? eventsErrorId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend>{MSG.couponEvents}</legend>
          <p id={eventsHintId} className="admin-hint">
            {MSG.couponEventsHint}
          </p>
          {eventErrors.length > 0 && (
            <ul id={eventsErrorId} className="ui-field__errors">
              {eventErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          {shared ? (
            <div className="admin-coupon-form__events">
              {events.map((event) => (
                <label key={event.id} className="admin-coupon-form__event">
                  <input
                    type="checkbox"
                    checked={values.events.includes(event.id)}
                    onChange={(e) => {
                      const chosen = e.target.checked
                        ? [...values.events, event.id]
                        : values.events.filter((id) => id !== event.id);
                      edit('events', { events: chosen });
                    }}
                  />
                  {event.title}
                </label>
              ))}
            </div>
          ) : (
            <LoadingStatus label={MSG.loading} />
          )}
        </fieldset>

        <TextField
          label={MSG.couponValidFrom}
          type="datetime-local"
          hint={MSG.couponValidFromHint}
          value={values.validFrom}
          errors={errorsAt(errors, 'validFrom')}
          onChange={(e) => {
            edit('validFrom', { validFrom: e.target.value });
          }}
        />
        <TextField
          label={MSG.couponValidTo}
          type="datetime-local"
          hint={MSG.couponValidToHint}
          value={values.validTo}
          errors={errorsAt(errors, 'validTo')}
          onChange={(e) => {
            edit('validTo', { validTo: e.target.value });
          }}
        />

        <div className="admin-settings__row">
          <TextField
            label={MSG.couponMaxUses}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={MSG.couponMaxUsesHint}
            value={values.maxUses}
            errors={errorsAt(errors, 'maxUses')}
            onChange={(e) => {
              edit('maxUses', { maxUses: e.target.value });
            }}
          />
          <TextField
            label={MSG.couponPerUser}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={MSG.couponPerUserHint}
            value={values.perUser}
            errors={errorsAt(errors, 'perUser')}
            onChange={(e) => {
              edit('perUser', { perUser: e.target.value });
            }}
          />
        </div>

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
          <Button variant="ghost" disabled={creating} onClick={onClose}>
            {MSG.cancel}
          </Button>
          <Button type="submit" disabled={creating || !shared} aria-busy={creating || undefined}>
            {creating ? MSG.creatingCoupon : MSG.createCoupon}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
