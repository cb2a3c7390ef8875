//! /admin/checkin-lists: the check-in lists and their rules, live figures, entries, duplicates, blocks and
//! export (read: moderators and admins; changes: admins, audited).

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use fest_app::entities::checkin_entry;
use fest_app::services::checkins::{self, Direction, ListFigures, ListInput, ListKind, ListMode, ListRule};
use fest_shared::EventId;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::checkin::PassSummary;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson, Staff};

/// A check-in list: its rules and its live figures.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckinListView {
    pub id: String,
    pub name: String,
    pub kind: ListKind,
    pub mode: ListMode,
    /// The events whose passes it admits; null: every event.
    pub events: Option<Vec<EventId>>,
    /// The gates that scan for it (the default list also takes every gate no list names).
    pub gates: Vec<String>,
    pub requires_stay: bool,
    pub is_default: bool,
    /// Passes that entered at least once.
    pub entered: u64,
    /// Inside now (lists counting exits); entered (lists counting entries once).
    pub inside: u64,
    pub blocked: u64,
    /// Scans of passes already in.
    pub duplicates: u64,
}

impl CheckinListView {
    fn of(rule: ListRule, figures: ListFigures) -> Self {
        Self {
            id: rule.id,
            name: rule.name,
            kind: rule.kind,
            mode: rule.mode,
            events: rule.events,
            gates: rule.gates,
            requires_stay: rule.requires_stay,
            is_default: rule.is_default,
            entered: figures.entered,
            inside: figures.inside,
            blocked: figures.blocked,
            duplicates: figures.duplicates,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct CheckinListsResponse {
    pub success: bool,
    /// The default list first, then by name.
    pub lists: Vec<CheckinListView>,
}

/// Every check-in list with its live figures (admins and moderators).
#[utoipa::path(get, path = "/admin/checkin-lists", tag = "admin", operation_id = "checkin_lists", security(("bearer" = [])),
    responses((status = 200, body = CheckinListsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn lists(State(state): State<AppState>, _staff: Staff) -> Result<Json<CheckinListsResponse>, ApiError> {
    let mut figures = checkins::figures(&state.ctx).await?;
    let lists = checkins::all(state.ctx.db())
        .await?
        .into_iter()
        .map(|rule| {
            let f = figures.remove(&rule.id).unwrap_or_default();
            CheckinListView::of(rule, f)
        })
        .collect();
    Ok(Json(CheckinListsResponse { success: true, lists }))
}

#[derive(Serialize, ToSchema)]
pub struct CheckinListResponse {
    pub success: bool,
    pub list: CheckinListView,
}

/// Makes a check-in list (admins; audited). A gate another list scans at, or a name another list has, is
/// refused at its field.
#[utoipa::path(post, path = "/admin/checkin-lists", tag = "admin", operation_id = "create_checkin_list", request_body = ListInput, security(("bearer" = [])),
    responses(
        (status = 201, body = CheckinListResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody),
    ))]
pub async fn create(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<ListInput>,
) -> Result<(StatusCode, Json<CheckinListResponse>), ApiError> {
    let rule = checkins::create(&state.ctx, &admin.0.user, &body).await?;
    let list = CheckinListView::of(rule, ListFigures::default());
    Ok((StatusCode::CREATED, Json(CheckinListResponse { success: true, list })))
}

/// Changes a check-in list's rules and gates (admins; audited). The default list stays the default until
/// another list is made the default.
#[utoipa::path(put, path = "/admin/checkin-lists/{id}", tag = "admin", operation_id = "update_checkin_list", params(("id" = String, Path)),
    request_body = ListInput, security(("bearer" = [])),
    responses(
        (status = 200, body = CheckinListResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn update(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ListInput>,
) -> Result<Json<CheckinListResponse>, ApiError> {
    let rule = checkins::update(&state.ctx, &admin.0.user, &id, &body).await?;
    let figures = checkins::figures(&state.ctx).await?.remove(&id).unwrap_or_default();
    Ok(Json(CheckinListResponse { success: true, list: CheckinListView::of(rule, figures) }))
}

#[derive(Serialize, ToSchema)]
pub struct DoneResponse {
    pub success: bool,
}

/// Deletes a check-in list nobody entered or is blocked from (admins; audited); 409 for the default list or
/// a list with entries.
#[utoipa::path(delete, path = "/admin/checkin-lists/{id}", tag = "admin", operation_id = "delete_checkin_list", params(("id" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = DoneResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
    ))]
pub async fn delete(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
) -> Result<Json<DoneResponse>, ApiError> {
    checkins::delete(&state.ctx, &admin.0.user, &id).await?;
    Ok(Json(DoneResponse { success: true }))
}

/// A pass on a list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListEntryView {
    pub pass: PassSummary,
    /// Inside now (lists counting exits); entered (lists counting entries once).
    pub inside: bool,
    pub first_in_at: Option<DateTime<Utc>>,
    pub last_in_at: Option<DateTime<Utc>>,
    pub last_out_at: Option<DateTime<Utc>>,
    pub ins: u32,
    pub outs: u32,
    /// The gate and volunteer of the latest scan that counted.
    pub gate: Option<String>,
    pub by: Option<String>,
    pub blocked_at: Option<DateTime<Utc>>,
    pub blocked_reason: Option<String>,
    pub blocked_by: Option<String>,
}

impl ListEntryView {
    fn of(e: checkin_entry::Model, pass: &fest_app::entities::pass::Model) -> Option<Self> {
        Some(Self {
            pass: PassSummary::of(pass)?,
            inside: e.inside,
            first_in_at: e.first_in_at,
            last_in_at: e.last_in_at,
            last_out_at: e.last_out_at,
            ins: u32::try_from(e.ins).unwrap_or(0),
            outs: u32::try_from(e.outs).unwrap_or(0),
            gate: e.gate,
            by: e.by_name,
            blocked_at: e.blocked_at,
            blocked_reason: e.blocked_reason,
            blocked_by: e.blocked_by,
        })
    }
}

/// A scan of a pass already in (kept, never dropped).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListDuplicate {
    pub pass: PassSummary,
    pub scanned_at: DateTime<Utc>,
    pub gate: String,
    pub by: String,
    /// Made offline and synced later.
    pub offline: bool,
    pub direction: Direction,
}

