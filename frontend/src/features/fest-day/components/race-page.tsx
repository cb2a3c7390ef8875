import { Link, useParams } from 'react-router';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { ApiError, errorMessage } from '@/lib/api-client';
import { ATHLETICS_EVENT, isField } from '@/lib/races';
import { usePageMeta } from '@/lib/use-page-meta';

import { useRace } from '../api/get-races';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { fixturesPath } from '../lib/paths';
import { useI18n } from '../i18n';
import { HeatTable } from './heat-table';
import { LiveStatus } from './live-status';
import { Podium } from './podium';
import { FAILURE_CLASSES } from './failure-classes';
import { PrintButton } from './print-button';
import './fest-day.css';

/**
 * An athletics race (/races/:race): the podium with its prizes, each heat as a table by lane with the
 * times and places, then the final; kept up to date by the live stream (a scorer's times, the final
 * drawn). A field event shows its flights instead, by jumping or throwing order with the marks, and
 * has no final (its flights' marks place it together). A race that does not exist or is not published
 * yet (404) says so.
 */
export function RacePage() {
  const { race: raceId = '' } = useParams();
  const live = useLiveUpdates();
  const query = useRace(raceId);
  const race = query.data;
  const { i18n } = useI18n();
  const title = race ? race.title : i18n._('fest-day.race.title');
  usePageMeta(title, i18n._('fest-day.race.description'));

  let body;
  if (query.isError && !query.isFetching) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <p className="fest-day__note">{i18n._('fest-day.race.notFound')}</p>
      ) : (
        <LoadFailure
          message={`${i18n._('fest-day.race.failed')}: ${errorMessage(query.error)}`}
          retryLabel={i18n._('fest-day.tryAgain')}
          onRetry={() => {
            void query.refetch();
          }}
          classes={FAILURE_CLASSES}
        />
      );
  } else if (!race) {
    body = <LoadingStatus label={i18n._('fest-day.race.loading')} className="fest-day__note" />;
  } else {
    const field = isField(race);
    const heats = race.heats.filter((h) => !h.final);
    const final = field ? undefined : race.heats.find((h) => h.final);
    body = (
      <>
        <Podium places={race.podium} />
        <section className="fest-day__section" aria-labelledby="race-heats">
          <h2 id="race-heats" className="fest-day__heading">
            {field ? i18n._('fest-day.race.flights') : i18n._('fest-day.race.heats')}
          </h2>
          <div className="race-page__heats">
            {heats.map((heat) => (
              <HeatTable key={heat.number} heat={heat} field={field} />
            ))}
          </div>
        </section>
        {final && (
          <section className="fest-day__section" aria-labelledby="race-final">
            <h2 id="race-final" className="fest-day__heading">
              {i18n._('fest-day.race.final')}
            </h2>
            <HeatTable heat={final} />
          </section>
        )}
      </>
    );
  }

  return (
    <section className="fest-day fest-day--printable race-page" aria-labelledby="race-title">
      <div className="fest-day__head">
        <h1 id="race-title" className="fest-day__title">
          {title}
        </h1>
        <div className="fest-day__actions">
          {race && <PrintButton />}
          <LiveStatus status={live} />
        </div>
      </div>
      {body}
      <ul className="fest-day__back match-page__links">
        <li>
          <Link to={fixturesPath(ATHLETICS_EVENT)} className="fest-day__link">
            {i18n._('fest-day.race.allRaces')}
          </Link>
        </li>
        <li>
          <Link to="/schedule" className="fest-day__link">
            {i18n._('fest-day.fullSchedule')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
