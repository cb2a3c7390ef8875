//! The reconciliation: asks the gateway about the orders the browser and the webhook may not have reported.
//! One run goes over every payable alike (registrations, roster changes' differences, stays):
//!
//! - those still waiting for their payment after `reconcile_after_minutes`: a captured payment is applied
//!   through the confirmation of what it pays for (amount checked, a mismatch flagged); a payable unpaid past
//!   its time expires, with its order, and frees what it held;
//! - the orders that stopped waiting unpaid in the last day (replaced by a newer attempt or change, or
//!   expired), asked again every half hour (`payment_orders::lapsed`, the order recording each ask), so a
//!   payment made in a checkout still open is never stranded;
//! - refunds whose answer was lost, and refunds never asked.
//!
//! Every change is one of the payables' own guarded updates: the reconciliation decides nothing the
//! webhook would not.

use chrono::{DateTime, Duration, Utc};

use crate::config::PaymentsMode;
use crate::entities::payment_order::{self, Payable};
use crate::entities::registration;
use crate::ports::payments::GatewayPayment;
use crate::services::payable::{self, PayableThing};
use crate::services::payment_orders;
use crate::services::payments::{self, WebhookOutcome};
use crate::services::registrations::{self, Status};
use crate::{AppError, Context};

/// What a reconciliation run did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ReconcileReport {
    pub checked: u32,
    pub confirmed: u32,
    pub flagged: u32,
    pub expired: u32,
    pub errors: u32,
}

/// How long after it stopped counting an order is still asked about (Razorpay retries a webhook for a day).
const LATE_PAYMENT_HOURS: i64 = 24;
/// How often such an order is asked about.
const LATE_PAYMENT_RECHECK_MINUTES: i64 = 30;

/// One run over every payable (see the module's text). Expiring a registration frees its place for the
/// event's waiting list.
pub async fn reconcile(ctx: &Context) -> Result<ReconcileReport, AppError> {
    let now = Utc::now();
    let check_before = now - Duration::minutes(i64::from(ctx.config().reconcile_after_minutes));
    // The lapsed orders as they stand before this run: an order it expires is asked about on the next.
    let lapsed = payment_orders::lapsed(
        ctx.db(),
        now - Duration::hours(LATE_PAYMENT_HOURS) - payment_window(ctx),
        now - Duration::minutes(LATE_PAYMENT_RECHECK_MINUTES),
    )
    .await?;
    let mut report = ReconcileReport::default();
    for w in waiting(ctx, check_before).await? {
        report.checked += 1;
        let outcome = reconcile_waiting(ctx, &w, now).await?;
        report.count(outcome);
        if let (Reconciled::Expired, Some(event)) = (outcome, &w.payable.event) {
            // Its place is free: the event's waiting list moves on.
            crate::services::waitlist::place_freed(ctx, event).await;
        }
    }
    for order in lapsed {
        report.checked += 1;
        let outcome = reconcile_lapsed(ctx, &order).await?;
        report.count(outcome);
    }
    // Refunds whose answer was lost: the gateway's list of the payment's refunds settles those it shows.
    crate::services::refunds::settle_unknown(ctx).await?;
    // Refunds never asked: their process stopped between the cancellation and the ask.
    ask_unasked_refunds(ctx).await?;
    Ok(report)
}

impl ReconcileReport {
    fn count(&mut self, outcome: Reconciled) {
        match outcome {
            Reconciled::Confirmed => self.confirmed += 1,
            Reconciled::Flagged => self.flagged += 1,
            Reconciled::Expired => self.expired += 1,
            Reconciled::Unreachable => self.errors += 1,
            Reconciled::Unchanged => {}
        }
    }
}

/// A payable still waiting for its payment (its id, when its time to pay ends and, for a registration, its
/// event, whose waiting list moves on when it expires), with what reacts for its kind and its order (if
/// the site got as far as one).
struct Waiting {
    thing: &'static dyn PayableThing,
    payable: payable::Waiting,
    order: Option<payment_order::Model>,
}

/// Every payable waiting for its payment since before `check_before`, whatever its kind, with its order
/// (one query per kind).
async fn waiting(ctx: &Context, check_before: DateTime<Utc>) -> Result<Vec<Waiting>, AppError> {
    let mut all = Vec::new();
    for thing in payments::payables() {
        let found = thing.waiting(ctx, check_before).await?;
        let mut orders = payment_orders::of_many(ctx.db(), thing.kind(), found.iter().map(|w| w.id.clone())).await?;
        all.extend(found.into_iter().map(|payable| Waiting { thing, order: orders.remove(&payable.id), payable }));
    }
    Ok(all)
}

/// Asks the gateway about a waiting payable's order: a captured payment is applied; with none, a payable
/// past its time expires (one with no order at all too: the site stopped between the two).
async fn reconcile_waiting(ctx: &Context, w: &Waiting, now: DateTime<Utc>) -> Result<Reconciled, AppError> {
    if let Some(order) = &w.order
        && let Some(outcome) = ask(ctx, order).await?
    {
        return Ok(outcome);
    }
    if w.payable.expires_at.is_some_and(|t| t <= now) && w.thing.expired(ctx, &w.payable.id).await? {
        return Ok(Reconciled::Expired);
    }
    Ok(Reconciled::Unchanged)
}

