//! Captured payments nothing on the site claims: a `payment.captured` for an order that matches no
//! registration, roster change or booking (deleted with its account, or never the site's), or for one whose
//! account is gone. The money is the payer's, so it is never dropped: it is kept (one row per payment), listed
//! in payment health, and refunded by an admin through the same refund path as everything else (the
//! gateway's refunds of the payment read first, an unknown outcome retried safely).

use chrono::Utc;
use sea_orm::{EntityTrait, Set};
use serde_json::json;

use crate::entities::orphan_capture;
use crate::entities::user;
use crate::services::audit;
use crate::services::refunds::{self, Payable};
use crate::{AppError, Context};

pub const NO_SUCH_CAPTURE: &str = "No such captured payment";
pub const NOTHING_TO_REFUND: &str = refunds::ALREADY_REFUNDED;

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
) -> Result<(orphan_capture::Model, Option<crate::entities::payment_refund::Model>), AppError> {
    let reason = crate::services::registrations::reason_of(reason)?;
    let capture = orphan_capture::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_CAPTURE.into()))?;
    if capture.payment_mode.refunds_by_hand() {
        return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // Only one admin's click asks: a new refund (or one that failed or whose outcome is unknown, tried again)
    // is `pending` while the gateway is asked.
    let was = refunds::of(&txn, Payable::Capture, id).await?;
    let claimed = match &was {
        None => refunds::open(
            &txn,
            refunds::NewRefund {
                payable: Payable::Capture,
                id,
                mode: capture.payment_mode,
                payment_id: Some(&capture.payment_id),
                paid: capture.amount_paise,
                amount: capture.amount_paise,
                requested_by: Some(&admin.id),
            },
        )
        .await?
        .is_some(),
        Some(_) => refunds::retry(&txn, Payable::Capture, id, Some(&admin.id)).await?,
    };
    if !claimed {
        return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
    }
    audit::record(
        &txn,
        admin,
        "payment.orphan.refund",
        id,
        json!({
            "paymentId": capture.payment_id,
            "amountPaise": capture.amount_paise,
            "was": was.map(|r| r.status),
            "reason": reason,
        }),
    )
    .await?;
    txn.commit().await?;
    let refund = refunds::issue(ctx, Payable::Capture, id).await?;
    Ok((capture, refund))
}
