import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { loadedQueryClient, onQueryClientLoaded } from '@/lib/query-loader';
import { SessionProvider } from '@/lib/session-provider';
import { onToastsWanted, toastsWanted } from '@/lib/toast';

/** The toast container, in its own chunk, loaded with the first toast (lib/toast.ts). */
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * The app's server-state cache once loaded (./query.ts), else the one of a provider around (tests
 * give one), else none: Home renders without it.
 */
function useAppQueryClient(): QueryClient | undefined {
  const loaded = useSyncExternalStore(onQueryClientLoaded, loadedQueryClient, loadedQueryClient);
  const around = useContext(QueryClientContext);
  const client = loaded ?? around;
  // As QueryClientProvider does: the cache follows focus and connectivity while it is in use.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => {
      client.unmount();
    };
  }, [client]);
  return client;
}

/** App-wide providers: the server state cache, the session and the toast container. */
export function AppProvider({ children }: { children: ReactNode }) {
  const client = useAppQueryClient();
  const toasts = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  return (
    <QueryClientContext value={client}>
      <SessionProvider>
        {children}
        {toasts && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </SessionProvider>
    </QueryClientContext>
  );
}
