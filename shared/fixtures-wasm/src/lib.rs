//! Thin `#[wasm_bindgen]` exports over the fixtures' twins in `fest_shared::api`: a WebAssembly module of its
//! own (`fest-fixtures-wasm`), loaded only by the fest-day organiser pages, so the registration pages every
//! visitor loads never download the organisers' and scorers' rules. The conventions are the shared module's
//! (`shared/wasm`): results are returned as values, never thrown; every argument is taken as a plain JS value
//! (typed for TypeScript with `unchecked_param_type` or `tsify::Ts`), converted to `serde_json::Value` and
//! handed to the very function the native test vectors call; the result is converted back JSON-compatibly
//! (plain objects, `undefined` fields omitted).
//!
//! TypeScript (generated): `generateFixtures(format: Format, entrants: Entrant[]): FixturesResult`,
//! `advanceBracket(fixtures: Fixtures, results: MatchResult[]): Advancement`,
//! `drawHeats(options: HeatOptions, athletes: Athlete[]): HeatsResult`,
//! `finalFromHeats(options: FinalOptions, heats: Heat[], results: HeatResult[]): FinalResult`,
//! `swissRound(players: Entrant[], games: SwissGame[]): SwissResult`,
//! `standings(points: Points | null, entrants: Entrant[], matches: ScoredMatch[]): StandingsResult`,
//! `championship(pointsPerPlace: number[] | null, placings: Placement[]): ChampionshipResult`,
//! `scheduleClashes(items: ScheduledItem[]): ClashesResult`.

use fest_shared::api::{
    self, ChampionshipResult, ClashesResult, FinalResult, FixturesResult, HeatsResult, StandingsResult, SwissResult,
};
use fest_shared::fixtures::{Advancement, FinalOptions, Fixtures, Format, HeatOptions};
use serde::Serialize;
use serde_json::Value;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// Any JS value as JSON; values JSON cannot hold (functions, symbols, ...) read as `null`, which the
/// rules then report as malformed input.
fn input(js: &JsValue) -> Value {
    serde_wasm_bindgen::from_value(js.clone()).unwrap_or(Value::Null)
}

/// A result as a JSON-compatible JS value (objects for maps).
fn output<T: Serialize + Tsify>(value: &T) -> Ts<T> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    Ts::new_unchecked(value.serialize(&serializer).unwrap_or(JsValue::NULL))
}

/// Fixtures of a format (a seeded knockout, a round robin, or groups then a knockout) for entrants in seed
/// order: the organisers' preview, by the very function the server publishes with.
#[wasm_bindgen(js_name = generateFixtures)]
pub fn generate_fixtures(
    format: Ts<Format>,
    #[wasm_bindgen(unchecked_param_type = "Entrant[]")] entrants: JsValue,
) -> Ts<FixturesResult> {
    output(&api::generate_fixtures(&input(&format.js_value()), &input(&entrants)))
}

/// Who fills each slot after the results so far, the matches ready to play, the tables and the placings.
#[wasm_bindgen(js_name = advanceBracket)]
pub fn advance_bracket(
    fixtures: Ts<Fixtures>,
    #[wasm_bindgen(unchecked_param_type = "MatchResult[]")] results: JsValue,
) -> Ts<Advancement> {
    output(&api::advance_bracket(&input(&fixtures.js_value()), &input(&results)))
}

/// Athletics heats with lanes, by seed time or by a seeded draw.
#[wasm_bindgen(js_name = drawHeats)]
pub fn draw_heats(
    options: Ts<HeatOptions>,
    #[wasm_bindgen(unchecked_param_type = "Athlete[]")] athletes: JsValue,
) -> Ts<HeatsResult> {
    output(&api::draw_heats(&input(&options.js_value()), &input(&athletes)))
}

/// The final from the heats' times (the fastest, or the first of each heat and the fastest of the rest).
#[wasm_bindgen(js_name = finalFromHeats)]
pub fn final_from_heats(
    options: Ts<FinalOptions>,
    #[wasm_bindgen(unchecked_param_type = "Heat[]")] heats: JsValue,
    #[wasm_bindgen(unchecked_param_type = "HeatResult[]")] results: JsValue,
) -> Ts<FinalResult> {
    output(&api::final_from_heats(&input(&options.js_value()), &input(&heats), &input(&results)))
}

/// The next Swiss round's pairings (no pair twice) after the games so far.
#[wasm_bindgen(js_name = swissRound)]
pub fn swiss_round(
    #[wasm_bindgen(unchecked_param_type = "Entrant[]")] players: JsValue,
    #[wasm_bindgen(unchecked_param_type = "SwissGame[]")] games: JsValue,
) -> Ts<SwissResult> {
    output(&api::swiss_round(&input(&players), &input(&games)))
}

/// A group's table with its tie-breaks (null points: 3 for a win, 1 for a draw).
#[wasm_bindgen(js_name = standings)]
pub fn standings(
    #[wasm_bindgen(unchecked_param_type = "Points | null")] points: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Entrant[]")] entrants: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ScoredMatch[]")] matches: JsValue,
) -> Ts<StandingsResult> {
    output(&api::standings(&input(&points), &input(&entrants), &input(&matches)))
}

/// The colleges' championship table from the placings (null points per place: 10, 6, 4).
#[wasm_bindgen(js_name = championship)]
pub fn championship(
    #[wasm_bindgen(js_name = pointsPerPlace, unchecked_param_type = "number[] | null")] points_per_place: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Placement[]")] placings: JsValue,
) -> Ts<ChampionshipResult> {
    output(&api::championship(&input(&points_per_place), &input(&placings)))
}

/// One team or one venue twice at once, each clash with the message the server refuses it with.
#[wasm_bindgen(js_name = scheduleClashes)]
pub fn schedule_clashes(#[wasm_bindgen(unchecked_param_type = "ScheduledItem[]")] items: JsValue) -> Ts<ClashesResult> {
    output(&api::schedule_clashes(&input(&items)))
}
