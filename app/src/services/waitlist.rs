//! Waiting lists. A team that finds an event full leaves its form, validated by the shared rules and sealed
//! like a registration's, and waits its turn. When a place frees (an order expires, a registration is
//! cancelled or refunded, the capacity is raised), the next entry in line is offered it: the place is held
//! for `waitlist_offer_hours` and the owner is e-mailed; an offer not taken lapses and the place passes on.
//! Entries waiting go before anyone else: while one waits, a newcomer's order finds the event full.
//!
//! Every change is a conditional update naming the state it expects, inside a write transaction that holds
//! the event's settings row, like the capacity count it depends on; so two instances advancing the same
//! line, or an offer racing a join, decide one after the other.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Duration, Utc};
use fest_shared::catalogue::{Category, EventInfo, event_by_name};
use fest_shared::fest::FEST;
use fest_shared::registration::Registration;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use serde_json::{Value, json};

use crate::entities::waitlist_entry::{self, Status as EntryStatus};
use crate::entities::{event_setting, registration, user};
use crate::ports::mailer::{OutgoingEmail, html};
use crate::services::registrations::{self, ALREADY_REGISTERED, COUNTED, find_event};
use crate::services::{audit, events};
use crate::{AppError, Context};

pub const JOINED: &str = "You are on the waiting list.";
pub const STILL_ROOM: &str = "This event still has places: register now.";
pub const ALREADY_WAITING: &str = "You are already on the waiting list for this event.";
pub const NOT_WAITING: &str = "You are not on the waiting list for this event.";
pub const LEFT: &str = "You have left the waiting list.";
pub const NO_OFFER: &str = "No place is being offered to you for this event.";
pub const CHANGED: &str = "The waiting list changed: reload it.";

/// Registration past its deadline with a form other than the one a waiting-list offer was made for.
pub fn offer_is_for_its_form(event: &EventInfo) -> String {
    format!(
        "Registrations for {} are closed. The place offered to you from the waiting list is for the team and \
         category you entered in line: take it up from your account page.",
        event.title
    )
}

/// The slot an entry holds while it waits or holds an offer: one per user and event.
fn slot(user_id: &str, event: &EventInfo) -> String {
    format!("{user_id}:{}", event.id.as_str())
}

/// The places an entry needs: one team, or its heads for athletics.
fn need(event: &EventInfo, members: i32) -> u32 {
    if events::counts_heads(event) { u32::try_from(members).unwrap_or(u32::MAX) } else { 1 }
}

/// An entry with its place in line (1-based, while it waits).
#[derive(Debug, Clone)]
pub struct Placed {
    pub entry: waitlist_entry::Model,
    pub position: Option<u64>,
}

/// Offers live at `now` that hold a place, per category (in the event's unit): an offer whose owner has
/// made a registration that itself takes a place is not counted twice. `except` is a user whose own offer
/// is not counted (the holder taking it up).
pub async fn held<C: ConnectionTrait>(
    db: &C,
    event: &EventInfo,
    now: DateTime<Utc>,
    except: Option<&str>,
) -> Result<HashMap<Option<String>, u32>, AppError> {
    let offers = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .filter(waitlist_entry::Column::Status.eq(EntryStatus::Offered))
        .filter(waitlist_entry::Column::OfferExpiresAt.gt(now))
        .all(db)
        .await?;
    let mut out = HashMap::new();
    if offers.is_empty() {
        return Ok(out);
    }
    let slots: Vec<String> = offers.iter().map(|o| slot(&o.user_id, event)).collect();
    let registered: HashSet<String> = registration::Entity::find()
        .filter(registration::Column::ActiveSlot.is_in(slots))
        .filter(events::taking_places(now))
        .select_only()
        .column(registration::Column::UserId)
        .into_tuple::<String>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    for offer in offers {
        if registered.contains(&offer.user_id) || except == Some(offer.user_id.as_str()) {
            continue;
        }
        *out.entry(offer.category.clone()).or_insert(0) += need(event, offer.members);
    }
    Ok(out)
}

/// Whether anyone is waiting for the event (in `category`, or in any category when it has none given).
pub async fn anyone_waiting<C: ConnectionTrait>(
    db: &C,
    event: &EventInfo,
    category: Option<Category>,
) -> Result<bool, AppError> {
    let mut query = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting));
    if let Some(c) = category {
        query = query.filter(waitlist_entry::Column::Category.eq(c.as_str()));
    }
    Ok(query.one(db).await?.is_some())
}

/// The caller's live offer for the event, if any.
pub async fn live_offer<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    event: &EventInfo,
) -> Result<Option<waitlist_entry::Model>, AppError> {
    Ok(waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::ActiveSlot.eq(slot(user_id, event)))
        .filter(waitlist_entry::Column::Status.eq(EntryStatus::Offered))
        .filter(waitlist_entry::Column::OfferExpiresAt.gt(Utc::now()))
        .one(db)
        .await?)
}

