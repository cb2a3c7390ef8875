import type { EventInfo, PersonInput } from 'fest-shared-wasm';
import { useCallback, useMemo, useState } from 'react';

import type { Shared } from '@/lib/wasm';

import { useSubmitRegistration } from '../hooks/use-submit-registration';
import { useWizard } from '../hooks/use-wizard';
import { personRules as rulesOf } from '../lib/check-person';
import {
  blankPerson,
  initialTeamForm,
  teamPayload,
  type CollegeFields,
  type PersonField,
  type TeamFormState,
} from '../lib/form';
import { MSG } from '../lib/messages';
import { fieldPath, indexPath } from '../lib/paths';
import { CoachStep } from './coach-step';
import { CollegeStep } from './college-step';
import { feeText, Receipt, type SummaryItem } from './receipt';
import { TeamStep } from './team-step';
import { WizardFrame } from './wizard-frame';

/**
 * The generic team wizard (SPEC 2.17): college, team, coach, receipt; 'Confirm & Pay' pays the fee
 * (or registers directly when there is nothing to pay).
 */
export function TeamWizard({
  shared,
  event,
  referralCode,
  steps: stepsOverride,
}: {
  shared: Shared;
  event: EventInfo;
  referralCode: string;
  /** The step types, instead of the event's (tests try an unknown one). */
  steps?: readonly string[];
}) {
  const [state, setState] = useState<TeamFormState>(() => initialTeamForm(event, referralCode));
  const messages = useMemo(() => shared.messages(), [shared]);
  const directory = useMemo(() => shared.colleges(), [shared]);
  const steps = useMemo(
    () => stepsOverride ?? shared.eventSteps(event.id),
    [stepsOverride, shared, event.id],
  );
  const personRules = useMemo(() => rulesOf(shared, event.id), [shared, event.id]);
  const limits = personRules.limits;
  const form = useMemo(() => teamPayload(event, state), [event, state]);
  const fee = useMemo(() => {
    const quote = shared.registrationFee(event.id, form);
    return quote.ok ? (quote.paise ?? null) : null;
  }, [shared, event.id, form]);

  const { submit, submitting, checkoutElement } = useSubmitRegistration(event.id);
  const wizard = useWizard({ shared, eventId: event.id, steps, form });
  const { clearErrors } = wizard;

  const patch = (changes: Partial<TeamFormState>) => {
    setState((current) => ({ ...current, ...changes }));
  };

  const setPerson = useCallback(
    (role: string, index: number, field: PersonField, value: string) => {
      setState((current) => {
        const entries = [...(current.team[role] ?? [])];
        const person = entries[index];
        if (!person) return current;
        entries[index] = { ...person, [field]: value };
        return { ...current, team: { ...current.team, [role]: entries } };
      });
      const path = indexPath(fieldPath('team', role), index);
      clearErrors(fieldPath(path, field), fieldPath('team', role));
    },
    [clearErrors],
  );

  const addPerson = useCallback(
    (role: string) => {
      const max = event.roster.find((r) => r.field === role)?.max ?? 0;
      setState((current) => {
        const entries: PersonInput[] = current.team[role] ?? [];
        if (entries.length >= max) return current;
        return { ...current, team: { ...current.team, [role]: [...entries, blankPerson(event)] } };
      });
    },
    [event],
  );

  const removePerson = useCallback(
    (role: string, index: number) => {
      setState((current) => {
        const entries = (current.team[role] ?? []).filter((_, i) => i !== index);
        return { ...current, team: { ...current.team, [role]: entries } };
      });
      clearErrors(fieldPath('team', role));
    },
    [clearErrors],
  );

  const summary: SummaryItem[] = [
    { label: 'Team / College', value: state.collegeName.trim() || '—' },
    { label: 'Event', value: event.title },
    ...(event.categories.length > 0 ? [{ label: 'Category', value: state.category || '—' }] : []),
    { label: 'Total Members', value: String(shared.countMembers(event.id, form).members ?? 0) },
    { label: 'Registration Fee', value: feeText(shared, fee) },
  ];

  const body = () => {
    switch (wizard.step) {
      case 'college':
        return (
          <CollegeStep
            fields={state}
            categories={event.categories}
            directory={directory}
            limits={limits}
            errors={wizard.errors}
            onChange={(changes: Partial<CollegeFields>, paths) => {
              patch(changes);
              clearErrors(...paths);
            }}
          />
        );
      case 'team':
        return (
          <TeamStep
            event={event}
            team={state.team}
            errors={wizard.errors}
            messages={messages}
            personRules={personRules}
            onPersonChange={setPerson}
            onAdd={addPerson}
            onRemove={removePerson}
          />
        );
      case 'coach':
        return (
          <CoachStep
            answer={state.accompanyingCoach}
            coach={state.coach}
            errors={wizard.errors}
            messages={messages}
            personRules={personRules}
            onAnswer={(answer) => {
              patch({ accompanyingCoach: answer });
              clearErrors('accompanyingCoach', 'coach');
            }}
            onCoachChange={(field, value) => {
              setState((current) => ({ ...current, coach: { ...current.coach, [field]: value } }));
              clearErrors(fieldPath('coach', field));
            }}
          />
        );
      case 'receipt':
        return (
          <Receipt
            heading={MSG.receiptTeam}
            items={summary}
            note={MSG.payToProceed}
            referralCode={state.referralCode}
            limits={limits}
            errors={wizard.errors}
            onReferralChange={(code) => {
              patch({ referralCode: code });
              clearErrors('referralCode');
            }}
          />
        );
      default:
        return <p className="reg-note">{messages.stepNotConfigured}</p>;
    }
  };

  return (
    <>
      <WizardFrame
        title={`${event.title} Registration`}
        message={
          <>
            <p>
              Register your college for {event.title} in {steps.length} steps. Entries marked{' '}
              {MSG.required} must be filled in; those marked {MSG.optional} may be left empty. The
              registration fee is shown on the last step.
            </p>
          </>
        }
        steps={steps}
        index={wizard.index}
        errors={wizard.errors}
        notice={wizard.notice}
        submitLabel={submitting ? MSG.confirming : MSG.confirmPay}
        submitting={submitting}
        onBack={wizard.back}
        onNext={wizard.next}
        onSubmit={() => {
          const valid = wizard.checkAll();
          if (valid) void submit(valid, fee, wizard.showErrors);
        }}
        container={wizard.container}
        heading={wizard.heading}
      >
        {body()}
      </WizardFrame>
      {checkoutElement}
    </>
  );
}
