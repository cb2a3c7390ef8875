//! POST /api/v1/events/{event}

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::registrations::{self, REGISTERED};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub registration_id: String,
    /// paid (no fee) or awaiting_payment (offline mode).
    pub payment_status: fest_app::services::registrations::Status,
}

/// Registers without online payment: events whose fee is zero (or nothing left to pay after the discount
/// code sent as `code`), or every event when payments are offline (the registration then waits for an
/// organiser to mark it paid, for the discounted amount).
#[utoipa::path(post, path = "/events/{event}", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path)),
    request_body(content = super::create_order::OrderRequest,
        description = "The registration form, with an optional discount code as `code`"),
    responses(
        (status = 200, body = RegisterResponse),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn register(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
    ApiJson(payload): ApiJson<Value>,
) -> Result<Json<RegisterResponse>, ApiError> {
    let reg = registrations::register_without_payment(&state.ctx, &current.user, &event, &payload).await?;
    Ok(Json(RegisterResponse {
        success: true,
        message: REGISTERED.to_owned(),
        registration_id: reg.id,
        payment_status: reg.status,
    }))
}