/// The caller's live offer for the event when it covers a registration in `category` needing `places`: an
/// offer is for the category it was made in and holds no more places than its form needed.
pub async fn live_offer_for<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    event: &EventInfo,
    category: Option<Category>,
    places: u32,
) -> Result<Option<waitlist_entry::Model>, AppError> {
    Ok(live_offer(db, user_id, event).await?.filter(|offer| {
        offer.category.as_deref() == category.map(|c| c.as_str()) && places <= need(event, offer.members)
    }))
}

/// Whether the caller's live offer for the event was made for exactly this form: only that form may be
/// registered with it after the event's deadline.
pub async fn offer_made_for<C: ConnectionTrait>(
    ctx: &Context,
    db: &C,
    user_id: &str,
    event: &EventInfo,
    form: &Registration,
) -> Result<Option<bool>, AppError> {
    match live_offer(db, user_id, event).await? {
        Some(offer) => Ok(Some(open(ctx, &offer)? == *form)),
        None => Ok(None),
    }
}

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
    txn.commit().await.map_err(already_waiting)?;
    let placed = placed(ctx.db(), entry).await?;
    let (background, id, info) = (ctx.clone(), placed.entry.id.clone(), event.id.event());
    let notice = Notice::Joined(placed.position.unwrap_or(1));
    ctx.spawn_background(async move {
        if let Err(e) = tell(&background, info, &id, notice).await {
            tracing::error!(entry = %id, error = %e, "could not send a waiting-list e-mail");
        }
    });
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
async fn end<C: ConnectionTrait>(
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
pub fn open(ctx: &Context, entry: &waitlist_entry::Model) -> Result<Registration, AppError> {
    let value = registrations::open_payload(ctx, &entry.payload, registrations::Aadhaar::Full)?;
    serde_json::from_value(value).map_err(AppError::other)
}

/// Inside the transaction that changed a registration: when it now takes a place (paid, awaiting an offline
/// payment, flagged), the owner's offer for the event is settled as registered.
pub async fn follow(txn: &DatabaseTransaction, reg: &registration::Model) -> Result<(), AppError> {
    if !COUNTED.contains(&reg.status) {
        return Ok(());
    }
    let Some(event) = event_by_name(&reg.event_id) else { return Ok(()) };
    waitlist_entry::Entity::update_many()
        .col_expr(waitlist_entry::Column::Status, Expr::value(EntryStatus::Registered))
        .col_expr(waitlist_entry::Column::ActiveSlot, Expr::value(Option::<String>::None))
        .col_expr(waitlist_entry::Column::RegistrationId, Expr::value(reg.id.clone()))
        .col_expr(waitlist_entry::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(waitlist_entry::Column::ActiveSlot.eq(slot(&reg.user_id, event)))
        .filter(waitlist_entry::Column::Status.is_in([EntryStatus::Offered, EntryStatus::Waiting]))
        .exec(txn)
        .await?;
    Ok(())
}

/// What advancing a line did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Advanced {
    pub offered: Vec<String>,
    pub lapsed: Vec<String>,
}

/// Moves an event's line on: offers not taken in time lapse, then the entries at the head of the line are
/// offered the places that are free, in order (within a category, an entry that does not fit stops the
/// ones behind it). No offers are made once registration has closed. The owners are e-mailed after commit.
pub async fn advance(ctx: &Context, event: &EventInfo) -> Result<Advanced, AppError> {
    let now = Utc::now();
    let mut done = Advanced::default();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // Held first: offers and joins on this event wait for this transaction.
    let row = event_setting::Entity::find_by_id(event.id.as_str()).lock_exclusive().one(&txn).await?;
    let expired = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .filter(waitlist_entry::Column::Status.eq(EntryStatus::Offered))
        .filter(waitlist_entry::Column::OfferExpiresAt.lte(now))
        .all(&txn)
        .await?;
    for entry in expired {
        // An order made from the offer and still within its time to pay keeps the place until it expires.
        let paying = registration::Entity::find()
            .filter(registration::Column::ActiveSlot.eq(slot(&entry.user_id, event)))
            .filter(events::taking_places(now))
            .one(&txn)
            .await?;
        if paying.is_none() && end(&txn, &entry.id, EntryStatus::Offered, EntryStatus::Lapsed, None).await? {
            done.lapsed.push(entry.id);
        }
    }
    let settings = events::Settings::of(event, row);
    if settings.is_open(now) {
        let waiting = waitlist_entry::Entity::find()
            .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
            .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
            .order_by_asc(waitlist_entry::Column::Position)
            .order_by_asc(waitlist_entry::Column::CreatedAt)
            .all(&txn)
            .await?;
        if !waiting.is_empty() {
            let mut taken = events::places_taken(&txn, event, now).await?;
            let until = now + Duration::hours(i64::from(ctx.config().waitlist_offer_hours));
            let mut stopped: HashSet<Option<String>> = HashSet::new();
            for entry in waiting {
                if stopped.contains(&None) || stopped.contains(&entry.category) {
                    continue;
                }
                let (left, in_category) = events::places_left(&settings, &taken);
                let places = need(event, entry.members);
                let room_in_category =
                    entry.category.as_deref().and_then(Category::parse).and_then(|c| in_category.get(c));
                if left.is_some_and(|n| n < places) {
                    stopped.insert(None);
                    continue;
                }
                if room_in_category.is_some_and(|n| n < places) {
                    stopped.insert(entry.category.clone());
                    continue;
                }
                let offered = waitlist_entry::Entity::update_many()
                    .col_expr(waitlist_entry::Column::Status, Expr::value(EntryStatus::Offered))
                    .col_expr(waitlist_entry::Column::OfferedAt, Expr::value(now))
                    .col_expr(waitlist_entry::Column::OfferExpiresAt, Expr::value(until))
                    .col_expr(waitlist_entry::Column::UpdatedAt, Expr::value(now))
                    .filter(waitlist_entry::Column::Id.eq(&entry.id))
                    .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
                    .exec(&txn)
                    .await?;
                if offered.rows_affected == 1 {
                    *taken.entry(entry.category.clone()).or_insert(0) += places;
                    done.offered.push(entry.id);
                }
            }
        }
    }
    txn.commit().await?;
    if !done.offered.is_empty() || !done.lapsed.is_empty() {
        ctx.events_changed().await;
        let (background, sent, event) = (ctx.clone(), done.clone(), event.id.event());
        ctx.spawn_background(async move {
            let offers = sent.offered.iter().map(|id| (id, Notice::Offered));
            for (id, notice) in offers.chain(sent.lapsed.iter().map(|id| (id, Notice::Lapsed))) {
                if let Err(e) = tell(&background, event, id, notice).await {
                    tracing::error!(entry = %id, error = %e, "could not send a waiting-list e-mail");
                }
            }
        });
    }
    Ok(done)
}

/// Advances every line that has someone in it (the periodic sweep: offers lapse, places freed by expired
/// orders are offered).
pub async fn advance_all(ctx: &Context) -> Result<Advanced, AppError> {
    let events_with_lines: Vec<String> = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::Status.is_in([EntryStatus::Waiting, EntryStatus::Offered]))
        .select_only()
        .column(waitlist_entry::Column::EventId)
        .distinct()
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut all = Advanced::default();
    for id in events_with_lines {
        if let Some(event) = event_by_name(&id) {
            let done = advance(ctx, event).await?;
            all.offered.extend(done.offered);
            all.lapsed.extend(done.lapsed);
        }
    }
    Ok(all)
}

