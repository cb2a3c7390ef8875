import type { EventInfo, PersonInput, RegistrationForm } from 'fest-shared-wasm';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';

import { useAgeGate } from '@/components/age-question/use-age-gate';
import type { FieldErrors } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import type { RegistrationView } from '@/lib/api-types';
import { collegeOf, isBlankCollege } from '@/lib/college';
import { fieldError } from '@/lib/use-shared-form';
import type { Shared } from '@/lib/wasm';

import { isFull, useListedEvent } from '../api/get-event-places';
import { quoteRegistration } from '../api/quote';
import { useI18n } from '../i18n';
import { personRules as rulesOf, type PersonRules } from '../lib/check-person';
import type { Answer, CollegeFields } from '../lib/form';
import { ROOT } from '../lib/paths';
import { numbersOnFile, standInsFor, withNumbersOnFile } from '../lib/prefill';
import { useDraft } from './use-draft';
import { useJoinWaitlist } from './use-join-waitlist';
import { useSubmitChange } from './use-submit-change';
import { useSubmitRegistration, type SubmitHandlers } from './use-submit-registration';
import { useWizard } from './use-wizard';

/** What every registration form holds besides its own steps: college, coach and referral code. */
export interface CommonFormState extends CollegeFields {
  accompanyingCoach: Answer;
  coach: PersonInput;
  referralCode: string;
}

/**
 * A wizard's values in react-hook-form: its form state and the discount code typed on the last step,
 * which is sent beside the form (never part of it), so the shared rules check the form as it is and
 * the server judges the code when it prices the order.
 */
export type WizardValues<S extends CommonFormState> = S & { code: string };

/**
 * One registration wizard's state (SPEC 2.17 and 4): the form being filled in, whose values and
 * errors react-hook-form holds through the shared form hook (`useWizard`; a blank college step
 * starts from the signed-in user's profile; `setState` and `patch` change the values), and the
 * canonical form built from it by `payload` (keep it stable, it is recomputed when it changes), the
 * shared rules it needs (messages, college directory, person rules, fee), the step navigation, and
 * the props of the wizard's frame, whose submit re-checks every step and then registers or pays,
 * once the account has answered the age question (asked on the last step: `age`).
 *
 * When the event has no place left (GET /events says so for the event or the chosen category, or
 * the server answered the submit with the shared `eventFull` text), the submit joins the waiting
 * list with the same form instead (`waitlist`). With `change` (a registration of the user's) the
 * wizard edits that registration's team instead: the form starts from it (`initial` should build
 * it), the fee is set against what was paid, and the submit saves the change.
 */
