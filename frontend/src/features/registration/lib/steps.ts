import type { Step } from 'fest-shared-wasm';

import { i18n } from '../i18n';
import { rootOf } from './paths';

/** Step titles' keys ('Step N of M: title'); SPEC 2.17 names General Information, Team Roster, Coach
 * Details and Payment Confirmation. */
const TITLES: Record<Step, string> = {
  college: /*i18n*/ 'registration.step.college',
  team: /*i18n*/ 'registration.step.team',
  coach: /*i18n*/ 'registration.step.coach',
  athlete_captain: /*i18n*/ 'registration.step.athleteCaptain',
  individual_events: /*i18n*/ 'registration.step.individualEvents',
  relay_events: /*i18n*/ 'registration.step.relayEvents',
  receipt: /*i18n*/ 'registration.step.receipt',
};
const UNKNOWN = /*i18n*/ 'registration.step.unknown';

/** A step's title in the active language. */
export const stepTitle = (step: string): string =>
  i18n._(step in TITLES ? TITLES[step as Step] : UNKNOWN);

/**
 * Which step shows the field at `path` (so errors from a submit or the server can be shown), in the
 * shared rules' form (`team.players[0].email`) or the form's (`team.players.0.email`).
 */
export function stepOfPath(path: string): Step {
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
