/**
 * Texts of the scorer's page (/scorer): the matches to score, the result form, the heats (and field
 * events' flights) to time and the times (or marks) form.
 */
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
  /** A plain score's field: the team and what the number counts ("IIT Patna score (goals)"). */
  score: (team: string, unit: string | undefined) =>
    unit === undefined || unit === '' ? `${team} score` : `${team} score (${unit.toLowerCase()})`,
  scoreInvalid: 'Enter a whole number of points, or leave it empty.',
  // The score sheet of a sport of sets, innings or boards
  sheetLoading: 'Loading the score sheet...',
  sheetLoadFailed: 'The score sheet could not be loaded',
  /** The sheet's heading: "Sets", "Games", "Innings", "Boards". */
  sheetTitle: (kind: 'sets' | 'innings' | 'boards', unit: string) =>
    kind === 'sets' ? `${unit}s` : kind === 'innings' ? 'Innings' : 'Boards',
  bestOf: 'Best of',
  /** A match length: "3 sets", "5 games". */
  bestOfOption: (n: number, unit: string) => `${n} ${unit.toLowerCase()}s`,
  /** A set's name: "Set 2", "Game 3". */
  setName: (unit: string, n: number) => `${unit} ${n}`,
  /** A set's field: "Set 2, IIT Patna points", "Set 1, NIT Patna games" (lawn tennis counts games). */
  /** What a set's numbers count when the rules do not say. */
  pointsWord: 'points',
  setPoints: (unit: string, n: number, team: string, counts: string) =>
    `${unit} ${n}, ${team} ${counts}`,
  addSet: (unit: string) => `Add ${unit.toLowerCase()}`,
  removeSet: (unit: string) => `Remove last ${unit.toLowerCase()}`,
  countInvalid: 'Enter a whole number.',
  runs: 'Runs',
  wickets: 'Wickets',
  overs: 'Overs',
  teamRuns: (team: string) => `${team} runs`,
  teamWickets: (team: string) => `${team} wickets`,
  teamOvers: (team: string) => `${team} overs`,
  boardName: (n: number) => `Board ${n}`,
  boardNone: '—',
  boardHome: (team: string) => `1-0, ${team} wins`,
  boardDraw: '½-½, draw',
  boardAway: (team: string) => `0-1, ${team} wins`,
  sheetIncomplete: 'Fill in the score sheet.',
  /** The live reading of a sheet that is a finished match. */
  preview: (text: string) => `Result: ${text}`,
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
  // Athletics: the heats to time
  racesTitle: 'Races',
  racesLoading: 'Loading the races...',
  racesFailed: 'The races could not be loaded',
  racesEmpty: 'No heats to time yet.',
  heatsLabel: 'Heats to time',
  toTime: 'To time',
  timed: 'Timed, tap to correct',
  /** A field event's flight without marks yet, or with them (staff may correct them). */
  toMark: 'To mark',
  marked: 'Marked, tap to correct',
  athletes: (count: number) => (count === 1 ? '1 athlete' : `${count} athletes`),
  // The times form
  timesTitle: 'Enter the times',
  correctTitle: 'Correct the times',
  marksTitle: 'Enter the marks',
  correctMarksTitle: 'Correct the marks',
  backToList: 'Back to the list',
  /** A lane's group: its number and who runs in it (a relay team is named by its college). */
  lane: (lane: number, name: string, college: string) =>
    name === college || college === ''
      ? `Lane ${lane}: ${name}`
      : `Lane ${lane}: ${name}, ${college}`,
  /** A field event's athlete: their place in the flight's order and who they are. */
  order: (order: number, name: string, college: string) =>
    name === college || college === ''
      ? `Order ${order}: ${name}`
      : `Order ${order}: ${name}, ${college}`,
  finish: 'Result',
  finishes: {
    time: 'Time',
    dnf: 'DNF (did not finish)',
    dq: 'DQ (disqualified)',
    dns: 'DNS (did not start)',
  },
  /** A field event's results: a mark, or no valid mark, disqualified, did not start. */
  fieldFinishes: {
    mark: 'Mark',
    nm: 'NM (no valid mark)',
    dq: 'DQ (disqualified)',
    dns: 'DNS (did not start)',
  },
  time: 'Time',
  timePlaceholder: '10.52',
  timeMissing: 'Enter a time, or choose DNF, DQ or DNS.',
  /** The server's own wording for a time it cannot read. */
  timeInvalid: 'Write a time as 10.52, 1:58.30 or 15:02.11.',
  timesInvalid: 'Some times need fixing: see the lanes marked.',
  saveTimes: 'Save times',
  timesSaved: 'Times saved.',
  timesFailed: 'The times could not be saved.',
  mark: 'Mark (m)',
  markPlaceholder: '6.45',
  markMissing: 'Enter a mark, or choose NM, DQ or DNS.',
  /** The server's own wording for a mark it cannot read. */
  markInvalid: 'Write a distance in metres, such as 6.45.',
  marksInvalid: 'Some marks need fixing: see the athletes marked.',
  saveMarks: 'Save marks',
  marksSaved: 'Marks saved.',
  marksFailed: 'The marks could not be saved.',
} as const;
