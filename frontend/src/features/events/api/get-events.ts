import { useQuery } from '@tanstack/react-query';

import { errorMessage } from '@/lib/api-client';
import type { ListedEvent } from '@/lib/api-types';
import { eventsQueryOptions } from '@/lib/queries/events';
import { queryClient } from '@/lib/query-client';

import { i18n } from '../i18n';

/** Starts loading the events (errors are reported by whoever reads them). */
export function prefetchEvents(): void {
  queryClient.query(eventsQueryOptions()).catch(() => undefined);
}

export type EventsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; events: ListedEvent[] };

/** The events, with a `retry` after a failure. */
export function useEvents(): EventsState & { retry: () => void } {
  const query = useQuery(eventsQueryOptions());
  const retry = () => {
    void query.refetch();
  };
  if (query.data) return { status: 'ready', events: query.data, retry };
  if (query.isError && !query.isFetching) {
    return {
      status: 'error',
      message: errorMessage(query.error, i18n._('events.page.loadFailed')),
      retry,
    };
  }
  return { status: 'loading', retry };
}
