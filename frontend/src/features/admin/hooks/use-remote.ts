import { useCallback, useEffect, useRef, useState } from 'react';

import { errorMessage } from '@/lib/api-client';

/**
 * What a list or a figure of the admin portal looks like while it loads: the last answer stays in
 * `data` while a new one is on its way (the table keeps its rows instead of flashing empty).
 */
export type Remote<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'error'; data: T | undefined; message: string }
  | { status: 'ready'; data: T };

type Settled<T> = { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Loads `load()` whenever `key` changes (the key names everything the call depends on) and again on
 * `reload()`. A failure is logged to the console with `context` (SPEC 8: admin failures are console
 * only) and reported as the server's message.
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  context: string,
): Remote<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const requestKey = `${attempt}\u0000${key}`;
  const [state, setState] = useState<{
    key: string | null;
    settled: Settled<T> | null;
    data: T | undefined;
  }>({ key: null, settled: null, data: undefined });

  useEffect(() => {
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ key: requestKey, settled: { status: 'ready', data }, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(context, error);
        setState((previous) => ({
          key: requestKey,
          settled: { status: 'error', message: errorMessage(error) },
          data: previous.data,
        }));
      },
    );
    return () => {
      controller.abort();
    };
  }, [requestKey, context]);

  const reload = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);

  if (state.key === requestKey && state.settled) {
    return state.settled.status === 'ready'
      ? { status: 'ready', data: state.settled.data, reload }
      : { status: 'error', message: state.settled.message, data: state.data, reload };
  }
  return { status: 'loading', data: state.data, reload };
}
