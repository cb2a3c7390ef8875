import { Link } from 'react-router';

import { FEST, telHref } from '@/lib/fest';
import { useI18n } from '@/lib/i18n/use-i18n';

import { footerNav } from './nav-links';
import { SocialIcon } from './social-icon';

/** The fest's tagline as the English footer shows it (the catalogue's `footer.tagline`). */
export const TAGLINE = FEST.tagline;

/** The footer (SPEC 2.3): tagline, useful links, social profiles, contact and copyright. */
export function SiteFooter() {
  const { i18n } = useI18n();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__tagline">{i18n._('footer.tagline')}</p>
        <div className="site-footer__columns">
          <nav aria-labelledby="footer-links-heading" className="site-footer__nav">
            <h2 id="footer-links-heading" className="site-footer__heading">
              {i18n._('footer.usefulLinks')}
            </h2>
            <ul>
              {footerNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{i18n._(item.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-social-heading">
            <h2 id="footer-social-heading" className="site-footer__heading">
              {i18n._('footer.followUs')}
            </h2>
            <ul className="site-footer__social">
              {FEST.socials.map((link) => (
                <li key={link.network}>
                  <a
                    className="site-footer__social-link"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={i18n._('footer.socialLink', {
                      name: FEST.name,
                      network: link.label,
                    })}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-contact-heading">
            <h2 id="footer-contact-heading" className="site-footer__heading">
              {i18n._('footer.contact')}
            </h2>
            <address className="site-footer__contact">
              <span>{i18n._('fest.address')}</span>
              <span>
                {i18n._('footer.phone')} <a href={telHref(FEST.phone)}>{FEST.phone}</a>
              </span>
              <span>
                {i18n._('footer.email')} <a href={`mailto:${FEST.email}`}>{FEST.email}</a>
              </span>
            </address>
          </section>
        </div>
        <p className="site-footer__copyright">
          {i18n._('footer.copyright', { year: FEST.copyrightYear, name: FEST.name })}
        </p>
      </div>
    </footer>
  );
}
