//! Athletics races: heats with lanes, times, the final. Read by everybody once published; drawn, published
//! and given their final by staff; timed by scorers (corrected by staff).

use axum::Json;
use axum::extract::{Path, Query, State};
use fest_app::entities::fixture_set::State as RaceState;
use fest_app::services::fest_day::races::{self, LoadedHeat, LoadedRace, times};
use fest_app::services::fest_day::schedule::Place;
use fest_app::services::fest_day::venues;
use fest_shared::fixtures::HeatDraw;
use fest_shared::fixtures::clashes::clock;
use fest_shared::scores::{distance, race_time};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::fixtures::VersionRequest;
use super::schedule::PlaceRequest;
use super::views::{PodiumView, VenueRef};
use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, Scorer, Staff};

/// An athlete of a race (a relay team is named by its college).
#[derive(Serialize, ToSchema)]
pub struct RaceAthleteView {
    /// `A1`, `A2`, ...
    pub id: String,
    pub name: String,
    pub college: String,
}

/// One lane of a heat, with its time once entered.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LaneView {
    pub lane: u32,
    pub athlete: String,
    pub name: String,
    pub college: String,
    /// "10.52", "1:58.30".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
    /// A field event's mark: "6.45 m".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mark: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mark_cm: Option<u32>,
    /// `dnf`, `dq` or `dns` (a field event: `nm`, `dq` or `dns`), without a time or mark.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// The place in the heat (or flight) by time or mark.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub place: Option<u32>,
}

/// A heat, or the final.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HeatView {
    pub number: u32,
    /// "Heat 1", "Final".
    pub name: String,
    #[serde(rename = "final")]
    pub is_final: bool,
    /// The times are entered.
    pub timed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub venue: Option<VenueRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
    /// By lane.
    pub lanes: Vec<LaneView>,
}

/// Track or field.
#[derive(Serialize, ToSchema, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum RaceKind {
    Track,
    Field,
}

/// A race: its athletes, heats (the final last) and podium.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RaceView {
    pub id: String,
    pub event: String,
    pub event_title: String,
    /// "Men", "Women", or "Mixed" (the mixed relay).
    pub category: String,
    /// "100m", "4x100m", "Long Jump".
    pub discipline: String,
    /// A race run in lanes (`track`: times, heats, a final), or a field event (`field`: marks in metres,
    /// flights placed together by the longest mark, no final).
    pub kind: RaceKind,
    /// "Athletics (Men) 100m".
    pub title: String,
    pub state: RaceState,
    pub version: i32,
    pub lanes: u32,
    pub athletes: Vec<RaceAthleteView>,
    pub heats: Vec<HeatView>,
    /// The first three of the final (or of the one heat) once timed, with their prizes.
    pub podium: Vec<PodiumView>,
    /// The podium is decided.
    pub complete: bool,
    /// Every heat is timed and the final can be drawn (two heats or more, no final yet).
    pub final_ready: bool,
}

fn heat_view(race: &LoadedRace, heat: &LoadedHeat, venues: &[fest_app::entities::venue::Model]) -> HeatView {
    let places = heat.times.as_deref().map(races::places).unwrap_or_default();
    let minutes = |m: Option<i32>| m.and_then(|m| u32::try_from(m).ok()).map(clock);
    HeatView {
        number: u32::try_from(heat.row.number).unwrap_or(0),
        name: heat.name(),
        is_final: heat.row.is_final,
        timed: heat.times.is_some(),
        venue: heat
            .row
            .venue_id
            .as_ref()
            .and_then(|id| venues.iter().find(|v| &v.id == id))
            .map(|v| VenueRef { id: v.id.clone(), name: v.name.clone() }),
        day: heat.row.day.clone(),
        start: minutes(heat.row.start_minute),
        end: minutes(heat.row.end_minute),
        lanes: heat
            .lanes
            .iter()
            .map(|l| {
                let run = heat.times.iter().flatten().find(|t| t.athlete == l.athlete);
                let athlete = race.athlete(&l.athlete);
                LaneView {
                    lane: l.lane,
                    athlete: l.athlete.clone(),
                    name: athlete.map(|a| a.name.clone()).unwrap_or_default(),
                    college: athlete.map(|a| a.college.clone()).unwrap_or_default(),
                    time: run.and_then(|r| r.time_ms).map(race_time),
                    time_ms: run.and_then(|r| r.time_ms),
                    mark: run.and_then(|r| r.mark_cm).map(distance),
                    mark_cm: run.and_then(|r| r.mark_cm),
                    status: run.and_then(|r| r.status.clone()),
                    place: places.iter().find(|(_, id)| *id == l.athlete).map(|(p, _)| *p),
                }
            })
            .collect(),
    }
}

