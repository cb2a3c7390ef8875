//! A team's side of the waiting list: joining, its place in line, leaving, and taking an offer.

use super::*;

/// Joins the event's waiting list with a registration form (validated as create-order validates it). Only a
/// full event (or one whose line is not empty) takes entries.
pub async fn join(ctx: &Context, owner: &user::Model, event_name: &str, payload: &Value) -> Result<Placed, AppError> {
    let event = find_event(event_name)?;
    let form = registrations::validate(event, payload)?;
    registrations::check_referral(ctx, &form).await?;
    if !events::is_open(ctx, event).await? {
        return Err(AppError::BadRequest(format!("Registrations for {} are closed.", event.title)));
    }
    let now = Utc::now();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let registered = registration::Entity::find()
        .filter(registration::Column::ActiveSlot.eq(slot(&owner.id, event)))
        .filter(registration::Column::Status.is_in(COUNTED))
        .one(&txn)
        .await?;
    if registered.is_some() {
        return Err(AppError::Conflict(ALREADY_REGISTERED.into()));
    }
    let members = i32::try_from(form.members).unwrap_or(i32::MAX);
    let places = need(event, members);
    if events::has_room(&txn, event, form.category, places, Some(&owner.id)).await? {
        return Err(AppError::Conflict(STILL_ROOM.into()));
    }
    let last: Option<i64> = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .select_only()
        .column_as(waitlist_entry::Column::Position.max(), "last")
        .into_tuple::<Option<i64>>()
        .one(&txn)
        .await?
        .flatten();
    let entry = waitlist_entry::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        event_id: Set(event.id.as_str().to_owned()),
        category: Set(form.category.map(|c| c.as_str().to_owned())),
        user_id: Set(owner.id.clone()),
        payload: Set(registrations::seal_payload(ctx, &form)?),
        members: Set(members),
        college_name: Set(form.college_name.clone()),
        position: Set(last.unwrap_or(0) + 1),
        status: Set(EntryStatus::Waiting),
        active_slot: Set(Some(slot(&owner.id, event))),
        offered_at: Set(None),
        offer_expires_at: Set(None),
        registration_id: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await
    .map_err(already_waiting)?;
    audit::record(&txn, owner, "waitlist.join", &entry.id, json!({"event": entry.event_id})).await?;
    // The form is kept in line now: the draft it was typed from has served its purpose.
    crate::services::drafts::forget(&txn, &owner.id, event.id.as_str()).await?;
    let placed = placed(&txn, entry).await?;
    let notice = Notice::Joined(placed.position.unwrap_or(1));
    let told = tell(ctx, &txn, event.id.event(), &placed.entry.id, notice).await?;
    txn.commit().await.map_err(already_waiting)?;
    crate::services::mail_queue::deliver_soon(ctx, told.into_iter().collect());
    Ok(placed)
}

fn already_waiting(e: sea_orm::DbErr) -> AppError {
    match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(ALREADY_WAITING.into()),
        _ => AppError::Database(e),
    }
}

/// An entry with its place in line.
pub async fn placed<C: ConnectionTrait>(db: &C, entry: waitlist_entry::Model) -> Result<Placed, AppError> {
    let position = if entry.status == EntryStatus::Waiting {
        let ahead = waitlist_entry::Entity::find()
            .filter(waitlist_entry::Column::EventId.eq(&entry.event_id))
            .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
            .filter(waitlist_entry::Column::Position.lt(entry.position))
            .count(db)
            .await?;
        Some(ahead + 1)
    } else {
        None
    };
    Ok(Placed { entry, position })
}

/// The caller's current entry for an event (waiting or offered; else the latest one).
pub async fn mine(ctx: &Context, owner: &user::Model, event_name: &str) -> Result<Placed, AppError> {
    let event = find_event(event_name)?;
    let entry = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::UserId.eq(&owner.id))
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .order_by_desc(waitlist_entry::Column::CreatedAt)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NOT_WAITING.into()))?;
    placed(ctx.db(), entry).await
}

