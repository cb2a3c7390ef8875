import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';

import { useCurrentUser } from '@/lib/session';
import type { ListedEvent } from '@/lib/api-types';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSharedOrNull } from '@/lib/use-shared';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';

import { useEvents } from '../api/get-events';
import { useRegisteredEvents } from '../api/get-registered-events';
import { DEFAULT_EVENT, EVENTS_PAGE } from '../data';
import { useI18n } from '../i18n';
import { EventBackdrop } from './event-backdrop';
import { EventPanel } from './event-panel';
import { EventTabs } from './event-tabs';
import './events.css';

/** The selected event: `?event=<id>` when it names one, else BGMI, else the first. */
function pick(events: readonly ListedEvent[], wanted: string | null): ListedEvent | undefined {
  return (
    events.find((e) => e.id === wanted) ?? events.find((e) => e.id === DEFAULT_EVENT) ?? events[0]
  );
}

/** The events page (/event/ins, SPEC 2.5): the icon row and the selected event's panel. */
export function EventsPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._(EVENTS_PAGE.title), i18n._(EVENTS_PAGE.description));
  const loaded = useEvents();
  // While the first view drawn at build time is hydrated, the page is drawn as it was then.
  const hydrated = useHydrated();
  // Arrived events are drawn in a transition: React renders the tabs and the panel in short slices.
  const shown = useDeferredValue(hydrated && loaded.status === 'ready' ? loaded.events : null);
  const state: ReturnType<typeof useEvents> = shown
    ? { status: 'ready', events: shown, retry: loaded.retry }
    : hydrated && loaded.status === 'error'
      ? loaded
      : { status: 'loading', retry: loaded.retry };
  const user = useCurrentUser();
  const registered = useRegisteredEvents(user?._id ?? null);
  const [params, setParams] = useSearchParams();
  const shared = useSharedOrNull();

  const events = state.status === 'ready' ? state.events : [];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a parameter's name
  const selected = pick(events, params.get('event'));

  const select = (id: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a parameter's name
        next.set('event', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="events-page">
      <header className="events-page__head">
        <h1 className="events-page__title">{i18n._(EVENTS_PAGE.title)}</h1>
        <p className="events-page__lead">{i18n._(EVENTS_PAGE.lead)}</p>
      </header>

      {state.status === 'loading' && (
        <LoadingStatus label={i18n._(EVENTS_PAGE.loading)} className="events-page__status" />
      )}
      {state.status === 'error' && (
        <LoadFailure
          message={state.message}
          onRetry={state.retry}
          retryLabel={i18n._(EVENTS_PAGE.retry)}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
          classes={{ alert: 'events-page__status' }}
        />
      )}
      {selected && (
        <>
          <EventTabs
            events={events}
            selected={selected.id}
            onSelect={select}
            label={i18n._(EVENTS_PAGE.tablistLabel)}
          />
          <div className="event-stage">
            <EventBackdrop icon={selected.icon} />
            <EventPanel
              event={selected}
              registered={shared?.isAlreadyRegistered(selected.id, registered) ?? false}
            />
          </div>
        </>
      )}
    </div>
  );
}
