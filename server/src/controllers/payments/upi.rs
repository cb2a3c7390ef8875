//! GET /api/v1/payments/upi/{order}, POST /api/v1/payments/upi/{order}/utr

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use fest_app::services::upi;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::events::create_order::UpiPayment;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};

/// Where a UPI order stands.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum UpiOrderState {
    /// Nothing submitted yet: pay, then submit the UTR.
    Created,
    /// A UTR waits for the organisers to find it in their bank statement.
    Submitted,
    /// The organisers confirmed the payment.
    Paid,
}

/// A UPI order of the caller's.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpiOrderView {
    pub order_id: String,
    /// In paise.
    pub amount: i64,
    pub currency: String,
    pub reference: String,
    pub state: UpiOrderState,
    /// The UTR submitted, if any.
    pub utr: Option<String>,
    pub submitted_at: Option<DateTime<Utc>>,
    /// How to pay it (absent when the site no longer takes UPI payments).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub upi: Option<UpiPayment>,
}

impl From<upi::UpiOrder> for UpiOrderView {
    fn from(u: upi::UpiOrder) -> Self {
        let state = match u.order.status.as_str() {
            "paid" => UpiOrderState::Paid,
            "submitted" => UpiOrderState::Submitted,
            _ => UpiOrderState::Created,
        };
        Self {
            order_id: u.order.id,
            amount: u.order.amount_paise,
            currency: u.order.currency,
            reference: u.order.reference,
            state,
            utr: u.order.utr,
            submitted_at: u.order.submitted_at,
            upi: u.link.map(UpiPayment::from),
        }
    }
}

/// The UTR (transaction reference) the payer's UPI app showed.
#[derive(Deserialize, ToSchema)]
pub struct UtrBody {
    /// Exactly 12 digits (spaces between groups are dropped).
    pub utr: String,
}

/// A UPI order of the caller's (a registration, a team change's difference or a booking they made): the
/// link, amount and reference, and where its UTR stands.
#[utoipa::path(get, path = "/payments/upi/{order}", operation_id = "upi_order", tag = "payments",
    params(("order" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = UpiOrderView), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn order(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(order): Path<String>,
) -> Result<Json<UpiOrderView>, ApiError> {
    Ok(Json(upi::order_for_payer(&state.ctx, &current.user, &order).await?.into()))
}

/// Submits the UTR of a UPI payment for the caller's order: 12 digits (the shared rule, `validateUtr` in
/// the browser). The order then waits for the organisers to confirm it from their bank statement. The same
/// UTR sent again for the same order changes nothing; a UTR already submitted for another order is refused
/// (409) and shown to the organisers.
#[utoipa::path(post, path = "/payments/upi/{order}/utr", operation_id = "upi_submit_utr", tag = "payments",
    params(("order" = String, Path)), security(("bearer" = [])), request_body = UtrBody,
    responses(
        (status = 200, body = UpiOrderView), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "The UTR was used for another order, this order has another UTR, or it is paid",
            body = ErrorBody),
        (status = 422, description = "Not a 12-digit UTR (under `utr`)", body = ErrorBody),
    ))]
pub async fn submit_utr(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(order): Path<String>,
    ApiJson(body): ApiJson<UtrBody>,
) -> Result<Json<UpiOrderView>, ApiError> {
    Ok(Json(upi::submit_utr(&state.ctx, &current.user, &order, &body.utr).await?.into()))
}
