import { Link } from 'react-router';

import type { ScheduleEntry } from '../api/types';
import { fixturesPath, matchPath, racePath } from '../lib/paths';
import { useI18n } from '../i18n';
import { eventAndCategory, matchTitle, statusText, timeRange, winnerText } from '../lib/texts';
import { MatchLink } from './match-link';

/** One side of a match: its name, and its score once played; the winner stands out. */
function Side({
  name,
  score,
  won,
}: {
  name: string;
  score: number | null | undefined;
  won: boolean;
}) {
  return (
    <div className={`match-card__side${won ? ' match-card__side--won' : ''}`}>
      <span className="match-card__team">{name}</span>
      {score !== null && score !== undefined && <span className="match-card__score">{score}</span>}
    </div>
  );
}

/**
 * A scheduled athletics heat as a card: time and venue, the sport and category, the race and heat
 * ("100m Heat 1"), its athletes by lane, where it stands, and a link to the race's page.
 */
function HeatCard({ entry }: { entry: ScheduleEntry }) {
  const { i18n } = useI18n();
  const title = entry.home;
  const athletes = entry.athletes ?? [];
  return (
    <article className="match-card" aria-label={title}>
      <p className="match-card__when">
        <span className="match-card__time">{timeRange(entry.start, entry.end)}</span>
        <span className="match-card__venue">{entry.venue.name}</span>
      </p>
      <p className="match-card__what">
        <Link to={fixturesPath(entry.event)} className="match-card__event">
          {eventAndCategory(entry.eventTitle, entry.category)}
        </Link>
      </p>
      <p className="match-card__heat">{title}</p>
      {athletes.length > 0 && (
        <ul className="match-card__athletes">
          {athletes.map((athlete) => (
            <li key={athlete}>{athlete}</li>
          ))}
        </ul>
      )}
      <p className="match-card__status">
        {entry.status === 'played' && entry.winner
          ? winnerText(entry.winner)
          : statusText(entry.status)}
      </p>
      <p className="match-card__more">
        <Link to={racePath(entry.setId)} className="match-card__link">
          {i18n._('fest-day.race.link')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </p>
    </article>
  );
}

/**
 * A scheduled match as a card: time and venue, the sport and category with the round, the two teams,
 * the score (the sport's own line when it has one: sets, innings, boards) and winner once played, and
 * a link to the match's own page. An athletics heat has a card of its own.
 */
export function ScheduleCard({ entry }: { entry: ScheduleEntry }) {
  const { i18n } = useI18n();
  if (entry.kind === 'heat') return <HeatCard entry={entry} />;
  const played = entry.status === 'played';
  const title = matchTitle(entry.home, entry.away);
  return (
    <article className="match-card" aria-label={title}>
      <p className="match-card__when">
        <span className="match-card__time">{timeRange(entry.start, entry.end)}</span>
        <span className="match-card__venue">{entry.venue.name}</span>
      </p>
      <p className="match-card__what">
        <Link to={fixturesPath(entry.event, entry.category)} className="match-card__event">
          {eventAndCategory(entry.eventTitle, entry.category)}
        </Link>
        <span className="match-card__round">{entry.round}</span>
      </p>
      <div className="match-card__sides">
        <Side
          name={entry.home}
          score={entry.scoreText ? null : entry.homeScore}
          won={played && entry.winner === entry.home}
        />
        <Side
          name={entry.away}
          score={entry.scoreText ? null : entry.awayScore}
          won={played && entry.winner === entry.away}
        />
      </div>
      {entry.scoreText ? <p className="match-card__score">{entry.scoreText}</p> : null}
      <p className="match-card__status">
        {played
          ? entry.winner
            ? winnerText(entry.winner)
            : i18n._('fest-day.match.draw')
          : statusText(entry.status)}
        {entry.detail ? <span className="match-card__detail"> · {entry.detail}</span> : null}
      </p>
      <MatchLink to={matchPath(entry.event, entry.matchId, entry.category)} title={title} />
    </article>
  );
}
