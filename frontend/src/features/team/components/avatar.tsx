import { useId } from 'react';

/** Up to two initials of a name ('To be announced' -> 'TA'). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => word?.[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}

/** A hue from the name, so that neighbouring avatars differ. */
function hue(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/**
 * A member's photo, or an initials avatar drawn inline (no request) when there is none. The name is
 * printed beside it, so the image itself is decorative.
 */
export function Avatar({
  name,
  photo,
  seed = name,
  placeholder = false,
  size = 128,
}: {
  name: string;
  photo?: string | undefined;
  /** Picks the colour (default: the name). */
  seed?: string;
  /** Draw a silhouette instead of initials. */
  placeholder?: boolean | undefined;
  size?: number;
}) {
  const gradient = useId();
  if (photo) {
    return (
      <img className="team-avatar" src={photo} width={size} height={size} alt="" loading="lazy" />
    );
  }
  const h = hue(seed);
  return (
    <svg
      className="team-avatar"
      viewBox="0 0 128 128"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${h} 70% 34%)`} />
          <stop offset="1" stopColor={`hsl(${(h + 40) % 360} 75% 18%)`} />
        </linearGradient>
      </defs>
      <circle cx="64" cy="64" r="64" fill={`url(#${gradient})`} />
      <circle
        cx="64"
        cy="64"
        r="58"
        fill="none"
        stroke="#ffb020"
        strokeOpacity="0.55"
        strokeWidth="3"
      />
      {placeholder ? (
        <path
          d="M64 30a17 17 0 1 1 0 34 17 17 0 0 1 0-34zM30 104c3-19 17-30 34-30s31 11 34 30z"
          fill="#ffffff"
          fillOpacity="0.85"
        />
      ) : (
        <text
          x="64"
          y="64"
          dy="0.35em"
          textAnchor="middle"
          fill="#ffffff"
          style={{ fontFamily: 'var(--font-display)' }}
          fontSize="46"
          fontWeight="600"
          letterSpacing="2"
        >
          {initials(name)}
        </text>
      )}
    </svg>
  );
}
