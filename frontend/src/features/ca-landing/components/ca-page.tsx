import { FEST, telHref } from '@/lib/fest';
import { usePageMeta } from '@/lib/use-page-meta';

import { CA_CONTACTS, CA_PAGE, CONTACT, FAQ, TASKS, WHY_CA } from '../data';
import { useI18n } from '../i18n';
import { CaHeroAction } from './ca-hero-action';
import { FaqAccordion } from './faq-accordion';
import { TasksScroll } from './tasks-scroll';
import './ca.css';

/** The CA landing page (/ca, SPEC 2.9). */
export function CaPage() {
  // Drawn again in the new language when it changes (../data reads it).
  useI18n();
  usePageMeta(CA_PAGE.title, CA_PAGE.description);
  return (
    <div className="ca-page">
      <header className="ca-header">
        <img
          src="/media/logo-mark.svg"
          width={100}
          height={60}
          alt=""
          className="ca-header__mark"
        />
        <p className="ca-header__title">{CA_PAGE.portal}</p>
        <nav aria-label={CA_PAGE.sections} className="ca-header__nav">
          <ul>
            {CA_PAGE.nav.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <section id="caportal" className="ca-hero" aria-labelledby="ca-title">
        <div className="ca-hero__partners">
          {CA_PAGE.partners.map((logo, i) => (
            <span key={logo.src} className="ca-hero__partner">
              {i > 0 && (
                <span className="ca-hero__times" aria-hidden="true">
                  ×
                </span>
              )}
              <img src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} />
            </span>
          ))}
        </div>
        <p className="ca-hero__presents">{CA_PAGE.presents}</p>
        <h1 id="ca-title" className="ca-hero__title">
          {CA_PAGE.heading}
        </h1>
        <p className="ca-hero__tagline">{CA_PAGE.tagline}</p>
        <div className="ca-hero__action">
          <CaHeroAction />
        </div>
      </section>

      <section id="about" className="ca-section" aria-labelledby="ca-about-title">
        <h2 id="ca-about-title" className="ca-section__title">
          {WHY_CA.heading}
        </h2>
        {WHY_CA.paragraphs.map((text) => (
          <p key={text} className="ca-section__text">
            {text}
          </p>
        ))}
      </section>

      <section id="tasks" className="ca-section ca-section--tasks" aria-labelledby="ca-tasks-title">
        <div className="ca-section__intro">
          <h2 id="ca-tasks-title" className="ca-section__title">
            {TASKS.heading}
          </h2>
          <p className="ca-section__text">{TASKS.lead}</p>
        </div>
        <TasksScroll panels={TASKS.panels} />
      </section>

      <section id="faq" className="ca-section" aria-labelledby="ca-faq-title">
        <h2 id="ca-faq-title" className="ca-section__title">
          {FAQ.heading}
        </h2>
        <FaqAccordion entries={FAQ.entries} />
      </section>

      <section id="contact" className="ca-section" aria-labelledby="ca-contact-title">
        <h2 id="ca-contact-title" className="ca-section__title">
          {CONTACT.heading}
        </h2>
        <p className="ca-section__text">{CONTACT.lead}</p>
        <ul className="ca-contacts">
          {CA_CONTACTS.map((contact) => (
            <li key={contact.phone}>
              <span className="ca-contacts__name">{contact.name}</span>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
          ))}
          <li>
            <span className="ca-contacts__name">{CONTACT.email}</span>
            <a href={`mailto:${FEST.email}`}>{FEST.email}</a>
          </li>
        </ul>
      </section>
    </div>
  );
}
