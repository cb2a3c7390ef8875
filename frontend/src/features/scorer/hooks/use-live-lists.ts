import { useQueryClient } from '@tanstack/react-query';

import { useLiveStream, type LiveStatus } from '@/lib/live-stream';
import { ATHLETICS_EVENT } from '@/lib/races';

import { scorerKeys } from '../api/query-keys';

/**
 * Keeps the scorer's lists up to date from GET /live, as the public pages are: an athletics update (a
 * heat timed, a final drawn, a heat moved) asks for the races again, any other for the matches; an
 * update that cannot be read, a resync or a reconnection asks for both. A form already open keeps
 * what it was opened with.
 */
export function useLiveLists(): LiveStatus {
  const client = useQueryClient();
  const refreshAll = () => {
    void client.invalidateQueries({ queryKey: scorerKeys.all });
  };
  return useLiveStream({
    onUpdate: (update) => {
      if (!update || typeof update.event !== 'string') refreshAll();
      else if (update.event === ATHLETICS_EVENT) {
        void client.invalidateQueries({ queryKey: scorerKeys.races });
      } else void client.invalidateQueries({ queryKey: scorerKeys.matches });
    },
    onRefreshAll: refreshAll,
  });
}
