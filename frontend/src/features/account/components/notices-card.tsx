import { useQuery } from '@tanstack/react-query';

import { QueryState } from '@/components/ui/query-state';
import { formatFestDateTime } from '@/lib/i18n/format';
import { myNoticesQueryOptions } from '@/lib/queries/notices';

import { useI18n } from '../i18n';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

/**
 * The 'Notices' card (GET /user/notices): the announcements the organisers sent to the user, newest
 * first, each with when it was sent (India time). While the list loads the card says so; a failure
 * offers Try again.
 */
export function NoticesCard() {
  const notices = useQuery(myNoticesQueryOptions());
  const { i18n } = useI18n();
  return (
    <section className="account-card" aria-labelledby="account-notices-title">
      <h2 id="account-notices-title" className="account-card__title">
        {i18n._('account.notices.title')}
      </h2>
      <p className="account-muted">{i18n._('account.notices.intro')}</p>
      <QueryState
        query={notices}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.notices.failed')}
        loading={i18n._('account.notices.loading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {(data) =>
          data.notices.length === 0 ? (
            <p className="account-muted">{i18n._('account.notices.none')}</p>
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
