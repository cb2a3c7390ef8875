//! Places held by waiting-list offers: an offer holds its place until it lapses, and while anyone waits a
//! newcomer finds the event full. Counted by capacity (events) and by the waiting list itself.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use fest_shared::catalogue::{Category, EventInfo, event_by_name};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QuerySelect};

use crate::AppError;
use crate::entities::registration;
use crate::entities::waitlist_entry::{self, Status as EntryStatus};

/// The slot an entry holds while it waits or holds an offer: one per user and event.
pub(crate) fn slot(user_id: &str, event: &EventInfo) -> String {
    format!("{user_id}:{}", event.id.as_str())
}

/// The places an entry needs: one team, or its heads for athletics.
pub(crate) fn need(event: &EventInfo, members: i32) -> u32 {
    if super::counts_heads(event) { u32::try_from(members).unwrap_or(u32::MAX) } else { 1 }
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
        .filter(super::taking_places(now))
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

/// Inside the transaction that changed a registration: when it now takes a place (paid, awaiting an offline
/// payment, flagged), the owner's offer for the event (or their entry still waiting) is settled as
/// registered, so it holds no second place.
pub async fn settle_registered(txn: &DatabaseTransaction, reg: &registration::Model) -> Result<(), AppError> {
    if !super::COUNTED.contains(&reg.status) {
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
