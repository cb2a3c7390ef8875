/**
 * One way to build a form: react-hook-form holds the values and the errors, the shared rules
 * (fest-shared as WebAssembly) validate on submit through a resolver, the server's field errors
 * (SPEC 7: `errors: { fieldPath: [messages] }` of an ApiError) are set at their fields, and after a
 * failed submit the first field in error takes the focus (else the form's first alert).
 *
 * The rules are never written here: `check` names the shared validator and its input.
 *
 *     const form = useSharedForm({
 *       defaultValues: EMPTY,
 *       check: (shared, values) => shared.validateChangePassword(values),
 *       shown: ['currentPassword', 'password', 'confirmPassword'],
 *     });
 *     const { attach } = form; // the React Compiler's lint wants the callback ref on its own
 *     <form ref={attach} noValidate onSubmit={form.onSubmit(save)}>
 *       <TextField value={form.values.password} errors={form.errorsAt('password')}
 *         onChange={(e) => { form.set('password', e.target.value); }} />
 *     ...
 *     // in `save`, when the server refuses: if (error.fieldErrors) form.showErrors(error.fieldErrors)
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import {
  set as setAt,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldErrors as FormErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

import type { FieldErrors } from './api-client';
import { loadShared, sharedNow, type Shared } from './wasm';

/** `{ ok, errors }`: what every validation export of the shared rules answers. */
export interface Checked {
  ok: boolean;
  errors: FieldErrors;
}

/** Which shared validator checks the form, on what input (the values as the form holds them). */
export type SharedCheck<T> = (shared: Shared, values: T) => Checked;

/** A field's messages as react-hook-form keeps them: the first as `message`, all in `types`. */
export function fieldError(type: string, messages: readonly string[]): FieldError {
  return { type, message: messages[0] ?? '', types: { [type]: [...messages] } };
}

/** The messages of one react-hook-form error (all of them, in order). */
function messagesOf(error: FieldError): string[] {
  const listed = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  );
  if (listed.length > 0) return listed;
  return error.message ? [error.message] : [];
}

const ERROR_KEYS = new Set(['type', 'message', 'types', 'ref', 'root']);

const isFieldError = (node: object): node is FieldError =>
  typeof (node as { type?: unknown }).type === 'string';

/** react-hook-form's nested errors as field path -> messages (`beds.Men`, `events.2`). */
export function flatErrors(errors: FormErrors | undefined): FieldErrors {
  const out: FieldErrors = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const leaf = isFieldError(node);
    if (leaf) {
      const messages = messagesOf(node);
      if (messages.length > 0) out[path] = messages;
    }
    for (const [key, child] of Object.entries(node)) {
      if (leaf && ERROR_KEYS.has(key)) continue;
      walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(errors, '');
  return out;
}

/** The server's or the rules' field path -> messages as react-hook-form's nested errors. */
export function formErrorsOf<T extends FieldValues>(
  errors: FieldErrors,
  type: string,
): FormErrors<T> {
  const out: FormErrors<T> = {};
  // A path before those below it, whose errors then sit inside its own (`beds`, then `beds.Men`).
  const entries = Object.entries(errors).sort(([a], [b]) => a.length - b.length);
  for (const [path, messages] of entries) {
    if (messages.length > 0) setAt(out, path, fieldError(type, messages));
  }
  return out;
}

/** `root` itself, or a path below it (`events.2` and `events[2]` are under `events`). */
const isUnder = (path: string, root: string) =>
  path === root || path.startsWith(`${root}.`) || path.startsWith(`${root}[`);

/**
 * A react-hook-form resolver whose validation is `check` on the shared rules (loaded on first use).
 * Should the module fail to load, the form is let through: the server applies the very same rules.
 */
/**
 * `check` on the shared rules (loaded on first use). Should the module fail to load, the values are
 * let through: the server applies the very same rules.
 */
async function runCheck<T>(check: SharedCheck<T>, values: T): Promise<Checked> {
  let shared = sharedNow();
  if (!shared) {
    try {
      shared = await loadShared();
    } catch (error) {
      console.warn(
        'The validation rules could not be loaded; the server will check instead',
        error,
      );
      return { ok: true, errors: {} };
    }
  }
  return check(shared, values);
}

/** A react-hook-form resolver whose validation is `check` on the shared rules. */
export function sharedResolver<T extends FieldValues>(check: SharedCheck<T>): Resolver<T> {
  return async (values) => {
    const checked = await runCheck(check, values);
    if (checked.ok) return { values, errors: {} };
    return { values: {}, errors: formErrorsOf<T>(checked.errors, 'shared') };
  };
}

/** The first field in error in `form` (a group's first control), else its first alert. */
export function focusFirstError(form: HTMLElement | null): void {
  if (!form) return;
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) {
    const control = invalid.matches('input, select, textarea, button')
      ? invalid
      : (invalid.querySelector<HTMLElement>(
          'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
        ) ?? invalid);
    if (control === invalid && !invalid.matches('input, select, textarea, button'))
      invalid.setAttribute('tabindex', '-1');
    control.focus();
    return;
  }
  const alert = form.querySelector<HTMLElement>('[role="alert"]');
  if (!alert) return;
  alert.setAttribute('tabindex', '-1');
  alert.focus();
}

