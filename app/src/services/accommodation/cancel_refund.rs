//! Cancelling a booking (by its team, with its registration, or by an admin) and its refund.

use super::*;

/// What a cancellation refunds: the amount paid less `fee`, and how.
fn refund_terms(b: &booking::Model, fee: u64) -> (Option<i64>, Option<RefundStatus>) {
    if b.status != Status::Paid && b.status != Status::Flagged {
        return (None, None);
    }
    let paid = b.order_amount_paise.unwrap_or(b.amount_paise);
    let amount = paid.saturating_sub(i64::try_from(fee).unwrap_or(i64::MAX)).max(0);
    let how = match (amount, b.payment_mode) {
        (0, _) => None,
        (_, mode) if mode.refunds_by_hand() => Some(RefundStatus::Manual),
        _ => Some(RefundStatus::Pending),
    };
    (Some(amount), how)
}

/// Cancels a booking in `from`, recording its refund, and gives its beds and guests back.
async fn cancel_in(
    txn: &DatabaseTransaction,
    b: &booking::Model,
    to: Status,
    refund: (Option<i64>, Option<RefundStatus>),
) -> Result<bool, AppError> {
    let change = booking::ActiveModel {
        status: Set(to),
        cancelled_at: Set(Some(Utc::now())),
        refund_amount_paise: Set(refund.0),
        refund_status: Set(refund.1),
        ..Default::default()
    };
    let done = guarded(txn, &b.id, b.status, change).await?;
    if done {
        release_guests(txn, &b.id).await?;
    }
    Ok(done)
}

/// The owner cancels a booking before the cancellation deadline of its registration's event (as they would
/// cancel the registration): beds and guests given back, a paid one refunded less `cancellation_fee_paise`
/// through the gateway that took the money.
pub async fn cancel(ctx: &Context, owner: &user::Model, id: &str) -> Result<BookingRecord, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let b = booking::Entity::find_by_id(id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .filter(|b| b.user_id == owner.id)
        .ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    match b.status {
        Status::Paid | Status::AwaitingPayment => {}
        Status::Pending => return Err(AppError::Conflict(NOT_PAID_YET.into())),
        Status::Flagged => return Err(AppError::Conflict(BEING_CHECKED.into())),
        _ => return Err(AppError::NotFound(NO_BOOKING.into())),
    }
    if let Some(event) = event_by_name(&b.event_id) {
        let settings = crate::services::events::settings(&txn, event).await?;
        if settings.cancel_deadline.is_some_and(|d| Utc::now() >= d) {
            return Err(AppError::BadRequest(cancel_closed(event.title)));
        }
    }
    let terms = refund_terms(&b, ctx.config().cancellation_fee_paise);
    if !cancel_in(&txn, &b, Status::Cancelled, terms).await? {
        return Err(AppError::Conflict(registrations::CHANGE_MOVED_ON.into()));
    }
    audit::record(&txn, owner, "accommodation.cancel", &b.id, json!({"refundPaise": terms.0})).await?;
    txn.commit().await?;
    finish(ctx, &b.id, terms.1).await
}

/// A registration cancelled while the organisers check the payment of a stay booked for it.
pub const STAY_BEING_CHECKED: &str = "The organisers are checking the payment of a stay booked for this \
     registration: contact them to cancel it.";

/// A payment for a stay whose registration was cancelled meanwhile.
pub const REGISTRATION_GONE: &str = "Paid for a stay whose registration was cancelled: refund it";

/// Inside the transaction that cancels a registration (its row held first): the stays booked for its people
/// go with it, beds and guests given back, each refunded by the rules of a booking's own cancellation (the
/// owner's, less `cancellation_fee_paise`; an admin's, in full). An order still being paid expires. A booking
/// whose payment the organisers are checking stops the owner's cancellation. Returns what
/// [`finish_cancelled`] needs after commit.
pub(crate) async fn cancel_with_registration(
    ctx: &Context,
    txn: &DatabaseTransaction,
    registration_id: &str,
    by_admin: bool,
) -> Result<Vec<(String, Option<RefundStatus>)>, AppError> {
    let live = booking::Entity::find()
        .filter(booking::Column::RegistrationId.eq(registration_id))
        .filter(booking::Column::Status.is_in([
            Status::Pending.as_str(),
            Status::Paid.as_str(),
            Status::AwaitingPayment.as_str(),
            Status::Flagged.as_str(),
        ]))
        .order_by_asc(booking::Column::Id)
        .lock_exclusive()
        .all(txn)
        .await?;
    let fee = if by_admin { 0 } else { ctx.config().cancellation_fee_paise };
    let mut done = Vec::new();
    for b in live {
        match b.status {
            Status::Pending => {
                expire_in(txn, &b.id).await?;
            }
            Status::Flagged if !by_admin => return Err(AppError::Conflict(STAY_BEING_CHECKED.into())),
            status => {
                let terms = refund_terms(&b, fee);
                let to = if status == Status::Flagged { Status::Refunded } else { Status::Cancelled };
                if !cancel_in(txn, &b, to, terms).await? {
                    return Err(AppError::Conflict(registrations::CHANGE_MOVED_ON.into()));
                }
                done.push((b.id.clone(), terms.1));
            }
        }
    }
    Ok(done)
}

