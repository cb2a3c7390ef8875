//! POST /api/v1/admin/registrations/{id}/resolve

use axum::Json;
use axum::extract::{Path, State};
use fest_app::AppError;
use fest_app::services::registrations::{self, Resolution};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};
use crate::views::RegistrationView;

/// An admin's decision about a flagged registration.
#[derive(Deserialize, ToSchema)]
pub struct ResolveRequest {
    /// `accept`: the money is right, the registration counts as paid. `refund`: the money was given back,
    /// the registration no longer counts.
    #[schema(example = "refund")]
    pub action: String,
    /// Why (kept in the audit log); 1 to 500 characters.
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct ResolveResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub registration: RegistrationView,
}

/// Resolves a flagged registration (a payment whose amount differed, a second payment): the only way out of
/// `flagged`. Admins only; audited with the reason.
#[utoipa::path(post, path = "/admin/registrations/{id}/resolve", tag = "admin", params(("id" = String, Path)),
    request_body = ResolveRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = ResolveResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not flagged, or another registration of the user for the event counts", body = ErrorBody),
        (status = 422, description = "Unknown action or no reason", body = ErrorBody),
    ))]
pub async fn resolve(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ResolveRequest>,
) -> Result<Json<ResolveResponse>, ApiError> {
    let resolution =
        Resolution::parse(body.action.trim()).ok_or_else(|| AppError::field("action", "Choose accept or refund."))?;
    let registration = registrations::resolve_flagged(&state.ctx, &admin.0.user, &id, resolution, &body.reason).await?;
    let message = match resolution {
        Resolution::Accept => "Accepted as paid",
        Resolution::Refund => "Recorded as refunded",
    };
    Ok(Json(ResolveResponse { success: true, message: message.into(), registration: registration.into() }))
}
