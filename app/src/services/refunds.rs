//! Refunding a payment at most once. Every refund of a registration, an accommodation booking or a captured
//! payment nothing on the site claims goes through [`refund_payment`]: on Razorpay it first reads the
//! gateway's list of the payment's refunds, settles from it what an earlier attempt already refunded, and
//! asks only for what is still owed — never more than was paid less what was refunded. A call whose outcome
//! is unknown (a timeout, a lost connection, a 5xx) is recorded `unknown`, not `failed`: the next attempt
//! reads the list again before asking.

use crate::Context;
use crate::config::PaymentsMode;
use crate::entities::registration::RefundStatus;
use crate::ports::payments::{GatewayRefund, RefundFailure};

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

/// Refunds of unknown outcome, settled from the gateway's lists of refunds where those show them made
/// (registrations, bookings and kept payments; by the reconciliation). Each is one guarded update from
/// `unknown`. Returns how many were settled.
pub async fn settle_unknown(ctx: &Context) -> Result<u32, crate::AppError> {
    use sea_orm::sea_query::Expr;
    use sea_orm::{ActiveEnum as _, ColumnTrait, EntityTrait, QueryFilter};

    use crate::entities::{accommodation_booking as booking, orphan_capture, registration};

    let unknown = || RefundStatus::Unknown.to_value();
    let mut settled = 0;
    let now = chrono::Utc::now();
    for r in registration::Entity::find().filter(registration::Column::RefundStatus.eq(unknown())).all(ctx.db()).await?
    {
        let (Some(payment), Some(owed)) = (r.gateway_payment_id.as_deref(), r.refund_amount_paise) else { continue };
        let paid = r.order_amount_paise.unwrap_or(r.amount_paise);
        let Some(result) = settled_by_gateway(ctx, r.payment_mode, payment, paid, owed).await else { continue };
        let txn = crate::db::begin_write(ctx.writer()).await?;
        let res = registration::Entity::update_many()
            .col_expr(registration::Column::RefundStatus, Expr::value(result.status.to_value()))
            .col_expr(registration::Column::RefundId, Expr::value(result.refund_id))
            .col_expr(registration::Column::UpdatedAt, Expr::value(now))
            .filter(registration::Column::Id.eq(&r.id))
            .filter(registration::Column::RefundStatus.eq(unknown()))
            .exec(&txn)
            .await?;
        crate::services::receipts::credit_registration(ctx, &txn, &r.id).await?;
        txn.commit().await?;
        settled += u32::try_from(res.rows_affected).unwrap_or(0);
    }
    for b in booking::Entity::find().filter(booking::Column::RefundStatus.eq(unknown())).all(ctx.db()).await? {
        let (Some(payment), Some(owed)) = (b.gateway_payment_id.as_deref(), b.refund_amount_paise) else { continue };
        let paid = b.order_amount_paise.unwrap_or(b.amount_paise);
        let Some(result) = settled_by_gateway(ctx, b.payment_mode, payment, paid, owed).await else { continue };
        let txn = crate::db::begin_write(ctx.writer()).await?;
        let res = booking::Entity::update_many()
            .col_expr(booking::Column::RefundStatus, Expr::value(result.status.to_value()))
            .col_expr(booking::Column::RefundId, Expr::value(result.refund_id))
            .col_expr(booking::Column::UpdatedAt, Expr::value(now))
            .filter(booking::Column::Id.eq(&b.id))
            .filter(booking::Column::RefundStatus.eq(unknown()))
            .exec(&txn)
            .await?;
        crate::services::receipts::credit_booking(ctx, &txn, &b.id).await?;
        txn.commit().await?;
        settled += u32::try_from(res.rows_affected).unwrap_or(0);
    }
    for o in
        orphan_capture::Entity::find().filter(orphan_capture::Column::RefundStatus.eq(unknown())).all(ctx.db()).await?
    {
        let Some(result) = settled_by_gateway(ctx, o.payment_mode, &o.payment_id, o.amount_paise, o.amount_paise).await
        else {
            continue;
        };
        let res = orphan_capture::Entity::update_many()
            .col_expr(orphan_capture::Column::RefundStatus, Expr::value(result.status.to_value()))
            .col_expr(orphan_capture::Column::RefundId, Expr::value(result.refund_id))
            .col_expr(orphan_capture::Column::UpdatedAt, Expr::value(now))
            .filter(orphan_capture::Column::Id.eq(&o.id))
            .filter(orphan_capture::Column::RefundStatus.eq(unknown()))
            .exec(ctx.writer())
            .await?;
        settled += u32::try_from(res.rows_affected).unwrap_or(0);
    }
    if settled > 0 {
        tracing::info!(settled, "refunds of unknown outcome settled from the gateway's lists");
    }
    Ok(settled)
}
