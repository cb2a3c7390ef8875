#!/usr/bin/env node
/**
 * Writes the site's placeholder artwork (plain SVG, no tools needed) into public/media/:
 *
 *   icons/<icon>.svg          sport icons, one per catalogue icon key (+ ludo, clashroyale)
 *
 * and src/features/events/assets/icon-sprite.svg: the catalogue's icons as <symbol id="<icon>"> in
 * one file (a hashed, cached asset), which the events page's icon row and backgrounds draw from.
 *   strip/<game>.svg          the home page's events strip cards
 *   sponsors/<slug>.svg       sponsor wordmarks
 *   merch/<design>-{front,back}.svg
 *   logo.svg, logo-mark.svg, partner-crest.svg
 *
 * Run: node scripts/media/generate-art.mjs (from frontend/). The raster media (intro video, poster,
 * Open Graph image) come from scripts/media/render-video.mjs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ICONS, iconSvg, spriteSvg } from './icons.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../public/media');
const spriteFile = join(here, '../../src/features/events/assets/icon-sprite.svg');

const DEEP = '#05070d';
const RAISED = '#1c2440';
const AMBER = '#ffb020';
const ORANGE = '#ff7a1a';
const RED = '#ff4d2e';
const COOL = '#5cc8ff';
const DISPLAY = "Oswald, 'Arial Narrow', 'DejaVu Sans Condensed', Impact, sans-serif";
const TEXT = "Inter, 'DejaVu Sans', Arial, sans-serif";

async function put(path, text) {
  const file = join(out, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text.replace(/\n\s*\n/g, '\n'));
}

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}\n</svg>\n`;

const icon = (key, { x, y, size, ink = '#ffffff', accent = AMBER, width = 2.5, opacity = 1 }) =>
  `<g transform="translate(${x} ${y}) scale(${size / 48})" fill="none" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${ICONS[key](ink, accent)}</g>`;

/** A home strip card: portrait art with the game's icon. */
function stripCard(key, hue) {
  return svg(
    400,
    500,
    `
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${RAISED}"/><stop offset="1" stop-color="${DEEP}"/></linearGradient>
    <radialGradient id="r" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="${hue}" stop-opacity=".6"/><stop offset="1" stop-color="${hue}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="400" height="500" fill="url(#g)"/>
  <rect width="400" height="500" fill="url(#r)"/>
  <circle cx="200" cy="210" r="130" fill="none" stroke="#ffffff" stroke-opacity=".12" stroke-width="2"/>
  <circle cx="200" cy="210" r="160" fill="none" stroke="#ffffff" stroke-opacity=".06" stroke-width="2" stroke-dasharray="6 10"/>
  ${icon(key, { x: 110, y: 120, size: 180, ink: '#ffffff', accent: AMBER, width: 2.2 })}
  <path d="M0 420l400-60v140H0z" fill="${hue}" fill-opacity=".18"/>`,
  );
}

/** The infinity mark of the fest, in fire colours. */
const infinityPath =
  'M50 30c-8-10-14-14-22-14a14 14 0 0 0 0 28c8 0 14-4 22-14s14-14 22-14a14 14 0 0 1 0 28c-8 0-14-4-22-14z';

function logoMark() {
  return svg(
    100,
    60,
    `
  <defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${AMBER}"/><stop offset=".55" stop-color="${ORANGE}"/><stop offset="1" stop-color="${RED}"/></linearGradient></defs>
  <path d="${infinityPath}" fill="none" stroke="url(#f)" stroke-width="8" stroke-linecap="round"/>`,
  );
}

function logo() {
  return svg(
    320,
    96,
    `
  <defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${AMBER}"/><stop offset=".55" stop-color="${ORANGE}"/><stop offset="1" stop-color="${RED}"/></linearGradient></defs>
  <g transform="translate(0 18)"><path d="${infinityPath}" fill="none" stroke="url(#f)" stroke-width="8" stroke-linecap="round"/></g>
  <text x="108" y="60" fill="#ffffff" font-family="${DISPLAY}" font-size="44" font-weight="700" textLength="200" lengthAdjust="spacingAndGlyphs">INFINITO</text>
  <text x="110" y="84" fill="${AMBER}" font-family="${TEXT}" font-size="15" font-weight="600" textLength="196" lengthAdjust="spacingAndGlyphs">SPORTS FEST</text>`,
  );
}

