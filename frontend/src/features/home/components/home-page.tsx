import { ButtonLink } from '@/components/ui/button-link';
import { FEST } from '@/lib/fest';
import { DEFAULT_DESCRIPTION, usePageMeta } from '@/lib/use-page-meta';

import { HERO, WELCOME } from '../data';
import { useI18n } from '../i18n';
import { ContactSection } from './contact-section';
import { EventsStrip } from './events-strip';
import { HomeNotices } from './home-notices';
import { IntroVideo } from './intro-video';
import './home-page.css';

/**
 * Home (SPEC 2.4): intro video and title, welcome, the organisers' public notices (when there are
 * any), the events strip and the contact section.
 */
export function HomePage() {
  const { i18n } = useI18n();
  usePageMeta(null, DEFAULT_DESCRIPTION);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <p className="home-hero__kicker">{i18n._(HERO.kicker)}</p>
          <h1 id="home-title" className="home-hero__title">
            {FEST.name} <span className="home-hero__year">{FEST.year}</span>
          </h1>
          <p className="home-hero__lead">{i18n._(HERO.lead)}</p>
          <div className="home-hero__actions">
            <ButtonLink to="/event/ins" variant="fire">
              {i18n._(HERO.explore)}
            </ButtonLink>
            <ButtonLink to="/ca" variant="ghost">
              {i18n._(HERO.caPortal)}
            </ButtonLink>
          </div>
        </div>
        <div className="home-hero__frame">
          <IntroVideo />
        </div>
      </section>

      <section className="home-welcome" aria-labelledby="home-welcome-title">
        <h2 id="home-welcome-title" className="home-section__title">
          {i18n._(WELCOME.heading)}
        </h2>
        <div className="home-welcome__body">
          {WELCOME.paragraphs.map((key) => (
            <p key={key}>{i18n._(key)}</p>
          ))}
        </div>
        <ul className="home-welcome__stats">
          {WELCOME.stats.map((stat) => (
            <li key={stat.label}>
              <span className="home-welcome__stat-value">{stat.value}</span>
              <span className="home-welcome__stat-label">{i18n._(stat.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <HomeNotices />
      <EventsStrip />
      <ContactSection />
    </div>
  );
}
