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
use sea_orm::sea_query::{Expr, ExprTrait as _, OnConflict};
use sea_orm::{
    ActiveEnum as _, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select, Set,
};
use serde_json::{Value, json};

use crate::entities::registration::{self, RefundStatus};
use crate::entities::{audit_log, orphan_capture, registration_change, user, webhook_failure};
use crate::services::audit;
use crate::services::payments::{self, Reconciled, WebhookOutcome};
use crate::services::registrations::{self, Aadhaar, MAX_REASON_CHARS, REASON_REQUIRED, RegistrationRecord, Status};
use crate::{AppError, Context};

/// The most items listed per kind (the counts are exact beyond it).
pub const MAX_PER_KIND: u64 = 500;
/// Late payments are listed this long after they were made.
pub const LATE_PAYMENT_DAYS: i64 = 30;
/// A refund the gateway has not confirmed after this long needs a look.
pub const REFUND_PENDING_HOURS: i64 = 1;
/// The longest error text kept of a failed webhook.
pub const MAX_WEBHOOK_ERROR_CHARS: usize = 1000;

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
}

impl HealthKind {
    /// Every kind, in the order shown. Add a new kind here and in `collect`.
    pub const ALL: [HealthKind; 11] = [
        HealthKind::StalePending,
        HealthKind::Flagged,
        HealthKind::LatePayment,
        HealthKind::RefundPending,
        HealthKind::RefundFailed,
        HealthKind::RefundUnknown,
        HealthKind::RefundManual,
        HealthKind::RefundDue,
        HealthKind::DifferenceDue,
        HealthKind::WebhookFailed,
        HealthKind::OrphanCapture,
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
            HealthKind::RefundDue => "refund_due",
            HealthKind::DifferenceDue => "difference_due",
            HealthKind::WebhookFailed => "webhook_failed",
            HealthKind::OrphanCapture => "orphan_capture",
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
            HealthKind::RefundDue => &[HealthAction::MarkChangeRefunded],
            HealthKind::DifferenceDue => &[HealthAction::MarkChangeReceived],
            HealthKind::WebhookFailed => &[HealthAction::RetryWebhook],
            HealthKind::OrphanCapture => &[HealthAction::RefundOrphan],
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
    for kind in HealthKind::ALL {
        let (count, rows) = collect(ctx, kind, now).await?;
        counts.push((kind, count));
        found.extend(rows.into_iter().map(|row| (kind, row)));
    }
    let items = describe(ctx, found, now).await?;
    Ok(PaymentHealth { counts, items, checked_at: now })
}

/// What one kind's query found.
enum Found {
    Registration(Box<registration::Model>),
    Webhook(Box<webhook_failure::Model>),
    Change(Box<registration_change::Model>),
    Orphan(Box<orphan_capture::Model>),
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
        HealthKind::RefundPending => registration::Entity::find()
            .filter(R::RefundStatus.eq(RefundStatus::Pending.to_value()))
            .filter(R::UpdatedAt.lte(now - Duration::hours(REFUND_PENDING_HOURS)))
            .filter(R::Status.is_in([Status::Cancelled, Status::Refunded]))
            .order_by_asc(R::UpdatedAt),
        HealthKind::RefundFailed => registration::Entity::find()
            .filter(R::RefundStatus.eq(RefundStatus::Failed.to_value()))
            .filter(R::Status.is_in([Status::Cancelled, Status::Refunded]))
            .order_by_asc(R::UpdatedAt),
        HealthKind::RefundUnknown => registration::Entity::find()
            .filter(R::RefundStatus.eq(RefundStatus::Unknown.to_value()))
            .filter(R::Status.is_in([Status::Cancelled, Status::Refunded]))
            .order_by_asc(R::UpdatedAt),
        HealthKind::RefundManual => registration::Entity::find()
            .filter(R::RefundStatus.eq(RefundStatus::Manual.to_value()))
            .filter(R::Status.is_in([Status::Cancelled, Status::Refunded]))
            .order_by_asc(R::UpdatedAt),
        HealthKind::RefundDue => {
            use registration_change::Column as C;
            let due = registration_change::Entity::find()
                .filter(C::RefundStatus.eq(registration_change::RefundStatus::Due.to_value()))
                .order_by_asc(C::CreatedAt);
            let count = due.clone().count(ctx.db()).await?;
            let rows = due.limit(MAX_PER_KIND).all(ctx.db()).await?;
            return Ok((count, rows.into_iter().map(|c| Found::Change(Box::new(c))).collect()));
        }
        HealthKind::OrphanCapture => {
            use orphan_capture::Column as O;
            // Until its refund is under way; a failed or unknown one is listed again.
            let open =
                orphan_capture::Entity::find()
                    .filter(sea_orm::Condition::any().add(O::RefundStatus.is_null()).add(
                        O::RefundStatus.is_in([RefundStatus::Failed.to_value(), RefundStatus::Unknown.to_value()]),
                    ))
                    .order_by_asc(O::ReceivedAt)
                    .order_by_asc(O::Id);
            let count = open.clone().count(ctx.db()).await?;
            let rows = open.limit(MAX_PER_KIND).all(ctx.db()).await?;
            return Ok((count, rows.into_iter().map(|o| Found::Orphan(Box::new(o))).collect()));
        }
        HealthKind::DifferenceDue => {
            use registration_change::Column as C;
            let due = registration_change::Entity::find()
                .filter(C::Status.eq(registration_change::Status::AwaitingPayment))
                .filter(C::PaymentMode.eq(crate::config::PaymentsMode::Offline))
                .order_by_asc(C::CreatedAt);
            let count = due.clone().count(ctx.db()).await?;
            let rows = due.limit(MAX_PER_KIND).all(ctx.db()).await?;
            return Ok((count, rows.into_iter().map(|c| Found::Change(Box::new(c))).collect()));
        }
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

/// The registration a webhook body is about: the order of a payment, or the payment of a refund.
fn webhook_subject(body: &str) -> (Option<String>, Option<String>) {
    let Ok(v) = serde_json::from_str::<Value>(body) else { return (None, None) };
    let text = |v: &Value| v.as_str().map(str::to_owned);
    let order = text(&v["payload"]["payment"]["entity"]["order_id"]);
    let payment = text(&v["payload"]["refund"]["entity"]["payment_id"]);
    (order, payment)
}

/// Items from what was found: the registration of each webhook, owners, history, details and actions.
async fn describe(
    ctx: &Context,
    found: Vec<(HealthKind, Found)>,
    now: DateTime<Utc>,
) -> Result<Vec<HealthItem>, AppError> {
    // Kept payments belong to nothing: described on their own, listed last (their kind is last).
    let (orphans, found): (Vec<_>, Vec<_>) = found.into_iter().partition(|(_, f)| matches!(f, Found::Orphan(_)));
    let orphan_history =
        history_of(ctx, orphans.iter().filter_map(|(_, f)| orphan_of(f).map(|o| o.id.clone())).collect()).await?;
    let orphan_items: Vec<HealthItem> =
        orphans.iter().filter_map(|(kind, f)| orphan_of(f).map(|o| orphan_item(*kind, o, &orphan_history))).collect();
    let mut items = describe_claimed(ctx, found, now).await?;
    items.extend(orphan_items);
    Ok(items)
}

/// The actions of an item: its kind's, and for a flagged payment the site can give back whole, the refund.
fn actions_of(kind: HealthKind, reg: Option<&registration::Model>) -> Vec<HealthAction> {
    let mut actions = kind.actions().to_vec();
    if kind == HealthKind::Flagged && reg.is_some_and(registrations::refundable_flag) {
        actions.push(HealthAction::Refund);
    }
    actions
}

fn orphan_of(f: &Found) -> Option<&orphan_capture::Model> {
    if let Found::Orphan(o) = f { Some(o) } else { None }
}

fn orphan_item(
    kind: HealthKind,
    o: &orphan_capture::Model,
    history: &HashMap<String, Vec<HistoryEntry>>,
) -> HealthItem {
    let state = match o.refund_status {
        Some(RefundStatus::Failed) => " Its refund failed at the gateway; try it again.",
        Some(RefundStatus::Unknown) => {
            " The gateway did not answer its refund; trying again reads the gateway's refunds of the payment first."
        }
        _ => "",
    };
    HealthItem {
        kind,
        id: format!("{}:{}", kind.as_str(), o.id),
        registration_id: None,
        webhook_failure_id: None,
        change_id: None,
        orphan_capture_id: Some(o.id.clone()),
        event: None,
        event_title: None,
        owner: None,
        amount_paise: Some(o.amount_paise),
        since: o.received_at,
        detail: format!(
            "{}: payment {} (order {}) of {} is the payer's money; refund it.{state}",
            o.reason.trim_end_matches('.'),
            o.payment_id,
            o.order_id.as_deref().unwrap_or("none"),
            rupees(o.amount_paise),
        ),
        history: history.get(&o.id).cloned().unwrap_or_default(),
        actions: kind.actions().to_vec(),
    }
}

/// Items of registrations, roster changes and failed webhooks.
async fn describe_claimed(
    ctx: &Context,
    found: Vec<(HealthKind, Found)>,
    now: DateTime<Utc>,
) -> Result<Vec<HealthItem>, AppError> {
    // The registrations the failed webhooks are about, in two batched queries.
    let (mut orders, mut payment_ids) = (Vec::new(), Vec::new());
    for (_, f) in &found {
        if let Found::Webhook(w) = f {
            let (order, payment) = webhook_subject(&w.body);
            orders.extend(order);
            payment_ids.extend(payment);
        }
    }
    let mut by_order: HashMap<String, registration::Model> = HashMap::new();
    let mut by_payment: HashMap<String, registration::Model> = HashMap::new();
    for chunk in orders.chunks(MAX_PER_KIND as usize) {
        for r in registration::Entity::find()
            .filter(registration::Column::GatewayOrderId.is_in(chunk.iter().cloned()))
            .all(ctx.db())
            .await?
        {
            if let Some(o) = r.gateway_order_id.clone() {
                by_order.insert(o, r);
            }
        }
    }
    for chunk in payment_ids.chunks(MAX_PER_KIND as usize) {
        for r in registration::Entity::find()
            .filter(registration::Column::GatewayPaymentId.is_in(chunk.iter().cloned()))
            .all(ctx.db())
            .await?
        {
            if let Some(p) = r.gateway_payment_id.clone() {
                by_payment.insert(p, r);
            }
        }
    }
    let webhook_registration = |w: &webhook_failure::Model| {
        let (order, payment) = webhook_subject(&w.body);
        order.and_then(|o| by_order.get(&o)).or_else(|| payment.and_then(|p| by_payment.get(&p))).cloned()
    };
    // The registrations roster changes belong to, batched too.
    let changed: Vec<String> = found
        .iter()
        .filter_map(|(_, f)| if let Found::Change(c) = f { Some(c.registration_id.clone()) } else { None })
        .collect();
    let mut by_id: HashMap<String, registration::Model> = HashMap::new();
    for chunk in changed.chunks(MAX_PER_KIND as usize) {
        for r in registration::Entity::find()
            .filter(registration::Column::Id.is_in(chunk.iter().cloned()))
            .all(ctx.db())
            .await?
        {
            by_id.insert(r.id.clone(), r);
        }
    }

    let mut changes: HashMap<usize, registration_change::Model> = HashMap::new();
    let rows: Vec<(HealthKind, Option<registration::Model>, Option<webhook_failure::Model>)> = found
        .into_iter()
        .enumerate()
        .map(|(i, (kind, f))| match f {
            Found::Registration(r) => (kind, Some(*r), None),
            Found::Webhook(w) => (kind, webhook_registration(&w), Some(*w)),
            Found::Change(c) => {
                let reg = by_id.get(&c.registration_id).cloned();
                changes.insert(i, *c);
                (kind, reg, None)
            }
            Found::Orphan(_) => (kind, None, None),
        })
        .collect();

    let owner_ids: Vec<String> = rows.iter().filter_map(|(_, r, _)| r.as_ref().map(|r| r.user_id.clone())).collect();
    let owners = users_by_id(ctx, owner_ids).await?;
    let targets: Vec<String> = rows
        .iter()
        .flat_map(|(_, r, w)| r.iter().map(|r| r.id.clone()).chain(w.iter().map(|w| w.id.clone())))
        .collect();
    let history = history_of(ctx, targets).await?;

    Ok(rows
        .into_iter()
        .enumerate()
        .map(|(i, (kind, reg, hook))| {
            let change = changes.remove(&i);
            let mut entries: Vec<HistoryEntry> = reg
                .iter()
                .map(|r| r.id.as_str())
                .chain(hook.iter().map(|w| w.id.as_str()))
                .flat_map(|t| history.get(t).cloned().unwrap_or_default())
                .collect();
            entries.sort_by_key(|e| e.at);
            let owner = reg.as_ref().and_then(|r| owners.get(&r.user_id)).map(|u| Owner {
                name: if u.fullname.trim().is_empty() { u.username.clone() } else { u.fullname.clone() },
                email: u.email.clone(),
            });
            let (since, detail, amount) = match (&reg, &hook) {
                _ if change.is_some() => {
                    change.as_ref().map(|c| change_detail(kind, c)).unwrap_or((now, String::new(), None))
                }
                (_, Some(w)) => (w.received_at, webhook_detail(w), reg.as_ref().map(|r| r.amount_paise)),
                (Some(r), None) => registration_detail(kind, r, now),
                (None, None) => (now, String::new(), None),
            };
            let event = reg.as_ref().map(|r| r.event_id.clone());
            HealthItem {
                kind,
                id: format!(
                    "{}:{}",
                    kind.as_str(),
                    hook.as_ref()
                        .map(|w| w.id.as_str())
                        .or(change.as_ref().map(|c| c.id.as_str()))
                        .or(reg.as_ref().map(|r| r.id.as_str()))
                        .unwrap_or_default()
                ),
                change_id: change.as_ref().map(|c| c.id.clone()),
                orphan_capture_id: None,
                registration_id: reg.as_ref().map(|r| r.id.clone()),
                webhook_failure_id: hook.as_ref().map(|w| w.id.clone()),
                event_title: event.as_deref().and_then(event_by_name).map(|e| e.title.to_owned()),
                event,
                owner,
                amount_paise: amount,
                since,
                detail,
                actions: actions_of(kind, reg.as_ref()),
                history: entries,
            }
        })
        .collect())
}

fn rupees(paise: i64) -> String {
    format_rupees(u64::try_from(paise).unwrap_or(0))
}

/// "3 h 20 min", "2 days", "5 min".
fn elapsed(d: Duration) -> String {
    let minutes = Ord::max(d.num_minutes(), 0);
    match minutes {
        0..60 => format!("{minutes} min"),
        60..2880 => match minutes % 60 {
            0 => format!("{} h", minutes / 60),
            m => format!("{} h {m} min", minutes / 60),
        },
        _ => format!("{} days", minutes / 1440),
    }
}

/// When an item started, its sentence and its amount.
fn registration_detail(
    kind: HealthKind,
    r: &registration::Model,
    now: DateTime<Utc>,
) -> (DateTime<Utc>, String, Option<i64>) {
    let refund = r.refund_amount_paise.unwrap_or(r.amount_paise);
    let refunded_since = r.updated_at;
    match kind {
        HealthKind::StalePending => (
            r.created_at,
            format!(
                "Payment started {} ago (order {}) and nothing has confirmed it; ask the gateway again.",
                elapsed(now - r.created_at),
                r.gateway_order_id.as_deref().unwrap_or("not created")
            ),
            Some(r.amount_paise),
        ),
        HealthKind::Flagged => (
            r.updated_at,
            format!(
                "Flagged: {}. Accept it as paid or record it refunded, with a reason.",
                r.flag_reason.as_deref().unwrap_or("the payment needs a check").trim_end_matches('.')
            ),
            Some(r.amount_paise),
        ),
        HealthKind::LatePayment => {
            let paid = r.paid_at.unwrap_or(r.updated_at);
            let late = r.expires_at.map(|e| paid - e).unwrap_or_default();
            (
                paid,
                format!(
                    "Paid {} after its order expired: check the event still has room and the team is not \
                     registered twice; refund it if not.",
                    elapsed(late)
                ),
                Some(r.amount_paise),
            )
        }
        HealthKind::RefundPending => (
            refunded_since,
            format!(
                "A refund of {} was asked of the gateway {} ago and is not confirmed yet; its webhook settles it \
                 (check the gateway's dashboard).",
                rupees(refund),
                elapsed(now - refunded_since)
            ),
            Some(refund),
        ),
        HealthKind::RefundFailed => (
            refunded_since,
            format!("The refund of {} failed at the gateway; try it again.", rupees(refund)),
            Some(refund),
        ),
        HealthKind::RefundUnknown => (
            refunded_since,
            format!(
                "The gateway did not answer the refund of {}: it may have been made. Trying again reads the \
                 gateway's refunds of the payment first and asks only for what is still owed.",
                rupees(refund)
            ),
            Some(refund),
        ),
        HealthKind::RefundManual => (
            r.cancelled_at.unwrap_or(refunded_since),
            format!("Paid offline: pay {} back by hand, then mark it paid back.", rupees(refund)),
            Some(refund),
        ),
        HealthKind::WebhookFailed | HealthKind::RefundDue | HealthKind::OrphanCapture | HealthKind::DifferenceDue => {
            (r.updated_at, String::new(), Some(r.amount_paise))
        }
    }
}

/// A refund owed after a roster change, or a difference to collect: when, why, how much.
fn change_detail(kind: HealthKind, c: &registration_change::Model) -> (DateTime<Utc>, String, Option<i64>) {
    if kind == HealthKind::DifferenceDue {
        let due = c.difference_paise;
        let why = format!(
            "A roster change raised the fee from {} to {}: collect {} and mark it received; the people it adds get \
             their passes then.",
            rupees(c.fee_before),
            rupees(c.fee_after),
            rupees(due)
        );
        return (c.created_at, why, Some(due));
    }
    let owed = c.refund_paise.unwrap_or(-c.difference_paise);
    let why = match &c.flag_reason {
        Some(reason) => format!("{}.", reason.trim_end_matches('.')),
        None => format!("A roster change lowered the fee from {} to {}.", rupees(c.fee_before), rupees(c.fee_after)),
    };
    (c.applied_at.unwrap_or(c.created_at), format!("{why} Pay {} back, then record it.", rupees(owed)), Some(owed))
}

fn webhook_detail(w: &webhook_failure::Model) -> String {
    let times = if w.attempts == 1 { "once".to_owned() } else { format!("{} times", w.attempts) };
    format!("The {} webhook (event {}) failed {times}: {}", w.kind, w.event_id, w.error)
}

async fn users_by_id(ctx: &Context, ids: Vec<String>) -> Result<HashMap<String, user::Model>, AppError> {
    let mut ids = ids;
    ids.sort();
    ids.dedup();
    let mut out = HashMap::new();
    for chunk in ids.chunks(MAX_PER_KIND as usize) {
        for u in user::Entity::find().filter(user::Column::Id.is_in(chunk.iter().cloned())).all(ctx.db()).await? {
            out.insert(u.id.clone(), u);
        }
    }
    Ok(out)
}

/// The audit-log entries about each target, oldest first, with their actors' e-mail addresses.
async fn history_of(ctx: &Context, targets: Vec<String>) -> Result<HashMap<String, Vec<HistoryEntry>>, AppError> {
    let mut targets = targets;
    targets.sort();
    targets.dedup();
    let mut entries = Vec::new();
    for chunk in targets.chunks(MAX_PER_KIND as usize) {
        entries.extend(
            audit_log::Entity::find()
                .filter(audit_log::Column::Target.is_in(chunk.iter().cloned()))
                .order_by_asc(audit_log::Column::At)
                .all(ctx.db())
                .await?,
        );
    }
    let actors = users_by_id(ctx, entries.iter().map(|e| e.actor_id.clone()).collect()).await?;
    let mut out: HashMap<String, Vec<HistoryEntry>> = HashMap::new();
    for e in entries {
        out.entry(e.target.clone()).or_default().push(HistoryEntry {
            at: e.at,
            action: e.action.clone(),
            actor_email: actors.get(&e.actor_id).map(|u| u.email.clone()),
            detail: audit_detail(&e.details),
        });
    }
    Ok(out)
}

/// An audit entry's details as one line: the reason first, then the rest (`key: value`).
fn audit_detail(details: &str) -> String {
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(details) else { return details.to_owned() };
    let show = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let mut parts: Vec<String> = map.get("reason").map(|r| format!("reason: {}", show(r))).into_iter().collect();
    parts.extend(map.iter().filter(|(k, v)| *k != "reason" && !v.is_null()).map(|(k, v)| format!("{k}: {}", show(v))));
    parts.join("; ")
}

/// A reason an admin gave: required, at most [`MAX_REASON_CHARS`].
fn reason_of(reason: &str) -> Result<&str, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", REASON_REQUIRED));
    }
    if reason.chars().count() > MAX_REASON_CHARS {
        return Err(AppError::field("reason", format!("Keep the reason under {MAX_REASON_CHARS} characters.")));
    }
    Ok(reason)
}

