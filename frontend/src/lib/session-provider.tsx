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
import {
  clearToken,
  readSessionUser,
  readToken,
  storeSessionUser,
  storeToken,
} from '@/lib/auth-token';
import { eventsQueryKey } from '@/lib/query-keys';
import { loadQueryClient } from '@/lib/query-loader';
import { forgetSavedPasses } from '@/lib/saved-passes';
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

/** Whether a failed call never reached the server (no network, a timeout): the API client's status 0. */
function unreachable(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0
  );
}

/**
 * The session (SPEC 4): at start-up a stored token is checked with GET /user/me; until that answers
 * the session is 'loading'; if the server refuses it the token is dropped and the visitor is signed
 * out. When the check cannot reach the server (a phone with no network at the gate), the token stays
 * and the session is the user the server last confirmed it for, kept on this device (SPEC 3: the
 * token "plus the user"), until the network is back and the check is made again; with no user kept,
 * the visitor is signed out for now but keeps the token. The user
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
  const offline = hasToken && !user && me?.status === 'error' && unreachable(me.error);
  const rejected =
    hasToken && !user && ((me?.status === 'error' && !offline) || me?.status === 'success');
  const token = hasToken ? readToken() : null;
  const kept = offline && token ? readSessionUser(token) : undefined;

  // A stored session needs the cache, which the app loads on demand (./query.ts).
  useEffect(() => {
    if (hasToken && !queryClient) void loadQueryClient();
  }, [hasToken, queryClient]);

  useEffect(() => {
    if (rejected) clearToken();
  }, [rejected]);

  // The user the server confirmed, kept for a start with no network.
  useEffect(() => {
    if (user && token) storeSessionUser(token, user);
  }, [user, token]);

  let session: Session;
  if (!hasToken || rejected)
    session = signedOut ? { status: 'anonymous', signedOut } : anonymousSession;
  else if (user) session = { status: 'authenticated', user };
  else if (kept) session = { status: 'authenticated', user: kept };
  else if (offline) session = anonymousSession;
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
    // The passes kept for the gate leave this device (a shared phone): every account's.
    forgetSavedPasses();
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
