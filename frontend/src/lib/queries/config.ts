import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { PublicConfig } from '@/lib/api-types';

/**
 * Runtime settings the server hands to the browser (not baked into the build): the Google sign-in
 * client id, null when Google sign-in is off; the cancellation fee (paise kept from the refund when
 * a user cancels a paid registration), null when the server did not say.
 */
export type RuntimeConfig = Required<Pick<PublicConfig, 'googleClientId'>> & {
  cancellationFeePaise: PublicConfig['cancellationFeePaise'] | null;
};

const NO_CONFIG: RuntimeConfig = { googleClientId: null, cancellationFeePaise: null };

/** GET /config: the runtime settings. */
export async function getConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const body = await api.get<Partial<PublicConfig> | undefined>('/config', { signal });
  return {
    googleClientId:
      typeof body?.googleClientId === 'string' && body.googleClientId.trim() !== ''
        ? body.googleClientId
        : null,
    cancellationFeePaise:
      typeof body?.cancellationFeePaise === 'number' ? body.cancellationFeePaise : null,
  };
}

export const runtimeConfigQueryKey = ['config', 'runtime'] as const;

/**
 * The runtime configuration, or null until it has arrived; asked for once per page load. A failure
 * reads as "nothing configured" (and is asked again the next time a form needs it).
 */
export function useRuntimeConfig(): RuntimeConfig | null {
  const query = useQuery({
    queryKey: runtimeConfigQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getConfig(signal);
      } catch (error) {
        if (!signal.aborted) console.warn('Could not load the runtime configuration', error);
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  if (query.isSuccess) return query.data;
  if (query.isError) return NO_CONFIG;
  return null;
}
