//! POST /api/v1/payments/razorpay/webhook

use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use fest_app::services::payments;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::views::MessageResponse;

/// Razorpay's webhook. `X-Razorpay-Signature` is HMAC-SHA256 of the raw body under the webhook secret;
/// deliveries are de-duplicated on `x-razorpay-event-id`. `payment.captured` and `order.paid` confirm the
/// registration even when the browser never came back; an amount or currency that differs from the order
/// is flagged for the organisers instead.
#[utoipa::path(post, path = "/payments/razorpay/webhook", tag = "payments",
    request_body(content = Object, description = "Razorpay's webhook body"),
    params(
        ("x-razorpay-signature" = String, Header, description = "HMAC-SHA256 of the body"),
        ("x-razorpay-event-id" = Option<String>, Header, description = "Delivery id, for de-duplication"),
    ),
    responses((status = 200, body = MessageResponse), (status = 400, description = "Bad signature or body", body = ErrorBody)))]
pub async fn webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<MessageResponse>, ApiError> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let signature = header("x-razorpay-signature").unwrap_or_default();
    let outcome = payments::handle_webhook(&state.ctx, &body, signature, header("x-razorpay-event-id")).await?;
    tracing::info!(?outcome, "webhook");
    Ok(Json(MessageResponse::ok("ok")))
}
