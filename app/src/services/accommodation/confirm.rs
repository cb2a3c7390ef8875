//! Confirming a booking's payment (the browser's verify, the webhook and reconciliation), late payments, and
//! an offline payment marked by the organisers.

use super::*;

/// What a payment did to a booking.
#[derive(Debug)]
pub enum BookingConfirmation {
    Paid(booking::Model),
    AlreadyPaid(booking::Model),
    Flagged(booking::Model),
    /// This webhook delivery had been processed before.
    Duplicate,
}

fn flag(reason: &str) -> booking::ActiveModel {
    booking::ActiveModel {
        status: Set(Status::Flagged),
        flag_reason: Set(Some(reason.chars().take(255).collect())),
        ..Default::default()
    }
}

/// Whether an expired booking's beds and guests are still free, inside a transaction holding the settings
/// row.
async fn fits_again(txn: &DatabaseTransaction, b: &booking::Model, now: DateTime<Utc>) -> Result<bool, AppError> {
    let r = hold_rules(txn).await?;
    let guests = guest::Entity::find().filter(guest::Column::BookingId.eq(&b.id)).all(txn).await?;
    let passes: Vec<String> = guests.iter().map(|g| g.pass_id.clone()).collect();
    let taken_by_others =
        guest::Entity::find().filter(guest::Column::LivePass.is_in(passes)).filter(guest::Column::BookingId.ne(&b.id));
    if taken_by_others.one(txn).await?.is_some() {
        return Ok(false);
    }
    let block = Block::parse(&b.block).unwrap_or(Block::Men);
    let taken = beds_taken(txn, now).await?;
    let need = u32::try_from(b.guest_count).unwrap_or(u32::MAX);
    Ok(stay_of(b).nights().all(|night| {
        let used = taken.get(&(night, block)).copied().unwrap_or(0);
        r.beds.of(block).saturating_sub(used) >= need
    }))
}

