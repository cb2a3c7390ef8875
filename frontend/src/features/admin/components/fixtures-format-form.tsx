import { useId } from 'react';

import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/api-client';
import type { Shared } from '@/lib/wasm';

import { useI18n } from '../i18n';
import type { FixtureFormat } from '../api/fixtures';
import { FIXTURES_MSG as MSG } from '../messages';

/**
 * A format as this form makes it: both what the server takes (`FixtureFormat`) and what the fixtures'
 * rules preview (their `Format`).
 */
export type ChosenFormat =
  | { kind: 'knockout'; thirdPlace?: boolean }
  | { kind: 'roundRobin' }
  | {
      kind: 'groups';
      groupSize?: number;
      groups?: number;
      qualifiers: number;
      thirdPlace?: boolean;
    }
  | { kind: 'swiss'; rounds: number };

/** The format as the organiser is choosing it (the numbers as typed). */
export interface FormatChoice {
  kind: FixtureFormat['kind'];
  thirdPlace: boolean;
  splitBy: 'size' | 'count';
  groupNumber: string;
  qualifiers: string;
  /** Swiss: the rounds to play, as typed. */
  rounds: string;
}

export const initialFormat: FormatChoice = {
  kind: 'knockout',
  thirdPlace: false,
  splitBy: 'size',
  groupNumber: '',
  qualifiers: '',
  rounds: '',
};

/**
 * The format to send, with the typed numbers read by the shared rules (`parseCount`); the field
 * errors instead when one is not a number. Whether the numbers make fixtures is the rules' to say
 * (the preview, then the server).
 */
export function formatOf(
  choice: FormatChoice,
  shared: Pick<Shared, 'parseCount'> | null,
): { format: ChosenFormat } | { errors: FieldErrors } {
  if (choice.kind === 'knockout')
    return { format: { kind: 'knockout', thirdPlace: choice.thirdPlace } };
  if (choice.kind === 'roundRobin') return { format: { kind: 'roundRobin' } };
  if (choice.kind === 'swiss') {
    const rounds = shared?.parseCount(choice.rounds) ?? null;
    if (rounds === null) return { errors: { rounds: [MSG.countInvalid] } };
    return { format: { kind: 'swiss', rounds } };
  }
  const number = shared?.parseCount(choice.groupNumber) ?? null;
  const qualifiers = shared?.parseCount(choice.qualifiers) ?? null;
  const errors: FieldErrors = {};
  if (number === null) errors.groupNumber = [MSG.countInvalid];
  if (qualifiers === null) errors.qualifiers = [MSG.countInvalid];
  if (number === null || qualifiers === null) return { errors };
  return {
    format: {
      kind: 'groups',
      ...(choice.splitBy === 'size' ? { groupSize: number } : { groups: number }),
      qualifiers,
      thirdPlace: choice.thirdPlace,
    },
  };
}

/** The formats, each with its label in the active language. */
const kinds = (): readonly { kind: FixtureFormat['kind']; label: string }[] => [
  { kind: 'knockout', label: MSG.knockout },
  { kind: 'roundRobin', label: MSG.roundRobin },
  { kind: 'groups', label: MSG.groups },
  { kind: 'swiss', label: MSG.swiss },
];

/**
 * The choice of a format: a knockout, a round robin, groups then a knockout, or Swiss rounds (paired
 * one round at a time).
 */
export function FormatForm({
  value,
  errors,
  onChange,
}: {
  value: FormatChoice;
  errors: FieldErrors;
  onChange: (value: FormatChoice) => void;
}) {
  useI18n();
  const name = useId();
  const set = (patch: Partial<FormatChoice>) => {
    onChange({ ...value, ...patch });
  };
  return (
    <fieldset className="fixtures-format">
      <legend>{MSG.formatTitle}</legend>
      <div className="fixtures-format__kinds">
        {kinds().map(({ kind, label }) => (
          <label key={kind} className="fixtures-check">
            <input
              type="radio"
              name={`${name}-kind`}
              value={kind}
              checked={value.kind === kind}
              onChange={() => {
                set({ kind });
              }}
            />
            {label}
          </label>
        ))}
      </div>
      {value.kind === 'groups' && (
        <div className="fixtures-format__groups">
          <fieldset className="fixtures-format__split">
            <legend>{MSG.splitBy}</legend>
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the choices' values */}
            {(['size', 'count'] as const).map((splitBy) => (
              <label key={splitBy} className="fixtures-check">
                <input
                  type="radio"
                  name={`${name}-split`}
                  value={splitBy}
                  checked={value.splitBy === splitBy}
                  onChange={() => {
                    set({ splitBy });
                  }}
                />
                {splitBy === 'size' ? MSG.bySize : MSG.byCount}
              </label>
            ))}
          </fieldset>
          <TextField
            label={value.splitBy === 'size' ? MSG.groupSize : MSG.groupCount}
            inputMode="numeric"
            autoComplete="off"
            value={value.groupNumber}
            errors={errors.groupNumber}
            onChange={(e) => {
              set({ groupNumber: e.target.value });
            }}
          />
          <TextField
            label={MSG.qualifiers}
            inputMode="numeric"
            autoComplete="off"
            value={value.qualifiers}
            errors={errors.qualifiers}
            onChange={(e) => {
              set({ qualifiers: e.target.value });
            }}
          />
        </div>
      )}
      {value.kind === 'swiss' && (
        <TextField
          label={MSG.swissRounds}
          hint={MSG.swissRoundsHint}
          inputMode="numeric"
          autoComplete="off"
          value={value.rounds}
          errors={errors.rounds}
          onChange={(e) => {
            set({ rounds: e.target.value });
          }}
        />
      )}
      {(value.kind === 'knockout' || value.kind === 'groups') && (
        <label className="fixtures-check">
          <input
            type="checkbox"
            checked={value.thirdPlace}
            onChange={(e) => {
              set({ thirdPlace: e.target.checked });
            }}
          />
          {MSG.thirdPlace}
        </label>
      )}
    </fieldset>
  );
}
