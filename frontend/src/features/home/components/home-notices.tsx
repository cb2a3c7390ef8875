import { lazy, Suspense, useEffect, useState } from 'react';

import { API_BASE } from '@/lib/api-base';
import type { NoticesResponse, NoticeView } from '@/lib/api-types';

/** How many of the newest public notices the home page shows. */
export const HOME_NOTICES_SHOWN = 3;

/** The list's code (and the date formatting it uses), fetched only when there is something to show. */
const NoticesList = lazy(() => import('./home-notices-list'));

/**
 * The organisers' public notices on the home page (GET /announcements): the newest three, each with
 * when it was sent (India time). Asked for once the page is up, with a plain fetch rather than the
 * API client and the query cache, which Home does without (its JavaScript budget); the list's code
 * comes only when there are notices, so a home page without them costs a visitor one small request.
 * A failure leaves the page as it is. It sits below the welcome, out of the first screen, so its
 * arrival moves nothing the visitor is looking at.
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
    <Suspense fallback={null}>
      <NoticesList notices={notices} />
    </Suspense>
  );
}
