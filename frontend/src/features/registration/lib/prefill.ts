/**
 * A registration's current data as the wizards' form state, for changing its team: the college, the
 * category, the coach and the roster (or the athletics entry) as the server shows them. Aadhaar
 * numbers come masked from every view ('XXXXXXXX1234'); the server takes a masked number back as
 * the one on file, so a person left as they were keeps theirs. The shared rules only know whole
 * numbers: the form they check has every number on file in place of its mask (see
 * `withNumbersOnFile`), while the form sent keeps the masks.
 */
import type { CollegeDirectory, EventInfo, PersonInput } from 'fest-shared-wasm';

import type { PersonView, RegistrationView } from '@/lib/api-types';
import { collegeOf } from '@/lib/college';

import {
  blankPerson,
  initialAthleticsForm,
  initialTeamForm,
  type AthleticsFormState,
  type TeamFormState,
} from './form';

/** A person as the form edits it (the Aadhaar number masked, as the view gives it). */
function personOf(view: PersonView, event?: EventInfo): PersonInput {
  const person: PersonInput = {
    ...blankPerson(event),
    fullname: view.fullname,
    email: view.email,
    phoneNumber: view.phoneNumber,
    aadharId: view.aadharId,
  };
  if (person.collegeId !== undefined) person.collegeId = view.collegeId ?? '';
  if (person.role !== undefined && view.role) person.role = view.role;
  return person;
}

/** The event's own spelling of a category the server gave ('men' -> 'Men'). */
function categoryOf(event: EventInfo, category: string | null | undefined): string {
  const wanted = category?.trim().toLowerCase() ?? '';
  return event.categories.find((c) => c.toLowerCase() === wanted) ?? event.categories[0] ?? '';
}

/**
 * The college (its address as stored, even for a college of the directory, so that an unchanged
 * college is sent back unchanged), category, coach and referral code of a registration.
 */
function commonOf(event: EventInfo, registration: RegistrationView, directory: CollegeDirectory) {
  const college = collegeOf(directory, registration.collegeName, registration.collegeAddress);
  return {
    ...college,
    collegeAddress: registration.collegeAddress.trim() || college.collegeAddress,
    category: categoryOf(event, registration.category),
    accompanyingCoach: registration.coach ? ('Yes' as const) : ('No' as const),
    coach: registration.coach ? personOf(registration.coach) : blankPerson(),
    referralCode: registration.referralCode ?? '',
  };
}

/** A team registration as the generic wizard's state (each role at least at its minimum). */
export function teamStateOf(
  event: EventInfo,
  registration: RegistrationView,
  directory: CollegeDirectory,
): TeamFormState {
  const blank = initialTeamForm(event, '');
  const roster = 'team' in registration ? registration.team : {};
  const team = Object.fromEntries(
    event.roster.map((role) => {
      const people = (roster[role.field] ?? []).map((person) => personOf(person, event));
      while (people.length < role.min) people.push(blankPerson(event));
      return [role.field, people];
    }),
  );
  return { ...blank, ...commonOf(event, registration, directory), team };
}

/** An athletics registration as the athletics wizard's state. */
export function athleticsStateOf(
  event: EventInfo,
  registration: RegistrationView,
  directory: CollegeDirectory,
): AthleticsFormState {
  const blank = initialAthleticsForm(event, '');
  const common = commonOf(event, registration, directory);
  if (!('captain' in registration)) return { ...blank, ...common };
  return {
    ...blank,
    ...common,
    captain: personOf(registration.captain),
    selectedIndividualEvents: [...registration.individualEvents],
    selectedRelayEvents: registration.relayTeams.map((team) => team.event),
    relayTeams: Object.fromEntries(
      registration.relayTeams.map((team) => [
        team.event,
        team.members.map((member) => personOf(member)),
      ]),
    ),
  };
}

/** The masked Aadhaar numbers of a registration's people, as its view shows them. */
export function numbersOnFile(registration: RegistrationView): ReadonlySet<string> {
  const people: PersonView[] = [
    ...(registration.coach ? [registration.coach] : []),
    ...('team' in registration ? Object.values(registration.team).flat() : []),
    ...('captain' in registration
      ? [registration.captain, ...registration.relayTeams.flatMap((team) => team.members)]
      : []),
  ];
  return new Set(people.map((person) => person.aadharId).filter((number) => number.trim() !== ''));
}

/**
 * A whole number standing in for each masked number on file, `digits` long: one per mask, so two
 * people on file stay two people to the shared rules (one Aadhaar number is one person), and the same
 * mask given twice stays the same person. Each starts with 0, which no Aadhaar number does, so a
 * stand-in never equals a number someone types.
 */
export function standInsFor(
  onFile: ReadonlySet<string>,
  digits: number,
): ReadonlyMap<string, string> {
  return new Map(
    [...onFile].map((masked, i) => [masked, String(i + 1).padStart(digits, '0')] as const),
  );
}

/**
 * `value` (a form, or one person) with every Aadhaar number that is a masked one on file replaced by
 * its stand-in (a number the shared rules accept, see `standInsFor`): what the rules check while the
 * form sent keeps the mask, which the server reads as the number on file.
 */
export function withNumbersOnFile<T>(value: T, standIns: ReadonlyMap<string, string>): T {
  if (standIns.size === 0) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) =>
        key === 'aadharId' && typeof child === 'string' && standIns.has(child)
          ? [key, standIns.get(child)]
          : [key, walk(child)],
      ),
    );
  };
  return walk(value) as T;
}
