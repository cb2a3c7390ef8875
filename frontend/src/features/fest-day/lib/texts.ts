import type { LiveStatus } from '@/lib/live-stream';
import type { RaceStage } from '@/lib/races';

import type { MatchStatus } from '../api/types';
import { i18n } from '../i18n';

/**
 * The texts the fest-day pages put together from the catalogue's (../i18n.ts) and the server's
 * words. Called while a component draws, after its `useI18n()`, so they follow the language.
 */

/** "IIT Patna vs NIT Patna". */
export const matchTitle = (home: string, away: string) =>
  i18n._('fest-day.match.teams', { home, away });

/** "09:00–10:30": the server's times as they come. */
export const timeRange = (start: string, end: string) => `${start}–${end}`;

/** "Football · Men", or the event's title alone without a category. */
export const eventAndCategory = (title: string, category: string) =>
  category === '' ? title : `${title} · ${category}`;

/** "2–1". */
export const scoreText = (home: number, away: number) => `${home}–${away}`;

/** "Winner: IIT Patna". */
export const winnerText = (name: string) => i18n._('fest-day.match.winner', { name });

/** Where a match stands before it is played, or that it is played. */
export function statusText(status: MatchStatus): string {
  switch (status) {
    case 'waiting':
      return i18n._('fest-day.status.waiting');
    case 'ready':
      return i18n._('fest-day.status.ready');
    case 'played':
      return i18n._('fest-day.status.played');
  }
}

/** Where the live stream stands. */
export function liveText(status: LiveStatus): string {
  switch (status) {
    case 'connecting':
      return i18n._('fest-day.live.connecting');
    case 'live':
      return i18n._('fest-day.live.live');
    case 'reconnecting':
      return i18n._('fest-day.live.reconnecting');
    case 'unavailable':
      return i18n._('fest-day.live.unavailable');
  }
}

/** Where an athletics race stands, beside its link. */
export function raceStageText(stage: RaceStage): string {
  switch (stage) {
    case 'heats':
      return i18n._('fest-day.races.stage.heats');
    case 'flights':
      return i18n._('fest-day.races.stage.flights');
    case 'final':
      return i18n._('fest-day.races.stage.final');
    case 'results':
      return i18n._('fest-day.races.stage.results');
  }
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a locale tag
const englishOrdinals = new Intl.PluralRules('en-IN', { type: 'ordinal' });

/**
 * A podium place: 1st, 2nd, 3rd, 4th (पहला, दूसरा, तीसरा, चौथा); further places by the English
 * ordinal's ending (21st, 22nd, 23rd, 25th), which Hindi writes alike (21वाँ).
 */
export function placeText(place: number): string {
  switch (place) {
    case 1:
      return i18n._('fest-day.podium.first');
    case 2:
      return i18n._('fest-day.podium.second');
    case 3:
      return i18n._('fest-day.podium.third');
    case 4:
      return i18n._('fest-day.podium.fourth');
  }
  switch (englishOrdinals.select(place)) {
    case 'one':
      return i18n._('fest-day.podium.nthOne', { place });
    case 'two':
      return i18n._('fest-day.podium.nthTwo', { place });
    case 'few':
      return i18n._('fest-day.podium.nthFew', { place });
    default:
      return i18n._('fest-day.podium.nthOther', { place });
  }
}
