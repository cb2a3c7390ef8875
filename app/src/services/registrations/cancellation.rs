//! Cancelling a registration and refunding its money. The owner cancels before the event's cancellation
//! deadline; an admin may refund any paid registration (or retry a refund that failed). A cancellation is
//! a guarded change of state (`paid` or `awaiting_payment` to `cancelled`) in one transaction with the
//! revocation of its passes; the place is free at once. The refund goes through the gateway that took the
//! money (Razorpay's refund API; the sandbox refunds at once; offline payments are paid back by hand), and
//! its own state moves only by updates that name the state they expect, so a webhook and the answer of the
//! refund call racing record it once.

use chrono::Utc;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QuerySelect};
use serde_json::json;

use fest_shared::catalogue::EventInfo;

use super::{Status, find_event, slot};
use crate::emails::pick;
use crate::entities::registration::{self, RefundStatus};
use crate::entities::{payment_order, user};
use crate::reactions::AfterCommit;
use crate::services::refunds::{self, Payable};
use crate::services::{audit, events, payment_orders};
use crate::{AppError, Context};

pub const NO_REGISTRATION: &str = "You have no registration for this event.";
pub const NOT_PAID_YET: &str = "This registration is not paid yet: leave it and the order expires by itself.";
pub const BEING_CHECKED: &str = "The organisers are checking this registration's payment: contact them to cancel it.";
pub const CANCELLED: &str = "Your registration is cancelled.";
pub const NOTHING_TO_REFUND: &str = "There is nothing to refund for this registration.";

fn deadline_passed(title: &str) -> String {
    format!("The cancellation deadline for {title} has passed.")
}

/// What a cancellation refunds: `amount` less `fee`, and how (none when nothing was paid or nothing is left).
fn refund_terms(reg: &registration::Model, fee: u64) -> (Option<i64>, Option<RefundStatus>) {
    if reg.status != Status::Paid {
        return (None, None);
    }
    let amount = reg.amount_paise.saturating_sub(i64::try_from(fee).unwrap_or(i64::MAX)).max(0);
    let how = (amount > 0).then(|| refunds::starts_as(reg.payment_mode));
    (Some(amount), how)
}

/// The part of a refund the gateway can pay back on the registration's own payment: at most what that
/// payment was. The rest was paid as the differences of roster changes, each its own payment: it is
/// recorded as owed on those changes (payment health lists them).
async fn split_refund(
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    terms: (Option<i64>, Option<RefundStatus>),
) -> Result<(Option<i64>, Option<RefundStatus>), AppError> {
    let (Some(amount), Some(RefundStatus::Pending)) = terms else { return Ok(terms) };
    let first = super::first_payment(txn, reg).await?;
    if amount <= first {
        return Ok(terms);
    }
    super::owe_differences(txn, &reg.id, amount - first).await?;
    Ok((Some(first), Some(RefundStatus::Pending)))
}

/// Cancels `reg` (held by `txn`) if it is still in `from`, opening its refund; false when it changed
/// meanwhile.
async fn cancel_in(
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    refund: (Option<i64>, Option<RefundStatus>),
) -> Result<bool, AppError> {
    let now = Utc::now();
    let res = registration::Entity::update_many()
        .col_expr(registration::Column::Status, Expr::value(Status::Cancelled.as_str()))
        .col_expr(registration::Column::ActiveSlot, Expr::value(Option::<String>::None))
        .col_expr(registration::Column::CancelledAt, Expr::value(now))
        .col_expr(registration::Column::UpdatedAt, Expr::value(now))
        .filter(registration::Column::Id.eq(&reg.id))
        .filter(registration::Column::Status.eq(reg.status.as_str()))
        .exec(txn)
        .await?;
    if res.rows_affected != 1 {
        return Ok(false);
    }
    // An order still waiting for its money (paid in person) waits no more.
    payment_orders::expire(txn, Payable::Registration, &reg.id).await?;
    if let (Some(amount), Some(_)) = refund {
        let order = payment_orders::of(txn, Payable::Registration, &reg.id).await?;
        refunds::open(txn, refund_of(reg, order.as_ref(), Some(amount))).await?;
    }
    // A change still waiting for its difference no longer applies (nor holds its heads), nor waits its order.
    super::changes::expire_waiting(txn, &reg.id).await?;
    Ok(true)
}