/// Advances the line of a registration's event after something freed a place (logged, never fails the
/// caller: the periodic sweep catches up).
pub async fn place_freed(ctx: &Context, event_id: &str) {
    let Some(event) = event_by_name(event_id) else { return };
    if let Err(e) = advance(ctx, event).await {
        tracing::error!(event = %event_id, error = %e, "could not advance the waiting list");
    }
}

/// Runs `advance_all` every `reconcile_interval_secs`.
pub fn spawn_sweeper(ctx: Context) {
    ctx.spawn_periodic(ctx.config().reconcile_interval_secs, |ctx| async move {
        match advance_all(&ctx).await {
            Ok(done) if done != Advanced::default() => tracing::info!(?done, "waiting lists advanced"),
            Ok(_) => {}
            Err(e) => tracing::error!(error = %e, "waiting lists: sweep failed"),
        }
    });
}

/// The event's line for its organisers: waiting by position, then offered, then the rest newest first.
pub async fn for_event(ctx: &Context, event_name: &str) -> Result<Vec<(Placed, Option<user::Model>)>, AppError> {
    let event = find_event(event_name)?;
    let mut entries = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .all(ctx.db())
        .await?;
    let rank = |s: EntryStatus| match s {
        EntryStatus::Waiting => 0,
        EntryStatus::Offered => 1,
        _ => 2,
    };
    entries.sort_by(|a, b| {
        rank(a.status).cmp(&rank(b.status)).then_with(|| match a.status {
            EntryStatus::Waiting => a.position.cmp(&b.position),
            _ => b.updated_at.cmp(&a.updated_at),
        })
    });
    let owners: HashMap<String, user::Model> = user::Entity::find()
        .filter(user::Column::Id.is_in(entries.iter().map(|e| e.user_id.clone()).collect::<HashSet<_>>()))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|u| (u.id.clone(), u))
        .collect();
    let mut position = 0;
    Ok(entries
        .into_iter()
        .map(|entry| {
            let place = (entry.status == EntryStatus::Waiting).then(|| {
                position += 1;
                position
            });
            let owner = owners.get(&entry.user_id).cloned();
            (Placed { entry, position: place }, owner)
        })
        .collect())
}

