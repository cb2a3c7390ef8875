import { useCallback, useMemo } from 'react';

import { useSharedOrNull } from './use-shared';

/**
 * The display title of an event slug, from the shared catalogue (WebAssembly, loaded on first use).
 * Until the catalogue is there, and for a slug it does not know, the slug itself.
 */
export function useEventTitles(): (event: string) => string {
  const shared = useSharedOrNull();
  const titles = useMemo(
    () => new Map<string, string>(shared?.catalogue().events.map((e) => [e.id, e.title]) ?? []),
    [shared],
  );
  return useCallback((event: string) => titles.get(event) ?? event, [titles]);
}
