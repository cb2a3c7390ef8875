import { useEffect, useRef, useState } from 'react';

import { ButtonLink } from '@/components/ui/button-link';
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/media-query';

import { STRIP, STRIP_CARDS, type StripCard } from '../data';
import { useI18n } from '../i18n';

/**
 * The events strip (SPEC 2.4): the cards scroll sideways by themselves, one pixel every 10 ms (20 ms
 * at 768 px or narrower), and stop while the pointer is over the strip or focus is inside it. It
 * shows six cards at first and adds six more whenever scrolling reaches the anchor at its end
 * (IntersectionObserver); the repeats are hidden from assistive technology. With
 * prefers-reduced-motion it does not move by itself.
 */
export function EventsStrip({ cards = STRIP_CARDS }: { cards?: readonly StripCard[] }) {
  const { i18n } = useI18n();
  // Without IntersectionObserver nothing would load more: show every card once instead.
  const [count, setCount] = useState<number>(() =>
    typeof IntersectionObserver === 'undefined'
      ? Math.max(STRIP.pageSize, cards.length)
      : STRIP.pageSize,
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const narrow = useMediaQuery(STRIP.narrowQuery);
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<HTMLLIElement>(null);
  const max = Math.max(STRIP.maxCards, cards.length);
  const full = count >= max;

  // Load more when the anchor comes into view. A new observer after each load reports at once
  // whether the anchor is still in view (on a wide screen six more cards may not push it out).
  useEffect(() => {
    const root = scroller.current;
    const target = anchor.current;
    if (full || !root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setCount((n) => Math.min(n + STRIP.pageSize, max));
        }
      },
      { root, rootMargin: '0px 240px 0px 0px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [count, max, full]);

  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    const el = scroller.current;
    if (paused || !el) return;
    let position = el.scrollLeft;
    const timer = setInterval(
      () => {
        // Follow the visitor when they scrolled the strip themselves.
        if (Math.abs(el.scrollLeft - position) > 2) position = el.scrollLeft;
        position += 1;
        const end = el.scrollWidth - el.clientWidth;
        if (full && end > 0 && position >= end) position = 0;
        el.scrollLeft = position;
      },
      narrow ? STRIP.narrowIntervalMs : STRIP.intervalMs,
    );
    return () => {
      clearInterval(timer);
    };
  }, [paused, narrow, full]);

  const shown = Array.from({ length: count }, (_, i) => cards[i % cards.length]).filter(
    (card): card is StripCard => card !== undefined,
  );

  return (
    <section className="home-strip" aria-labelledby="home-strip-title">
      <div className="home-strip__head">
        <h2 id="home-strip-title" className="home-section__title">
          {i18n._(STRIP.heading)}
        </h2>
        <ButtonLink to="/event/ins" variant="ghost">
          {i18n._(STRIP.seeAll)}
        </ButtonLink>
      </div>
      <div
        ref={scroller}
        className="home-strip__scroller"
        role="region"
        aria-label={i18n._(STRIP.label)}
        // Focusable, so that keyboard users can scroll it (and focus pauses it).
        tabIndex={0}
        data-paused={paused}
        data-testid="events-strip"
        onMouseEnter={() => {
          setHovered(true);
        }}
        onMouseLeave={() => {
          setHovered(false);
        }}
        onFocus={() => {
          setFocused(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <ul className="home-strip__list">
          {shown.map((card, i) => (
            <li key={i} className="home-strip__card" aria-hidden={i >= cards.length || undefined}>
              <img src={card.image} width={400} height={500} alt="" loading="lazy" />
              <span className="home-strip__card-title">{card.title}</span>
            </li>
          ))}
          <li ref={anchor} className="home-strip__anchor" aria-hidden="true" />
        </ul>
      </div>
    </section>
  );
}