/// The refund of `amount` (all of it when `None`) of a registration's own payment: what its `order` was for
/// (its price when it had none) and the payment that paid it.
fn refund_of<'a>(
    reg: &'a registration::Model,
    order: Option<&'a payment_order::Model>,
    amount: Option<i64>,
) -> refunds::NewRefund<'a> {
    let paid = payment_order::amount_or(order, reg.amount_paise);
    refunds::NewRefund {
        payable: Payable::Registration,
        id: &reg.id,
        mode: reg.payment_mode,
        payment_id: payment_order::paid_by(order),
        paid,
        amount: amount.unwrap_or(paid),
        requested_by: None,
    }
}

/// The owner's registration for an event, held by `txn` until it ends, when it is one the owner may still
/// change or cancel (paid, or awaiting an offline payment). An unpaid order or one being checked is a 409 that
/// says why; anything else is no registration (404).
pub(super) async fn owners_registration(
    txn: &DatabaseTransaction,
    owner: &user::Model,
    event: &EventInfo,
) -> Result<registration::Model, AppError> {
    let reg = registration::Entity::find()
        .filter(registration::Column::ActiveSlot.eq(slot(&owner.id, event)))
        .lock_exclusive()
        .one(txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    match reg.status {
        status if status.shared().owner_may_cancel() => Ok(reg),
        Status::Pending => Err(AppError::Conflict(NOT_PAID_YET.into())),
        Status::Flagged => Err(AppError::Conflict(BEING_CHECKED.into())),
        _ => Err(AppError::NotFound(NO_REGISTRATION.into())),
    }
}

/// The owner cancels their registration for an event (before its cancellation deadline). A paid one is
/// refunded less `FEST_CANCELLATION_FEE_PAISE`.
pub async fn cancel(ctx: &Context, owner: &user::Model, event_name: &str) -> Result<registration::Model, AppError> {
    let event = find_event(event_name)?;
    let settings = events::settings(ctx.db(), event).await?;
    if settings.cancel_deadline.is_some_and(|d| Utc::now() >= d) {
        return Err(AppError::BadRequest(deadline_passed(event.title)));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let reg = owners_registration(&txn, owner, event).await?;
    let terms = split_refund(&txn, &reg, refund_terms(&reg, ctx.config().cancellation_fee_paise)).await?;
    if !cancel_in(&txn, &reg, terms).await? {
        return Err(AppError::Conflict("The registration changed meanwhile; reload and try again.".into()));
    }
    // Its people's stays go with it: no bed stays paid for a guest whose pass no longer opens the gate.
    let stays = ctx.reactions().registration_cancelled(ctx, &txn, &reg.id, false).await?;
    super::follow(ctx, &txn, &reg.id).await?;
    audit::record(
        &txn,
        owner,
        "registration.cancel",
        &reg.id,
        json!({"event": reg.event_id, "amountPaise": reg.amount_paise, "refundPaise": terms.0}),
    )
    .await?;
    // Told in the transaction that cancels it, unless the gateway is still to be asked (then in the one that
    // records its answer, see `finish`).
    let told = tell_unless_pending(ctx, &txn, &reg.id, terms.1).await?;
    txn.commit().await?;
    crate::services::mail_queue::deliver_soon(ctx, told.into_iter().collect());
    stays.run(ctx).await;
    finish(ctx, &reg.id, terms.1).await
}

/// An admin refunds a registration in full: a paid one is cancelled and refunded; a cancelled one whose
/// refund failed is tried again. Audited with the reason.
pub async fn refund_by_admin(
    ctx: &Context,
    admin: &user::Model,
    id: &str,
    reason: &str,
) -> Result<super::RegistrationRecord, AppError> {
    let reason = super::reason_of(reason)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let reg = registration::Entity::find_by_id(id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    let mut stays = AfterCommit::nothing();
    let refund = refunds::of(&txn, Payable::Registration, id).await?.map(|r| r.status);
    let order = payment_orders::of(&txn, Payable::Registration, id).await?;
    let how = match (reg.status, refund) {
        (Status::Paid, _) => {
            let terms = split_refund(&txn, &reg, refund_terms(&reg, 0)).await?;
            if !cancel_in(&txn, &reg, terms).await? {
                return Err(AppError::Conflict("The registration changed meanwhile; reload and try again.".into()));
            }
            stays = ctx.reactions().registration_cancelled(ctx, &txn, &reg.id, true).await?;
            super::follow(ctx, &txn, &reg.id).await?;
            terms.1
        }
        (Status::Flagged, None) if refundable_flag(&reg, order.as_ref()) => {
            // A payment flagged to give back whole (paid after its place was gone, or a second registration
            // paid): refunded through the gateway that took it; the registration no longer counts.
            let now = Utc::now();
            let res = registration::Entity::update_many()
                .col_expr(registration::Column::Status, Expr::value(Status::Refunded.as_str()))
                .col_expr(registration::Column::ActiveSlot, Expr::value(Option::<String>::None))
                .col_expr(registration::Column::CancelledAt, Expr::value(now))
                .col_expr(registration::Column::UpdatedAt, Expr::value(now))
                .filter(registration::Column::Id.eq(id))
                .filter(registration::Column::Status.eq(Status::Flagged.as_str()))
                .exec(&txn)
                .await?;
            if res.rows_affected != 1 {
                return Err(AppError::Conflict("The registration changed meanwhile; reload and try again.".into()));
            }
            let how = refunds::open(
                &txn,
                refunds::NewRefund { requested_by: Some(&admin.id), ..refund_of(&reg, order.as_ref(), None) },
            )
            .await?;
            super::follow(ctx, &txn, &reg.id).await?;
            how
        }
        (Status::Cancelled | Status::Refunded, Some(RefundStatus::Failed | RefundStatus::Unknown)) => {
            // Tried again from `pending`: `refunds::issue` reads the gateway's refunds before asking.
            if !refunds::retry(&txn, Payable::Registration, id, Some(&admin.id)).await? {
                return Err(AppError::Conflict("The refund changed meanwhile; reload and try again.".into()));
            }
            Some(RefundStatus::Pending)
        }
        _ => return Err(AppError::Conflict(NOTHING_TO_REFUND.into())),
    };
    audit::record(
        &txn,
        admin,
        "registration.refund",
        id,
        json!({"event": reg.event_id, "amountPaise": reg.amount_paise, "was": reg.status, "reason": reason}),
    )
    .await?;
    let told = tell_unless_pending(ctx, &txn, id, how).await?;
    txn.commit().await?;
    crate::services::mail_queue::deliver_soon(ctx, told.into_iter().collect());
    stays.run(ctx).await;
    let model = finish(ctx, id, how).await?;
    let owner = user::Entity::find_by_id(&model.user_id).one(ctx.db()).await?;
    super::record(ctx, &model, owner.as_ref(), super::Aadhaar::Masked).await
}

/// Whether a flagged registration's own payment is money to give back whole, which the site can refund: paid
/// after its place or its people were gone, or a second paid registration of the same team (its payment id is
/// its own, recorded on its `order`).
pub fn refundable_flag(reg: &registration::Model, order: Option<&payment_order::Model>) -> bool {
    reg.status == Status::Flagged
        && order.is_some_and(|o| o.payment_id.is_some())
        && reg.flag_reason.as_deref().is_some_and(|r| {
            [super::PLACE_GONE, super::PERSON_TAKEN, super::DOUBLE_PAYMENT].iter().any(|why| r.starts_with(why))
        })
}

/// Queues the cancellation e-mail in `txn` unless a refund is still to be asked of the gateway.
async fn tell_unless_pending(
    ctx: &Context,
    txn: &DatabaseTransaction,
    id: &str,
    how: Option<RefundStatus>,
) -> Result<Option<crate::services::mail_queue::Queued>, AppError> {
    if how == Some(RefundStatus::Pending) {
        return Ok(None);
    }
    queue_cancellation(ctx, txn, id).await
}

/// Asks the gateway for a cancelled registration's refund that was opened and never asked (its process
/// stopped after the cancellation committed), records the answer and tells the owner, as right after a
/// cancellation.
pub async fn finish_refund(ctx: &Context, id: &str) -> Result<(), AppError> {
    finish(ctx, id, Some(RefundStatus::Pending)).await.map(|_| ())
}

/// After a cancellation: asks the gateway for the refund when one is due and records its answer, telling
/// the owner in that transaction; frees the place for the waiting list; returns the registration as it now
/// is.
async fn finish(ctx: &Context, id: &str, how: Option<RefundStatus>) -> Result<registration::Model, AppError> {
    if how == Some(RefundStatus::Pending) {
        let answer = refunds::ask(ctx, Payable::Registration, id).await?;
        let txn = crate::db::begin_write(ctx.writer()).await?;
        if let Some(result) = answer {
            refunds::record_answer(ctx, &txn, Payable::Registration, id, result).await?;
        }
        let told = queue_cancellation(ctx, &txn, id).await?;
        txn.commit().await?;
        crate::services::mail_queue::deliver_soon(ctx, told.into_iter().collect());
    }
    let reg = registration::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    ctx.reactions().place_freed(ctx, &reg.event_id).await;
    Ok(reg)
}

/// The owner's e-mail of a registration's cancellation and its refund as `txn` sees it, in the owner's
/// language, queued in `txn`.
async fn queue_cancellation(
    ctx: &Context,
    txn: &DatabaseTransaction,
    id: &str,
) -> Result<Option<crate::services::mail_queue::Queued>, AppError> {
    let Some(reg) = registration::Entity::find_by_id(id).one(txn).await? else { return Ok(None) };
    let Some(owner) = user::Entity::find_by_id(&reg.user_id).one(txn).await? else { return Ok(None) };
    let language = crate::emails::language_of(&owner);
    let event = fest_shared::catalogue::event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let refund = refunds::of(txn, Payable::Registration, &reg.id).await?;
    let amount = |n: i64| crate::emails::rupees(language, u64::try_from(n).unwrap_or(0));
    let refund = match (refund.as_ref().map(|r| r.status), refund.as_ref().map(|r| r.amount_paise)) {
        (Some(RefundStatus::Manual), Some(n)) => pick(
            language,
            format!("The organisers will pay back {} by hand.", amount(n)),
            format!("आयोजक {} ख़ुद आपको लौटाएँगे।", amount(n)),
        ),
        (Some(RefundStatus::Failed | RefundStatus::Unknown), Some(n)) => pick(
            language,
            format!("The refund of {} could not be issued yet; the organisers will try again.", amount(n)),
            format!("{} का रिफ़ंड अभी नहीं हो सका; आयोजक फिर से कोशिश करेंगे।", amount(n)),
        ),
        (Some(_), Some(n)) => pick(
            language,
            format!("A refund of {} is on its way to the account you paid from.", amount(n)),
            format!("{} का रिफ़ंड उस अकाउंट में भेजा जा रहा है जिससे आपने पेमेंट किया था।", amount(n)),
        ),
        _ => pick(
            language,
            "Nothing was paid, so there is nothing to refund.",
            "कोई पेमेंट नहीं हुआ था, इसलिए कुछ भी लौटाना नहीं है।",
        )
        .to_owned(),
    };
    let email = crate::emails::render(
        "registration_cancelled",
        language,
        &owner.email,
        serde_json::json!({"name": owner.display_name(), "event": event, "registration_id": reg.id, "refund": refund}),
    )?;
    crate::services::mail_queue::enqueue(ctx, txn, "cancellation", email, Vec::new()).await.map(Some)
}
