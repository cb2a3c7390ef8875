import { useId, useState, type Ref } from 'react';

import { useI18n } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';

import { useDeclareAge } from './api';

import './age-question.css';

/** A message about the question as a whole (the form it holds back), shown and read with the choices. */
export interface QuestionError {
  text: string;
  /** Changes with each time it is said again, so that it is announced again. */
  key: number;
}

/**
 * The age question (DPDP Act, section 9): 18 or older, or under 18 with a parent's or guardian's
 * address, who is e-mailed a link to consent; checked by the shared rules (`validateAge`, the
 * account's own address not accepted as the guardian's) and sent with PUT /account/age. It is a group
 * with a button of its own, never a form: it stands inside the forms that collect personal data
 * (Enter in it saves the answer, not the form around it). `onDone` runs once the answer is saved and
 * the account's status read again; `error` is said at the choices (role=alert, their description).
 */
export function AgeQuestion({
  ownEmail,
  onDone,
  error = null,
  groupRef,
}: {
  ownEmail: string;
  onDone?: () => void;
  error?: QuestionError | null;
  /** The group of choices (a form held back by the question focuses a choice in it). */
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  const shared = useSharedOrNull();
  const declare = useDeclareAge();
  const { i18n } = useI18n();
  const id = useId();
  const [adult, setAdult] = useState<boolean | undefined>(undefined);
  const [guardianEmail, setGuardianEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const form = adult === undefined ? { guardianEmail } : { adult, guardianEmail };
    const checked = shared?.validateAge(form, ownEmail);
    if (checked && !checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      const response = await declare.mutateAsync(form);
      notify.success(response.message);
      onDone?.();
    } catch (failure) {
      const found = failure instanceof ApiError ? failure.fieldErrors : undefined;
      if (found && Object.keys(found).length > 0) setErrors(found);
      else setProblem(errorMessage(failure));
    }
  };
  const send = () => {
    if (!declare.isPending) void save();
  };

  /* eslint-disable lingui/no-unlocalized-strings -- ids */
  const errorsId = `${id}-errors`;
  const errorId = `${id}-error`;
  /* eslint-enable lingui/no-unlocalized-strings */
  const adultErrors = errors.adult ?? [];
  const described = [adultErrors.length > 0 ? errorsId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className="age-question"
      aria-busy={declare.isPending || undefined}
      onKeyDown={(event) => {
        // Enter in a choice or the address saves the answer (and does not send a form around it).
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          send();
        }
      }}
    >
      <fieldset
        ref={groupRef}
        className="age-question__choices"
        aria-invalid={adultErrors.length > 0 || undefined}
        aria-describedby={described || undefined}
      >
        <legend className="age-question__legend">{i18n._('ageQuestion.question')}</legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="age-question__choice">
            <input
              type="radio"
              name={`${id}-adult`}
              checked={adult === value}
              onChange={() => {
                setAdult(value);
                setErrors({});
              }}
            />
            {value ? i18n._('ageQuestion.yes') : i18n._('ageQuestion.no')}
          </label>
        ))}
        {adultErrors.length > 0 && (
          <p id={errorsId} className="age-question__error">
            {adultErrors.join(' ')}
          </p>
        )}
        {error && (
          <p key={error.key} id={errorId} role="alert" className="age-question__error">
            {error.text}
          </p>
        )}
      </fieldset>
      {adult === false && (
        <TextField
          label={i18n._('ageQuestion.guardian')}
          hint={i18n._('ageQuestion.guardianHint')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={guardianEmail}
          errors={errors.guardianEmail ?? []}
          onChange={(e) => {
            setGuardianEmail(e.target.value);
          }}
        />
      )}
      {problem !== null && (
        <p role="alert" className="age-question__error">
          {problem}
        </p>
      )}
      <Button
        type="button"
        disabled={declare.isPending}
        aria-busy={declare.isPending || undefined}
        onClick={send}
      >
        {declare.isPending ? i18n._('ageQuestion.saving') : i18n._('ageQuestion.save')}
      </Button>
    </div>
  );
}
