import { useRef, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { LoadingStatus, QueryState } from '@/components/ui/query-state';
import { ApiError, errorMessage, textOr } from '@/lib/api-client';

import { usePushDevices } from '../api/push-subscriptions';
import { useNotifications } from '../hooks/use-notifications';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

export const NOTIFICATIONS_MSG = {
  title: 'Notifications',
  intro:
    'Get a notification on this device when your match is scheduled or moved, when the organisers announce something, and when a waiting-list place is held for your team.',
  checking: 'Checking this browser...',
  unsupported: 'Notifications are not available in this browser.',
  unsupportedPhone:
    'On an iPhone or iPad, add this site to your Home Screen and open it from there to turn them on.',
  blocked:
    "Notifications are blocked for this site in your browser's settings. Allow them there, then come back here to turn them on.",
  on: 'Notifications are on in this browser.',
  off: 'Notifications are off in this browser.',
  turnOn: 'Turn on notifications',
  turningOn: 'Turning on...',
  turnOff: 'Turn off notifications',
  turningOff: 'Turning off...',
  onFailed: 'Could not turn on notifications',
  offFailed: 'Could not turn off notifications',
  browserOnFailed:
    'This browser could not turn notifications on. Please reload the page and try again.',
  browserOffFailed:
    'This browser could not turn notifications off. Please reload the page and try again.',
  offNotTold: 'Notifications are off in this browser, but the site could not be told',
  /** How many of the account's browsers get notifications. */
  devices: (count: number) =>
    count === 0
      ? 'Notifications are not on for any of your devices.'
      : `Notifications are on for ${count} of your devices.`,
  devicesFailed: 'Could not load how many of your devices get notifications',
  devicesLoading: 'Loading your devices...',
};

const MSG = NOTIFICATIONS_MSG;

/** What to say of a failure to turn notifications on: the server's refusal (422) as it is. */
function onFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.browserOnFailed;
  if (error.status === 422) return textOr(error.body?.message, MSG.onFailed);
  return `${MSG.onFailed}: ${errorMessage(error)}`;
}

/** ... and off: the browser could not drop its subscription, or it did and the server was not told. */
function offFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.browserOffFailed;
  return `${MSG.offNotTold}: ${errorMessage(error)}`;
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
    status = <LoadingStatus label={MSG.checking} className="account-muted" />;
  } else if (state.permission === 'unsupported') {
    status = (
      <>
        <p>{MSG.unsupported}</p>
        <p className="account-muted">{MSG.unsupportedPhone}</p>
      </>
    );
  } else {
    const denied = state.permission === 'denied';
    const on = subscription !== null;
    status = (
      <>
        <p ref={stateRef} tabIndex={-1} aria-live="polite" className="account-notifications__state">
          {denied ? MSG.blocked : on ? MSG.on : MSG.off}
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
              ? MSG.turningOn
              : turnOff.isPending
                ? MSG.turningOff
                : on
                  ? MSG.turnOff
                  : MSG.turnOn}
          </Button>
        )}
      </>
    );
  }

  const failure = turnOn.isError
    ? onFailure(turnOn.error)
    : turnOff.isError
      ? offFailure(turnOff.error)
      : null;

  return (
    <section className="account-card" aria-labelledby="account-notifications-title">
      <h2 id="account-notifications-title" className="account-card__title">
        {MSG.title}
      </h2>
      <p className="account-muted">{MSG.intro}</p>
      {status}
      {failure !== null && (
        <p role="alert" className="account-error">
          {failure}
        </p>
      )}
      <QueryState
        query={devices}
        classes={ACCOUNT_QUERY_STATE}
        failed={MSG.devicesFailed}
        loading={MSG.devicesLoading}
      >
        {(data) => <p className="account-muted">{MSG.devices(data.devices)}</p>}
      </QueryState>
    </section>
  );
}
