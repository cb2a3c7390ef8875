//! Confirming a payment once: every change of state is a conditional update naming the state it expects,
//! inside a write transaction that holds the row. Also the organisers' decisions: marking an offline
//! payment paid and resolving a flagged registration.

use chrono::Utc;
use fest_shared::catalogue::event_by_name;
use fest_shared::fees::format_rupees;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, Set};
use serde_json::json;

use super::{Aadhaar, RegistrationRecord, Status, queue_receipt, record, send_receipt_soon, slot};
use crate::entities::{payment_order, registration, user, webhook_event};
use crate::services::payment_orders::Verdict;
use crate::services::refunds::Payable;
use crate::services::{passes, payment_orders};
use crate::{AppError, Context};

/// What a confirmation did.
#[derive(Debug)]
pub enum Confirmation {
    /// The registration became paid now.
    Paid(registration::Model),
    /// It was paid already (a retry, a replayed webhook).
    AlreadyPaid(registration::Model),
    /// Flagged for the organisers instead of confirmed.
    Flagged(registration::Model),
    /// This webhook delivery had been processed before.
    Duplicate,
}

/// The reason given when a second registration of a user for the same event is paid.
pub const DOUBLE_PAYMENT: &str = "A second payment for an event this user is already registered for: refund it";
/// The reason given when an order paid after its time finds its place given to another team.
pub const PLACE_GONE: &str = "Paid after its order expired, when the event had no place left for it: refund it";
/// The reason given when an order paid after its time has someone on it who joined another team meanwhile.
pub const PERSON_TAKEN: &str =
    "Paid after its order expired, when someone on it had joined another team of the event: refund it";

/// Confirms a registration's payment. `observed` is the amount and currency the gateway reports (webhooks,
/// reconciliation); a difference from the order flags the registration instead. `dedupe` records a webhook
/// delivery in the same transaction, so a replay changes nothing.
///
/// A payment for any order the user made for the event confirms the registration it belongs to, as long as
/// no other registration of the user for that event is paid: an unpaid newer attempt holding the slot is
/// voided. Only a second paid registration for the same slot is flagged (a double payment, to refund). A
/// flagged registration stays flagged whatever arrives later; only an admin resolves it.
pub async fn confirm(
    ctx: &Context,
    registration_id: &str,
    payment_id: &str,
    observed: Option<(i64, &str)>,
    dedupe: Option<(&str, &str)>,
) -> Result<Confirmation, AppError> {
    // A conditional update that finds the row changed under it (impossible while the row is locked, kept
    // as a guard) starts the decision again from the row as it now is.
    for _ in 0..3 {
        let txn = crate::db::begin_write(ctx.writer()).await?;
        if let Some((event_id, kind)) = dedupe {
            if !record_webhook(&txn, event_id, kind).await? {
                return Ok(Confirmation::Duplicate);
            }
        }
        let Some(reg) = lock(&txn, registration_id).await? else {
            return Err(AppError::NotFound("Registration not found".into()));
        };
        match decide(ctx, &txn, &reg, payment_id, observed).await? {
            Some(outcome) => {
                let issued = super::follow(ctx, &txn, registration_id).await?;
                let receipt = match &outcome {
                    Confirmation::Paid(model) => queue_receipt(ctx, &txn, model).await?,
                    _ => None,
                };
                txn.commit().await?;
                send_receipt_soon(ctx, receipt);
                if issued {
                    passes::spawn_pass_emails(ctx, registration_id);
                }
                return Ok(outcome);
            }
            None => txn.rollback().await?,
        }
    }
    Err(AppError::Other(format!("registration {registration_id} kept changing during its confirmation").into()))
}

/// Reads a registration inside a write transaction, holding its row until the transaction ends.
async fn lock(txn: &DatabaseTransaction, id: &str) -> Result<Option<registration::Model>, AppError> {
    use sea_orm::QuerySelect;
    Ok(registration::Entity::find_by_id(id).lock_exclusive().one(txn).await?)
}

/// The live registration holding a slot, its row held.
async fn slot_holder(txn: &DatabaseTransaction, slot: &str) -> Result<Option<registration::Model>, AppError> {
    use sea_orm::QuerySelect;
    Ok(registration::Entity::find().filter(registration::Column::ActiveSlot.eq(slot)).lock_exclusive().one(txn).await?)
}