/// Confirms a booking's payment once. `observed` is what the gateway reports (webhooks, reconciliation): a
/// different amount flags the booking; `dedupe` records a webhook delivery in the same transaction. A payment
/// for an expired order confirms it if its beds and guests are still free, and flags it (to refund)
/// otherwise.
pub async fn confirm(
    ctx: &Context,
    id: &str,
    payment_id: &str,
    observed: Option<(i64, &str)>,
    dedupe: Option<(&str, &str)>,
) -> Result<BookingConfirmation, AppError> {
    let now = Utc::now();
    let registration_id = booking::Entity::find_by_id(id)
        .select_only()
        .column(booking::Column::RegistrationId)
        .into_tuple::<String>()
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    if let Some((event_id, kind)) = dedupe {
        if !registrations::record_webhook(&txn, event_id, kind).await? {
            return Ok(BookingConfirmation::Duplicate);
        }
    }
    // The registration's row first, as everywhere: its people's passes must still be live.
    let registration_live = registration::Entity::find_by_id(&registration_id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .is_some_and(|r| r.status == Status::Paid);
    let b = booking::Entity::find_by_id(id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    // What the booking's order was for, and the payment that paid it, if one did.
    let order = payment_orders::of(&txn, Payable::Booking, &b.id).await?;
    let ordered = payment_order::amount_or(order.as_ref(), b.amount_paise);
    let paid_by = order.and_then(|o| o.payment_id);
    let mismatch = observed.and_then(|(amount, currency)| {
        (amount != ordered || !currency.eq_ignore_ascii_case(&b.currency)).then(|| {
            format!(
                "Paid {} {currency} but the order was for {} {}",
                format_rupees(u64::try_from(amount).unwrap_or(0)),
                format_rupees(u64::try_from(ordered).unwrap_or(0)),
                b.currency
            )
        })
    });
    let outcome = match b.status {
        Status::Paid => {
            let second = paid_by.as_deref().is_some_and(|p| p != payment_id);
            let own_payment_differs = mismatch.is_some();
            let reason = mismatch.or_else(|| {
                second.then(|| format!("A second payment ({payment_id}) for a booking already paid: refund it"))
            });
            match reason {
                None => BookingConfirmation::AlreadyPaid(b.clone()),
                Some(reason) => {
                    if guarded(&txn, &b.id, Status::Paid, flag(&reason)).await? && own_payment_differs {
                        // Its own payment reported for another amount: the order is flagged too (a second
                        // payment leaves it paid by its first).
                        payment_orders::flag(&txn, Payable::Booking, &b.id, &reason).await?;
                    }
                    tracing::warn!(booking = %b.id, "a paid booking was flagged: {reason}");
                    BookingConfirmation::Flagged(b.clone())
                }
            }
        }
        Status::Flagged | Status::Cancelled | Status::Refunded => BookingConfirmation::Flagged(b.clone()),
        Status::AwaitingPayment => return Err(AppError::Conflict(AWAITS_OFFLINE.into())),
        Status::Pending | Status::Expired => {
            let reason = match mismatch {
                Some(reason) => Some(reason),
                None if !registration_live => Some(REGISTRATION_GONE.to_owned()),
                None if b.status == Status::Expired && !fits_again(&txn, &b, now).await? => Some(BEDS_GONE.to_owned()),
                None => None,
            };
            if let Some(reason) = reason {
                if guarded(&txn, &b.id, b.status, flag(&reason)).await? {
                    let verdict = payment_orders::Verdict::Flagged(&reason);
                    payment_orders::record_payment(&txn, Payable::Booking, &b.id, payment_id, verdict).await?;
                }
                tracing::warn!(booking = %b.id, "a booking's payment was flagged: {reason}");
                BookingConfirmation::Flagged(b.clone())
            } else {
                let change = booking::ActiveModel {
                    status: Set(Status::Paid),
                    paid_at: Set(Some(now)),
                    expires_at: Set(None),
                    ..Default::default()
                };
                if !guarded(&txn, &b.id, b.status, change).await? {
                    return Err(AppError::Conflict("The booking changed meanwhile; try again.".into()));
                }
                let verdict = payment_orders::Verdict::Paid;
                payment_orders::record_payment(&txn, Payable::Booking, &b.id, payment_id, verdict).await?;
                // An expired booking's guests are its own again.
                guest::Entity::update_many()
                    .col_expr(guest::Column::LivePass, Expr::col(guest::Column::PassId))
                    .filter(guest::Column::BookingId.eq(&b.id))
                    .exec(&txn)
                    .await?;
                BookingConfirmation::Paid(b.clone())
            }
        }
    };
    let fresh = booking::Entity::find_by_id(id).one(&txn).await?.unwrap_or(b);
    if matches!(outcome, BookingConfirmation::Paid(_)) {
        crate::services::receipts::for_booking(ctx, &txn, id).await?;
    }
    let receipt = match &outcome {
        BookingConfirmation::Paid(_) => queue_receipt(ctx, &txn, &fresh.id).await?,
        _ => None,
    };
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, receipt.into_iter().collect());
    Ok(match outcome {
        BookingConfirmation::Paid(_) => BookingConfirmation::Paid(fresh),
        BookingConfirmation::AlreadyPaid(_) => BookingConfirmation::AlreadyPaid(fresh),
        BookingConfirmation::Flagged(_) => BookingConfirmation::Flagged(fresh),
        BookingConfirmation::Duplicate => BookingConfirmation::Duplicate,
    })
}

/// The browser's report of a booking's payment: its signature checked, then the stored booking confirmed.
pub async fn verify_payment(
    ctx: &Context,
    owner: &user::Model,
    order_id: &str,
    payment_id: &str,
    signature: &str,
) -> Result<BookingRecord, AppError> {
    let b = match for_order(ctx, order_id).await? {
        Some(b) if b.user_id == owner.id => b,
        _ => return Err(AppError::BadRequest(registrations::VERIFY_FAILED.into())),
    };
    if payment_id.trim().is_empty() || !ctx.gateway().payment_signature_is_valid(order_id, payment_id, signature) {
        tracing::warn!(booking = %b.id, "payment signature mismatch");
        return Err(AppError::BadRequest(registrations::VERIFY_FAILED.into()));
    }
    match confirm(ctx, &b.id, payment_id, None, None).await? {
        BookingConfirmation::Paid(_) | BookingConfirmation::AlreadyPaid(_) | BookingConfirmation::Duplicate => {
            record_of(ctx.db(), &b.id).await
        }
        BookingConfirmation::Flagged(_) => Err(AppError::Conflict(
            "Your payment was received but needs a check by the organisers; they will contact you.".into(),
        )),
    }
}

/// An organiser marks a booking's offline payment received (audited).
pub async fn mark_paid(ctx: &Context, actor: &user::Model, id: &str) -> Result<BookingRecord, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let change =
        booking::ActiveModel { status: Set(Status::Paid), paid_at: Set(Some(Utc::now())), ..Default::default() };
    if !guarded(&txn, id, Status::AwaitingPayment, change).await? {
        return Err(AppError::Conflict(NOT_AWAITING.into()));
    }
    let b = booking::Entity::find_by_id(id).one(&txn).await?.ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    crate::services::payment_orders::received(&txn, Payable::Booking, id, b.amount_paise, &b.currency).await?;
    audit::record(&txn, actor, "accommodation.mark_paid", id, json!({})).await?;
    crate::services::receipts::for_booking(ctx, &txn, id).await?;
    let receipt = queue_receipt(ctx, &txn, id).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, receipt.into_iter().collect());
    record_of(ctx.db(), id).await
}