/// Every entry of the caller, newest first.
pub async fn all_mine(ctx: &Context, owner: &user::Model) -> Result<Vec<Placed>, AppError> {
    let entries = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::UserId.eq(&owner.id))
        .order_by_desc(waitlist_entry::Column::CreatedAt)
        .all(ctx.db())
        .await?;
    let mut out = Vec::with_capacity(entries.len());
    for entry in entries {
        out.push(placed(ctx.db(), entry).await?);
    }
    Ok(out)
}

/// Ends an entry that is in `from`: a guarded update that also frees its slot.
pub(super) async fn end<C: ConnectionTrait>(
    db: &C,
    id: &str,
    from: EntryStatus,
    to: EntryStatus,
    registration_id: Option<&str>,
) -> Result<bool, AppError> {
    let mut update = waitlist_entry::Entity::update_many()
        .col_expr(waitlist_entry::Column::Status, Expr::value(to))
        .col_expr(waitlist_entry::Column::ActiveSlot, Expr::value(Option::<String>::None))
        .col_expr(waitlist_entry::Column::UpdatedAt, Expr::value(Utc::now()));
    if let Some(reg) = registration_id {
        update = update.col_expr(waitlist_entry::Column::RegistrationId, Expr::value(reg));
    }
    let res = update
        .filter(waitlist_entry::Column::Id.eq(id))
        .filter(waitlist_entry::Column::Status.eq(from))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// The owner leaves the line (a held place passes on at once).
pub async fn leave(ctx: &Context, owner: &user::Model, event_name: &str) -> Result<(), AppError> {
    let event = find_event(event_name)?;
    let entry = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::ActiveSlot.eq(slot(&owner.id, event)))
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NOT_WAITING.into()))?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    if !end(&txn, &entry.id, entry.status, EntryStatus::Left, None).await? {
        return Err(AppError::Conflict(CHANGED.into()));
    }
    audit::record(&txn, owner, "waitlist.leave", &entry.id, json!({"event": entry.event_id})).await?;
    txn.commit().await?;
    // A held place passes on; a waiting entry that stopped the line (too big for the places free) no
    // longer does.
    place_freed(ctx, &entry.event_id).await;
    Ok(())
}

/// What taking up an offer made.
#[derive(Debug)]
pub enum Accepted {
    /// An order to pay online.
    Order(registrations::CreatedOrder),
    /// Registered without online payment (offline fests, free events).
    Registered(registration::Model),
}

/// Takes up the caller's live offer: the stored form becomes a registration, with an order to pay (or
/// registered at once where no online payment is taken). The held place is theirs, even after the event's
/// deadline: it was offered before.
pub async fn accept(ctx: &Context, owner: &user::Model, event_name: &str) -> Result<Accepted, AppError> {
    let event = find_event(event_name)?;
    let entry = live_offer(ctx.db(), &owner.id, event).await?.ok_or_else(|| AppError::Conflict(NO_OFFER.into()))?;
    let form = open(ctx, &entry)?;
    let online = ctx.config().payments != crate::config::PaymentsMode::Offline && form.fee_paise > 0;
    if online {
        match registrations::create_order_for(ctx, owner, event, &form).await {
            Ok(order) => Ok(Accepted::Order(order)),
            // A referral discount that covers the whole fee leaves nothing to pay online.
            Err(AppError::BadRequest(message)) if message == registrations::NOTHING_TO_PAY => {
                Ok(Accepted::Registered(registrations::register_without_payment_for(ctx, owner, event, &form).await?))
            }
            Err(e) => Err(e),
        }
    } else {
        Ok(Accepted::Registered(registrations::register_without_payment_for(ctx, owner, event, &form).await?))
    }
}

/// The stored form of an entry.
pub use crate::services::registrations::waiting_form as open;
