import { useId } from 'react';

import { iconRef } from '../data';

/**
 * The selected event's background: a dark ground with a fire glow, diagonal stripes and the event's
 * icon drawn large and faint. Inline SVG (colours from the design tokens, in events.css), so the
 * page's largest paint is its text rather than a decorative picture.
 */
export function EventBackdrop({ icon }: { icon: string }) {
  const id = useId();
  return (
    <svg
      className="event-backdrop"
      viewBox="0 0 1200 675"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={`${id}-glow`} cx="0.8" cy="0.25" r="0.7">
          <stop offset="0" className="event-backdrop__glow-from" />
          <stop offset="1" className="event-backdrop__glow-to" />
        </radialGradient>
        <pattern
          id={`${id}-stripes`}
          width="28"
          height="28"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(-30)"
        >
          <path d="M0 0v28" className="event-backdrop__stripe" />
        </pattern>
      </defs>
      <rect width="1200" height="675" className="event-backdrop__ground" />
      <rect width="1200" height="675" fill={`url(#${id}-stripes)`} />
      <rect width="1200" height="675" fill={`url(#${id}-glow)`} />
      <use
        key={icon}
        href={iconRef(icon)}
        x="700"
        y="90"
        width="480"
        height="480"
        className="event-backdrop__icon"
      />
      <path d="M0 600C300 540 700 700 1200 560V675H0z" className="event-backdrop__wave" />
    </svg>
  );
}