/// One guarded change of state: applies `change` to the registration only if it is still in `from`.
/// False when it was not (the caller decides again).
async fn transition(
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    from: Status,
    mut change: registration::ActiveModel,
) -> Result<bool, AppError> {
    change.updated_at = Set(Utc::now());
    let res = registration::Entity::update_many()
        .set(change)
        .filter(registration::Column::Id.eq(&reg.id))
        .filter(registration::Column::Status.eq(from.as_str()))
        .exec(txn)
        .await?;
    Ok(res.rows_affected == 1)
}

/// [`transition`] for a payment applied to an order waiting for it: the payment is recorded on the
/// registration's order in the same transaction, as paying it or flagged as the registration is.
async fn settle(
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    from: Status,
    change: registration::ActiveModel,
    payment_id: &str,
    verdict: Verdict<'_>,
) -> Result<bool, AppError> {
    if !transition(txn, reg, from, change).await? {
        return Ok(false);
    }
    payment_orders::record_payment(txn, Payable::Registration, &reg.id, payment_id, verdict).await?;
    Ok(true)
}

fn flagged(reason: &str) -> registration::ActiveModel {
    registration::ActiveModel {
        status: Set(Status::Flagged),
        flag_reason: Set(Some(reason.chars().take(255).collect())),
        paid_at: Set(None),
        ..Default::default()
    }
}

/// What a payment does to a registration in its current state; `None` when a guarded update missed.
async fn decide(
    ctx: &Context,
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    payment_id: &str,
    observed: Option<(i64, &str)>,
) -> Result<Option<Confirmation>, AppError> {
    let status = reg.status;
    // What the registration's own order was for (a roster change since may have changed what it costs), and
    // the payment that paid it, if one did.
    let order = payment_orders::of(txn, Payable::Registration, &reg.id).await?;
    let ordered = payment_order::amount_or(order.as_ref(), reg.amount_paise);
    let paid_by = order.and_then(|o| o.payment_id);
    let mismatch = observed.and_then(|(amount, currency)| {
        (amount != ordered || !currency.eq_ignore_ascii_case(&reg.currency)).then(|| {
            format!(
                "Paid {} {currency} but the order was for {} {}",
                format_rupees(u64::try_from(amount).unwrap_or(0)),
                format_rupees(u64::try_from(ordered).unwrap_or(0)),
                reg.currency
            )
        })
    });
    match status {
        Status::Paid => {
            // The browser's signature may confirm before the gateway reports the amount: the gateway's
            // word still counts, and so does a second payment of the same order.
            let second = paid_by.as_deref().is_some_and(|p| p != payment_id);
            let own_payment_differs = mismatch.is_some();
            let reason = mismatch.or_else(|| {
                second.then(|| format!("A second payment ({payment_id}) for an order already paid: refund it"))
            });
            let Some(reason) = reason else { return Ok(Some(Confirmation::AlreadyPaid(reg.clone()))) };
            if !transition(txn, reg, Status::Paid, flagged(&reason)).await? {
                return Ok(None);
            }
            // The order's own payment reported for another amount flags the order too; a second payment
            // leaves the order paid by its first.
            if own_payment_differs {
                payment_orders::flag(txn, Payable::Registration, &reg.id, &reason).await?;
            }
            tracing::warn!(registration = %reg.id, "a paid registration was flagged: {reason}");
            Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged))
        }
        // Flagged stays flagged; what the gateway reports meanwhile is added for the organisers to see.
        Status::Flagged => {
            let Some(note) = mismatch else { return Ok(Some(Confirmation::Flagged(reg.clone()))) };
            let reason = match &reg.flag_reason {
                Some(earlier) if !earlier.contains(&note) => format!("{earlier}; then: {note}"),
                Some(earlier) => earlier.clone(),
                None => note,
            };
            if !transition(txn, reg, Status::Flagged, flagged(&reason)).await? {
                return Ok(None);
            }
            payment_orders::note(txn, Payable::Registration, &reg.id, &reason).await?;
            Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged))
        }
        // Refunded or cancelled: what the gateway reports now is the organisers' business.
        Status::Refunded | Status::Cancelled => Ok(Some(Confirmation::Flagged(reg.clone()))),
        Status::AwaitingPayment => {
            Err(AppError::Conflict("This registration awaits an offline payment; an organiser marks it paid.".into()))
        }
        Status::Pending | Status::Expired => {
            let mut change = registration::ActiveModel::default();
            if let Some(reason) = mismatch {
                if !settle(txn, reg, status, flagged(&reason), payment_id, Verdict::Flagged(&reason)).await? {
                    return Ok(None);
                }
                tracing::warn!(registration = %reg.id, "payment amount differs from the order: flagged");
                return Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged));
            }
            // An order past its time holds no place: paid late, it takes one only if the event still has
            // room, and is flagged to refund otherwise (never confirmed past capacity).
            let late = !holds_place(reg);
            let mut room_checked = false;
            if reg.active_slot.is_none() {
                // A payment for an attempt that expired or was replaced by a newer one: it counts, unless
                // another registration of the user for the event is already paid (or otherwise settled).
                let slot = event_by_name(&reg.event_id)
                    .map(|e| slot(&reg.user_id, e))
                    .ok_or_else(|| AppError::Other(format!("unknown event {}", reg.event_id).into()))?;
                match slot_holder(txn, &slot).await? {
                    Some(holder) if holder.status == Status::Pending => {
                        // The user's newer attempt gives its place to this one.
                        let freed = if holds_place(&holder) { places_of(&holder)? } else { 0 };
                        if late && !room_for(txn, reg, freed).await? {
                            return flag_late(txn, reg, status, payment_id, PLACE_GONE.to_owned()).await;
                        }
                        room_checked = true;
                        let voided = void(txn, &holder).await?;
                        if !voided {
                            return Ok(None);
                        }
                    }
                    Some(_) => {
                        let verdict = Verdict::Flagged(DOUBLE_PAYMENT);
                        if !settle(txn, reg, status, flagged(DOUBLE_PAYMENT), payment_id, verdict).await? {
                            return Ok(None);
                        }
                        tracing::warn!(registration = %reg.id, "a second paid registration: flagged");
                        return Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged));
                    }
                    None => {}
                }
                change.active_slot = Set(Some(slot));
            }
            if late && !room_checked && !room_for(txn, reg, 0).await? {
                return flag_late(txn, reg, status, payment_id, PLACE_GONE.to_owned()).await;
            }
            // Nor do its people: someone on it may have joined another team of the event meanwhile.
            if late {
                if let Some(why) = person_taken(ctx, txn, reg).await? {
                    return flag_late(txn, reg, status, payment_id, why).await;
                }
            }
            change.status = Set(Status::Paid);
            // `expires_at` stays: the order's deadline, against which payment health tells a late payment.
            change.paid_at = Set(Some(Utc::now()));
            if !settle(txn, reg, status, change, payment_id, Verdict::Paid).await? {
                return Ok(None);
            }
            Ok(lock(txn, &reg.id).await?.map(Confirmation::Paid))
        }
    }
}

