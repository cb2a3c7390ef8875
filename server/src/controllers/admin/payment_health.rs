//! GET /api/v1/admin/payments/health, POST /api/v1/admin/registrations/{id}/recheck,
//! POST /api/v1/admin/registrations/{id}/refund/manual, POST /api/v1/admin/payments/webhooks/{id}/retry

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use fest_app::services::payment_health::{self, HealthAction, HealthItem, HealthKind, PaymentHealth};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};
use crate::views::RegistrationView;

/// How many items of one kind there are.
#[derive(Serialize, ToSchema)]
pub struct PaymentHealthCount {
    pub kind: HealthKind,
    pub count: u64,
}

/// The account an item's registration belongs to.
#[derive(Serialize, ToSchema)]
pub struct PaymentHealthOwner {
    pub name: String,
    pub email: String,
}

/// One audit-log entry about an item.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentHealthEntry {
    pub at: DateTime<Utc>,
    /// e.g. `registration.cancel`, `registration.recheck`, `webhook.retry`.
    pub action: String,
    /// Who did it (empty when the account is gone).
    pub actor_email: Option<String>,
    /// The particulars in one line, the reason first.
    pub detail: String,
}

/// One thing about the money that needs a human.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentHealthItem {
    /// Unique in the list: `<kind>:<registration or webhook id>`.
    pub id: String,
    pub kind: HealthKind,
    pub registration_id: Option<String>,
    /// The failed webhook, for `webhook_failed` items (the id `retry_webhook` takes).
    pub webhook_failure_id: Option<String>,
    /// The roster change, for `refund_due` and `difference_due` items (the id `mark_change_refunded` and
    /// `mark_change_received` take).
    pub change_id: Option<String>,
    /// The kept captured payment, for `orphan_capture` items (the id `refund_orphan` takes).
    pub orphan_capture_id: Option<String>,
    /// The accommodation booking, for `stay_refund` items (the id `refund_stay` takes).
    pub booking_id: Option<String>,
    /// The catalogue id of the event.
    pub event: Option<String>,
    pub event_title: Option<String>,
    pub owner: Option<PaymentHealthOwner>,
    /// In paise: what was paid, or what is to be refunded.
    pub amount: Option<i64>,
    /// Since when it needs a look.
    pub since: DateTime<Utc>,
    /// What is wrong, in one sentence.
    #[serde(serialize_with = "crate::language::said")]
    pub detail: String,
    /// The audit log of the registration (and of the webhook), oldest first.
    pub history: Vec<PaymentHealthEntry>,
    /// The actions that fit, each an admin endpoint.
    pub actions: Vec<HealthAction>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentHealthResponse {
    pub success: bool,
    pub checked_at: DateTime<Utc>,
    /// Every item of every kind, beyond the listed ones too.
    pub total: u64,
    /// Per kind, in the order of the screen.
    pub counts: Vec<PaymentHealthCount>,
    /// Grouped by kind, each kind oldest first; at most 500 per kind.
    pub items: Vec<PaymentHealthItem>,
}

impl From<HealthItem> for PaymentHealthItem {
    fn from(i: HealthItem) -> Self {
        Self {
            id: i.id,
            kind: i.kind,
            registration_id: i.registration_id,
            webhook_failure_id: i.webhook_failure_id,
            change_id: i.change_id,
            orphan_capture_id: i.orphan_capture_id,
            booking_id: i.booking_id,
            event: i.event,
            event_title: i.event_title,
            owner: i.owner.map(|o| PaymentHealthOwner { name: o.name, email: o.email }),
            amount: i.amount_paise,
            since: i.since,
            detail: i.detail,
            history: i
                .history
                .into_iter()
                .map(|h| PaymentHealthEntry {
                    at: h.at,
                    action: h.action,
                    actor_email: h.actor_email,
                    detail: h.detail,
                })
                .collect(),
            actions: i.actions,
        }
    }
}

impl From<PaymentHealth> for PaymentHealthResponse {
    fn from(h: PaymentHealth) -> Self {
        Self {
            success: true,
            checked_at: h.checked_at,
            total: h.total(),
            counts: h.counts.into_iter().map(|(kind, count)| PaymentHealthCount { kind, count }).collect(),
            items: h.items.into_iter().map(Into::into).collect(),
        }
    }
}

/// What needs a human about the money: orders pending long after payment started, flagged payments, late
/// payments on expired orders, refunds pending, failed or to pay back by hand, webhooks that failed to
/// process; each with its history and the actions that fit (admins only).
#[utoipa::path(get, path = "/admin/payments/health", tag = "admin", security(("bearer" = [])),
    responses(
        (status = 200, body = PaymentHealthResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
    ))]
pub async fn payment_health(
    State(state): State<AppState>,
    _admin: AdminOnly,
) -> Result<Json<PaymentHealthResponse>, ApiError> {
    Ok(Json(payment_health::health(&state.ctx).await?.into()))
}

/// Why an admin asks the gateway again (optional; the whole body may be left out).
#[derive(Deserialize, ToSchema, Default)]
pub struct RecheckRequest {
    /// Kept in the audit log; at most 500 characters.
    pub reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct RecheckResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// What the gateway said: `confirmed`, `flagged`, `expired` or `unchanged`.
    pub outcome: String,
    pub registration: RegistrationView,
}

