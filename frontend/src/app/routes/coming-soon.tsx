import { ButtonLink } from '@/components/ui/button-link';

import './pages.css';

/** Stands in for a signed-in page whose own issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="status-page" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__text">This page is on its way.</p>
      <ButtonLink to="/" variant="ghost">
        Back to Home
      </ButtonLink>
    </section>
  );
}
