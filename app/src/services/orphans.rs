//! Captured payments nothing on the site claims: a `payment.captured` for an order that matches no
//! registration, roster change or booking (deleted with its account, or never the site's), or for one whose
//! account is gone. The money is the payer's, so it is never dropped: it is kept (one row per payment), listed
//! in payment health, and refunded by an admin through the same refund path as everything else (the
//! gateway's refunds of the payment read first, an unknown outcome retried safely).

use chrono::Utc;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveEnum as _, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::json;

use crate::entities::orphan_capture::{self, RefundStatus};
use crate::entities::user;
use crate::services::{audit, refunds};
use crate::{AppError, Context};

pub const NO_SUCH_CAPTURE: &str = "No such captured payment";
pub const NOTHING_TO_REFUND: &str = "This payment was refunded already, or its refund is under way.";

/// Keeps a captured payment nothing claims; true when it is new (a replay, or `order.paid` after
/// `payment.captured`, finds it kept).
pub async fn keep(
    ctx: &Context,
    payment_id: &str,
    order_id: Option<&str>,
    amount_paise: i64,
    currency: &str,
    reason: &str,
) -> Result<bool, AppError> {
    let now = Utc::now();
    let res = orphan_capture::Entity::insert(orphan_capture::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        payment_id: Set(payment_id.chars().take(128).collect()),
        order_id: Set(order_id.map(|o| o.chars().take(128).collect())),
        amount_paise: Set(amount_paise),
        currency: Set(currency.chars().take(8).collect()),
        payment_mode: Set(ctx.gateway().mode()),
        reason: Set(reason.chars().take(255).collect()),
        received_at: Set(now),
        refund_status: Set(None),
        refund_id: Set(None),
        refunded_by: Set(None),
        updated_at: Set(now),
    })
    .on_conflict_do_nothing_on([orphan_capture::Column::PaymentId])
    .exec_without_returning(ctx.writer())
    .await?;
    let kept = matches!(res, sea_orm::TryInsertResult::Inserted(1));
    if kept {
        tracing::warn!(payment = payment_id, order = ?order_id, amount_paise, "a captured payment nothing claims: kept to refund ({reason})");
    }
    Ok(kept)
}

/// An admin refunds a kept payment in full (or tries again a refund that failed or whose outcome is
/// unknown). Audited with the reason.
pub async fn refund(
    ctx: &Context,
    admin: &user::Model,
    id: &str,
    reason: &str,
) -> Result<orphan_capture::Model, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", crate::services::registrations::REASON_REQUIRED));
    }
    if reason.chars().count() > crate::services::registrations::MAX_REASON_CHARS {
        return Err(AppError::field(
            "reason",
            format!("Keep the reason under {} characters.", crate::services::registrations::MAX_REASON_CHARS),
        ));
    }
    let capture = orphan_capture::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_CAPTURE.into()))?;
    if capture.payment_mode.refunds_by_hand() {
        return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // Only one admin's click asks: `pending` while the gateway is asked.
    let from = capture.refund_status;
    let mut claim = orphan_capture::Entity::update_many()
        .col_expr(orphan_capture::Column::RefundStatus, Expr::value(RefundStatus::Pending.to_value()))
        .col_expr(orphan_capture::Column::RefundedBy, Expr::value(admin.id.clone()))
        .col_expr(orphan_capture::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(orphan_capture::Column::Id.eq(id));
    claim = match from {
        None => claim.filter(orphan_capture::Column::RefundStatus.is_null()),
        Some(s @ (RefundStatus::Failed | RefundStatus::Unknown)) => {
            claim.filter(orphan_capture::Column::RefundStatus.eq(s.to_value()))
        }
        Some(_) => return Err(AppError::Conflict(NOTHING_TO_REFUND.into())),
    };
    if claim.exec(&txn).await?.rows_affected != 1 {
        return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
    }
    audit::record(
        &txn,
        admin,
        "payment.orphan.refund",
        id,
        json!({"paymentId": capture.payment_id, "amountPaise": capture.amount_paise, "was": from, "reason": reason}),
    )
    .await?;
    txn.commit().await?;
    let result = refunds::refund_payment(
        ctx,
        capture.payment_mode,
        &capture.payment_id,
        capture.amount_paise,
        capture.amount_paise,
        &capture.id,
    )
    .await;
    let mut update = orphan_capture::Entity::update_many()
        .col_expr(orphan_capture::Column::RefundStatus, Expr::value(result.status.to_value()))
        .col_expr(orphan_capture::Column::UpdatedAt, Expr::value(Utc::now()));
    if let Some(refund_id) = result.refund_id {
        update = update.col_expr(orphan_capture::Column::RefundId, Expr::value(refund_id));
    }
    update
        .filter(orphan_capture::Column::Id.eq(id))
        .filter(orphan_capture::Column::RefundStatus.eq(RefundStatus::Pending.to_value()))
        .exec(ctx.writer())
        .await?;
    orphan_capture::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_CAPTURE.into()))
}

/// Records what a refund webhook says of a kept payment's refund; true when it changed something.
pub async fn record_refund(
    ctx: &Context,
    payment_id: &str,
    refund_id: &str,
    processed: bool,
) -> Result<bool, AppError> {
    let (to, from) = crate::services::refunds::webhook_transition(processed);
    let res = orphan_capture::Entity::update_many()
        .col_expr(orphan_capture::Column::RefundStatus, Expr::value(to.to_value()))
        .col_expr(orphan_capture::Column::RefundId, Expr::value(refund_id))
        .col_expr(orphan_capture::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(orphan_capture::Column::PaymentId.eq(payment_id))
        .filter(orphan_capture::Column::RefundStatus.is_in(from.iter().map(|s| s.to_value())))
        .exec(ctx.writer())
        .await?;
    Ok(res.rows_affected > 0)
}
