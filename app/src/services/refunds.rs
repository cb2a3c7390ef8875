//! Refunding a payment at most once. Every refund of a registration, an accommodation booking or a captured
//! payment nothing on the site claims is one row of `payment_refund`, opened in the transaction that cancels
//! what it refunds ([`open`]), asked of the gateway by [`issue`], settled by the gateway's webhook
//! ([`record_webhook`]) or its list of refunds ([`settle_unknown`]), retried by an admin ([`retry`]) or
//! marked paid back by hand ([`mark_paid_back`]); each a guarded update naming the state it expects, and a
//! processed refund gets its credit note in the same transaction. The gateway is asked through
//! [`refund_payment`]: on Razorpay it first reads the
//! gateway's list of the payment's refunds, settles from it what an earlier attempt already refunded, and
//! asks only for what is still owed — never more than was paid less what was refunded. A call whose outcome
//! is unknown (a timeout, a lost connection, a 5xx) is recorded `unknown`, not `failed`: the next attempt
//! reads the list again before asking.

use std::collections::HashMap;

use chrono::Utc;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveEnum as _, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};

use crate::config::PaymentsMode;
use crate::entities::payment_refund::{self as refund, RefundStatus};
use crate::ports::payments::{GatewayRefund, RefundFailure};
use crate::{AppError, Context};

/// A payable refunded already (one refund per payable).
pub const ALREADY_REFUNDED: &str = "This payment was refunded already, or its refund is under way.";
/// Marking paid back by hand a refund that is not one to pay back by hand.
pub const NOT_BY_HAND: &str = "Only a refund to pay back by hand can be marked paid back.";

/// What a refund gives money back for (what an order pays for, and captures nothing claims).
pub use crate::entities::payment_order::Payable;

/// A refund to open: what it is for, the payment it goes back on and how much.
#[derive(Debug, Clone)]
pub struct NewRefund<'a> {
    pub payable: Payable,
    pub id: &'a str,
    /// The gateway (or offline) that took the money: offline payments are paid back by hand.
    pub mode: PaymentsMode,
    pub payment_id: Option<&'a str>,
    /// What that payment was.
    pub paid: i64,
    pub amount: i64,
    /// The admin who asked, when one did.
    pub requested_by: Option<&'a str>,
}

/// The state a new refund starts in: `manual` for money taken offline, else `pending` until the gateway
/// is asked.
pub fn starts_as(mode: PaymentsMode) -> RefundStatus {
    if mode.refunds_by_hand() { RefundStatus::Manual } else { RefundStatus::Pending }
}

/// The row of a new refund in state `status`.
fn row(new: &NewRefund<'_>, status: RefundStatus) -> refund::ActiveModel {
    let now = Utc::now();
    refund::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        payable_kind: Set(new.payable.as_str().to_owned()),
        payable_id: Set(new.id.to_owned()),
        payment_mode: Set(new.mode),
        payment_id: Set(new.payment_id.map(str::to_owned)),
        paid_paise: Set(new.paid),
        amount_paise: Set(new.amount),
        status: Set(status),
        gateway_refund_id: Set(None),
        requested_by: Set(new.requested_by.map(str::to_owned)),
        created_at: Set(now),
        updated_at: Set(now),
    }
}

/// Opens a refund inside the transaction that cancels what it refunds; nothing when the amount is zero.
/// A payable refunded already is a conflict (one refund per payable). Returns its state.
pub(crate) async fn open(txn: &DatabaseTransaction, new: NewRefund<'_>) -> Result<Option<RefundStatus>, AppError> {
    if new.amount <= 0 {
        return Ok(None);
    }
    let status = starts_as(new.mode);
    refund::Entity::insert(row(&new, status)).exec_without_returning(txn).await.map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(ALREADY_REFUNDED.into()),
        _ => AppError::Database(e),
    })?;
    Ok(Some(status))
}

