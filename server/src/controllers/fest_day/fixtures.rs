//! Fixtures: read by everybody once published; generated, adjusted and published by staff.

use axum::Json;
use axum::extract::{Path, Query, State};
use fest_app::services::fest_day::{self, fixtures, standings, venues};
use fest_shared::fixtures::Format;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::views::{FixtureSetView, set_view};
use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, Staff};

#[derive(Deserialize, IntoParams)]
pub struct CategoryQuery {
    /// "Men" or "Women" for an event with categories.
    pub category: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct FixtureSetResponse {
    pub success: bool,
    pub fixtures: FixtureSetView,
}

pub(crate) async fn respond(state: &AppState, loaded: &fest_day::LoadedSet) -> Result<FixtureSetResponse, ApiError> {
    let venues = venues::list(&state.ctx).await?;
    let podium = standings::podium(state.ctx.db(), loaded).await?;
    Ok(FixtureSetResponse { success: true, fixtures: set_view(loaded, &venues, podium) })
}

/// One published set in the list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FixtureSetSummary {
    pub id: String,
    pub event: String,
    pub event_title: String,
    pub category: String,
    pub version: i32,
    pub matches: usize,
    pub played: usize,
    /// Every place is decided.
    pub complete: bool,
}

#[derive(Serialize, ToSchema)]
pub struct FixtureListResponse {
    pub success: bool,
    pub sets: Vec<FixtureSetSummary>,
}

/// Every published set of fixtures, by event and category.
#[utoipa::path(get, path = "/fixtures", tag = "fest day", responses((status = 200, body = FixtureListResponse)))]
pub async fn list_fixtures(State(state): State<AppState>) -> Result<Json<FixtureListResponse>, ApiError> {
    let sets = fest_day::load_all(state.ctx.db(), false).await?;
    Ok(Json(FixtureListResponse {
        success: true,
        sets: sets
            .iter()
            .map(|s| {
                let advancement = s.advancement();
                FixtureSetSummary {
                    id: s.set.id.clone(),
                    event: s.set.event_id.clone(),
                    event_title: s.event.title.to_owned(),
                    category: s.set.category.clone(),
                    version: s.set.version,
                    matches: advancement.matches.len(),
                    played: advancement
                        .matches
                        .iter()
                        .filter(|m| m.status == fest_shared::fixtures::MatchStatus::Played)
                        .count(),
                    complete: advancement.complete,
                }
            })
            .collect(),
    }))
}

/// An event's published fixtures: the bracket or groups, every match with its place and result, the tables
/// and the podium.
#[utoipa::path(get, path = "/fixtures/{event}", tag = "fest day", params(("event" = String, Path), CategoryQuery),
    responses((status = 200, body = FixtureSetResponse), (status = 404, body = ErrorBody),
        (status = 422, description = "An event with categories needs one", body = ErrorBody)))]
pub async fn published_fixtures(
    State(state): State<AppState>,
    Path(event): Path<String>,
    Query(q): Query<CategoryQuery>,
) -> Result<Json<FixtureSetResponse>, ApiError> {
    let loaded = fixtures::find(&state.ctx, &event, q.category.as_deref(), false).await?;
    Ok(Json(respond(&state, &loaded).await?))
}

