import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import type { PassesResponse } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/i18n/format';
import { readSavedPasses, savePasses } from '@/lib/saved-passes';
import { useCurrentUser } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { useEventTitles } from '@/lib/use-event-titles';
import { passesQueryOptions } from '@/lib/queries/passes';
import { QueryState } from '@/components/ui/query-state';

import { useI18n } from '../i18n';
import { groupByRegistration, passStatus, shortRegistrationId } from '../lib/passes';
import { MSG } from '../messages';
import { PassCard } from './pass-card';
import './passes.css';

/** No answer came: the network is down or the server took too long (not a refusal). */
const unreachable = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/**
 * /passes (signed in): the user's fest-day passes (GET /passes), one card per person, grouped by
 * registration, newest first; event titles come from the shared catalogue. Loading, empty (with a
 * link to the events) and error (with Try again) states. A link leads to /accommodation (a stay
 * at the hostel for the people on a registration). Print puts one pass on each page and leaves the
 * site's bar and footer out, and revoked passes too (it is not offered when every pass is revoked).
 *
 * Every answer is saved on the device for the account (lib/saved-passes.ts): when the server cannot
 * be reached (no network, a timeout, or the cache waiting for the network to come back), the saved
 * passes are shown, QR codes and printing included, under a notice of when they were saved, with
 * Try again. Without saved passes the error stays.
 */
export function PassesPage() {
  useI18n();
  usePageMeta(MSG.metaTitle, MSG.description);
  const userId = useCurrentUser()?._id;
  const passes = useQuery(passesQueryOptions());
  const eventTitle = useEventTitles();

  // Each answer of the server is kept for the gate, with when it came.
  const { isSuccess, data: answered, dataUpdatedAt } = passes;
  useEffect(() => {
    if (userId && answered) savePasses(userId, answered, new Date(dataUpdatedAt));
  }, [userId, answered, dataUpdatedAt]);

  // A failed attempt (retries included), or a Try again after one, or a fetch paused while offline.
  const offline =
    !isSuccess &&
    (passes.fetchStatus === 'paused' ||
      unreachable(passes.failureReason) ||
      (passes.isError && unreachable(passes.error)));
  const saved = useMemo(
    () => (offline && userId ? readSavedPasses(userId) : null),
    [offline, userId],
  );

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
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
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
  const body = saved ? (
    <>
      <div role="status" className="passes__notice passes__notice--offline">
        <p>{MSG.offline(formatFestDateTime(saved.savedAt))}</p>
        <Button
          variant="ghost"
          disabled={passes.isFetching}
          onClick={() => {
            void passes.refetch();
          }}
        >
          {passes.isFetching ? MSG.retrying : MSG.tryAgain}
        </Button>
      </div>
      {list(saved.data)}
    </>
  ) : (
    <QueryState
      query={passes}
      // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
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