pub(crate) fn race_view(race: &LoadedRace, venues: &[fest_app::entities::venue::Model]) -> RaceView {
    let podium: Vec<PodiumView> = race
        .podium()
        .into_iter()
        .map(|p| PodiumView { place: p.place, entrant: p.entrant, name: p.name, prize_paise: p.prize_paise })
        .collect();
    let heats_only: Vec<&LoadedHeat> = race.heats_only().collect();
    RaceView {
        id: race.race.id.clone(),
        event: race.race.event_id.clone(),
        event_title: race.event.title.to_owned(),
        category: race.race.category.clone(),
        discipline: race.race.discipline.clone(),
        kind: if race.is_field() { RaceKind::Field } else { RaceKind::Track },
        title: race.title(),
        state: race.race.state,
        version: race.race.version,
        lanes: u32::try_from(race.race.lanes).unwrap_or(0),
        athletes: race
            .athletes
            .iter()
            .map(|a| RaceAthleteView { id: a.id.clone(), name: a.name.clone(), college: a.college.clone() })
            .collect(),
        heats: race.heats.iter().map(|h| heat_view(race, h, venues)).collect(),
        complete: !podium.is_empty(),
        podium,
        final_ready: race.is_published()
            && !race.is_field()
            && race.final_heat().is_none()
            && heats_only.len() > 1
            && heats_only.iter().all(|h| h.times.is_some()),
    }
}

#[derive(Serialize, ToSchema)]
pub struct RaceResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub race: RaceView,
}

async fn respond(state: &AppState, race: &LoadedRace, message: &str) -> Result<Json<RaceResponse>, ApiError> {
    let venues = venues::list(&state.ctx).await?;
    Ok(Json(RaceResponse { success: true, message: message.to_owned(), race: race_view(race, &venues) }))
}

/// A race in the list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RaceSummary {
    pub id: String,
    pub category: String,
    pub discipline: String,
    pub kind: RaceKind,
    pub title: String,
    pub state: RaceState,
    pub version: i32,
    pub athletes: usize,
    pub heats: usize,
    pub has_final: bool,
    pub complete: bool,
}

#[derive(Serialize, ToSchema)]
pub struct RaceListResponse {
    pub success: bool,
    pub races: Vec<RaceSummary>,
}

fn summaries(all: &[LoadedRace]) -> Json<RaceListResponse> {
    Json(RaceListResponse {
        success: true,
        races: all
            .iter()
            .map(|r| RaceSummary {
                id: r.race.id.clone(),
                category: r.race.category.clone(),
                discipline: r.race.discipline.clone(),
                kind: if r.is_field() { RaceKind::Field } else { RaceKind::Track },
                title: r.title(),
                state: r.race.state,
                version: r.race.version,
                athletes: r.athletes.len(),
                heats: r.heats_only().count(),
                has_final: r.final_heat().is_some(),
                complete: !r.placings().is_empty(),
            })
            .collect(),
    })
}

/// Every published athletics race, by category and discipline.
#[utoipa::path(get, path = "/races", tag = "fest day", responses((status = 200, body = RaceListResponse)))]
pub async fn list_races(State(state): State<AppState>) -> Result<Json<RaceListResponse>, ApiError> {
    Ok(summaries(&races::load_all(state.ctx.db(), false).await?))
}

/// A published race: its heats with lanes and times, its final and podium.
#[utoipa::path(get, path = "/races/{race}", tag = "fest day", params(("race" = String, Path)),
    responses((status = 200, body = RaceResponse), (status = 404, body = ErrorBody)))]
