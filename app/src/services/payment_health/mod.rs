//! Payment health: one list of what about the money needs a human. Orders pending long after payment
//! started, flagged payments, late payments on expired orders, refunds pending, failed or to pay back by
//! hand, webhooks that failed to process: each with its history (the audit log of its registration) and the
//! actions that fit. Also the actions this screen adds: asking the gateway again, marking a manual refund
//! paid back, retrying a failed webhook, and the recording of failed webhooks themselves.
//!
//! Every list is one indexed query, oldest first, at most [`MAX_PER_KIND`] items; the counts are exact.
//! A new kind of item is a new [`HealthKind`] variant (in [`HealthKind::ALL`]) and one arm in `collect`.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use fest_shared::catalogue::event_by_name;
use fest_shared::fees::format_rupees;
use sea_orm::sea_query::{Expr, ExprTrait as _};
use sea_orm::{
    ActiveEnum as _, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select,
};
use serde_json::{Value, json};

use crate::entities::registration::{self, RefundStatus};
use crate::entities::{
    accommodation_booking, audit_log, orphan_capture, payment_refund, registration_change, user, webhook_failure,
};
use crate::services::audit;
use crate::services::refunds::Payable;
// Recording failed webhooks sits below payments, which records them; the paths here stay as they were.
use crate::services::payments::{self, WebhookOutcome};
use crate::services::reconciliation::Reconciled;
use crate::services::registrations::{self, Aadhaar, RegistrationRecord, Status};
pub use crate::services::webhook_failures::{MAX_WEBHOOK_ERROR_CHARS, record_webhook_failure, webhook_delivered};
use crate::{AppError, Context};

mod actions;
mod describe;
mod details;
mod utr;
mod webhooks;

pub use actions::*;
use describe::*;
use details::*;
pub use webhooks::*;

/// The most items listed per kind (the counts are exact beyond it).
pub const MAX_PER_KIND: u64 = 500;

/// Late payments are listed this long after they were made.
pub const LATE_PAYMENT_DAYS: i64 = 30;

/// A refund the gateway has not confirmed after this long needs a look.
pub const REFUND_PENDING_HOURS: i64 = 1;

/// What needs a human. The order here is the order of the screen and of the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PaymentHealthKind))]
#[serde(rename_all = "snake_case")]
pub enum HealthKind {
    /// Pending for longer than `reconcile_after_minutes`: payment started long ago, nothing confirmed it.
    StalePending,
    /// An amount or currency that differs from the order, or a second payment: an admin decides.
    Flagged,
    /// Paid after its order had expired (last 30 days): may oversell an event or double a registration.
    LatePayment,
    /// A refund the gateway has not confirmed after an hour.
    RefundPending,
    /// A refund the gateway refused or that could not be asked for.
    RefundFailed,
    /// A refund the gateway did not answer (a timeout, a lost connection, a 5xx): it may have been made. A
    /// retry reads the gateway's refunds of the payment first and only asks for what is still owed.
    RefundUnknown,
    /// An offline payment to pay back by hand.
    RefundManual,
    /// A stay's refund the gateway refused or did not answer (try it again), or of money taken offline (pay
    /// it back by hand, then mark it).
    StayRefund,
    /// A refund owed after a roster change: the fee fell, or the difference was paid for a change that
    /// could not be applied.
    RefundDue,
    /// The difference of a roster change on a fest without online payment, to collect and mark received.
    DifferenceDue,
    /// A signed webhook whose processing failed.
    WebhookFailed,
    /// A captured payment nothing on the site claims (its order, registration, booking or account is gone,
    /// or never was the site's): money to return.
    OrphanCapture,
    /// A UPI transaction reference (UTR) submitted for an order after it had been submitted for another
    /// (last 30 days): refused; check the bank statement before confirming either (`services::upi`).
    UtrReused,
}

