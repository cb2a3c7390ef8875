/** Texts of the scorer's page (/scorer): the matches to score and the result form. */
export const MSG = {
  title: 'Scoring',
  description: 'Enter the results of fest-day matches from the ground.',
  loading: 'Loading the matches...',
  loadFailed: 'The matches could not be loaded',
  retry: 'Try again',
  empty: 'No matches to score yet.',
  listLabel: 'Matches to score',
  toPlay: 'To play',
  played: 'Played',
  unscheduled: 'Not scheduled yet',
  versus: 'v',
  /** A match's line in the list: its event (and category) and round. */
  matchTitle: (event: string, category: string, round: string) =>
    [category === '' ? event : `${event} (${category})`, round].join(' · '),
  place: (venue: string | undefined, day: string | undefined, start: string | undefined) =>
    [venue, day, start].filter(Boolean).join(', '),
  result: (home: number | null | undefined, away: number | null | undefined) =>
    home === undefined || home === null || away === undefined || away === null
      ? ''
      : `${home}–${away}`,
  walkoverShort: 'walkover',
  // The form
  formTitle: 'Enter the result',
  back: 'Back to the matches',
  homeScore: (team: string) => `${team} score`,
  awayScore: (team: string) => `${team} score`,
  scoreInvalid: 'Enter a whole number of points, or leave it empty.',
  winner: 'Winner',
  winnerHint: 'A knockout match needs a winner: choose who went through.',
  walkover: 'Walkover (one team did not play)',
  walkoverHint: 'Choose the team that was awarded the match.',
  detail: 'Score detail (optional)',
  detailHint: 'The sport’s own reading of the score, at most 120 characters, e.g. 21-18, 19-21.',
  save: 'Save result',
  saving: 'Saving...',
  saved: 'Result saved.',
  saveFailed: 'The result could not be saved.',
} as const;
