import { useCallback, useEffect, useState } from 'react';

import { api, errorMessage } from '@/lib/api-client';

import { MSG } from '../messages';
import type { CaDashboard } from '../types';

/** GET /ca/dashboard (role ca): referral code and link, credited paid referrals, leaderboard, channel. */
export async function getCaDashboard(signal?: AbortSignal): Promise<CaDashboard> {
  const body = await api.get<Partial<CaDashboard> | undefined>('/ca/dashboard', { signal });
  return {
    success: body?.success ?? true,
    referralCode: body?.referralCode ?? null,
    referralLink: body?.referralLink ?? null,
    paidReferrals: typeof body?.paidReferrals === 'number' ? body.paidReferrals : 0,
    leaderboard: Array.isArray(body?.leaderboard) ? body.leaderboard : [],
    channelLink: body?.channelLink ?? '',
  };
}

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; dashboard: CaDashboard };

/** The CA dashboard's data, with `reload` to ask again after a failure. */
export function useCaDashboard(): { state: DashboardState; reload: () => void } {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getCaDashboard(controller.signal).then(
      (dashboard) => {
        if (!controller.signal.aborted) setState({ status: 'ready', dashboard });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: errorMessage(error, MSG.loadDashboardFailed) });
      },
    );
    return () => {
      controller.abort();
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
}