export interface SharedForm<T extends FieldValues> {
  /** react-hook-form's own API (reset, getValues, ...). */
  methods: UseFormReturn<T>;
  /** The values now. */
  values: T;
  /** Sets a field's value and forgets its errors (it was edited). */
  set: <N extends Path<T>>(name: N, value: PathValue<T, N>) => void;
  /** The messages at `path` and below, or undefined when there are none. */
  errorsAt: (path: string) => string[] | undefined;
  /** The messages of every path not under one of `shown` (listed together by the form). */
  otherErrors: string[];
  /** Every error now, as field path -> messages. */
  errors: FieldErrors;
  /** Shows these errors instead of the current ones (the server's field errors, or a refusal placed at a field) and focuses the first. */
  showErrors: (errors: FieldErrors) => void;
  /** Forgets the errors at these paths and below (all when none are named). */
  clear: (...paths: string[]) => void;
  /**
   * Checks the values now with `check` (else the form's own check) outside a submit: the errors
   * show and the first takes the focus when they are refused. Resolves to whether they passed.
   */
  validate: (check?: SharedCheck<T>) => Promise<boolean>;
  /** Moves the focus to the first field in error once the form is drawn again (a refusal of the form's own). */
  focusError: () => void;
  /** Forgets the errors at exactly this path (those below it stay). */
  clearExact: (path: string) => void;
  /** The form element's ref (a callback): the first field in error is looked for inside it. */
  attach: (element: HTMLFormElement | null) => void;
  /** The form element, once drawn. */
  formElement: HTMLFormElement | null;
  /**
   * The form's submit handler: checks with the shared rules, then runs `onValid` with the values;
   * when they are refused their errors show and the first takes the focus. Nothing happens while
   * `skip` (a request runs).
   */
  onSubmit: (
    onValid: (values: T) => unknown,
    skip?: boolean,
  ) => (event: SubmitEvent<HTMLFormElement>) => void;
}

/** A form whose values the shared rules check on submit (see the file's comment). */
export function useSharedForm<T extends FieldValues>({
  defaultValues,
  check,
  shown = [],
}: {
  defaultValues: T;
  /** The shared validator; without it the form is only checked by the server. */
  check?: SharedCheck<T>;
  /** The paths the form shows at their fields; errors elsewhere are in `otherErrors`. */
  shown?: readonly string[];
}): SharedForm<T> {
  // The check of this render: react-hook-form takes its options afresh on every render.
  const resolver = sharedResolver<T>(
    (shared, values) => check?.(shared, values) ?? { ok: true, errors: {} },
  );
  const methods = useForm<T>({
    defaultValues: defaultValues as DefaultValues<T>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The focus is ours: the fields are not registered, and the server's errors take it too.
    shouldFocusError: false,
  });
  const { control, setValue, clearErrors, setError, handleSubmit, getValues } = methods;
  const values = useWatch({ control }) as T;
  const errors = flatErrors(methods.formState.errors);
  const [formElement, attach] = useState<HTMLFormElement | null>(null);

  // Bumped when the first field in error should take the focus (after the errors are drawn).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formElement);
  }, [focusRequest, formElement]);
  const requestFocus = () => {
    setFocusRequest((n) => n + 1);
  };

  const showErrors = (next: FieldErrors) => {
    clearErrors();
    for (const [path, messages] of Object.entries(next)) {
      if (messages.length > 0) setError(path as Path<T>, fieldError('server', messages));
    }
    requestFocus();
  };

  return {
    methods,
    values,
    errors,
    set: (name, value) => {
      setValue(name, value, { shouldDirty: true });
      clearErrors(name);
    },
    errorsAt: (path) => {
      const found = Object.entries(errors)
        .filter(([at]) => isUnder(at, path))
        .flatMap(([, messages]) => messages);
      return found.length > 0 ? found : undefined;
    },
    otherErrors: Object.entries(errors)
      .filter(([path]) => !shown.some((root) => isUnder(path, root)))
      .flatMap(([, messages]) => messages),
    showErrors,
    focusError: requestFocus,
    validate: async (own) => {
      const chosen = own ?? check;
      if (!chosen) return true;
      const checked = await runCheck(chosen, getValues());
      if (checked.ok) clearErrors();
      else showErrors(checked.errors);
      return checked.ok;
    },
    clear: (...paths) => {
      if (paths.length === 0) clearErrors();
      else clearErrors(paths as Path<T>[]);
    },
    clearExact: (path) => {
      if (!(path in errors)) return;
      clearErrors();
      for (const [at, messages] of Object.entries(errors)) {
        if (at !== path) setError(at as Path<T>, fieldError('server', messages));
      }
    },
    attach,
    formElement,
    onSubmit:
      (onValid, skip = false) =>
      (event) => {
        event.preventDefault();
        if (skip) return;
        let refused = false;
        void handleSubmit(
          (checked) => onValid(checked),
          () => {
            refused = true;
          },
        )(event).then(() => {
          if (refused) requestFocus();
        });
      },
  };
}