#[derive(Serialize, ToSchema)]
pub struct CheckinListDetail {
    pub success: bool,
    pub list: CheckinListView,
    /// The latest entries, newest first (at most 20).
    pub recent: Vec<ListEntryView>,
    /// Scans of passes already in, newest first (at most 100).
    pub duplicates: Vec<ListDuplicate>,
    /// Passes blocked from the list, newest first.
    pub blocked: Vec<ListEntryView>,
}

/// One check-in list, live: its figures, latest entries, duplicate scans and blocked passes (admins and
/// moderators; the admin screen asks every few seconds).
#[utoipa::path(get, path = "/admin/checkin-lists/{id}", tag = "admin", operation_id = "checkin_list", params(("id" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = CheckinListDetail), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
pub async fn detail(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
) -> Result<Json<CheckinListDetail>, ApiError> {
    let d = checkins::detail(&state.ctx, &id).await?;
    Ok(Json(CheckinListDetail {
        success: true,
        list: CheckinListView::of(d.rule, d.figures),
        recent: d.recent.into_iter().filter_map(|(e, p)| ListEntryView::of(e, &p)).collect(),
        duplicates: d
            .duplicates
            .into_iter()
            .filter_map(|(scan, pass)| {
                Some(ListDuplicate {
                    pass: PassSummary::of(&pass)?,
                    scanned_at: scan.scanned_at,
                    gate: scan.gate,
                    by: scan.by_name,
                    offline: scan.offline,
                    direction: Direction::parse(&scan.direction).unwrap_or_default(),
                })
            })
            .collect(),
        blocked: d.blocked.into_iter().filter_map(|(e, p)| ListEntryView::of(e, &p)).collect(),
    }))
}

/// Every entry of a check-in list, as CSV (admins and moderators; audited).
#[utoipa::path(get, path = "/admin/checkin-lists/{id}/export", tag = "admin", operation_id = "export_checkin_list",
    params(("id" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The file", content_type = "text/csv"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    ))]
pub async fn export(State(state): State<AppState>, staff: Staff, Path(id): Path<String>) -> Result<Response, ApiError> {
    let (filename, bytes) = checkins::export_list_csv(&state.ctx, &staff.0.user, &id).await?;
    crate::controllers::download::attachment("text/csv; charset=utf-8", &filename, bytes)
}

#[derive(Deserialize, ToSchema)]
pub struct BlockRequest {
    /// The pass id (16 hex digits, as printed under the pass's QR code).
    pub pass: String,
    /// Why (shown to the volunteer who scans the pass, kept in the audit log); 1 to 500 characters.
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct BlockResponse {
    pub success: bool,
    pub entry: ListEntryView,
}

/// Blocks a pass from a check-in list with a reason (admins; audited): its scans there are refused.
#[utoipa::path(post, path = "/admin/checkin-lists/{id}/blocks", tag = "admin", operation_id = "block_from_checkin_list", params(("id" = String, Path)),
    request_body = BlockRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = BlockResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, description = "No such list or pass", body = ErrorBody),
        (status = 409, description = "Blocked already", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody),
    ))]
pub async fn block(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<BlockRequest>,
) -> Result<Json<BlockResponse>, ApiError> {
    let (e, pass) = checkins::block(&state.ctx, &admin.0.user, &id, &body.pass, &body.reason).await?;
    let entry =
        ListEntryView::of(e, &pass).ok_or_else(|| fest_app::AppError::Other("a pass of an unknown event".into()))?;
    Ok(Json(BlockResponse { success: true, entry }))
}

/// Lifts a pass's block from a check-in list (admins; audited).
#[utoipa::path(delete, path = "/admin/checkin-lists/{id}/blocks/{pass}", tag = "admin", operation_id = "unblock_from_checkin_list",
    params(("id" = String, Path), ("pass" = String, Path)), security(("bearer" = [])),
    responses(
        (status = 200, body = DoneResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, description = "No such list, or the pass is not blocked", body = ErrorBody),
    ))]
pub async fn unblock(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path((id, pass)): Path<(String, String)>,
) -> Result<Json<DoneResponse>, ApiError> {
    checkins::unblock(&state.ctx, &admin.0.user, &id, &pass).await?;
    Ok(Json(DoneResponse { success: true }))
}