/** The host institute's partner crest (placeholder). */
function partnerCrest() {
  return svg(
    120,
    120,
    `
  <path d="M60 6l46 16v30c0 32-20 54-46 62C34 106 14 84 14 52V22z" fill="${RAISED}" stroke="${COOL}" stroke-width="4"/>
  <path d="M60 22l30 10v20c0 21-13 36-30 42-17-6-30-21-30-42V32z" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="2"/>
  <path d="M40 70l20-34 20 34z" fill="none" stroke="${AMBER}" stroke-width="4" stroke-linejoin="round"/>
  <circle cx="60" cy="58" r="6" fill="${AMBER}"/>
  <text x="60" y="92" text-anchor="middle" fill="#ffffff" font-family="${DISPLAY}" font-size="13" font-weight="700" letter-spacing="2">PATNA</text>`,
  );
}

/** Sponsor wordmarks: [slug, name, sub-line, mark shape, colour]. */
const SPONSORS = [
  ['radio-tarang', 'Radio Tarang', '93.5 FM', 'wave', RED],
  ['patna-events-collective', 'Patna Events', 'COLLECTIVE', 'ring', COOL],
  ['voltedge', 'VoltEdge', 'ENERGY DRINKS', 'bolt', AMBER],
  ['ganga-bank', 'Ganga Bank', 'SINCE 1972', 'ring', COOL],
  ['stridex', 'StrideX', 'SPORTSWEAR', 'chevron', ORANGE],
  ['codenest', 'CodeNest', 'LABS', 'square', '#4ade80'],
  ['bihar-byte', 'Bihar Byte', 'NETWORKS', 'square', COOL],
  ['peakfuel', 'PeakFuel', 'NUTRITION', 'bolt', AMBER],
  ['nalanda-books', 'Nalanda Books', 'PUBLISHERS', 'ring', '#f472b6'],
  ['swiftcart', 'SwiftCart', 'DELIVERY', 'chevron', ORANGE],
  ['urja-solar', 'Urja Solar', 'RENEWABLES', 'sun', AMBER],
  ['hydra-sip', 'HydraSip', 'WATER', 'wave', COOL],
  ['gridiron-gear', 'Gridiron Gear', 'EQUIPMENT', 'chevron', RED],
  ['mithila-foods', 'Mithila Foods', 'SNACKS', 'sun', ORANGE],
  ['quanta-edu', 'Quanta Edu', 'COACHING', 'square', '#a78bfa'],
  ['rail-and-road', 'Rail & Road', 'TRAVELS', 'ring', '#4ade80'],
  ['pixelforge', 'PixelForge', 'STUDIOS', 'square', '#f472b6'],
  ['fitzone', 'FitZone', 'GYMS', 'bolt', RED],
  ['sonic-beats', 'Sonic Beats', 'AUDIO', 'wave', '#a78bfa'],
  ['kosi-motors', 'Kosi Motors', 'AUTOMOBILES', 'chevron', COOL],
  ['pizza-pronto', 'Pizza Pronto', 'PIZZERIA', 'sun', RED],
  ['state-bridge-corp', 'State Bridge', 'CONSTRUCTION DEPT.', 'bridge', AMBER],
];