/// Whether a registration holds its place now: paid or settled ones do, an order only within its time.
fn holds_place(reg: &registration::Model) -> bool {
    match reg.status {
        Status::Pending => reg.expires_at.is_none_or(|t| t > Utc::now()),
        Status::Expired => false,
        _ => true,
    }
}

/// The places a registration takes, in its event's unit (1 team, or its heads for athletics).
fn places_of(reg: &registration::Model) -> Result<u32, AppError> {
    let event = event_by_name(&reg.event_id)
        .ok_or_else(|| AppError::Other(format!("unknown event {}", reg.event_id).into()))?;
    Ok(if crate::services::events::counts_heads(event) { u32::try_from(reg.members).unwrap_or(u32::MAX) } else { 1 })
}

/// Whether the event has room for a registration paid after its time, counting `freed` places the user's
/// own newer attempt gives up. The event's settings row is held (after the registration's row), so two late
/// payments racing for the last place are decided one after the other.
async fn room_for(txn: &DatabaseTransaction, reg: &registration::Model, freed: u32) -> Result<bool, AppError> {
    let event = event_by_name(&reg.event_id)
        .ok_or_else(|| AppError::Other(format!("unknown event {}", reg.event_id).into()))?;
    let category = reg.category.as_deref().and_then(fest_shared::catalogue::Category::parse);
    let need = places_of(reg)?.saturating_sub(freed);
    if need == 0 {
        return Ok(true);
    }
    crate::services::events::has_room(txn, event, category, need, Some(&reg.user_id)).await
}