impl HealthKind {
    /// Every kind, in the order shown. Add a new kind here and in `collect`.
    pub const ALL: [HealthKind; 13] = [
        HealthKind::StalePending,
        HealthKind::Flagged,
        HealthKind::LatePayment,
        HealthKind::RefundPending,
        HealthKind::RefundFailed,
        HealthKind::RefundUnknown,
        HealthKind::RefundManual,
        HealthKind::StayRefund,
        HealthKind::RefundDue,
        HealthKind::DifferenceDue,
        HealthKind::WebhookFailed,
        HealthKind::OrphanCapture,
        HealthKind::UtrReused,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            HealthKind::StalePending => "stale_pending",
            HealthKind::Flagged => "flagged",
            HealthKind::LatePayment => "late_payment",
            HealthKind::RefundPending => "refund_pending",
            HealthKind::RefundFailed => "refund_failed",
            HealthKind::RefundUnknown => "refund_unknown",
            HealthKind::RefundManual => "refund_manual",
            HealthKind::StayRefund => "stay_refund",
            HealthKind::RefundDue => "refund_due",
            HealthKind::DifferenceDue => "difference_due",
            HealthKind::WebhookFailed => "webhook_failed",
            HealthKind::OrphanCapture => "orphan_capture",
            HealthKind::UtrReused => "utr_reused",
        }
    }

    /// What an admin can do about an item of this kind.
    pub fn actions(self) -> &'static [HealthAction] {
        match self {
            HealthKind::StalePending => &[HealthAction::Recheck],
            HealthKind::Flagged => &[HealthAction::Recheck, HealthAction::Resolve],
            HealthKind::LatePayment => &[HealthAction::Refund],
            // The gateway port cannot ask about a refund: its webhook settles it.
            HealthKind::RefundPending => &[],
            HealthKind::RefundFailed | HealthKind::RefundUnknown => &[HealthAction::Refund],
            HealthKind::RefundManual => &[HealthAction::MarkRefunded],
            // Per item: `refund_stay`, or `mark_stay_refunded` for money taken offline.
            HealthKind::StayRefund => &[],
            HealthKind::RefundDue => &[HealthAction::MarkChangeRefunded],
            HealthKind::DifferenceDue => &[HealthAction::MarkChangeReceived],
            HealthKind::WebhookFailed => &[HealthAction::RetryWebhook],
            HealthKind::OrphanCapture => &[HealthAction::RefundOrphan],
            HealthKind::UtrReused => &[],
        }
    }
}

/// An action on an item, each one an admin endpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PaymentHealthAction))]
#[serde(rename_all = "snake_case")]
pub enum HealthAction {
    /// `POST /admin/registrations/{id}/recheck`: ask the gateway about the order again.
    Recheck,
    /// `POST /admin/registrations/{id}/resolve`: accept the payment (or record it refunded), with a reason.
    Resolve,
    /// `POST /admin/registrations/{id}/refund`: refund it in full (a paid one, or a flagged payment to give
    /// back whole), or retry a refund that failed or whose outcome is unknown.
    Refund,
    /// `POST /admin/payments/webhooks/{id}/retry`: process the stored webhook again.
    RetryWebhook,
    /// `POST /admin/registrations/{id}/refund/manual`: the money was paid back by hand.
    MarkRefunded,
    /// `POST /admin/changes/{id}/refunded`: the refund owed after a roster change was paid back.
    MarkChangeRefunded,
    /// `POST /admin/payments/orphans/{id}/refund`: refund a captured payment nothing claims (or retry it).
    RefundOrphan,
    /// `POST /admin/changes/{id}/received`: the difference of a roster change was paid to the organisers.
    MarkChangeReceived,
    /// `POST /admin/accommodation/{id}/refund`: try a stay's refund again.
    RefundStay,
    /// `POST /admin/accommodation/{id}/refund/manual`: a stay's refund was paid back by hand.
    MarkStayRefunded,
}

