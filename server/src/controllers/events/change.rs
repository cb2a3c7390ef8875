//! PUT /api/v1/events/{event}/registration and POST /api/v1/events/{event}/registration/verify-payment:
//! roster changes after payment.

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use fest_app::entities::registration_change::{self, RefundStatus as ChangeRefundStatus, Status as ChangeStatus};
use fest_app::entities::user;
use fest_app::services::refunds::Payable;
use fest_app::services::registrations::{self, Aadhaar, Summary};
use fest_shared::registration::RegistrationForm;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::create_order::CreateOrderResponse;
use super::verify_payment::VerifyPaymentRequest;
use crate::AppState;
use crate::controllers::admin::waitlist::WaitlistOwner;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};
use crate::views::RegistrationView;

/// One change of a registration after payment.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RosterChangeView {
    pub id: String,
    pub status: ChangeStatus,
    /// Paise: what the registration cost before and after.
    pub fee_before: i64,
    pub fee_after: i64,
    /// Paise: above zero to pay, below zero to refund.
    pub difference: i64,
    pub refund_status: Option<ChangeRefundStatus>,
    /// Paise owed back (a lower fee, or a payment for a change that could not be applied).
    pub refund_amount: Option<i64>,
    /// Why a payment for the change was not applied.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "crate::language::said_if_any")]
    pub flag_reason: Option<String>,
    /// People put on (names).
    pub added: Vec<String>,
    /// People taken off (names).
    pub removed: Vec<String>,
    /// Other things changed: coach, collegeName, collegeAddress, details.
    pub fields: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub applied_at: Option<DateTime<Utc>>,
    /// Who made it (admins' view).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<WaitlistOwner>,
}

impl RosterChangeView {
    /// A change as the API shows it, with its refund (a `payment_refund` of kind `change`) when it has one.
    pub fn new(
        change: &registration_change::Model,
        by: Option<&user::Model>,
        refund: Option<&fest_app::entities::payment_refund::Model>,
    ) -> Self {
        use fest_app::entities::payment_refund::RefundStatus;
        let summary = Summary::of(change);
        Self {
            id: change.id.clone(),
            status: change.status,
            fee_before: change.fee_before,
            fee_after: change.fee_after,
            difference: change.difference_paise,
            refund_status: refund.map(|r| {
                if r.status == RefundStatus::Processed {
                    ChangeRefundStatus::Processed
                } else {
                    ChangeRefundStatus::Due
                }
            }),
            refund_amount: refund.map(|r| r.amount_paise),
            flag_reason: change.flag_reason.clone(),
            added: summary.added,
            removed: summary.removed,
            fields: summary.fields,
            created_at: change.created_at,
            applied_at: change.applied_at,
            by: by.map(|u| WaitlistOwner { name: u.display_name().to_owned(), email: u.email.clone() }),
        }
    }

    /// A change read with its refund.
    pub async fn load(
        ctx: &fest_app::Context,
        change: &registration_change::Model,
        by: Option<&user::Model>,
    ) -> Result<Self, fest_app::AppError> {
        let refund = fest_app::services::refunds::of(ctx.db(), Payable::Change, &change.id).await?;
        Ok(Self::new(change, by, refund.as_ref()))
    }
}

#[derive(Serialize, ToSchema)]
pub struct RosterChangeResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// The registration as it now is (unchanged while a difference is to pay).
    pub registration: RegistrationView,
    pub change: RosterChangeView,
    /// The order for the difference, when the change raises the fee (open the checkout with it, then
    /// verify at /events/{event}/registration/verify-payment).
    pub order: Option<CreateOrderResponse>,
}

async fn view(
    state: &AppState,
    owner: &user::Model,
    model: &fest_app::entities::registration::Model,
) -> Result<RegistrationView, ApiError> {
    let mut view: RegistrationView =
        registrations::record(&state.ctx, model, Some(owner), Aadhaar::Masked).await?.into();
    let due = registrations::differences_due(state.ctx.db(), std::slice::from_ref(&model.id)).await?;
    view.amount_due = due.get(&model.id).copied();
    Ok(view)
}

/// Changes the caller's registration for the event before its change deadline: roster (within the
/// event's limits), coach and college details, validated by the shared rules and priced again. A higher fee
/// answers with an order for the difference (the change takes effect once it is paid); a lower one takes
/// effect at once and records the refund due. Passes follow; the change is kept in the history.
/// Aadhaar numbers may be sent masked as shown: a masked number stands for the one on file.
#[utoipa::path(put, path = "/events/{event}/registration", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path)),
    request_body(content = RegistrationForm, description = "The registration form (generic or athletics)"),
    responses(
        (status = 200, body = RosterChangeResponse),
        (status = 400, description = "The change deadline has passed, or nothing changed", body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, description = "No registration", body = ErrorBody),
        (status = 409, description = "Not paid, being checked, or no room for more heads", body = ErrorBody),
        (status = 422, description = "Field errors", body = ErrorBody),
        (status = 503, description = "The payment gateway did not answer", body = ErrorBody),
    ))]
pub async fn change_registration(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
    ApiJson(payload): ApiJson<Value>,
) -> Result<Json<RosterChangeResponse>, ApiError> {
    let outcome = registrations::change_roster(&state.ctx, &current.user, &event, &payload).await?;
    let order = outcome.order.map(|created| CreateOrderResponse::new(&state, &current.user, created));
    Ok(Json(RosterChangeResponse {
        success: true,
        message: outcome.message,
        registration: view(&state, &current.user, &outcome.registration).await?,
        change: RosterChangeView::load(&state.ctx, &outcome.change, None).await?,
        order,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct RosterChangePaidResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub registration: RegistrationView,
    pub change: RosterChangeView,
}

/// Checks the signature of the difference's payment and puts the change in effect (once).
#[utoipa::path(post, path = "/events/{event}/registration/verify-payment", tag = "events",
    security(("bearer" = [])), params(("event" = String, Path)), request_body = VerifyPaymentRequest,
    responses(
        (status = 200, body = RosterChangePaidResponse),
        (status = 400, description = "Signature mismatch or unknown order", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 409, description = "Paid, but left for the organisers to check", body = ErrorBody),
    ))]
pub async fn verify_change_payment(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(_event): Path<String>,
    ApiJson(body): ApiJson<VerifyPaymentRequest>,
) -> Result<Json<RosterChangePaidResponse>, ApiError> {
    let (reg, change) = registrations::verify_change_payment(
        &state.ctx,
        &current.user,
        &body.razorpay_order_id,
        &body.razorpay_payment_id,
        &body.razorpay_signature,
    )
    .await?;
    Ok(Json(RosterChangePaidResponse {
        success: true,
        message: registrations::CHANGES_SAVED.into(),
        registration: view(&state, &current.user, &reg).await?,
        change: RosterChangeView::load(&state.ctx, &change, None).await?,
    }))
}
