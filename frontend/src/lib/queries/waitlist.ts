import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { MyWaitlistResponse } from '@/lib/api-types';
import { myWaitlistQueryKey } from '@/lib/query-keys';

/** GET /user/waitlist -> {success, entries}: the signed-in user's waiting-list entries, newest first. */
export function getMyWaitlist(signal?: AbortSignal): Promise<MyWaitlistResponse> {
  return answer(apiClient.GET('/user/waitlist', { signal }));
}

/** The user's waiting-list entries, asked for again whenever a page showing them opens. */
export const myWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: myWaitlistQueryKey,
    queryFn: ({ signal }) => getMyWaitlist(signal),
    refetchOnMount: 'always',
  });
