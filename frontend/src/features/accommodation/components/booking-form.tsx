import { useId, useState } from 'react';

import { AgeGate } from '@/components/age-question/age-gate';
import { useAgeGate } from '@/components/age-question/use-age-gate';
import { PrivacyNotice } from '@/components/privacy-notice/privacy-notice';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type {
  AccommodationOptions,
  Block,
  BookingRequestBody,
  BookingView,
  PassView,
  PaymentMode,
  RegistrationView,
} from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n/format';
import { useCurrentUser } from '@/lib/session';
import { useEventTitles } from '@/lib/use-event-titles';
import { useSharedForm } from '@/lib/use-shared-form';
import type { Shared } from '@/lib/wasm';

import { useBookStay } from '../hooks/use-book-stay';
import { useI18n } from '../i18n';
import { formatDay } from '../lib/days';
import {
  BLOCKS,
  blockLabel,
  blockName,
  blockOf,
  checkInNights,
  fullNightOf,
  guestsOf,
  holdsBed,
  nightCounts,
} from '../lib/stay';

/** The fields the server may name in a refusal, each shown at its own field. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const FIELDS = ['registrationId', 'guests', 'block', 'checkIn', 'nights', 'code'] as const;

/** A night with few beds left in a block, as the quote says it (one bed, or several). */
const FULL_NIGHT: Record<Block, { oneBed: string; beds: string }> = {
  Men: {
    oneBed: /*i18n*/ 'accommodation.quote.fullMenOneBed',
    beds: /*i18n*/ 'accommodation.quote.fullMen',
  },
  Women: {
    oneBed: /*i18n*/ 'accommodation.quote.fullWomenOneBed',
    beds: /*i18n*/ 'accommodation.quote.fullWomen',
  },
};
type Field = (typeof FIELDS)[number];

/** A guest's stay that is booked already: no second bed for them. */
interface BookedStay {
  block: Block;
  checkIn: string;
  checkOut: string;
}

/** The people who have a bed booked already: from their passes, and from the user's bookings. */
function bookedStays(passes: readonly PassView[], bookings: readonly BookingView[]) {
  const booked = new Map<string, BookedStay>();
  for (const booking of bookings) {
    if (!holdsBed(booking)) continue;
    for (const guest of booking.guests) booked.set(guest.passId, booking);
  }
  for (const pass of passes) if (pass.stay) booked.set(pass.id, pass.stay);
  return booked;
}

/** The choices as made (the block: null until one is chosen, the registration's own by default). */
interface Values {
  registrationId: string;
  /** Ticks the user changed, by pass id (pass ids are unique across registrations). */
  ticks: Record<string, boolean>;
  block: Block | null;
  checkIn: string;
  nights: number;
  code: string;
}

/** What the form shows once a stay is booked. */
interface Booked {
  message: string;
  summary: string;
}

/**
 * The 'Book a stay' form: one of the user's paid registrations, its people (everyone without a bed
 * yet ticked), the block, the check-in night (with the beds left in the block) and the nights, and
 * an optional discount code. The stay is checked and priced live by the shared rules (`quoteStay`,
 * with the rules the server answered), their field errors shown at the fields; a night of the stay
 * on which the block has fewer beds left than guests is named before any payment and Pay is off.
 * Pay books it (create-order, the checkout, verify; or without payment when nothing is left to pay
 * or payments are offline), once the account has answered the age question (asked above the privacy
 * notice until then); the server's refusals show at their fields or above the button.
 */
