//! POST /api/v1/ca/apply

use axum::Json;
use axum::extract::State;
use fest_app::services::ca;
use fest_shared::ca::CaApplicationForm;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};
use crate::views::CaApplicationView;

#[derive(Serialize, ToSchema)]
pub struct ApplicationResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// The application (SPEC 3's fields).
    pub application: CaApplicationView,
}

/// Applies to the CA programme (once per user; not for CAs).
#[utoipa::path(post, path = "/ca/apply", tag = "ca", security(("bearer" = [])),
    request_body = CaApplicationForm,
    responses(
        (status = 200, body = ApplicationResponse),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Already a CA", body = ErrorBody),
        (status = 409, description = "Already applied", body = ErrorBody),
        (status = 422, body = ErrorBody),
    ))]
pub async fn apply(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<CaApplicationForm>,
) -> Result<Json<ApplicationResponse>, ApiError> {
    let application = ca::apply(&state.ctx, &current.user, &form).await?;
    Ok(Json(ApplicationResponse { success: true, message: ca::APPLIED.into(), application: application.into() }))
}