export function useRegistrationWizard<S extends CommonFormState>({
  shared,
  event,
  steps,
  initial,
  payload,
  change,
}: {
  shared: Shared;
  event: EventInfo;
  steps: readonly string[];
  initial: () => S;
  payload: (state: S) => RegistrationForm;
  change?: RegistrationView;
}) {
  const user = useCurrentUser();
  // A blank college step starts from the profile's college (a directory college selected when it
  // is one, else Other with its name and address). The discount code starts blank.
  const [start] = useState((): WizardValues<S> => {
    const blank = initial();
    if (!user || change || !isBlankCollege(blank)) return { ...blank, code: '' };
    return {
      ...blank,
      ...collegeOf(shared.colleges(), user.collegeName, user.collegeAddress),
      code: '',
    };
  });
  // Changing a team, the Aadhaar numbers on file stay masked in the form sent (the server reads a
  // mask as the number on file); the shared rules check a form with a whole number in their place.
  const onFile = useMemo(() => (change ? numbersOnFile(change) : new Set<string>()), [change]);
  const standIns = useMemo(
    () => standInsFor(onFile, shared.limits().aadhaarDigits),
    [onFile, shared],
  );
  // The shared rules' texts (hints, notices) in the active language, again when it changes.
  const { language } = useI18n();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again in another language
  const messages = useMemo(() => shared.messages(), [shared, language]);
  const wizard = useWizard<WizardValues<S>>({
    eventId: event.id,
    steps,
    defaultValues: start,
    canonical: (values) => withNumbersOnFile(payload(values), standIns),
    fixHighlighted: messages.fixHighlighted,
  });
  const { getValues, setValue, setError, clearErrors: forget, reset } = wizard.form.methods;
  const state = wizard.form.values;
  const sent = useMemo(() => payload(state), [payload, state]);
  const form = useMemo(() => withNumbersOnFile(sent, standIns), [sent, standIns]);
  const directory = useMemo(() => shared.colleges(), [shared]);
  const personRules = useMemo((): PersonRules => {
    const rules = rulesOf(shared, event.id);
    if (onFile.size === 0) return rules;
    return {
      ...rules,
      check: (role, person) => rules.check(role, withNumbersOnFile(person, standIns)),
      isOnFile: (aadharId) => onFile.has(aadharId),
    };
  }, [shared, event.id, onFile, standIns]);
  const fee = useMemo(() => {
    const quote = shared.registrationFee(event.id, form);
    return quote.ok ? (quote.paise ?? null) : null;
  }, [shared, event.id, form]);

  /** Sets the values `change` makes of the current ones (those it changes; react-hook-form keeps them). */
  const setState = useCallback(
    (change: (current: S) => S) => {
      const current = getValues();
      const next = change(current);
      for (const key of Object.keys(next) as (keyof S & string)[]) {
        if (next[key] !== current[key]) {
          setValue(
            key as Path<WizardValues<S>>,
            next[key] as PathValue<WizardValues<S>, Path<WizardValues<S>>>,
          );
        }
      }
    },
    [getValues, setValue],
  );
  /** Forgets the errors at these paths and below (the user edited them). */
  const clearErrors = useCallback(
    (...paths: readonly string[]) => {
      forget(paths as Path<WizardValues<S>>[]);
    },
    [forget],
  );

  /**
   * Shows these errors at their fields beside the others, without moving the focus (the people of a
   * pasted roster, which the shared rules checked as it was read).
   */
  const addErrors = useCallback(
    (found: FieldErrors) => {
      for (const [path, messages] of Object.entries(found)) {
        if (messages.length > 0) {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's type: the shared rules
          setError(path as Path<WizardValues<S>>, fieldError('shared', messages));
        }
      }
    },
    [setError],
  );

  // The age question (DPDP Act): asked on the last step until answered; the submit waits for it.
  const age = useAgeGate(user?.email ?? null);
  const registering = useSubmitRegistration(event.id, messages);
  const changing = useSubmitChange(event.id);
  const { submit, submitting, checkoutElement } = change
    ? {
        // A change of team takes no discount code (the fourth argument is left unread).
        submit: (valid: RegistrationForm, _fee: number | null, handlers: SubmitHandlers) =>
          changing.submit(valid, handlers),
        submitting: changing.submitting,
        checkoutElement: changing.checkoutElement,
      }
    : registering;

  // The waiting list: offered when GET /events shows no place left, or the server said so.
  const listed = useListedEvent(event.id, !change);
  const [foundFull, setFoundFull] = useState(false);
  const full = !change && (foundFull || isFull(listed, state.category));
  const waitlist = useJoinWaitlist(event.id);

  // A new registration's draft, kept as it is typed and offered when the wizard opens again.
  const goTo = wizard.form.step.goTo;
  const restore = useCallback(
    (values: WizardValues<S>, step: number) => {
      reset({ ...getValues(), ...values });
      goTo(step);
    },
    [reset, getValues, goTo],
  );
  const draft = useDraft({
    eventId: event.id,
    userId: user?._id ?? null,
    enabled: !change,
    values: state,
    step: wizard.index,
    restore,
    holding: submitting || waitlist.joining,
  });
  // In line: the form is kept by the waiting list, the draft has served its purpose.
  const { clear: clearDraft } = draft;
  useEffect(() => {
    if (waitlist.joined) clearDraft();
  }, [waitlist.joined, clearDraft]);

  const patch = useCallback(
    (changes: Partial<S>) => {
      setState((current) => ({ ...current, ...changes }));
    },
    [setState],
  );

  const { showErrors, showNotice } = wizard;
  const handlers: SubmitHandlers = {
    onFieldErrors: showErrors,
    onNotice: showNotice,
    onEventFull: (message: string) => {
      showNotice(message);
      setFoundFull(true);
    },
  };

  const frame = {
    steps,
    index: wizard.index,
    otherErrors: wizard.form.otherErrors,
    notice: wizard.notice,
    /** On the last step, when the event is full: the shared 'This event is full. Join the waiting list?'. */
    offer: full ? messages.eventFull : null,
    submitting: submitting || waitlist.joining,
    onBack: wizard.back,
    onNext: wizard.next,
    onSubmit: () => {
      wizard.submit((values) => {
        // Not answered, or under 18 without the guardian's consent yet: the question says so.
        if (!age.allows()) return;
        const valid = payload(values);
        if (full) {
          void waitlist.join(valid, {
            ...handlers,
            onConflict: () => {
              setFoundFull(false);
            },
          });
        } else void submit(valid, fee, handlers, values.code);
      });
    },
    attach: wizard.attach,
    heading: wizard.heading,
    age,
  };

  return {
    shared,
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
    clearErrors,
    addErrors,
    submitting,
    /**
     * The discount code typed on the last step (a new registration that pays; not a change of
     * team, nor the waiting list), sent as `code`; a refusal shows at it (errors under `code`).
     */
    discountCode: {
      offered: !change && !full,
      value: state.code,
      set: (code: string) => {
        setValue(
          'code' as Path<WizardValues<S>>,
          code as PathValue<WizardValues<S>, Path<WizardValues<S>>>,
        );
        clearErrors(ROOT.code);
      },
      /** What the registration costs with the codes typed, asked of the server (nothing stored). */
      quote: () => quoteRegistration(event.id, payload(state), state.code),
    },
    frame,
    checkoutElement,
    /** Whether the submit joins the waiting list, and the answer once joined. */
    waitlist: { active: full, joining: waitlist.joining, joined: waitlist.joined },
    /** The registration whose team is being changed, if that is what the wizard does. */
    change: change ?? null,
    /** The event as GET /events lists it (open, places left, deadline), once it has answered. */
    listed,
    /** The draft found when the wizard opened (a new registration's), with Resume and Start again. */
    draft,
  };
}

export type RegistrationWizard<S extends CommonFormState> = ReturnType<
  typeof useRegistrationWizard<S>
>;
