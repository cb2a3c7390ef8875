import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { RegistrationView } from '@/lib/api-types';
import { formatDate, formatFestDateTime, formatNumber } from '@/lib/i18n/format';
import { useFormatMoney } from '@/lib/i18n/money';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';
import { useSharedOrNull } from '@/lib/use-shared';
import { usePaymentsMode } from '@/lib/queries/config';
import { myRegistrationsQueryOptions } from '@/lib/queries/registrations';
import { QueryState } from '@/components/ui/query-state';

import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
import {
  discountText,
  editTeamPath,
  foldAttempts,
  isCancellable,
  isUnpaidOrder,
  payWay,
  refundText,
  statusLabel,
  wizardPath,
  type RegistrationEntry,
} from '../lib/registrations';
import { useI18n } from '../i18n';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { EntryItem } from './entry-item';
import { PayNowButton } from './pay-now-button';

/**
 * The 'Your registrations' card (GET /events/my-registrations): each registration with its event,
 * category, college, members, status in words, the amount (paid, when it was), with a discount the
 * fee, the discount and its code beside the amount, and, once cancelled, where its refund stands,
 * all as the server gives them. A paid registration, or one awaiting payment, can be cancelled: a dialog says what happens first, the server's answer is a toast, and
 * the registration then shows as cancelled (focus moves to it). One whose team may still change
 * (`canChange`, until its change deadline, shown in India time) offers 'Edit team', which opens the
 * event's form filled in with the team. While the list loads the card says so; a failure offers Try
 * again. Once a registration is paid, a link offers beds at the hostel (/accommodation).
 *
 * One not paid yet has a way out: 'Pay now' (the checkout of the site's payment mode on its own
 * order, then the list shows it paid; or, awaiting an offline payment, how to pay the organisers)
 * and 'Cancel registration' (an unpaid order is withdrawn). One whose order expired, or that can no
 * longer be paid here, offers 'Register again' (the event's wizard). Expired attempts for an event
 * are folded under the registration that counts, in a closed 'Earlier attempts (N)'.
 */
