import type { Limits, PersonInput } from 'fest-shared-wasm';

import type { Shared } from '@/lib/wasm';

import type { PersonField } from './form';

/** The shared rules a wizard's person fields need: the per-person check and the input limits. */
export interface PersonRules {
  /**
   * Which of a person's fields the shared rules reject (for the inline hints, SPEC 5), as `role`:
   * `coach`, athletics' `captain` (the lead athlete) or `runner`, or a roster role field.
   */
  check: (role: string, person: PersonInput) => ReadonlySet<PersonField>;
  limits: Limits;
  /** What a phone field keeps of what is typed ("+91 98765 43210" as it is). */
  phoneAsTyped: (text: string) => string;
  /** The ten digits of a phone number as typed ("+91 98765 43210" is "9876543210"), else null. */
  phoneNumber: (text: string) => string | null;
  /**
   * Whether an Aadhaar number is one on file, masked (changing a registration's team: the person
   * keeps it unless a new number is typed).
   */
  isOnFile?: (aadharId: string) => boolean;
}

/**
 * The person rules of one event, from the shared `validatePerson`, `limits`, `phoneAsTyped` and
 * `phoneNumber` exports.
 */
export function personRules(shared: Shared, eventId: string): PersonRules {
  return {
    check: (role, person) =>
      new Set(Object.keys(shared.validatePerson(eventId, role, person).errors) as PersonField[]),
    limits: shared.limits(),
    phoneAsTyped: (text) => shared.phoneAsTyped(text),
    phoneNumber: (text) => shared.phoneNumber(text),
  };
}
