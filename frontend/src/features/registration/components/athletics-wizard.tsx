import type { Catalogue, EventInfo } from 'fest-shared-wasm';
import { useMemo, useState } from 'react';

import type { RegistrationView } from '@/lib/api-types';
import type { Shared } from '@/lib/wasm';

import { localiseRupees } from '@/lib/i18n/money';

import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { useI18n } from '../i18n';
import {
  athleticsPayload,
  blankPerson,
  initialAthleticsForm,
  type CollegeFields,
  type PersonField,
} from '../lib/form';
import { MSG } from '../lib/messages';
import { fieldPath, indexPath, keyPath, ROOT } from '../lib/paths';
import { athleticsStateOf } from '../lib/prefill';
import { IndividualEventsStep, RelayEventsStep } from './athletics-steps';
import { CommonStep } from './common-steps';
import { PersonFields } from './person-fields';
import { withPersonField } from './person-lists';
import { feeText } from './receipt';
import { RegistrationFrame } from './registration-frame';

const listOrNone = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : MSG.none);

/** An edit of the coach clears every error of the coach. */
const wholeCoach = () => [ROOT.coach];

/**
 * The athletics wizard (SPEC 2.17 and 4): college, coach, lead athlete, individual events (at most
 * 3), relay events (at most 2, each with 4 runners), and the summary; 'Confirm & Register'. With
 * `change` it edits that registration's entry instead, starting from it.
 */
