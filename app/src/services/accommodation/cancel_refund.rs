//! Cancelling a booking (by its team, with its registration, or by an admin) and its refund (one row of
//! `payment_refund`, through `services::refunds` like every refund).

use super::*;
use crate::services::refunds::{self, Payable};

/// What a cancellation refunds: the amount paid less `fee`, and how.
async fn refund_terms(
    db: &impl ConnectionTrait,
    b: &booking::Model,
    fee: u64,
) -> Result<(Option<i64>, Option<RefundStatus>), AppError> {
    if b.status != Status::Paid && b.status != Status::Flagged {
        return Ok((None, None));
    }
    let paid = paid_for(db, b).await?;
    let amount = paid.saturating_sub(i64::try_from(fee).unwrap_or(i64::MAX)).max(0);
    let how = (amount > 0).then(|| refunds::starts_as(b.payment_mode));
    Ok((Some(amount), how))
}

/// Cancels a booking in `from`, recording its refund, gives its beds and guests back and queues its owner's
/// e-mail in the same transaction (into `told`, to deliver once it commits).
async fn cancel_in(
    ctx: &Context,
    txn: &DatabaseTransaction,
    b: &booking::Model,
    to: Status,
    refund: (Option<i64>, Option<RefundStatus>),
    told: &mut Vec<mail_queue::Queued>,
) -> Result<bool, AppError> {
    let change = booking::ActiveModel { status: Set(to), cancelled_at: Set(Some(Utc::now())), ..Default::default() };
    let done = guarded(txn, &b.id, b.status, change).await?;
    if done {
        release_guests(txn, &b.id).await?;
        // An order still waiting for its money (paid in person) waits no more.
        payment_orders::expire(txn, Payable::Booking, &b.id).await?;
        if let (Some(amount), Some(_)) = refund {
            let order = payment_orders::of(txn, Payable::Booking, &b.id).await?;
            refunds::open(
                txn,
                refunds::NewRefund {
                    payable: Payable::Booking,
                    id: &b.id,
                    mode: b.payment_mode,
                    payment_id: payment_order::paid_by(order.as_ref()),
                    paid: payment_order::amount_or(order.as_ref(), b.amount_paise),
                    amount,
                    requested_by: None,
                },
            )
            .await?;
        }
        told.extend(queue_cancellation(ctx, txn, &b.id).await?);
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
        status if status.shared().owner_may_cancel() => {}
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
    let terms = refund_terms(&txn, &b, ctx.config().cancellation_fee_paise).await?;
    let mut told = Vec::new();
    if !cancel_in(ctx, &txn, &b, Status::Cancelled, terms, &mut told).await? {
        return Err(AppError::Conflict(registrations::CHANGE_MOVED_ON.into()));
    }
    audit::record(&txn, owner, "accommodation.cancel", &b.id, json!({"refundPaise": terms.0})).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, told);
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
/// whose payment the organisers are checking stops the owner's cancellation. Owners are told in the same
/// transaction. Returns what [`finish_cancelled`] needs after commit.
pub(crate) async fn cancel_with_registration(
    ctx: &Context,
    txn: &DatabaseTransaction,
    registration_id: &str,
    by_admin: bool,
) -> Result<StaysCancelled, AppError> {
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
    let mut done = StaysCancelled::default();
    for b in live {
        match b.status {
            Status::Pending => {
                expire_in(txn, &b.id).await?;
            }
            Status::Flagged if !by_admin => return Err(AppError::Conflict(STAY_BEING_CHECKED.into())),
            status => {
                let terms = refund_terms(txn, &b, fee).await?;
                let to = if status == Status::Flagged { Status::Refunded } else { Status::Cancelled };
                if !cancel_in(ctx, txn, &b, to, terms, &mut done.told).await? {
                    return Err(AppError::Conflict(registrations::CHANGE_MOVED_ON.into()));
                }
                done.refunds.push((b.id.clone(), terms.1));
            }
        }
    }
    Ok(done)
}

/// The stays a registration's cancellation cancelled: their refunds, and their owners' e-mails queued.
#[derive(Default)]
pub(crate) struct StaysCancelled {
    refunds: Vec<(String, Option<RefundStatus>)>,
    told: Vec<mail_queue::Queued>,
}

/// After the commit of a registration's cancellation: its stays' owners' e-mails delivered and their refunds
/// asked of the gateway (logged, never failing the cancellation that is done).
pub(crate) async fn finish_cancelled(ctx: &Context, cancelled: StaysCancelled) {
    mail_queue::deliver_soon(ctx, cancelled.told);
    for (id, how) in cancelled.refunds {
        if let Err(e) = finish(ctx, &id, how).await {
            tracing::error!(booking = %id, error = %e, "a stay cancelled with its registration could not be finished");
        }
    }
}

/// The reason an admin gives for acting on a booking's money (kept in the audit log), trimmed; required.
fn reason_given(reason: &str) -> Result<&str, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", "Give a reason."));
    }
    Ok(reason)
}

/// An admin cancels a paid or flagged booking and refunds it in full (or retries a refund that failed).
pub async fn refund_by_admin(
    ctx: &Context,
    actor: &user::Model,
    id: &str,
    reason: &str,
) -> Result<BookingRecord, AppError> {
    let reason = reason_given(reason)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let b = booking::Entity::find_by_id(id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    let mut told = Vec::new();
    let how = match b.status {
        Status::Paid | Status::Flagged => {
            let terms = refund_terms(&txn, &b, 0).await?;
            let to = if b.status == Status::Flagged { Status::Refunded } else { Status::Cancelled };
            if terms.0.is_none_or(|a| a == 0) || !cancel_in(ctx, &txn, &b, to, terms, &mut told).await? {
                return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
            }
            terms.1
        }
        Status::Cancelled | Status::Refunded => {
            // A refund that failed or whose outcome is unknown is tried again from `pending`:
            // `refunds::issue` reads the gateway's refunds before asking.
            if !refunds::retry(&txn, Payable::Booking, &b.id, Some(&actor.id)).await? {
                return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
            }
            // The owner is told again that the money is on its way.
            told.extend(queue_cancellation(ctx, &txn, &b.id).await?);
            Some(RefundStatus::Pending)
        }
        _ => return Err(AppError::Conflict(NOTHING_TO_REFUND.into())),
    };
    audit::record(&txn, actor, "accommodation.refund", &b.id, json!({"reason": reason})).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, told);
    finish(ctx, &b.id, how).await
}

/// After a cancellation: the refund asked of the gateway when one is due.
async fn finish(ctx: &Context, id: &str, how: Option<RefundStatus>) -> Result<BookingRecord, AppError> {
    if how == Some(RefundStatus::Pending) {
        refunds::issue(ctx, Payable::Booking, id).await?;
    }
    record_of(ctx.db(), id).await
}

/// An organiser paid back by hand a stay's refund of money taken offline (`manual` to `processed`, guarded,
/// with its credit note). Audited with the reason.
pub async fn mark_refunded(
    ctx: &Context,
    actor: &user::Model,
    id: &str,
    reason: &str,
) -> Result<BookingRecord, AppError> {
    let reason = reason_given(reason)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    booking::Entity::find_by_id(id).one(&txn).await?.ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    if !refunds::mark_paid_back(ctx, &txn, Payable::Booking, id).await? {
        return Err(AppError::Conflict(refunds::NOT_BY_HAND.into()));
    }
    audit::record(&txn, actor, "accommodation.refund.manual", id, json!({"reason": reason})).await?;
    txn.commit().await?;
    record_of(ctx.db(), id).await
}
