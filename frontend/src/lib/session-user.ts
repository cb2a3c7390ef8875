/**
 * The user the server last confirmed the stored token for, kept beside it in local storage
 * (`session-user`; SPEC 3: the token "plus the user"), so that a phone with no network at the gate
 * still knows who is signed in (./session-query.tsx). Forgotten with the token (auth-token.ts,
 * clearToken). Its own module: only the session's lazy chunk needs it.
 */
import { SESSION_USER_KEY } from './auth-token';
import type { User } from './session';

/** Keeps `user` as the one the server last confirmed `token` for. */
export function storeSessionUser(token: string, user: User): void {
  try {
    window.localStorage.setItem(SESSION_USER_KEY, JSON.stringify({ token, user }));
  } catch {
    // Storage unavailable or full: nothing kept.
  }
}

/** The user the server last confirmed `token` for, if kept on this device (another token's: none). */
export function readSessionUser(token: string): User | undefined {
  try {
    const kept = JSON.parse(window.localStorage.getItem(SESSION_USER_KEY) ?? 'null') as {
      token?: unknown;
      user?: unknown;
    } | null;
    if (kept?.token !== token || typeof kept.user !== 'object' || kept.user === null) {
      return undefined;
    }
    return kept.user as User;
  } catch {
    return undefined;
  }
}
