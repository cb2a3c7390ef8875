import type { Messages, PersonInput } from 'fest-shared-wasm';
import { useId } from 'react';

import type { FieldErrors } from '@/lib/api-client';

import { useI18n } from '../i18n';
import type { Answer, PersonField } from '../lib/form';
import { MSG } from '../lib/messages';
import { messagesAt, ROOT } from '../lib/paths';
import type { PersonRules } from '../lib/check-person';
import { PersonFields } from './person-fields';

/** The answers (the form's values) and their labels' keys. */
const ANSWERS: readonly (readonly [Answer, string])[] = [
  ['Yes', /*i18n*/ 'registration.coach.yes'],
  ['No', /*i18n*/ 'registration.coach.no'],
];

/**
 * The coach step (SPEC 2.17): 'Will a coach be accompanying the team?' Yes/No (default No); Yes
 * reveals the coach's fields, which are then required.
 */
export function CoachStep({
  answer,
  coach,
  errors,
  messages,
  personRules,
  onAnswer,
  onCoachChange,
}: {
  answer: Answer;
  coach: PersonInput;
  errors: FieldErrors;
  messages: Messages;
  personRules: PersonRules;
  onAnswer: (answer: Answer) => void;
  onCoachChange: (field: PersonField, value: string) => void;
}) {
  const { i18n } = useI18n();
  const name = useId();
  const answerErrors = messagesAt(errors, ROOT.accompanyingCoach);
  return (
    <div className="reg-step">
      <fieldset
        className="reg-choice"
        aria-describedby={answerErrors.length ? `${name}-errors` : undefined}
        aria-invalid={answerErrors.length > 0 || undefined}
      >
        <legend className="reg-choice__legend">{MSG.coachQuestion}</legend>
        <div className="reg-choice__options">
          {ANSWERS.map(([value, label]) => (
            <label key={value} className="reg-choice__option">
              <input
                type="radio"
                name={name}
                value={value}
                checked={answer === value}
                onChange={() => {
                  onAnswer(value);
                }}
              />
              {i18n._(label)}
            </label>
          ))}
        </div>
        {answerErrors.length > 0 && (
          <ul id={`${name}-errors`} className="reg-errors" role="alert">
            {answerErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </fieldset>
      {answer === 'Yes' && (
        <PersonFields
          who={i18n._('registration.coach.who')}
          role="coach"
          required
          person={coach}
          path={ROOT.coach}
          errors={errors}
          messages={messages}
          personRules={personRules}
          onChange={onCoachChange}
        />
      )}
    </div>
  );
}
