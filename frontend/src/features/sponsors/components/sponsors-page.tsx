import { usePageMeta } from '@/lib/use-page-meta';

import { PARTNERS, POWERED_BY, PREVIOUS_SPONSORS, SPONSORS_PAGE, type Sponsor } from '../data';
import { useI18n } from '../i18n';
import './sponsors.css';

function SponsorCard({ sponsor, wide = false }: { sponsor: Sponsor; wide?: boolean }) {
  const { i18n } = useI18n();
  return (
    <li className={wide ? 'sponsor-card sponsor-card--wide' : 'sponsor-card'}>
      <p className="sponsor-card__label">{i18n._(sponsor.label)}</p>
      <img src={sponsor.logo} width={320} height={120} alt={sponsor.name} loading="lazy" />
    </li>
  );
}

function SponsorSection({
  id,
  title,
  sponsors,
  wide = false,
}: {
  id: string;
  title: string;
  sponsors: readonly Sponsor[];
  wide?: boolean;
}) {
  return (
    <section className="sponsor-section" aria-labelledby={id}>
      <h2 id={id} className="sponsor-section__title">
        {title}
      </h2>
      <ul className={wide ? 'sponsor-grid sponsor-grid--wide' : 'sponsor-grid'}>
        {sponsors.map((sponsor) => (
          <SponsorCard key={sponsor.name} sponsor={sponsor} wide={wide} />
        ))}
      </ul>
    </section>
  );
}

/** Sponsors (/sponsor, SPEC 2.7). */
export function SponsorsPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._(SPONSORS_PAGE.metaTitle), i18n._(SPONSORS_PAGE.description));
  return (
    <div className="sponsors-page">
      <header className="sponsors-page__head">
        <h1 className="sponsors-page__title">{i18n._(SPONSORS_PAGE.heading)}</h1>
        <p className="sponsors-page__lead">{i18n._(SPONSORS_PAGE.lead)}</p>
      </header>
      <SponsorSection
        id="sponsors-previous"
        title={i18n._(SPONSORS_PAGE.previous)}
        sponsors={PREVIOUS_SPONSORS}
        wide
      />
      <SponsorSection
        id="sponsors-powered"
        title={i18n._(SPONSORS_PAGE.poweredBy)}
        sponsors={POWERED_BY}
      />
      <SponsorSection
        id="sponsors-partners"
        title={i18n._(SPONSORS_PAGE.partnership)}
        sponsors={PARTNERS}
        wide
      />
    </div>
  );
}
