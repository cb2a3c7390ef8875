import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import type { PassesResponse } from '@/lib/api-types';
import { usePageMeta } from '@/lib/use-page-meta';
import { useEventTitles } from '@/lib/use-event-titles';
import { passesQueryOptions } from '@/lib/queries/passes';
import { QueryState } from '@/components/ui/query-state';

import { groupByRegistration, passStatus, shortRegistrationId } from '../lib/passes';
import { MSG } from '../messages';
import { PassCard } from './pass-card';
import './passes.css';

/**
 * /passes (signed in): the user's fest-day passes (GET /passes), one card per person, grouped by
 * registration, newest first; event titles come from the shared catalogue. Loading, empty (with a
 * link to the events) and error (with Try again) states. A link leads to /accommodation (a stay
 * at the hostel for the people on a registration). Print puts one pass on each page and leaves the
 * site's bar and footer out, and revoked passes too (it is not offered when every pass is revoked).
 */
export function PassesPage() {
  usePageMeta('Passes', MSG.description);
  const passes = useQuery(passesQueryOptions());
  const eventTitle = useEventTitles();

  const list = (data: PassesResponse): ReactNode =>
    data.passes.length === 0 ? (
      <div className="passes__notice passes__notice--empty">
        <p>{MSG.empty}</p>
        <Link to="/event/ins" className="ui-button ui-button--fire">
          {MSG.browseEvents}
        </Link>
      </div>
    ) : (
      <>
        <div className="passes__actions">
          {data.passes.some((pass) => passStatus(pass) !== 'revoked') && (
            <Button
              variant="ghost"
              onClick={() => {
                window.print();
              }}
            >
              {MSG.print}
            </Button>
          )}
          <Link to="/accommodation" className="ui-button ui-button--ghost">
            {MSG.bookStay}
          </Link>
        </div>
        {groupByRegistration(data.passes).map((group) => {
          const title = eventTitle(group.event);
          const headingId = `passes-${group.registrationId}`;
          return (
            <section
              key={group.registrationId}
              className="passes__group"
              aria-labelledby={headingId}
            >
              <h2 id={headingId} className="passes__group-title">
                {title}{' '}
                <span className="passes__group-id">
                  {MSG.registration(shortRegistrationId(group.registrationId))}
                </span>
              </h2>
              <ul className="passes__cards">
                {group.passes.map((pass) => (
                  <PassCard key={pass.id} pass={pass} eventTitle={title} />
                ))}
              </ul>
            </section>
          );
        })}
      </>
    );
  const body = (
    <QueryState
      query={passes}
      classes={{ alert: 'passes__notice', message: 'passes__error', loading: 'passes__muted' }}
      failed={MSG.loadFailed}
      loading={MSG.loading}
    >
      {list}
    </QueryState>
  );

  return (
    <section className="passes" aria-labelledby="passes-title">
      <h1 id="passes-title" className="passes__title">
        {MSG.title}
      </h1>
      <p className="passes__muted passes__intro">{MSG.intro}</p>
      {body}
    </section>
  );
}
