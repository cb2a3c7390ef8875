//! GET /api/v1/checkin/bundle

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use fest_app::services::checkins::{self, ListRule};
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Gatekeeper;

/// A pass already checked in.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UsedPass {
    pub pass_id: String,
    pub checked_in_at: DateTime<Utc>,
    pub gate: String,
    /// The volunteer's username.
    pub by: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BundleResponse {
    pub success: bool,
    /// The Ed25519 public key, base64url.
    pub public_key: String,
    /// Ids of revoked passes.
    pub revoked: Vec<String>,
    /// Passes already checked in at the fest's gates (the default list).
    pub used: Vec<UsedPass>,
    /// The check-in lists and their rules (which list a gate scans for: `fest_shared::checkin_list`).
    pub lists: Vec<ListRule>,
    /// Entries on every list but the default one.
    pub entries: Vec<ListEntry>,
    /// Passes blocked from a list.
    pub blocked: Vec<BlockedPass>,
    /// Passes with a paid stay.
    pub guests: Vec<String>,
    /// When the server made this bundle.
    pub generated_at: DateTime<Utc>,
}

/// An entry on a list other than the default one.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListEntry {
    pub list: String,
    pub pass_id: String,
    /// Inside now (lists counting exits); entered (lists counting entries once).
    pub inside: bool,
    /// First in (lists counting entries once), latest in (lists counting exits).
    pub at: DateTime<Utc>,
    pub gate: String,
    pub by: String,
}

/// A pass blocked from a list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlockedPass {
    pub list: String,
    pub pass_id: String,
    pub reason: String,
}

/// Everything a scanner needs to judge passes offline: the public key, the revoked passes, the check-in lists
/// with their rules, entries and blocks, and the passes with a paid stay (volunteers, moderators, admins).
#[utoipa::path(get, path = "/checkin/bundle", tag = "checkin", security(("bearer" = [])),
    responses((status = 200, body = BundleResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn bundle(State(state): State<AppState>, _who: Gatekeeper) -> Result<Json<BundleResponse>, ApiError> {
    let generated_at = Utc::now();
    let (revoked, lists) = checkins::bundle(&state.ctx).await?;
    Ok(Json(BundleResponse {
        success: true,
        public_key: state.ctx.pass_key().public_base64(),
        revoked,
        used: lists
            .used
            .into_iter()
            .map(|u| UsedPass { pass_id: u.pass_id, checked_in_at: u.checked_in_at, gate: u.gate, by: u.by })
            .collect(),
        lists: lists.lists,
        entries: lists
            .entries
            .into_iter()
            .map(|e| ListEntry { list: e.list, pass_id: e.pass_id, inside: e.inside, at: e.at, gate: e.gate, by: e.by })
            .collect(),
        blocked: lists
            .blocked
            .into_iter()
            .map(|(list, pass_id, reason)| BlockedPass { list, pass_id, reason })
            .collect(),
        guests: lists.guests,
        generated_at,
    }))
}
