/**
 * Field paths of the shared rules (fest-shared `errors.rs`): fields joined with `.`, list positions
 * in brackets, map keys that are not plain identifiers as JSON strings in brackets:
 * `team.players[2].email`, `coach.fullname`, `relayTeams["4x100m (Mixed)"][0]`. The wizard's errors
 * are held by react-hook-form, which names them by `formPath` (`team.players.2.email`).
 */
import type { FieldErrors } from '@/lib/api-client';
import { formPath } from '@/lib/use-shared-form';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/* eslint-disable lingui/no-unlocalized-strings -- the form's field names, never shown */
/** The wizards' top-level fields, by name: where the shared rules' paths begin. */
export const ROOT = {
  collegeName: 'collegeName',
  collegeAddress: 'collegeAddress',
  category: 'category',
  team: 'team',
  coach: 'coach',
  accompanyingCoach: 'accompanyingCoach',
  captain: 'captain',
  selectedIndividualEvents: 'selectedIndividualEvents',
  selectedRelayEvents: 'selectedRelayEvents',
  relayTeams: 'relayTeams',
  referralCode: 'referralCode',
  /** The discount code, sent beside the form. */
  code: 'code',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export const fieldPath = (base: string, field: string) => (base ? `${base}.${field}` : field);

export const indexPath = (base: string, index: number) => `${base}[${index}]`;

export const keyPath = (base: string, key: string) =>
  IDENTIFIER.test(key) ? fieldPath(base, key) : `${base}[${JSON.stringify(key)}]`;

/** The first segment of a path: `team` for `team.players[0].email`, `relayTeams` for `relayTeams[...]`. */
export function rootOf(path: string): string {
  return /^[^.[]*/.exec(path)?.[0] ?? path;
}

/** The messages at exactly `path` of the form's errors (none when there are none). */
export const messagesAt = (errors: FieldErrors, path: string): readonly string[] =>
  errors[formPath(path)] ?? [];
