import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { useShared } from '@/lib/use-shared';

import { useProfile } from '../api/get-profile';
import { MSG } from '../messages';
import { DataCard } from './data-card';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ReceiptsCard } from './receipts-card';
import { RegistrationsCard } from './registrations-card';
import { SessionsCard } from './sessions-card';
import { WaitlistCard } from './waitlist-card';
import './account.css';

const DESCRIPTION =
  'Your account: your profile (name, college, year, phone), registrations, waiting lists, password, email, sessions and data.';

/**
 * /account (signed in): the profile, registrations, waiting lists (when the user is on any),
 * password, e-mail, sessions and 'Your data' cards. The account is asked for again first (GET /user/me), and the shared rules (college
 * directory, years, checks) are loaded; until both are there the page says so, and a failure of
 * either offers Try again.
 */
export function AccountPage() {
  usePageMeta('Account', DESCRIPTION);
  const { state, reload } = useProfile();
  const rules = useShared();

  let body: ReactNode;
  if (state.status === 'error') {
    body = (
      <div className="account-notice" role="alert">
        <p className="account-error">
          {MSG.loadFailed}: {state.message}
        </p>
        <Button variant="ghost" onClick={reload}>
          {MSG.tryAgain}
        </Button>
      </div>
    );
  } else if (rules.status === 'error') {
    body = (
      <div className="account-notice" role="alert">
        <p className="account-error">{MSG.rulesUnavailable}</p>
        <Button variant="ghost" onClick={rules.retry}>
          {MSG.tryAgain}
        </Button>
      </div>
    );
  } else if (state.status === 'loading' || rules.status === 'loading') {
    body = (
      <p className="account-muted" role="status">
        {MSG.loading}
      </p>
    );
  } else {
    body = (
      <div className="account-cards" key={state.user._id}>
        <ProfileForm user={state.user} shared={rules.shared} />
        <RegistrationsCard />
        <WaitlistCard />
        <ReceiptsCard />
        <PasswordForm user={state.user} shared={rules.shared} />
        <EmailForm user={state.user} shared={rules.shared} />
        <SessionsCard />
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