/// Asks the gateway again about a registration's order, as the reconciliation does: a captured payment
/// confirms it (a mismatch flags it), an unpaid order past its time expires. Admins only; audited.
#[utoipa::path(post, path = "/admin/registrations/{id}/recheck", tag = "admin", params(("id" = String, Path)),
    request_body(content = Option<RecheckRequest>, description = "Optional"), security(("bearer" = [])),
    responses(
        (status = 200, body = RecheckResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "No order to ask about", body = ErrorBody),
        (status = 422, description = "A reason that is too long", body = ErrorBody),
        (status = 503, description = "The gateway did not answer", body = ErrorBody),
    ))]
pub async fn recheck(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Json<RecheckResponse>, ApiError> {
    let body: RecheckRequest = if body.iter().all(u8::is_ascii_whitespace) {
        RecheckRequest::default()
    } else {
        let value: serde_json::Value = serde_json::from_slice(&body).map_err(|_| {
            ApiError::from(fest_app::AppError::BadRequest("The request body is not valid JSON.".into()))
        })?;
        crate::plain_words::from_value(value)?
    };
    let (outcome, record) = payment_health::recheck(&state.ctx, &admin.0.user, &id, body.reason.as_deref()).await?;
    Ok(Json(RecheckResponse {
        success: true,
        message: payment_health::recheck_message(outcome).into(),
        outcome: payment_health::recheck_outcome(outcome).into(),
        registration: record.into(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct ManualRefundRequest {
    /// How it was paid back (kept in the audit log); 1 to 500 characters.
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct ManualRefundResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub registration: RegistrationView,
}

/// Records that the refund of an offline payment was paid back by hand (`manual` to `processed`). Admins
/// only; audited with the reason.
#[utoipa::path(post, path = "/admin/registrations/{id}/refund/manual", tag = "admin", params(("id" = String, Path)),
    request_body = ManualRefundRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = ManualRefundResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "No refund to pay back by hand", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody),
    ))]
pub async fn mark_refunded(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ManualRefundRequest>,
) -> Result<Json<ManualRefundResponse>, ApiError> {
    let record = payment_health::mark_refunded(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    Ok(Json(ManualRefundResponse {
        success: true,
        message: "Recorded as paid back".into(),
        registration: record.into(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct RetryWebhookRequest {
    /// Why (kept in the audit log); 1 to 500 characters.
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct RetryWebhookResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// What processing it did: `confirmed`, `already_paid`, `flagged`, `duplicate`, `refund` or `ignored`.
    pub outcome: String,
}

/// Processes a failed webhook again, as it arrived (its signature was checked then), and marks it resolved
/// when it succeeds. A new failure is kept and answered as an error. Admins only; audited with the reason.
#[utoipa::path(post, path = "/admin/payments/webhooks/{id}/retry", tag = "admin", params(("id" = String, Path)),
    request_body = RetryWebhookRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = RetryWebhookResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Processed already, or failed again", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody),
    ))]
pub async fn retry_webhook(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RetryWebhookRequest>,
) -> Result<Json<RetryWebhookResponse>, ApiError> {
    let (outcome, _) = payment_health::retry_webhook(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    Ok(Json(RetryWebhookResponse {
        success: true,
        message: "Processed".into(),
        outcome: payment_health::webhook_outcome(&outcome).into(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct OrphanRefundRequest {
    /// Why (kept in the audit log); 1 to 500 characters.
    pub reason: String,
}

/// A captured payment nothing on the site claims, kept to be refunded.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrphanCaptureView {
    pub id: String,
    pub payment_id: String,
    pub order_id: Option<String>,
    /// In paise.
    pub amount: i64,
    pub currency: String,
    /// Why nothing claims it.
    #[serde(serialize_with = "crate::language::said")]
    pub reason: String,
    pub received_at: DateTime<Utc>,
    /// `pending`, `processed`, `failed` or `unknown` once a refund was asked; absent before.
    pub refund_status: Option<fest_app::entities::registration::RefundStatus>,
    pub refund_id: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct OrphanRefundResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub capture: OrphanCaptureView,
}

/// Refunds in full a captured payment nothing on the site claims (an `orphan_capture` item), or tries again
/// a refund of it that failed or whose outcome is unknown: the gateway's refunds of the payment are read
/// first, and only what is still owed is asked for. Admins only; audited with the reason.
#[utoipa::path(post, path = "/admin/payments/orphans/{id}/refund", tag = "admin", params(("id" = String, Path)),
    request_body = OrphanRefundRequest, security(("bearer" = [])),
    responses(
        (status = 200, body = OrphanRefundResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Refunded already, or under way", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody),
    ))]
pub async fn refund_orphan(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<OrphanRefundRequest>,
) -> Result<Json<OrphanRefundResponse>, ApiError> {
    use fest_app::entities::registration::RefundStatus;
    let (c, refund) = fest_app::services::orphans::refund(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    let refund_status = refund.as_ref().map(|r| r.status);
    let message = match refund_status {
        Some(RefundStatus::Failed) => "The gateway refused the refund; try again",
        Some(RefundStatus::Unknown) => {
            "The gateway did not answer the refund: try again, the gateway's refunds are read first"
        }
        _ => "Refunded",
    };
    Ok(Json(OrphanRefundResponse {
        success: true,
        message: message.into(),
        capture: OrphanCaptureView {
            id: c.id,
            payment_id: c.payment_id,
            order_id: c.order_id,
            amount: c.amount_paise,
            currency: c.currency,
            reason: c.reason,
            received_at: c.received_at,
            refund_status,
            refund_id: refund.and_then(|r| r.gateway_refund_id),
        },
    }))
}