export function RegistrationsCard() {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
  const registrations = useQuery({ ...myRegistrationsQueryOptions(), refetchOnMount: 'always' });
  const rupees = useFormatMoney();
  const { i18n } = useI18n();
  const shared = useSharedOrNull();
  const eventTitle = useEventTitles();
  const siteMode = usePaymentsMode();
  const baseId = useId();
  const [cancelling, setCancelling] = useState<RegistrationView | null>(null);
  /** The registration to focus once its dialog has gone (its Cancel button went with it). */
  const focusAfter = useRef<string | null>(null);

  const titleOf = (registration: RegistrationView) =>
    registration.eventTitle ?? eventTitle(registration.event);
  const itemId = (registration: Pick<RegistrationView, '_id'>) => `${baseId}-${registration._id}`;

  useEffect(() => {
    if (cancelling !== null || focusAfter.current === null) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  /** The registration's item takes the focus (after a payment, or once its dialog has gone). */
  const focusItem = (registration: RegistrationView) => {
    document.getElementById(itemId(registration))?.focus();
  };

  const item = ({ current: registration, earlier }: RegistrationEntry) => {
    const id = itemId(registration);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
    const titleId = `${id}-title`;
    const refund = refundText(registration, rupees);
    const discount = discountText(registration, rupees);
    const details: [string, string][] = [];
    if (registration.category) {
      details.push([i18n._('account.registrations.category'), registration.category]);
    }
    if (registration.collegeName.trim() !== '') {
      details.push([i18n._('account.registrations.college'), registration.collegeName]);
    }
    details.push([i18n._('account.registrations.members'), formatNumber(registration.members)]);
    details.push([
      registration.paidAt
        ? i18n._('account.registrations.amountPaid')
        : i18n._('account.registrations.amount'),
      rupees(registration.amount),
    ]);
    if (registration.paidAt) {
      details.push([i18n._('account.registrations.paidOn'), formatDate(registration.paidAt)]);
    }
    if (typeof registration.amountDue === 'number' && registration.amountDue > 0) {
      details.push([i18n._('account.registrations.amountDue'), rupees(registration.amountDue)]);
    }
    if (registration.cancelledAt) {
      details.push([
        i18n._('account.registrations.cancelledOn'),
        formatDate(registration.cancelledAt),
      ]);
    }
    if (registration.canChange && registration.changeDeadline) {
      details.push([
        i18n._('account.registrations.changesUntil'),
        formatFestDateTime(registration.changeDeadline),
      ]);
    }
    const way = payWay(registration, siteMode);
    const cancellable = isCancellable(registration, shared) || isUnpaidOrder(registration);
    const wizard = wizardPath(registration.event, shared);
    let again: { to: string; why: string } | null = null;
    if (wizard !== null && registration.paymentStatus === 'expired') {
      again = { to: wizard, why: i18n._('account.registrations.orderExpired') };
    } else if (wizard !== null && way === null && isUnpaidOrder(registration)) {
      again = { to: wizard, why: i18n._('account.registrations.orderElsewhere') };
    }
    return (
      <EntryItem
        key={registration._id}
        id={id}
        tabIndex={-1}
        titleId={titleId}
        title={titleOf(registration)}
        status={registration.paymentStatus}
        statusLabel={statusLabel(registration.paymentStatus)}
        details={details}
      >
        {discount && <p className="account-registration__discount">{discount}</p>}
        {refund && (
          <p className="account-registration__refund" data-refund={registration.refundStatus}>
            {refund}
          </p>
        )}
        {again && <p className="account-registration__note">{again.why}</p>}
        {(way !== null || again !== null || registration.canChange === true || cancellable) && (
          <div className="account-actions">
            {way !== null && (
              <PayNowButton
                registration={registration}
                title={titleOf(registration)}
                describedBy={titleId}
                onPaid={() => {
                  focusItem(registration);
                }}
              />
            )}
            {again && (
              <ButtonLink className="account-form__submit" to={again.to} aria-describedby={titleId}>
                {i18n._('account.registrations.registerAgain')}
              </ButtonLink>
            )}
            {registration.canChange === true && (
              <ButtonLink
                variant="ghost"
                className="account-form__submit"
                to={editTeamPath(registration.event)}
                aria-describedby={titleId}
              >
                {i18n._('account.registrations.editTeam')}
              </ButtonLink>
            )}
            {cancellable && (
              <Button
                variant="ghost"
                className="account-form__submit account-danger-button"
                aria-describedby={titleId}
                // eslint-disable-next-line lingui/no-unlocalized-strings -- ARIA's token
                aria-haspopup="dialog"
                onClick={() => {
                  setCancelling(registration);
                }}
              >
                {i18n._('account.registrations.cancel')}
              </Button>
            )}
          </div>
        )}
        {earlier.length > 0 && (
          <details className="account-attempts">
            <summary>
              {i18n._('account.registrations.earlierAttempts', {
                count: formatNumber(earlier.length),
              })}
            </summary>
            <ul className="account-attempts__list">
              {earlier.map((attempt) => (
                <li key={attempt._id} data-status={attempt.paymentStatus}>
                  {i18n._('account.registrations.attempt', {
                    date: formatDate(attempt.createdAt),
                    status: statusLabel(attempt.paymentStatus),
                    amount: rupees(attempt.amount),
                  })}
                </li>
              ))}
            </ul>
          </details>
        )}
      </EntryItem>
    );
  };

  return (
    <section className="account-card" aria-labelledby="account-registrations-title">
      <h2 id="account-registrations-title" className="account-card__title">
        {i18n._('account.registrations.title')}
      </h2>
      <p className="account-muted">{i18n._('account.registrations.intro')}</p>
      <QueryState
        query={registrations}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.registrations.failed')}
        loading={i18n._('account.registrations.loading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {(data) =>
          data.registrations.length === 0 ? (
            <p className="account-muted">{i18n._('account.registrations.none')}</p>
          ) : (
            <>
              <ul
                className="account-registrations"
                aria-label={i18n._('account.registrations.title')}
              >
                {foldAttempts(data.registrations).map(item)}
              </ul>
              {data.registrations.some((r) => r.paymentStatus === 'paid') && (
                <p className="account-muted">
                  {i18n._('account.registrations.stayIntro')}{' '}
                  <Link to="/accommodation">{i18n._('account.registrations.bookStay')}</Link>
                </p>
              )}
            </>
          )
        }
      </QueryState>
      {cancelling && (
        <CancelRegistrationDialog
          registration={cancelling}
          title={titleOf(cancelling)}
          onClose={() => {
            setCancelling(null);
          }}
          onCancelled={(message) => {
            notify.success(message);
            focusAfter.current = itemId(cancelling);
            setCancelling(null);
          }}
        />
      )}
    </section>
  );
}
