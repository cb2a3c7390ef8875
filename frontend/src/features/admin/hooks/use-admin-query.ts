import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

import { errorMessage } from '@/lib/api-client';

/**
 * What a list or a figure of the admin portal looks like while it loads: the last answer stays in
 * `data` while a new one is on its way (the table keeps its rows instead of flashing empty).
 */
export type Remote<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'error'; data: T | undefined; message: string }
  | { status: 'ready'; data: T };

/**
 * Loads `load(signal)` under `queryKey` (the key names everything the call depends on), again on
 * `reload()` and whenever an admin action invalidates the key. A failure is logged to the console
 * with `context` (SPEC 8: admin failures are console only) and reported as the server's message.
 */
export function useAdminQuery<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  context: string,
): Remote<T> & { reload: () => void } {
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await load(signal);
      } catch (error) {
        if (!signal.aborted) console.error(context, error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    // Staff look at what is true now: a list shown again is loaded again (its last rows meanwhile).
    staleTime: 0,
  });
  const { refetch } = query;
  const reload = () => {
    void refetch();
  };
  if (query.isFetching || query.isPending) return { status: 'loading', data: query.data, reload };
  if (query.isError) {
    return { status: 'error', message: errorMessage(query.error), data: query.data, reload };
  }
  return { status: 'ready', data: query.data, reload };
}
