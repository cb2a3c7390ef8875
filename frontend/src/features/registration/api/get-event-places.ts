import { useQuery } from '@tanstack/react-query';

import type { ListedEvent } from '@/lib/api-types';
import { eventsQueryOptions } from '@/lib/queries/events';

/**
 * Whether GET /events says `event` has no place left: none at all, or none in `category` (for events
 * with categories). Unknown (no capacity, not loaded, failed) reads as not full: the server has the
 * last word when the form is sent.
 */
export function isFull(event: ListedEvent | undefined, category: string): boolean {
  if (!event) return false;
  if (event.placesLeft === 0) return true;
  const perCategory = event.categoryPlacesLeft;
  if (!perCategory || category === '') return false;
  return (perCategory as Record<string, number | null | undefined>)[category] === 0;
}

/**
 * The listed event `eventId` (shared with the events page and the admin portal under one key), or
 * undefined while it loads, when the call fails, or when `enabled` is false.
 */
export function useListedEvent(eventId: string, enabled = true): ListedEvent | undefined {
  const query = useQuery({
    ...eventsQueryOptions(),
    enabled,
    retry: false,
  });
  return query.data?.find((event) => event.id === eventId);
}
