//! POST /api/v1/admin/registrations/{id}/mark-paid

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::registrations;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::AdminOnly;
use crate::views::RegistrationView;

#[derive(Serialize, ToSchema)]
pub struct MarkPaidResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub registration: RegistrationView,
}

/// Marks a registration that awaits an offline payment as paid (admins only; audited).
#[utoipa::path(post, path = "/admin/registrations/{id}/mark-paid", tag = "admin", params(("id" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = MarkPaidResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Not awaiting an offline payment", body = ErrorBody),
    ))]
pub async fn mark_paid(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
) -> Result<Json<MarkPaidResponse>, ApiError> {
    let registration = registrations::mark_paid(&state.ctx, &admin.0.user, &id).await?;
    Ok(Json(MarkPaidResponse { success: true, message: "Marked as paid".into(), registration: registration.into() }))
}
