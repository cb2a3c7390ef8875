import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { ListedEvent } from '@/lib/api-types';
import { useSharedOrNull } from '@/lib/use-shared';

import { ACTIONS } from '../data';
import { useI18n } from '../i18n';

/**
 * The event panel's actions (SPEC 4): 'Already Applied' (disabled) when the user registered, else
 * 'Registrations closed' (disabled; the shared text) once the registration deadline has passed, else
 * 'Register Now' to the wizard while registration is open (the server's `isRegistrationOpen`; 'Join
 * the waiting list' to the same wizard when no place is left, whose form then joins the line), else
 * 'Registrations Opening Soon'; and 'View Rulebook' in a new tab: every event has one, the printable
 * page made from the catalogue (`/rulebook/{id}`) or the organisers' uploaded PDF.
 */
export function EventAction({
  event,
  registered,
}: {
  event: Pick<
    ListedEvent,
    'title' | 'isRegistrationOpen' | 'registrationRoute' | 'rulebookUrl' | 'deadlinePassed'
  > &
    Partial<Pick<ListedEvent, 'placesLeft'>>;
  registered: boolean;
}) {
  const shared = useSharedOrNull();
  const { i18n } = useI18n();
  return (
    <div className="event-actions">
      {registered ? (
        <Button variant="ghost" disabled>
          {i18n._(ACTIONS.registered)}
        </Button>
      ) : event.deadlinePassed ? (
        shared && (
          <Button variant="ghost" disabled>
            {shared.messages().registrationsClosed}
          </Button>
        )
      ) : event.isRegistrationOpen ? (
        <ButtonLink to={event.registrationRoute} variant="fire">
          {i18n._(event.placesLeft === 0 ? ACTIONS.waitlist : ACTIONS.register)}
        </ButtonLink>
      ) : (
        <p className="event-actions__soon">{i18n._(ACTIONS.soon)}</p>
      )}
      <a
        className="ui-button ui-button--ghost"
        href={event.rulebookUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {i18n._(ACTIONS.rulebook)}
        <span className="visually-hidden"> {i18n._('events.action.newTab')}</span>
      </a>
    </div>
  );
}
