/**
 * Testing Library's `render` with a fresh server-state cache around the tree, as the app's provider
 * gives it. Failed calls are not retried here, so error states show at once.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { createQueryClient } from '@/lib/query-client';

export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

export function render(
  ui: ReactElement,
  options: Omit<RenderOptions, 'queries'> & { queryClient?: QueryClient } = {},
) {
  const { queryClient = createTestQueryClient(), ...rest } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...rtlRender(ui, { wrapper, ...rest }), queryClient };
}
