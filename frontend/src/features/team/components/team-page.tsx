import { usePageMeta } from '@/lib/use-page-meta';

import { ROLE_GROUPS, TEAM_PAGE } from '../data';
import { useI18n } from '../i18n';
import { MemberCard } from './member-card';
import './team.css';

/** The team page (/aboutUs, SPEC 2.6): coordinators by role group. */
export function TeamPage() {
  // Drawn again in the new language when it changes (the groups and positions read it).
  const { i18n } = useI18n();
  usePageMeta(i18n._(TEAM_PAGE.metaTitle), i18n._(TEAM_PAGE.description));
  return (
    <div className="team-page">
      <header className="team-page__head">
        <h1 className="team-page__title">{i18n._(TEAM_PAGE.heading)}</h1>
        <p className="team-page__lead">{i18n._(TEAM_PAGE.lead)}</p>
      </header>
      {ROLE_GROUPS.map((group) => (
        <section key={group.id} className="team-group" aria-labelledby={`team-${group.id}`}>
          <h2 id={`team-${group.id}`} className="team-group__title">
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
