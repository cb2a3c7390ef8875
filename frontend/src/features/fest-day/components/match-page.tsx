import { Link, useParams, useSearchParams } from 'react-router';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';

import type { FixtureMatch, FixtureSet } from '../api/types';
import { notPublished, useEventFixtures } from '../hooks/use-event-fixtures';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { readableDay } from '../lib/days';
import { matchStatusText, winnerName } from '../lib/formats';
import { fixturesPath, namedCategory } from '../lib/paths';
import { useI18n } from '../i18n';
import { eventAndCategory, matchTitle, scoreText, timeRange, winnerText } from '../lib/texts';
import { LiveStatus } from './live-status';
import { FAILURE_CLASSES } from './failure-classes';
import { PrintButton } from './print-button';
import './fest-day.css';

/** A side on the scoreboard: its name, the winner standing out. */
function Team({ match, side }: { match: FixtureMatch; side: 'home' | 'away' }) {
  const { entrant, label } = match[side];
  const won = entrant !== null && entrant !== undefined && match.winner === entrant;
  return (
    <span
      className={`match-page__team match-page__team--${side}${won ? ' match-page__team--won' : ''}`}
    >
      {label}
    </span>
  );
}

/**
 * The result, announced politely to screen readers when it changes (a score arriving live): the two
 * sides with the score between them (the sport's own line when it has one), where the match stands in words, the winner and the sport's
 * own reading of the score.
 */
function Result({ match, set }: { match: FixtureMatch; set: FixtureSet }) {
  const scored =
    match.homeScore !== null &&
    match.homeScore !== undefined &&
    match.awayScore !== null &&
    match.awayScore !== undefined;
  const winner = match.status === 'played' ? winnerName(match, set) : null;
  const { i18n } = useI18n();
  return (
    <section className="fest-day__section" aria-labelledby="match-result">
      <h2 id="match-result" className="fest-day__heading">
        {i18n._('fest-day.match.result')}
      </h2>
      <div className="match-card match-page__result" aria-live="polite" aria-atomic="true">
        <p className="match-page__board">
          <Team match={match} side="home" />
          <span className="match-page__score">
            {match.scoreText ??
              (scored
                ? scoreText(match.homeScore ?? 0, match.awayScore ?? 0)
                : i18n._('fest-day.match.vs'))}
          </span>
          <Team match={match} side="away" />
        </p>
        <p className="match-card__status match-page__status">
          {matchStatusText(match)}
          {winner !== null && <span className="match-page__winner"> · {winnerText(winner)}</span>}
        </p>
        {match.detail ? <p className="match-page__detail">{match.detail}</p> : null}
      </div>
    </section>
  );
}

/** Where and when the match is played, or that it is not scheduled yet. */
function WhenWhere({ match }: { match: FixtureMatch }) {
  const scheduled = [match.venue, match.day, match.start].some(Boolean);
  const { i18n } = useI18n();
  return (
    <section className="fest-day__section" aria-labelledby="match-when">
      <h2 id="match-when" className="fest-day__heading">
        {i18n._('fest-day.match.whenWhere')}
      </h2>
      {scheduled ? (
        <dl className="match-page__facts">
          <div>
            <dt>{i18n._('fest-day.match.venue')}</dt>
            <dd>{match.venue?.name ?? i18n._('fest-day.venueTba')}</dd>
          </div>
          <div>
            <dt>{i18n._('fest-day.match.day')}</dt>
            <dd>{match.day ? readableDay(match.day) : i18n._('fest-day.match.dayTba')}</dd>
          </div>
          <div>
            <dt>{i18n._('fest-day.match.time')}</dt>
            <dd>
              {match.start && match.end
                ? timeRange(match.start, match.end)
                : i18n._('fest-day.timeTba')}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="fest-day__note">{i18n._('fest-day.match.notScheduled')}</p>
      )}
    </section>
  );
}

/**
 * A match of an event's published fixtures (/fixtures/:event/:match?category=Men): the two sides, the
 * event, round and group, the result (announced when it changes) and where and when it is played;
 * kept up to date by the live stream. The set is the fixtures page's own query, so the two pages share
 * it, and the category is found as the fixtures page finds it.
 */
export function MatchPage() {
  const { event = '', match: matchId = '' } = useParams();
  const [params] = useSearchParams();
  const live = useLiveUpdates();
  const { category, fixtures } = useEventFixtures(event, namedCategory(params));
  const set = fixtures.data;
  const match = set?.matches.find((m) => m.id === matchId);
  const { i18n } = useI18n();
  const heading = match
    ? matchTitle(match.home.label, match.away.label)
    : i18n._('fest-day.match.title');
  usePageMeta(
    // The match and its event.
    match && set ? `${heading} · ${eventAndCategory(set.eventTitle, set.category)}` : heading,
    i18n._('fest-day.match.description'),
  );

  let body;
  if (fixtures.isError && !fixtures.isFetching) {
    body = notPublished(fixtures.error) ? (
      <p className="fest-day__note">{i18n._('fest-day.fixtures.notPublished')}</p>
    ) : (
      <LoadFailure
        message={`${i18n._('fest-day.match.failed')}: ${errorMessage(fixtures.error)}`}
        retryLabel={i18n._('fest-day.tryAgain')}
        onRetry={() => {
          void fixtures.refetch();
        }}
        classes={FAILURE_CLASSES}
      />
    );
  } else if (!set) {
    body = <LoadingStatus label={i18n._('fest-day.match.loading')} className="fest-day__note" />;
  } else if (!match) {
    body = <p className="fest-day__note">{i18n._('fest-day.match.notFound')}</p>;
  } else {
    body = (
      <>
        <dl className="match-page__facts match-page__about">
          <div>
            <dt>{i18n._('fest-day.match.event')}</dt>
            <dd>{eventAndCategory(set.eventTitle, set.category)}</dd>
          </div>
          <div>
            <dt>{i18n._('fest-day.match.round')}</dt>
            <dd>{match.roundName}</dd>
          </div>
          {match.group ? (
            <div>
              <dt>{i18n._('fest-day.match.group')}</dt>
              <dd>{match.group}</dd>
            </div>
          ) : null}
        </dl>
        <Result match={match} set={set} />
        <WhenWhere match={match} />
      </>
    );
  }

  return (
    <section className="fest-day fest-day--printable match-page" aria-labelledby="match-title">
      <div className="fest-day__head">
        <h1 id="match-title" className="fest-day__title">
          {heading}
        </h1>
        <div className="fest-day__actions">
          {match && <PrintButton />}
          <LiveStatus status={live} />
        </div>
      </div>
      {body}
      <ul className="fest-day__back match-page__links">
        <li>
          <Link to={fixturesPath(event, set?.category ?? category)} className="fest-day__link">
            {set
              ? i18n._('fest-day.fixturesOf', { title: set.eventTitle })
              : i18n._('fest-day.fixtures.title')}
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
