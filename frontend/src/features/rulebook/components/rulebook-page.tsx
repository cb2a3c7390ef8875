import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { API_BASE } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useShared } from '@/lib/use-shared';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';

import { RULEBOOK_PAGE } from '../data';
import { useI18n } from '../i18n';
import './rulebook.css';

/** GET /events/{event}/rulebook.pdf: the same rulebook as a PDF (or the organisers' uploaded file). */
export const rulebookPdfUrl = (event: string) =>
  `${API_BASE}/events/${encodeURIComponent(event)}/rulebook.pdf`;

/**
 * The printable rulebook of an event (/rulebook/:event), made by the shared rules from the catalogue:
 * the server's PDF prints exactly the same text. An unknown event gets `notFound`.
 */
export function RulebookPage({ notFound }: { notFound: ReactNode }) {
  const { event = '' } = useParams();
  const loaded = useShared();
  const shared = loaded.status === 'ready' ? loaded.shared : null;
  const book = useMemo(() => shared?.rulebook(event) ?? null, [shared, event]);
  const { i18n } = useI18n();
  usePageMeta(
    book?.title ?? (shared ? null : i18n._(RULEBOOK_PAGE.title)),
    book
      ? i18n._('rulebook.page.bookDescription', { title: book.title, subtitle: book.subtitle })
      : i18n._(RULEBOOK_PAGE.description),
  );

  if (loaded.status === 'loading') {
    return (
      <LoadingStatus label={i18n._(RULEBOOK_PAGE.loading)} className="rulebook-page__status" />
    );
  }
  if (loaded.status === 'error') {
    return (
      <LoadFailure
        message={i18n._(RULEBOOK_PAGE.unavailable)}
        onRetry={loaded.retry}
        retryLabel={i18n._(RULEBOOK_PAGE.retry)}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
        classes={{ alert: 'rulebook-page__status' }}
      />
    );
  }
  if (!book) return notFound;

  return (
    <article className="rulebook-page" aria-labelledby="rulebook-title">
      <header className="rulebook-page__head">
        <h1 id="rulebook-title" className="rulebook-page__title">
          {book.title}
        </h1>
        <p className="rulebook-page__subtitle">{book.subtitle}</p>
        <div className="rulebook-page__actions">
          <Button
            variant="fire"
            onClick={() => {
              window.print();
            }}
          >
            {i18n._(RULEBOOK_PAGE.print)}
          </Button>
          <a className="ui-button ui-button--ghost" href={rulebookPdfUrl(book.event)}>
            {i18n._(RULEBOOK_PAGE.download)}
          </a>
        </div>
      </header>
      {book.sections.map((section, i) => (
        <section
          key={section.heading}
          className="rulebook-page__section"
          aria-labelledby={`rulebook-section-${i}`}
        >
          <h2 id={`rulebook-section-${i}`} className="rulebook-page__heading">
            {section.heading}
          </h2>
          {section.list ? (
            <ul className="rulebook-page__list">
              {section.lines.map((line, j) => (
                <li key={j}>{line}</li>
              ))}
            </ul>
          ) : (
            section.lines.map((line, j) => (
              <p key={j} className="rulebook-page__text">
                {line}
              </p>
            ))
          )}
        </section>
      ))}
      <footer className="rulebook-page__footer">
        <p>{book.footer}</p>
      </footer>
    </article>
  );
}
