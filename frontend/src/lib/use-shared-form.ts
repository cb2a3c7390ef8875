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
 *
 * A form in steps (a wizard) names them with `steps`: Next checks the step shown with its own shared
 * validator (`form.step.next()`), Back checks nothing (`form.step.back()`), and a refused submit, or
 * the server's field errors, show the first step with errors.
 *
 *     const form = useSharedForm({
 *       defaultValues: EMPTY,
 *       check: (shared, values) => shared.validateRegistration(eventId, values),
 *       steps: {
 *         names: ['college', 'team', 'receipt'],
 *         check: (shared, values, step) => shared.validateStep(eventId, step, values),
 *         of: stepOfPath,
 *       },
 *     });
 *     // Back: form.step.back(); Next: void form.step.next(); the last step's button: void form.submit(send)
 */
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
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

/**
 * A field path as react-hook-form keeps it and `errors` names it: `team.players[2].email` and
 * `relayTeams["4x100m"][0]` are `team.players.2.email` and `relayTeams.4x100m.0` (react-hook-form
 * drops quotes and brackets, and splits at `.` and `[`, as done here).
 */
export function formPath(path: string): string {
  return path
    .replace(/["|']|\]/g, '')
    .split(/\.|\[/)
    .filter((segment) => segment !== '')
    .join('.');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `next`, with every part equal to the same part of `prev` being `prev`'s own: react-hook-form hands
 * out a fresh copy of all the values on every change, and a memoised part of the form (one person of
 * a roster) should redraw only when its own values changed.
 */
export function keepEqual<V>(prev: V, next: V): V {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) {
    const kept: unknown[] = next.map((item: unknown, i) => keepEqual<unknown>(prev[i], item));
    const same = kept.length === prev.length && kept.every((item, i) => item === prev[i]);
    return same ? prev : (kept as V);
  }
  if (isRecord(prev) && isRecord(next)) {
    const kept: Record<string, unknown> = {};
    let same = Object.keys(prev).length === Object.keys(next).length;
    for (const [key, value] of Object.entries(next)) {
      kept[key] = keepEqual(prev[key], value);
      if (!(key in prev) || kept[key] !== prev[key]) same = false;
    }
    return same ? prev : (kept as V);
  }
  return next;
}

/** `root` itself, or a path below it (`events.2` and `events[2]` are under `events`). */
const isUnder = (path: string, root: string) =>
  path === root || path.startsWith(`${root}.`) || path.startsWith(`${root}[`);

/**
 * `check` on the shared rules: at once when they are loaded, else once they are (loaded on first
 * use). Should the module fail to load, the values are let through: the server applies the very
 * same rules.
 */
function runCheck<T>(check: SharedCheck<T>, values: T): Checked | Promise<Checked> {
  const shared = sharedNow();
  if (shared) return check(shared, values);
  return loadShared().then(
    (loaded) => check(loaded, values),
    (error: unknown) => {
      console.warn(
        'The validation rules could not be loaded; the server will check instead',
        error,
      );
      return { ok: true, errors: {} };
    },
  );
}

/** `then` on what `checked` is: at once when it is there, else once it is. */
function whenChecked<R>(checked: Checked | Promise<Checked>, then: (checked: Checked) => R) {
  return checked instanceof Promise ? checked.then(then) : Promise.resolve(then(checked));
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

/** A form in steps (a wizard): its steps, each step's shared validator, and where a field shows. */
export interface SharedSteps<T> {
  /** The steps' names, in order. */
  names: readonly string[];
  /** The shared validator of one step, on the values as the form holds them (Next). */
  check: (shared: Shared, values: T, step: string) => Checked;
  /** The step that shows the field at `path` (as `errors` names it: `team.players.2.email`). */
  of: (path: string) => string;
}

/** Where a form in steps is, and the moves between its steps. */
export interface StepPosition {
  /** The step shown (0 for the first). */
  index: number;
  /** Its name ('' without steps). */
  name: string;
  last: boolean;
  /**
   * How many times Next or Back moved (a jump to the errors is not counted): a page can bring the new
   * step into focus when it changes.
   */
  moves: number;
  /**
   * Next: checks the step shown with its shared validator (at once when the rules are loaded); when
   * refused its errors show and the first takes the focus, else the errors are forgotten and the next
   * step shows. Resolves to whether it moved on.
   */
  next: () => Promise<boolean>;
  /** Back: the previous step, unchecked; the errors are forgotten. */
  back: () => void;
  /** Shows the step at `index` (within the steps), unchecked; counted as a move (a resumed draft). */
  goTo: (index: number) => void;
}

/** The first of `steps` that shows one of `paths` (else the last step, where the submit is). */
export function firstStepOf<T>(steps: SharedSteps<T>, paths: readonly string[]): number {
  const wanted = new Set(paths.map((path) => steps.of(path)));
  const index = steps.names.findIndex((name) => wanted.has(name));
  return index === -1 ? steps.names.length - 1 : index;
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
  /** Every error now, as field path (`formPath`) -> messages; the same object while they stay the same. */
  errors: FieldErrors;
  /**
   * Shows these errors instead of the current ones (the server's field errors, or a refusal placed at
   * a field) and focuses the first; a form in steps shows the first step with errors.
   */
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
  /** A form in steps: the step shown, Next and Back (without `steps`: one step). */
  step: StepPosition;
  /**
   * Submits outside a submit event (a button's click): checks with the shared rules, then runs
   * `onValid` with the values; when they are refused their errors show (a form in steps shows the
   * first step with errors), `onInvalid` gets them and the first takes the focus. A submit made
   * while the last one is being checked is ignored.
   */
  submit: (
    onValid: (values: T) => unknown,
    onInvalid?: (errors: FieldErrors) => void,
  ) => Promise<void>;
  /**
   * The form's submit handler: `submit` on the form's submit event. Nothing happens while `skip`
   * (a request runs).
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
  steps,
}: {
  defaultValues: T;
  /** The shared validator; without it the form is only checked by the server. */
  check?: SharedCheck<T>;
  /** The paths the form shows at their fields; errors elsewhere are in `otherErrors`. */
  shown?: readonly string[];
  /** A form in steps: Next checks the step shown with `steps.check`, the submit every step with `check`. */
  steps?: SharedSteps<T>;
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
  // The values now, each part the same object as long as it stays the same (`keepEqual`).
  const watched = useWatch({ control }) as T;
  const [kept, setKept] = useState({ from: watched, values: watched });
  const values = kept.from === watched ? kept.values : keepEqual(kept.values, watched);
  if (kept.from !== watched) setKept({ from: watched, values });
  // The same object while the messages stay the same (memoised parts of a form redraw less).
  const errorsKey = JSON.stringify(flatErrors(methods.formState.errors));
  const errors = useMemo(() => JSON.parse(errorsKey) as FieldErrors, [errorsKey]);
  const [formElement, attach] = useState<HTMLFormElement | null>(null);

  // Bumped when the first field in error should take the focus (after the errors are drawn).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formElement);
  }, [focusRequest, formElement]);
  const requestFocus = () => {
    setFocusRequest((n) => n + 1);
  };

  // A submit being checked (another one meanwhile is ignored).
  const checking = useRef(false);

  // The step shown, and how many times Next or Back moved.
  const [position, setPosition] = useState({ index: 0, moves: 0 });
  const lastIndex = Math.max((steps?.names.length ?? 1) - 1, 0);
  const index = Math.min(position.index, lastIndex);
  /** Shows the first step with one of `paths` (a refused submit, the server's errors). */
  const showStepOf = (paths: readonly string[]) => {
    if (!steps || paths.length === 0) return;
    const target = firstStepOf(steps, paths);
    setPosition((current) => (current.index === target ? current : { ...current, index: target }));
  };
  /** Moves by `by` steps (Next, Back), within the steps. */
  const move = (by: number) => {
    setPosition((current) => {
      const target = Math.min(Math.max(current.index + by, 0), lastIndex);
      return target === current.index ? current : { index: target, moves: current.moves + 1 };
    });
  };

  /** These errors instead of the current ones. */
  const replaceErrors = (next: FieldErrors) => {
    clearErrors();
    for (const [path, messages] of Object.entries(next)) {
      if (messages.length > 0) setError(path as Path<T>, fieldError('server', messages));
    }
  };

  const showErrors = (next: FieldErrors) => {
    replaceErrors(next);
    showStepOf(Object.keys(next).map(formPath));
    requestFocus();
  };

  const submit = async (
    onValid: (values: T) => unknown,
    onInvalid?: (errors: FieldErrors) => void,
  ) => {
    if (checking.current) return;
    checking.current = true;
    const outcome: { refused?: FieldErrors } = {};
    try {
      await handleSubmit(
        (checked) => {
          checking.current = false;
          return onValid(checked);
        },
        (found) => {
          outcome.refused = flatErrors(found);
        },
      )();
    } finally {
      checking.current = false;
    }
    if (!outcome.refused) return;
    showStepOf(Object.keys(outcome.refused));
    onInvalid?.(outcome.refused);
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
      const root = formPath(path);
      const found = Object.entries(errors)
        .filter(([at]) => isUnder(at, root))
        .flatMap(([, messages]) => messages);
      return found.length > 0 ? found : undefined;
    },
    otherErrors: Object.entries(errors)
      .filter(([path]) => !shown.some((root) => isUnder(path, root)))
      .flatMap(([, messages]) => messages),
    showErrors,
    focusError: requestFocus,
    validate: (own) => {
      const chosen = own ?? check;
      if (!chosen) return Promise.resolve(true);
      return whenChecked(runCheck(chosen, getValues()), (checked) => {
        if (checked.ok) clearErrors();
        else showErrors(checked.errors);
        return checked.ok;
      });
    },
    clear: (...paths) => {
      if (paths.length === 0) clearErrors();
      else clearErrors(paths as Path<T>[]);
    },
    clearExact: (path) => {
      const exact = formPath(path);
      if (!(exact in errors)) return;
      clearErrors();
      for (const [at, messages] of Object.entries(errors)) {
        if (at !== exact) setError(at as Path<T>, fieldError('server', messages));
      }
    },
    attach,
    formElement,
    step: {
      index,
      name: steps?.names[index] ?? '',
      last: index === lastIndex,
      moves: position.moves,
      next: () => {
        if (!steps) return Promise.resolve(true);
        const name = steps.names[index] ?? '';
        const stepCheck: SharedCheck<T> = (shared, current) => steps.check(shared, current, name);
        return whenChecked(runCheck(stepCheck, getValues()), (checked) => {
          if (!checked.ok) {
            // Shown on the step itself (Next does not leave it).
            replaceErrors(checked.errors);
            requestFocus();
            return false;
          }
          clearErrors();
          move(1);
          return true;
        });
      },
      back: () => {
        clearErrors();
        move(-1);
      },
      goTo: (target) => {
        move(target - index);
      },
    },
    submit,
    onSubmit:
      (onValid, skip = false) =>
      (event) => {
        event.preventDefault();
        if (skip) return;
        void submit(onValid);
      },
  };
}
