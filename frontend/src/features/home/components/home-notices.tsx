import { useEffect, useState } from 'react';

import { API_BASE } from '@/lib/api-base';
import type { NoticesResponse, NoticeView } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/dates';

export const HOME_NOTICES_MSG = {
  title: 'Notices',
};

/** How many of the newest public notices the home page shows. */
export const HOME_NOTICES_SHOWN = 3;

/**
 * The organisers' public notices on the home page (GET /announcements): the newest three, each with
 * when it was sent (India time). Asked for once the page is up, with a plain fetch rather than the
 * API client and the query cache, which Home does without (its JavaScript budget); the section is
 * there only when there is something to read, and a failure leaves the page as it is. It sits below
 * the welcome, out of the first screen, so its arrival moves nothing the visitor is looking at.
 */
export function HomeNotices() {
  const [notices, setNotices] = useState<readonly NoticeView[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${API_BASE}/announcements`, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<NoticesResponse>) : null))
      .then((answer) => {
        if (answer && Array.isArray(answer.notices)) {
          setNotices(answer.notices.slice(0, HOME_NOTICES_SHOWN));
        }
      })
      .catch(() => {
        // Offline, or the server is busy: the home page stays as it is.
      });
    return () => {
      controller.abort();
    };
  }, []);
  if (notices.length === 0) return null;
  return (
    <section className="home-notices" aria-labelledby="home-notices-title">
      <h2 id="home-notices-title" className="home-section__title">
        {HOME_NOTICES_MSG.title}
      </h2>
      <ul className="home-notices__list">
        {notices.map((notice) => (
          <li key={notice.id} className="home-notice" aria-label={notice.title}>
            <h3 className="home-notice__title">{notice.title}</h3>
            <p className="home-notice__when">{formatFestDateTime(notice.sentAt)}</p>
            <p className="home-notice__body">{notice.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
