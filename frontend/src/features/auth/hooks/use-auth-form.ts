import { useCallback, useState, type ChangeEvent } from 'react';

import { ApiError, errorMessage, withoutField, type FieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';

import type { Checked } from '../lib/validate';

/**
 * A login or sign-up form (SPEC 2.13 and 5): its values and their errors. `field(name)` gives a text
 * box its value, its errors and an onChange that stores the value and forgets that field's errors
 * (`setValue` does the same for a value cleaned as it is typed).
 * `submit` shows the shared rules' errors when `checking` finds any; else it clears the errors and
 * runs `action`, whose failure shows the server's field errors and a toast with the server's text
 * (else `failure`), unless `recover` takes the failure in hand (answers true).
 */
export function useAuthForm<T extends Record<keyof T, string>>(empty: T) {
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = useCallback((name: string) => {
    setErrors((current) => withoutField(current, name));
  }, []);

  /** Stores `value` (e.g. cleaned as typed) and forgets that field's errors. */
  const setValue = useCallback(
    (name: keyof T & string, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const field = (name: keyof T & string) => ({
    value: values[name],
    errors: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(name, event.target.value);
    },
  });

  const reset = useCallback(() => {
    setValues(empty);
  }, [empty]);

  const submit = useCallback(
    async (
      checking: Promise<Checked>,
      failure: string,
      action: () => Promise<void>,
      recover: (error: unknown) => boolean = () => false,
    ) => {
      const checked = await checking;
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      try {
        await action();
      } catch (error) {
        if (recover(error)) return;
        if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
        notify.error(errorMessage(error, failure));
      }
    },
    [],
  );

  return { values, errors, field, setValue, clearError, reset, submit };
}
