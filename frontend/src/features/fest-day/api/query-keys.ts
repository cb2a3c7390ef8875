/* eslint-disable lingui/no-unlocalized-strings -- cache keys, never shown */
/**
 * The fest-day pages' cache keys, under one root so the live stream (hooks/use-live-updates.ts) can
 * ask for all of them again at once.
 */
export interface ScheduleFilter {
  day?: string | undefined;
  venue?: string | undefined;
  event?: string | undefined;
}

export const festDayKeys = {
  all: ['fest-day'] as const,
  /** GET /schedule, one entry per filter. */
  schedules: ['fest-day', 'schedule'] as const,
  schedule: (filter: ScheduleFilter) => ['fest-day', 'schedule', filter] as const,
  /** GET /venues. */
  venues: ['fest-day', 'venues'] as const,
  /** GET /fixtures (the list) and GET /fixtures/{event} (one set per event and category). */
  fixtures: ['fest-day', 'fixtures'] as const,
  fixtureList: ['fest-day', 'fixtures', 'list'] as const,
  fixturesOf: (event: string) => ['fest-day', 'fixtures', 'event', event] as const,
  fixtureSet: (event: string, category: string) =>
    ['fest-day', 'fixtures', 'event', event, category] as const,
  /** GET /standings. */
  standings: ['fest-day', 'standings'] as const,
  /** GET /races (the list) and GET /races/{race} (one entry per race). */
  races: ['fest-day', 'races'] as const,
  raceList: ['fest-day', 'races', 'list'] as const,
  race: (race: string) => ['fest-day', 'races', 'race', race] as const,
};