/// An organiser puts the waiting entries in a new order: `ids` must be every waiting entry, once.
pub async fn reorder(ctx: &Context, actor: &user::Model, event_name: &str, ids: &[String]) -> Result<(), AppError> {
    let event = find_event(event_name)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    event_setting::Entity::find_by_id(event.id.as_str()).lock_exclusive().one(&txn).await?;
    let waiting: HashSet<String> = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
        .select_only()
        .column(waitlist_entry::Column::Id)
        .into_tuple::<String>()
        .all(&txn)
        .await?
        .into_iter()
        .collect();
    let given: HashSet<String> = ids.iter().cloned().collect();
    if given.len() != ids.len() || given != waiting {
        return Err(AppError::Conflict(CHANGED.into()));
    }
    for (i, id) in ids.iter().enumerate() {
        waitlist_entry::Entity::update_many()
            .col_expr(waitlist_entry::Column::Position, Expr::value(i64::try_from(i).unwrap_or(i64::MAX) + 1))
            .filter(waitlist_entry::Column::Id.eq(id))
            .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
            .exec(&txn)
            .await?;
    }
    audit::record(&txn, actor, "waitlist.reorder", event.id.as_str(), json!({"order": ids})).await?;
    txn.commit().await?;
    // The new head of the line may fit where the old one did not.
    place_freed(ctx, event.id.as_str()).await;
    Ok(())
}

/// Ends the entries of a deleted account (inside its deletion transaction).
pub async fn forget_user(txn: &DatabaseTransaction, user_id: &str) -> Result<(), AppError> {
    waitlist_entry::Entity::delete_many().filter(waitlist_entry::Column::UserId.eq(user_id)).exec(txn).await?;
    Ok(())
}

/// What an entry's owner is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Notice {
    /// In line, at this place.
    Joined(u64),
    /// A place is held for them.
    Offered,
    /// Their offer passed on.
    Lapsed,
}

/// E-mails the owner of an entry: in line, a place offered (with its time to pay), or an offer that lapsed.
async fn tell(ctx: &Context, event: &EventInfo, id: &str, notice: Notice) -> Result<(), AppError> {
    let Some(entry) = waitlist_entry::Entity::find_by_id(id).one(ctx.db()).await? else { return Ok(()) };
    let Some(owner) = user::Entity::find_by_id(&entry.user_id).one(ctx.db()).await? else { return Ok(()) };
    let fest = FEST.title();
    let site = ctx.config().public_url.clone().unwrap_or_else(|| format!("http://{}", ctx.config().bind));
    let link = format!("{}/account", site.trim_end_matches('/'));
    let (subject, body) = if let Notice::Joined(place) = notice {
        (
            format!("{fest}: you are on the waiting list for {}", event.title),
            format!(
                "Your team ({}) is number {place} in line for {}. If a place frees, it is held for you for {} hours \
                 and we e-mail you; your account page shows where you stand.",
                entry.college_name,
                event.title,
                ctx.config().waitlist_offer_hours
            ),
        )
    } else if notice == Notice::Offered {
        let until = entry.offer_expires_at.map(crate::time::india_text).unwrap_or_default();
        (
            format!("{fest}: a place in {} is yours until {until}", event.title),
            format!(
                "A place in {} has freed and it is yours: pay for your registration ({}) before {until} on your \
                 account page. After that it passes to the next team in line.",
                event.title, entry.college_name
            ),
        )
    } else {
        (
            format!("{fest}: your waiting-list offer for {} has passed on", event.title),
            format!(
                "The place in {} offered to you was not taken in time, so it has passed to the next team in line.",
                event.title
            ),
        )
    };
    crate::services::mail_queue::send(
        ctx,
        "waiting list",
        OutgoingEmail {
            to: owner.email.clone(),
            subject,
            text: format!("Hello {},\n\n{body}\n{link}\n\n— Team {fest}\n", owner.fullname),
            html: format!(
                "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {name},</p><p>{body}</p>\
                 <p><a href=\"{link}\">{link}</a></p><p>— Team {fest}</p></body></html>",
                name = html(&owner.fullname),
                body = html(&body),
                link = html(&link),
                fest = html(&fest),
            ),
        },
    )
    .await
}
