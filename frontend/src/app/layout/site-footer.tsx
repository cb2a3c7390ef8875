import { Link } from 'react-router';

import { FEST, telHref } from '@/lib/fest';

import { footerNav } from './nav-links';
import { SocialIcon } from './social-icon';

export const TAGLINE = FEST.tagline;

/** The footer (SPEC 2.3): tagline, useful links, social profiles, contact and copyright. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__tagline">{TAGLINE}</p>
        <div className="site-footer__columns">
          <nav aria-labelledby="footer-links-heading" className="site-footer__nav">
            <h2 id="footer-links-heading" className="site-footer__heading">
              Useful links
            </h2>
            <ul>
              {footerNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-social-heading">
            <h2 id="footer-social-heading" className="site-footer__heading">
              Follow us
            </h2>
            <ul className="site-footer__social">
              {FEST.socials.map((link) => (
                <li key={link.network}>
                  <a
                    className="site-footer__social-link"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${FEST.name} on ${link.label} (opens in a new tab)`}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-contact-heading">
            <h2 id="footer-contact-heading" className="site-footer__heading">
              Contact
            </h2>
            <address className="site-footer__contact">
              <span>{FEST.address}</span>
              <span>
                Phone: <a href={telHref(FEST.phone)}>{FEST.phone}</a>
              </span>
              <span>
                E-mail: <a href={`mailto:${FEST.email}`}>{FEST.email}</a>
              </span>
            </address>
          </section>
        </div>
        <p className="site-footer__copyright">
          © {FEST.copyrightYear} {FEST.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
