import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';

import { useCurrentUser } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';

import { useRefreshUser } from '@/lib/use-refresh-user';
import { useI18n } from '../i18n';
import { CaApplicationForm } from './ca-application-form';
import './ca-program.css';

/** SPEC 4: after a successful application the user goes to /ca-application after 1 second. */
export const REDIRECT_DELAY_MS = 1000;

/**
 * /ca-register (SPEC 2.10 and 4). The signed-in user is asked for again first (GET /user/me), so
 * the role and the application's status are current. Then: a CA goes to /ca-dashboard; a pending
 * application shows 'Your application has been submitted. Please wait for approval.' in place of
 * the form and goes on to /ca-application; a rejected one shows 'Your previous application was
 * rejected.'; anyone else gets the form. After a successful submit the session is refreshed and
 * the user goes to /ca-application after 1 second.
 */
export function CaRegisterPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._('ca-program.register.title'), i18n._('ca-program.register.description'));
  const user = useCurrentUser();
  const { checked, refresh } = useRefreshUser();
  const navigate = useNavigate();
  const [applied, setApplied] = useState(false);

  const status = user?.caApplication?.status;
  const pending = applied || (checked && status === 'pending');

  // A pending application (found, or just sent) moves on to its status page after 1 second.
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  }, [navigate]);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      void go.current('/ca-application');
    }, REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [pending]);

  if (!user) return null; // the guard keeps signed-out visitors away
  if (checked && user.role === 'ca') return <Navigate to="/ca-dashboard" replace />;

  let body;
  if (pending) {
    body = (
      <div className="ca-notice" role="status">
        <p>{i18n._('ca-program.register.pending')}</p>
        <Link to="/ca-application">{i18n._('ca-program.application.title')}</Link>
      </div>
    );
  } else if (!checked) {
    body = (
      <p className="ca-muted" role="status">
        {i18n._('ca-program.register.loading')}
      </p>
    );
  } else if (status === 'rejected') {
    body = (
      <div className="ca-notice ca-notice--rejected" role="status">
        <p>{i18n._('ca-program.register.rejected')}</p>
        <Link to="/ca-application">{i18n._('ca-program.application.title')}</Link>
      </div>
    );
  } else {
    body = (
      <CaApplicationForm
        user={user}
        onApplied={() => {
          setApplied(true);
          refresh();
        }}
        onRefused={refresh}
      />
    );
  }

  return (
    <section className="ca-prog" aria-labelledby="ca-register-title">
      <h1 id="ca-register-title" className="ca-prog__title">
        {i18n._('ca-program.register.title')}
      </h1>
      {body}
    </section>
  );
}
