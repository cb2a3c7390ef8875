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

#[derive(Serialize, ToSchema)]
pub struct OrderView {
    /// The gateway's order id.
    pub id: String,
    /// In paise, computed on the server.
    pub amount: i64,
    pub currency: String,
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
    /// sandbox or razorpay.
    pub mode: fest_app::config::PaymentsMode,
    /// Widget title: the event with the fest's name and year.
    pub name: String,
    /// Widget description: the team (college) name, or 'Event Registration'.
    pub description: String,
    pub prefill: Prefill,
}

/// Validates the registration with the shared rules, prices it, stores it as pending payment and creates
/// the gateway order.
#[utoipa::path(post, path = "/events/{event}/create-order", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path, description = "Event id, e.g. football")),
    request_body(content = RegistrationForm, description = "The registration form (generic or athletics)"),
    responses(
        (status = 200, body = CreateOrderResponse),
        (status = 400, description = "Registration closed, or no online payment for it", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "Unknown event", body = ErrorBody),
        (status = 409, description = "Already registered for this event", body = ErrorBody),
        (status = 422, description = "Field errors", body = ErrorBody),
        (status = 503, description = "The payment gateway did not answer", body = ErrorBody),
    ))]
pub async fn create_order(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
    ApiJson(payload): ApiJson<Value>,
) -> Result<Json<CreateOrderResponse>, ApiError> {
    let created = registrations::create_order(&state.ctx, &current.user, &event, &payload).await?;
    Ok(Json(CreateOrderResponse {
        success: true,
        registration_id: created.registration.id,
        order: OrderView { id: created.order_id, amount: created.amount, currency: created.currency },
        key: created.key_id,
        mode: state.ctx.config().payments,
        name: created.name,
        description: created.description,
        prefill: Prefill { name: current.user.fullname.clone(), email: current.user.email.clone() },
    }))
}
