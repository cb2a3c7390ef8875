import { Link } from 'react-router';

import { useI18n } from '../i18n';

/**
 * The link from a match's card to the match's own page: "Match details" on screen, with the match
 * named after it for screen readers (every card has one, so each link says which match it opens).
 * Left out of the printout.
 */
export function MatchLink({ to, title }: { to: string; title: string }) {
  const { i18n } = useI18n();
  return (
    <p className="match-card__more">
      <Link to={to} className="match-card__link">
        {i18n._('fest-day.match.link')}
        <span className="visually-hidden">: {title}</span>
      </Link>
    </p>
  );
}
