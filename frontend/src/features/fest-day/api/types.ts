/**
 * The fest-day bodies as the server's OpenAPI document describes them (src/lib/api-schema.gen.ts):
 * names for the generated schemas, no field of their own.
 */
import type { components } from '@/lib/api-schema.gen';

type Schemas = components['schemas'];

/** One event's (and category's) published fixtures: rounds, matches, tables and podium. */
export type FixtureSet = Schemas['FixtureSetView'];
/** A match of a set of fixtures. */
export type FixtureMatch = Schemas['MatchView'];
/** A round of a set of fixtures. */
export type FixtureRound = Schemas['RoundView'];
/** A group's (or a round robin's) table. */
export type GroupTable = Schemas['TableView'];
/** A place of the podium, with its prize in paise. */
export type PodiumPlace = Schemas['PodiumView'];
/** One published set in GET /fixtures. */
export type FixtureSetSummary = Schemas['FixtureSetSummary'];
/** One scheduled match. */
export type ScheduleEntry = Schemas['ScheduleEntryView'];
/** GET /schedule: every day with a match, and the matches of the filter. */
export type ScheduleAnswer = Schemas['ScheduleResponse'];
/** A venue. */
export type Venue = Schemas['VenueView'];
/** GET /standings: the championship of the colleges. */
export type Standings = Schemas['StandingsResponse'];
/** Where a match stands: waiting, ready or played. */
export type MatchStatus = Schemas['MatchStatus'];

/** What changed, as GET /live sends it in an `update` event. */
export type LiveUpdate = Schemas['LiveUpdate'];
