import { createContext, useContext } from 'react';

import type { Role, UserView } from '@/lib/api-types';
import type { Shared } from '@/lib/wasm';

/** The signed-in user as the login and current-user calls return it (SPEC 3, User). */
export type User = UserView;

/**
 * The session (SPEC 3 and 4): 'loading' while a stored token is being checked at start-up, then
 * either signed out or signed in with the user. The token itself stays in local storage
 * (lib/auth-token.ts), where the API client reads it for every request.
 */
export type Session =
  | { status: 'loading' }
  /** `signedOut`: the visitor has just logged out here (a guarded page then says nothing). */
  | { status: 'anonymous'; signedOut?: boolean }
  | { status: 'authenticated'; user: User };

export const anonymousSession: Session = { status: 'anonymous' };

/**
 * The cache entry of the signed-in user (GET /user/me, ./api/get-me.ts): the session reads it, a login
 * writes it. Here, beside the session, so that the session does not bring the API client along.
 */
export const meQueryKey = ['user', 'me'] as const;

export interface SessionActions {
  /** After a successful login, Google login or sign-up: stores the token and the user. */
  signIn: (token: string, user: User) => void;
  /** Forgets the token and the user (the server call, if any, is the caller's business). */
  signOut: () => void;
}

export const SessionContext = createContext<Session>(anonymousSession);

const noop = () => undefined;
export const SessionActionsContext = createContext<SessionActions>({
  signIn: noop,
  signOut: noop,
});

export function useSession(): Session {
  return useContext(SessionContext);
}

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext);
}

/** The signed-in user, or null while loading or signed out. */
export function useCurrentUser(): User | null {
  const session = useSession();
  return session.status === 'authenticated' ? session.user : null;
}

/**
 * What each role may do is a rule of fest-shared, asked through the WebAssembly exports (the server
 * decides with the same functions): `staffRoles()` (SPEC 2.2 and 6: who sees the Admin link and may
 * open /admin; volunteers do not), `checkInRoles()` (who checks passes in at the gates: the Check-in
 * link and /checkin), `scoreRoles()` (who enters match results: /scorer) and `adminSections(role)` (the sections of /admin a role sees).
 */
export type RoleRule = (
  shared: Pick<Shared, 'staffRoles' | 'checkInRoles' | 'scoreRoles'>,
) => readonly Role[];

/** The roles that run the admin area. */
export const staffRoles: RoleRule = (shared) => shared.staffRoles();

/** The roles that check passes in at the gates. */
export const checkInRoles: RoleRule = (shared) => shared.checkInRoles();

/** The roles that enter match results on fest day (the Scoring link and /scorer). */
export const scoreRoles: RoleRule = (shared) => shared.scoreRoles();
