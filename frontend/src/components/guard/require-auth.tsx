import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import type { Role } from '@/lib/api-types';

import { useSession } from '@/lib/session';
import { LoadingStatus } from '@/components/ui/query-state';

export const LOGIN_FIRST = 'Please Login First!!';
export const NOT_AUTHORIZED = 'You are not authorized to access this page!!';

/**
 * The router state of the guard's redirect to /auth: the address the visitor was turned away from
 * (path, query and hash), where the auth screen sends them back once they have signed in.
 */
export interface AuthReturnState {
  from: string;
}

/**
 * Route guard (SPEC 2.1): while the session loads it shows 'Loading...'; a signed-out user is told
 * to log in and sent to /auth, which sends them back here once signed in (`AuthReturnState`; a
 * visitor who has just logged out from this page goes there without the alert nor the way back,
 * SPEC 4); a user whose role is not allowed is told so and sent to /.
 */
export function RequireAuth({
  roles,
  children,
}: {
  roles?: readonly Role[];
  children?: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  const verdict =
    session.status === 'loading'
      ? 'loading'
      : session.status === 'anonymous'
        ? 'login'
        : roles && !roles.includes(session.user.role)
          ? 'forbidden'
          : 'allowed';

  const loggedOutHere = session.status === 'anonymous' && session.signedOut === true;

  // Once per verdict, even when StrictMode runs the effect twice in development.
  const alerted = useRef<string | null>(null);
  useEffect(() => {
    if (alerted.current === verdict) return;
    alerted.current = verdict;
    if (verdict === 'login' && !loggedOutHere) window.alert(LOGIN_FIRST);
    if (verdict === 'forbidden') window.alert(NOT_AUTHORIZED);
  }, [verdict, loggedOutHere]);

  switch (verdict) {
    case 'loading':
      return <LoadingStatus label="Loading..." />;
    case 'login': {
      const back: AuthReturnState | undefined = loggedOutHere
        ? undefined
        : { from: `${location.pathname}${location.search}${location.hash}` };
      return <Navigate to="/auth" replace state={back} />;
    }
    case 'forbidden':
      return <Navigate to="/" replace />;
    case 'allowed':
      return children ?? <Outlet />;
  }
}
