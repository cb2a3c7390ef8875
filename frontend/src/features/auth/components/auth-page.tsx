import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useSession } from '@/lib/session';
import { LoadingStatus } from '@/components/ui/query-state';

import { returnPath } from '../lib/return-to';
import { preloadRules } from '../lib/validate';
import { useI18n } from '../i18n';
import { AuthCard } from './auth-card';
import { WelcomeCard } from './welcome-card';
import './auth.css';

/**
 * /auth (SPEC 2.13): the welcome card when signed in, else the Login / Register card. A visitor the
 * sign-in guard sent here goes back to the page they came from once signed in (by password, sign-up
 * or Google), in place of the welcome card.
 */
export function AuthPage() {
  const { i18n } = useI18n();
  const session = useSession();
  const back = returnPath(useLocation().state);

  useEffect(() => {
    preloadRules();
  }, []);

  if (session.status === 'authenticated' && back !== null) return <Navigate to={back} replace />;

  return (
    <div className="auth-page">
      {session.status === 'loading' ? (
        <LoadingStatus label={i18n._('auth.loading')} />
      ) : session.status === 'authenticated' ? (
        <WelcomeCard user={session.user} />
      ) : (
        <AuthCard />
      )}
    </div>
  );
}
