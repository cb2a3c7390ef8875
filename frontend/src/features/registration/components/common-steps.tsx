import type { CommonFormState, RegistrationWizard } from '../hooks/use-registration-wizard';
import type { CollegeFields, PersonField } from '../lib/form';
import { ROOT } from '../lib/paths';
import { CoachStep } from './coach-step';
import { CollegeStep } from './college-step';
import { Receipt, type SummaryItem } from './receipt';

/**
 * The steps every registration wizard shows alike (SPEC 2.17): the college, the coach and the
 * receipt (with its referral code and, for a new registration, the discount code), and a note for
 * a step type this site does not know. A wizard renders its own steps and hands every other step
 * here.
 */
export function CommonStep<S extends CommonFormState>({
  registration,
  receipt,
  coachPaths,
  onCollegeChange,
}: {
  registration: RegistrationWizard<S>;
  receipt: { heading: string; items: readonly SummaryItem[]; note?: string };
  /** The error paths an edit of a coach's field clears. */
  coachPaths: (field: PersonField) => readonly string[];
  /** Instead of storing the college step's changes as they are. */
  onCollegeChange?: (changes: Partial<CollegeFields>, paths: readonly string[]) => void;
}) {
  const { state, setState, errors, clearErrors, messages, personRules, limits } = registration;

  switch (registration.step) {
    case 'college':
      return (
        <CollegeStep
          fields={state}
          categories={registration.event.categories}
          directory={registration.directory}
          categoryLocked={registration.change !== null}
          limits={limits}
          errors={errors}
          onChange={
            onCollegeChange ??
            ((changes, paths) => {
              setState((current) => ({ ...current, ...changes }));
              clearErrors(...paths);
            })
          }
        />
      );
    case 'coach':
      return (
        <CoachStep
          answer={state.accompanyingCoach}
          coach={state.coach}
          errors={errors}
          messages={messages}
          personRules={personRules}
          onAnswer={(answer) => {
            setState((current) => ({ ...current, accompanyingCoach: answer }));
            clearErrors(ROOT.accompanyingCoach, ROOT.coach);
          }}
          onCoachChange={(field, value) => {
            setState((current) => ({ ...current, coach: { ...current.coach, [field]: value } }));
            clearErrors(...coachPaths(field));
          }}
        />
      );
    case 'receipt':
      return (
        <Receipt
          {...receipt}
          referralCode={state.referralCode}
          limits={limits}
          errors={errors}
          onReferralChange={(code) => {
            setState((current) => ({ ...current, referralCode: code }));
            clearErrors(ROOT.referralCode);
          }}
          discountCode={
            registration.discountCode.offered
              ? {
                  value: registration.discountCode.value,
                  onChange: registration.discountCode.set,
                  quote: registration.discountCode.quote,
                }
              : undefined
          }
        />
      );
    default:
      return <p className="reg-note">{messages.stepNotConfigured}</p>;
  }
}
