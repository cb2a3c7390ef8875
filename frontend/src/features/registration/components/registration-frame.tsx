import type { ReactNode } from 'react';

import type { CommonFormState, RegistrationWizard } from '../hooks/use-registration-wizard';
import { MSG } from '../lib/messages';
import { ChangeIntro } from './change-intro';
import { WaitlistJoined } from './waitlist-joined';
import { WizardFrame } from './wizard-frame';

/**
 * A registration wizard's page ('<event> Registration') with the payment widget beside it. When the
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
  const { event, waitlist, change, submitting } = registration;
  const title = change ? MSG.editTitle(event.title) : `${event.title} Registration`;

  if (waitlist.joined) return <WaitlistJoined title={title} answer={waitlist.joined} />;

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
      >
        {children}
      </WizardFrame>
      {registration.checkoutElement}
    </>
  );
}