/// Opens a refund that the organisers pay back by hand (`manual`, whatever took the money), inside the
/// transaction that makes it owed; nothing when the amount is zero. Once per payable: when one is open
/// already, nothing is written and the answer is false.
pub(crate) async fn open_by_hand(txn: &DatabaseTransaction, new: NewRefund<'_>) -> Result<bool, AppError> {
    if new.amount <= 0 {
        return Ok(false);
    }
    let inserted = refund::Entity::insert(row(&new, RefundStatus::Manual))
        .on_conflict(
            sea_orm::sea_query::OnConflict::columns([refund::Column::PayableKind, refund::Column::PayableId])
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(txn)
        .await?;
    Ok(inserted == 1)
}

/// The refund of a payable, if it has one.
pub async fn of(db: &impl ConnectionTrait, payable: Payable, id: &str) -> Result<Option<refund::Model>, AppError> {
    Ok(refund::Entity::find()
        .filter(refund::Column::PayableKind.eq(payable.as_str()))
        .filter(refund::Column::PayableId.eq(id))
        .one(db)
        .await?)
}

/// The refunds of payables of one kind, by payable id.
pub async fn of_many(
    db: &impl ConnectionTrait,
    payable: Payable,
    ids: &[String],
) -> Result<HashMap<String, refund::Model>, AppError> {
    let mut out = HashMap::new();
    for chunk in ids.chunks(500) {
        for r in refund::Entity::find()
            .filter(refund::Column::PayableKind.eq(payable.as_str()))
            .filter(refund::Column::PayableId.is_in(chunk.iter().cloned()))
            .all(db)
            .await?
        {
            out.insert(r.payable_id.clone(), r);
        }
    }
    Ok(out)
}

/// One guarded move of a payable's refund from one of `from` to `to`; true when it moved.
async fn moved(
    db: &impl ConnectionTrait,
    payable: Payable,
    id: &str,
    from: &[RefundStatus],
    to: RefundStatus,
    gateway_refund_id: Option<String>,
) -> Result<bool, AppError> {
    let mut update = refund::Entity::update_many()
        .col_expr(refund::Column::Status, Expr::value(to.to_value()))
        .col_expr(refund::Column::UpdatedAt, Expr::value(Utc::now()));
    if let Some(gateway_id) = gateway_refund_id {
        update = update.col_expr(refund::Column::GatewayRefundId, Expr::value(gateway_id));
    }
    let res = update
        .filter(refund::Column::PayableKind.eq(payable.as_str()))
        .filter(refund::Column::PayableId.eq(id))
        .filter(refund::Column::Status.is_in(from.iter().map(|s| s.to_value())))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// A refund that failed or whose outcome is unknown is tried again: back to `pending` (guarded), for
/// [`issue`] after the commit (which reads the gateway's refunds of the payment before asking). True when
/// there was one to retry.
pub(crate) async fn retry(
    txn: &DatabaseTransaction,
    payable: Payable,
    id: &str,
    requested_by: Option<&str>,
) -> Result<bool, AppError> {
    let Some(current) = of(txn, payable, id).await? else { return Ok(false) };
    if !matches!(current.status, RefundStatus::Failed | RefundStatus::Unknown) {
        return Ok(false);
    }
    if !moved(txn, payable, id, &[current.status], RefundStatus::Pending, None).await? {
        return Ok(false);
    }
    if let Some(admin) = requested_by {
        refund::Entity::update_many()
            .col_expr(refund::Column::RequestedBy, Expr::value(admin))
            .filter(refund::Column::Id.eq(&current.id))
            .exec(txn)
            .await?;
    }
    Ok(true)
}

/// An organiser paid back by hand a refund of money taken offline: `manual` to `processed` (guarded), with
/// its credit note. True when it moved.
pub(crate) async fn mark_paid_back(
    ctx: &Context,
    txn: &DatabaseTransaction,
    payable: Payable,
    id: &str,
) -> Result<bool, AppError> {
    if !moved(txn, payable, id, &[RefundStatus::Manual], RefundStatus::Processed, None).await? {
        return Ok(false);
    }
    credit(ctx, txn, payable, id).await?;
    Ok(true)
}

/// The credit note of a refund just recorded processed (a captured payment nothing claims had no receipt),
/// and the order its payment paid moved to (partly) refunded.
async fn credit(ctx: &Context, txn: &DatabaseTransaction, payable: Payable, id: &str) -> Result<(), AppError> {
    let Some(r) = of(txn, payable, id).await? else { return Ok(()) };
    if r.status == RefundStatus::Processed {
        crate::services::receipts::credit_refund(ctx, txn, &r).await?;
        match r.payment_id.as_deref() {
            Some(payment) => crate::services::payment_orders::refunds_processed(txn, payment).await?,
            None => crate::services::payment_orders::refunds_processed_offline(txn, payable, id).await?,
        };
    }
    Ok(())
}

/// Asks the gateway for a payable's pending refund (at most its payment less what the gateway refunded of it
/// already); `None` when it has no refund pending. Nothing is recorded: see [`record_answer`].
pub async fn ask(ctx: &Context, payable: Payable, id: &str) -> Result<Option<RefundResult>, AppError> {
    let Some(r) = of(ctx.db(), payable, id).await? else { return Ok(None) };
    if r.status != RefundStatus::Pending {
        return Ok(None);
    }
    Ok(Some(match r.payment_id.as_deref() {
        Some(payment) => refund_payment(ctx, r.payment_mode, payment, r.paid_paise, r.amount_paise, id).await,
        None => {
            tracing::error!(
                payable = payable.as_str(),
                id,
                "a paid payable without a payment id: the refund could not be issued"
            );
            RefundResult { status: RefundStatus::Failed, refund_id: None }
        }
    }))
}

/// Records the gateway's answer to [`ask`] from `pending` (a webhook may have settled it meanwhile), in the
/// caller's transaction (which tells the payer in it): `failed` when nothing was refunded, `unknown` when
/// the gateway did not say, for an admin to retry; never lost. Processed, with its credit note. True when
/// it was recorded.
pub async fn record_answer(
    ctx: &Context,
    txn: &DatabaseTransaction,
    payable: Payable,
    id: &str,
    result: RefundResult,
) -> Result<bool, AppError> {
    if !moved(txn, payable, id, &[RefundStatus::Pending], result.status, result.refund_id).await? {
        return Ok(false);
    }
    credit(ctx, txn, payable, id).await?;
    Ok(true)
}

/// [`ask`] and [`record_answer`] in a transaction of its own. Returns the refund as it now is.
pub async fn issue(ctx: &Context, payable: Payable, id: &str) -> Result<Option<refund::Model>, AppError> {
    if let Some(result) = ask(ctx, payable, id).await? {
        let txn = crate::db::begin_write(ctx.writer()).await?;
        record_answer(ctx, &txn, payable, id, result).await?;
        txn.commit().await?;
    }
    of(ctx.db(), payable, id).await
}

/// Records what Razorpay's `refund.processed` or `refund.failed` webhook says of the refunds of
/// `payment_id`. True when it changed something.
pub async fn record_webhook(
    ctx: &Context,
    payment_id: &str,
    refund_id: &str,
    processed: bool,
) -> Result<bool, AppError> {
    let (to, from) = webhook_transition(processed);
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let found = refund::Entity::find()
        .filter(refund::Column::PaymentId.eq(payment_id))
        .filter(refund::Column::Status.is_in(from.iter().map(|s| s.to_value())))
        .order_by_asc(refund::Column::Id)
        .all(&txn)
        .await?;
    let mut changed = false;
    for r in found {
        let Some(payable) = Payable::parse(&r.payable_kind) else { continue };
        if moved(&txn, payable, &r.payable_id, from, to, Some(refund_id.to_owned())).await? {
            changed = true;
            credit(ctx, &txn, payable, &r.payable_id).await?;
        }
    }
    txn.commit().await?;
    Ok(changed)
}

/// What became of a refund: its state and the gateway's refund id, when there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefundResult {
    pub status: RefundStatus,
    pub refund_id: Option<String>,
}

fn status_of(refund: &GatewayRefund) -> RefundStatus {
    match refund.status.as_str() {
        "processed" => RefundStatus::Processed,
        "failed" => RefundStatus::Failed,
        _ => RefundStatus::Pending,
    }
}

/// What a refund webhook does to a refund: `refund.processed` settles one pending, failed or of unknown
/// outcome; `refund.failed` fails one pending or of unknown outcome (a processed refund stays processed).
/// Returns the state it moves to and the states it moves from, for the guarded update of each payable.
pub fn webhook_transition(processed: bool) -> (RefundStatus, &'static [RefundStatus]) {
    if processed {
        (RefundStatus::Processed, &[RefundStatus::Pending, RefundStatus::Failed, RefundStatus::Unknown])
    } else {
        (RefundStatus::Failed, &[RefundStatus::Pending, RefundStatus::Unknown])
    }
}

/// Refunds what is still owed of `owed` paise on a payment of `paid` paise taken in `paid_with`; `key`
/// names the refund (the registration, booking or capture id) for the gateway's idempotency. Logged under
/// `key`; never fails (a failure is a state: `failed` when nothing was refunded, `unknown` when the gateway
/// did not say).
pub async fn refund_payment(
    ctx: &Context,
    paid_with: PaymentsMode,
    payment_id: &str,
    paid: i64,
    owed: i64,
    key: &str,
) -> RefundResult {
    let gateway = ctx.gateway();
    let mut due = owed.min(paid);
    if paid_with == PaymentsMode::Razorpay && gateway.mode() == PaymentsMode::Razorpay {
        // What an earlier attempt (or anyone, from the dashboard) refunded counts against what is owed.
        let listed = match gateway.refunds_of(paid_with, payment_id).await {
            Ok(listed) => listed,
            Err(e) => {
                // Nothing was asked: a retry is safe.
                tracing::error!(key, error = %e, "the refunds of a payment could not be read; nothing was refunded");
                return RefundResult { status: RefundStatus::Failed, refund_id: None };
            }
        };
        let made: Vec<&GatewayRefund> = listed.iter().filter(|r| r.status != "failed").collect();
        let already: i64 = made.iter().map(|r| r.amount).sum();
        due -= already;
        if due <= 0 {
            if let Some(last) = made.last() {
                let status = if made.iter().all(|r| r.status == "processed") {
                    RefundStatus::Processed
                } else {
                    RefundStatus::Pending
                };
                tracing::info!(key, already, "the refund had been made already: settled from the gateway's list");
                return RefundResult { status, refund_id: Some(last.id.clone()) };
            }
        }
    }
    if due <= 0 {
        tracing::warn!(key, owed, paid, "nothing left to refund on this payment");
        return RefundResult { status: RefundStatus::Processed, refund_id: None };
    }
    match gateway.refund(paid_with, payment_id, due, key).await {
        Ok(refund) => RefundResult { status: status_of(&refund), refund_id: Some(refund.id) },
        Err(RefundFailure::Refused(e)) => {
            tracing::error!(key, error = %e, "the refund was refused");
            RefundResult { status: RefundStatus::Failed, refund_id: None }
        }
        Err(RefundFailure::Unknown(e)) => {
            tracing::error!(key, error = %e, "the refund's outcome is unknown; its payment's refunds are read before a retry");
            RefundResult { status: RefundStatus::Unknown, refund_id: None }
        }
    }
}

/// What the gateway's list of a payment's refunds settles of a refund of `owed` paise whose outcome is
/// unknown: processed or pending when refunds covering it were made; `None` when the list does not cover it
/// (an admin's retry then asks for the rest) or could not be read.
async fn settled_by_gateway(
    ctx: &Context,
    paid_with: PaymentsMode,
    payment_id: &str,
    paid: i64,
    owed: i64,
) -> Option<RefundResult> {
    let listed = ctx.gateway().refunds_of(paid_with, payment_id).await.ok()?;
    let made: Vec<&GatewayRefund> = listed.iter().filter(|r| r.status != "failed").collect();
    let last = made.last()?;
    if made.iter().map(|r| r.amount).sum::<i64>() < owed.min(paid) {
        return None;
    }
    let status =
        if made.iter().all(|r| r.status == "processed") { RefundStatus::Processed } else { RefundStatus::Pending };
    Some(RefundResult { status, refund_id: Some(last.id.clone()) })
}

/// How long a refund may stay `pending` without having been asked of the gateway before the reconciliation
/// asks it. The process that opens a refund asks right after its commit; one that stopped in between (a
/// restart, a crash) leaves it waiting.
pub const UNASKED_AFTER_MINUTES: i64 = 10;

/// Refunds opened and never asked of the gateway for [`UNASKED_AFTER_MINUTES`], oldest first (at most 100).
pub async fn unasked(ctx: &Context) -> Result<Vec<refund::Model>, AppError> {
    let before = Utc::now() - chrono::Duration::minutes(UNASKED_AFTER_MINUTES);
    Ok(refund::Entity::find()
        .filter(refund::Column::Status.eq(RefundStatus::Pending.to_value()))
        .filter(refund::Column::GatewayRefundId.is_null())
        .filter(refund::Column::UpdatedAt.lt(before))
        .order_by_asc(refund::Column::UpdatedAt)
        .limit(100)
        .all(ctx.db())
        .await?)
}

/// Refunds of unknown outcome, settled from the gateway's lists of refunds where those show them made (by
/// the reconciliation). Each is one guarded update from `unknown`. Returns how many were settled.
pub async fn settle_unknown(ctx: &Context) -> Result<u32, AppError> {
    let mut settled = 0;
    for r in refund::Entity::find()
        .filter(refund::Column::Status.eq(RefundStatus::Unknown.to_value()))
        .order_by_asc(refund::Column::UpdatedAt)
        .all(ctx.db())
        .await?
    {
        let (Some(payment), Some(payable)) = (r.payment_id.as_deref(), Payable::parse(&r.payable_kind)) else {
            continue;
        };
        let Some(result) = settled_by_gateway(ctx, r.payment_mode, payment, r.paid_paise, r.amount_paise).await else {
            continue;
        };
        let txn = crate::db::begin_write(ctx.writer()).await?;
        if moved(&txn, payable, &r.payable_id, &[RefundStatus::Unknown], result.status, result.refund_id).await? {
            credit(ctx, &txn, payable, &r.payable_id).await?;
            settled += 1;
        }
        txn.commit().await?;
    }
    if settled > 0 {
        tracing::info!(settled, "refunds of unknown outcome settled from the gateway's lists");
    }
    Ok(settled)
}