impl HealthAction {
    pub fn as_str(self) -> &'static str {
        match self {
            HealthAction::Recheck => "recheck",
            HealthAction::Resolve => "resolve",
            HealthAction::Refund => "refund",
            HealthAction::RetryWebhook => "retry_webhook",
            HealthAction::MarkRefunded => "mark_refunded",
            HealthAction::MarkChangeRefunded => "mark_change_refunded",
            HealthAction::RefundOrphan => "refund_orphan",
            HealthAction::MarkChangeReceived => "mark_change_received",
            HealthAction::RefundStay => "refund_stay",
            HealthAction::MarkStayRefunded => "mark_stay_refunded",
        }
    }
}

/// One audit-log entry about an item.
#[derive(Debug, Clone)]
pub struct HistoryEntry {
    pub at: DateTime<Utc>,
    pub action: String,
    pub actor_email: Option<String>,
    /// The entry's particulars as one line (`reason: ...; amountPaise: ...`).
    pub detail: String,
}

/// The account an item's registration belongs to.
#[derive(Debug, Clone)]
pub struct Owner {
    pub name: String,
    pub email: String,
}

/// One thing that needs a human.
#[derive(Debug, Clone)]
pub struct HealthItem {
    pub kind: HealthKind,
    /// Unique in the list: `<kind>:<registration or webhook failure id>`.
    pub id: String,
    pub registration_id: Option<String>,
    pub webhook_failure_id: Option<String>,
    /// The roster change, for `refund_due` items (the id `mark_change_refunded` takes).
    pub change_id: Option<String>,
    /// The kept payment, for `orphan_capture` items (the id `refund_orphan` takes).
    pub orphan_capture_id: Option<String>,
    /// The accommodation booking, for `stay_refund` items (the id `refund_stay` takes).
    pub booking_id: Option<String>,
    /// The catalogue id of the event.
    pub event: Option<String>,
    pub event_title: Option<String>,
    pub owner: Option<Owner>,
    /// In paise: what was paid, or what is to be refunded.
    pub amount_paise: Option<i64>,
    pub since: DateTime<Utc>,
    pub detail: String,
    /// Oldest first.
    pub history: Vec<HistoryEntry>,
    pub actions: Vec<HealthAction>,
}

/// The whole picture.
#[derive(Debug, Clone)]
pub struct PaymentHealth {
    /// How many of each kind there are (in `HealthKind::ALL` order), beyond the listed ones too.
    pub counts: Vec<(HealthKind, u64)>,
    /// Grouped by kind in `HealthKind::ALL` order, each kind oldest first.
    pub items: Vec<HealthItem>,
    pub checked_at: DateTime<Utc>,
}

impl PaymentHealth {
    pub fn total(&self) -> u64 {
        self.counts.iter().map(|(_, n)| n).sum()
    }
}

/// Everything that needs a human now.
pub async fn health(ctx: &Context) -> Result<PaymentHealth, AppError> {
    let now = Utc::now();
    let mut counts = Vec::with_capacity(HealthKind::ALL.len());
    let mut found: Vec<(HealthKind, Found)> = Vec::new();
    let mut reused = Vec::new();
    for kind in HealthKind::ALL {
        if kind == HealthKind::UtrReused {
            // Described by the UPI service; listed last (its kind is last).
            let (count, items) = utr::reused_utrs(ctx, MAX_PER_KIND).await?;
            counts.push((kind, count));
            reused = items;
            continue;
        }
        let (count, rows) = collect(ctx, kind, now).await?;
        counts.push((kind, count));
        found.extend(rows.into_iter().map(|row| (kind, row)));
    }
    let mut items = describe(ctx, found, now).await?;
    items.extend(reused);
    Ok(PaymentHealth { counts, items, checked_at: now })
}

/// What one kind's query found.
enum Found {
    Registration(Box<registration::Model>),
    Webhook(Box<webhook_failure::Model>),
    Change(Box<registration_change::Model>, Option<i64>),
    /// A kept payment, with its refund when one was asked.
    Orphan(Box<(orphan_capture::Model, Option<payment_refund::Model>)>),
    /// A stay and its refund.
    Stay(Box<(accommodation_booking::Model, payment_refund::Model)>),
}

