//! POST /api/v1/admin/registrations/{id}/reveal-aadhaar

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::reveal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::AdminOnly;

/// One person's Aadhaar number in full.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevealedAadhaar {
    /// Where the person is in the registration record, e.g. `team.captain[0]` or `coach`.
    pub path: String,
    pub fullname: Option<String>,
    /// The full 12-digit number.
    pub aadhar_id: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevealAadhaarResponse {
    pub success: bool,
    pub registration_id: String,
    pub numbers: Vec<RevealedAadhaar>,
}

/// The Aadhaar numbers of one registration in full, per person (admins only; recorded in the audit log).
/// Every list view shows them masked.
#[utoipa::path(post, path = "/admin/registrations/{id}/reveal-aadhaar", tag = "admin", params(("id" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = RevealAadhaarResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
pub async fn reveal_aadhaar(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
) -> Result<Json<RevealAadhaarResponse>, ApiError> {
    let numbers = reveal::reveal_aadhaar(&state.ctx, &admin.0.user, &id).await?;
    Ok(Json(RevealAadhaarResponse {
        success: true,
        registration_id: id,
        numbers: numbers
            .into_iter()
            .map(|n| RevealedAadhaar { path: n.path, fullname: n.fullname, aadhar_id: n.aadhar_id })
            .collect(),
    }))
}
