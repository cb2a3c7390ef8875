import { mainNav } from '../layout/nav-links';
import { ButtonLink } from '@/components/ui/button-link';

import './pages.css';

/** The fallback for /gallery, /update and any other unknown path (SPEC 2.1). */
export function NotFoundPage() {
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="status-page__title">
        Page not found...
      </h1>
      <p className="status-page__text">The page you are looking for does not exist or has moved.</p>
      <nav aria-label="Page not found" className="status-page__nav">
        <ButtonLink to="/" variant="fire">
          Back to Home
        </ButtonLink>
        <ul className="status-page__links">
          {mainNav
            .filter((item) => item.to !== '/')
            .map((item) => (
              <li key={item.to}>
                <ButtonLink to={item.to} variant="ghost">
                  {item.label}
                </ButtonLink>
              </li>
            ))}
        </ul>
      </nav>
    </section>
  );
}
