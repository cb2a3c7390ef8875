import type { PersonInput } from 'fest-shared-wasm';

import type { PersonField } from '../lib/form';

/**
 * Named lists of persons (a team's roles, the relay teams) with one field of the person at `index`
 * of list `name` set to `value`; the very same lists when there is no such person.
 */
export function withPersonField(
  lists: Record<string, PersonInput[]>,
  name: string,
  index: number,
  field: PersonField,
  value: string,
): Record<string, PersonInput[]> {
  const entries = [...(lists[name] ?? [])];
  const person = entries[index];
  if (!person) return lists;
  entries[index] = { ...person, [field]: value };
  return { ...lists, [name]: entries };
}
