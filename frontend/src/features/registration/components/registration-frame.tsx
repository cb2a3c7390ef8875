import type { ReactNode } from 'react';

import { EventAvailability } from '@/components/event-terms/event-availability';
import { EventTerms, registrationStatus } from '@/components/event-terms/event-terms';
import { useTimeLeft } from '@/components/event-terms/use-time-left';

import type { CommonFormState, RegistrationWizard } from '../hooks/use-registration-wizard';
import { useI18n } from '../i18n';
import { MSG } from '../lib/messages';
import { ChangeIntro } from './change-intro';
import { DraftOffer } from './draft-offer';
import { RegistrationClosed } from './registration-closed';
import { WaitlistJoined } from './waitlist-joined';
import { WizardFrame } from './wizard-frame';

/**
 * A registration wizard's page ('<event> Registration') with the payment widget beside it; its first
 * step shows the event's terms (fee, team, whether registration is open or full, places left, the
 * deadline), and a closed event's page says so on arrival instead of showing the form. When the
 * event is full the submit button joins the waiting list ('Join the waiting list'), and once joined
 * the page says where the user stands in line. Changing a registration's team, the page is
 * 'Edit team: <event>' with the change deadline and what the change costs, and the submit saves it.
 */
export function RegistrationFrame<S extends CommonFormState>({
  registration,
  message,
  submitLabel,
  children,
}: {
  registration: RegistrationWizard<S>;
  message: ReactNode;
  submitLabel: string;
  children: ReactNode;
}) {
  const { i18n } = useI18n();
  const { event, waitlist, change, submitting, listed, shared } = registration;
  const title = change
    ? MSG.editTitle(event.title)
    : i18n._('registration.wizard.title', { event: event.title });
  const msLeft = useTimeLeft(listed?.deadline);
  const deadlinePassed = (listed?.deadlinePassed ?? false) || (msLeft !== null && msLeft <= 0);
  const status = registrationStatus(listed, shared, deadlinePassed);

  if (waitlist.joined) return <WaitlistJoined title={title} answer={waitlist.joined} />;
  if (!change && status && (status.state === 'closed' || status.state === 'soon')) {
    return <RegistrationClosed title={title} event={event} status={status} />;
  }

  let label = submitLabel;
  if (change) label = submitting ? MSG.savingChanges : MSG.saveChanges;
  else if (waitlist.active) label = waitlist.joining ? MSG.joiningWaitlist : MSG.joinWaitlist;

  return (
    <>
      <WizardFrame
        {...registration.frame}
        title={title}
        message={
          change ? (
            <ChangeIntro
              shared={registration.shared}
              registration={change}
              feeAfter={registration.fee}
            />
          ) : (
            message
          )
        }
        submitLabel={label}
        aside={change ? null : <DraftOffer draft={registration.draft} />}
        intro={
          change ? null : (
            <div className="reg-terms">
              <EventTerms event={event} status={status} />
              {listed && <EventAvailability event={listed} shared={shared} msLeft={msLeft} />}
            </div>
          )
        }
      >
        {children}
      </WizardFrame>
      {registration.checkoutElement}
    </>
  );
}
