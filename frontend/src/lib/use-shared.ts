import { useCallback, useEffect, useState } from 'react';

import { loadShared, sharedNow, type Shared } from './wasm';

export type SharedState =
  | { status: 'loading' }
  | { status: 'ready'; shared: Shared }
  | { status: 'error'; retry: () => void };

const initial = (): SharedState => {
  const shared = sharedNow();
  return shared ? { status: 'ready', shared } : { status: 'loading' };
};

/**
 * The shared rules (WebAssembly), loaded on first use (ready at once when already loaded); a failed
 * load can be retried.
 */
export function useShared(): SharedState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SharedState>(initial);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    loadShared().then(
      (shared) => {
        if (live)
          setState((current) =>
            current.status === 'ready' ? current : { status: 'ready', shared },
          );
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

/** The shared rules once loaded, else null (loading starts on first use). */
export function useSharedOrNull(): Shared | null {
  const state = useShared();
  return state.status === 'ready' ? state.shared : null;
}

/**
 * The shared rules once loaded, else null; loading starts only while `wanted` (so a page that needs
 * them for some visitors only, such as the signed-in staff's links, does not load them for others).
 */
export function useSharedWhen(wanted: boolean): Shared | null {
  const [shared, setShared] = useState<Shared | null>(sharedNow() ?? null);
  useEffect(() => {
    if (!wanted || shared) return;
    let live = true;
    loadShared().then(
      (loaded) => {
        if (live) setShared(loaded);
      },
      (error: unknown) => {
        console.error('The shared rules could not be loaded', error);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, shared]);
  return wanted ? shared : null;
}
