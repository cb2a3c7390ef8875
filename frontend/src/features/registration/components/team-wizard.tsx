import type { EventInfo, PersonInput, RosterPaste } from 'fest-shared-wasm';
import { useCallback, useMemo } from 'react';

import type { RegistrationView } from '@/lib/api-types';
import type { Shared } from '@/lib/wasm';

import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { useI18n } from '../i18n';
import {
  blankPerson,
  initialTeamForm,
  teamPayload,
  type PersonField,
  type TeamFormState,
} from '../lib/form';
import { MSG } from '../lib/messages';
import { fieldPath, indexPath, ROOT } from '../lib/paths';
import { teamStateOf } from '../lib/prefill';
import { CommonStep } from './common-steps';
import { withPersonField } from './person-lists';
import { feeText, type SummaryItem } from './receipt';
import { RegistrationFrame } from './registration-frame';
import { RosterPasteBox } from './roster-paste';
import { TeamStep } from './team-step';

/** An edit of a coach's field clears the errors of that field. */
const coachField = (field: PersonField) => [fieldPath(ROOT.coach, field)];

/**
 * The generic team wizard (SPEC 2.17): college, team, coach, receipt; 'Confirm & Pay' pays the fee
 * (or registers directly when there is nothing to pay). With `change` it edits that registration's
 * team instead, starting from it (its category stays as it is).
 */
export function TeamWizard({
  shared,
  event,
  referralCode,
  steps: stepsOverride,
  change,
}: {
  shared: Shared;
  event: EventInfo;
  referralCode: string;
  /** The step types, instead of the event's (tests try an unknown one). */
  steps?: readonly string[];
  /** The user's registration whose team is changed. */
  change?: RegistrationView;
}) {
  const { i18n, language } = useI18n();
  const steps = useMemo(
    () => stepsOverride ?? shared.eventSteps(event.id),
    [stepsOverride, shared, event.id],
  );
  const payload = useCallback((state: TeamFormState) => teamPayload(event, state), [event]);
  const registration = useRegistrationWizard({
    shared,
    event,
    steps,
    initial: () =>
      change ? teamStateOf(event, change, shared.colleges()) : initialTeamForm(event, referralCode),
    payload,
    ...(change ? { change } : {}),
  });
  const { state, setState, form, errors, clearErrors, addErrors } = registration;
  // A roster pasted or uploaded in one go, read by the shared rules; the playing roles' labels.
  const rosterFormat = useMemo(() => shared.rosterFormat(event.id), [shared, event.id]);
  const readRoster = useCallback(
    (text: string) => shared.pasteRoster(event.id, text),
    [shared, event.id],
  );
  /** The pasted people replace the roster, and what the rules found in them shows at their fields. */
  const fillRoster = useCallback(
    (pasted: RosterPaste) => {
      setState((current) => ({ ...current, team: pasted.team }));
      clearErrors(ROOT.team);
      addErrors(pasted.errors);
    },
    [setState, clearErrors, addErrors],
  );

  const setPerson = useCallback(
    (role: string, index: number, field: PersonField, value: string) => {
      setState((current) => {
        const team = withPersonField(current.team, role, index, field, value);
        return team === current.team ? current : { ...current, team };
      });
      const path = indexPath(fieldPath(ROOT.team, role), index);
      clearErrors(fieldPath(path, field), fieldPath(ROOT.team, role));
    },
    [setState, clearErrors],
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
    [setState, event],
  );

  const removePerson = useCallback(
    (role: string, index: number) => {
      setState((current) => {
        const entries = (current.team[role] ?? []).filter((_, i) => i !== index);
        return { ...current, team: { ...current.team, [role]: entries } };
      });
      clearErrors(fieldPath(ROOT.team, role));
    },
    [setState, clearErrors],
  );

  const summary: SummaryItem[] = [
    { label: i18n._('registration.receipt.teamCollege'), value: state.collegeName.trim() || '—' },
    { label: i18n._('registration.receipt.event'), value: event.title },
    ...(event.categories.length > 0
      ? [{ label: i18n._('registration.receipt.category'), value: state.category || '—' }]
      : []),
    {
      label: i18n._('registration.receipt.members'),
      value: String(shared.countMembers(event.id, form).members ?? 0),
    },
    {
      label: i18n._('registration.receipt.fee'),
      value: feeText(shared, registration.fee, language),
    },
  ];

  return (
    <RegistrationFrame
      registration={registration}
      message={
        <p>
          {i18n._('registration.team.intro', {
            event: event.title,
            steps: steps.length,
            required: MSG.required,
            optional: MSG.optional,
          })}
        </p>
      }
      submitLabel={registration.submitting ? MSG.confirming : MSG.confirmPay}
    >
      {registration.step === 'team' ? (
        <TeamStep
          event={event}
          team={state.team}
          errors={errors}
          messages={registration.messages}
          personRules={registration.personRules}
          {...(rosterFormat
            ? {
                playerRoles: rosterFormat.playerRoles,
                paste: (
                  <RosterPasteBox
                    format={rosterFormat}
                    roster={event.roster}
                    read={readRoster}
                    onFill={fillRoster}
                  />
                ),
              }
            : {})}
          onPersonChange={setPerson}
          onAdd={addPerson}
          onRemove={removePerson}
        />
      ) : (
        <CommonStep
          registration={registration}
          receipt={{
            heading: MSG.receiptTeam,
            items: summary,
            ...(change ? {} : { note: MSG.payToProceed }),
          }}
          coachPaths={coachField}
        />
      )}
    </RegistrationFrame>
  );
}
