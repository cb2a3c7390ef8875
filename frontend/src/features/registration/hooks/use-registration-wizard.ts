import type { EventInfo, PersonInput, RegistrationForm } from 'fest-shared-wasm';
import { useCallback, useMemo, useState } from 'react';

import { useCurrentUser } from '@/app/session';
import { collegeOf, isBlankCollege } from '@/lib/college';
import type { Shared } from '@/lib/wasm';

import { personRules as rulesOf } from '../lib/check-person';
import type { Answer, CollegeFields } from '../lib/form';
import { useSubmitRegistration } from './use-submit-registration';
import { useWizard } from './use-wizard';

/** What every registration form holds besides its own steps: college, coach and referral code. */
export interface CommonFormState extends CollegeFields {
  accompanyingCoach: Answer;
  coach: PersonInput;
  referralCode: string;
}

/**
 * One registration wizard's state (SPEC 2.17 and 4): the form being filled in (a blank college step
 * starts from the signed-in user's profile) and the canonical form built from it by `payload` (keep
 * it stable, it is recomputed when it changes), the shared rules it needs (messages, college
 * directory, person rules, fee), the step navigation, and the props of the wizard's frame, whose
 * submit re-checks every step and then registers or pays.
 */
export function useRegistrationWizard<S extends CommonFormState>({
  shared,
  event,
  steps,
  initial,
  payload,
}: {
  shared: Shared;
  event: EventInfo;
  steps: readonly string[];
  initial: () => S;
  payload: (state: S) => RegistrationForm;
}) {
  const user = useCurrentUser();
  // A blank college step starts from the profile's college (a directory college selected when it
  // is one, else Other with its name and address).
  const [state, setState] = useState<S>(() => {
    const blank = initial();
    if (!user || !isBlankCollege(blank)) return blank;
    return { ...blank, ...collegeOf(shared.colleges(), user.collegeName, user.collegeAddress) };
  });
  const form = useMemo(() => payload(state), [payload, state]);
  const messages = useMemo(() => shared.messages(), [shared]);
  const directory = useMemo(() => shared.colleges(), [shared]);
  const personRules = useMemo(() => rulesOf(shared, event.id), [shared, event.id]);
  const fee = useMemo(() => {
    const quote = shared.registrationFee(event.id, form);
    return quote.ok ? (quote.paise ?? null) : null;
  }, [shared, event.id, form]);

  const { submit, submitting, checkoutElement } = useSubmitRegistration(
    event.id,
    messages.eventFull,
  );
  const wizard = useWizard({ shared, eventId: event.id, steps, form });

  const patch = useCallback((changes: Partial<S>) => {
    setState((current) => ({ ...current, ...changes }));
  }, []);

  const frame = {
    steps,
    index: wizard.index,
    errors: wizard.errors,
    notice: wizard.notice,
    submitting,
    onBack: wizard.back,
    onNext: wizard.next,
    onSubmit: () => {
      const valid = wizard.checkAll();
      if (valid) {
        void submit(valid, fee, {
          onFieldErrors: wizard.showErrors,
          onNotice: wizard.showNotice,
        });
      }
    },
    container: wizard.container,
    heading: wizard.heading,
  };

  return {
    event,
    state,
    setState,
    patch,
    form,
    fee,
    messages,
    directory,
    personRules,
    limits: personRules.limits,
    step: wizard.step,
    errors: wizard.errors,
    clearErrors: wizard.clearErrors,
    submitting,
    frame,
    checkoutElement,
  };
}

export type RegistrationWizard<S extends CommonFormState> = ReturnType<
  typeof useRegistrationWizard<S>
>;
