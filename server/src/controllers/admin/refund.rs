//! POST /api/v1/admin/registrations/{id}/refund

use axum::Json;
use axum::extract::{Path, State};
use fest_app::entities::registration::RefundStatus;
use fest_app::services::registrations;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};
use crate::views::RegistrationView;

#[derive(Deserialize, ToSchema)]
pub struct RefundRequest {
    /// Why (kept in the audit log); 1 to 500 characters.
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct RefundResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub registration: RegistrationView,
}

/// Refunds a registration in full (admins only; audited with the reason): a paid registration is cancelled
/// (place freed, passes revoked) and refunded; a cancelled one whose refund failed is tried again.
#[utoipa::path(post, path = "/admin/registrations/{id}/refund", tag = "admin", params(("id" = String, Path)),
    request_body = RefundRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = RefundResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Nothing to refund", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody),
    ))]
pub async fn refund(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RefundRequest>,
) -> Result<Json<RefundResponse>, ApiError> {
    let record = registrations::refund_by_admin(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    let message = match record.refund.as_ref().map(|r| r.status) {
        Some(RefundStatus::Failed) => "Cancelled; the refund failed, try again",
        Some(RefundStatus::Unknown) => {
            "Cancelled; the gateway did not answer the refund: try again, the gateway's refunds are read first"
        }
        Some(RefundStatus::Manual) => "Cancelled; pay the money back by hand",
        _ => "Refunded",
    };
    Ok(Json(RefundResponse { success: true, message: message.into(), registration: record.into() }))
}
