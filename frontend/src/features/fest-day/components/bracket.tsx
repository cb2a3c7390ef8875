import type { FixtureMatch, FixtureSet } from '../api/types';
import { isOneTable, matchStatusText, swissProgress } from '../lib/formats';
import { matchPath } from '../lib/paths';
import { useI18n } from '../i18n';
import { matchTitle, timeRange } from '../lib/texts';
import { MatchLink } from './match-link';

/** A side of the match: its name, and its score unless the sport's own line shows it. */
function Side({ match, side }: { match: FixtureMatch; side: 'home' | 'away' }) {
  const { entrant, label } = match[side];
  const score = match.scoreText ? null : side === 'home' ? match.homeScore : match.awayScore;
  const won = entrant !== null && entrant !== undefined && match.winner === entrant;
  return (
    <div className={`match-card__side${won ? ' match-card__side--won' : ''}`}>
      <span className="match-card__team">{label}</span>
      {score !== null && score !== undefined && <span className="match-card__score">{score}</span>}
    </div>
  );
}

/**
 * A match of the bracket: the two sides, the score, where and when it is played, and a link to the
 * match's own page.
 */
function BracketMatch({ match, set }: { match: FixtureMatch; set: FixtureSet }) {
  const { i18n } = useI18n();
  const title = matchTitle(match.home.label, match.away.label);
  return (
    <article className="match-card match-card--bracket" aria-label={title}>
      <div className="match-card__sides">
        <Side match={match} side="home" />
        <Side match={match} side="away" />
      </div>
      {match.scoreText ? <p className="match-card__score">{match.scoreText}</p> : null}
      <p className="match-card__status">
        {matchStatusText(match)}
        {match.detail ? <span className="match-card__detail"> · {match.detail}</span> : null}
      </p>
      <p className="match-card__when">
        <span className="match-card__time">
          {match.start && match.end
            ? timeRange(match.start, match.end)
            : i18n._('fest-day.timeTba')}
        </span>
        <span className="match-card__venue">
          {match.venue?.name ?? i18n._('fest-day.venueTba')}
        </span>
      </p>
      <MatchLink to={matchPath(set.event, match.id, set.category)} title={title} />
    </article>
  );
}

/**
 * The rounds of a set of fixtures: columns on a wide screen, one after another on a phone. A round
 * robin's or a Swiss's are its rounds rather than a bracket; a Swiss still pairing says how far it is.
 */
export function Bracket({ set }: { set: FixtureSet }) {
  const { i18n } = useI18n();
  const byId = new Map(set.matches.map((m) => [m.id, m]));
  const progress = swissProgress(set);
  return (
    <section className="fest-day__section" aria-labelledby="bracket-title">
      <h2 id="bracket-title" className="fest-day__heading">
        {isOneTable(set.format)
          ? i18n._('fest-day.fixtures.rounds')
          : i18n._('fest-day.fixtures.bracket')}
      </h2>
      {progress && (
        <p className="fest-day__note">{i18n._('fest-day.fixtures.swissProgress', progress)}</p>
      )}
      <ol className="bracket">
        {set.rounds.map((round) => (
          <li key={round.number} className="bracket__round">
            <h3 className="bracket__name">{round.name}</h3>
            <ul className="bracket__matches">
              {round.matches.map((id) => {
                const match = byId.get(id);
                return match ? (
                  <li key={id}>
                    <BracketMatch match={match} set={set} />
                  </li>
                ) : null;
              })}
            </ul>
            {round.byes.length > 0 && (
              <p className="bracket__byes">
                {i18n._('fest-day.fixtures.byes', { names: round.byes.join(', ') })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