/// Refunds of one kind of payable in one of `states` (last moved before `before`, when given): how many, and
/// the oldest [`MAX_PER_KIND`].
async fn refunds_in(
    ctx: &Context,
    payable: Payable,
    states: &[RefundStatus],
    before: Option<DateTime<Utc>>,
) -> Result<(u64, Vec<payment_refund::Model>), AppError> {
    use payment_refund::Column as F;
    let mut query = payment_refund::Entity::find()
        .filter(F::PayableKind.eq(payable.as_str()))
        .filter(F::Status.is_in(states.iter().map(|s| s.to_value())));
    if let Some(before) = before {
        query = query.filter(F::UpdatedAt.lte(before));
    }
    let query = query.order_by_asc(F::UpdatedAt).order_by_asc(F::Id);
    let count = query.clone().count(ctx.db()).await?;
    Ok((count, query.limit(MAX_PER_KIND).all(ctx.db()).await?))
}

/// The registrations whose refunds are in one of `states`, in the order of their refunds.
async fn registrations_refunded(
    ctx: &Context,
    states: &[RefundStatus],
    before: Option<DateTime<Utc>>,
) -> Result<(u64, Vec<Found>), AppError> {
    let (count, refunds) = refunds_in(ctx, Payable::Registration, states, before).await?;
    let ids: Vec<String> = refunds.iter().map(|r| r.payable_id.clone()).collect();
    let mut by_id: HashMap<String, registration::Model> = HashMap::new();
    for chunk in ids.chunks(MAX_PER_KIND as usize) {
        for r in registration::Entity::find()
            .filter(registration::Column::Id.is_in(chunk.iter().cloned()))
            .all(ctx.db())
            .await?
        {
            by_id.insert(r.id.clone(), r);
        }
    }
    Ok((count, ids.iter().filter_map(|id| by_id.remove(id)).map(|r| Found::Registration(Box::new(r))).collect()))
}

