import { useEffect, useRef } from 'react';

import { useI18n } from '@/components/i18n';

import { AgeQuestion } from './age-question';
import type { AgeGateState } from './use-age-gate';

import './age-question.css';

/**
 * The age question inside a form that collects personal data, above its privacy notice (DPDP Act,
 * section 9): nothing while the account's answer loads, when it cannot be read or is already given
 * (18 or older, or the guardian's consent); the question when the account has not answered; a line
 * saying the guardian was e-mailed while their consent is awaited. When the form was held back
 * (`gate.allows()` said no) it says why at the question, announced, and takes the focus: a choice of
 * the question, else the message.
 */
export function AgeGate({ gate }: { gate: AgeGateState }) {
  const { i18n } = useI18n();
  const { answer, refusal } = gate;
  const choices = useRef<HTMLFieldSetElement>(null);
  const waiting = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (refusal === null) return;
    if (refusal.status === 'minor_pending') {
      waiting.current?.focus();
      return;
    }
    const group = choices.current;
    const choice =
      group?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
      group?.querySelector<HTMLInputElement>('input[type="radio"]');
    choice?.focus();
  }, [refusal]);

  if (answer?.status === 'unknown') {
    return (
      <div className="age-gate">
        <p className="age-gate__why">{i18n._('ageQuestion.why')}</p>
        <AgeQuestion
          ownEmail={gate.ownEmail}
          groupRef={choices}
          error={refusal ? { text: i18n._('ageQuestion.answerFirst'), key: refusal.count } : null}
        />
      </div>
    );
  }
  if (answer?.status === 'minor_pending') {
    return (
      <div className="age-gate">
        <p className="age-gate__status" role="status">
          {i18n._('ageQuestion.pending', { email: answer.guardianEmail ?? '' })}
        </p>
        {refusal && (
          <p
            key={refusal.count}
            ref={waiting}
            className="age-question__error"
            role="alert"
            tabIndex={-1}
          >
            {i18n._('ageQuestion.waitFirst')}
          </p>
        )}
      </div>
    );
  }
  return null;
}
