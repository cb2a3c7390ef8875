/* eslint-disable lingui/no-unlocalized-strings -- cache keys, never shown */
/** The scorer page's cache keys. */
export const scorerKeys = {
  /** Everything of the scorer page (the live stream asks for it all again after a resync). */
  all: ['scorer'] as const,
  /** GET /scorer/matches. */
  matches: ['scorer', 'matches'] as const,
  /** GET /races (the list) and GET /races/{race} (one entry per race). */
  races: ['scorer', 'races'] as const,
  raceList: ['scorer', 'races', 'list'] as const,
  race: (race: string) => ['scorer', 'races', 'race', race] as const,
};
