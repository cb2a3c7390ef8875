import type { EventInfo } from 'fest-shared-wasm';
import { useEffect, useRef } from 'react';

import { EventTerms, type registrationStatus } from '@/components/event-terms/event-terms';
import { ButtonLink } from '@/components/ui/button-link';
import { usePageMeta } from '@/lib/use-page-meta';

import { useI18n } from '../i18n';
import { MSG } from '../lib/messages';

/**
 * An event's wizard while its registration is closed or not open yet, as GET /events says on
 * arrival: the page says so at once (its status takes the focus and is announced) with the event's
 * terms, and leads back to the events, rather than letting a captain type a whole team first.
 */
export function RegistrationClosed({
  title,
  event,
  status,
}: {
  title: string;
  event: EventInfo;
  status: NonNullable<ReturnType<typeof registrationStatus>>;
}) {
  const { i18n } = useI18n();
  usePageMeta(title, i18n._('registration.closed.description', { title, status: status.text }));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="reg-page" aria-labelledby="reg-title">
      <header className="reg-page__header">
        <h1 id="reg-title" className="reg-page__title">
          {title}
        </h1>
      </header>
      <div className="reg-card reg-closed" role="status">
        <h2 ref={heading} tabIndex={-1} className="reg-card__progress">
          {status.text}
        </h2>
        <p className="reg-note">{status.state === 'soon' ? MSG.closedSoon : MSG.closedForGood}</p>
        <EventTerms event={event} status={null} />
        <ButtonLink to="/event/ins" className="reg-waitlist__link">
          {MSG.toEvents}
        </ButtonLink>
      </div>
    </section>
  );
}
