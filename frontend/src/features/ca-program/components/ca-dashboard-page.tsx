import type { ReactNode } from 'react';

import { useCurrentUser } from '@/lib/session';
import type { DashboardResponse } from '@/lib/api-types';
import { FEST } from '@/lib/fest';
import { usePageMeta } from '@/lib/use-page-meta';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';

import { useCaDashboard } from '../api/get-dashboard';
import { MSG } from '../messages';
import { CopyField } from './copy-field';
import { Leaderboard } from './leaderboard';
import './ca-program.css';

const DESCRIPTION =
  'Your campus ambassador dashboard: referral link, credited registrations and the leaderboard.';

/** The referral link as an absolute address on this site. */
export function absoluteLink(relative: string): string {
  return new URL(relative, window.location.origin).toString();
}

function Referral({ dashboard }: { dashboard: DashboardResponse }) {
  const { referralCode, referralLink, paidReferrals } = dashboard;
  return (
    <section className="ca-card" aria-labelledby="ca-referral-title">
      <h2 id="ca-referral-title" className="ca-card__title">
        Your referral
      </h2>
      {referralCode && referralLink ? (
        <>
          <p>
            Your referral code: <strong className="ca-code">{referralCode}</strong>
          </p>
          <CopyField label="Referral link" value={absoluteLink(referralLink)} />
          <p className="ca-muted">
            Share this link: teams that register and pay after opening it are credited to you.
          </p>
        </>
      ) : (
        <p className="ca-muted">{MSG.noReferralCode}</p>
      )}
      <p className="ca-stat">
        <span className="ca-stat__value">{paidReferrals}</span>{' '}
        <span className="ca-stat__label">
          paid {paidReferrals === 1 ? 'registration' : 'registrations'} credited to you
        </span>
      </p>
    </section>
  );
}

/**
 * /ca-dashboard (SPEC 2.12; role ca only): a welcome, the messaging channel to join, the CA's
 * referral code and link (with Copy), the paid registrations credited and the top-20 leaderboard.
 */
export function CaDashboardPage() {
  usePageMeta('CA Dashboard', DESCRIPTION);
  const user = useCurrentUser();
  const { state, reload } = useCaDashboard();
  const channel =
    state.status === 'ready' && state.dashboard.channelLink
      ? state.dashboard.channelLink
      : FEST.caChannelUrl;

  let body: ReactNode;
  switch (state.status) {
    case 'loading':
      body = <LoadingStatus label={MSG.loadingDashboard} className="ca-muted" />;
      break;
    case 'error':
      body = (
        <LoadFailure
          message={`Error: ${state.message}`}
          onRetry={reload}
          classes={{ alert: 'ca-notice', message: 'ca-error' }}
        />
      );
      break;
    case 'ready':
      body = (
        <div className="ca-dashboard__grid">
          <Referral dashboard={state.dashboard} />
          <Leaderboard
            entries={state.dashboard.leaderboard}
            currentUsername={user?.username ?? ''}
          />
        </div>
      );
      break;
  }

  return (
    <section className="ca-prog" aria-labelledby="ca-dashboard-title">
      <h1 id="ca-dashboard-title" className="ca-prog__title">
        {MSG.dashboardTitle}
      </h1>
      <p className="ca-lead">
        {user ? `Hello ${user.fullname || user.username}! ` : ''}
        {MSG.joinChannel}{' '}
        <a href={channel} target="_blank" rel="noreferrer">
          {MSG.joinChannelLink}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {body}
    </section>
  );
}
