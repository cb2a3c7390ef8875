import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { Toaster } from '@/components/ui/toaster';
import { clearToken, readToken, storeToken } from '@/lib/auth-token';

import { getMe, type MeResponse } from './api/get-me';
import {
  anonymousSession,
  SessionActionsContext,
  SessionContext,
  type Session,
  type SessionActions,
  type User,
} from './session';

/**
 * The session (SPEC 4): at start-up a stored token is checked with GET /user/me; until that answers
 * the session is 'loading'; if it fails the token is dropped and the visitor is signed out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() =>
    readToken() ? { status: 'loading' } : anonymousSession,
  );
  const restoring = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!readToken()) return;
    const controller = new AbortController();
    restoring.current = controller;
    getMe(controller.signal).then(
      (response: MeResponse | undefined) => {
        if (controller.signal.aborted) return;
        if (response?.user) {
          setSession({ status: 'authenticated', user: response.user });
        } else {
          clearToken();
          setSession(anonymousSession);
        }
      },
      () => {
        if (controller.signal.aborted) return;
        clearToken();
        setSession(anonymousSession);
      },
    );
    return () => {
      controller.abort();
    };
  }, []);

  const signIn = useCallback((token: string, user: User) => {
    restoring.current?.abort(); // a fresh login wins over a start-up check still under way
    storeToken(token);
    setSession({ status: 'authenticated', user });
  }, []);

  const signOut = useCallback(() => {
    restoring.current?.abort();
    clearToken();
    setSession(anonymousSession);
  }, []);

  const actions = useMemo<SessionActions>(() => ({ signIn, signOut }), [signIn, signOut]);

  return (
    <SessionContext value={session}>
      <SessionActionsContext value={actions}>{children}</SessionActionsContext>
    </SessionContext>
  );
}

/** App-wide providers: the session and the toast container. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Toaster />
    </SessionProvider>
  );
}
