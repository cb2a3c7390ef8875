import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { NoticesResponse } from '@/lib/api-types';

/** The cache key of the signed-in user's notices. */
export const myNoticesQueryKey = ['account', 'notices'] as const;

/** GET /user/notices -> {success, notices}: the announcements sent to the user, newest first. */
export function getMyNotices(signal?: AbortSignal): Promise<NoticesResponse> {
  return answer(apiClient.GET('/user/notices', { signal }));
}

/** The user's notices, asked for again whenever the account page opens. */
export const myNoticesQueryOptions = () =>
  queryOptions({
    queryKey: myNoticesQueryKey,
    queryFn: ({ signal }) => getMyNotices(signal),
    refetchOnMount: 'always',
  });
