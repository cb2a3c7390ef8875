//! GET /api/v1/admin/checkin/{event}, GET /api/v1/admin/checkin/{event}/export,
//! POST /api/v1/admin/checkin/passes/{id}/undo

use axum::Json;
use axum::extract::{Path, State};
use axum::response::Response;
use chrono::{DateTime, Utc};
use fest_app::AppError;
use fest_app::services::checkins;
use fest_shared::EventId;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::checkin::PassSummary;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson, Staff};

/// Check-ins at one gate.
#[derive(Serialize, ToSchema)]
pub struct GateCount {
    pub gate: String,
    pub count: u64,
}

/// A check-in.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckedIn {
    pub pass: PassSummary,
    pub checked_in_at: Option<DateTime<Utc>>,
    pub gate: Option<String>,
    pub by: Option<String>,
}

/// A scan of a pass that was checked in already (kept, never dropped).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DuplicateScan {
    pub pass: PassSummary,
    /// When this scan was made, where and by whom.
    pub scanned_at: DateTime<Utc>,
    pub gate: String,
    pub by: String,
    /// Made offline and synced later.
    pub offline: bool,
    /// The pass's first check-in.
    pub first_checked_in_at: Option<DateTime<Utc>>,
    pub first_gate: Option<String>,
    pub first_by: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventCheckinResponse {
    pub success: bool,
    pub event: EventId,
    /// Live passes (revoked ones excluded).
    pub expected: u64,
    pub checked_in: u64,
    /// Check-ins per gate, busiest first.
    pub gates: Vec<GateCount>,
    /// Scans of passes already checked in, newest first (at most 200).
    pub duplicates: Vec<DuplicateScan>,
    /// The latest check-ins, newest first (at most 20).
    pub recent: Vec<CheckedIn>,
}

/// An event's gates, live: checked in against expected, per gate, the duplicates and the latest
/// check-ins (admins and moderators; the admin screen asks every few seconds).
#[utoipa::path(get, path = "/admin/checkin/{event}", tag = "admin", params(("event" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = EventCheckinResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
pub async fn event_checkins(
    State(state): State<AppState>,
    _staff: Staff,
    Path(event): Path<String>,
) -> Result<Json<EventCheckinResponse>, ApiError> {
    let id = fest_app::services::registrations::find_event(&event)?.id;
    let figures = checkins::for_event(&state.ctx, &event).await?;
    Ok(Json(EventCheckinResponse {
        success: true,
        event: id,
        expected: figures.expected,
        checked_in: figures.checked_in,
        gates: figures.gates.into_iter().map(|(gate, count)| GateCount { gate, count }).collect(),
        duplicates: figures
            .duplicates
            .into_iter()
            .filter_map(|(scan, pass)| {
                Some(DuplicateScan {
                    pass: PassSummary::of(&pass)?,
                    scanned_at: scan.scanned_at,
                    gate: scan.gate,
                    by: scan.by_name,
                    offline: scan.offline,
                    first_checked_in_at: pass.checked_in_at,
                    first_gate: pass.checked_in_gate,
                    first_by: pass.checked_in_by,
                })
            })
            .collect(),
        recent: figures
            .recent
            .into_iter()
            .filter_map(|p| {
                Some(CheckedIn {
                    pass: PassSummary::of(&p)?,
                    checked_in_at: p.checked_in_at,
                    gate: p.checked_in_gate,
                    by: p.checked_in_by,
                })
            })
            .collect(),
    }))
}

/// Every pass of an event with its check-in, as CSV (admins and moderators; audited).
#[utoipa::path(get, path = "/admin/checkin/{event}/export", tag = "admin", operation_id = "export_checkins",
    params(("event" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The file", content_type = "text/csv"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    ))]
pub async fn export(
    State(state): State<AppState>,
    staff: Staff,
    Path(event): Path<String>,
) -> Result<Response, ApiError> {
    let (filename, bytes) = checkins::export_csv(&state.ctx, &staff.0.user, &event).await?;
    crate::controllers::download::attachment("text/csv; charset=utf-8", &filename, bytes)
}

#[derive(Deserialize, ToSchema)]
pub struct UndoRequest {
    /// Why (kept in the audit log); 1 to 500 characters.
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct UndoResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub pass: PassSummary,
}

/// Undoes a pass's check-in, so it can be scanned in again (admins only; audited with the reason).
#[utoipa::path(post, path = "/admin/checkin/passes/{id}/undo", tag = "admin", params(("id" = String, Path)),
    request_body = UndoRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = UndoResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Not checked in", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody),
    ))]
pub async fn undo(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<UndoRequest>,
) -> Result<Json<UndoResponse>, ApiError> {
    let pass = checkins::undo(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    let pass = PassSummary::of(&pass).ok_or_else(|| AppError::Other("a pass of an unknown event".into()))?;
    Ok(Json(UndoResponse { success: true, message: "Check-in undone".into(), pass }))
}
