/**
 * Athletics races (heats with lanes, times, a final; or a field event's flights with marks in metres)
 * as the server's OpenAPI document describes them (src/lib/api-schema.gen.ts), and what the public
 * page, the organisers' panel and the scorer's page read from them alike.
 */
import type { components } from '@/lib/api-schema.gen';

type Schemas = components['schemas'];

/** A race: its athletes, heats (the final last) and podium. */
export type Race = Schemas['RaceView'];
/** A heat, or the final; a field event's flight. */
export type RaceHeat = Schemas['HeatView'];
/** One lane of a heat (a place in a flight's order), with its time (or mark) once entered. */
export type RaceLane = Schemas['LaneView'];
/** Run in lanes (`track`: times, heats, a final), or a field event (`field`: marks, flights, no final). */
export type RaceKind = Schemas['RaceKind'];
/** A race in GET /races and GET /admin/races. */
export type RaceSummary = Schemas['RaceSummary'];
/** One athlete's time (or a field event's mark) as the scorer sends it. */
export type TimeEntry = Schemas['TimeEntry'];

/** The catalogue id of athletics, the event whose races are run in heats. */
export const ATHLETICS_EVENT = 'athletics';

/** A field event (Long Jump, a throw): jumped or thrown in flights for distance, with no final. */
export function isField(race: Pick<Race, 'kind'>): boolean {
  return race.kind === 'field';
}

/**
 * What a lane shows as its result: its time ("10.52") or a field event's mark ("6.45 m"), else DNF,
 * NM, DQ or DNS, else null.
 */
export function laneResult(lane: Pick<RaceLane, 'time' | 'mark' | 'status'>): string | null {
  if (lane.time) return lane.time;
  if (lane.mark) return lane.mark;
  if (lane.status) return lane.status.toUpperCase();
  return null;
}

/** Where a race stands: its heats drawn, its final drawn, or its podium decided. */
export type RaceStage = 'heats' | 'flights' | 'final' | 'results';

export function raceStage(race: Pick<RaceSummary, 'complete' | 'hasFinal' | 'kind'>): RaceStage {
  if (race.complete) return 'results';
  if (race.kind === 'field') return 'flights';
  return race.hasFinal ? 'final' : 'heats';
}
