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
use fest_shared::registration::Registration;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use serde_json::{Value, json};

use crate::entities::waitlist_entry::{self, Status as EntryStatus};
use crate::entities::{event_setting, registration, user};
use crate::services::registrations::{self, ALREADY_REGISTERED, COUNTED, find_event};
use crate::services::{audit, events};
use crate::{AppError, Context};

mod admin;
mod advance;
mod entries;
mod mail;

pub use admin::*;
pub use advance::*;
pub use entries::*;
use mail::*;

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
