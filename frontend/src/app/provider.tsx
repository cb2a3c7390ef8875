import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Toaster } from '@/components/ui/toaster';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session-provider';

/** App-wide providers: the server state cache, the session and the toast container. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient}>
      <SessionProvider>
        {children}
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
