import type { ReactNode } from 'react';

import { useCurrentUser } from '@/lib/session';
import type { DashboardResponse } from '@/lib/api-types';
import { FEST } from '@/lib/fest';
import { formatNumber } from '@/lib/i18n/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';

import { useCaDashboard } from '../api/get-dashboard';
import { useI18n } from '../i18n';
import { CopyField } from './copy-field';
import { Leaderboard } from './leaderboard';
import './ca-program.css';

/** The referral link as an absolute address on this site. */
export function absoluteLink(relative: string): string {
  return new URL(relative, window.location.origin).toString();
}

function Referral({ dashboard }: { dashboard: DashboardResponse }) {
  const { referralCode, referralLink, paidReferrals } = dashboard;
  const { i18n } = useI18n();
  return (
    <section className="ca-card" aria-labelledby="ca-referral-title">
      <h2 id="ca-referral-title" className="ca-card__title">
        {i18n._('ca-program.dashboard.referralTitle')}
      </h2>
      {referralCode && referralLink ? (
        <>
          <p>
            {i18n._('ca-program.dashboard.referralCode')}{' '}
            <strong className="ca-code">{referralCode}</strong>
          </p>
          <CopyField
            label={i18n._('ca-program.dashboard.referralLink')}
            value={absoluteLink(referralLink)}
          />
          <p className="ca-muted">{i18n._('ca-program.dashboard.share')}</p>
        </>
      ) : (
        <p className="ca-muted">{i18n._('ca-program.dashboard.noReferralCode')}</p>
      )}
      <p className="ca-stat">
        <span className="ca-stat__value">{formatNumber(paidReferrals)}</span>{' '}
        <span className="ca-stat__label">
          {paidReferrals === 1
            ? i18n._('ca-program.dashboard.creditedOne')
            : i18n._('ca-program.dashboard.credited')}
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
  const { i18n } = useI18n();
  usePageMeta(i18n._('ca-program.dashboard.metaTitle'), i18n._('ca-program.dashboard.description'));
  const user = useCurrentUser();
  const { state, reload } = useCaDashboard();
  const channel =
    state.status === 'ready' && state.dashboard.channelLink
      ? state.dashboard.channelLink
      : FEST.caChannelUrl;

  let body: ReactNode;
  switch (state.status) {
    case 'loading':
      body = <LoadingStatus label={i18n._('ca-program.dashboard.loading')} className="ca-muted" />;
      break;
    case 'error':
      body = (
        <LoadFailure
          message={i18n._('ca-program.application.error', { message: state.message })}
          onRetry={reload}
          retryLabel={i18n._('ca-program.dashboard.tryAgain')}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
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
        {i18n._('ca-program.dashboard.title')}
      </h1>
      <p className="ca-lead">
        {user
          ? `${i18n._('ca-program.dashboard.hello', { name: user.fullname || user.username })} `
          : ''}
        {i18n._('ca-program.dashboard.joinChannel')}{' '}
        <a href={channel} target="_blank" rel="noreferrer">
          {i18n._('ca-program.dashboard.joinChannelLink')}
          <span className="visually-hidden"> {i18n._('ca-program.dashboard.newTab')}</span>
        </a>
      </p>
      {body}
    </section>
  );
}
