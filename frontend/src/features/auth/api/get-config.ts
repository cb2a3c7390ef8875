import { useEffect, useState } from 'react';

import { api } from '@/lib/api-client';

/** Runtime settings the server hands to the browser (not baked into the build). */
export interface RuntimeConfig {
  /** The Google sign-in client id; Google sign-in is offered only when one is configured. */
  googleClientId: string | null;
}

const NO_CONFIG: RuntimeConfig = { googleClientId: null };

let cached: Promise<RuntimeConfig> | undefined;

/** GET /config, once per page load. A failure reads as "nothing configured" (and is retried later). */
export function getConfig(): Promise<RuntimeConfig> {
  cached ??= api.get<Partial<RuntimeConfig> | undefined>('/config').then(
    (body) => ({
      googleClientId:
        typeof body?.googleClientId === 'string' && body.googleClientId.trim() !== ''
          ? body.googleClientId
          : null,
    }),
    (error: unknown) => {
      console.warn('Could not load the runtime configuration', error);
      cached = undefined;
      return NO_CONFIG;
    },
  );
  return cached;
}

/** Forgets the cached configuration (tests). */
export function resetConfigCache(): void {
  cached = undefined;
}

/** The runtime configuration, or null until it has arrived. */
export function useRuntimeConfig(): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    void getConfig().then((value) => {
      if (live) setConfig(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
