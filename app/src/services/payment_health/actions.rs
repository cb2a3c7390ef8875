//! The actions on a registration's payment: asking the gateway again and marking a manual refund paid back.

use super::*;

pub(super) use crate::services::registrations::reason_of;

async fn registration_record(ctx: &Context, id: &str) -> Result<RegistrationRecord, AppError> {
    let reg = registration::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    let owner = user::Entity::find_by_id(&reg.user_id).one(ctx.db()).await?;
    registrations::record(ctx, &reg, owner.as_ref(), Aadhaar::Masked).await
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
    let ordered = crate::services::payment_orders::of(ctx.db(), Payable::Registration, &reg.id)
        .await?
        .is_some_and(|o| o.by_gateway());
    if !ordered || !matches!(reg.status, Status::Pending | Status::Flagged | Status::Expired | Status::Paid) {
        return Err(AppError::Conflict(format!(
            "There is no order to ask the gateway about for this registration (it is {}).",
            reg.status
        )));
    }
    let outcome = crate::services::reconciliation::reconcile_one(ctx, &reg).await?;
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
    let reg = registration::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    let refund = crate::services::refunds::of(&txn, Payable::Registration, id).await?;
    if !crate::services::refunds::mark_paid_back(ctx, &txn, Payable::Registration, id).await? {
        return Err(AppError::Conflict(crate::services::refunds::NOT_BY_HAND.into()));
    }
    audit::record(
        &txn,
        admin,
        "registration.refund.manual",
        id,
        json!({"event": reg.event_id, "refundPaise": refund.map(|r| r.amount_paise), "reason": reason}),
    )
    .await?;
    txn.commit().await?;
    registration_record(ctx, id).await
}
