import type { ReactNode } from 'react';

import { usePageMeta } from '@/lib/use-page-meta';
import { useShared } from '@/lib/use-shared';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';

import { useProfile } from '../api/get-profile';
import { useI18n } from '../i18n';
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

/**
 * /account (signed in): the profile, registrations, waiting lists (when the user is on any), matches,
 * notices, notifications, receipts, certificates, password, e-mail, sessions, consents and 'Your data' cards. The account is asked for again first (GET /user/me), and the shared rules (college
 * directory, years, checks) are loaded; until both are there the page says so, and a failure of
 * either offers Try again.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
const PAGE_STATE = { alert: 'account-notice', message: 'account-error', loading: 'account-muted' };

export function AccountPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._('account.page.metaTitle'), i18n._('account.page.description'));
  const { state, reload } = useProfile();
  const rules = useShared();

  let body: ReactNode;
  if (state.status === 'error') {
    body = (
      <LoadFailure
        message={i18n._('account.page.loadFailedBecause', { message: state.message })}
        onRetry={reload}
        retryLabel={i18n._('account.page.tryAgain')}
        classes={PAGE_STATE}
      />
    );
  } else if (rules.status === 'error') {
    body = (
      <LoadFailure
        message={i18n._('account.page.rulesUnavailable')}
        onRetry={rules.retry}
        retryLabel={i18n._('account.page.tryAgain')}
        classes={PAGE_STATE}
      />
    );
  } else if (state.status === 'loading' || rules.status === 'loading') {
    body = <LoadingStatus label={i18n._('account.page.loading')} className={PAGE_STATE.loading} />;
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
        {i18n._('account.page.title')}
      </h1>
      {body}
    </section>
  );
}
