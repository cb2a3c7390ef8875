//! GET /api/v1/checkin/bundle

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use fest_app::services::checkins;
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
    /// Passes already checked in.
    pub used: Vec<UsedPass>,
    /// When the server made this bundle.
    pub generated_at: DateTime<Utc>,
}

/// Everything a scanner needs to judge passes offline: the public key, the revoked passes and the passes
/// already used (volunteers, moderators, admins).
#[utoipa::path(get, path = "/checkin/bundle", tag = "checkin", security(("bearer" = [])),
    responses((status = 200, body = BundleResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn bundle(State(state): State<AppState>, _who: Gatekeeper) -> Result<Json<BundleResponse>, ApiError> {
    let generated_at = Utc::now();
    let (revoked, used) = checkins::bundle(&state.ctx).await?;
    Ok(Json(BundleResponse {
        success: true,
        public_key: state.ctx.pass_key().public_base64(),
        revoked,
        used: used
            .into_iter()
            .map(|u| UsedPass { pass_id: u.pass_id, checked_in_at: u.checked_in_at, gate: u.gate, by: u.by })
            .collect(),
        generated_at,
    }))
}