async fn registration_record(ctx: &Context, id: &str) -> Result<RegistrationRecord, AppError> {
    let reg = registration::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    let owner = user::Entity::find_by_id(&reg.user_id).one(ctx.db()).await?;
    registrations::record(ctx, &reg, owner.as_ref(), Aadhaar::Masked)
}

/// An admin asks the gateway again about a registration's order (the reconciliation of one registration).
/// Audited with what the gateway said and the reason, when given.
pub async fn recheck(
    ctx: &Context,
    admin: &user::Model,
    id: &str,
    reason: Option<&str>,
) -> Result<(Reconciled, RegistrationRecord), AppError> {
    let reason = match reason.map(str::trim).filter(|r| !r.is_empty()) {
        Some(r) => Some(reason_of(r)?),
        None => None,
    };
    let reg = registration::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    if reg.gateway_order_id.is_none()
        || !matches!(reg.status, Status::Pending | Status::Flagged | Status::Expired | Status::Paid)
    {
        return Err(AppError::Conflict(format!(
            "There is no order to ask the gateway about for this registration (it is {}).",
            reg.status
        )));
    }
    let outcome = payments::reconcile_one(ctx, &reg).await?;
    if outcome == Reconciled::Unreachable {
        return Err(AppError::Unavailable("The payment gateway did not answer; try again in a while.".into()));
    }
    if outcome == Reconciled::Expired {
        // Its place is free: the event's waiting list moves on, as after the periodic reconciliation.
        crate::services::waitlist::place_freed(ctx, &reg.event_id).await;
    }
    let record = registration_record(ctx, id).await?;
    audit::record(
        ctx.writer(),
        admin,
        "registration.recheck",
        id,
        json!({
            "event": reg.event_id, "was": reg.status, "now": record.model.status,
            "outcome": recheck_outcome(outcome), "reason": reason,
        }),
    )
    .await?;
    Ok((outcome, record))
}

