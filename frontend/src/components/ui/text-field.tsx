import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

import './text-field.css';

/**
 * A labelled input with its error messages below it (linked by aria-describedby and marked
 * aria-invalid when there are any).
 */
export function TextField({
  label,
  errors,
  hint,
  id,
  className,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  /* eslint-disable lingui/no-unlocalized-strings -- ids */
  const errorId = `${inputId}-errors`;
  const hintId = `${inputId}-hint`;
  /* eslint-enable lingui/no-unlocalized-strings */
  const hasErrors = errors !== undefined && errors.length > 0;
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="ui-field__input"
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
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
