/**
 * The wizards' form state and the canonical JSON built from it (the form the shared rules and the
 * server accept, SPEC 3): generic `{collegeName, collegeAddress, category, accompanyingCoach, coach,
 * team: {<roleField>: Person[]}, referralCode?}`, athletics `{collegeName, collegeAddress, category,
 * accompanyingCoach, coach, captain, selectedIndividualEvents, selectedRelayEvents, relayTeams:
 * {<event>: Person[]}, referralCode?}`.
 */
import type {
  AthleticsForm,
  EventInfo,
  PersonInput,
  RegistrationForm,
  TeamForm,
} from 'fest-shared-wasm';

import type { CollegeChoice } from '@/lib/college';

import type { PersonRules } from './check-person';

export type Answer = 'Yes' | 'No';

/** The college step's fields (both wizards): the college dropdown's choice and the category. */
export interface CollegeFields extends CollegeChoice {
  /** 'Men' or 'Women' for events with categories, else ''. */
  category: string;
}

export interface TeamFormState extends CollegeFields {
  accompanyingCoach: Answer;
  coach: PersonInput;
  /** Role field -> entries (initially `min` blank entries). */
  team: Record<string, PersonInput[]>;
  referralCode: string;
}

export interface AthleticsFormState extends CollegeFields {
  accompanyingCoach: Answer;
  coach: PersonInput;
  captain: PersonInput;
  selectedIndividualEvents: string[];
  selectedRelayEvents: string[];
  relayTeams: Record<string, PersonInput[]>;
  referralCode: string;
}

/** The person fields a wizard edits. */
export type PersonField = 'fullname' | 'email' | 'phoneNumber' | 'aadharId' | 'collegeId' | 'role';

/**
 * What a person's input keeps as it is typed: the phone as people write it (digits, +, spaces,
 * hyphens: "+91 98765 43210", read as its ten digits by the shared rules, and shown as them once the
 * field is left), only digits for the ID (SPEC 5, capped at the rules' digit count), and the e-mail
 * trimmed.
 */
export function cleanInput(field: PersonField, value: string, rules: PersonRules): string {
  switch (field) {
    case 'phoneNumber':
      return rules.phoneAsTyped(value);
    case 'aadharId':
      return value.replace(/\D/g, '').slice(0, rules.limits.aadhaarDigits);
    case 'email':
      return value.trim();
    default:
      return value;
  }
}

/** An empty person; roster persons of events with college IDs or playing roles carry those too. */
export function blankPerson(event?: EventInfo): PersonInput {
  const person: PersonInput = { fullname: '', email: '', phoneNumber: '', aadharId: '' };
  if (event?.collegeId) person.collegeId = '';
  const role = event?.playerRoles[0];
  if (role !== undefined) person.role = role;
  return person;
}

const firstCategory = (event: EventInfo) => event.categories[0] ?? '';

export function initialTeamForm(event: EventInfo, referralCode: string): TeamFormState {
  return {
    collegeSelect: '',
    collegeName: '',
    collegeAddress: '',
    category: firstCategory(event),
    accompanyingCoach: 'No',
    coach: blankPerson(),
    team: Object.fromEntries(
      event.roster.map((role) => [
        role.field,
        Array.from({ length: role.min }, () => blankPerson(event)),
      ]),
    ),
    referralCode,
  };
}

export function initialAthleticsForm(event: EventInfo, referralCode: string): AthleticsFormState {
  return {
    collegeSelect: '',
    collegeName: '',
    collegeAddress: '',
    category: firstCategory(event),
    accompanyingCoach: 'No',
    coach: blankPerson(),
    captain: blankPerson(),
    selectedIndividualEvents: [],
    selectedRelayEvents: [],
    relayTeams: {},
    referralCode,
  };
}

const withReferral = (code: string) => (code.trim() === '' ? {} : { referralCode: code.trim() });

/** The canonical generic form (the coach is sent only when the answer is Yes). */
export function teamPayload(event: EventInfo, state: TeamFormState): TeamForm {
  return {
    collegeName: state.collegeName,
    collegeAddress: state.collegeAddress,
    ...(event.categories.length > 0 ? { category: state.category } : {}),
    accompanyingCoach: state.accompanyingCoach,
    ...(state.accompanyingCoach === 'Yes' ? { coach: state.coach } : {}),
    team: state.team,
    ...withReferral(state.referralCode),
  };
}

/** The canonical athletics form (the coach is sent only when the answer is Yes). */
export function athleticsPayload(state: AthleticsFormState): AthleticsForm {
  return {
    collegeName: state.collegeName,
    collegeAddress: state.collegeAddress,
    category: state.category,
    accompanyingCoach: state.accompanyingCoach,
    ...(state.accompanyingCoach === 'Yes' ? { coach: state.coach } : {}),
    captain: state.captain,
    selectedIndividualEvents: state.selectedIndividualEvents,
    selectedRelayEvents: state.selectedRelayEvents,
    relayTeams: Object.fromEntries(
      state.selectedRelayEvents.map((name) => [name, state.relayTeams[name] ?? []]),
    ),
    ...withReferral(state.referralCode),
  };
}

/** A registration's body with the discount code sent beside the form's fields (README: discount codes). */
export type FormWithCode = RegistrationForm & { code?: string };

/**
 * The body of create-order and of POST /events/{event}: the canonical form, with the discount code
 * typed on the last step beside its fields as `code` (trimmed; left out when blank). The code is
 * never part of the form the shared rules check: the server judges it when it prices the order.
 */
export function withDiscountCode(form: RegistrationForm, code: string): FormWithCode {
  const trimmed = code.trim();
  return trimmed === '' ? form : { ...form, code: trimmed };
}
