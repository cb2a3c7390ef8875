/**
 * The sport icons as SVG fragments on a 48 x 48 grid, drawn with strokes in `ink` and small fills in
 * `accent`. One per catalogue `icon` key (fest-shared's EventInfo.icon), plus the two home-strip games
 * that are not in the catalogue (ludo, clashroyale).
 */
const RED_FILL = '#ff4d2e';

export const ICONS = {
  mr_infinito: (ink, accent) => `
    <path d="M16 4l8 13 8-13" stroke="${ink}"/>
    <circle cx="24" cy="30" r="12" stroke="${ink}"/>
    <path d="M24 22.5l2.3 4.6 5 .7-3.6 3.5.9 5-4.6-2.4-4.6 2.4.9-5-3.6-3.5 5-.7z" fill="${accent}" stroke="none"/>`,
  codm: (ink, accent) => `
    <circle cx="24" cy="24" r="14" stroke="${ink}"/>
    <circle cx="24" cy="24" r="7" stroke="${ink}" stroke-dasharray="4 4"/>
    <circle cx="24" cy="24" r="2.5" fill="${accent}" stroke="none"/>
    <path d="M24 3v10M24 35v10M3 24h10M35 24h10" stroke="${ink}"/>`,
  bgmi: (ink, accent) => `
    <path d="M5 21a19 15 0 0 1 38 0" stroke="${ink}"/>
    <path d="M5 21c4-3 8.5-3 12.7 0 4.2-3 8.4-3 12.6 0 4.2-3 8.5-3 12.7 0" stroke="${ink}"/>
    <path d="M5 21l15 15M43 21L28 36M17.7 21L22 36M30.3 21L26 36" stroke="${ink}" stroke-width="1.6"/>
    <rect x="19.5" y="35" width="9" height="9" rx="2" fill="${accent}" stroke="none"/>`,
  valorant: (ink, accent) => `
    <path d="M5 9l19 30h7L12 9z" stroke="${ink}"/>
    <path d="M29 9h14L34 23h-7z" fill="${accent}" stroke="${accent}"/>`,
  freefire: (ink, accent) => `
    <path d="M24 45c-8.3 0-15-6.2-15-14.5C9 21 17 18 17 7c6.5 3.4 11 9.6 11 16.3 2.3-1.8 3.5-4.8 3.5-8.3C36.8 19 39 24.7 39 30.5 39 38.8 32.3 45 24 45z" stroke="${ink}"/>
    <path d="M24 45c-4 0-7-3-7-7 0-4.5 4-6 4-11 3.5 2 7 5.5 7 10 1-1 1.6-2 1.8-3.5C31 35.5 31 37 31 38c0 4-3 7-7 7z" fill="${accent}" stroke="none"/>`,
  athletics: (ink, accent) => `
    <circle cx="24" cy="27" r="16" stroke="${ink}"/>
    <path d="M19 5h10M24 5v6M37 13l3-3" stroke="${ink}"/>
    <path d="M24 27V17" stroke="${accent}"/>
    <circle cx="24" cy="27" r="2.5" fill="${accent}" stroke="none"/>`,
  badminton: (ink, accent) => `
    <path d="M19.5 35L12 7h24l-7.5 28" stroke="${ink}"/>
    <path d="M18 7l4 28M30 7l-4 28M24 7v28M14.2 15h19.6M16.4 24h15.2" stroke="${ink}" stroke-width="1.6"/>
    <path d="M18.5 35h11v2.5a5.5 5.5 0 0 1-11 0z" fill="${accent}" stroke="${accent}"/>`,
  basketball: (ink, accent) => `
    <circle cx="24" cy="24" r="19" fill="${accent}" fill-opacity=".22" stroke="${ink}"/>
    <path d="M5 24h38M24 5v38" stroke="${ink}"/>
    <path d="M10.5 10.5C16 15 19 19.5 19 24s-3 9-8.5 13.5M37.5 10.5C32 15 29 19.5 29 24s3 9 8.5 13.5" stroke="${ink}"/>`,
  cricket: (ink, accent) => `
    <g transform="rotate(45 24 24)">
      <rect x="19" y="3" width="10" height="26" rx="3" stroke="${ink}"/>
      <path d="M24 29v14" stroke="${ink}" stroke-width="4"/>
    </g>
    <circle cx="36" cy="36" r="5.5" fill="${accent}" stroke="none"/>`,
  football: (ink, accent) => `
    <circle cx="24" cy="24" r="19" stroke="${ink}"/>
    <path d="M24 15.5l8 5.8-3 9.4H19l-3-9.4z" fill="${accent}" stroke="${ink}"/>
    <path d="M24 15.5V5.5M32 21.3l9-3M29 30.7l5.5 8M19 30.7l-5.5 8M16 21.3l-9-3" stroke="${ink}"/>`,
  kabaddi: (ink, accent) => `
    <circle cx="29" cy="8" r="4" fill="${accent}" stroke="none"/>
    <path d="M27.5 14L22 27l8 6 2 10M22 27l-9 5.5L10 43M26.5 17l9 3.5 6.5-3.5M26.5 17L16 18l-5.5 6" stroke="${ink}"/>
    <path d="M4 45h40" stroke="${ink}" stroke-dasharray="3 4"/>`,
  lawn_tennis: (ink, accent) => `
    <circle cx="24" cy="24" r="19" fill="${accent}" fill-opacity=".3" stroke="${ink}"/>
    <path d="M9 12c6 3.5 9 7.5 9 12s-3 8.5-9 12M39 12c-6 3.5-9 7.5-9 12s3 8.5 9 12" stroke="${ink}"/>`,
  squash: (ink, accent) => `
    <ellipse cx="19" cy="18" rx="9" ry="14" transform="rotate(-38 19 18)" stroke="${ink}"/>
    <path d="M14 12l12 10M11 18l12 10M18 7l-6 19M24 10l-6 19" stroke="${ink}" stroke-width="1.2"/>
    <path d="M27.5 29l12 13" stroke="${ink}" stroke-width="4"/>
    <circle cx="39" cy="12" r="4" fill="${accent}" stroke="none"/>`,
  table_tennis: (ink, accent) => `
    <circle cx="19" cy="19" r="13" fill="${RED_FILL}" stroke="${ink}"/>
    <path d="M28 28l4 4" stroke="${ink}" stroke-width="3"/>
    <path d="M32.5 32.5l8 8" stroke="${ink}" stroke-width="6"/>
    <circle cx="39" cy="12" r="4" fill="${accent}" stroke="none"/>`,
  volleyball: (ink, accent) => `
    <circle cx="24" cy="24" r="19" stroke="${ink}"/>
    <path d="M24 24c0-8.5 4-15 11-18M24 24c-7.5 4.2-15.3 4.2-19 .8M24 24c7.4 4.3 11 10.7 10.6 17" stroke="${ink}"/>
    <path d="M24 24c0-8.5 4-15 11-18 4.5 3.5 7.5 9 8 14.8C37 26 30 27 24 24z" fill="${accent}" fill-opacity=".35" stroke="none"/>`,
  weightlifting: (ink, accent) => `
    <path d="M5 9h38" stroke="${ink}"/>
    <rect x="3" y="3.5" width="5" height="11" rx="1.5" fill="${accent}" stroke="none"/>
    <rect x="40" y="3.5" width="5" height="11" rx="1.5" fill="${accent}" stroke="none"/>
    <circle cx="24" cy="18" r="4" stroke="${ink}"/>
    <path d="M15 9l6 14h6l6-14M24 23v10M24 33l-7 11M24 33l7 11" stroke="${ink}"/>`,
  powerlifting: (ink, accent) => `
    <path d="M3 24h42" stroke="${ink}"/>
    <rect x="8" y="10" width="6" height="28" rx="2" fill="${accent}" stroke="none"/>
    <rect x="34" y="10" width="6" height="28" rx="2" fill="${accent}" stroke="none"/>
    <rect x="14.5" y="15" width="4" height="18" rx="1.5" stroke="${ink}"/>
    <rect x="29.5" y="15" width="4" height="18" rx="1.5" stroke="${ink}"/>`,
  chess: (ink, accent) => `
    <circle cx="24" cy="11" r="5.5" fill="${accent}" stroke="none"/>
    <path d="M18 19h12M21 19c0 7-3 12-6.5 16h19C30 31 27 26 27 19" stroke="${ink}"/>
    <rect x="11" y="35" width="26" height="7" rx="2" stroke="${ink}"/>`,
  ludo: (ink, accent) => `
    <rect x="7" y="7" width="34" height="34" rx="7" stroke="${ink}"/>
    <circle cx="16" cy="16" r="3" fill="${accent}" stroke="none"/>
    <circle cx="32" cy="16" r="3" fill="${accent}" stroke="none"/>
    <circle cx="24" cy="24" r="3" fill="${accent}" stroke="none"/>
    <circle cx="16" cy="32" r="3" fill="${accent}" stroke="none"/>
    <circle cx="32" cy="32" r="3" fill="${accent}" stroke="none"/>`,
  clashroyale: (ink, accent) => `
    <path d="M9 43V19h6v5h5.5v-5h7v5H33v-5h6v24z" stroke="${ink}"/>
    <path d="M20 43v-8a4 4 0 0 1 8 0v8" stroke="${ink}"/>
    <path d="M15 12l3-7 6 4 6-4 3 7z" fill="${accent}" stroke="${accent}"/>`,
};

/** A stand-alone icon file. */
export function iconSvg(key, ink = '#ffffff', accent = '#ffb020') {
  const body = ICONS[key](ink, accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" fill="none" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${body}\n</svg>\n`;
}

/** All icons as <symbol id="<key>"> in one file (one request for a row of icons). */
export function spriteSvg(keys, ink = '#ffffff', accent = '#ffb020') {
  const symbols = keys
    .map(
      (key) =>
        `<symbol id="${key}" viewBox="0 0 48 48" fill="none" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${ICONS[key](ink, accent)}\n</symbol>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols}\n</svg>\n`;
}
