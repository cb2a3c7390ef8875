/**
 * Athletics races (heats with lanes, times, a final) as the server's OpenAPI document describes them
 * (src/lib/api-schema.gen.ts), and what the public page, the organisers' panel and the scorer's page
 * read from them alike.
 */
import type { components } from '@/lib/api-schema.gen';

type Schemas = components['schemas'];

/** A race: its athletes, heats (the final last) and podium. */
export type Race = Schemas['RaceView'];
/** A heat, or the final. */
export type RaceHeat = Schemas['HeatView'];
/** One lane of a heat, with its time once entered. */
export type RaceLane = Schemas['LaneView'];
/** A race in GET /races and GET /admin/races. */
export type RaceSummary = Schemas['RaceSummary'];
/** One athlete's time as the scorer sends it. */
export type TimeEntry = Schemas['TimeEntry'];

/** The catalogue id of athletics, the event whose races are run in heats. */
export const ATHLETICS_EVENT = 'athletics';

/** What a lane shows as its result: its time ("10.52"), else DNF, DQ or DNS, else null. */
export function laneResult(lane: Pick<RaceLane, 'time' | 'status'>): string | null {
  if (lane.time) return lane.time;
  if (lane.status) return lane.status.toUpperCase();
  return null;
}

/** Where a race stands: its heats drawn, its final drawn, or its podium decided. */
export type RaceStage = 'heats' | 'final' | 'results';

export function raceStage(race: Pick<RaceSummary, 'complete' | 'hasFinal'>): RaceStage {
  if (race.complete) return 'results';
  return race.hasFinal ? 'final' : 'heats';
}
