import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { RegistrationView } from '@/lib/api-types';
import { formatDate, formatFestDateTime } from '@/lib/dates';
import { useFormatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';
import { useSharedOrNull } from '@/lib/use-shared';
import { myRegistrationsQueryOptions } from '@/lib/queries/registrations';
import { QueryState } from '@/components/ui/query-state';

import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
import {
  discountText,
  editTeamPath,
  isCancellable,
  refundText,
  STATUS_LABELS,
} from '../lib/registrations';
import { MSG } from '../messages';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { EntryItem } from './entry-item';
import { UpiPayButton } from './upi-pay-button';

/**
 * The 'Your registrations' card (GET /events/my-registrations): each registration with its event,
 * category, college, members, status in words, the amount (paid, when it was), with a discount the
 * fee, the discount and its code beside the amount, and, once cancelled, where its refund stands,
 * all as the server gives them. A paid registration, or one awaiting payment, can be cancelled: a dialog says what happens first, the server's answer is a toast, and
 * the registration then shows as cancelled (focus moves to it). One whose team may still change
 * (`canChange`, until its change deadline, shown in India time) offers 'Edit team', which opens the
 * event's form filled in with the team. While the list loads the card says so; a failure offers Try
 * again. Once a registration is paid, a link offers beds at the hostel (/accommodation). One still
 * waiting for a UPI payment offers the UPI checkout again (its QR code, link and UTR form).
 */
export function RegistrationsCard() {
  const registrations = useQuery({ ...myRegistrationsQueryOptions(), refetchOnMount: 'always' });
  const rupees = useFormatRupees();
  const shared = useSharedOrNull();
  const eventTitle = useEventTitles();
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

  const item = (registration: RegistrationView) => {
    const id = itemId(registration);
    const titleId = `${id}-title`;
    const refund = refundText(registration, rupees);
    const discount = discountText(registration, rupees);
    const details: [string, string][] = [];
    if (registration.category) details.push([MSG.category, registration.category]);
    if (registration.collegeName.trim() !== '') {
      details.push([MSG.college, registration.collegeName]);
    }
    details.push([MSG.members, String(registration.members)]);
    details.push([registration.paidAt ? MSG.amountPaid : MSG.amount, rupees(registration.amount)]);
    if (registration.paidAt) details.push([MSG.paidOn, formatDate(registration.paidAt)]);
    if (typeof registration.amountDue === 'number' && registration.amountDue > 0) {
      details.push([MSG.amountDue, rupees(registration.amountDue)]);
    }
    if (registration.cancelledAt) {
      details.push([MSG.cancelledOn, formatDate(registration.cancelledAt)]);
    }
    if (registration.canChange && registration.changeDeadline) {
      details.push([MSG.changesUntil, formatFestDateTime(registration.changeDeadline)]);
    }
    return (
      <EntryItem
        key={registration._id}
        id={id}
        tabIndex={-1}
        titleId={titleId}
        title={titleOf(registration)}
        status={registration.paymentStatus}
        statusLabel={STATUS_LABELS[registration.paymentStatus]}
        details={details}
      >
        {discount && <p className="account-registration__discount">{discount}</p>}
        {refund && (
          <p className="account-registration__refund" data-refund={registration.refundStatus}>
            {refund}
          </p>
        )}
        {registration.paymentMode === 'upi' &&
          registration.paymentStatus === 'pending' &&
          registration.orderId && (
            <div className="account-actions">
              <UpiPayButton
                orderId={registration.orderId}
                title={titleOf(registration)}
                describedBy={titleId}
              />
            </div>
          )}
        {(registration.canChange === true || isCancellable(registration, shared)) && (
          <div className="account-actions">
            {registration.canChange && (
              <ButtonLink
                variant="ghost"
                className="account-form__submit"
                to={editTeamPath(registration.event)}
                aria-describedby={titleId}
              >
                {MSG.editTeam}
              </ButtonLink>
            )}
            {isCancellable(registration, shared) && (
              <Button
                variant="ghost"
                className="account-form__submit account-danger-button"
                aria-describedby={titleId}
                aria-haspopup="dialog"
                onClick={() => {
                  setCancelling(registration);
                }}
              >
                {MSG.cancelRegistration}
              </Button>
            )}
          </div>
        )}
      </EntryItem>
    );
  };

  return (
    <section className="account-card" aria-labelledby="account-registrations-title">
      <h2 id="account-registrations-title" className="account-card__title">
        {MSG.registrations}
      </h2>
      <p className="account-muted">{MSG.registrationsIntro}</p>
      <QueryState
        query={registrations}
        classes={ACCOUNT_QUERY_STATE}
        failed={MSG.registrationsFailed}
        loading={MSG.loadingRegistrations}
      >
        {(data) =>
          data.registrations.length === 0 ? (
            <p className="account-muted">{MSG.noRegistrations}</p>
          ) : (
            <>
              <ul className="account-registrations" aria-label={MSG.registrations}>
                {data.registrations.map(item)}
              </ul>
              {data.registrations.some((r) => r.paymentStatus === 'paid') && (
                <p className="account-muted">
                  {MSG.stayIntro} <Link to="/accommodation">{MSG.bookStay}</Link>
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
