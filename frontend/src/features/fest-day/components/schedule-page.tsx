import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { API_BASE, errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';

import { useFixtureList } from '../api/get-fixtures';
import { useSchedule } from '../api/get-schedule';
import { useVenues } from '../api/get-venues';
import type { ScheduleEntry } from '../api/types';
import { useI18n } from '../i18n';
import { defaultDay, shortDay } from '../lib/days';
import { PrintButton } from './print-button';
import { FAILURE_CLASSES } from './failure-classes';
import { ScheduleCard } from './schedule-card';
import './fest-day.css';

/** The filters the page keeps in its address: `?day=2026-11-27&venue=v1&event=football`. */
type FilterName = 'day' | 'venue' | 'event';

/**
 * The fest-day schedule (/schedule): the matches of a day, filtered by venue and sport, each as a card
 * with its time, venue, sport, round, teams and result; with a sport chosen, a link to subscribe to
 * its calendar feed (ICS). The filters live in the address, so a filtered
 * schedule can be shared and survives a reload.
 */
export function SchedulePage() {
  const { i18n } = useI18n();
  const title = i18n._('fest-day.schedule.title');
  usePageMeta(title, i18n._('fest-day.schedule.description'));
  const [params, setParams] = useSearchParams();
  const filter = (name: FilterName) => params.get(name) ?? '';
  const venue = filter('venue');
  const event = filter('event');
  const schedule = useSchedule({ venue, event });
  const venues = useVenues();
  const sets = useFixtureList();

  const days = schedule.data?.days ?? [];
  const day = params.get('day' satisfies FilterName) ?? defaultDay(days);
  const matches = useMemo(
    () => (schedule.data?.matches ?? []).filter((m) => m.day === day),
    [schedule.data, day],
  );
  // The sports with published fixtures, and those of the schedule itself (athletics' heats have no
  // fixtures): each once, by the title the server gives it.
  const sports = useMemo(() => {
    const seen = new Map<string, string>();
    for (const set of sets.data ?? []) seen.set(set.event, set.eventTitle);
    for (const entry of schedule.data?.matches ?? []) {
      if (!seen.has(entry.event)) seen.set(entry.event, entry.eventTitle);
    }
    if (event !== '' && !seen.has(event)) seen.set(event, event);
    return [...seen];
  }, [sets.data, schedule.data, event]);

  const sportTitle = sports.find(([id]) => id === event)?.[1] ?? event;

  const setFilter = (name: FilterName, value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  };

  const filtersFailed =
    (venues.isError && !venues.isFetching) || (sets.isError && !sets.isFetching);

  return (
    <section className="fest-day fest-day--printable" aria-labelledby="schedule-title">
      <div className="fest-day__head">
        <h1 id="schedule-title" className="fest-day__title">
          {title}
        </h1>
        <div className="fest-day__actions">
          <PrintButton />
        </div>
      </div>
      <PrintedFilters
        venue={venue === '' ? '' : (venues.data?.find((v) => v.id === venue)?.name ?? venue)}
        sport={event === '' ? '' : sportTitle}
      />
      <form
        className="fest-day__filters"
        aria-label={i18n._('fest-day.schedule.filters')}
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <SelectField
          label={i18n._('fest-day.schedule.day')}
          value={day}
          disabled={days.length === 0}
          onChange={(e) => {
            setFilter('day', e.target.value);
          }}
        >
          {days.length === 0 && <option value="">—</option>}
          {days.map((d) => (
            <option key={d} value={d}>
              {shortDay(d)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={i18n._('fest-day.schedule.venue')}
          value={venue}
          onChange={(e) => {
            setFilter('venue', e.target.value);
          }}
        >
          <option value="">{i18n._('fest-day.schedule.allVenues')}</option>
          {(venues.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
          {venue !== '' && !venues.data?.some((v) => v.id === venue) && (
            <option value={venue}>{venue}</option>
          )}
        </SelectField>
        <SelectField
          label={i18n._('fest-day.schedule.sport')}
          value={event}
          onChange={(e) => {
            setFilter('event', e.target.value);
          }}
        >
          <option value="">{i18n._('fest-day.schedule.allSports')}</option>
          {sports.map(([id, title]) => (
            <option key={id} value={id}>
              {title}
            </option>
          ))}
        </SelectField>
      </form>
      {event !== '' && (
        <p className="fest-day__note fest-day__subscribe">
          <a href={`${API_BASE}/schedule/${encodeURIComponent(event)}/calendar.ics`}>
            {i18n._('fest-day.schedule.subscribe', { sport: sportTitle })}
          </a>
        </p>
      )}
      {filtersFailed && (
        <LoadFailure
          message={i18n._('fest-day.schedule.filtersFailed')}
          retryLabel={i18n._('fest-day.tryAgain')}
          onRetry={() => {
            void venues.refetch();
            void sets.refetch();
          }}
          classes={FAILURE_CLASSES}
        />
      )}
      <ScheduleBody
        pending={schedule.isPending}
        error={schedule.isError && !schedule.isFetching ? schedule.error : null}
        retry={() => {
          void schedule.refetch();
        }}
        empty={days.length === 0}
        day={day}
        matches={matches}
      />
    </section>
  );
}

/** The filters chosen, named under the title on paper (the filters themselves are not printed). */
function PrintedFilters({ venue, sport }: { venue: string; sport: string }) {
  const { i18n } = useI18n();
  if (venue === '' && sport === '') return null;
  const parts = [
    venue === '' ? '' : i18n._('fest-day.schedule.printedVenue', { venue }),
    sport === '' ? '' : i18n._('fest-day.schedule.printedSport', { sport }),
  ];
  return (
    <p className="fest-day__print-only fest-day__subtitle">
      {parts.filter((part) => part !== '').join(' · ')}
    </p>
  );
}

function ScheduleBody({
  pending,
  error,
  retry,
  empty,
  day,
  matches,
}: {
  pending: boolean;
  error: unknown;
  retry: () => void;
  empty: boolean;
  day: string;
  matches: readonly ScheduleEntry[];
}) {
  const { i18n } = useI18n();
  if (error) {
    return (
      <LoadFailure
        message={`${i18n._('fest-day.schedule.failed')}: ${errorMessage(error)}`}
        retryLabel={i18n._('fest-day.tryAgain')}
        onRetry={retry}
        classes={FAILURE_CLASSES}
      />
    );
  }
  if (pending)
    return <LoadingStatus label={i18n._('fest-day.schedule.loading')} className="fest-day__note" />;
  if (empty) return <p className="fest-day__note">{i18n._('fest-day.schedule.empty')}</p>;
  return (
    <section className="fest-day__section" aria-labelledby="schedule-day">
      <h2 id="schedule-day" className="fest-day__heading">
        {i18n._('fest-day.schedule.matchesOn', { day: shortDay(day) })}
      </h2>
      {matches.length === 0 ? (
        <p className="fest-day__note">{i18n._('fest-day.schedule.emptyFilter')}</p>
      ) : (
        <ul className="fest-day__cards">
          {matches.map((m) => (
            <li key={`${m.setId}/${m.matchId}`}>
              <ScheduleCard entry={m} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
