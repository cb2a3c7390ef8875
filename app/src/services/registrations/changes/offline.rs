//! The organisers' side of a change paid or refunded outside the gateway.

use super::*;

/// An organiser records that the difference of a change made on a fest without online payment was paid to
/// them (audited): the change takes effect now and the people it adds get their passes. A change the
/// registration has moved on from (cancelled, changed again) is set aside instead, and nothing is recorded.
pub async fn mark_change_received(
    ctx: &Context,
    admin: &user::Model,
    change_id: &str,
) -> Result<(super::RegistrationRecord, registration_change::Model), AppError> {
    let not_found = || AppError::NotFound("Change not found".into());
    let registration_id = registration_change::Entity::find_by_id(change_id)
        .select_only()
        .column(registration_change::Column::RegistrationId)
        .into_tuple::<String>()
        .one(ctx.db())
        .await?
        .ok_or_else(not_found)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // The registration's row first, as everywhere.
    let reg = registration::Entity::find_by_id(&registration_id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    let change =
        registration_change::Entity::find_by_id(change_id).lock_exclusive().one(&txn).await?.ok_or_else(not_found)?;
    if change.status != ChangeStatus::AwaitingPayment || change.payment_mode != PaymentsMode::Offline {
        return Err(AppError::Conflict(NOT_AWAITING_OFFLINE.into()));
    }
    if reg.status != Status::Paid || reg.payload != change.before_payload {
        payment_orders::expire(&txn, Payable::Change, &change.id).await?;
        registration_change::Entity::update_many()
            .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Expired))
            .filter(registration_change::Column::Id.eq(&change.id))
            .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
            .exec(&txn)
            .await?;
        txn.commit().await?;
        return Err(AppError::Conflict(CHANGE_OUTDATED.into()));
    }
    let before = open_form(ctx, &reg)?;
    let after: Registration = serde_json::from_value(open_payload(ctx, &change.after_payload, super::Aadhaar::Full)?)
        .map_err(AppError::other)?;
    // Someone it puts on may have joined another team of the event meanwhile: nothing is recorded then.
    super::people::ensure_free(ctx, &txn, find_event(&reg.event_id)?, (&reg.user_id, Some(&reg.id)), &after).await?;
    let now = Utc::now();
    let res = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Applied))
        .col_expr(registration_change::Column::AppliedAt, Expr::value(now))
        .filter(registration_change::Column::Id.eq(&change.id))
        .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        .exec(&txn)
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Conflict(CHANGE_MOVED_ON.into()));
    }
    payment_orders::received(&txn, Payable::Change, &change.id, change.difference_paise, "INR").await?;
    let issued = apply(ctx, &txn, &reg, &before, &after, reg.amount_paise + change.difference_paise).await?;
    crate::services::receipts::for_change(ctx, &txn, &change, &reg.user_id, crate::services::receipts::OFFLINE).await?;
    audit::record(
        &txn,
        admin,
        "registration.change.received",
        &reg.id,
        json!({"change": change.id, "event": reg.event_id, "differencePaise": change.difference_paise}),
    )
    .await?;
    let told = queue_change_email(ctx, &txn, &reg.id, &change.id).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, told.into_iter().collect());
    if issued {
        passes::spawn_pass_emails(ctx, &reg.id);
    }
    let change = registration_change::Entity::find_by_id(change_id).one(ctx.db()).await?.ok_or_else(not_found)?;
    let updated = registration::Entity::find_by_id(&reg.id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    let owner = user::Entity::find_by_id(&updated.user_id).one(ctx.db()).await?;
    Ok((super::record(ctx, &updated, owner.as_ref(), super::Aadhaar::Masked).await?, change))
}

/// An admin records that a refund due after a change was paid back (audited).
pub async fn mark_change_refunded(
    ctx: &Context,
    admin: &user::Model,
    change_id: &str,
    reason: &str,
) -> Result<registration_change::Model, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", super::REASON_REQUIRED));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let refund = crate::services::refunds::of(&txn, crate::services::refunds::Payable::Change, change_id).await?;
    if !crate::services::refunds::mark_paid_back(ctx, &txn, crate::services::refunds::Payable::Change, change_id)
        .await?
    {
        return Err(AppError::Conflict(super::NOTHING_TO_REFUND.into()));
    }
    let change = registration_change::Entity::find_by_id(change_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Change not found".into()))?;
    audit::record(
        &txn,
        admin,
        "registration.change.refunded",
        &change.registration_id,
        json!({"change": change.id, "refundPaise": refund.map(|r| r.amount_paise), "reason": reason}),
    )
    .await?;
    txn.commit().await?;
    Ok(change)
}
