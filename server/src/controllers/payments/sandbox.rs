//! POST /api/v1/payments/sandbox/{order}/pay and /fail

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::payments;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::MaybeUser;

/// Exactly what Razorpay's widget gives its success handler.
#[derive(Serialize, ToSchema)]
pub struct SandboxPaid {
    pub razorpay_order_id: String,
    pub razorpay_payment_id: String,
    pub razorpay_signature: String,
}

#[derive(Serialize, ToSchema)]
pub struct SandboxErrorDetail {
    pub description: String,
}

/// Like Razorpay's `payment.failed` event.
#[derive(Serialize, ToSchema)]
pub struct SandboxFailed {
    pub error: SandboxErrorDetail,
}

/// The sandbox checkout's Pay: the payment is signed as Razorpay would sign it, and a signed webhook is
/// delivered too. Only in `FEST_PAYMENTS=sandbox`; a registration's order only by its owner.
#[utoipa::path(post, path = "/payments/sandbox/{order}/pay", tag = "payments", params(("order" = String, Path)),
    responses((status = 200, body = SandboxPaid), (status = 404, body = ErrorBody)))]
pub async fn pay(
    State(state): State<AppState>,
    MaybeUser(caller): MaybeUser,
    Path(order): Path<String>,
) -> Result<Json<SandboxPaid>, ApiError> {
    let paid = payments::sandbox_pay(&state.ctx, caller.as_ref().map(|c| &c.user), &order).await?;
    Ok(Json(SandboxPaid {
        razorpay_order_id: paid.order_id,
        razorpay_payment_id: paid.payment_id,
        razorpay_signature: paid.signature,
    }))
}

/// The sandbox checkout's Fail.
#[utoipa::path(post, path = "/payments/sandbox/{order}/fail", tag = "payments", params(("order" = String, Path)),
    responses((status = 200, body = SandboxFailed), (status = 404, body = ErrorBody)))]
pub async fn fail(
    State(state): State<AppState>,
    MaybeUser(caller): MaybeUser,
    Path(order): Path<String>,
) -> Result<Json<SandboxFailed>, ApiError> {
    payments::sandbox_fail(&state.ctx, caller.as_ref().map(|c| &c.user), &order).await?;
    Ok(Json(SandboxFailed {
        error: SandboxErrorDetail { description: "Payment declined in the sandbox (test mode).".into() },
    }))
}
