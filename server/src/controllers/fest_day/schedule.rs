//! The schedule: placing matches (staff), the public schedule and a team's own matches.

use axum::Json;
use axum::extract::{Path, Query, State};
use fest_app::services::fest_day::calendar;
use fest_app::services::fest_day::schedule::{self, Filter, Place};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::fixtures::{FixtureSetResponse, VersionRequest, respond};
use super::views::ScheduleEntryView;
use crate::AppState;
use crate::controllers::download::Disposition;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser, Staff};

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlaceRequest {
    pub venue_id: String,
    /// `YYYY-MM-DD`.
    pub day: String,
    /// `HH:MM`.
    pub start: String,
    pub end: String,
    /// The version last read.
    pub version: Option<i32>,
}

/// Sets a match's venue, day and time (staff). Refused (409, in words) when one of its teams or the venue is
/// already busy then; once published, audited and e-mailed to both teams.
#[utoipa::path(put, path = "/admin/fixture-sets/{set}/matches/{match}/schedule", tag = "fest day",
    security(("bearer" = [])), params(("set" = String, Path), ("match" = String, Path)), request_body = PlaceRequest,
    responses((status = 200, body = FixtureSetResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "A clash, or changed meanwhile", body = ErrorBody),
        (status = 422, description = "A bad day, time or venue", body = ErrorBody)))]
pub async fn schedule_match(
    State(state): State<AppState>,
    staff: Staff,
    Path((set, match_id)): Path<(String, String)>,
    ApiJson(body): ApiJson<PlaceRequest>,
) -> Result<Json<FixtureSetResponse>, ApiError> {
    let place = Place { venue_id: body.venue_id, day: body.day, start: body.start, end: body.end };
    let loaded = schedule::place(&state.ctx, &staff.0.user, &set, &match_id, place, body.version).await?;
    Ok(Json(respond(&state, &loaded).await?))
}

/// Takes a match out of the schedule (staff; audited once published).
#[utoipa::path(delete, path = "/admin/fixture-sets/{set}/matches/{match}/schedule", tag = "fest day",
    security(("bearer" = [])), params(("set" = String, Path), ("match" = String, Path), VersionRequest),
    responses((status = 200, body = FixtureSetResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn unschedule_match(
    State(state): State<AppState>,
    staff: Staff,
    Path((set, match_id)): Path<(String, String)>,
    Query(q): Query<VersionRequest>,
) -> Result<Json<FixtureSetResponse>, ApiError> {
    let loaded = schedule::unschedule(&state.ctx, &staff.0.user, &set, &match_id, q.version).await?;
    Ok(Json(respond(&state, &loaded).await?))
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ScheduleQuery {
    /// `YYYY-MM-DD`.
    pub day: Option<String>,
    pub venue: Option<String>,
    /// An event (catalogue id or name).
    pub event: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ScheduleResponse {
    pub success: bool,
    /// Every day with a scheduled match (before any filter), in order.
    pub days: Vec<String>,
    /// By day, time and venue.
    pub matches: Vec<ScheduleEntryView>,
}

/// The schedule of the published fixtures, by day, venue and sport.
#[utoipa::path(get, path = "/schedule", tag = "fest day", params(ScheduleQuery),
    responses((status = 200, body = ScheduleResponse), (status = 404, body = ErrorBody)))]
pub async fn schedule(
    State(state): State<AppState>,
    Query(q): Query<ScheduleQuery>,
) -> Result<Json<ScheduleResponse>, ApiError> {
    let everything = schedule::entries(&state.ctx, &Filter::default()).await?;
    let mut days: Vec<String> = everything.iter().map(|e| e.day.clone()).collect();
    days.dedup();
    let filter = Filter { day: q.day, venue_id: q.venue, event: q.event };
    let matches = schedule::filtered(everything, &filter)?;
    Ok(Json(ScheduleResponse { success: true, days, matches: matches.into_iter().map(Into::into).collect() }))
}

/// A calendar feed of one of the caller's teams.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeamCalendar {
    pub event: String,
    pub event_title: String,
    pub category: Option<String>,
    /// The feed's address under /api/v1 (`/calendar/{token}`), for a calendar app to subscribe to; only this
    /// team's owner is given it.
    pub path: String,
}

#[derive(Serialize, ToSchema)]
pub struct MyMatchesResponse {
    pub success: bool,
    /// The scheduled matches of the caller's teams, by day and time.
    pub matches: Vec<ScheduleEntryView>,
    /// A calendar feed per paid team of the caller.
    pub calendars: Vec<TeamCalendar>,
}

/// The scheduled matches of the signed-in user's teams.
#[utoipa::path(get, path = "/user/matches", tag = "fest day", security(("bearer" = [])),
    responses((status = 200, body = MyMatchesResponse), (status = 401, body = ErrorBody)))]
pub async fn my_matches(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<MyMatchesResponse>, ApiError> {
    let matches = schedule::mine(&state.ctx, &current.user).await?;
    let calendars = schedule::paid_teams_of(&state.ctx, &current.user)
        .await?
        .into_iter()
        .filter_map(|team| {
            let event = fest_shared::catalogue::event_by_name(&team.event_id)?;
            Some(TeamCalendar {
                event: event.id.as_str().to_owned(),
                event_title: event.title.to_owned(),
                category: team.category.clone(),
                path: format!("/calendar/{}.ics", calendar::team_token(&state.ctx, &team.id)),
            })
        })
        .collect();
    let matches = matches
        .into_iter()
        .map(|e| {
            let lanes: Vec<u32> = e.lanes.iter().map(|(_, lane)| *lane).collect();
            ScheduleEntryView { your_lanes: lanes, ..e.into() }
        })
        .collect();
    Ok(Json(MyMatchesResponse { success: true, matches, calendars }))
}

/// A sport's schedule as a calendar feed (ICS) to subscribe to.
#[utoipa::path(get, path = "/schedule/{event}/calendar.ics", tag = "fest day", params(("event" = String, Path)),
    responses((status = 200, content_type = "text/calendar", body = String, description = "The event's scheduled matches"),
        (status = 404, body = ErrorBody)))]
pub async fn event_calendar(
    State(state): State<AppState>,
    Path(event): Path<String>,
) -> Result<axum::response::Response, ApiError> {
    let (name, ics) = calendar::for_event(&state.ctx, &event).await?;
    crate::controllers::download::file(CALENDAR, Disposition::Inline, &name, "no-cache", ics)
}

/// A team's own matches as a calendar feed (ICS), at the address `GET /user/matches` gives its owner.
#[utoipa::path(get, path = "/calendar/{token}", tag = "fest day", params(("token" = String, Path)),
    responses((status = 200, content_type = "text/calendar", body = String, description = "The team's scheduled matches"),
        (status = 404, body = ErrorBody)))]
pub async fn team_calendar(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> Result<axum::response::Response, ApiError> {
    let (name, ics) = calendar::for_team(&state.ctx, &token).await?;
    crate::controllers::download::file(CALENDAR, Disposition::Inline, &name, "no-cache", ics)
}

const CALENDAR: &str = "text/calendar; charset=utf-8";
