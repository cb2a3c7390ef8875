import type { Step } from 'fest-shared-wasm';

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

/**
 * Which step shows the field at `path` (so errors from a submit or the server can be shown), in the
 * shared rules' form (`team.players[0].email`) or the form's (`team.players.0.email`).
 */
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
