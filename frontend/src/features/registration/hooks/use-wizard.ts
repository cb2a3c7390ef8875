import type { RegistrationForm, Step } from 'fest-shared-wasm';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { FieldErrors } from '@/lib/api-client';
import type { Shared } from '@/lib/wasm';

import { withoutPath } from '../lib/paths';
import { firstStepWithErrors } from '../lib/steps';

/**
 * The wizard's navigation (SPEC 4): the step index starts at 0; Next advances only when the shared
 * rules accept the current step (otherwise that step's errors are shown); Back goes to the previous
 * step without validation; on the last step `checkAll` re-checks every step and returns the form
 * when it is valid; when anything is invalid it shows `fixHighlighted` and the first step with
 * errors, and returns null.
 */
export function useWizard({
  shared,
  eventId,
  steps,
  form,
}: {
  shared: Shared;
  eventId: string;
  steps: readonly string[];
  form: RegistrationForm;
}) {
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  /** Bumped when the first invalid field should get the focus (after a refused Next or submit). */
  const [focusRequest, setFocusRequest] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const step = steps[index] ?? '';
  const last = index === steps.length - 1;

  // A new step: its heading takes the focus (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
  }, [index]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = container.current?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], select[aria-invalid="true"], fieldset[data-invalid] input, [role="alert"]',
    );
    if (invalid) {
      if (!invalid.matches('input, select')) invalid.setAttribute('tabindex', '-1');
      invalid.focus();
    }
  }, [focusRequest]);

  const goTo = useCallback((target: number) => {
    moved.current = true;
    setIndex(target);
  }, []);

  const next = useCallback(() => {
    const checked = shared.validateStep(eventId, step as Step, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setNotice(null);
    goTo(Math.min(index + 1, steps.length - 1));
  }, [shared, eventId, step, form, goTo, index, steps.length]);

  const back = useCallback(() => {
    setErrors({});
    setNotice(null);
    goTo(Math.max(index - 1, 0));
  }, [goTo, index]);

  /** Errors from the rules on submit or from the server (422): shown where their fields are. */
  const showErrors = useCallback(
    (found: FieldErrors) => {
      setErrors(found);
      const target = firstStepWithErrors(steps, found);
      if (target !== index) goTo(target);
      setFocusRequest((n) => n + 1);
    },
    [steps, index, goTo],
  );

  const checkAll = useCallback((): RegistrationForm | null => {
    const checked = shared.validateRegistration(eventId, form);
    if (!checked.ok) {
      setNotice(shared.messages().fixHighlighted);
      showErrors(checked.errors);
      return null;
    }
    setErrors({});
    setNotice(null);
    return form;
  }, [shared, eventId, form, showErrors]);

  /** A message above the form (a refusal from the server), which takes the focus. */
  const showNotice = useCallback((message: string) => {
    setNotice(message);
    setFocusRequest((n) => n + 1);
  }, []);

  /** Forgets the errors at `path` and below (the user edited it). */
  const clearErrors = useCallback((...paths: readonly string[]) => {
    setErrors((current) => paths.reduce(withoutPath, current));
  }, []);

  return {
    index,
    step,
    last,
    errors,
    notice,
    next,
    back,
    checkAll,
    showErrors,
    showNotice,
    clearErrors,
    container,
    heading,
  };
}
