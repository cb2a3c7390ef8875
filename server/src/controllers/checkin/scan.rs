//! POST /api/v1/checkin/scan and POST /api/v1/checkin/sync

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use fest_app::services::checkins::{self, Direction, Scan};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::ScanAnswer;
use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, Gatekeeper};

#[derive(Deserialize, ToSchema)]
pub struct ScanRequest {
    /// The text of the pass's QR code.
    pub token: String,
    /// The gate's name, as the volunteer entered it.
    pub gate: String,
    /// The scanner's own id of this scan (optional): if the answer is lost and the scan is synced later
    /// under the same id, it is recorded once, not as a duplicate.
    pub id: Option<String>,
    /// `in` (the default) or `out` (lists counting entry and exit only).
    pub direction: Option<Direction>,
}

/// Scans a pass at a gate, for the check-in list the gate scans for: `ok` when it enters (or leaves, on a list
/// counting exits); `duplicate` (with when, where and by whom) when it is in already; `revoked` when its
/// registration no longer counts; `refused` when the list does not let it through (another event's pass, no
/// paid stay, blocked, out while not inside); `invalid` for anything that is not a pass of this fest.
#[utoipa::path(post, path = "/checkin/scan", tag = "checkin", request_body = ScanRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = ScanAnswer), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, description = "No gate, a gate no list takes, or out on a list counting entries once", body = ErrorBody),
    ))]
pub async fn scan(
    State(state): State<AppState>,
    who: Gatekeeper,
    ApiJson(body): ApiJson<ScanRequest>,
) -> Result<Json<ScanAnswer>, ApiError> {
    let scan = Scan {
        token: body.token,
        gate: body.gate,
        scanned_at: None,
        client_id: client_id(body.id),
        offline: false,
        direction: body.direction.unwrap_or_default(),
    };
    Ok(Json(checkins::scan(&state.ctx, &who.0.user, scan).await?.into()))
}

/// A scanner's id of a scan, as stored (at most 64 characters; blank is none).
fn client_id(id: Option<String>) -> Option<String> {
    id.filter(|id| !id.trim().is_empty()).map(|id| id.trim().chars().take(64).collect())
}

/// One scan made offline.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfflineScan {
    /// The scanner's own id of this scan: a sync retried after a lost answer stores it once.
    pub id: Option<String>,
    pub token: String,
    pub gate: String,
    /// When it was scanned (the device's clock).
    pub scanned_at: DateTime<Utc>,
    /// `in` (the default) or `out`.
    pub direction: Option<Direction>,
}

#[derive(Deserialize, ToSchema)]
pub struct SyncRequest {
    /// At most 500 scans, in any order (they are recorded in the order they were made).
    pub scans: Vec<OfflineScan>,
}

/// The answer to one synced scan.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SyncedScan {
    /// The scanner's id of the scan, when it sent one.
    pub id: Option<String>,
    #[serde(flatten)]
    pub answer: ScanAnswer,
}

#[derive(Serialize, ToSchema)]
pub struct SyncResponse {
    pub success: bool,
    pub results: Vec<SyncedScan>,
}

/// Records the scans a scanner made without a network. A scan of a pass checked in meanwhile is kept as a
/// duplicate for the organisers.
#[utoipa::path(post, path = "/checkin/sync", tag = "checkin", request_body = SyncRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = SyncResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, description = "Too many scans, or one without a gate", body = ErrorBody),
    ))]
pub async fn sync(
    State(state): State<AppState>,
    who: Gatekeeper,
    ApiJson(body): ApiJson<SyncRequest>,
) -> Result<Json<SyncResponse>, ApiError> {
    let scans: Vec<Scan> = body
        .scans
        .into_iter()
        .map(|s| Scan {
            token: s.token,
            gate: s.gate,
            scanned_at: Some(s.scanned_at),
            client_id: client_id(s.id),
            offline: true,
            direction: s.direction.unwrap_or_default(),
        })
        .collect();
    // Answers come back in the order the scans were sent.
    let ids: Vec<Option<String>> = scans.iter().map(|s| s.client_id.clone()).collect();
    let outcomes = checkins::sync(&state.ctx, &who.0.user, scans).await?;
    let results =
        ids.into_iter().zip(outcomes).map(|(id, outcome)| SyncedScan { id, answer: outcome.into() }).collect();
    Ok(Json(SyncResponse { success: true, results }))
}