/// A recheck outcome's name (`confirmed`, `flagged`, `expired`, `unchanged`).
pub fn recheck_outcome(outcome: Reconciled) -> &'static str {
    match outcome {
        Reconciled::Confirmed => "confirmed",
        Reconciled::Flagged => "flagged",
        Reconciled::Expired => "expired",
        Reconciled::Unchanged => "unchanged",
        Reconciled::Unreachable => "unreachable",
    }
}

/// What an admin is told after a recheck.
pub fn recheck_message(outcome: Reconciled) -> &'static str {
    match outcome {
        Reconciled::Confirmed => "The gateway reports a captured payment: the registration is paid.",
        Reconciled::Flagged => "The gateway reports a payment that needs a check: the registration is flagged.",
        Reconciled::Expired => "Nothing was paid and the order's time is over: the registration expired.",
        Reconciled::Unchanged => "The gateway reports no new captured payment for this order.",
        Reconciled::Unreachable => "The payment gateway did not answer; try again in a while.",
    }
}

/// An admin records that an offline payment was paid back by hand (`manual` to `processed`, guarded).
/// Audited with the reason.
pub async fn mark_refunded(
    ctx: &Context,
    admin: &user::Model,
    id: &str,
    reason: &str,
) -> Result<RegistrationRecord, AppError> {
    let reason = reason_of(reason)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let changed = registration::Entity::update_many()
        .col_expr(registration::Column::RefundStatus, Expr::value(RefundStatus::Processed.to_value()))
        .col_expr(registration::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(registration::Column::Id.eq(id))
        .filter(registration::Column::Status.is_in([Status::Cancelled, Status::Refunded]))
        .filter(registration::Column::RefundStatus.eq(RefundStatus::Manual.to_value()))
        .exec(&txn)
        .await?;
    let reg = registration::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    if changed.rows_affected != 1 {
        return Err(AppError::Conflict("Only a refund to pay back by hand can be marked paid back.".into()));
    }
    audit::record(
        &txn,
        admin,
        "registration.refund.manual",
        id,
        json!({"event": reg.event_id, "refundPaise": reg.refund_amount_paise, "reason": reason}),
    )
    .await?;
    crate::services::receipts::credit_registration(ctx, &txn, id).await?;
    txn.commit().await?;
    registration_record(ctx, id).await
}

/// Keeps a signed webhook whose processing failed: a new row, or one more attempt of the same event (which
/// opens it again if it had been resolved). Never fails: a database that cannot take it is logged.
pub async fn record_webhook_failure(ctx: &Context, event_id: &str, body: &[u8], error: &AppError) {
    let kind = serde_json::from_slice::<Value>(body)
        .ok()
        .and_then(|v| v.get("event").and_then(Value::as_str).map(|s| s.chars().take(64).collect::<String>()))
        .unwrap_or_else(|| "unknown".to_owned());
    let text: String = error.to_string().chars().take(MAX_WEBHOOK_ERROR_CHARS).collect();
    let now = Utc::now();
    use webhook_failure::Column as W;
    let res = webhook_failure::Entity::insert(webhook_failure::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        event_id: Set(event_id.chars().take(128).collect()),
        kind: Set(kind),
        body: Set(String::from_utf8_lossy(body).into_owned()),
        error: Set(text),
        attempts: Set(1),
        received_at: Set(now),
        last_failed_at: Set(now),
        resolved_at: Set(None),
        resolved_by: Set(None),
    })
    .on_conflict(
        OnConflict::column(W::EventId)
            .update_columns([W::Error, W::LastFailedAt])
            .value(W::Attempts, Expr::col((webhook_failure::Entity, W::Attempts)).add(1))
            .value(W::ResolvedAt, Expr::value(Option::<DateTime<Utc>>::None))
            .value(W::ResolvedBy, Expr::value(Option::<String>::None))
            .to_owned(),
    )
    .exec_without_returning(ctx.writer())
    .await;
    match res {
        Ok(_) => tracing::warn!(event = %event_id, error = %error, "webhook failed; kept for payment health"),
        Err(e) => {
            tracing::error!(event = %event_id, error = %error, record_error = %e, "webhook failed and could not be kept")
        }
    }
}

