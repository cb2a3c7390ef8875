import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { RequireAuth } from '@/components/guard/require-auth';
import { Button } from '@/components/ui/button';
import { useShared } from '@/lib/use-shared';
import { LoadingStatus } from '@/components/ui/query-state';

import { useI18n } from '../i18n';
import { MSG } from '../lib/messages';
import { initialReferral } from '../lib/referral';
import { AthleticsWizard } from './athletics-wizard';
import { TeamWizard } from './team-wizard';
import './registration.css';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * One page per event registration route (SPEC 2.1): the route is looked up among the catalogue's
 * `registrationRoute`s of the events that can be registered for online; any other path under
 * /events/ gets `notFound`. The wizard itself needs a signed-in user (any role).
 */
export function RegistrationPage({ notFound }: { notFound: ReactNode }) {
  useI18n();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const loaded = useShared();
  const shared = loaded.status === 'ready' ? loaded.shared : null;
  const catalogue = useMemo(() => shared?.catalogue() ?? null, [shared]);

  if (loaded.status === 'loading') return <LoadingStatus label={MSG.loading} />;
  if (loaded.status === 'error' || !shared || !catalogue) {
    return (
      <section className="reg-page">
        <p role="alert" className="reg-notice">
          {MSG.rulesUnavailable}
        </p>
        {loaded.status === 'error' && (
          <Button variant="ghost" onClick={loaded.retry}>
            {MSG.tryAgain}
          </Button>
        )}
      </section>
    );
  }

  const route = trimSlash(pathname);
  const event = catalogue.events.find(
    (e) => e.registrationRoute === route && shared.isRegistrable(e.id),
  );
  if (!event) return notFound;

  const referralCode = initialReferral(search);
  return (
    <RequireAuth>
      {event.wizard === 'athletics' ? (
        <AthleticsWizard
          key={event.id}
          shared={shared}
          catalogue={catalogue}
          event={event}
          referralCode={referralCode}
        />
      ) : (
        <TeamWizard key={event.id} shared={shared} event={event} referralCode={referralCode} />
      )}
    </RequireAuth>
  );
}
