import { useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { textOr } from '@/lib/api-client';
import type { SessionView } from '@/lib/api-types';
import { formatDate, formatDateTime } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { QueryState } from '@/components/ui/query-state';

import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useI18n } from '../i18n';

/**
 * The sessions card (GET /user/me/sessions): where the account is signed in, this device first
 * (marked 'This device'), each with its device, address, when it signed in and when it was last
 * active. Every other session can be signed out (DELETE /user/me/sessions/{id}), or all of them at
 * once (POST /user/me/sessions/revoke-others); the list is asked for again after either and the
 * server's answer is a toast. While the list loads the card says so; a failure offers Try again.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const busy = revoke.isPending || revokeOthers.isPending;
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const { i18n } = useI18n();

  async function signOut(id: string) {
    try {
      const response = await revoke.mutateAsync(id);
      notify.success(textOr(response.message, i18n._('account.sessions.signedOut')));
      listRef.current?.focus(); // the button has gone with its session
    } catch {
      // The mutation cache has toasted the failure.
    }
  }

  async function signOutOthers() {
    try {
      const response = await revokeOthers.mutateAsync();
      notify.success(textOr(response.message, i18n._('account.sessions.signedOutOthers')));
      listRef.current?.focus();
    } catch {
      // The mutation cache has toasted the failure.
    }
  }

  const item = (session: SessionView) => {
    const labelId = `${baseId}-${session.id}`;
    const pending = revoke.isPending && revoke.variables === session.id;
    return (
      <li key={session.id} className="account-session" aria-labelledby={labelId}>
        <p className="account-session__device">
          <span id={labelId}>{session.device}</span>
          {session.current && (
            <span className="account-badge">{i18n._('account.sessions.thisDevice')}</span>
          )}
        </p>
        <p className="account-session__details">
          {[
            session.ip
              ? i18n._('account.sessions.ip', { ip: session.ip })
              : i18n._('account.sessions.unknownIp'),
            i18n._('account.sessions.signedIn', { date: formatDate(session.createdAt) }),
            i18n._('account.sessions.lastActive', {
              dateTime: formatDateTime(session.lastUsedAt),
            }),
          ].join(' · ')}
        </p>
        {!session.current && (
          <Button
            variant="ghost"
            className="account-session__action"
            disabled={busy}
            aria-describedby={labelId}
            onClick={() => {
              void signOut(session.id);
            }}
          >
            {pending ? i18n._('account.sessions.signingOut') : i18n._('account.sessions.signOut')}
          </Button>
        )}
      </li>
    );
  };

  const body = (
    <QueryState
      query={sessions}
      classes={ACCOUNT_QUERY_STATE}
      failed={i18n._('account.sessions.failed')}
      loading={i18n._('account.sessions.loading')}
      retryLabel={i18n._('account.page.tryAgain')}
    >
      {({ sessions: list }) => {
        const others = list.filter((session) => !session.current).length;
        return (
          <>
            <ul
              ref={listRef}
              className="account-sessions"
              tabIndex={-1}
              aria-label={i18n._('account.sessions.title')}
            >
              {list.map(item)}
            </ul>
            {others === 0 ? (
              <p className="account-muted">{i18n._('account.sessions.none')}</p>
            ) : (
              <Button
                variant="ghost"
                className="account-form__submit"
                disabled={busy}
                onClick={() => {
                  void signOutOthers();
                }}
              >
                {revokeOthers.isPending
                  ? i18n._('account.sessions.signingOut')
                  : i18n._('account.sessions.signOutOthers')}
              </Button>
            )}
          </>
        );
      }}
    </QueryState>
  );

  return (
    <section className="account-card" aria-labelledby="account-sessions-title">
      <h2 id="account-sessions-title" className="account-card__title">
        {i18n._('account.sessions.title')}
      </h2>
      <p className="account-muted">{i18n._('account.sessions.intro')}</p>
      {body}
    </section>
  );
}
