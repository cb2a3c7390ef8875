import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, type FieldErrors } from '@/lib/api-client';
import type { AppliesTo, CouponKind, CouponRequest } from '@/lib/api-types';
import { fromFestLocalInput } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';
import { useSharedForm, type Checked, type SharedCheck } from '@/lib/use-shared-form';
import { LoadingStatus } from '@/components/ui/query-state';

import { useCreateCoupon } from '../api/create-coupon';
import { useI18n } from '../i18n';
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
const PLACED: readonly (keyof Values)[] = [
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

/** The value, checked by the shared rules (`discount`). */
const checkValue: SharedCheck<Values> = (rules, values): Checked => {
  const value = couponValue(rules, values.kind, values.value, MSG.couponValueNotRupees);
  if (value.ok) return { ok: true, errors: {} };
  return { ok: false, errors: { value: value.errors } };
};

/**
 * A new discount code (admins only): the code, its kind (a percentage, or a fixed amount typed in
 * rupees and sent in paise), what it applies to, the events it is limited to (none ticked: every
 * event), its validity window in India time and its limits. The value is checked with the shared
 * rules before it is sent; the server's field errors (422) show at their fields, a code that exists
 * (409) under the code, and the focus moves to the first field in error. Once made, the list loads
 * again, a toast says so and the dialog closes.
 */
export function CouponDialog({ onClose }: { onClose: () => void }) {
  useI18n();
  const shared = useSharedOrNull();
  const groupId = useId();
  const form = useSharedForm<Values>({ defaultValues: BLANK, check: checkValue, shown: PLACED });
  const { attach, values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: create, isPending: creating } = useCreateCoupon();

  const events = useMemo(
    () => shared?.catalogue().events.filter((e) => shared.isRegistrable(e.id)) ?? [],
    [shared],
  );

  const edit = <N extends keyof Values>(field: N, value: Values[N]) => {
    form.set(field, value as never);
    setProblem(null);
  };

  const refuse = (found: FieldErrors, message: string | null) => {
    setProblem(message);
    form.showErrors(found);
  };

  const submit = async (checked: Values) => {
    if (!shared) return;
    const value = couponValue(shared, checked.kind, checked.value, MSG.couponValueNotRupees);
    if (!value.ok) return; // the check above has said why
    try {
      const { coupon } = await create(requestOf(checked, value.value));
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

  const unplaced = form.otherErrors;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
  const eventErrors = form.errorsAt('events') ?? [];
  const eventsHintId = `${groupId}-events-hint` as const;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
  const eventsErrorId = `${groupId}-events-errors`;
  const fixed = values.kind === 'fixed';

  return (
    <Modal title={MSG.newCouponTitle} onClose={onClose} className="admin-dialog">
      <form
        ref={attach}
        className="admin-settings admin-coupon-form"
        noValidate
        aria-busy={creating || undefined}
        onSubmit={(e) => {
          if (shared && !creating) setProblem(null);
          form.onSubmit(submit, !shared || creating)(e);
        }}
      >
        <TextField
          label={MSG.couponCode}
          hint={MSG.couponCodeHint}
          value={values.code}
          autoComplete="off"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an input hint
          autoCapitalize="characters"
          spellCheck={false}
          required
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('code')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('code', e.target.value);
          }}
        />

        <div className="admin-settings__row">
          <SelectField
            label={MSG.couponKind}
            value={values.kind}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            errors={form.errorsAt('kind')}
            onChange={(e) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              form.clear('value');
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              edit('kind', e.target.value as CouponKind);
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
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            errors={form.errorsAt('value')}
            onChange={(e) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              edit('value', e.target.value);
            }}
          />
        </div>

        <SelectField
          label={MSG.couponAppliesTo}
          value={values.appliesTo}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('appliesTo')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('appliesTo', e.target.value as AppliesTo);
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
                      edit('events', chosen);
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
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('validFrom')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('validFrom', e.target.value);
          }}
        />
        <TextField
          label={MSG.couponValidTo}
          type="datetime-local"
          hint={MSG.couponValidToHint}
          value={values.validTo}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('validTo')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('validTo', e.target.value);
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
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            errors={form.errorsAt('maxUses')}
            onChange={(e) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              edit('maxUses', e.target.value);
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
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            errors={form.errorsAt('perUser')}
            onChange={(e) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              edit('perUser', e.target.value);
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