/// Why a registration paid after its time cannot have its people: one of them is on another live team of the
/// event now (checked after the room, in the order every path takes its locks).
async fn person_taken(
    ctx: &Context,
    txn: &DatabaseTransaction,
    reg: &registration::Model,
) -> Result<Option<String>, AppError> {
    let event = event_by_name(&reg.event_id)
        .ok_or_else(|| AppError::Other(format!("unknown event {}", reg.event_id).into()))?;
    let form = super::open_form(ctx, reg)?;
    match super::people::ensure_free(ctx, txn, event, (&reg.user_id, Some(&reg.id)), &form).await {
        Ok(()) => Ok(None),
        Err(AppError::Conflict(message)) => Ok(Some(format!("{PERSON_TAKEN}. {message}"))),
        Err(e) => Err(e),
    }
}

/// Flags a registration paid after its place or its people were given away: to refund.
async fn flag_late(
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    status: Status,
    payment_id: &str,
    reason: String,
) -> Result<Option<Confirmation>, AppError> {
    if !settle(txn, reg, status, flagged(&reason), payment_id, Verdict::Flagged(&reason)).await? {
        return Ok(None);
    }
    tracing::warn!(registration = %reg.id, "paid after its place was given away: flagged");
    Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged))
}

/// Voids an unpaid attempt that gives way to a paid one: expired, slot freed.
async fn void(txn: &DatabaseTransaction, reg: &registration::Model) -> Result<bool, AppError> {
    let change =
        registration::ActiveModel { status: Set(Status::Expired), active_slot: Set(None), ..Default::default() };
    if !transition(txn, reg, Status::Pending, change).await? {
        return Ok(false);
    }
    payment_orders::expire(txn, Payable::Registration, &reg.id).await?;
    Ok(true)
}

/// Records a webhook delivery; false when it was recorded before.
pub(crate) async fn record_webhook(txn: &DatabaseTransaction, event_id: &str, kind: &str) -> Result<bool, AppError> {
    let res = webhook_event::Entity::insert(webhook_event::ActiveModel {
        event_id: Set(event_id.to_owned()),
        kind: Set(kind.to_owned()),
        received_at: Set(Utc::now()),
    })
    .on_conflict_do_nothing()
    .exec_without_returning(txn)
    .await?;
    Ok(matches!(res, sea_orm::TryInsertResult::Inserted(1)))
}

/// Marks a registration awaiting an offline payment as paid (admins; recorded in the audit log).
pub async fn mark_paid(ctx: &Context, actor: &user::Model, id: &str) -> Result<RegistrationRecord, AppError> {
    let now = Utc::now();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let changed = registration::Entity::update_many()
        .col_expr(registration::Column::Status, Expr::value(Status::Paid.as_str()))
        .col_expr(registration::Column::PaidAt, Expr::value(now))
        .col_expr(registration::Column::UpdatedAt, Expr::value(now))
        .filter(registration::Column::Id.eq(id))
        .filter(registration::Column::Status.eq(Status::AwaitingPayment))
        .exec(&txn)
        .await?;
    let reg = registration::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    if changed.rows_affected == 0 {
        return Err(AppError::Conflict(format!(
            "Only a registration awaiting an offline payment can be marked paid (this one is {}).",
            reg.status
        )));
    }
    payment_orders::received(&txn, Payable::Registration, id, reg.amount_paise, &reg.currency).await?;
    crate::services::audit::record(
        &txn,
        actor,
        "registration.mark_paid",
        id,
        json!({"event": reg.event_id, "amountPaise": reg.amount_paise}),
    )
    .await?;
    let issued = super::follow(ctx, &txn, id).await?;
    let receipt = queue_receipt(ctx, &txn, &reg).await?;
    txn.commit().await?;
    send_receipt_soon(ctx, receipt);
    if issued {
        passes::spawn_pass_emails(ctx, id);
    }
    let owner = user::Entity::find_by_id(&reg.user_id).one(ctx.db()).await?;
    record(ctx, &reg, owner.as_ref(), Aadhaar::Masked).await
}

/// What an admin decides about a flagged registration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolution {
    /// The money is right after all: the registration counts as paid (if no other one of the same user
    /// for the event is paid).
    Accept,
    /// The money was given back outside the site: the registration no longer counts.
    Refund,
}

