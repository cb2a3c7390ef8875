import type { ReactNode, RefObject } from 'react';

import { Button } from '@/components/ui/button';
import type { FieldErrors } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';

import { MSG } from '../lib/messages';
import { rootOf } from '../lib/paths';
import { stepTitle } from '../lib/steps';

/** Roots of the paths some step shows at a field; anything else is listed above the buttons. */
const PLACED = new Set([
  'collegeName',
  'collegeAddress',
  'category',
  'team',
  'coach',
  'accompanyingCoach',
  'captain',
  'selectedIndividualEvents',
  'selectedRelayEvents',
  'relayTeams',
  'referralCode',
  'code',
]);

/**
 * The wizard's page (SPEC 2.17): a title, a message block, 'Step N of M: title', the step itself,
 * and Back (from step 2 on) and Next or the submit button (last step), which joins the waiting list
 * instead when the last step offers it.
 */
export function WizardFrame({
  title,
  message,
  steps,
  index,
  errors,
  notice,
  offer = null,
  submitLabel,
  submitting,
  onBack,
  onNext,
  onSubmit,
  container,
  heading,
  children,
}: {
  title: string;
  message: ReactNode;
  steps: readonly string[];
  index: number;
  errors: FieldErrors;
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
  container: RefObject<HTMLDivElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  usePageMeta(title, `${title}: step by step, checked as you go, paid online.`);
  const last = index === steps.length - 1;
  const unplaced = [
    ...new Set(
      Object.entries(errors)
        .filter(([path]) => !PLACED.has(rootOf(path)))
        .flatMap(([, messages]) => messages),
    ),
  ];

  return (
    <section className="reg-page" aria-labelledby="reg-title">
      <header className="reg-page__header">
        <h1 id="reg-title" className="reg-page__title">
          {title}
        </h1>
        <div className="reg-page__message">{message}</div>
      </header>
      <div className="reg-card" ref={container}>
        <h2 ref={heading} tabIndex={-1} className="reg-card__progress">
          Step {index + 1} of {steps.length}: {stepTitle(steps[index] ?? '')}
        </h2>
        {notice && (
          <p className="reg-notice" role="alert">
            {notice}
          </p>
        )}
        {last && offer && offer !== notice && <p className="reg-offer">{offer}</p>}
        <form
          className="reg-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          {children}
          {unplaced.length > 0 && (
            <ul className="reg-errors" role="alert">
              {unplaced.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
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
