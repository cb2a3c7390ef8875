//! GET /api/v1/admin/print/passes?event=|college=, GET /api/v1/admin/print/team-sheets/{event},
//! GET /api/v1/admin/print/colleges: what the organisers print on A4 (admins only). No phone or Aadhaar
//! number is ever part of these answers.

use axum::Json;
use axum::extract::{Path, Query, State};
use chrono::{DateTime, Utc};
use fest_app::services::printing::{self, PrintFilter, PrintedPass};
use fest_shared::EventId;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::AdminOnly;

#[derive(Deserialize, IntoParams)]
pub struct PrintPassesQuery {
    /// An event's passes (its slug); or
    pub event: Option<String>,
    /// a college's, across events (the name as registered, any case).
    pub college: Option<String>,
}

/// A pass as it is printed.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PrintPass {
    /// 16 hex digits, printed under the QR code.
    pub id: String,
    /// What the QR code carries (the gate scanner verifies it offline).
    pub token: String,
    pub registration_id: String,
    pub event: EventId,
    pub event_title: String,
    /// `Men`, `Women`, or null for an event without categories.
    pub category: Option<String>,
    pub college: String,
    /// The holder's full name as registered.
    pub name: String,
    /// The role key (`captain`, `players`, `coach`, ...).
    pub role: String,
    /// "Captain", "Player", "Coach", ...
    pub role_title: String,
    /// The event's dates, as the catalogue gives them.
    pub dates: String,
    pub venue: String,
}

impl PrintPass {
    fn of(p: &PrintedPass) -> Self {
        Self {
            id: p.pass.id.clone(),
            token: p.pass.token.clone(),
            registration_id: p.pass.registration_id.clone(),
            event: p.event,
            event_title: p.event.event().title.to_owned(),
            category: p.category.clone(),
            college: p.college.clone(),
            name: p.fullname.clone(),
            role: p.pass.role.clone(),
            role_title: fest_shared::pass::role_title(p.event, &p.pass.role),
            dates: printing::dates(p.event).to_owned(),
            venue: printing::venue().to_owned(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct PrintPassesResponse {
    pub success: bool,
    /// The event asked for (null when printing by college).
    pub event: Option<EventId>,
    /// The college asked for (null when printing by event).
    pub college: Option<String>,
    /// Live passes of paid registrations, by event, college, registration and roster order.
    pub passes: Vec<PrintPass>,
}

/// The passes to print, of an event or of a college: live passes of paid registrations only (revoked ones
/// left out), each with what the printed pass shows (admins only; audited).
#[utoipa::path(get, path = "/admin/print/passes", tag = "admin", params(PrintPassesQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, body = PrintPassesResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, description = "No such event", body = ErrorBody),
        (status = 422, description = "Neither an event nor a college, or both", body = ErrorBody),
    ))]
pub async fn print_passes(
    State(state): State<AppState>,
    admin: AdminOnly,
    Query(q): Query<PrintPassesQuery>,
) -> Result<Json<PrintPassesResponse>, ApiError> {
    let filter = PrintFilter::of(q.event.as_deref(), q.college.as_deref())?;
    let passes = printing::passes(&state.ctx, &admin.0.user, &filter).await?;
    let (event, college) = match filter {
        PrintFilter::Event(event) => (Some(event), None),
        PrintFilter::College(college) => (None, Some(college)),
    };
    Ok(Json(PrintPassesResponse { success: true, event, college, passes: passes.iter().map(PrintPass::of).collect() }))
}

/// One person on a team sheet.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeamSheetPlayer {
    pub pass_id: String,
    /// Their line on the roster (the data has no shirt numbers); null for the coach.
    pub number: Option<u32>,
    /// Full name as registered.
    pub name: String,
    pub role: String,
    pub role_title: String,
    /// Cricket's playing role (`batsman`, `bowler`, `all-rounder`, `wicket-keeper`), else null.
    pub playing_role: Option<String>,
    /// Whether the pass is checked in at a gate (an undone check-in does not count).
    pub checked_in: bool,
    pub checked_in_at: Option<DateTime<Utc>>,
}

/// One team (a paid registration) for its referees.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeamSheetView {
    pub registration_id: String,
    pub college: String,
    pub category: Option<String>,
    /// Roster order, the coach last.
    pub players: Vec<TeamSheetPlayer>,
    /// How many of them are checked in.
    pub checked_in: u32,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeamSheetsResponse {
    pub success: bool,
    pub event: EventId,
    pub event_title: String,
    pub dates: String,
    pub venue: String,
    /// By college, then in the order registered.
    pub teams: Vec<TeamSheetView>,
}

/// An event's team sheets: each paid team with its people, their numbers and whether each is checked in
/// (admins only).
#[utoipa::path(get, path = "/admin/print/team-sheets/{event}", tag = "admin", params(("event" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = TeamSheetsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
pub async fn team_sheets(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Path(event): Path<String>,
) -> Result<Json<TeamSheetsResponse>, ApiError> {
    let (event, sheets) = printing::team_sheets(&state.ctx, &event).await?;
    let teams = sheets
        .into_iter()
        .map(|sheet| {
            let players: Vec<TeamSheetPlayer> = sheet
                .people
                .iter()
                .map(|p| TeamSheetPlayer {
                    pass_id: p.pass.id.clone(),
                    number: p.number,
                    name: p.fullname.clone(),
                    role: p.pass.role.clone(),
                    role_title: fest_shared::pass::role_title(event, &p.pass.role),
                    playing_role: p.playing_role.clone(),
                    checked_in: p.pass.checked_in_at.is_some(),
                    checked_in_at: p.pass.checked_in_at,
                })
                .collect();
            TeamSheetView {
                checked_in: u32::try_from(players.iter().filter(|p| p.checked_in).count()).unwrap_or(u32::MAX),
                registration_id: sheet.registration_id,
                college: sheet.college,
                category: sheet.category,
                players,
            }
        })
        .collect();
    Ok(Json(TeamSheetsResponse {
        success: true,
        event,
        event_title: event.event().title.to_owned(),
        dates: printing::dates(event).to_owned(),
        venue: printing::venue().to_owned(),
        teams,
    }))
}

/// A college with passes to print.
#[derive(Serialize, ToSchema)]
pub struct PrintCollege {
    pub name: String,
    /// Its live passes, all events.
    pub passes: u64,
}

#[derive(Serialize, ToSchema)]
pub struct PrintCollegesResponse {
    pub success: bool,
    /// By name.
    pub colleges: Vec<PrintCollege>,
}

/// The colleges whose paid teams hold live passes, for printing by college (admins only).
#[utoipa::path(get, path = "/admin/print/colleges", tag = "admin", security(("bearer" = [])),
    responses(
        (status = 200, body = PrintCollegesResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
    ))]
pub async fn print_colleges(
    State(state): State<AppState>,
    _admin: AdminOnly,
) -> Result<Json<PrintCollegesResponse>, ApiError> {
    let colleges = printing::colleges(&state.ctx).await?;
    Ok(Json(PrintCollegesResponse {
        success: true,
        colleges: colleges.into_iter().map(|c| PrintCollege { name: c.name, passes: c.passes }).collect(),
    }))
}
