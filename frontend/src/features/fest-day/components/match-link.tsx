import { Link } from 'react-router';

import { MSG } from '../messages';

/**
 * The link from a match's card to the match's own page: "Match details" on screen, with the match
 * named after it for screen readers (every card has one, so each link says which match it opens).
 * Left out of the printout.
 */
export function MatchLink({ to, title }: { to: string; title: string }) {
  return (
    <p className="match-card__more">
      <Link to={to} className="match-card__link">
        {MSG.matchPage.link}
        <span className="visually-hidden">{MSG.matchPage.linkOf(title)}</span>
      </Link>
    </p>
  );
}
