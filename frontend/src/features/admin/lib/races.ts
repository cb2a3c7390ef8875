import type { Shared } from '@/lib/wasm';

/** The category the server files the mixed relay under (its races are neither Men's nor Women's). */
export const MIXED_CATEGORY = 'Mixed' as const;

/**
 * The disciplines a race may be drawn for in a category, from the shared athletics lists: a category's
 * individual events and relays (`athleticsEvents`), the mixed relay under its own category. Field
 * events are among the individual events (the shared lists do not tell them apart): the server draws
 * them into flights, and the race it answers says so (`kind`).
 */
export function raceDisciplines(
  shared: Pick<Shared, 'athleticsEvents' | 'catalogue'>,
  category: string,
): string[] {
  const mixed = shared.catalogue().athletics.mixedRelay;
  if (category === MIXED_CATEGORY) return [...mixed];
  const { individual, relay } = shared.athleticsEvents(category);
  return [...individual, ...relay.filter((name) => !mixed.includes(name))];
}

/** A seed for a draw: the same seed gives the same heats, in the preview and on the server. */
export function newSeed(): number {
  return Math.floor(Math.random() * Number.MAX_SAFE_INTEGER);
}
