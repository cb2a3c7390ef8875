import { useEffect, useRef } from 'react';

import { ButtonLink } from '@/components/ui/button-link';
import { textOr } from '@/lib/api-client';
import type { WaitlistJoinResponse } from '@/lib/api-types';
import { usePageMeta } from '@/lib/use-page-meta';

import { useI18n } from '../i18n';
import { ACCOUNT_PAGE, MSG, placeInLine } from '../lib/messages';

/**
 * After joining an event's waiting list: the server's message ('You are on the waiting list.'), the
 * place in line, what happens next, and the way to the account page (where an offered place is
 * paid for). The message takes the focus.
 */
export function WaitlistJoined({ title, answer }: { title: string; answer: WaitlistJoinResponse }) {
  const { i18n } = useI18n();
  usePageMeta(title, i18n._('registration.waitlist.description', { title }));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const position = answer.entry.position;

  return (
    <section className="reg-page" aria-labelledby="reg-title">
      <header className="reg-page__header">
        <h1 id="reg-title" className="reg-page__title">
          {title}
        </h1>
      </header>
      <div className="reg-card reg-waitlist">
        <h2 ref={heading} tabIndex={-1} className="reg-card__progress">
          {textOr(answer.message, MSG.onWaitlist)}
        </h2>
        {typeof position === 'number' && (
          <p className="reg-waitlist__place">{placeInLine(position)}</p>
        )}
        <p className="reg-note">{MSG.waitlistNext}</p>
        <ButtonLink to={ACCOUNT_PAGE} className="reg-waitlist__link">
          {MSG.toAccount}
        </ButtonLink>
      </div>
    </section>
  );
}
