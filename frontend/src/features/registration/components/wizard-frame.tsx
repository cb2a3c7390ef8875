import type { ReactNode, RefObject } from 'react';

import { AgeGate } from '@/components/age-question/age-gate';
import type { AgeGateState } from '@/components/age-question/use-age-gate';
import { PrivacyNotice } from '@/components/privacy-notice/privacy-notice';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';

import { useI18n } from '../i18n';
import { MSG } from '../lib/messages';
import { stepTitle } from '../lib/steps';

/**
 * The wizard's page (SPEC 2.17): a title, a message block, 'Step N of M: title', the step itself,
 * and Back (from step 2 on) and Next or the submit button (last step), which joins the waiting list
 * instead when the last step offers it. Above the last step's buttons, the age question while the
 * account has not answered it (or the wait for a guardian's consent), the roster's privacy notice
 * and the consent that submitting gives. The notice and the errors are inside the form (`attach`),
 * where the first field in error, else the first alert, takes the focus after a refusal.
 */
export function WizardFrame({
  title,
  message,
  steps,
  index,
  otherErrors,
  notice,
  offer = null,
  submitLabel,
  submitting,
  onBack,
  onNext,
  onSubmit,
  attach,
  heading,
  age,
  intro = null,
  aside = null,
  children,
}: {
  title: string;
  message: ReactNode;
  steps: readonly string[];
  index: number;
  /** The errors of paths no step shows at a field, listed above the buttons. */
  otherErrors: readonly string[];
  notice: string | null;
  /**
   * What the last step offers instead of paying (the event is full: its waiting list), shown above
   * the form unless the notice already says it.
   */
  offer?: string | null;
  submitLabel: string;
  submitting: boolean;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
  /** The form element's ref (the shared form's `attach`). */
  attach: (element: HTMLFormElement | null) => void;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The age question, asked on the last step until answered (the submit checks it first). */
  age: AgeGateState;
  /** Shown above the first step only: what the event asks before anyone starts (its terms). */
  intro?: ReactNode;
  /** Shown under the message on every step (the offer of a draft). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useI18n();
  usePageMeta(title, i18n._('registration.wizard.description', { title }));
  const last = index === steps.length - 1;
  const unplaced = [...new Set(otherErrors)];

  return (
    <section className="reg-page" aria-labelledby="reg-title">
      <header className="reg-page__header">
        <h1 id="reg-title" className="reg-page__title">
          {title}
        </h1>
        <div className="reg-page__message">{message}</div>
        {aside}
        {index === 0 && intro}
      </header>
      <div className="reg-card">
        <h2 ref={heading} tabIndex={-1} className="reg-card__progress">
          {i18n._('registration.wizard.progress', {
            n: index + 1,
            total: steps.length,
            title: stepTitle(steps[index] ?? ''),
          })}
        </h2>
        <form
          ref={attach}
          className="reg-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          {notice && (
            <p className="reg-notice" role="alert">
              {notice}
            </p>
          )}
          {last && offer && offer !== notice && <p className="reg-offer">{offer}</p>}
          {children}
          {unplaced.length > 0 && (
            <ul className="reg-errors" role="alert">
              {unplaced.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {last && <AgeGate gate={age} />}
          {last && <PrivacyNotice point="roster" />}
          <div className="reg-form__actions">
            {index > 0 && (
              <Button variant="ghost" onClick={onBack} disabled={submitting}>
                {MSG.back}
              </Button>
            )}
            {last ? (
              <Button onClick={onSubmit} disabled={submitting} aria-busy={submitting || undefined}>
                {submitLabel}
              </Button>
            ) : (
              <Button onClick={onNext}>{MSG.next}</Button>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
