import type { Resolution } from '../api/resolve-registration';
import { useI18n } from '../i18n';
import { MSG } from '../messages';

const CHOICES: readonly Resolution[] = ['refund', 'accept'];

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
  const { i18n } = useI18n();
  const labels: Record<Resolution, string> = {
    refund: MSG.resolveRefund,
    accept: MSG.resolveAccept,
  };
  return (
    <fieldset className="admin-resolve">
      <legend>{i18n._('admin.registration.decision')}</legend>
      {CHOICES.map((choice) => (
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
          {labels[choice]}
        </label>
      ))}
    </fieldset>
  );
}
