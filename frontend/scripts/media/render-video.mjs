#!/usr/bin/env node
/**
 * Renders the home page's intro video, its poster and the Open Graph image into public/media/:
 *
 *   intro.webm (VP9), intro.mp4 (H.264), intro-poster.webp (the last frame), og-image.jpg (1200x630)
 *
 * The frames are an HTML/CSS animation drawn by the system Chromium (playwright, no download) with the
 * self-hosted display font; ffmpeg (Debian: `apt-get install -y ffmpeg`) encodes them.
 *
 * Run from frontend/: node scripts/media/render-video.mjs   (CHROMIUM_PATH, default /usr/bin/chromium)
 */
/* global document -- inside page.evaluate(), which runs in the browser */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../../public/media');
const oswald = pathToFileURL(
  resolve(
    here,
    '../../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  ),
).href;

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 4;

const infinity =
  'M50 30c-8-10-14-14-22-14a14 14 0 0 0 0 28c8 0 14-4 22-14s14-14 22-14a14 14 0 0 1 0 28c-8 0-14-4-22-14z';

// Sparks rising through the frame: [left %, delay s, size px, drift px].
const sparks = Array.from({ length: 26 }, (_, i) => [
  (i * 37) % 100,
  ((i * 0.61) % 2.6).toFixed(2),
  3 + ((i * 5) % 6),
  ((i % 2 ? 1 : -1) * (10 + ((i * 13) % 40))).toFixed(0),
]);

const page = (w, h, extra = '') => `<!doctype html><html><head><style>
@font-face { font-family: Oswald; src: url(${oswald}) format('woff2'); font-weight: 200 700; }
* { margin: 0; box-sizing: border-box; }
html, body { width: ${w}px; height: ${h}px; overflow: hidden; background: #05070d; }
.stage { position: relative; width: 100%; height: 100%; overflow: hidden;
  background: radial-gradient(ellipse at 50% 120%, #3a1408 0%, #0b1020 55%, #05070d 100%); }
.glow { position: absolute; border-radius: 50%; filter: blur(40px); opacity: .75; }
.glow.a { width: 60%; height: 70%; left: -10%; top: 45%; background: #ff4d2e; animation: drift 4s ease-in-out forwards; }
.glow.b { width: 55%; height: 60%; right: -12%; top: 50%; background: #ffb020; opacity: .45; animation: drift 4s ease-in-out reverse forwards; }
.glow.c { width: 40%; height: 40%; left: 30%; top: 70%; background: #ff7a1a; opacity: .5; animation: pulse 4s ease-in-out forwards; }
@keyframes drift { from { transform: translate(-6%, 10%) scale(.9); } to { transform: translate(6%, -4%) scale(1.1); } }
@keyframes pulse { 0% { transform: scale(.6); opacity: .2; } 60% { transform: scale(1.2); opacity: .6; } 100% { transform: scale(1); opacity: .5; } }
.lines { position: absolute; inset: 0; background: repeating-linear-gradient(120deg, rgb(255 255 255 / 3%) 0 14px, transparent 14px 40px);
  animation: slide 4s linear forwards; }
@keyframes slide { from { background-position: 0 0; } to { background-position: 160px 0; } }
.mark { position: absolute; left: 50%; top: 44%; width: 46%; transform: translate(-50%, -50%); overflow: visible; }
.mark path { fill: none; stroke: url(#fire); stroke-width: 7; stroke-linecap: round; stroke-dasharray: 200; stroke-dashoffset: 200;
  filter: drop-shadow(0 0 6px rgb(255 122 26 / 80%)); animation: draw 2.2s cubic-bezier(.6,0,.2,1) .2s forwards; }
@keyframes draw { to { stroke-dashoffset: 0; } }
.spark { position: absolute; bottom: -10px; border-radius: 50%; background: #ffcf70; box-shadow: 0 0 8px #ff7a1a; opacity: 0;
  animation: rise 1.6s ease-out forwards; }
@keyframes rise { 0% { transform: translate(0, 0); opacity: 0; } 15% { opacity: 1; } 100% { transform: translate(var(--dx), -${Math.round(h * 0.8)}px); opacity: 0; } }
.flash { position: absolute; inset: 0; background: radial-gradient(circle at 50% 44%, rgb(255 176 32 / 45%), transparent 45%); opacity: 0;
  animation: flash 1.4s ease-out 2.2s forwards; }
@keyframes flash { 0% { opacity: 0; } 30% { opacity: 1; } 100% { opacity: .55; } }
${extra}
</style></head><body><div class="stage">
<div class="glow a"></div><div class="glow b"></div><div class="glow c"></div><div class="lines"></div>
${sparks.map(([x, d, s, dx]) => `<span class="spark" style="left:${x}%;width:${s}px;height:${s}px;animation-delay:${d}s;--dx:${dx}px"></span>`).join('')}
<div class="flash"></div>
<svg class="mark" viewBox="0 0 100 60"><defs><linearGradient id="fire" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#ffb020"/><stop offset=".55" stop-color="#ff7a1a"/><stop offset="1" stop-color="#ff4d2e"/></linearGradient></defs>
<path pathLength="200" d="${infinity}"/></svg>
</div>OG_TEXT</body></html>`;

const sh = (cmd, args) =>
  execFileSync(cmd, cmd === 'ffmpeg' ? ['-hide_banner', '-loglevel', 'error', ...args] : args, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const work = await mkdtemp(join(tmpdir(), 'fest-video-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
try {
  // The video frames.
  const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  const html = join(work, 'frame.html');
  await writeFile(html, page(WIDTH, HEIGHT).replace('OG_TEXT', ''));
  await tab.goto(pathToFileURL(html).href);
  await tab.evaluate(() => document.fonts.ready);
  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) {
    const t = (i * 1000) / FPS;
    await tab.evaluate((time) => {
      for (const a of document.getAnimations()) {
        a.pause();
        a.currentTime = time;
      }
    }, t);
    await tab.screenshot({ path: join(work, `f${String(i).padStart(4, '0')}.png`) });
  }
  const input = ['-y', '-framerate', String(FPS), '-i', join(work, 'f%04d.png')];
  sh('ffmpeg', [
    ...input,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-row-mt', '1', '-pix_fmt', 'yuv420p'],
    ...['-an', join(out, 'intro.webm')],
  ]);
  sh('ffmpeg', [
    ...input,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '31', '-pix_fmt', 'yuv420p'],
    ...['-profile:v', 'main', '-movflags', '+faststart', '-an', join(out, 'intro.mp4')],
  ]);
  const last = join(work, `f${String(frames - 1).padStart(4, '0')}.png`);
  sh('ffmpeg', [
    '-y',
    '-i',
    last,
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    '-frames:v',
    '1',
    '-update',
    '1',
    join(out, 'intro-poster.webp'),
  ]);

  // The Open Graph image: the end frame with the fest's name, 1200 x 630.
  const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const ogHtml = join(work, 'og.html');
  await writeFile(
    ogHtml,
    page(
      1200,
      630,
      `.mark { top: 36%; width: 34%; }
       .title { position: absolute; left: 0; right: 0; bottom: 70px; text-align: center; font: 700 96px/1 Oswald;
         letter-spacing: 6px; color: #fff; text-transform: uppercase; }
       .title span { color: #ffb020; }`,
    ).replace('OG_TEXT', '<p class="title">Infinito <span>2025</span></p>'),
  );
  await og.goto(pathToFileURL(ogHtml).href);
  await og.evaluate(() => document.fonts.ready);
  await og.evaluate(() => {
    for (const a of document.getAnimations()) a.finish();
  });
  const ogPng = join(work, 'og.png');
  await og.screenshot({ path: ogPng });
  sh('ffmpeg', [
    '-y',
    '-i',
    ogPng,
    '-q:v',
    '4',
    '-frames:v',
    '1',
    '-update',
    '1',
    join(out, 'og-image.jpg'),
  ]);
} finally {
  await browser.close();
  await rm(work, { recursive: true, force: true });
}

for (const name of ['intro.webm', 'intro.mp4', 'intro-poster.webp', 'og-image.jpg']) {
  const { size } = await stat(join(out, name));
  console.log(`${name.padEnd(18)} ${(size / 1024).toFixed(1)} KB`);
}
