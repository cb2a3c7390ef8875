/** The scorer page's cache keys. */
export const scorerKeys = {
  /** GET /scorer/matches. */
  matches: ['scorer', 'matches'] as const,
  /** GET /races (the list) and GET /races/{race} (one entry per race). */
  races: ['scorer', 'races'] as const,
  raceList: ['scorer', 'races', 'list'] as const,
  race: (race: string) => ['scorer', 'races', 'race', race] as const,
};
