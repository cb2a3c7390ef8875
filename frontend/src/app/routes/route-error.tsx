import { isRouteErrorResponse, useRouteError } from 'react-router';

import { i18n } from '@/lib/i18n/i18n';
import { useI18n } from '@/lib/i18n/use-i18n';

import './pages.css';

/** Text of whatever the router caught: a thrown Response, an Error or anything else. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return i18n._('routeError.unknown');
}

/** The router's generic error page (SPEC 2.1). */
export function RouteError() {
  // Drawn again in the other language when it changes.
  useI18n();
  const error = useRouteError();
  return (
    <section className="status-page" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="status-page__title">
        {i18n._('routeError.title')}
      </h1>
      <pre className="status-page__error">{errorText(error)}</pre>
      <p>
        {/* A full reload: the app's state may be what broke. */}
        <a href="/">{i18n._('shell.backToHome')}</a>
      </p>
    </section>
  );
}
