import { Link } from 'react-router';

import { QueryState } from '@/components/ui/query-state';
import { API_BASE } from '@/lib/api-client';
import { formatNumber } from '@/lib/i18n/format';

import { useMyMatches, type MyMatch, type TeamCalendar } from '../api/get-matches';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
import { useI18n } from '../i18n';
import { formatDay } from '../lib/days';

/** '10:00–11:30': the times as the schedule gives them. */
const timeRange = (start: string, end: string) => `${start}–${end}`;

/** 'Football · Men' ('Chess' without a category). */
const eventAndCategory = (title: string, category: string) =>
  category === '' ? title : `${title} · ${category}`;

/** One side of a match: its name, and its score once played. */
function Side({ name, score }: { name: string; score: number | null | undefined }) {
  return (
    <div className="account-match__side">
      <span className="account-match__team">{name}</span>
      {score !== null && score !== undefined && (
        <span className="account-match__score">{score}</span>
      )}
    </div>
  );
}

/** A match of the user's teams: day, time and venue, sport and category with the round, the teams. */
function MatchItem({ match }: { match: MyMatch }) {
  const { i18n } = useI18n();
  const played = match.status === 'played';
  return (
    <li
      className="account-match"
      aria-label={i18n._('account.matches.versus', { home: match.home, away: match.away })}
    >
      <p className="account-match__when">
        <span>{formatDay(match.day)}</span>
        <span>{timeRange(match.start, match.end)}</span>
        <span>{match.venue.name}</span>
      </p>
      <p className="account-match__what">
        <span className="account-match__event">
          {eventAndCategory(match.eventTitle, match.category)}
        </span>
        <span className="account-muted"> · {match.round}</span>
      </p>
      <div className="account-match__sides">
        <Side name={match.home} score={played && !match.scoreText ? match.homeScore : null} />
        <Side name={match.away} score={played && !match.scoreText ? match.awayScore : null} />
      </div>
      {played && match.scoreText ? <p className="account-match__score">{match.scoreText}</p> : null}
      {played && (
        <p className="account-muted">
          {match.winner
            ? i18n._('account.matches.winner', { name: match.winner })
            : i18n._('account.matches.draw')}
        </p>
      )}
    </li>
  );
}

/**
 * An athletics heat of the user's: day, time and venue, sport and category, the race and heat ("100m
 * Heat 1"), the user's own lane as the server says (`yourLanes`; else how many run), where it stands,
 * and a link to the race's page.
 */
function HeatItem({ heat }: { heat: MyMatch }) {
  const { i18n } = useI18n();
  const athletes = heat.athletes ?? [];
  const lanes = heat.yourLanes ?? [];
  const lane = lanes.length > 0 ? lanes.join(', ') : null;
  const title = heat.home;
  return (
    <li className="account-match" aria-label={title}>
      <p className="account-match__when">
        <span>{formatDay(heat.day)}</span>
        <span>{timeRange(heat.start, heat.end)}</span>
        <span>{heat.venue.name}</span>
      </p>
      <p className="account-match__what">
        <span className="account-match__event">
          {eventAndCategory(heat.eventTitle, heat.category)}
        </span>
      </p>
      <p className="account-match__heat">{title}</p>
      <p className="account-muted">
        {lane !== null
          ? i18n._('account.matches.yourLane', { lane })
          : athletes.length === 1
            ? i18n._('account.matches.athlete', { count: formatNumber(athletes.length) })
            : i18n._('account.matches.athletes', { count: formatNumber(athletes.length) })}
      </p>
      {heat.status === 'played' && (
        <p className="account-muted">
          {heat.winner
            ? i18n._('account.matches.winner', { name: heat.winner })
            : i18n._('account.matches.timed')}
        </p>
      )}
      <p>
        <Link to={`/races/${encodeURIComponent(heat.setId)}`} className="account-match__link">
          {i18n._('account.matches.raceDetails')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </p>
    </li>
  );
}

/** The calendar feeds of the user's teams, one link each. */
function CalendarLinks({ calendars }: { calendars: readonly TeamCalendar[] }) {
  const { i18n } = useI18n();
  if (calendars.length === 0) return null;
  return (
    <ul className="account-calendars" aria-label={i18n._('account.matches.calendars')}>
      {calendars.map((calendar) => (
        <li key={calendar.path}>
          <a href={`${API_BASE}${calendar.path}`}>
            {calendar.category
              ? i18n._('account.matches.addCalendarCategory', {
                  event: calendar.eventTitle,
                  category: calendar.category,
                })
              : i18n._('account.matches.addCalendar', { event: calendar.eventTitle })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The 'Your matches' card (GET /user/matches): the scheduled matches of the user's teams, by day and
 * time, each with its time, venue, sport and category, round, the two teams and the score once
 * played (an athletics heat: the race and heat, the user's own lane, and a link to the race's page);
 * then a calendar feed (ICS) per team to subscribe to. Without a match
 * it says so (and still offers the calendars). While the list loads the card says so; a failure
 * offers Try again.
 */
export function MatchesCard() {
  const matches = useMyMatches();
  const { i18n } = useI18n();
  return (
    <section className="account-card" aria-labelledby="account-matches-title">
      <h2 id="account-matches-title" className="account-card__title">
        {i18n._('account.matches.title')}
      </h2>
      <p className="account-muted">{i18n._('account.matches.intro')}</p>
      <QueryState
        query={matches}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.matches.failed')}
        loading={i18n._('account.matches.loading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {(data) => (
          <>
            {data.matches.length === 0 ? (
              <p className="account-muted">{i18n._('account.matches.none')}</p>
            ) : (
              <ul className="account-matches" aria-label={i18n._('account.matches.title')}>
                {data.matches.map((match) =>
                  match.kind === 'heat' ? (
                    <HeatItem key={`${match.setId}/${match.matchId}`} heat={match} />
                  ) : (
                    <MatchItem key={`${match.setId}/${match.matchId}`} match={match} />
                  ),
                )}
              </ul>
            )}
            <CalendarLinks calendars={data.calendars} />
          </>
        )}
      </QueryState>
    </section>
  );
}
