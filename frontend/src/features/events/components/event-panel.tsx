import { EventAvailability } from '@/components/event-terms/event-availability';
import { EventTerms } from '@/components/event-terms/event-terms';
import { useTimeLeft } from '@/components/event-terms/use-time-left';
import type { ListedEvent } from '@/lib/api-types';
import { telHref } from '@/lib/fest';
import { useFormatMoney } from '@/lib/i18n/money';
import { useSharedOrNull } from '@/lib/use-shared';

import { PANEL_HEADINGS } from '../data';
import { useI18n } from '../i18n';
import { EventAction } from './event-action';
import { PANEL_ID, tabId } from './event-tabs';

/**
 * The selected event's details (SPEC 2.5) over its background artwork, and what it asks before
 * anyone starts its form: the fee, who makes a team, places left and the deadline.
 */
export function EventPanel({ event, registered }: { event: ListedEvent; registered: boolean }) {
  const { i18n } = useI18n();
  const money = useFormatMoney();
  const shared = useSharedOrNull();
  const msLeft = useTimeLeft(event.deadline);
  // The page may stay open past the deadline: the countdown closes it without a reload.
  const deadlinePassed = event.deadlinePassed || (msLeft !== null && msLeft <= 0);
  return (
    <section
      id={PANEL_ID}
      className="event-panel"
      role="tabpanel"
      aria-labelledby={`${tabId(event.id)} event-panel-title`}
      tabIndex={0}
    >
      <header className="event-panel__head">
        <h2 id="event-panel-title" className="event-panel__title">
          {event.title}
        </h2>
        <p className="event-panel__date">
          <span className="visually-hidden">{i18n._('events.panel.date')} </span>
          {event.date}
        </p>
      </header>
      <p className="event-panel__description">{event.description}</p>

      <div className="event-panel__grid">
        <div>
          <h3 id="event-rules">{i18n._(PANEL_HEADINGS.rules)}</h3>
          <ul className="event-panel__rules">
            {event.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
        <div className="event-panel__side">
          <div>
            <h3 id="event-judging">{i18n._(PANEL_HEADINGS.judging)}</h3>
            <p>{event.judgingCriteria}</p>
          </div>
          <div>
            <h3 id="event-prizes">{i18n._(PANEL_HEADINGS.prizes)}</h3>
            <ul className="event-panel__prizes">
              {event.prizes.map((prize) => (
                <li key={prize.place}>
                  <span>{prize.place}</span> <strong>{money(prize.paise)}</strong>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 id="event-contacts">{i18n._(PANEL_HEADINGS.contacts)}</h3>
            <ul className="event-panel__contacts">
              {event.contacts.map((contact) => (
                <li key={`${contact.name} ${contact.phone}`}>
                  {contact.name}: <a href={telHref(contact.phone)}>{contact.phone}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <EventTerms event={event} status={null} />
      <EventAvailability event={event} shared={shared} msLeft={msLeft} />
      <EventAction event={{ ...event, deadlinePassed }} registered={registered} />
    </section>
  );
}