/// An event's fixtures as staff see them, the draft included.
#[utoipa::path(get, path = "/admin/fixtures/{event}", tag = "fest day", security(("bearer" = [])),
    params(("event" = String, Path), CategoryQuery),
    responses((status = 200, body = FixtureSetResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn staff_fixtures(
    State(state): State<AppState>,
    _staff: Staff,
    Path(event): Path<String>,
    Query(q): Query<CategoryQuery>,
) -> Result<Json<FixtureSetResponse>, ApiError> {
    let loaded = fixtures::find(&state.ctx, &event, q.category.as_deref(), true).await?;
    Ok(Json(respond(&state, &loaded).await?))
}

/// A paid team, as the seeding lists it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaidTeam {
    pub registration_id: String,
    pub college: String,
}

#[derive(Serialize, ToSchema)]
pub struct PaidTeamsResponse {
    pub success: bool,
    /// In the order they paid (the default seeding).
    pub teams: Vec<PaidTeam>,
}

/// The paid teams of an event (and category) that fixtures are generated from (staff).
#[utoipa::path(get, path = "/admin/fixtures/{event}/teams", tag = "fest day", security(("bearer" = [])),
    params(("event" = String, Path), CategoryQuery),
    responses((status = 200, body = PaidTeamsResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn paid_teams(
    State(state): State<AppState>,
    _staff: Staff,
    Path(event): Path<String>,
    Query(q): Query<CategoryQuery>,
) -> Result<Json<PaidTeamsResponse>, ApiError> {
    let (event, category) = fixtures::resolve(&event, q.category.as_deref())?;
    let teams = fixtures::teams(&state.ctx, event, &category).await?;
    Ok(Json(PaidTeamsResponse {
        success: true,
        teams: teams.into_iter().map(|t| PaidTeam { registration_id: t.registration_id, college: t.college }).collect(),
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GenerateRequest {
    pub category: Option<String>,
    pub format: Format,
    /// Every paid team's registration id in seed order (seed 1 first); by when each paid when absent.
    pub seeding: Option<Vec<String>>,
}

/// Generates the draft fixtures from the paid teams, replacing an earlier draft (staff). A published set is
/// not generated again (409).
#[utoipa::path(post, path = "/admin/fixtures/{event}", tag = "fest day", security(("bearer" = [])),
    params(("event" = String, Path)), request_body = GenerateRequest,
    responses((status = 200, body = FixtureSetResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Already published", body = ErrorBody),
        (status = 422, description = "Too few teams, a bad format or seeding", body = ErrorBody)))]
pub async fn generate_fixtures(
    State(state): State<AppState>,
    staff: Staff,
    Path(event): Path<String>,
    ApiJson(body): ApiJson<GenerateRequest>,
) -> Result<Json<FixtureSetResponse>, ApiError> {
    let request = fixtures::Generate { format: body.format, seeding: body.seeding };
    let loaded = fixtures::generate(&state.ctx, &staff.0.user, &event, body.category.as_deref(), request).await?;
    Ok(Json(respond(&state, &loaded).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct SwapRequest {
    /// Two entrants (`T2`, `T5`).
    pub a: String,
    pub b: String,
    /// The version last read.
    pub version: Option<i32>,
}

/// Swaps two teams' places (staff; audited once published, and only while neither has a result).
#[utoipa::path(post, path = "/admin/fixture-sets/{set}/swap", tag = "fest day", security(("bearer" = [])),
    params(("set" = String, Path)), request_body = SwapRequest,
    responses((status = 200, body = FixtureSetResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile, or a team has a result", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn swap_teams(
    State(state): State<AppState>,
    staff: Staff,
    Path(set): Path<String>,
    ApiJson(body): ApiJson<SwapRequest>,
) -> Result<Json<FixtureSetResponse>, ApiError> {
    let loaded = fixtures::swap(&state.ctx, &staff.0.user, &set, &body.a, &body.b, body.version).await?;
    Ok(Json(respond(&state, &loaded).await?))
}

#[derive(Deserialize, ToSchema, IntoParams)]
pub struct VersionRequest {
    /// The version last read.
    pub version: Option<i32>,
}

/// Publishes a draft (staff; audited): everybody sees it, results may be entered, each team is e-mailed its
/// scheduled matches, and the live pages are told.
#[utoipa::path(post, path = "/admin/fixture-sets/{set}/publish", tag = "fest day", security(("bearer" = [])),
    params(("set" = String, Path)), request_body = VersionRequest,
    responses((status = 200, body = FixtureSetResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile, or published already", body = ErrorBody)))]
pub async fn publish_fixtures(
    State(state): State<AppState>,
    staff: Staff,
    Path(set): Path<String>,
    ApiJson(body): ApiJson<VersionRequest>,
) -> Result<Json<FixtureSetResponse>, ApiError> {
    let loaded = fixtures::publish(&state.ctx, &staff.0.user, &set, body.version).await?;
    Ok(Json(respond(&state, &loaded).await?))
}

/// Pairs the next round of published Swiss fixtures once every game of the last round has its result
/// (staff; audited; the live pages are told).
#[utoipa::path(post, path = "/admin/fixture-sets/{set}/next-round", tag = "fest day", security(("bearer" = [])),
    params(("set" = String, Path)), request_body = VersionRequest,
    responses((status = 200, body = FixtureSetResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile, or not published", body = ErrorBody),
        (status = 422, description = "Not Swiss, the last round unfinished, or every round paired",
            body = ErrorBody)))]
pub async fn pair_next_round(
    State(state): State<AppState>,
    staff: Staff,
    Path(set): Path<String>,
    ApiJson(body): ApiJson<VersionRequest>,
) -> Result<Json<FixtureSetResponse>, ApiError> {
    let loaded = fixtures::next_round(&state.ctx, &staff.0.user, &set, body.version).await?;
    Ok(Json(respond(&state, &loaded).await?))
}

#[derive(Serialize, ToSchema)]
pub struct DiscardedResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
}

/// Discards a draft (staff).
#[utoipa::path(delete, path = "/admin/fixture-sets/{set}", tag = "fest day", security(("bearer" = [])),
    params(("set" = String, Path), VersionRequest),
    responses((status = 200, body = DiscardedResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Published, or changed meanwhile", body = ErrorBody)))]
pub async fn discard_fixtures(
    State(state): State<AppState>,
    _staff: Staff,
    Path(set): Path<String>,
    Query(q): Query<VersionRequest>,
) -> Result<Json<DiscardedResponse>, ApiError> {
    fixtures::discard(&state.ctx, &set, q.version).await?;
    Ok(Json(DiscardedResponse { success: true, message: "Draft discarded.".into() }))
}