pub async fn published_race(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<RaceResponse>, ApiError> {
    match races::load(state.ctx.db(), &id).await? {
        Some(race) if race.is_published() => respond(&state, &race, "").await,
        _ => Err(fest_app::AppError::NotFound(races::RACE_NOT_FOUND.into()).into()),
    }
}

/// Every race, drafts included (staff).
#[utoipa::path(get, path = "/admin/races", tag = "fest day", security(("bearer" = [])),
    responses((status = 200, body = RaceListResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn staff_races(State(state): State<AppState>, _staff: Staff) -> Result<Json<RaceListResponse>, ApiError> {
    Ok(summaries(&races::load_all(state.ctx.db(), true).await?))
}

/// A race, draft or published (staff).
#[utoipa::path(get, path = "/admin/races/{race}", tag = "fest day", security(("bearer" = [])),
    params(("race" = String, Path)),
    responses((status = 200, body = RaceResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn staff_race(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
) -> Result<Json<RaceResponse>, ApiError> {
    let race = races::load(state.ctx.db(), &id)
        .await?
        .ok_or_else(|| fest_app::AppError::NotFound(races::RACE_NOT_FOUND.into()))?;
    respond(&state, &race, "").await
}

#[derive(Deserialize, IntoParams)]
pub struct EntriesQuery {
    /// "Men", "Women", or "Mixed" for the mixed relay.
    pub category: String,
    /// "100m", "4x100m".
    pub discipline: String,
}

/// A paid entry of a race, before its heats are drawn.
#[derive(Serialize, ToSchema)]
pub struct RaceEntryView {
    pub name: String,
    pub college: String,
}

#[derive(Serialize, ToSchema)]
pub struct RaceEntriesResponse {
    pub success: bool,
    pub athletes: Vec<RaceEntryView>,
}

/// Who has paid to run a race, in the order they paid (staff).
#[utoipa::path(get, path = "/admin/races/entries", tag = "fest day", security(("bearer" = [])), params(EntriesQuery),
    responses((status = 200, body = RaceEntriesResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, description = "An unknown category or discipline", body = ErrorBody)))]
pub async fn race_entries(
    State(state): State<AppState>,
    _staff: Staff,
    Query(q): Query<EntriesQuery>,
) -> Result<Json<RaceEntriesResponse>, ApiError> {
    let (category, discipline) = races::resolve(&q.category, &q.discipline)?;
    let athletes = races::entries(&state.ctx, &category, discipline)
        .await?
        .into_iter()
        .map(|(_, name, college)| RaceEntryView { name, college })
        .collect();
    Ok(Json(RaceEntriesResponse { success: true, athletes }))
}

/// How athletes are put into heats.
#[derive(Deserialize, ToSchema, Clone, Copy)]
#[serde(rename_all = "camelCase")]
pub enum DrawKind {
    /// A seeded draw.
    Draw,
    /// By seed times (athletes without one are placed after those with one).
    Times,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawRaceRequest {
    pub category: String,
    pub discipline: String,
    /// The track's lanes (1 to 50); for a field event, the places in a flight.
    pub lanes: u32,
    /// By `draw` (the default, with `seed`) or by seed `times`.
    pub draw: Option<DrawKind>,
    /// The draw's seed: the same seed gives the same heats.
    pub seed: Option<u64>,
}

/// Draws a race's heats with lanes from its paid entries (a draft, replacing an earlier draft; staff).
#[utoipa::path(post, path = "/admin/races", tag = "fest day", security(("bearer" = [])), request_body = DrawRaceRequest,
    responses((status = 200, body = RaceResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, description = "Published already", body = ErrorBody),
        (status = 422, description = "An unknown discipline, too few athletes or bad lanes",
            body = ErrorBody)))]
pub async fn draw_race(
    State(state): State<AppState>,
    staff: Staff,
    ApiJson(body): ApiJson<DrawRaceRequest>,
) -> Result<Json<RaceResponse>, ApiError> {
    let request = races::Draw {
        lanes: body.lanes,
        draw: match body.draw {
            Some(DrawKind::Times) => HeatDraw::Times,
            _ => HeatDraw::Draw,
        },
        seed: body.seed,
    };
    let race = races::draw(&state.ctx, &staff.0.user, &body.category, &body.discipline, request).await?;
    respond(&state, &race, "Heats drawn.").await
}

/// Publishes a race's heats (staff; audited): everybody sees them and scorers may time them.
#[utoipa::path(post, path = "/admin/races/{race}/publish", tag = "fest day", security(("bearer" = [])),
    params(("race" = String, Path)), request_body = VersionRequest,
    responses((status = 200, body = RaceResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Published already, or changed meanwhile",
            body = ErrorBody)))]
pub async fn publish_race(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<VersionRequest>,
) -> Result<Json<RaceResponse>, ApiError> {
    let race = races::publish(&state.ctx, &staff.0.user, &id, body.version).await?;
    respond(&state, &race, "Heats published.").await
}

#[derive(Serialize, ToSchema)]
pub struct RaceDiscardedResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
}

