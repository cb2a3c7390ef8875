import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';

import { useConsents, useWithdrawConsent, type ConsentView } from '../api/consents';
import { useI18n } from '../i18n';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
import { AccountConfirmDialog } from './account-confirm-dialog';

/** Where a consent was given, in words ('Team registration: <event>'). */
function useConsentLabel(): (consent: ConsentView) => string {
  const eventTitle = useEventTitles();
  const { i18n } = useI18n();
  return (consent) => {
    switch (consent.point) {
      case 'sign_up':
        return i18n._('account.consents.signUp');
      case 'campus_ambassador':
        return i18n._('account.consents.campusAmbassador');
      case 'roster':
        return consent.eventId
          ? i18n._('account.consents.rosterOf', { event: eventTitle(consent.eventId) })
          : i18n._('account.consents.roster');
      case 'accommodation':
        return i18n._('account.consents.accommodation');
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
  const { i18n } = useI18n();
  const withdrawn = Boolean(consent.withdrawnAt);
  return (
    <li className="account-consent" aria-labelledby={titleId} data-point={consent.point}>
      <p className="account-consent__where">
        <span id={titleId}>{label}</span>
        {withdrawn && (
          <span className="account-badge">{i18n._('account.consents.withdrawnBadge')}</span>
        )}
      </p>
      <p className="account-consent__details">
        {i18n._('account.consents.given', { date: formatDate(consent.givenAt) })} ·{' '}
        {i18n._('account.consents.notice', { version: consent.noticeVersion })}
      </p>
      {withdrawn && (
        <p className="account-consent__details">
          {i18n._('account.consents.withdrawnOn', { date: formatDate(consent.withdrawnAt) })}
        </p>
      )}
      {!withdrawn && (
        <>
          <Button
            variant="ghost"
            className="account-consent__action"
            aria-describedby={titleId}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- ARIA's token
            aria-haspopup={consent.withdrawable ? 'dialog' : undefined}
            aria-busy={pending || undefined}
            disabled={busy}
            onClick={onWithdraw}
          >
            {pending ? i18n._('account.consents.withdrawing') : i18n._('account.consents.withdraw')}
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
  const { i18n } = useI18n();
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
      notify.success(response.message || i18n._('account.consents.withdrawn'));
      focusList.current = true;
    } catch (error) {
      answerFor(consent.id, errorMessage(error, i18n._('account.consents.withdrawFailed')));
    }
  }

  return (
    <section className="account-card" aria-labelledby="account-consents-title">
      <h2 id="account-consents-title" className="account-card__title">
        {i18n._('account.consents.title')}
      </h2>
      <p className="account-muted">{i18n._('account.consents.intro')}</p>
      <QueryState
        query={consents}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.consents.failed')}
        loading={i18n._('account.consents.loading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {({ consents: list }) =>
          list.length === 0 ? (
            <p className="account-muted">{i18n._('account.consents.none')}</p>
          ) : (
            <ul
              ref={listRef}
              className="account-consents"
              tabIndex={-1}
              aria-label={i18n._('account.consents.title')}
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
          title={i18n._('account.consents.confirmTitle')}
          confirmLabel={i18n._('account.consents.confirm')}
          busyLabel={i18n._('account.consents.withdrawing')}
          cancelLabel={i18n._('account.consents.keep')}
          busy={withdraw.isPending}
          run={() => withdraw.mutateAsync(confirming.id)}
          doneMessage={i18n._('account.consents.withdrawn')}
          failedMessage={i18n._('account.consents.withdrawFailed')}
          onClose={() => {
            setConfirming(null);
          }}
          onDone={(message) => {
            notify.success(message);
            focusList.current = true;
            setConfirming(null);
          }}
        >
          <p>{i18n._('account.consents.confirmText')}</p>
        </AccountConfirmDialog>
      )}
    </section>
  );
}
