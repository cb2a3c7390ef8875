import { useQuery } from '@tanstack/react-query';

import { answer, apiClient, errorMessage } from '@/lib/api-client';
import type { DashboardResponse } from '@/lib/api-types';

import { i18n } from '../i18n';

/** GET /ca/dashboard (role ca): referral code and link, credited paid referrals, leaderboard, channel. */
export async function getCaDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  const body = await answer(apiClient.GET('/ca/dashboard', { signal }));
  return {
    ...body,
    referralCode: body.referralCode ?? null,
    referralLink: body.referralLink ?? null,
  };
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const caDashboardQueryKey = ['ca', 'dashboard'] as const;

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; dashboard: DashboardResponse };

/** The CA dashboard's data, with `reload` to ask again after a failure. */
export function useCaDashboard(): { state: DashboardState; reload: () => void } {
  const query = useQuery({
    queryKey: caDashboardQueryKey,
    queryFn: ({ signal }) => getCaDashboard(signal),
    staleTime: 0,
  });
  const reload = () => {
    void query.refetch();
  };
  let state: DashboardState;
  if (query.isSuccess) state = { status: 'ready', dashboard: query.data };
  else if (query.isError && !query.isFetching) {
    state = {
      status: 'error',
      message: errorMessage(query.error, i18n._('ca-program.dashboard.loadFailed')),
    };
  } else state = { status: 'loading' };
  return { state, reload };
}
