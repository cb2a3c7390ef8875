import type { FestEvent } from '../api/get-events';

/**
 * An event name as the server reports it, in the catalogue's spelling (SPEC 4): lower case, spaces
 * (and hyphens) turned into underscores.
 */
export function normaliseEventName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Whether one of the server's registered-event names is this event: its id or one of its older names
 * (the catalogue's `aliases`, e.g. athletics' `athletic`).
 */
export function isRegistered(
  event: Pick<FestEvent, 'id' | 'aliases'>,
  names: readonly string[],
): boolean {
  const own = new Set([event.id, ...event.aliases].map(normaliseEventName));
  return names.some((name) => own.has(normaliseEventName(name)));
}
