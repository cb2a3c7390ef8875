import { useEffect } from 'react';

import { useSession } from '@/lib/session';
import { LoadingStatus } from '@/components/ui/query-state';

import { preloadRules } from '../lib/validate';
import { AuthCard } from './auth-card';
import { WelcomeCard } from './welcome-card';
import './auth.css';

/** /auth (SPEC 2.13): the welcome card when signed in, else the Login / Register card. */
export function AuthPage() {
  const session = useSession();

  useEffect(() => {
    preloadRules();
  }, []);

  return (
    <div className="auth-page">
      {session.status === 'loading' ? (
        <LoadingStatus label="Loading..." />
      ) : session.status === 'authenticated' ? (
        <WelcomeCard user={session.user} />
      ) : (
        <AuthCard />
      )}
    </div>
  );
}
