//! POST /api/v1/payment/create and /payment/verify: the public payment test page (a 100 INR test item).

use axum::Json;
use axum::extract::State;
use fest_app::services::payments;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::events::create_order::OrderView;
use crate::controllers::events::verify_payment::VerifyPaymentRequest;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, ClientAddr};
use crate::views::MessageResponse;

/// What the test page sends: the amount in rupees (100) and the currency (INR). Read by nobody: the server
/// charges its own fixed amount.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TestOrderRequest {
    /// Rupees; ignored.
    pub amount: Option<f64>,
    /// Ignored: always INR.
    pub currency: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct TestOrderResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub data: OrderView,
    pub key: String,
    pub mode: fest_app::config::PaymentsMode,
}

/// Creates an order for the test item. The amount is fixed on the server (100 INR); whatever the browser
/// sends is ignored.
#[utoipa::path(post, path = "/payment/create", tag = "payments",
    request_body(content = TestOrderRequest, description = "Ignored: the amount is the server's"),
    responses((status = 200, body = TestOrderResponse), (status = 404, description = "The test page is off", body = ErrorBody),
        (status = 429, description = "Too many test orders from this client", body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
) -> Result<Json<TestOrderResponse>, ApiError> {
    let order = payments::create_test_order(&state.ctx, &client).await?;
    Ok(Json(TestOrderResponse {
        success: true,
        message: "Order created".into(),
        data: OrderView { id: order.id, amount: order.amount, currency: order.currency, upi: None },
        key: state.ctx.gateway().key_id().to_owned(),
        mode: state.ctx.config().payments,
    }))
}

/// Checks the test payment's signature.
#[utoipa::path(post, path = "/payment/verify", tag = "payments", request_body = VerifyPaymentRequest,
    responses((status = 200, body = MessageResponse), (status = 400, body = ErrorBody),
        (status = 404, description = "The test page is off", body = ErrorBody)))]
pub async fn verify(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<VerifyPaymentRequest>,
) -> Result<Json<MessageResponse>, ApiError> {
    payments::verify_test_payment(
        &state.ctx,
        &body.razorpay_order_id,
        &body.razorpay_payment_id,
        &body.razorpay_signature,
    )?;
    Ok(Json(MessageResponse::ok("Payment verified")))
}
