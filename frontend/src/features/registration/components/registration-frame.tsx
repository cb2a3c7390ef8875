import type { ReactNode } from 'react';

import type { CommonFormState, RegistrationWizard } from '../hooks/use-registration-wizard';
import { WizardFrame } from './wizard-frame';

/** A registration wizard's page ('<event> Registration') with the payment widget beside it. */
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
  return (
    <>
      <WizardFrame
        {...registration.frame}
        title={`${registration.event.title} Registration`}
        message={message}
        submitLabel={submitLabel}
      >
        {children}
      </WizardFrame>
      {registration.checkoutElement}
    </>
  );
}
