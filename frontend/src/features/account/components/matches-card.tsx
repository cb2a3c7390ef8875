import { Link } from 'react-router';

import { QueryState } from '@/components/ui/query-state';
import { API_BASE } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';

import { useMyMatches, type MyMatch, type TeamCalendar } from '../api/get-matches';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
import { MSG } from '../messages';

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
  const played = match.status === 'played';
  return (
    <li className="account-match" aria-label={MSG.matchTitle(match.home, match.away)}>
      <p className="account-match__when">
        <span>{formatDay(match.day)}</span>
        <span>{MSG.timeRange(match.start, match.end)}</span>
        <span>{match.venue.name}</span>
      </p>
      <p className="account-match__what">
        <span className="account-match__event">
          {MSG.eventAndCategory(match.eventTitle, match.category)}
        </span>
        <span className="account-muted"> · {match.round}</span>
      </p>
      <div className="account-match__sides">
        <Side name={match.home} score={played && !match.scoreText ? match.homeScore : null} />
        <Side name={match.away} score={played && !match.scoreText ? match.awayScore : null} />
      </div>
      {played && match.scoreText ? <p className="account-match__score">{match.scoreText}</p> : null}
      {played && (
        <p className="account-muted">{match.winner ? MSG.matchWinner(match.winner) : MSG.draw}</p>
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
  const athletes = heat.athletes ?? [];
  const lanes = heat.yourLanes ?? [];
  const lane = lanes.length > 0 ? lanes.join(', ') : null;
  const title = heat.home;
  return (
    <li className="account-match" aria-label={title}>
      <p className="account-match__when">
        <span>{formatDay(heat.day)}</span>
        <span>{MSG.timeRange(heat.start, heat.end)}</span>
        <span>{heat.venue.name}</span>
      </p>
      <p className="account-match__what">
        <span className="account-match__event">
          {MSG.eventAndCategory(heat.eventTitle, heat.category)}
        </span>
      </p>
      <p className="account-match__heat">{title}</p>
      <p className="account-muted">
        {lane !== null ? MSG.yourLane(lane) : MSG.athletes(athletes.length)}
      </p>
      {heat.status === 'played' && (
        <p className="account-muted">{heat.winner ? MSG.matchWinner(heat.winner) : MSG.timed}</p>
      )}
      <p>
        <Link to={`/races/${encodeURIComponent(heat.setId)}`} className="account-match__link">
          {MSG.raceDetails}
          <span className="visually-hidden">{MSG.raceDetailsOf(title)}</span>
        </Link>
      </p>
    </li>
  );
}

/** The calendar feeds of the user's teams, one link each. */
function CalendarLinks({ calendars }: { calendars: readonly TeamCalendar[] }) {
  if (calendars.length === 0) return null;
  return (
    <ul className="account-calendars" aria-label={MSG.calendars}>
      {calendars.map((calendar) => (
        <li key={calendar.path}>
          <a href={`${API_BASE}${calendar.path}`}>
            {MSG.addCalendar(calendar.eventTitle, calendar.category ?? null)}
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
  return (
    <section className="account-card" aria-labelledby="account-matches-title">
      <h2 id="account-matches-title" className="account-card__title">
        {MSG.matches}
      </h2>
      <p className="account-muted">{MSG.matchesIntro}</p>
      <QueryState
        query={matches}
        classes={ACCOUNT_QUERY_STATE}
        failed={MSG.matchesFailed}
        loading={MSG.loadingMatches}
      >
        {(data) => (
          <>
            {data.matches.length === 0 ? (
              <p className="account-muted">{MSG.noMatches}</p>
            ) : (
              <ul className="account-matches" aria-label={MSG.matches}>
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
