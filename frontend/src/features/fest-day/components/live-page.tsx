import { useMemo } from 'react';
import { Link } from 'react-router';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';

import { useSchedule } from '../api/get-schedule';
import { useStandings } from '../api/get-standings';
import type { ScheduleEntry } from '../api/types';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { festToday } from '../lib/days';
import { useI18n } from '../i18n';
import { LiveStatus } from './live-status';
import { ScheduleCard } from './schedule-card';
import { FAILURE_CLASSES } from './failure-classes';
import { StandingsTable } from './standings-table';
import './fest-day.css';

/** How many matches each list shows. */
const SHOWN = 6;

const NO_FILTER = {};

function Cards({ matches, empty }: { matches: readonly ScheduleEntry[]; empty: string }) {
  if (matches.length === 0) return <p className="fest-day__note">{empty}</p>;
  return (
    <ul className="fest-day__cards">
      {matches.map((m) => (
        <li key={`${m.setId}/${m.matchId}`}>
          <ScheduleCard entry={m} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The fest day as it happens (/live): the matches playing now or next (today's matches whose teams are
 * known and not yet played), the latest results and the championship standings, all kept up to date
 * by the live stream without a reload.
 */
export function LivePage() {
  const { i18n } = useI18n();
  const title = i18n._('fest-day.live.title');
  usePageMeta(title, i18n._('fest-day.live.description'));
  const live = useLiveUpdates();
  const schedule = useSchedule(NO_FILTER);
  const standings = useStandings();

  const { next, results } = useMemo(() => {
    const all = schedule.data?.matches ?? [];
    const today = festToday();
    return {
      next: all.filter((e) => e.day === today && e.status === 'ready').slice(0, SHOWN),
      results: all
        .filter((e) => e.status === 'played')
        .reverse()
        .slice(0, SHOWN),
    };
  }, [schedule.data]);

  let matches;
  if (schedule.isError && !schedule.isFetching) {
    matches = (
      <LoadFailure
        message={`${i18n._('fest-day.live.matchesFailed')}: ${errorMessage(schedule.error)}`}
        retryLabel={i18n._('fest-day.tryAgain')}
        onRetry={() => {
          void schedule.refetch();
        }}
        classes={FAILURE_CLASSES}
      />
    );
  } else if (!schedule.data) {
    matches = (
      <LoadingStatus label={i18n._('fest-day.live.loadingMatches')} className="fest-day__note" />
    );
  }

  return (
    <section className="fest-day" aria-labelledby="live-title">
      <div className="fest-day__head">
        <h1 id="live-title" className="fest-day__title">
          {title}
        </h1>
        <LiveStatus status={live} />
      </div>
      <section className="fest-day__section" aria-labelledby="live-now">
        <h2 id="live-now" className="fest-day__heading">
          {i18n._('fest-day.live.now')}
        </h2>
        {matches ?? <Cards matches={next} empty={i18n._('fest-day.live.nowEmpty')} />}
      </section>
      <section className="fest-day__section" aria-labelledby="live-results">
        <h2 id="live-results" className="fest-day__heading">
          {i18n._('fest-day.live.results')}
        </h2>
        {matches ?? <Cards matches={results} empty={i18n._('fest-day.live.resultsEmpty')} />}
      </section>
      <section className="fest-day__section" aria-labelledby="live-standings">
        <h2 id="live-standings" className="fest-day__heading">
          {i18n._('fest-day.live.standings')}
        </h2>
        {standings.isError && !standings.isFetching ? (
          <LoadFailure
            message={`${i18n._('fest-day.live.standingsFailed')}: ${errorMessage(standings.error)}`}
            retryLabel={i18n._('fest-day.tryAgain')}
            onRetry={() => {
              void standings.refetch();
            }}
            classes={FAILURE_CLASSES}
          />
        ) : standings.data ? (
          <StandingsTable standings={standings.data} />
        ) : (
          <LoadingStatus
            label={i18n._('fest-day.live.loadingStandings')}
            className="fest-day__note"
          />
        )}
      </section>
      <p>
        <Link to="/schedule" className="fest-day__link">
          {i18n._('fest-day.fullSchedule')}
        </Link>
      </p>
    </section>
  );
}