impl Resolution {
    pub fn parse(s: &str) -> Option<Resolution> {
        match s {
            "accept" => Some(Resolution::Accept),
            "refund" => Some(Resolution::Refund),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Resolution::Accept => "accept",
            Resolution::Refund => "refund",
        }
    }
}

/// The longest reason an admin may give.
pub const MAX_REASON_CHARS: usize = 500;
pub const REASON_REQUIRED: &str = "Give the reason for this decision.";

/// A reason an admin gave (trimmed): required, at most [`MAX_REASON_CHARS`] characters.
pub fn reason_of(reason: &str) -> Result<&str, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", REASON_REQUIRED));
    }
    if reason.chars().count() > MAX_REASON_CHARS {
        return Err(AppError::field("reason", format!("Keep the reason under {MAX_REASON_CHARS} characters.")));
    }
    Ok(reason)
}

/// Resolves a flagged registration (admins; the reason goes to the audit log). The only way out of
/// `flagged`.
pub async fn resolve_flagged(
    ctx: &Context,
    actor: &user::Model,
    id: &str,
    resolution: Resolution,
    reason: &str,
) -> Result<RegistrationRecord, AppError> {
    let reason = reason_of(reason)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let reg = lock(&txn, id).await?.ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    if reg.status != Status::Flagged {
        return Err(AppError::Conflict(format!(
            "Only a flagged registration can be resolved (this one is {}).",
            reg.status
        )));
    }
    let now = Utc::now();
    let change = match resolution {
        Resolution::Accept => {
            let mut change =
                registration::ActiveModel { status: Set(Status::Paid), paid_at: Set(Some(now)), ..Default::default() };
            if reg.active_slot.is_none() {
                let slot = event_by_name(&reg.event_id)
                    .map(|e| slot(&reg.user_id, e))
                    .ok_or_else(|| AppError::Other(format!("unknown event {}", reg.event_id).into()))?;
                match slot_holder(&txn, &slot).await? {
                    Some(holder) if holder.status == Status::Pending => {
                        let voided = void(&txn, &holder).await?;
                        if !voided {
                            return Err(AppError::Conflict(
                                "The registration changed meanwhile; reload and try again.".into(),
                            ));
                        }
                    }
                    Some(holder) => {
                        return Err(AppError::Conflict(format!(
                            "This user's registration {} for the event counts already ({}): refund this one instead.",
                            holder.id, holder.status
                        )));
                    }
                    None => {}
                }
                change.active_slot = Set(Some(slot));
            }
            change
        }
        Resolution::Refund => {
            registration::ActiveModel { status: Set(Status::Refunded), active_slot: Set(None), ..Default::default() }
        }
    };
    if !transition(&txn, &reg, Status::Flagged, change).await? {
        return Err(AppError::Conflict("The registration changed meanwhile; reload and try again.".into()));
    }
    // Its order follows: accepted, it is paid; refunded by the organisers, refunded.
    match resolution {
        Resolution::Accept => payment_orders::accept(&txn, Payable::Registration, id).await?,
        Resolution::Refund => payment_orders::refunded_by_organisers(&txn, Payable::Registration, id).await?,
    };
    // Recorded as refunded, it no longer counts: the stays booked for its people go with it, refunded in full.
    let stays = match resolution {
        Resolution::Refund => ctx.reactions().registration_cancelled(ctx, &txn, id, true).await?,
        Resolution::Accept => crate::reactions::AfterCommit::nothing(),
    };
    crate::services::audit::record(
        &txn,
        actor,
        &format!("registration.resolve.{}", resolution.as_str()),
        id,
        json!({"event": reg.event_id, "amountPaise": reg.amount_paise, "flagReason": reg.flag_reason, "reason": reason}),
    )
    .await?;
    let updated = lock(&txn, id).await?.ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    let issued = super::follow(ctx, &txn, id).await?;
    let receipt = match resolution {
        Resolution::Accept => queue_receipt(ctx, &txn, &updated).await?,
        Resolution::Refund => None,
    };
    txn.commit().await?;
    stays.run(ctx).await;
    send_receipt_soon(ctx, receipt);
    if resolution == Resolution::Refund {
        ctx.reactions().place_freed(ctx, &updated.event_id).await;
    }
    if issued {
        passes::spawn_pass_emails(ctx, id);
    }
    let owner = user::Entity::find_by_id(&updated.user_id).one(ctx.db()).await?;
    record(ctx, &updated, owner.as_ref(), Aadhaar::Masked).await
}
