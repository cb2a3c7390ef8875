import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import type { Role } from '@/lib/api-types';

import { i18n, useI18n } from '@/components/i18n';
import { useSession } from '@/lib/session';
import { LoadingStatus } from '@/components/ui/query-state';

/** SPEC 8's guard alerts, in the active language (English word for word). */
export let LOGIN_FIRST = i18n._('guard.loginFirst');
export let NOT_AUTHORIZED = i18n._('guard.notAuthorized');
// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's name
i18n.on('change', () => {
  LOGIN_FIRST = i18n._('guard.loginFirst');
  NOT_AUTHORIZED = i18n._('guard.notAuthorized');
});

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
  const { i18n } = useI18n();
  const verdict: 'loading' | 'login' | 'forbidden' | 'allowed' =
    session.status === 'loading'
      ? 'loading'
      : session.status === 'anonymous'
        ? 'login'
        : roles && !roles.includes(session.user.role)
          ? 'forbidden'
          : 'allowed';

  const loggedOutHere = session.status === 'anonymous' && session.signedOut === true;

  // Once per verdict, even when StrictMode runs the effect twice in development.
  const alerted = useRef<typeof verdict | null>(null);
  useEffect(() => {
    if (alerted.current === verdict) return;
    alerted.current = verdict;
    if (verdict === 'login' && !loggedOutHere) window.alert(LOGIN_FIRST);
    if (verdict === 'forbidden') window.alert(NOT_AUTHORIZED);
  }, [verdict, loggedOutHere]);

  switch (verdict) {
    case 'loading':
      return <LoadingStatus label={i18n._('guard.loading')} />;
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
