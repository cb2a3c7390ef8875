import type { RegisteredPerson, RegistrationRecord } from '../types';

const first = (
  value: RegisteredPerson[] | RegisteredPerson | null | undefined,
): RegisteredPerson | undefined => (Array.isArray(value) ? value[0] : (value ?? undefined));

const named = (person: RegisteredPerson | undefined): string | undefined =>
  typeof person?.fullname === 'string' && person.fullname.trim() !== ''
    ? person.fullname
    : undefined;

/**
 * Who leads a registration: the lead athlete (athletics) or the captain, else the first person of
 * the roster, else the account that registered.
 */
export function leadName(r: RegistrationRecord): string {
  const team = r.team ?? {};
  return (
    named(r.captain ?? undefined) ??
    named(first(team.captain)) ??
    Object.values(team)
      .map((group) => named(first(group)))
      .find((name) => name !== undefined) ??
    named(r.userId ?? undefined) ??
    r.userId?.username ??
    '—'
  );
}
