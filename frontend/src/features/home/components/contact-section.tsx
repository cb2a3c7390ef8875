import { useEffect, useRef, useState } from 'react';

import { FestAddress } from '@/components/fest-address';
import { FEST, telHref } from '@/lib/fest';

import { CONTACT } from '../data';
import { useI18n } from '../i18n';

/**
 * The map: Google's embed is heavy, so the frame is only created when the visitor scrolls near it
 * (the browser's own lazy loading starts far too early for it); until then an empty box of the same
 * size holds its place. Without IntersectionObserver the frame is created at once.
 */
function MapFrame() {
  const { i18n } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, [near]);

  return (
    <div ref={box} className="home-contact__map">
      {near && (
        <iframe
          src={CONTACT.mapUrl}
          title={i18n._(CONTACT.mapTitle)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          width={600}
          height={400}
        />
      )}
    </div>
  );
}

/** The contact section (SPEC 2.4): address, phone and e-mail of the organisers, and a map. */
export function ContactSection() {
  const { i18n } = useI18n();
  return (
    <section className="home-contact" aria-labelledby="home-contact-title">
      <div className="home-contact__text">
        <h2 id="home-contact-title" className="home-section__title">
          {i18n._(CONTACT.heading)}
        </h2>
        <p className="home-contact__lead">{i18n._(CONTACT.lead)}</p>
        <dl className="home-contact__list">
          <div>
            <dt>{i18n._('home.contact.address')}</dt>
            <dd>
              <FestAddress />
            </dd>
          </div>
          <div>
            <dt>{i18n._('home.contact.phone')}</dt>
            <dd>
              <a href={telHref(FEST.phone)}>{FEST.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{i18n._('home.contact.email')}</dt>
            <dd>
              <a href={`mailto:${FEST.email}`}>{FEST.email}</a>
            </dd>
          </div>
        </dl>
      </div>
      <MapFrame />
    </section>
  );
}
