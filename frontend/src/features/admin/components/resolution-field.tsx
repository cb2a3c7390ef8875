import type { Resolution } from '../api/resolve-registration';
import { MSG } from '../messages';

const CHOICES: readonly [Resolution, string][] = [
  ['refund', MSG.resolveRefund],
  ['accept', MSG.resolveAccept],
];

/**
 * The 'Decision' of resolving a flagged payment: record it refunded, or accept the money (radio
 * buttons named `name`).
 */
export function ResolutionField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Resolution;
  onChange: (value: Resolution) => void;
}) {
  return (
    <fieldset className="admin-resolve">
      <legend>Decision</legend>
      {CHOICES.map(([choice, label]) => (
        <label key={choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => {
              onChange(choice);
            }}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}
