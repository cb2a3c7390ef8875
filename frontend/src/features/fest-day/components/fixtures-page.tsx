import { Link, useParams, useSearchParams } from 'react-router';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { ATHLETICS_EVENT } from '@/lib/races';
import { usePageMeta } from '@/lib/use-page-meta';

import { notPublished, useEventFixtures } from '../hooks/use-event-fixtures';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { isOneTable } from '../lib/formats';
import { fixturesPath, namedCategory } from '../lib/paths';
import { useI18n } from '../i18n';
import { AthleticsRaces } from './athletics-races';
import { Bracket } from './bracket';
import { GroupTables } from './group-tables';
import { LiveStatus } from './live-status';
import { Podium } from './podium';
import { FAILURE_CLASSES } from './failure-classes';
import { PrintButton } from './print-button';
import './fest-day.css';

/**
 * An event's published fixtures (/fixtures/:event?category=Men): the bracket by rounds (a round
 * robin's or a Swiss's rounds), the group tables when there are groups (the one table of a round
 * robin or a Swiss), and the podium with its prizes; kept up to date by the live stream.
 * An event with categories shows a switch between them (the first is shown when none is named).
 * Athletics has races instead of fixtures: its page lists them.
 */
export function FixturesPage() {
  const { event = '' } = useParams();
  return event === ATHLETICS_EVENT ? <AthleticsRaces /> : <EventFixtures event={event} />;
}

function EventFixtures({ event }: { event: string }) {
  const [params] = useSearchParams();
  const live = useLiveUpdates();
  // The list tells which categories the event has: without it, the category named (if any) is asked.
  const { categories, category, fixtures } = useEventFixtures(event, namedCategory(params));
  const set = fixtures.data;
  const { i18n } = useI18n();
  const title = set
    ? i18n._('fest-day.fixtures.heading', { title: set.eventTitle })
    : i18n._('fest-day.fixtures.title');
  usePageMeta(title, i18n._('fest-day.fixtures.description'));

  let body;
  if (fixtures.isError && !fixtures.isFetching) {
    body = notPublished(fixtures.error) ? (
      <p className="fest-day__note">{i18n._('fest-day.fixtures.notPublished')}</p>
    ) : (
      <LoadFailure
        message={`${i18n._('fest-day.fixtures.failed')}: ${errorMessage(fixtures.error)}`}
        retryLabel={i18n._('fest-day.tryAgain')}
        onRetry={() => {
          void fixtures.refetch();
        }}
        classes={FAILURE_CLASSES}
      />
    );
  } else if (!set) {
    body = <LoadingStatus label={i18n._('fest-day.fixtures.loading')} className="fest-day__note" />;
  } else {
    body = (
      <>
        <Podium places={set.podium} />
        {set.tables.length > 0 && (
          <GroupTables tables={set.tables} oneTable={isOneTable(set.format)} />
        )}
        <Bracket set={set} />
      </>
    );
  }

  return (
    <section className="fest-day fest-day--printable" aria-labelledby="fixtures-title">
      <div className="fest-day__head">
        <h1 id="fixtures-title" className="fest-day__title">
          {title}
        </h1>
        <div className="fest-day__actions">
          {set && <PrintButton />}
          <LiveStatus status={live} />
        </div>
      </div>
      {set && set.category !== '' && (
        <p className="fest-day__print-only fest-day__subtitle">
          {i18n._('fest-day.fixtures.categoryOf', { category: set.category })}
        </p>
      )}
      {categories.length > 1 && (
        <nav className="fest-day__switch" aria-label={i18n._('fest-day.fixtures.category')}>
          <ul>
            {categories.map((c) => (
              <li key={c}>
                <Link
                  to={fixturesPath(event, c)}
                  replace
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- ARIA's token
                  aria-current={c === category ? 'page' : undefined}
                  className="fest-day__switch-link"
                >
                  {c}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {body}
      <p className="fest-day__back">
        <Link to="/schedule" className="fest-day__link">
          {i18n._('fest-day.fullSchedule')}
        </Link>
      </p>
    </section>
  );
}