/// Discards a race's draft (staff).
#[utoipa::path(delete, path = "/admin/races/{race}", tag = "fest day", security(("bearer" = [])),
    params(("race" = String, Path), VersionRequest),
    responses((status = 200, body = RaceDiscardedResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Published, or changed meanwhile", body = ErrorBody)))]
pub async fn discard_race(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
    Query(q): Query<VersionRequest>,
) -> Result<Json<RaceDiscardedResponse>, ApiError> {
    races::discard(&state.ctx, &id, q.version).await?;
    Ok(Json(RaceDiscardedResponse { success: true, message: "Draft discarded.".into() }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RaceFinalRequest {
    /// The version last read.
    pub version: Option<i32>,
    /// How many run the final (the lanes unless given).
    pub finalists: Option<u32>,
    /// The first `perHeat` of each heat go through, then the fastest of the rest.
    pub per_heat: Option<u32>,
}

/// Draws the final from the heats' times (staff; audited): every heat must be timed.
#[utoipa::path(post, path = "/admin/races/{race}/final", tag = "fest day", security(("bearer" = [])),
    params(("race" = String, Path)), request_body = RaceFinalRequest,
    responses((status = 200, body = RaceResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not published, a heat untimed, one heat only, a field event, a final \
            already, or changed meanwhile", body = ErrorBody),
        (status = 422, description = "Finalists or per-heat numbers the rules refuse", body = ErrorBody)))]
pub async fn draw_race_final(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RaceFinalRequest>,
) -> Result<Json<RaceResponse>, ApiError> {
    let request = times::FinalRequest { finalists: body.finalists, per_heat: body.per_heat };
    let race = times::draw_final(&state.ctx, &staff.0.user, &id, body.version, request).await?;
    respond(&state, &race, "Final drawn.").await
}

/// One athlete's time as the scorer types it.
#[derive(Deserialize, ToSchema)]
pub struct TimeEntry {
    /// `A3`.
    pub athlete: String,
    /// "10.52", "1:58.30" or "15:02.11".
    pub time: Option<String>,
    /// A field event's mark in metres: "6.45".
    pub mark: Option<String>,
    /// `dnf`, `dq` or `dns`, instead of a time (a field event: `nm`, `dq` or `dns`, instead of a mark).
    pub status: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct HeatTimesRequest {
    /// Every athlete of the heat once.
    pub times: Vec<TimeEntry>,
}

/// Enters a heat's (or the final's) times (scorers and staff); times already entered are corrected by staff
/// only (audited), and a heat's no longer once the final is drawn from them.
#[utoipa::path(put, path = "/scorer/races/{race}/heats/{heat}/times", tag = "fest day", security(("bearer" = [])),
    params(("race" = String, Path), ("heat" = i32, Path)), request_body = HeatTimesRequest,
    responses((status = 200, body = RaceResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not published, entered already, or the final drawn", body = ErrorBody),
        (status = 422, description = "A time the rules cannot read, or not every athlete once", body = ErrorBody)))]
pub async fn enter_heat_times(
    State(state): State<AppState>,
    scorer: Scorer,
    Path((id, heat)): Path<(String, i32)>,
    ApiJson(body): ApiJson<HeatTimesRequest>,
) -> Result<Json<RaceResponse>, ApiError> {
    let input: Vec<times::TimeInput> = body
        .times
        .into_iter()
        .map(|t| times::TimeInput { athlete: t.athlete, time: t.time, mark: t.mark, status: t.status })
        .collect();
    let race = times::enter(&state.ctx, &scorer.0.user, &id, heat, &input).await?;
    respond(&state, &race, "Times saved.").await
}

/// Sets a heat's (or the final's) venue, day and time (staff). Refused (409, in words) when one of its
/// athletes or the venue is already busy then, across every match and heat; once published, audited and
/// e-mailed to the athletes.
#[utoipa::path(put, path = "/admin/races/{race}/heats/{heat}/schedule", tag = "fest day", security(("bearer" = [])),
    params(("race" = String, Path), ("heat" = i32, Path)), request_body = PlaceRequest,
    responses((status = 200, body = RaceResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "A clash, or changed meanwhile", body = ErrorBody),
        (status = 422, description = "A bad day, time or venue", body = ErrorBody)))]
pub async fn schedule_heat(
    State(state): State<AppState>,
    staff: Staff,
    Path((id, heat)): Path<(String, i32)>,
    ApiJson(body): ApiJson<PlaceRequest>,
) -> Result<Json<RaceResponse>, ApiError> {
    let place = Place { venue_id: body.venue_id, day: body.day, start: body.start, end: body.end };
    let race = races::schedule::place(&state.ctx, &staff.0.user, &id, heat, place, body.version).await?;
    respond(&state, &race, "Heat scheduled.").await
}
