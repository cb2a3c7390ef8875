import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import type { RegistrationView } from '@/lib/api-types';
import { formatDate } from '@/lib/dates';
import { useFormatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';

import { useMyRegistrations } from '../api/get-my-registrations';
import { isCancellable, refundText, STATUS_LABELS } from '../lib/registrations';
import { MSG } from '../messages';
import { CancelRegistrationDialog } from './cancel-registration-dialog';

/**
 * The 'Your registrations' card (GET /events/my-registrations): each registration with its event,
 * category, college, members, status in words, the amount (paid, when it was) and, once cancelled,
 * where its refund stands, all as the server gives them. A paid registration, or one awaiting
 * payment, can be cancelled: a dialog says what happens first, the server's answer is a toast, and
 * the registration then shows as cancelled (focus moves to it). While the list loads the card says
 * so; a failure offers Try again.
 */
export function RegistrationsCard() {
  const registrations = useMyRegistrations();
  const rupees = useFormatRupees();
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
    const details: [string, string][] = [];
    if (registration.category) details.push([MSG.category, registration.category]);
    if (registration.collegeName.trim() !== '') {
      details.push([MSG.college, registration.collegeName]);
    }
    details.push([MSG.members, String(registration.members)]);
    details.push([registration.paidAt ? MSG.amountPaid : MSG.amount, rupees(registration.amount)]);
    if (registration.paidAt) details.push([MSG.paidOn, formatDate(registration.paidAt)]);
    if (registration.cancelledAt) {
      details.push([MSG.cancelledOn, formatDate(registration.cancelledAt)]);
    }
    return (
      <li
        key={registration._id}
        id={id}
        className="account-registration"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="account-registration__head">
          <h3 id={titleId} className="account-registration__title">
            {titleOf(registration)}
          </h3>
          <span className="account-status" data-status={registration.paymentStatus}>
            {STATUS_LABELS[registration.paymentStatus]}
          </span>
        </div>
        <dl className="account-registration__details">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {refund && (
          <p className="account-registration__refund" data-refund={registration.refundStatus}>
            {refund}
          </p>
        )}
        {isCancellable(registration) && (
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
      </li>
    );
  };

  let body: ReactNode;
  if (registrations.isError && !registrations.isFetching) {
    body = (
      <div role="alert" className="account-sessions__error">
        <p className="account-error">
          {MSG.registrationsFailed}: {errorMessage(registrations.error)}
        </p>
        <Button
          variant="ghost"
          onClick={() => {
            void registrations.refetch();
          }}
        >
          {MSG.tryAgain}
        </Button>
      </div>
    );
  } else if (!registrations.isSuccess) {
    body = (
      <p role="status" className="account-muted">
        {MSG.loadingRegistrations}
      </p>
    );
  } else if (registrations.data.registrations.length === 0) {
    body = <p className="account-muted">{MSG.noRegistrations}</p>;
  } else {
    body = (
      <ul className="account-registrations" aria-label={MSG.registrations}>
        {registrations.data.registrations.map(item)}
      </ul>
    );
  }

  return (
    <section className="account-card" aria-labelledby="account-registrations-title">
      <h2 id="account-registrations-title" className="account-card__title">
        {MSG.registrations}
      </h2>
      <p className="account-muted">{MSG.registrationsIntro}</p>
      {body}
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
