import type { Step } from 'fest-shared-wasm';

import type { FieldErrors } from '@/lib/api-client';

import { rootOf } from './paths';

/** Step titles ('Step N of M: title'); SPEC 2.17 names General Information, Team Roster, Coach
 * Details and Payment Confirmation. */
const TITLES: Record<Step, string> = {
  college: 'General Information',
  team: 'Team Roster',
  coach: 'Coach Details',
  athlete_captain: 'Lead Athlete',
  individual_events: 'Individual Events',
  relay_events: 'Relay Events',
  receipt: 'Payment Confirmation',
};

export const stepTitle = (step: string): string =>
  step in TITLES ? TITLES[step as Step] : 'Unknown Step';

/** Which step shows the field at `path` (so errors from a submit or the server can be shown). */
export function stepOfPath(path: string): string {
  switch (rootOf(path)) {
    case 'collegeName':
    case 'collegeAddress':
    case 'category':
      return 'college';
    case 'team':
      return 'team';
    case 'coach':
    case 'accompanyingCoach':
      return 'coach';
    case 'captain':
      return 'athlete_captain';
    case 'selectedIndividualEvents':
      return 'individual_events';
    case 'selectedRelayEvents':
    case 'relayTeams':
      return 'relay_events';
    default:
      return 'receipt';
  }
}

/** The index of the first step of `steps` that has any of `errors` (else the last step). */
export function firstStepWithErrors(steps: readonly string[], errors: FieldErrors): number {
  const wanted = new Set(Object.keys(errors).map(stepOfPath));
  const index = steps.findIndex((step) => wanted.has(step));
  return index === -1 ? steps.length - 1 : index;
}
