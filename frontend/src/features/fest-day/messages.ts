import type { MatchStatus } from './api/types';

const ordinalRules = new Intl.PluralRules('en-IN', { type: 'ordinal' });
const ordinalSuffix: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/** 1st, 2nd, 3rd, 4th ... */
const ordinal = (n: number) => `${n}${ordinalSuffix[ordinalRules.select(n)]}`;

/** Texts of the public fest-day pages: the schedule, an event's fixtures, a match and the live page. */
export const MSG = {
  // Shared
  tryAgain: 'Try again',
  vs: 'vs',
  timeRange: (start: string, end: string) => `${start}–${end}`,
  eventAndCategory: (title: string, category: string) =>
    category === '' ? title : `${title} · ${category}`,
  score: (home: number, away: number) => `${home}–${away}`,
  winner: (name: string) => `Winner: ${name}`,
  draw: 'Draw',
  walkover: 'Walkover',
  status: {
    waiting: 'Teams to be decided',
    ready: 'Upcoming',
    played: 'Played',
  } satisfies Record<MatchStatus, string>,
  venueTba: 'Venue to be announced',
  timeTba: 'Time to be announced',
  viewFixtures: 'Fixtures',
  viewFixturesOf: (title: string) => `Fixtures of ${title}`,
  /** The browser's print dialog, where the page can also be saved as a PDF. */
  print: 'Print or save as PDF',
  // Live stream
  live: {
    connecting: 'Connecting…',
    live: 'Live',
    reconnecting: 'Reconnecting…',
    unavailable: 'Live updates are not available in this browser.',
  },
  // Schedule page
  schedule: {
    title: 'Schedule',
    description: 'The fest-day schedule: every match by day, venue and sport, with results.',
    filters: 'Filter the schedule',
    day: 'Day',
    venue: 'Venue',
    sport: 'Sport',
    allVenues: 'All venues',
    allSports: 'All sports',
    loading: 'Loading the schedule…',
    failed: 'Could not load the schedule',
    filtersFailed: 'Could not load the venues and sports to filter by',
    empty: 'No matches scheduled yet.',
    emptyFilter: 'No matches for these filters.',
    matchesOn: (day: string) => `Matches on ${day}`,
    match: (home: string, away: string) => `${home} vs ${away}`,
    /** The chosen sport's calendar feed (ICS). */
    subscribe: (sport: string) => `Subscribe to the ${sport} calendar`,
    /** The filters chosen, on paper only (the filters themselves are not printed). */
    printedFilters: (venue: string, sport: string) =>
      [venue === '' ? '' : `Venue: ${venue}`, sport === '' ? '' : `Sport: ${sport}`]
        .filter((part) => part !== '')
        .join(' · '),
  },
  // Fixtures page
  fixtures: {
    title: 'Fixtures',
    description: "An event's fixtures: the bracket, group tables and podium.",
    heading: (title: string) => `${title} fixtures`,
    loading: 'Loading the fixtures…',
    failed: 'Could not load the fixtures',
    notPublished: 'No fixtures published for this event yet.',
    category: 'Category',
    /** The category under the title, on paper only (the switch between categories is not printed). */
    categoryOf: (category: string) => `Category: ${category}`,
    bracket: 'Bracket',
    /** The heading of the rounds of a round robin or a Swiss, which make no bracket. */
    rounds: 'Rounds',
    /** A Swiss whose rounds are not all paired yet: each is paired once the one before is played. */
    swissProgress: (paired: number, planned: number) =>
      `Round ${paired} of ${planned} paired; the next round is paired once this one is played.`,
    byes: (names: string) => `Bye: ${names}`,
    groups: 'Group tables',
    groupTable: (group: string) => (group === '' ? 'Table' : `Group ${group}`),
    /** The one table of a round robin ("League") or a Swiss ("Standings"), by its own name. */
    oneTable: (name: string) => (name === '' ? 'Table' : name),
    rank: 'Rank',
    team: 'Team',
    played: 'P',
    playedLong: 'Played',
    won: 'W',
    wonLong: 'Won',
    drawn: 'D',
    drawnLong: 'Drawn',
    lost: 'L',
    lostLong: 'Lost',
    difference: '+/-',
    differenceLong: 'Score difference',
    points: 'Points',
    podium: 'Podium',
    podiumEmpty: 'No places decided yet.',
    place: ordinal,
    placeLabel: (place: number) => `${ordinal(place)} place`,
    prize: 'Prize',
    noPrize: '—',
    schedule: 'Full schedule',
    home: 'Home',
    away: 'Away',
  },
  // Match page
  matchPage: {
    title: 'Match',
    description:
      'A fest-day match: the teams, the score and where and when it is played, kept up to date live.',
    /** The document title: the match and its event. */
    pageTitle: (match: string, event: string) => `${match} · ${event}`,
    loading: 'Loading the match…',
    failed: 'Could not load the match',
    notFound: 'No such match.',
    event: 'Event',
    round: 'Round',
    group: 'Group',
    result: 'Result',
    whenWhere: 'When and where',
    venue: 'Venue',
    day: 'Day',
    time: 'Time',
    dayTba: 'Day to be announced',
    notScheduled: 'Not scheduled yet.',
    /** The link from a match's card to its page; the match is named to screen readers after it. */
    link: 'Match details',
    linkOf: (match: string) => `: ${match}`,
  },
  // Athletics on its fixtures page: the published races, by category
  races: {
    title: 'Athletics races',
    description: 'The athletics races: heats with lanes, times, finals and podiums.',
    loading: 'Loading the races…',
    failed: 'Could not load the races',
    empty: 'No races published yet.',
    /** Where a race stands, beside its link. */
    stage: {
      heats: 'Heats drawn',
      flights: 'Flights drawn',
      final: 'Final',
      results: 'Results',
    },
  },
  // A race's page
  racePage: {
    title: 'Race',
    description:
      'An athletics race or field event: its heats with lanes and times (or flights with marks), the final and the podium, kept up to date live.',
    loading: 'Loading the race…',
    failed: 'Could not load the race',
    notFound: 'No such race, or its heats are not published yet.',
    heats: 'Heats',
    /** A field event's heats. */
    flights: 'Flights',
    final: 'Final',
    lane: 'Lane',
    /** A field event's lane: the place in the flight's jumping or throwing order. */
    order: 'Order',
    athlete: 'Athlete',
    college: 'College',
    time: 'Time',
    /** A field event's result: the best distance (or NM, DQ, DNS). */
    mark: 'Mark',
    place: 'Place',
    /** A lane without a time yet, or without a place. */
    none: '—',
    /** A heat's caption: its name, then where and when it is run when known. */
    caption: (parts: readonly string[]) => parts.filter((p) => p !== '').join(' · '),
    allRaces: 'All athletics races',
    /** The link from a heat's card in the schedule to its race's page; the heat is named to screen readers after it. */
    link: 'Race details',
  },
  // Live page
  livePage: {
    title: 'Live',
    description: 'Matches now playing or next, the latest results and the championship standings.',
    now: 'Now and next',
    nowEmpty: 'No more matches today.',
    results: 'Latest results',
    resultsEmpty: 'No results yet.',
    standings: 'Championship standings',
    standingsEmpty: 'No points yet.',
    decided: (decided: number, published: number) => `${decided} of ${published} events decided`,
    rank: 'Rank',
    college: 'College',
    points: 'Points',
    loadingMatches: 'Loading the matches…',
    matchesFailed: 'Could not load the matches',
    loadingStandings: 'Loading the standings…',
    standingsFailed: 'Could not load the standings',
    schedule: 'Full schedule',
  },
};