/// After the commit of a registration's cancellation: the refunds of its stays asked of the gateway and
/// their owners told (logged, never failing the cancellation that is done).
pub(crate) async fn finish_cancelled(ctx: &Context, cancelled: Vec<(String, Option<RefundStatus>)>) {
    for (id, how) in cancelled {
        if let Err(e) = finish(ctx, &id, how).await {
            tracing::error!(booking = %id, error = %e, "a stay cancelled with its registration could not be finished");
        }
    }
}

/// An admin cancels a paid or flagged booking and refunds it in full (or retries a refund that failed).
pub async fn refund_by_admin(
    ctx: &Context,
    actor: &user::Model,
    id: &str,
    reason: &str,
) -> Result<BookingRecord, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", "Give a reason."));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let b = booking::Entity::find_by_id(id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    let how = match b.status {
        Status::Paid | Status::Flagged => {
            let terms = refund_terms(&b, 0);
            let to = if b.status == Status::Flagged { Status::Refunded } else { Status::Cancelled };
            if terms.0.is_none_or(|a| a == 0) || !cancel_in(&txn, &b, to, terms).await? {
                return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
            }
            terms.1
        }
        Status::Cancelled | Status::Refunded
            if matches!(b.refund_status, Some(RefundStatus::Failed | RefundStatus::Unknown)) =>
        {
            // Tried again from `pending`: `issue_refund` reads the gateway's refunds before asking.
            let from = b.refund_status.unwrap_or(RefundStatus::Failed);
            let res = booking::Entity::update_many()
                .col_expr(booking::Column::RefundStatus, Expr::value(RefundStatus::Pending.to_value()))
                .filter(booking::Column::Id.eq(&b.id))
                .filter(booking::Column::RefundStatus.eq(from.to_value()))
                .exec(&txn)
                .await?;
            if res.rows_affected != 1 {
                return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
            }
            Some(RefundStatus::Pending)
        }
        _ => return Err(AppError::Conflict(NOTHING_TO_REFUND.into())),
    };
    audit::record(&txn, actor, "accommodation.refund", &b.id, json!({"reason": reason})).await?;
    txn.commit().await?;
    finish(ctx, &b.id, how).await
}

/// After a cancellation: the refund asked of the gateway when one is due, the owner told.
async fn finish(ctx: &Context, id: &str, how: Option<RefundStatus>) -> Result<BookingRecord, AppError> {
    if how == Some(RefundStatus::Pending) {
        issue_refund(ctx, id).await?;
    }
    let record = record_of(ctx.db(), id).await?;
    let (background, b) = (ctx.clone(), record.booking.clone());
    ctx.spawn_background(async move {
        if let Err(e) = send_cancellation(&background, &b).await {
            tracing::error!(booking = %b.id, error = %e, "could not send the booking's cancellation e-mail");
        }
    });
    Ok(record)
}

/// Asks the gateway to refund a booking whose refund is pending (at most its payment less what the gateway
/// refunded of it already), and records its answer: `failed` or `unknown` for an admin to retry.
pub async fn issue_refund(ctx: &Context, id: &str) -> Result<(), AppError> {
    let Some(b) = booking::Entity::find_by_id(id).one(ctx.db()).await? else { return Ok(()) };
    if b.refund_status != Some(RefundStatus::Pending) {
        return Ok(());
    }
    let amount = b.refund_amount_paise.unwrap_or(0);
    let paid = b.order_amount_paise.unwrap_or(b.amount_paise);
    let result = match b.gateway_payment_id.as_deref() {
        Some(payment) => {
            crate::services::refunds::refund_payment(ctx, b.payment_mode, payment, paid, amount, &b.id).await
        }
        None => {
            tracing::error!(booking = %b.id, "a paid booking without a payment id: the refund could not be issued");
            crate::services::refunds::RefundResult { status: RefundStatus::Failed, refund_id: None }
        }
    };
    let mut update = booking::Entity::update_many()
        .col_expr(booking::Column::RefundStatus, Expr::value(result.status.to_value()))
        .col_expr(booking::Column::UpdatedAt, Expr::value(Utc::now()));
    if let Some(refund_id) = result.refund_id {
        update = update.col_expr(booking::Column::RefundId, Expr::value(refund_id));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    update
        .filter(booking::Column::Id.eq(&b.id))
        .filter(booking::Column::RefundStatus.eq(RefundStatus::Pending.to_value()))
        .exec(&txn)
        .await?;
    crate::services::receipts::credit_booking(ctx, &txn, &b.id).await?;
    txn.commit().await?;
    Ok(())
}

/// Records what a refund webhook says of a booking's refund; true when it changed something.
pub async fn record_refund(
    ctx: &Context,
    payment_id: &str,
    refund_id: &str,
    processed: bool,
) -> Result<bool, AppError> {
    let (to, from) = crate::services::refunds::webhook_transition(processed);
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let res = booking::Entity::update_many()
        .col_expr(booking::Column::RefundStatus, Expr::value(to.to_value()))
        .col_expr(booking::Column::RefundId, Expr::value(refund_id))
        .col_expr(booking::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(booking::Column::GatewayPaymentId.eq(payment_id))
        .filter(booking::Column::Status.is_in([Status::Cancelled.as_str(), Status::Refunded.as_str()]))
        .filter(booking::Column::RefundStatus.is_in(from.iter().map(|s| s.to_value())))
        .exec(&txn)
        .await?;
    if processed && res.rows_affected > 0 {
        crate::services::receipts::credit_bookings_of_payment(ctx, &txn, payment_id).await?;
    }
    txn.commit().await?;
    Ok(res.rows_affected > 0)
}
