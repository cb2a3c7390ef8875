import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';

import { ReceiptList } from '@/components/receipts/receipt-list';
import { QueryState } from '@/components/ui/query-state';
import type { RegistrationView } from '@/lib/api-types';
import { formatDate, formatFestDateTime } from '@/lib/i18n/format';
import { useFormatMoney } from '@/lib/i18n/money';
import { myReceiptsQueryOptions } from '@/lib/queries/receipts';
import { myRegistrationsQueryOptions } from '@/lib/queries/registrations';
import { usePageMeta } from '@/lib/use-page-meta';
import { useEventTitles } from '@/lib/use-event-titles';
import { useSharedOrNull } from '@/lib/use-shared';
import { useCurrentUser } from '@/lib/session';

import { clearDraft } from '../hooks/use-draft';
import { useI18n } from '../i18n';
import { CONFIRMATION, MSG } from '../lib/messages';
import './registration.css';

/**
 * The registration a confirmation is about: the newest of the event's that keeps its place (the
 * shared rule `holdsPlace`) or waits for its payment, else the newest.
 */
export function confirmedRegistration(
  registrations: readonly RegistrationView[],
  event: string,
  holdsPlace: (status: RegistrationView['paymentStatus']) => boolean,
): RegistrationView | undefined {
  const mine = registrations.filter((r) => r.event === event);
  return mine.find((r) => holdsPlace(r.paymentStatus) || r.paymentStatus === 'pending') ?? mine[0];
}

/** The people of a registration, each with their place in the team ('Captain: Asha Rao'). */
function people(registration: RegistrationView): string[] {
  if (!('team' in registration)) return [];
  return Object.values(registration.team).flatMap((persons) =>
    persons.map((person) => person.fullname).filter((name) => name.trim() !== ''),
  );
}

/**
 * After paying for a registration (and after registering without payment): a page of its own at
 * /account/registrations/:event rather than an alert over the events page. It says the payment went
 * through in the spec's words, what was registered (event, category, college, the team, the amount
 * and when it was paid), the receipt to download, the ways to the passes and to a bed at the hostel,
 * and what happens next. The status takes the focus (so it is read out). One not paid yet says so, with
 * the way to the account page.
 */
export function ConfirmationPage({ notFound }: { notFound: ReactNode }) {
  const { i18n } = useI18n();
  const { event = '' } = useParams();
  const eventTitle = useEventTitles();
  const title = MSG.confirmationTitle(eventTitle(event));
  usePageMeta(title, i18n._('registration.confirmation.description', { title }));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
  const registrations = useQuery({ ...myRegistrationsQueryOptions(), refetchOnMount: 'always' });
  const shared = useSharedOrNull();
  const holdsPlace = (status: RegistrationView['paymentStatus']) =>
    shared?.holdsPlace(status) ?? false;
  return (
    <section className="reg-page" aria-labelledby="reg-title">
      <header className="reg-page__header">
        <h1 id="reg-title" className="reg-page__title">
          {title}
        </h1>
      </header>
      <QueryState query={registrations} failed={CONFIRMATION.failed} loading={CONFIRMATION.loading}>
        {(data) => {
          const registration = confirmedRegistration(data.registrations, event, holdsPlace);
          return registration ? (
            <Confirmation
              registration={registration}
              event={event}
              holdsPlace={holdsPlace(registration.paymentStatus)}
            />
          ) : (
            notFound
          );
        }}
      </QueryState>
    </section>
  );
}

function Confirmation({
  registration,
  event,
  holdsPlace,
}: {
  registration: RegistrationView;
  /** The event as the address names it (the wizard's draft is kept under it). */
  event: string;
  /** Whether the registration keeps its place (paid, or awaiting an offline payment). */
  holdsPlace: boolean;
}) {
  useI18n();
  const rupees = useFormatMoney();
  const status = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    status.current?.focus();
  }, []);
  // Registered: the wizard's draft, on this device and on the server, has served its purpose.
  const userId = useCurrentUser()?._id;
  useEffect(() => {
    if (holdsPlace && userId) void clearDraft(userId, event);
  }, [holdsPlace, userId, event]);
  const paid = registration.paymentStatus === 'paid';
  const receipts = useQuery({ ...myReceiptsQueryOptions(), enabled: paid });
  const names = people(registration);
  const details: [string, string][] = [];
  if (registration.category) details.push([CONFIRMATION.category, registration.category]);
  if (registration.collegeName.trim() !== '') {
    details.push([CONFIRMATION.college, registration.collegeName]);
  }
  details.push([CONFIRMATION.members, String(registration.members)]);
  details.push([paid ? CONFIRMATION.amountPaid : CONFIRMATION.amount, rupees(registration.amount)]);
  if (registration.paidAt) details.push([CONFIRMATION.paidOn, formatDate(registration.paidAt)]);

  return (
    <div className="reg-card reg-confirmation">
      <h2 ref={status} tabIndex={-1} className="reg-card__progress">
        {paid ? MSG.paid : CONFIRMATION.notPaidYet}
      </h2>
      <dl className="reg-confirmation__details">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {names.length > 0 && (
        <>
          <h3 className="reg-confirmation__heading">{CONFIRMATION.team}</h3>
          <ul className="reg-confirmation__people">
            {names.map((name, index) => (
              <li key={`${String(index)} ${name}`}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {paid && (
        <>
          <h3 className="reg-confirmation__heading">{CONFIRMATION.receipt}</h3>
          <QueryState
            query={receipts}
            failed={CONFIRMATION.receiptFailed}
            loading={CONFIRMATION.receiptLoading}
          >
            {(data) => (
              <ReceiptList
                receipts={data.receipts.filter(
                  (r) => r.payableKind === 'registration' && r.payableId === registration._id,
                )}
              />
            )}
          </QueryState>
        </>
      )}
      <h3 className="reg-confirmation__heading">{CONFIRMATION.next}</h3>
      <ul className="reg-confirmation__next">
        {paid ? (
          <>
            <li>{CONFIRMATION.emailed}</li>
            <li>
              {CONFIRMATION.passesIntro} <Link to="/passes">{CONFIRMATION.passes}</Link>
            </li>
            <li>
              {CONFIRMATION.stayIntro} <Link to="/accommodation">{CONFIRMATION.stay}</Link>
            </li>
            {registration.canChange && registration.changeDeadline && (
              <li>{CONFIRMATION.changeUntil(formatFestDateTime(registration.changeDeadline))}</li>
            )}
          </>
        ) : (
          <li>{CONFIRMATION.checkAccount}</li>
        )}
        <li>
          <Link to="/account">{CONFIRMATION.account}</Link>
        </li>
      </ul>
    </div>
  );
}
