import { useId, useState } from 'react';

import { useI18n } from '../i18n';
import { MSG } from '../messages';

/** What `useReason` hands to a `ReasonField`. */
export interface ReasonFieldState {
  value: string;
  /** The field's error: the reason is missing, else the server's refusal; null when neither. */
  message: string | null;
  onChange: (value: string) => void;
}

/**
 * The reason typed into a dialog that changes something (kept in the audit log), and whether it is
 * missing. `take()` gives the trimmed reason, or null (and the field then says one is required)
 * when it is empty and not `optional`. Typing clears that message; `error` (a refusal) shows while
 * nothing is missing.
 */
export function useReason(error: string | null, { optional = false } = {}) {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);

  const field: ReasonFieldState = {
    value,
    message: missing ? MSG.reasonRequired : error,
    onChange: (next) => {
      setValue(next);
      setMissing(false);
    },
  };

  function take(): string | null {
    const trimmed = value.trim();
    if (trimmed === '' && !optional) {
      setMissing(true);
      return null;
    }
    return trimmed;
  }

  return { field, take };
}

/**
 * The labelled reason textarea with its error below it (linked by aria-describedby, marked
 * aria-invalid, announced as an alert).
 */
export function ReasonField({
  label,
  maxLength,
  value,
  message,
  onChange,
}: ReasonFieldState & {
  label?: string;
  maxLength?: number;
}) {
  useI18n();
  const reasonId = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={reasonId}>{label ?? MSG.reasonLabel}</label>
      <textarea
        id={reasonId}
        className="ui-select admin-resolve__reason"
        rows={3}
        maxLength={maxLength}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
      {message && (
        <p id={errorId} className="admin-resolve__error" role="alert">
          {message}
        </p>
      )}
    </>
  );
}
