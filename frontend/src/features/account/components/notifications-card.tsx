import { useRef, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { LoadingStatus, QueryState } from '@/components/ui/query-state';
import { ApiError, errorMessage, textOr } from '@/lib/api-client';
import { formatNumber } from '@/lib/i18n/format';
import type { Texts } from '@/lib/i18n/i18n';

import { usePushDevices } from '../api/push-subscriptions';
import { useNotifications } from '../hooks/use-notifications';
import { useI18n } from '../i18n';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

/** What to say of a failure to turn notifications on: the server's refusal (422) as it is. */
function onFailure(error: unknown, i18n: Texts): string {
  if (!(error instanceof ApiError)) return i18n._('account.notifications.browserOnFailed');
  if (error.status === 422) {
    return textOr(error.body?.message, i18n._('account.notifications.onFailed'));
  }
  return i18n._('account.notifications.onFailedBecause', { message: errorMessage(error) });
}

/** ... and off: the browser could not drop its subscription, or it did and the server was not told. */
function offFailure(error: unknown, i18n: Texts): string {
  if (!(error instanceof ApiError)) return i18n._('account.notifications.browserOffFailed');
  return i18n._('account.notifications.offNotTold', { message: errorMessage(error) });
}

/**
 * The 'Notifications' card: web push for this browser. It says whether this browser can get them
 * (a service worker, push and notifications), whether the site may show them (blocked in the
 * browser's settings) and whether they are on here, with Turn on / Turn off notifications; and how
 * many of the account's browsers get them (GET /user/push-subscriptions). A failure is said in the
 * card (the server's message for a push service it does not send to).
 */
export function NotificationsCard() {
  const { browser, turnOn, turnOff } = useNotifications();
  const devices = usePushDevices();
  const stateRef = useRef<HTMLParagraphElement>(null);
  const busy = turnOn.isPending || turnOff.isPending;
  const { i18n } = useI18n();

  const state = browser.data;
  const subscription = state?.subscription ?? null;

  async function switchOn() {
    turnOff.reset();
    try {
      // The button goes when the browser's prompt is answered with Block: the focus goes to why.
      if ((await turnOn.mutateAsync()) === 'denied') stateRef.current?.focus();
    } catch {
      // Said in the card (turnOn.error).
    }
  }

  async function switchOff(current: PushSubscription) {
    turnOn.reset();
    try {
      await turnOff.mutateAsync(current);
    } catch {
      // Said in the card (turnOff.error).
    }
  }

  let status: ReactNode;
  if (!state) {
    status = (
      <LoadingStatus label={i18n._('account.notifications.checking')} className="account-muted" />
    );
  } else if (state.permission === 'unsupported') {
    status = (
      <>
        <p>{i18n._('account.notifications.unsupported')}</p>
        <p className="account-muted">{i18n._('account.notifications.unsupportedPhone')}</p>
      </>
    );
  } else {
    const denied = state.permission === 'denied';
    const on = subscription !== null;
    status = (
      <>
        <p ref={stateRef} tabIndex={-1} aria-live="polite" className="account-notifications__state">
          {denied
            ? i18n._('account.notifications.blocked')
            : on
              ? i18n._('account.notifications.on')
              : i18n._('account.notifications.off')}
        </p>
        {!denied && (
          <Button
            variant={on ? 'ghost' : 'fire'}
            className="account-form__submit"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => {
              if (subscription) void switchOff(subscription);
              else void switchOn();
            }}
          >
            {turnOn.isPending
              ? i18n._('account.notifications.turningOn')
              : turnOff.isPending
                ? i18n._('account.notifications.turningOff')
                : on
                  ? i18n._('account.notifications.turnOff')
                  : i18n._('account.notifications.turnOn')}
          </Button>
        )}
      </>
    );
  }

  const failure = turnOn.isError
    ? onFailure(turnOn.error, i18n)
    : turnOff.isError
      ? offFailure(turnOff.error, i18n)
      : null;

  return (
    <section className="account-card" aria-labelledby="account-notifications-title">
      <h2 id="account-notifications-title" className="account-card__title">
        {i18n._('account.notifications.title')}
      </h2>
      <p className="account-muted">{i18n._('account.notifications.intro')}</p>
      {status}
      {failure !== null && (
        <p role="alert" className="account-error">
          {failure}
        </p>
      )}
      <QueryState
        query={devices}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.notifications.devicesFailed')}
        loading={i18n._('account.notifications.devicesLoading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {(data) => (
          <p className="account-muted">
            {data.devices === 0
              ? i18n._('account.notifications.noDevices')
              : i18n._('account.notifications.devices', { count: formatNumber(data.devices) })}
          </p>
        )}
      </QueryState>
    </section>
  );
}
