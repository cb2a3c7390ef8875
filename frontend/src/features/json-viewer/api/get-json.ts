import { useQuery } from '@tanstack/react-query';

import { apiFetch, errorMessage } from '@/lib/api-client';

import { i18n } from '../i18n';

/**
 * GET `path` (under /api/v1) and the whole JSON answer. The viewer shows any path, so this call is
 * not one of the typed client's.
 */
export function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
  return apiFetch<unknown>(path, { method: 'GET', ...(signal ? { signal } : {}) });
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const jsonQueryKey = (path: string) => ['json', path] as const;

export type JsonState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: unknown };

/**
 * The answer of GET `path`, loaded again whenever `path` changes (SPEC 4, JSON viewer). A failure
 * reads as the server's message, else 'Something went wrong' (SPEC 8).
 */
export function useJson(path: string): JsonState {
  const query = useQuery({
    queryKey: jsonQueryKey(path),
    queryFn: ({ signal }) => getJson(path, signal),
    staleTime: 0,
  });
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError) {
    return {
      status: 'error',
      message: errorMessage(query.error, i18n._('json-viewer.page.failed')),
    };
  }
  return { status: 'loading' };
}
