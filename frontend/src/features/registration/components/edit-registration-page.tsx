import { useQuery } from '@tanstack/react-query';
import type { Catalogue, EventInfo } from 'fest-shared-wasm';
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { errorMessage } from '@/lib/api-client';
import type { RegistrationView } from '@/lib/api-types';
import { useShared } from '@/lib/use-shared';
import type { Shared } from '@/lib/wasm';
import { myRegistrationsQueryOptions } from '@/lib/queries/registrations';
import { LoadingStatus } from '@/components/ui/query-state';

import { useI18n } from '../i18n';
import { ACCOUNT_PAGE, MSG } from '../lib/messages';
import { AthleticsWizard } from './athletics-wizard';
import { TeamWizard } from './team-wizard';
import './registration.css';

/** A message in place of the form, with the way back to the account page (and Try again). */
function Unavailable({
  children,
  onRetry,
}: {
  children: ReactNode;
  onRetry?: (() => void) | undefined;
}) {
  useI18n();
  return (
    <section className="reg-page">
      <div role="alert" className="reg-notice">
        {children}
      </div>
      <div className="reg-form__actions">
        {onRetry && (
          <Button variant="ghost" onClick={onRetry}>
            {MSG.tryAgain}
          </Button>
        )}
        <ButtonLink variant="ghost" to={ACCOUNT_PAGE}>
          {MSG.backToAccount}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * /account/registrations/:event/edit (signed in): the wizard of the event, started from the user's
 * registration for it, to change its team (SPEC roster changes): the same steps and shared checks as
 * registering, the change deadline and what the change costs, and 'Save changes'. Unknown events get
 * `notFound`; a registration that is missing or can no longer be changed gets a message with the
 * way back to the account page. While the rules and the registration load the page says so.
 */
export function EditRegistrationPage({ notFound }: { notFound: ReactNode }) {
  useI18n();
  const { event: eventId = '' } = useParams();
  const loaded = useShared();
  const shared = loaded.status === 'ready' ? loaded.shared : null;
  const catalogue = useMemo(() => shared?.catalogue() ?? null, [shared]);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
  const registrations = useQuery({ ...myRegistrationsQueryOptions(), refetchOnMount: 'always' });

  if (loaded.status === 'error') {
    return <Unavailable onRetry={loaded.retry}>{MSG.rulesUnavailable}</Unavailable>;
  }
  if (!shared || !catalogue) return <LoadingStatus label={MSG.loading} />;

  const event = catalogue.events.find((e) => e.id === eventId && shared.isRegistrable(e.id));
  if (!event) return notFound;

  if (registrations.isError && !registrations.isFetching) {
    return (
      <Unavailable
        onRetry={() => {
          void registrations.refetch();
        }}
      >
        {MSG.registrationUnavailable}: {errorMessage(registrations.error)}
      </Unavailable>
    );
  }
  if (!registrations.isSuccess) return <LoadingStatus label={MSG.loadingRegistration} />;

  return (
    <ChangeWizard
      key={event.id}
      shared={shared}
      catalogue={catalogue}
      event={event}
      registrations={registrations.data.registrations}
    />
  );
}

/**
 * The wizard for the user's registration for `event`, as it was when the page opened: the list
 * asked for again meanwhile (after a payment, say) does not reset the form under the user.
 */
function ChangeWizard({
  shared,
  catalogue,
  event,
  registrations,
}: {
  shared: Shared;
  catalogue: Catalogue;
  event: EventInfo;
  registrations: readonly RegistrationView[];
}) {
  useI18n();
  const [registration] = useState(() =>
    registrations.find(
      (r) =>
        r.event === event.id && r.paymentStatus !== 'cancelled' && r.paymentStatus !== 'expired',
    ),
  );
  if (!registration?.canChange) return <Unavailable>{MSG.cannotChange}</Unavailable>;

  return event.wizard === 'athletics' ? (
    <AthleticsWizard
      shared={shared}
      catalogue={catalogue}
      event={event}
      referralCode=""
      change={registration}
    />
  ) : (
    <TeamWizard shared={shared} event={event} referralCode="" change={registration} />
  );
}
