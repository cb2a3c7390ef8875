import { QueryClientContext, type QueryClient, type QueryState } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import type { MeResponse } from '@/lib/api-types';
import { clearToken, readToken, storeToken } from '@/lib/auth-token';
import { eventsQueryKey } from '@/lib/query-keys';
import { loadQueryClient } from '@/lib/query-loader';
import {
  anonymousSession,
  meQueryKey,
  SessionActionsContext,
  SessionContext,
  type Session,
  type SessionActions,
  type User,
} from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

/** Holds the current-user query while a token is stored (its own chunk: see session-query.tsx). */
const SessionQuery = lazy(() => import('./session-query'));

const noSubscription = () => () => undefined;
const nothing = () => undefined;

/** The current-user query's state in `client`'s cache, kept up to date. */
function useMeState(client: QueryClient | undefined): QueryState<MeResponse> | undefined {
  const subscribe = useMemo(
    () =>
      client
        ? (listener: () => void) =>
            // The cache may change while a component renders (a query is added): the session
            // follows right after, never within another component's render.
            client.getQueryCache().subscribe(() => {
              queueMicrotask(listener);
            })
        : noSubscription,
    [client],
  );
  const read = useMemo(
    () => (client ? () => client.getQueryState<MeResponse>(meQueryKey) : nothing),
    [client],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The session (SPEC 4): at start-up a stored token is checked with GET /user/me; until that answers
 * the session is 'loading'; if it fails the token is dropped and the visitor is signed out (a check
 * that cannot reach the server answers with the user kept on the device, if any: queries/me.ts). The user
 * lives in the current-user query, so a page that asks for it again updates the session too. A
 * visitor without a stored token is signed out from the start: then neither the server-state cache
 * nor the query is loaded (Home runs without them).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useContext(QueryClientContext);
  const hydrated = useHydrated();
  const [hasToken, setHasToken] = useState(() => readToken() !== null);
  // Signed out by the visitor's own Logout (not an expired or missing session).
  const [signedOut, setSignedOut] = useState(false);
  const me = useMeState(hasToken ? queryClient : undefined);
  const user = me?.data?.user;
  // The start-up check failed (or answered without a user): the stored token is no good, and the
  // visitor is signed out until the next login puts a user in place.
  const rejected = hasToken && !user && (me?.status === 'error' || me?.status === 'success');

  // A stored session needs the cache, which the app loads on demand (./query.ts).
  useEffect(() => {
    if (hasToken && !queryClient) void loadQueryClient();
  }, [hasToken, queryClient]);

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
      void queryClient?.cancelQueries({ queryKey: meQueryKey });
      storeToken(token);
      queryClient?.setQueryData<MeResponse>(meQueryKey, { success: true, user: signedIn });
      setHasToken(true);
      setSignedOut(false);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    void queryClient?.cancelQueries({ queryKey: meQueryKey });
    clearToken();
    // The passes kept for the gate leave this device (a shared phone): every account's. (Their module
    // is fetched here, not with Home, whose JavaScript it would add to.)
    void import('@/lib/saved-passes').then(({ forgetSavedPasses }) => {
      forgetSavedPasses();
    });
    // What the signed-in user could see goes with them; the public event list stays.
    queryClient?.removeQueries({ predicate: (query) => query.queryKey[0] !== eventsQueryKey[0] });
    setHasToken(false);
    setSignedOut(true);
  }, [queryClient]);

  const actions = useMemo<SessionActions>(() => ({ signIn, signOut }), [signIn, signOut]);

  return (
    <SessionContext value={session}>
      <SessionActionsContext value={actions}>
        {children}
        {/* After hydration: the first view drawn at build time has no session. */}
        {hasToken && queryClient && hydrated && (
          <Suspense fallback={null}>
            <SessionQuery />
          </Suspense>
        )}
      </SessionActionsContext>
    </SessionContext>
  );
}
