/**
 * What the service worker (src/sw.ts) does with a web push message, as plain functions: the
 * notification a message's payload becomes, the page a click on it opens, and which open tab of
 * the site shows that page. The server sends JSON `{ title, body, url, topic }` (url under this
 * site, e.g. "/account"; topic "announcement", "match" or "waitlist").
 */

/** The icon, and the badge (the small monochrome mark some phones show), of every notification. */
export const PUSH_ICON = '/media/icons/app-192.png';

/** What a notification is about; one of each is shown at a time (its `tag`). */
export const PUSH_TOPICS = ['announcement', 'match', 'waitlist'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** A push message as the server sends it. */
export interface PushPayload {
  title: string;
  body: string;
  /** A page of this site: a path, such as "/account". */
  url: string;
  topic: PushTopic | null;
}

/** What `registration.showNotification(title, options)` is given. */
export interface PushNotification {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    data: { url: string };
    tag?: string;
  };
}

const isTopic = (value: unknown): value is PushTopic =>
  typeof value === 'string' && (PUSH_TOPICS as readonly string[]).includes(value);

/** A path of this site ("/account", "/event/ins?x=1"): not another site's address, nor "//host". */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.includes('\\');

/**
 * The payload of a push message (its decrypted text), or null when it is not one the site sends
 * (no text, not JSON, no title): such a message shows nothing. A missing body is empty, an address
 * that is not a path of this site is the home page, and an unknown topic has no tag.
 */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { title, body, url, topic } = parsed as Record<string, unknown>;
  if (typeof title !== 'string' || title.trim() === '') return null;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url: isSitePath(url) ? url : '/',
    topic: isTopic(topic) ? topic : null,
  };
}

/** The notification a push message shows: its page kept in `data` for the click. */
export function notificationFor(payload: PushPayload): PushNotification {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      data: { url: payload.url },
      ...(payload.topic === null ? {} : { tag: payload.topic }),
    },
  };
}

/**
 * The address a click on a notification opens: its `data.url` on this site (`origin`), else the
 * home page.
 */
export function notificationUrl(data: unknown, origin: string): string {
  const url =
    typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return new URL(isSitePath(url) ? url : '/', origin).href;
}

/** Of the open tabs (most recently focused first), the one to show `href` in, if any. */
export interface ClientChoice<T> {
  client: T;
  /** Whether the tab must be taken to `href` (it shows another page of the site). */
  navigate: boolean;
}

/**
 * Which open tab shows `href` (an address on `origin`): one that shows it already (focused), else
 * the first tab of the site (focused and taken there), else none (a new window is opened).
 */
export function clientToFocus<T extends { url: string }>(
  clients: readonly T[],
  href: string,
  origin: string,
): ClientChoice<T> | null {
  const same = clients.find((client) => client.url === href);
  if (same) return { client: same, navigate: false };
  const ofSite = clients.find((client) => {
    try {
      return new URL(client.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ofSite ? { client: ofSite, navigate: true } : null;
}