/// A delivery of `event_id` succeeded: a failure kept for it is resolved. Never fails (logged).
pub async fn webhook_delivered(ctx: &Context, event_id: &str) {
    let res = webhook_failure::Entity::update_many()
        .col_expr(webhook_failure::Column::ResolvedAt, Expr::value(Utc::now()))
        .filter(webhook_failure::Column::EventId.eq(event_id))
        .filter(webhook_failure::Column::ResolvedAt.is_null())
        .exec(ctx.writer())
        .await;
    match res {
        Ok(r) if r.rows_affected > 0 => tracing::info!(event = %event_id, "a failed webhook was delivered again"),
        Ok(_) => {}
        Err(e) => tracing::error!(event = %event_id, error = %e, "could not resolve a failed webhook"),
    }
}

/// An admin processes a failed webhook again, as it arrived (its signature was checked then). Resolved and
/// audited (with the reason) when it succeeds; a new failure is kept and answered.
pub async fn retry_webhook(
    ctx: &Context,
    admin: &user::Model,
    id: &str,
    reason: &str,
) -> Result<(WebhookOutcome, webhook_failure::Model), AppError> {
    let reason = reason_of(reason)?;
    let failure = webhook_failure::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("No such failed webhook".into()))?;
    if failure.resolved_at.is_some() {
        return Err(AppError::Conflict("This webhook was processed already.".into()));
    }
    let outcome = match payments::process_webhook(ctx, failure.body.as_bytes(), &failure.event_id).await {
        Ok(outcome) => outcome,
        Err(e) => {
            record_webhook_failure(ctx, &failure.event_id, failure.body.as_bytes(), &e).await;
            return Err(e);
        }
    };
    let txn = crate::db::begin_write(ctx.writer()).await?;
    webhook_failure::Entity::update_many()
        .col_expr(webhook_failure::Column::ResolvedAt, Expr::value(Utc::now()))
        .col_expr(webhook_failure::Column::ResolvedBy, Expr::value(admin.id.clone()))
        .filter(webhook_failure::Column::Id.eq(id))
        .filter(webhook_failure::Column::ResolvedAt.is_null())
        .exec(&txn)
        .await?;
    audit::record(
        &txn,
        admin,
        "webhook.retry",
        id,
        json!({"eventId": failure.event_id, "kind": failure.kind, "outcome": webhook_outcome(&outcome), "reason": reason}),
    )
    .await?;
    txn.commit().await?;
    let failure = webhook_failure::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("No such failed webhook".into()))?;
    Ok((outcome, failure))
}

/// A webhook outcome's name (`confirmed`, `duplicate`, ...).
pub fn webhook_outcome(outcome: &WebhookOutcome) -> &'static str {
    match outcome {
        WebhookOutcome::Confirmed => "confirmed",
        WebhookOutcome::AlreadyPaid => "already_paid",
        WebhookOutcome::Flagged => "flagged",
        WebhookOutcome::Duplicate => "duplicate",
        WebhookOutcome::Refund => "refund",
        WebhookOutcome::Orphan => "orphan",
        WebhookOutcome::Ignored => "ignored",
    }
}
