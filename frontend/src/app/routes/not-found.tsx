import { mainNav } from '../layout/nav-links';
import { ButtonLink } from '@/components/ui/button-link';
import { useI18n } from '@/lib/i18n/use-i18n';

import './pages.css';

/** The fallback for /gallery, /update and any other unknown path (SPEC 2.1). */
export function NotFoundPage() {
  const { i18n } = useI18n();
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="status-page__title">
        {i18n._('notFound.title')}
      </h1>
      <p className="status-page__text">{i18n._('notFound.text')}</p>
      <nav aria-label={i18n._('notFound.nav')} className="status-page__nav">
        <ButtonLink to="/" variant="fire">
          {i18n._('shell.backToHome')}
        </ButtonLink>
        <ul className="status-page__links">
          {mainNav
            .filter((item) => item.to !== '/')
            .map((item) => (
              <li key={item.to}>
                <ButtonLink to={item.to} variant="ghost">
                  {i18n._(item.label)}
                </ButtonLink>
              </li>
            ))}
        </ul>
      </nav>
    </section>
  );
}
