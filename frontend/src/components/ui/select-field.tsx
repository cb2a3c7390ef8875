import { useId, type SelectHTMLAttributes } from 'react';

import './text-field.css';

/** A labelled select with its error messages below it (as TextField does for inputs). */
export function SelectField({
  label,
  errors,
  id,
  className,
  selectClassName,
  children,
  ...selectProps
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  errors?: readonly string[] | undefined;
  /** Extra class of the select element itself (the feature's own look). */
  selectClassName?: string;
}) {
  const generated = useId();
  const selectId = id ?? generated;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an id
  const errorId = `${selectId}-errors`;
  const hasErrors = errors !== undefined && errors.length > 0;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={['ui-field__input', selectClassName].filter(Boolean).join(' ')}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        {...selectProps}
      >
        {children}
      </select>
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
