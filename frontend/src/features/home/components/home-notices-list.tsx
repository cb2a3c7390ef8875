import type { NoticeView } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/dates';

export const HOME_NOTICES_MSG = {
  title: 'Notices',
};

/** The home page's notices as a section: title, when each was sent (India time) and its message. */
export default function HomeNoticesList({ notices }: { notices: readonly NoticeView[] }) {
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
