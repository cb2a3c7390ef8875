import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';

import { useConsents, useWithdrawConsent, type ConsentView } from '../api/consents';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
import { AccountConfirmDialog } from './account-confirm-dialog';

export const CONSENTS_MSG = {
  title: 'Your consents',
  intro:
    'Where you agreed to your details being used, under which version of the privacy notice, and when.',
  loading: 'Loading your consents...',
  failed: 'Could not load your consents',
  none: 'No consents recorded.',
  signUp: 'Your account',
  campusAmbassador: 'Campus ambassador application',
  roster: 'Team registration',
  rosterOf: (event: string) => `Team registration: ${event}`,
  accommodation: 'Accommodation booking',
  notice: (version: string) => `Notice of ${version}`,
  given: (date: string) => `Given on ${date}`,
  withdrawnOn: (date: string) => `Withdrawn on ${date}`,
  withdrawnBadge: 'Withdrawn',
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing...',
  withdrawFailed: 'Could not withdraw the consent',
  withdrawn: 'Your consent has been withdrawn.',
  // The dialog (a campus ambassador application under review)
  confirmTitle: 'Withdraw your campus ambassador application?',
  confirmText:
    'Your campus ambassador application is withdrawn and erased, with the details you gave in it. To be a campus ambassador later, apply again.',
  confirm: 'Withdraw and erase',
  keep: 'Keep my application',
} as const;

/** Where a consent was given, in words ('Team registration: <event>'). */
function useConsentLabel(): (consent: ConsentView) => string {
  const eventTitle = useEventTitles();
  return (consent) => {
    switch (consent.point) {
      case 'sign_up':
        return CONSENTS_MSG.signUp;
      case 'campus_ambassador':
        return CONSENTS_MSG.campusAmbassador;
      case 'roster':
        return consent.eventId
          ? CONSENTS_MSG.rosterOf(eventTitle(consent.eventId))
          : CONSENTS_MSG.roster;
      case 'accommodation':
        return CONSENTS_MSG.accommodation;
    }
  };
}

/** One consent: where, which notice, when given (and withdrawn); Withdraw while it stands. */
function ConsentItem({
  consent,
  label,
  busy,
  pending,
  answer,
  onWithdraw,
}: {
  consent: ConsentView;
  label: string;
  /** A withdrawal is under way (this one's or another's). */
  busy: boolean;
  /** This one's withdrawal is under way. */
  pending: boolean;
  /** The server's answer to a refused withdrawal: how to withdraw it instead. */
  answer: string | undefined;
  onWithdraw: () => void;
}) {
  const titleId = useId();
  const withdrawn = Boolean(consent.withdrawnAt);
  return (
    <li className="account-consent" aria-labelledby={titleId} data-point={consent.point}>
      <p className="account-consent__where">
        <span id={titleId}>{label}</span>
        {withdrawn && <span className="account-badge">{CONSENTS_MSG.withdrawnBadge}</span>}
      </p>
      <p className="account-consent__details">
        {CONSENTS_MSG.given(formatDate(consent.givenAt))} ·{' '}
        {CONSENTS_MSG.notice(consent.noticeVersion)}
      </p>
      {withdrawn && (
        <p className="account-consent__details">
          {CONSENTS_MSG.withdrawnOn(formatDate(consent.withdrawnAt))}
        </p>
      )}
      {!withdrawn && (
        <>
          <Button
            variant="ghost"
            className="account-consent__action"
            aria-describedby={titleId}
            aria-haspopup={consent.withdrawable ? 'dialog' : undefined}
            aria-busy={pending || undefined}
            disabled={busy}
            onClick={onWithdraw}
          >
            {pending ? CONSENTS_MSG.withdrawing : CONSENTS_MSG.withdraw}
          </Button>
          <p className="account-consent__answer" role="status" aria-live="polite">
            {answer}
          </p>
        </>
      )}
    </li>
  );
}

/**
 * The 'Your consents' card (GET /account/consents): each consent the account gave where the site
 * collected personal data (the account, a campus ambassador application, a team's registration, a
 * stay), with the version of the notice shown and when it was given, and when withdrawn. Withdraw on
 * one the server says can be withdrawn here (a CA application under review) asks first, then
 * withdraws it (POST /account/consents/{id}/withdraw): the server's message is a toast, and the
 * consents and the signed-in user are asked for again. On any other, the same request answers how
 * to withdraw it instead (delete the account, cancel the registration...), shown under it.
 */
export function ConsentsCard() {
  const consents = useConsents();
  const withdraw = useWithdrawConsent();
  const labelOf = useConsentLabel();
  const [confirming, setConfirming] = useState<ConsentView | null>(null);
  /** The server's answers to refused withdrawals, by consent. */
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const listRef = useRef<HTMLUListElement>(null);
  /** After a withdrawal, the focus goes to the list (the button went with the consent's Withdraw). */
  const focusList = useRef(false);

  useEffect(() => {
    if (confirming !== null || !focusList.current) return;
    focusList.current = false;
    listRef.current?.focus();
  });

  const answerFor = (id: string, text: string | null) => {
    setAnswers((current) =>
      text === null
        ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== id))
        : { ...current, [id]: text },
    );
  };

  /** Asks the server, which says how to withdraw this consent (or, should it, withdraws it). */
  async function ask(consent: ConsentView) {
    answerFor(consent.id, null);
    try {
      const response = await withdraw.mutateAsync(consent.id);
      notify.success(response.message || CONSENTS_MSG.withdrawn);
      focusList.current = true;
    } catch (error) {
      answerFor(consent.id, errorMessage(error, CONSENTS_MSG.withdrawFailed));
    }
  }

  return (
    <section className="account-card" aria-labelledby="account-consents-title">
      <h2 id="account-consents-title" className="account-card__title">
        {CONSENTS_MSG.title}
      </h2>
      <p className="account-muted">{CONSENTS_MSG.intro}</p>
      <QueryState
        query={consents}
        classes={ACCOUNT_QUERY_STATE}
        failed={CONSENTS_MSG.failed}
        loading={CONSENTS_MSG.loading}
      >
        {({ consents: list }) =>
          list.length === 0 ? (
            <p className="account-muted">{CONSENTS_MSG.none}</p>
          ) : (
            <ul
              ref={listRef}
              className="account-consents"
              tabIndex={-1}
              aria-label={CONSENTS_MSG.title}
            >
              {list.map((consent) => (
                <ConsentItem
                  key={consent.id}
                  consent={consent}
                  label={labelOf(consent)}
                  busy={withdraw.isPending}
                  pending={withdraw.isPending && withdraw.variables === consent.id}
                  answer={answers[consent.id]}
                  onWithdraw={() => {
                    if (consent.withdrawable) setConfirming(consent);
                    else void ask(consent);
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {confirming && (
        <AccountConfirmDialog
          title={CONSENTS_MSG.confirmTitle}
          confirmLabel={CONSENTS_MSG.confirm}
          busyLabel={CONSENTS_MSG.withdrawing}
          cancelLabel={CONSENTS_MSG.keep}
          busy={withdraw.isPending}
          run={() => withdraw.mutateAsync(confirming.id)}
          doneMessage={CONSENTS_MSG.withdrawn}
          failedMessage={CONSENTS_MSG.withdrawFailed}
          onClose={() => {
            setConfirming(null);
          }}
          onDone={(message) => {
            notify.success(message);
            focusList.current = true;
            setConfirming(null);
          }}
        >
          <p>{CONSENTS_MSG.confirmText}</p>
        </AccountConfirmDialog>
      )}
    </section>
  );
}
