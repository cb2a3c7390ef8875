/**
 * The session token (SPEC 3, Session): kept in the browser's local storage under the key `token`.
 * Storage can be unavailable (private modes, blocked cookies); the site then behaves as signed out.
 */
export const TOKEN_KEY = 'token';

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
  } catch {
    // Nothing stored.
  }
}
