import { useQuery } from '@tanstack/react-query';

import { QueryState } from '@/components/ui/query-state';
import { formatFestDateTime } from '@/lib/dates';
import { myNoticesQueryOptions } from '@/lib/queries/notices';

import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

export const NOTICES_MSG = {
  title: 'Notices',
  intro:
    'What the organisers have told you: venue changes, delays, reminders. Each is e-mailed to you too.',
  none: 'No notices yet.',
  failed: 'Could not load your notices',
  loading: 'Loading your notices...',
};

/**
 * The 'Notices' card (GET /user/notices): the announcements the organisers sent to the user, newest
 * first, each with when it was sent (India time). While the list loads the card says so; a failure
 * offers Try again.
 */
export function NoticesCard() {
  const notices = useQuery(myNoticesQueryOptions());
  return (
    <section className="account-card" aria-labelledby="account-notices-title">
      <h2 id="account-notices-title" className="account-card__title">
        {NOTICES_MSG.title}
      </h2>
      <p className="account-muted">{NOTICES_MSG.intro}</p>
      <QueryState
        query={notices}
        classes={ACCOUNT_QUERY_STATE}
        failed={NOTICES_MSG.failed}
        loading={NOTICES_MSG.loading}
      >
        {(data) =>
          data.notices.length === 0 ? (
            <p className="account-muted">{NOTICES_MSG.none}</p>
          ) : (
            <ul className="account-announcements">
              {data.notices.map((notice) => (
                <li key={notice.id} aria-label={notice.title} className="account-announcement">
                  <h3 className="account-announcement__title">{notice.title}</h3>
                  <p className="account-muted">{formatFestDateTime(notice.sentAt)}</p>
                  <p className="account-announcement__body">{notice.body}</p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