export function AthleticsWizard({
  shared,
  catalogue,
  event,
  referralCode,
  change,
}: {
  shared: Shared;
  catalogue: Catalogue;
  event: EventInfo;
  referralCode: string;
  /** The user's registration whose entry is changed. */
  change?: RegistrationView;
}) {
  const { i18n, language } = useI18n();
  const steps = useMemo(() => shared.eventSteps(event.id), [shared, event.id]);
  const rules = catalogue.athletics;
  const registration = useRegistrationWizard({
    shared,
    event,
    steps,
    initial: () =>
      change
        ? athleticsStateOf(event, change, shared.colleges())
        : initialAthleticsForm(event, referralCode),
    payload: athleticsPayload,
    ...(change ? { change } : {}),
  });
  const { state, setState, patch, messages, personRules, errors, clearErrors } = registration;
  const [limit, setLimit] = useState<{ list: 'individual' | 'relay'; message: string } | null>(
    null,
  );
  const offered = useMemo(() => shared.athleticsEvents(state.category), [shared, state.category]);

  /** A new category keeps only the events it offers (and the teams of those relays). */
  const changeCollege = (changes: Partial<CollegeFields>, paths: readonly string[]) => {
    setState((current) => {
      const next = { ...current, ...changes };
      if (changes.category === undefined || changes.category === current.category) return next;
      const allowed = shared.athleticsEvents(changes.category);
      const relays = current.selectedRelayEvents.filter((name) => allowed.relay.includes(name));
      return {
        ...next,
        selectedIndividualEvents: current.selectedIndividualEvents.filter((name) =>
          allowed.individual.includes(name),
        ),
        selectedRelayEvents: relays,
        relayTeams: Object.fromEntries(
          relays.map((name) => [name, current.relayTeams[name] ?? []]),
        ),
      };
    });
    clearErrors(...paths);
  };

  const toggleIndividual = (name: string) => {
    const chosen = state.selectedIndividualEvents;
    if (chosen.includes(name)) {
      patch({ selectedIndividualEvents: chosen.filter((e) => e !== name) });
      setLimit(null);
    } else if (chosen.length >= rules.maxIndividualEvents) {
      setLimit({ list: 'individual', message: messages.maxIndividualEvents });
      return;
    } else {
      patch({ selectedIndividualEvents: [...chosen, name] });
      setLimit(null);
    }
    clearErrors(ROOT.selectedIndividualEvents);
  };

  const toggleRelay = (name: string) => {
    const chosen = state.selectedRelayEvents;
    if (chosen.includes(name)) {
      setState((current) => ({
        ...current,
        selectedRelayEvents: current.selectedRelayEvents.filter((e) => e !== name),
        relayTeams: Object.fromEntries(
          Object.entries(current.relayTeams).filter(([relay]) => relay !== name),
        ),
      }));
      setLimit(null);
    } else if (chosen.length >= rules.maxRelayEvents) {
      setLimit({ list: 'relay', message: messages.maxRelayEvents });
      return;
    } else {
      setState((current) => ({
        ...current,
        selectedRelayEvents: [...current.selectedRelayEvents, name],
        relayTeams: {
          ...current.relayTeams,
          [name]: Array.from({ length: rules.relayTeamSize }, () => blankPerson()),
        },
      }));
      setLimit(null);
    }
    clearErrors(ROOT.selectedRelayEvents, keyPath(ROOT.relayTeams, name));
  };

  const setRunner = (relay: string, index: number, field: PersonField, value: string) => {
    setState((current) => {
      const relayTeams = withPersonField(current.relayTeams, relay, index, field, value);
      return relayTeams === current.relayTeams ? current : { ...current, relayTeams };
    });
    const teamPath = keyPath(ROOT.relayTeams, relay);
    clearErrors(indexPath(teamPath, index), teamPath);
  };

  const body = () => {
    switch (registration.step) {
      case 'athlete_captain':
        return (
          <div className="reg-step">
            <PersonFields
              who={i18n._('registration.athletics.leadAthlete')}
              role="captain"
              required
              person={state.captain}
              path={ROOT.captain}
              errors={errors}
              messages={messages}
              personRules={personRules}
              onChange={(field, value) => {
                setState((current) => ({
                  ...current,
                  captain: { ...current.captain, [field]: value },
                }));
                clearErrors(ROOT.captain, fieldPath(ROOT.captain, field));
              }}
            />
          </div>
        );
      case 'individual_events':
        return (
          <IndividualEventsStep
            options={offered.individual}
            selected={state.selectedIndividualEvents}
            max={rules.maxIndividualEvents}
            limitMessage={limit?.list === 'individual' ? limit.message : null}
            errors={errors}
            onToggle={toggleIndividual}
          />
        );
      case 'relay_events':
        return (
          <RelayEventsStep
            options={offered.relay}
            selected={state.selectedRelayEvents}
            max={rules.maxRelayEvents}
            teams={state.relayTeams}
            limitMessage={limit?.list === 'relay' ? limit.message : null}
            errors={errors}
            messages={messages}
            personRules={personRules}
            onToggle={toggleRelay}
            onRunnerChange={setRunner}
          />
        );
      default:
        return (
          <CommonStep
            registration={registration}
            receipt={{
              heading: MSG.receiptAthletics,
              items: [
                {
                  label: i18n._('registration.receipt.college'),
                  value: state.collegeName.trim() || '—',
                },
                {
                  label: i18n._('registration.receipt.leadAthlete'),
                  value: state.captain.fullname.trim() || '—',
                },
                {
                  label: i18n._('registration.receipt.individualEvents'),
                  value: listOrNone(state.selectedIndividualEvents),
                },
                {
                  label: i18n._('registration.receipt.relayEvents'),
                  value: listOrNone(state.selectedRelayEvents),
                },
                {
                  label: i18n._('registration.receipt.fee'),
                  value: feeText(shared, registration.fee, language),
                },
              ],
            }}
            coachPaths={wholeCoach}
            onCollegeChange={changeCollege}
          />
        );
    }
  };

  return (
    <RegistrationFrame
      registration={registration}
      message={
        <p>
          {i18n._('registration.athletics.intro', {
            individual: rules.maxIndividualEvents,
            relay: rules.maxRelayEvents,
            runners: rules.relayTeamSize,
            fee: localiseRupees(shared.formatRupees(rules.feePerHeadPaise), language),
          })}
        </p>
      }
      submitLabel={MSG.confirmRegister}
    >
      {body()}
    </RegistrationFrame>
  );
}
