import type { RegistrationForm, Step } from 'fest-shared-wasm';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import type { FieldErrors } from '@/lib/api-client';
import { useSharedForm } from '@/lib/use-shared-form';

import { ROOT } from '../lib/paths';
import { stepOfPath } from '../lib/steps';

/**
 * The roots of the paths some step shows at a field (all of the form's); errors elsewhere are
 * listed above the buttons.
 */
const PLACED = Object.values(ROOT);

/**
 * The wizard's form and navigation (SPEC 4), built the one way (`useSharedForm`): react-hook-form
 * holds the values and the errors, and the shared rules check the canonical form made of the values
 * (`canonical`). The step index starts at 0; Next advances only when the shared `validateStep`
 * accepts the current step (otherwise that step's errors are shown); Back goes to the previous step
 * without validation; on the last step `submit` re-checks every step (`validateRegistration`) and
 * runs `onValid` with the values when they pass; when anything is refused it shows `fixHighlighted`
 * above the form and the first step with errors. After a refusal the first field in error takes the
 * focus (the shared form's own way), and a notice of the server's, when alone, too; a step reached
 * by Next or Back brings its heading into focus.
 */
export function useWizard<V extends FieldValues>({
  eventId,
  steps,
  defaultValues,
  canonical,
  fixHighlighted,
}: {
  eventId: string;
  steps: readonly string[];
  defaultValues: V;
  /** The form the shared rules and the server accept, made of the values. */
  canonical: (values: V) => RegistrationForm;
  /** The shared 'Please fix the highlighted fields before submission.' */
  fixHighlighted: string;
}) {
  const form = useSharedForm<V>({
    defaultValues,
    check: (shared, values) => shared.validateRegistration(eventId, canonical(values)),
    steps: {
      names: steps,
      check: (shared, values, step) =>
        shared.validateStep(eventId, step as Step, canonical(values)),
      of: stepOfPath,
    },
    shown: PLACED,
  });
  const { index, name: step, last, moves } = form.step;
  // A message above the form, until the next move by Next or Back.
  const [notice, setNotice] = useState<string | null>(null);
  const [noticeMoves, setNoticeMoves] = useState(moves);
  if (noticeMoves !== moves) {
    setNoticeMoves(moves);
    setNotice(null);
  }
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step reached by Next or Back: its heading takes the focus (not on the first render).
  useEffect(() => {
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  /** A message above the form (a refusal from the server), which takes the focus. */
  const showNotice = (text: string) => {
    setNotice(text);
    form.focusError();
  };

  return {
    form,
    index,
    step,
    last,
    errors: form.errors,
    notice,
    next: () => {
      void form.step.next();
    },
    back: form.step.back,
    /** The last step's button: every step checked, then `onValid` with the values. */
    submit: (onValid: (values: V) => void) => {
      void form.submit(
        (values) => {
          setNotice(null);
          onValid(values);
        },
        () => {
          setNotice(fixHighlighted);
        },
      );
    },
    /** Errors from the server (422): shown where their fields are. */
    showErrors: (errors: FieldErrors) => {
      form.showErrors(errors);
    },
    showNotice,
    attach: form.attach,
    heading,
  };
}
