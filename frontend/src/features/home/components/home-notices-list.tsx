import type { NoticeView } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/i18n/format';
import { LOCALE_TAGS } from '@/lib/i18n/languages';

import { useI18n } from '../i18n';

/**
 * The home page's notices as a section: title, when each was sent (India time, in the visitor's
 * language) and its message (as the organisers wrote it).
 */
export default function HomeNoticesList({ notices }: { notices: readonly NoticeView[] }) {
  const { i18n, language } = useI18n();
  return (
    <section className="home-notices" aria-labelledby="home-notices-title">
      <h2 id="home-notices-title" className="home-section__title">
        {i18n._('home.notices.title')}
      </h2>
      <ul className="home-notices__list">
        {notices.map((notice) => (
          <li key={notice.id} className="home-notice" aria-label={notice.title}>
            <h3 className="home-notice__title">{notice.title}</h3>
            <p className="home-notice__when">
              {formatFestDateTime(notice.sentAt, LOCALE_TAGS[language])}
            </p>
            <p className="home-notice__body">{notice.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