const marks = {
  wave: (c) =>
    `<path d="M8 40c6-12 12-12 18 0s12 12 18 0" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/><path d="M8 28c6-12 12-12 18 0s12 12 18 0" fill="none" stroke="${c}" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>`,
  ring: (c) =>
    `<circle cx="26" cy="34" r="17" fill="none" stroke="${c}" stroke-width="6"/><circle cx="26" cy="34" r="6" fill="${c}"/>`,
  bolt: (c) => `<path d="M30 10L12 38h12l-4 20 20-30H28z" fill="${c}"/>`,
  chevron: (c) =>
    `<path d="M8 22l16 12-16 12M24 22l16 12-16 12" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  square: (c) =>
    `<rect x="9" y="17" width="34" height="34" rx="8" fill="none" stroke="${c}" stroke-width="6"/><rect x="20" y="28" width="12" height="12" rx="2" fill="${c}"/>`,
  sun: (c) =>
    `<circle cx="26" cy="34" r="11" fill="${c}"/><path d="M26 10v6M26 52v6M2 34h6M44 34h6M9 17l4 4M39 47l4 4M9 51l4-4M39 21l4-4" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  bridge: (c) =>
    `<path d="M4 46h44M8 46V36a18 18 0 0 1 36 0v10M18 46V30M26 46V27M34 46V30" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
};

function sponsorMark([, name, sub, shape, colour]) {
  const escaped = name.replace('&', '&amp;');
  return svg(
    320,
    120,
    `
  <g transform="translate(18 26)">${marks[shape](colour)}</g>
  <text x="84" y="64" fill="#ffffff" font-family="${DISPLAY}" font-size="${name.length > 12 ? 29 : 34}" font-weight="700" letter-spacing="1">${escaped}</text>
  <text x="86" y="88" fill="${colour}" font-family="${TEXT}" font-size="13" font-weight="700" letter-spacing="3">${sub}</text>`,
  );
}

/** Merchandise: [slug, garment, colour, print colour, front print, back print]. */
const MERCH = [
  ['classic-tee', 'tee', '#141a2e', AMBER, 'INFINITO', '25'],
  ['fire-tee', 'tee', '#2b0f0a', ORANGE, 'IGNITE', 'FIRE'],
  ['legacy-hoodie', 'hoodie', '#0b1020', AMBER, 'LEGACY', 'IITP'],
  ['esports-jersey', 'tee', '#1d1240', '#a78bfa', 'E-SPORTS', '07'],
  ['champion-hoodie', 'hoodie', '#3a0d12', '#ffffff', 'CHAMPION', 'SPARK'],
];

const TEE =
  'M130 40l-60 26-40 60 42 26 22-30v214h212V122l22 30 42-26-40-60-60-26c-10 22-34 36-70 36s-60-14-70-36z';
const HOODIE =
  'M128 46l-62 24-42 64 16 150 42-6 10-136v222h216V146l10 136 42 6 16-150-42-64-62-24c-8 22-36 36-72 36s-64-14-72-36z';

function merchSide([, garment, colour, ink, front, back], side) {
  const body = garment === 'tee' ? TEE : HOODIE;
  const hood =
    garment === 'hoodie'
      ? side === 'front'
        ? `<path d="M150 48c10 40 40 58 50 58s40-18 50-58" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="6"/><path d="M190 106v40M210 106v40" stroke="#ffffff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/><rect x="140" y="270" width="120" height="56" rx="10" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="4"/>`
        : `<path d="M128 46c12 54 50 78 72 78s60-24 72-78" fill="#ffffff" fill-opacity=".07" stroke="#ffffff" stroke-opacity=".22" stroke-width="5"/>`
      : side === 'front'
        ? `<path d="M160 40c10 16 24 24 40 24s30-8 40-24" fill="none" stroke="#ffffff" stroke-opacity=".3" stroke-width="5"/>`
        : `<path d="M150 40c14 8 30 12 50 12s36-4 50-12" fill="none" stroke="#ffffff" stroke-opacity=".3" stroke-width="5"/>`;
  const print =
    side === 'front'
      ? `<g transform="translate(150 150)"><path d="${infinityPath}" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" transform="scale(1)"/></g>
  <text x="200" y="244" text-anchor="middle" fill="${ink}" font-family="${DISPLAY}" font-size="${front.length > 7 ? 30 : 36}" font-weight="700" letter-spacing="3">${front}</text>`
      : `<text x="200" y="230" text-anchor="middle" fill="${ink}" font-family="${DISPLAY}" font-size="96" font-weight="700">${back}</text>
  <text x="200" y="270" text-anchor="middle" fill="#ffffff" fill-opacity=".85" font-family="${TEXT}" font-size="14" font-weight="700" letter-spacing="4">INFINITO 2025</text>`;
  return svg(
    400,
    400,
    `
  <defs><radialGradient id="l" cx=".5" cy=".3" r=".7"><stop offset="0" stop-color="#ffffff" stop-opacity=".1"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
  <rect width="400" height="400" rx="24" fill="${RAISED}"/>
  <path d="${body}" fill="${colour}" stroke="#ffffff" stroke-opacity=".35" stroke-width="3" stroke-linejoin="round"/>
  <path d="${body}" fill="url(#l)"/>
  ${hood}
  ${print}`,
  );
}

const STRIP = [
  ['freefire', RED],
  ['basketball', ORANGE],
  ['bgmi', '#8b5cf6'],
  ['cricket', '#4ade80'],
  ['valorant', RED],
  ['ludo', COOL],
  ['clashroyale', '#8b5cf6'],
];

const CATALOGUE_ICONS = Object.keys(ICONS).filter((k) => k !== 'ludo' && k !== 'clashroyale');

await Promise.all([
  ...Object.keys(ICONS).map((key) => put(`icons/${key}.svg`, iconSvg(key))),
  mkdir(dirname(spriteFile), { recursive: true }).then(() =>
    writeFile(spriteFile, spriteSvg(CATALOGUE_ICONS)),
  ),
  ...STRIP.map(([key, hue]) => put(`strip/${key}.svg`, stripCard(key, hue))),
  ...SPONSORS.map((s) => put(`sponsors/${s[0]}.svg`, sponsorMark(s))),
  ...MERCH.flatMap((m) => [
    put(`merch/${m[0]}-front.svg`, merchSide(m, 'front')),
    put(`merch/${m[0]}-back.svg`, merchSide(m, 'back')),
  ]),
  put('logo.svg', logo()),
  put('logo-mark.svg', logoMark()),
  put('partner-crest.svg', partnerCrest()),
]);
console.log(`artwork written to ${out}`);
