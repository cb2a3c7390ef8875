//! POST /api/v1/events/{event}/create-order

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::registrations;
use fest_shared::registration::RegistrationForm;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};

/// A registration's body: the form (generic or athletics) and, beside its fields, an optional discount code.
/// Only the schema is declared here: the service reads the form with fest-shared's reader and the code
/// beside it.
#[derive(Serialize, ToSchema)]
pub struct OrderRequest {
    #[serde(flatten)]
    pub form: RegistrationForm,
    /// A discount code (any case; blank is none). Refused codes are field errors on `code`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub code: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct OrderView {
    /// The gateway's order id.
    pub id: String,
    /// In paise, computed on the server (after any discount).
    pub amount: i64,
    pub currency: String,
    /// Only in `upi` mode (absent otherwise): how to pay the order by UPI.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub upi: Option<UpiPayment>,
}

/// How to pay an order by UPI (`FEST_PAYMENTS=upi`): the link (and QR code) carries the organisers' UPI
/// id, the exact amount and the order's reference; after paying, the payer submits the UTR their app showed
/// (`POST /payments/upi/{order}/utr`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpiPayment {
    /// `upi://pay?pa=..&pn=..&am=<rupees with 2 decimals>&cu=INR&tr=<reference>&tn=<note>`, percent-encoded.
    pub link: String,
    /// The organisers' UPI id.
    pub vpa: String,
    pub payee_name: String,
    /// The order's short reference (the link's `tr`), to quote to the organisers.
    pub reference: String,
    /// The note the payer's app shows (the link's `tn`).
    pub note: String,
}

impl From<fest_app::ports::payments::UpiLink> for UpiPayment {
    fn from(l: fest_app::ports::payments::UpiLink) -> Self {
        Self { link: l.link, vpa: l.vpa, payee_name: l.payee_name, reference: l.reference, note: l.note }
    }
}

#[derive(Serialize, ToSchema)]
pub struct Prefill {
    pub name: String,
    pub email: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateOrderResponse {
    pub success: bool,
    pub registration_id: String,
    pub order: OrderView,
    /// The key id for the checkout widget.
    pub key: String,
    /// sandbox, razorpay or upi (then `order.upi` says how to pay).
    pub mode: fest_app::config::PaymentsMode,
    /// Widget title: the event with the fest's name and year.
    pub name: String,
    /// Widget description: the team (college) name, or 'Event Registration'.
    pub description: String,
    pub prefill: Prefill,
}

/// Validates the registration with the shared rules, prices it, stores it as pending payment and creates
/// the gateway order. A discount code may be sent beside the form's fields as `code` (text); the server
/// applies it in the transaction that stores the order (the larger of it and a referral discount applies;
/// they never stack) and the order is for the amount left to pay. A code that is unknown, not valid yet,
/// expired, for other events or used up is a field error on `code`; a discount that leaves nothing to pay
/// is a 400 (register without payment instead).
#[utoipa::path(post, path = "/events/{event}/create-order", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path, description = "Event id, e.g. football")),
    request_body(content = OrderRequest,
        description = "The registration form (generic or athletics), with an optional discount code as `code`"),
    responses(
        (status = 200, body = CreateOrderResponse),
        (status = 400, body = ErrorBody,
            description = "Registration closed, or no online payment for it (no fee, nothing left after the discount)"),
        (status = 401, body = ErrorBody),
        (status = 404, description = "Unknown event", body = ErrorBody),
        (status = 409, description = "Already registered for this event", body = ErrorBody),
        (status = 422, description = "Field errors (a refused discount code under `code`)", body = ErrorBody),
        (status = 503, description = "The payment gateway did not answer", body = ErrorBody),
    ))]
pub async fn create_order(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
    ApiJson(payload): ApiJson<Value>,
) -> Result<Json<CreateOrderResponse>, ApiError> {
    let created = registrations::create_order(&state.ctx, &current.user, &event, &payload).await?;
    Ok(Json(CreateOrderResponse::new(&state, &current.user, created)))
}

impl CreateOrderResponse {
    /// What the checkout needs for an order made on the server (a registration, an offered place, the
    /// difference of a team change).
    pub fn new(
        state: &AppState,
        payer: &fest_app::entities::user::Model,
        created: registrations::CreatedOrder,
    ) -> Self {
        let upi = state.ctx.gateway().upi_link(&created.order_id, created.amount).map(UpiPayment::from);
        Self {
            success: true,
            registration_id: created.registration.id,
            order: OrderView { id: created.order_id, amount: created.amount, currency: created.currency, upi },
            key: created.key_id,
            mode: state.ctx.config().payments,
            name: created.name,
            description: created.description,
            prefill: Prefill { name: payer.fullname.clone(), email: payer.email.clone() },
        }
    }
}
