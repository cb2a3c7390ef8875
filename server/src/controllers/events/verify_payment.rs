//! POST /api/v1/events/{event}/verify-payment

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::registrations::{self, PAYMENT_CONFIRMED};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};
use crate::views::MessageResponse;

/// What the checkout widget hands back. A `registrationData` sent along is ignored: the registration
/// stored at create-order is the one confirmed.
#[derive(Deserialize, ToSchema)]
pub struct VerifyPaymentRequest {
    #[serde(default)]
    pub razorpay_order_id: String,
    #[serde(default)]
    pub razorpay_payment_id: String,
    #[serde(default)]
    pub razorpay_signature: String,
}

/// Checks the payment signature (HMAC-SHA256 of `order|payment` under the key secret) and confirms the
/// stored registration. A second verify of the same payment succeeds and changes nothing.
#[utoipa::path(post, path = "/events/{event}/verify-payment", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path)),
    request_body = VerifyPaymentRequest,
    responses(
        (status = 200, body = MessageResponse),
        (status = 400, description = "Signature mismatch or unknown order", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 409, description = "Paid, but flagged for the organisers", body = ErrorBody),
    ))]
pub async fn verify_payment(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(_event): Path<String>,
    ApiJson(body): ApiJson<VerifyPaymentRequest>,
) -> Result<Json<MessageResponse>, ApiError> {
    registrations::verify_payment(
        &state.ctx,
        &current.user,
        &body.razorpay_order_id,
        &body.razorpay_payment_id,
        &body.razorpay_signature,
    )
    .await?;
    Ok(Json(MessageResponse::ok(PAYMENT_CONFIRMED)))
}
