/**
 * The session token (SPEC 3, Session): kept in the browser's local storage under the key `token`,
 * with the user it was last confirmed for (`session-user`), so that a phone with no network at the
 * gate still knows who is signed in. Storage can be unavailable (private modes, blocked cookies);
 * the site then behaves as signed out.
 */
export const TOKEN_KEY = 'token';
export const SESSION_USER_KEY = 'session-user';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage unavailable: the token lives only as long as the page.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(SESSION_USER_KEY);
  } catch {
    // Nothing stored.
  }
}
