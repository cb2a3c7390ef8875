import { useId } from 'react';
import { Link } from 'react-router';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { raceStage, type RaceSummary } from '@/lib/races';
import { usePageMeta } from '@/lib/use-page-meta';

import { useRaceList } from '../api/get-races';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { racePath } from '../lib/paths';
import { useI18n } from '../i18n';
import { raceStageText } from '../lib/texts';
import { FAILURE_CLASSES } from './failure-classes';
import { LiveStatus } from './live-status';
import './fest-day.css';

/** The races of one category ("Men", "Women", "Mixed"), each a link to its page with where it stands. */
function CategoryRaces({ category, races }: { category: string; races: readonly RaceSummary[] }) {
  useI18n();
  const titleId = useId();
  return (
    <section className="fest-day__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="fest-day__heading">
        {category}
      </h2>
      <ul className="race-list">
        {races.map((race) => {
          const stage = raceStage(race);
          return (
            <li key={race.id}>
              <Link to={racePath(race.id)} className="race-list__link" data-stage={stage}>
                <span className="race-list__name">{race.discipline}</span>{' '}
                <span className="race-list__stage">{raceStageText(stage)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Athletics' fixtures page (/fixtures/athletics): athletics is run in races rather than fixtures, so
 * the page lists the published races by category, each linked to its page (heats, final, podium);
 * kept up to date by the live stream.
 */
export function AthleticsRaces() {
  const { i18n } = useI18n();
  const live = useLiveUpdates();
  const list = useRaceList();
  const title = i18n._('fest-day.races.title');
  usePageMeta(title, i18n._('fest-day.races.description'));

  let body;
  if (list.isError && !list.isFetching) {
    body = (
      <LoadFailure
        message={`${i18n._('fest-day.races.failed')}: ${errorMessage(list.error)}`}
        retryLabel={i18n._('fest-day.tryAgain')}
        onRetry={() => {
          void list.refetch();
        }}
        classes={FAILURE_CLASSES}
      />
    );
  } else if (!list.data) {
    body = <LoadingStatus label={i18n._('fest-day.races.loading')} className="fest-day__note" />;
  } else if (list.data.length === 0) {
    body = <p className="fest-day__note">{i18n._('fest-day.races.empty')}</p>;
  } else {
    const byCategory = new Map<string, RaceSummary[]>();
    for (const race of list.data) {
      byCategory.set(race.category, [...(byCategory.get(race.category) ?? []), race]);
    }
    body = [...byCategory].map(([category, races]) => (
      <CategoryRaces key={category} category={category} races={races} />
    ));
  }

  return (
    <section className="fest-day" aria-labelledby="races-title">
      <div className="fest-day__head">
        <h1 id="races-title" className="fest-day__title">
          {title}
        </h1>
        <div className="fest-day__actions">
          <LiveStatus status={live} />
        </div>
      </div>
      {body}
      <p className="fest-day__back">
        <Link to="/schedule" className="fest-day__link">
          {i18n._('fest-day.fullSchedule')}
        </Link>
      </p>
    </section>
  );
}
