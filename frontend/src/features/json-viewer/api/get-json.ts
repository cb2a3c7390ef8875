import { useEffect, useState } from 'react';

import { api, errorMessage } from '@/lib/api-client';

/** GET `path` (under /api/v1) and the whole JSON answer. */
export function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>(path, signal ? { signal } : {});
}

export type JsonState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: unknown };

/**
 * The answer of GET `path`, loaded again whenever `path` changes (SPEC 4, JSON viewer). A failure
 * reads as the server's message, else 'Something went wrong' (SPEC 8).
 */
export function useJson(path: string): JsonState {
  const [state, setState] = useState<{ path: string; value: JsonState }>({
    path,
    value: { status: 'loading' },
  });

  useEffect(() => {
    const controller = new AbortController();
    getJson(path, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ path, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ path, value: { status: 'error', message: errorMessage(error) } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [path]);

  // Until the effect has started the new request, the old path's answer is not shown.
  return state.path === path ? state.value : { status: 'loading' };
}
