//! GET /api/v1/checkin/public-key

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicKeyResponse {
    pub success: bool,
    /// "Ed25519".
    pub algorithm: String,
    /// The 32-byte public key, base64url without padding.
    pub public_key: String,
}

/// The key that signs fest passes: with it any scanner verifies a pass offline.
#[utoipa::path(get, path = "/checkin/public-key", tag = "checkin",
    responses((status = 200, body = PublicKeyResponse)))]
pub async fn public_key(State(state): State<AppState>) -> Json<PublicKeyResponse> {
    Json(PublicKeyResponse {
        success: true,
        algorithm: "Ed25519".into(),
        public_key: state.ctx.pass_key().public_base64(),
    })
}
