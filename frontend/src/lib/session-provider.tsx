import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import type { MeResponse } from '@/lib/api-types';
import { clearToken, readToken, storeToken } from '@/lib/auth-token';
import { meQueryKey, meQueryOptions } from '@/lib/queries/me';
import { eventsQueryKey } from '@/lib/query-keys';
import {
  anonymousSession,
  SessionActionsContext,
  SessionContext,
  type Session,
  type SessionActions,
  type User,
} from '@/lib/session';

/**
 * The session (SPEC 4): at start-up a stored token is checked with GET /user/me; until that answers
 * the session is 'loading'; if it fails the token is dropped and the visitor is signed out. The user
 * lives in the current-user query, so a page that asks for it again updates the session too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => readToken() !== null);
  // Signed out by the visitor's own Logout (not an expired or missing session).
  const [signedOut, setSignedOut] = useState(false);
  const me = useQuery({ ...meQueryOptions(), enabled: hasToken });
  const user = me.data?.user;
  // The start-up check failed (or answered without a user): the stored token is no good, and the
  // visitor is signed out until the next login puts a user in place.
  const rejected = hasToken && !user && (me.isError || me.isSuccess);

  useEffect(() => {
    if (rejected) clearToken();
  }, [rejected]);

  let session: Session;
  if (!hasToken || rejected)
    session = signedOut ? { status: 'anonymous', signedOut } : anonymousSession;
  else if (user) session = { status: 'authenticated', user };
  else session = { status: 'loading' };

  const signIn = useCallback(
    (token: string, signedIn: User) => {
      // A fresh login wins over a start-up check still under way.
      void queryClient.cancelQueries({ queryKey: meQueryKey });
      storeToken(token);
      queryClient.setQueryData<MeResponse>(meQueryKey, { success: true, user: signedIn });
      setHasToken(true);
      setSignedOut(false);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    void queryClient.cancelQueries({ queryKey: meQueryKey });
    clearToken();
    // What the signed-in user could see goes with them; the public event list stays.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== eventsQueryKey[0] });
    setHasToken(false);
    setSignedOut(true);
  }, [queryClient]);

  const actions = useMemo<SessionActions>(() => ({ signIn, signOut }), [signIn, signOut]);

  return (
    <SessionContext value={session}>
      <SessionActionsContext value={actions}>{children}</SessionActionsContext>
    </SessionContext>
  );
}
