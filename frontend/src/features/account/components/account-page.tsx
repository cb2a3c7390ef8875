import type { ReactNode } from 'react';

import { usePageMeta } from '@/lib/use-page-meta';
import { useShared } from '@/lib/use-shared';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';

import { useProfile } from '../api/get-profile';
import { MSG } from '../messages';
import { CertificatesCard } from './certificates-card';
import { AgeCard } from './age-card';
import { ConsentsCard } from './consents-card';
import { DataCard } from './data-card';
import { EmailForm } from './email-form';
import { MatchesCard } from './matches-card';
import { NoticesCard } from './notices-card';
import { NotificationsCard } from './notifications-card';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ReceiptsCard } from './receipts-card';
import { RegistrationsCard } from './registrations-card';
import { SessionsCard } from './sessions-card';
import { WaitlistCard } from './waitlist-card';
import './account.css';

const DESCRIPTION =
  'Your account: your profile (name, college, year, phone), registrations, waiting lists, matches, password, email, sessions, consents and data.';

/**
 * /account (signed in): the profile, registrations, waiting lists (when the user is on any), matches,
 * notices, notifications, receipts, certificates, password, e-mail, sessions, consents and 'Your data' cards. The account is asked for again first (GET /user/me), and the shared rules (college
 * directory, years, checks) are loaded; until both are there the page says so, and a failure of
 * either offers Try again.
 */
const PAGE_STATE = { alert: 'account-notice', message: 'account-error', loading: 'account-muted' };

export function AccountPage() {
  usePageMeta('Account', DESCRIPTION);
  const { state, reload } = useProfile();
  const rules = useShared();

  let body: ReactNode;
  if (state.status === 'error') {
    body = (
      <LoadFailure
        message={`${MSG.loadFailed}: ${state.message}`}
        onRetry={reload}
        classes={PAGE_STATE}
      />
    );
  } else if (rules.status === 'error') {
    body = (
      <LoadFailure message={MSG.rulesUnavailable} onRetry={rules.retry} classes={PAGE_STATE} />
    );
  } else if (state.status === 'loading' || rules.status === 'loading') {
    body = <LoadingStatus label={MSG.loading} className={PAGE_STATE.loading} />;
  } else {
    body = (
      <div className="account-cards" key={state.user._id}>
        <ProfileForm user={state.user} shared={rules.shared} />
        <RegistrationsCard />
        <WaitlistCard />
        <MatchesCard />
        <NoticesCard />
        <NotificationsCard />
        <ReceiptsCard />
        <CertificatesCard />
        <PasswordForm user={state.user} shared={rules.shared} />
        <EmailForm user={state.user} shared={rules.shared} />
        <SessionsCard />
        <AgeCard ownEmail={state.user.email} />
        <ConsentsCard />
        <DataCard user={state.user} />
      </div>
    );
  }

  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title" className="account__title">
        {MSG.title}
      </h1>
      {body}
    </section>
  );
}
