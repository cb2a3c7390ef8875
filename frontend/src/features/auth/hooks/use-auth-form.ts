import type { ChangeEvent } from 'react';

import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';

import type { Checked } from '../lib/validate';

/**
 * A login or sign-up form (SPEC 2.13 and 5), on the shared form hook: its values and their errors.
 * `field(name)` gives a text box its value, its errors and an onChange that stores the value and
 * forgets that field's errors (`setValue` does the same for a value cleaned as it is typed).
 * `submit` shows the shared rules' errors when `checking` finds any; else it clears the errors and
 * runs `action`, whose failure shows the server's field errors and a toast with the server's text
 * (else `failure`), unless `recover` takes the failure in hand (answers true). Refused, the first
 * field in error takes the focus (give the form `attach` as its ref).
 */
export function useAuthForm<T extends Record<keyof T, string>>(empty: T) {
  const form = useSharedForm<T>({ defaultValues: empty });
  const { attach, values, errors } = form;

  /** Stores `value` (e.g. cleaned as typed) and forgets that field's errors. */
  const setValue = (name: keyof T & string, value: string) => {
    form.methods.setValue(name as never, value as never, { shouldDirty: true });
    form.clear(name);
  };

  const field = (name: keyof T & string) => ({
    value: values[name],
    errors: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(name, event.target.value);
    },
  });

  const clearError = (name: string) => {
    form.clear(name);
  };

  const reset = () => {
    form.methods.reset(empty);
  };

  const submit = async (
    checking: Promise<Checked>,
    failure: string,
    action: () => Promise<void>,
    recover: (error: unknown) => boolean = () => false,
  ) => {
    const checked = await checking;
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    form.clear();
    try {
      await action();
    } catch (error) {
      if (recover(error)) return;
      if (error instanceof ApiError && error.fieldErrors) form.showErrors(error.fieldErrors);
      notify.error(errorMessage(error, failure));
    }
  };

  return { values, errors, field, setValue, clearError, reset, submit, attach };
}
