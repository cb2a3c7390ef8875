import { useCallback, useEffect, useState } from 'react';

import { loadShared, type Shared } from '@/lib/wasm';

export type SharedState =
  | { status: 'loading' }
  | { status: 'ready'; shared: Shared }
  | { status: 'error'; retry: () => void };

/** The shared rules (WebAssembly), loaded on first use; a failed load can be retried. */
export function useShared(): SharedState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SharedState>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    loadShared().then(
      (shared) => {
        if (live) setState({ status: 'ready', shared });
      },
      (error: unknown) => {
        console.error('The shared rules could not be loaded', error);
        if (live) setState({ status: 'error', retry });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, retry]);

  return state;
}
