import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

import { useI18n } from '@/components/i18n';
import { formatNumber } from '@/lib/i18n/format';

import './text-field.css';

/**
 * A labelled multi-line input with its hint, a count of its characters against the longest text taken
 * (when `max` is given), and its error messages below it: all linked by aria-describedby, the input
 * marked aria-invalid when there are errors (as TextField does for one line).
 */
export function TextAreaField({
  label,
  errors,
  hint,
  max,
  id,
  className,
  value,
  ...areaProps
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'value'> & {
  label: string;
  value: string;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  /** The longest text taken: a count is shown under the field, and no more can be typed. */
  max?: number | undefined;
}) {
  const generated = useId();
  const { i18n } = useI18n();
  const areaId = id ?? generated;
  /* eslint-disable lingui/no-unlocalized-strings -- ids */
  const hintId = `${areaId}-hint`;
  const countId = `${areaId}-count`;
  const errorId = `${areaId}-errors`;
  /* eslint-enable lingui/no-unlocalized-strings */
  const hasErrors = errors !== undefined && errors.length > 0;
  const count = value.length;
  const describedBy = [
    hint ? hintId : null,
    max !== undefined ? countId : null,
    hasErrors ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={areaId}>
        {label}
      </label>
      <textarea
        id={areaId}
        className="ui-field__input ui-field__area"
        value={value}
        maxLength={max}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy || undefined}
        {...areaProps}
      />
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {max !== undefined && (
        <p
          id={countId}
          className="ui-field__hint ui-field__count"
          data-full={count >= max || undefined}
        >
          {/* '120 of 5,000 characters' (the count against the longest text taken). */}
          {i18n._('ui.textArea.count', { count: formatNumber(count), max: formatNumber(max) })}
        </p>
      )}
      {hasErrors && (
        <ul id={errorId} className="ui-field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