/// The registrations (or webhook failures) of one kind, and how many there are.
async fn collect(ctx: &Context, kind: HealthKind, now: DateTime<Utc>) -> Result<(u64, Vec<Found>), AppError> {
    use registration::Column as R;
    let query: Select<registration::Entity> = match kind {
        HealthKind::StalePending => {
            let before = now - Duration::minutes(i64::from(ctx.config().reconcile_after_minutes));
            registration::Entity::find()
                .filter(R::Status.eq(Status::Pending))
                .filter(R::CreatedAt.lte(before))
                .order_by_asc(R::CreatedAt)
        }
        HealthKind::Flagged => {
            registration::Entity::find().filter(R::Status.eq(Status::Flagged)).order_by_asc(R::UpdatedAt)
        }
        HealthKind::LatePayment => registration::Entity::find()
            .filter(R::Status.eq(Status::Paid))
            .filter(R::PaidAt.gte(now - Duration::days(LATE_PAYMENT_DAYS)))
            .filter(R::ExpiresAt.is_not_null())
            .filter(Expr::col(R::PaidAt).gt(Expr::col(R::ExpiresAt)))
            .order_by_asc(R::PaidAt),
        HealthKind::RefundPending => {
            let before = now - Duration::hours(REFUND_PENDING_HOURS);
            return registrations_refunded(ctx, &[RefundStatus::Pending], Some(before)).await;
        }
        HealthKind::RefundFailed => return registrations_refunded(ctx, &[RefundStatus::Failed], None).await,
        HealthKind::RefundUnknown => return registrations_refunded(ctx, &[RefundStatus::Unknown], None).await,
        HealthKind::RefundManual => return registrations_refunded(ctx, &[RefundStatus::Manual], None).await,
        HealthKind::StayRefund => {
            let (count, refunds) = refunds_in(
                ctx,
                Payable::Booking,
                &[RefundStatus::Failed, RefundStatus::Unknown, RefundStatus::Manual],
                None,
            )
            .await?;
            let ids: Vec<String> = refunds.iter().map(|r| r.payable_id.clone()).collect();
            let mut by_id: HashMap<String, accommodation_booking::Model> = accommodation_booking::Entity::find()
                .filter(accommodation_booking::Column::Id.is_in(ids))
                .all(ctx.db())
                .await?
                .into_iter()
                .map(|b| (b.id.clone(), b))
                .collect();
            let rows = refunds
                .into_iter()
                .filter_map(|r| by_id.remove(&r.payable_id).map(|b| Found::Stay(Box::new((b, r)))))
                .collect();
            return Ok((count, rows));
        }
        HealthKind::RefundDue => {
            // Roster changes' refunds, paid back by hand.
            let (count, refunds) = refunds_in(ctx, Payable::Change, &[RefundStatus::Manual], None).await?;
            let ids: Vec<String> = refunds.iter().map(|r| r.payable_id.clone()).collect();
            let mut by_id: HashMap<String, registration_change::Model> = registration_change::Entity::find()
                .filter(registration_change::Column::Id.is_in(ids))
                .all(ctx.db())
                .await?
                .into_iter()
                .map(|c| (c.id.clone(), c))
                .collect();
            let rows = refunds
                .into_iter()
                .filter_map(|r| by_id.remove(&r.payable_id).map(|c| Found::Change(Box::new(c), Some(r.amount_paise))))
                .collect();
            return Ok((count, rows));
        }
        HealthKind::OrphanCapture => {
            use orphan_capture::Column as O;
            use payment_refund::Column as F;
            // Until its refund is under way; a failed or unknown one is listed again.
            let under_way = sea_orm::sea_query::Query::select()
                .column(F::PayableId)
                .from(payment_refund::Entity)
                .and_where(F::PayableKind.eq(Payable::Capture.as_str()))
                .and_where(F::Status.is_not_in([RefundStatus::Failed.to_value(), RefundStatus::Unknown.to_value()]))
                .to_owned();
            let open = orphan_capture::Entity::find()
                .filter(O::Id.not_in_subquery(under_way))
                .order_by_asc(O::ReceivedAt)
                .order_by_asc(O::Id);
            let count = open.clone().count(ctx.db()).await?;
            let rows = open.limit(MAX_PER_KIND).all(ctx.db()).await?;
            let ids: Vec<String> = rows.iter().map(|o| o.id.clone()).collect();
            let mut refunds = crate::services::refunds::of_many(ctx.db(), Payable::Capture, &ids).await?;
            let found = rows.into_iter().map(|o| {
                let refund = refunds.remove(&o.id);
                Found::Orphan(Box::new((o, refund)))
            });
            return Ok((count, found.collect()));
        }
        HealthKind::DifferenceDue => {
            use registration_change::Column as C;
            let due = registration_change::Entity::find()
                .filter(C::Status.eq(registration_change::Status::AwaitingPayment))
                .filter(C::PaymentMode.eq(crate::config::PaymentsMode::Offline))
                .order_by_asc(C::CreatedAt);
            let count = due.clone().count(ctx.db()).await?;
            let rows = due.limit(MAX_PER_KIND).all(ctx.db()).await?;
            return Ok((count, rows.into_iter().map(|c| Found::Change(Box::new(c), None)).collect()));
        }
        // Listed by `utr::reused_utrs` (see `health`).
        HealthKind::UtrReused => return Ok((0, vec![])),
        HealthKind::WebhookFailed => {
            let open = webhook_failure::Entity::find()
                .filter(webhook_failure::Column::ResolvedAt.is_null())
                .order_by_asc(webhook_failure::Column::ReceivedAt);
            let count = open.clone().count(ctx.db()).await?;
            let rows = open.limit(MAX_PER_KIND).all(ctx.db()).await?;
            return Ok((count, rows.into_iter().map(|w| Found::Webhook(Box::new(w))).collect()));
        }
    };
    let query = query.order_by_asc(R::Id);
    let count = query.clone().count(ctx.db()).await?;
    let rows = query.limit(MAX_PER_KIND).all(ctx.db()).await?;
    Ok((count, rows.into_iter().map(|r| Found::Registration(Box::new(r))).collect()))
}
