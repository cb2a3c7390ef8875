import type { EventInfo } from 'fest-shared-wasm';

import type { ListedEvent } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import type { Shared } from '@/lib/wasm';

import { TERMS } from './messages';

type Listed = Pick<ListedEvent, 'isRegistrationOpen' | 'deadlinePassed' | 'placesLeft'>;
/** An event's fees and roster, from the catalogue (the WASM export) or GET /events. */
type Terms = Pick<EventInfo, 'feeBasis' | 'roster'> & {
  fees: readonly { category?: string | null; paise: number }[];
};

/** Who makes a team, from the catalogue's roster: 'Captain 1, Vice-Captain 1, 11 to 18 Players'. */
export function teamText(event: Pick<EventInfo, 'roster'>): string | null {
  if (event.roster.length === 0) return null;
  return event.roster
    .map(({ title, min, max }) =>
      min === max
        ? TERMS.exactly(min, title)
        : min === 0
          ? TERMS.upTo(max, title)
          : TERMS.between(min, max, title),
    )
    .join(', ');
}

/**
 * Where an event's registration stands, as the server says: closed for good once the deadline has
 * passed (the shared text), opening soon while not open, full when no place is left, else open.
 * Null while GET /events has not answered.
 */
export function registrationStatus(
  listed: Listed | undefined,
  shared: Pick<Shared, 'messages'> | null,
  deadlinePassed = listed?.deadlinePassed ?? false,
): { state: 'closed' | 'soon' | 'full' | 'open'; text: string } | null {
  if (!listed) return null;
  if (deadlinePassed) {
    return { state: 'closed', text: shared?.messages().registrationsClosed ?? '' };
  }
  if (!listed.isRegistrationOpen) return { state: 'soon', text: TERMS.soon };
  if (listed.placesLeft === 0) return { state: 'full', text: TERMS.full };
  return { state: 'open', text: TERMS.open };
}

/**
 * What an event asks before anyone starts its form: the fee per category (per team, or per athlete
 * where the fee counts heads), who makes a team, and, once the server has answered, whether
 * registration is open, opening soon, closed or full.
 */
export function EventTerms({
  event,
  status,
}: {
  event: Terms;
  status: ReturnType<typeof registrationStatus>;
}) {
  // The amounts and words in the active language (drawn again when it changes).
  const money = useFormatMoney();
  const basis = event.feeBasis === 'per_head' ? TERMS.perHead : TERMS.perTeam;
  const fees = event.fees.map(
    ({ category, paise }) => `${category ? `${category}: ` : ''}${money(paise)} ${basis}`,
  );
  const team = teamText(event);
  return (
    <dl className="event-terms" aria-label={TERMS.label}>
      {fees.length > 0 && (
        <div className="event-terms__item">
          <dt>{TERMS.fee}</dt>
          <dd>{fees.join(', ')}</dd>
        </div>
      )}
      {team && (
        <div className="event-terms__item">
          <dt>{TERMS.team}</dt>
          <dd>{team}</dd>
        </div>
      )}
      {status && (
        <div className="event-terms__item">
          <dt>{TERMS.registration}</dt>
          <dd className={`event-terms__status is-${status.state}`}>{status.text}</dd>
        </div>
      )}
    </dl>
  );
}
