/** The scorer page's cache keys. */
export const scorerKeys = {
  /** GET /scorer/matches. */
  matches: ['scorer', 'matches'] as const,
};
