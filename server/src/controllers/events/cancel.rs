//! POST /api/v1/events/{event}/cancel

use axum::Json;
use axum::extract::{Path, State};
use fest_app::entities::user;
use fest_app::services::registrations::{self, Aadhaar};
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;
use crate::views::RegistrationView;

#[derive(Serialize, ToSchema)]
pub struct CancelResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub registration: RegistrationView,
}

/// Cancels the caller's registration for the event, before its cancellation deadline: the place is freed,
/// every pass of it is revoked, and a paid one is refunded (less the cancellation fee) through the gateway
/// that took the money. Audited; the owner is told by e-mail. An order not paid yet is withdrawn instead, at
/// any time: the registration expires and the owner may register again (audited, no e-mail).
#[utoipa::path(post, path = "/events/{event}/cancel", tag = "events", params(("event" = String, Path)),
    request_body(content = crate::views::EmptyBody, description = "Nothing is read: `{}` or no body"),
    security(("bearer" = [])),
    responses(
        (status = 200, body = CancelResponse), (status = 400, description = "The cancellation deadline has passed", body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, description = "No registration for this event", body = ErrorBody),
        (status = 409, description = "Being checked by the organisers (a flagged payment, a UPI UTR)", body = ErrorBody),
    ))]
pub async fn cancel(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
) -> Result<Json<CancelResponse>, ApiError> {
    let (model, message) = registrations::cancel_or_withdraw(&state.ctx, &current.user, &event).await?;
    let owner: Option<&user::Model> = Some(&current.user);
    let record = registrations::record(&state.ctx, &model, owner, Aadhaar::Masked).await?;
    Ok(Json(CancelResponse { success: true, message: message.into(), registration: record.into() }))
}
