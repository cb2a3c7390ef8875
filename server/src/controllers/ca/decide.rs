//! PUT /api/v1/ca/{id}/accept and PUT /api/v1/ca/{id}/reject

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::ca;

use crate::AppState;
use crate::controllers::ca::apply::ApplicationResponse;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;

/// Accepts a pending application: the applicant becomes a CA (a moderator or admin keeps their role) and
/// gets a referral code.
#[utoipa::path(put, path = "/ca/{id}/accept", tag = "ca", params(("id" = String, Path)), security(("bearer" = [])),
    responses(
        (status = 200, body = ApplicationResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Not pending", body = ErrorBody),
    ))]
pub async fn accept(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
) -> Result<Json<ApplicationResponse>, ApiError> {
    let application = ca::decide(&state.ctx, &staff.0.user, &id, true).await?;
    Ok(Json(ApplicationResponse {
        success: true,
        message: "Application accepted".into(),
        application: application.into(),
    }))
}

/// Rejects a pending application.
#[utoipa::path(put, path = "/ca/{id}/reject", tag = "ca", params(("id" = String, Path)), security(("bearer" = [])),
    responses(
        (status = 200, body = ApplicationResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Not pending", body = ErrorBody),
    ))]
pub async fn reject(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
) -> Result<Json<ApplicationResponse>, ApiError> {
    let application = ca::decide(&state.ctx, &staff.0.user, &id, false).await?;
    Ok(Json(ApplicationResponse {
        success: true,
        message: "Application rejected".into(),
        application: application.into(),
    }))
}
