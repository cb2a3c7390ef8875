import type { Catalogue, PersonInput } from 'fest-shared-wasm';

import type { Shared } from '@/lib/wasm';

import { isRegistrable, type PersonField } from './form';

const FIELDS: readonly PersonField[] = ['fullname', 'email', 'phoneNumber', 'aadharId'];

/**
 * Which of a person's four fields the shared rules reject, for the inline hints (SPEC 5). The rules
 * have no per-person export, so this asks the generic wizard's coach step of a team event, which
 * checks exactly those four fields with the same value rules (name, e-mail, phone, Aadhaar) as every
 * other person; the athletics rules apply the same ones, per person.
 */
export function personChecker(shared: Shared, catalogue: Catalogue) {
  const probe = catalogue.events.find((event) => event.wizard === 'team' && isRegistrable(event));
  return (person: PersonInput): ReadonlySet<PersonField> => {
    if (!probe) return new Set();
    const checked = shared.validateStep(probe.id, 'coach', {
      collegeName: '',
      collegeAddress: '',
      accompanyingCoach: 'Yes',
      coach: person,
      team: {},
    });
    return new Set(FIELDS.filter((field) => `coach.${field}` in checked.errors));
  };
}