export function BookingForm({
  shared,
  options,
  registrations,
  passes,
  bookings,
  paymentsMode,
  rupees,
}: {
  shared: Shared;
  options: AccommodationOptions;
  /** The user's paid registrations (at least one). */
  registrations: readonly RegistrationView[];
  passes: readonly PassView[];
  bookings: readonly BookingView[];
  paymentsMode: PaymentMode | null;
  rupees: (paise: number) => string;
}) {
  const eventTitle = useEventTitles();
  const { i18n } = useI18n();
  const ids = {
    guests: useId(),
    block: useId(),
    notice: useId(),
  };
  const { submit, submitting, checkoutElement } = useBookStay();
  const age = useAgeGate(useCurrentUser()?.email ?? null);
  const checkIns = checkInNights(options);

  // The stay is checked live by the shared rules (`quoteStay`) below; the form holds the choices
  // and the server's refusals.
  const form = useSharedForm<Values>({
    defaultValues: {
      registrationId: registrations[0]?._id ?? '',
      ticks: {},
      block: null,
      checkIn: checkIns[0]?.date ?? '',
      nights: 1,
      code: '',
    },
    shown: FIELDS,
  });
  const { attach } = form;
  const { registrationId, ticks, block: chosenBlock, checkIn, nights, code } = form.values;
  const registration = registrations.find((r) => r._id === registrationId) ?? registrations[0];
  const [notice, setNotice] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [attempted, setAttempted] = useState(false);

  const block: Block | '' = chosenBlock ?? blockOf(registration);
  const bookedGuests = bookedStays(passes, bookings);
  const people = registration ? guestsOf(passes, registration._id) : [];
  const isTicked = (pass: PassView) => !bookedGuests.has(pass.id) && (ticks[pass.id] ?? true);
  const guests = people.filter(isTicked).map((p) => p.id);

  const quote = shared.quoteStay(options.rules, checkIn, nights, guests.length);
  const full =
    quote.ok && block !== ''
      ? fullNightOf(quote.nights ?? [], options.nights, block, guests.length)
      : null;

  /** The field's errors: the server's refusal, else the shared rules' live check. */
  const errorsAt = (field: Field): string[] | undefined => {
    const server = form.errorsAt(field);
    if (server) return server;
    if (field === 'block' && attempted && block === '') {
      return [i18n._('accommodation.form.chooseBlock')];
    }
    const live = quote.errors[field];
    return live && live.length > 0 ? live : undefined;
  };

  /** Forgets what the server said about `field` (and the last outcome) once it is edited. */
  const edited = (field: Field) => {
    form.clear(field);
    setNotice(null);
    setBooked(null);
  };

  /** Pay is off while the stay cannot be booked as it is (a missing block is said on submit). */
  const blocked = registration === undefined || !quote.ok || full !== null || submitting;

  const onSubmit = () => {
    setAttempted(true);
    if (blocked) return;
    if (block === '') {
      form.focusError();
      return;
    }
    // Not answered, or under 18 without the guardian's consent yet: the question says so.
    if (!age.allows()) return;
    form.clear();
    setNotice(null);
    setBooked(null);
    const body: BookingRequestBody = {
      registrationId: registration._id,
      guests,
      block,
      checkIn,
      nights,
      ...(code.trim() === '' ? {} : { code: code.trim() }),
    };
    void submit(body, {
      onFieldErrors: (errors) => {
        form.showErrors(errors);
        const elsewhere = Object.entries(errors)
          .filter(([field]) => !(FIELDS as readonly string[]).includes(field))
          .flatMap(([, messages]) => messages);
        setNotice(
          elsewhere.length > 0 ? elsewhere.join(' ') : i18n._('accommodation.form.hasErrors'),
        );
      },
      onNotice: setNotice,
      onBooked: (booking, message) => {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
        form.methods.setValue('code', '');
        setAttempted(false);
        const stay = {
          block: blockName(booking.block),
          from: formatDay(booking.checkIn),
          to: formatDay(booking.checkOut),
          guests: formatNumber(booking.guests.length),
        };
        setBooked({
          message,
          summary:
            booking.guests.length === 1
              ? i18n._('accommodation.done.summaryOneGuest', stay)
              : i18n._('accommodation.done.summary', stay),
        });
      },
    });
  };

  const bedsLeft = (date: string): number | null => {
    if (block === '') return null;
    return options.nights.find((n) => n.date === date)?.bedsLeft[block] ?? null;
  };

  const guestErrors = errorsAt('guests');
  const blockErrors = errorsAt('block');
  const payLabel =
    paymentsMode === 'offline'
      ? i18n._('accommodation.form.bookOffline')
      : quote.ok && typeof quote.price === 'number'
        ? i18n._('accommodation.form.payAmount', { amount: rupees(quote.price) })
        : i18n._('accommodation.form.pay');
  const fullNight = (night: { date: string; left: number }, of: Block) => {
    const values = { day: formatDay(night.date), left: formatNumber(night.left) };
    const texts = FULL_NIGHT[of];
    return i18n._(night.left === 1 ? texts.oneBed : texts.beds, values);
  };
  const checkInOption = (date: string) => {
    const left = bedsLeft(date);
    const day = formatDay(date);
    if (left === null) return day;
    return left === 1
      ? i18n._('accommodation.form.checkInOneBed', { day, left: formatNumber(left) })
      : i18n._('accommodation.form.checkInBeds', { day, left: formatNumber(left) });
  };

  return (
    <form ref={attach} className="stay-form" onSubmit={form.onSubmit(onSubmit)} noValidate>
      <SelectField
        label={i18n._('accommodation.form.registration')}
        value={registration?._id ?? ''}
        errors={errorsAt('registrationId')}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
        selectClassName="stay-select"
        onChange={(e) => {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          form.methods.setValue('registrationId', e.target.value);
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          form.methods.setValue('block', null);
          edited('registrationId');
          edited('guests');
        }}
      >
        {registrations.map((r) => (
          <option key={r._id} value={r._id}>
            {r.collegeName.trim() === ''
              ? (r.eventTitle ?? eventTitle(r.event))
              : i18n._('accommodation.form.registrationOption', {
                  event: r.eventTitle ?? eventTitle(r.event),
                  team: r.collegeName.trim(),
                })}
          </option>
        ))}
      </SelectField>

      <fieldset
        className="stay-group"
        aria-describedby={`${ids.guests}-hint${guestErrors ? ` ${ids.guests}-errors` : ''}`}
        aria-invalid={guestErrors ? true : undefined}
      >
        <legend className="stay-group__legend">{i18n._('accommodation.form.guests')}</legend>
        <p id={`${ids.guests}-hint`} className="stay-muted stay-hint">
          {i18n._('accommodation.form.guestsHint')}
        </p>
        {people.length === 0 ? (
          <p className="stay-muted">{i18n._('accommodation.form.noGuests')}</p>
        ) : (
          <ul className="stay-guests">
            {people.map((pass) => {
              const stay = bookedGuests.get(pass.id);
              // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
              const noteId = `${ids.guests}-${pass.id}-note`;
              return (
                <li key={pass.id} className="stay-guest">
                  <label className="stay-option">
                    <input
                      type="checkbox"
                      name="guests"
                      value={pass.id}
                      checked={isTicked(pass)}
                      disabled={stay !== undefined}
                      aria-describedby={stay ? noteId : undefined}
                      onChange={(e) => {
                        const checked = e.target.checked;
                        form.methods.setValue('ticks', { ...ticks, [pass.id]: checked });
                        edited('guests');
                      }}
                    />
                    {i18n._('accommodation.form.guestLabel', {
                      name: pass.name,
                      role: pass.roleTitle,
                    })}
                  </label>
                  {stay && (
                    <span id={noteId} className="stay-guest__note">
                      {i18n._('accommodation.form.guestBooked', {
                        block: blockName(stay.block),
                        from: formatDay(stay.checkIn),
                        to: formatDay(stay.checkOut),
                      })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {guestErrors && (
          <ul id={`${ids.guests}-errors`} className="stay-errors">
            {guestErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset
        className="stay-group"
        aria-describedby={blockErrors ? `${ids.block}-errors` : undefined}
        aria-invalid={blockErrors ? true : undefined}
      >
        <legend className="stay-group__legend">{i18n._('accommodation.form.block')}</legend>
        <div className="stay-options">
          {BLOCKS.map((b) => (
            <label key={b} className="stay-option">
              <input
                type="radio"
                name="block"
                value={b}
                checked={block === b}
                onChange={() => {
                  form.methods.setValue('block', b);
                  edited('block');
                }}
              />
              {blockLabel(b)}
            </label>
          ))}
        </div>
        {blockErrors && (
          <ul id={`${ids.block}-errors`} className="stay-errors">
            {blockErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="stay-form__row">
        <SelectField
          label={i18n._('accommodation.form.checkIn')}
          value={checkIn}
          errors={errorsAt('checkIn')}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
          selectClassName="stay-select"
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            form.methods.setValue('checkIn', e.target.value);
            edited('checkIn');
          }}
        >
          {checkIns.map((n) => (
            <option key={n.date} value={n.date}>
              {checkInOption(n.date)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={i18n._('accommodation.form.nights')}
          value={String(nights)}
          errors={errorsAt('nights')}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
          selectClassName="stay-select"
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            form.methods.setValue('nights', Number(e.target.value));
            edited('nights');
          }}
        >
          {nightCounts(options.rules).map((n) => (
            <option key={n} value={n}>
              {n === 1
                ? i18n._('accommodation.form.oneNight', { n: formatNumber(n) })
                : i18n._('accommodation.form.nightsOption', { n: formatNumber(n) })}
            </option>
          ))}
        </SelectField>
      </div>

      <TextField
        label={i18n._('accommodation.form.code')}
        hint={i18n._('accommodation.form.codeHint')}
        value={code}
        errors={errorsAt('code')}
        autoComplete="off"
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the keyboard's capitals
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(e) => {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          form.methods.setValue('code', e.target.value);
          edited('code');
        }}
      />

      <section className="stay-quote" aria-labelledby={`${ids.notice}-quote`} aria-live="polite">
        <h3 id={`${ids.notice}-quote`} className="stay-quote__title">
          {i18n._('accommodation.quote.title')}
        </h3>
        <dl className="stay-details">
          <div>
            <dt>{i18n._('accommodation.form.checkIn')}</dt>
            <dd>{checkIn === '' ? '—' : formatDay(checkIn)}</dd>
          </div>
          <div>
            <dt>{i18n._('accommodation.quote.checkOut')}</dt>
            <dd>{quote.ok && quote.checkOut ? formatDay(quote.checkOut) : '—'}</dd>
          </div>
          <div>
            <dt>{i18n._('accommodation.form.nights')}</dt>
            <dd>{quote.ok ? formatNumber(quote.nights?.length ?? nights) : '—'}</dd>
          </div>
          <div>
            <dt>{i18n._('accommodation.form.guests')}</dt>
            <dd>{formatNumber(guests.length)}</dd>
          </div>
          <div>
            <dt>{i18n._('accommodation.quote.perNight')}</dt>
            <dd>{rupees(options.rules.pricePerNightPaise)}</dd>
          </div>
          <div>
            <dt>{i18n._('accommodation.quote.price')}</dt>
            <dd className="stay-quote__price" data-testid="stay-price">
              {quote.ok && typeof quote.price === 'number' ? rupees(quote.price) : '—'}
            </dd>
          </div>
        </dl>
        {code.trim() !== '' && (
          <p className="stay-muted stay-hint">{i18n._('accommodation.quote.priceNote')}</p>
        )}
      </section>

      <div id={ids.notice}>
        {full && block !== '' && (
          <p className="stay-alert" role="alert">
            {fullNight(full, block)}
          </p>
        )}
        {notice && (
          <p className="stay-alert" role="alert">
            {notice}
          </p>
        )}
        {booked && (
          <div className="stay-success" role="status">
            <p className="stay-success__title">{booked.message}</p>
            <p>{booked.summary}</p>
          </div>
        )}
      </div>

      <AgeGate gate={age} />
      <PrivacyNotice point="accommodation" />
      <Button
        type="submit"
        className="stay-form__submit"
        disabled={blocked}
        aria-busy={submitting || undefined}
      >
        {submitting ? i18n._('accommodation.form.booking') : payLabel}
      </Button>
      {checkoutElement}
    </form>
  );
}
