import { usePageMeta } from '@/lib/use-page-meta';

import { ROLE_GROUPS, TEAM_PAGE } from '../data';
import { MemberCard } from './member-card';
import './team.css';

/** The team page (/aboutUs, SPEC 2.6): coordinators by role group. */
export function TeamPage() {
  usePageMeta('Team', TEAM_PAGE.description);
  return (
    <div className="team-page">
      <header className="team-page__head">
        <h1 className="team-page__title">{TEAM_PAGE.heading}</h1>
        <p className="team-page__lead">{TEAM_PAGE.lead}</p>
      </header>
      {ROLE_GROUPS.map((group) => (
        <section
          key={group.title}
          className="team-group"
          aria-labelledby={`team-${group.title.replace(/\W+/g, '-')}`}
        >
          <h2 id={`team-${group.title.replace(/\W+/g, '-')}`} className="team-group__title">
            {group.title}
          </h2>
          <ul className="team-group__row">
            {group.members.map((member) => (
              <MemberCard key={member.name} member={member} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
