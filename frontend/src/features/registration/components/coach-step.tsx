import type { Messages, PersonInput } from 'fest-shared-wasm';
import { useId } from 'react';

import type { FieldErrors } from '@/lib/api-client';

import type { Answer, PersonField } from '../lib/form';
import { MSG } from '../lib/messages';
import { messagesAt } from '../lib/paths';
import type { PersonRules } from '../lib/check-person';
import { PersonFields } from './person-fields';

const ANSWERS: readonly Answer[] = ['Yes', 'No'];

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
  const name = useId();
  const answerErrors = messagesAt(errors, 'accompanyingCoach');
  return (
    <div className="reg-step">
      <fieldset
        className="reg-choice"
        aria-describedby={answerErrors.length ? `${name}-errors` : undefined}
        aria-invalid={answerErrors.length > 0 || undefined}
      >
        <legend className="reg-choice__legend">{MSG.coachQuestion}</legend>
        <div className="reg-choice__options">
          {ANSWERS.map((value) => (
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
              {value}
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
          who="Coach"
          role="coach"
          required
          person={coach}
          path="coach"
          errors={errors}
          messages={messages}
          personRules={personRules}
          onChange={onCoachChange}
        />
      )}
    </div>
  );
}
