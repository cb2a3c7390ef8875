import type { AuthReturnState } from '@/components/guard/require-auth';

/** The auth screen itself: never a place to come back to (it would only show the welcome card). */
const AUTH_PATH = '/auth';

/**
 * `raw` as an address of this site to go to (path, query and hash), or null when it is anything
 * else: not text, not a path from the site's root, a scheme-relative or backslashed address that a
 * browser would read as another host (`//evil.com`, `/\evil.com`), one with control characters, one
 * whose resolved origin is not `origin`, or the auth screen.
 */
export function safeReturnPath(
  raw: unknown,
  origin: string = window.location.origin,
): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || /\p{Cc}/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Dot segments resolved (`/.//evil.com` is `//evil.com`): still one leading slash only.
  if (url.pathname.startsWith('//')) return null;
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a visitor goes once signed in on /auth: the page the sign-in guard turned them away from
 * (its redirect's router state, `AuthReturnState`), when that is a safe address of this site; else
 * null, and the auth screen shows its welcome card.
 */
export function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return safeReturnPath((state as Partial<AuthReturnState>).from);
}