/// Asks the gateway about the payments of `order`: a captured one is applied ([`apply`]); `None` when there is
/// none, or no gateway took the order (money paid in person waits for an organiser's word). A gateway that
/// does not answer is `Unreachable`.
async fn ask(ctx: &Context, order: &payment_order::Model) -> Result<Option<Reconciled>, AppError> {
    if !order.by_gateway() {
        return Ok(None);
    }
    let payments = match ctx.gateway().order_payments(ctx.db(), &order.id).await {
        Ok(p) => p,
        Err(e) => {
            tracing::warn!(order = %order.id, payable = %order.payable_kind, error = %e, "reconciliation: gateway did not answer");
            return Ok(Some(Reconciled::Unreachable));
        }
    };
    match payments.iter().find(|p| p.status == "captured") {
        Some(captured) => apply(ctx, &order.id, captured).await.map(Some),
        None => Ok(None),
    }
}

/// Applies a captured payment of the order `order_id` through the one confirmation the webhook, UPI and the
/// browser's verify use (`payments::confirm_order`): what the order pays for takes it once, a mismatch or a
/// place gone is flagged, a payment nothing claims (or whose account is gone) is kept to refund.
async fn apply(ctx: &Context, order_id: &str, captured: &GatewayPayment) -> Result<Reconciled, AppError> {
    Ok(match payments::confirm_order(ctx, order_id, &captured.id, captured.amount, &captured.currency).await? {
        WebhookOutcome::Confirmed | WebhookOutcome::AlreadyPaid => Reconciled::Confirmed,
        // Kept for the organisers to refund (payment health), like a flagged payment.
        WebhookOutcome::Flagged | WebhookOutcome::Orphan => Reconciled::Flagged,
        WebhookOutcome::Duplicate | WebhookOutcome::Refund | WebhookOutcome::Ignored => Reconciled::Unchanged,
    })
}

/// Asks the gateway about an order that stopped waiting (its time ran out, or a newer attempt or change
/// took its place): a payment made in a checkout still open is applied through the confirmation of what it
/// pays for, which takes it, flags it for the organisers or records it owed back (payment health), never
/// leaves it stranded. The order is marked as asked about.
async fn reconcile_lapsed(ctx: &Context, order: &payment_order::Model) -> Result<Reconciled, AppError> {
    let Some(payable) = order.payable() else { return Ok(Reconciled::Unchanged) };
    let outcome = ask(ctx, order).await?.unwrap_or(Reconciled::Unchanged);
    if outcome != Reconciled::Unreachable {
        payment_orders::asked(ctx.writer(), payable, &order.payable_id).await?;
    }
    Ok(outcome)
}

/// Asks the gateway for the refunds that were opened and never asked, through the same follow-up as right
/// after their cancellation (a registration's owner is told then; a stay's owner was told when it was
/// cancelled). Asking reads the gateway's refunds of the payment first, so nothing is refunded twice.
/// Returns how many were asked.
async fn ask_unasked_refunds(ctx: &Context) -> Result<u32, AppError> {
    use crate::services::refunds;
    let mut asked = 0;
    for r in refunds::unasked(ctx).await? {
        let Some(payable) = Payable::parse(&r.payable_kind) else { continue };
        // A captured payment nothing claims has no follow-up of its own.
        let done = match payments::payable(payable) {
            Some(thing) => thing.ask_refund(ctx, &r.payable_id).await,
            None => refunds::issue(ctx, payable, &r.payable_id).await.map(|_| ()),
        };
        match done {
            Ok(()) => asked += 1,
            Err(e) => tracing::warn!(refund = %r.id, error = %e, "reconciliation: a refund never asked was not asked"),
        }
    }
    if asked > 0 {
        tracing::info!(asked, "refunds never asked were asked of the gateway");
    }
    Ok(asked)
}

/// How long an order may be paid for.
fn payment_window(ctx: &Context) -> Duration {
    Duration::minutes(i64::from(ctx.config().payment_expiry_minutes))
}

/// What asking the gateway about one payable's order did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reconciled {
    /// A captured payment confirmed it (or it was paid already).
    Confirmed,
    /// A captured payment did not match (amount, currency, a second payment): flagged for the organisers.
    Flagged,
    /// Nothing was paid and its time to pay is over: expired, the user may register (or book) again.
    Expired,
    /// Nothing was paid yet (or nothing new).
    Unchanged,
    /// The gateway did not answer.
    Unreachable,
}

/// Asks the gateway about one registration's order, whatever its state (an admin's recheck): a captured
/// payment is applied (amount checked, a mismatch flags it); an unpaid order past its time expires; an
/// order that stopped counting is marked as asked about.
pub async fn reconcile_one(ctx: &Context, reg: &registration::Model) -> Result<Reconciled, AppError> {
    let order = payment_orders::of(ctx.db(), Payable::Registration, &reg.id).await?;
    if reg.status == Status::Expired {
        return match &order {
            Some(order) => reconcile_lapsed(ctx, order).await,
            None => Ok(Reconciled::Unchanged),
        };
    }
    let w = Waiting {
        thing: &registrations::Registrations,
        payable: payable::Waiting {
            id: reg.id.clone(),
            expires_at: reg.expires_at.filter(|_| reg.status == Status::Pending),
            event: Some(reg.event_id.clone()),
        },
        order,
    };
    reconcile_waiting(ctx, &w, Utc::now()).await
}

/// Runs `reconcile` every `reconcile_interval_secs` until the process ends.
pub fn spawn_reconciler(ctx: Context) {
    // Offline there are no orders; in `upi` mode orders still expire and confirmed UTRs are applied.
    if ctx.config().payments == PaymentsMode::Offline {
        return;
    }
    ctx.spawn_periodic("reconcile", ctx.config().reconcile_interval_secs, |ctx| async move {
        let r = reconcile(&ctx).await?;
        if r.checked > 0 {
            tracing::info!(?r, "reconciliation");
        }
        Ok(())
    });
}
