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

use chrono::{Duration, Utc};
use fest_shared::catalogue::{Category, EventInfo, event_by_name};
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
// Who holds a place by an offer is the lower `places` module's; the paths here stay as they were.
pub use crate::services::places::offers::{anyone_waiting, held, live_offer, live_offer_for};
use crate::services::places::offers::{need, slot};
use crate::{AppError, Context};

mod admin;
mod advance;
mod entries;
mod mail;

pub use admin::*;
pub use advance::*;
pub use entries::*;
use mail::*;

// The message of create-order for a form other than the one offered, kept here under its old path.
pub use crate::services::registrations::offer_is_for_its_form;

pub const JOINED: &str = "You are on the waiting list.";

pub const STILL_ROOM: &str = "This event still has places: register now.";

pub const ALREADY_WAITING: &str = "You are already on the waiting list for this event.";

pub const NOT_WAITING: &str = "You are not on the waiting list for this event.";

pub const LEFT: &str = "You have left the waiting list.";

pub const NO_OFFER: &str = "No place is being offered to you for this event.";

pub const CHANGED: &str = "The waiting list changed: reload it.";

/// An entry with its place in line (1-based, while it waits).
#[derive(Debug, Clone)]
pub struct Placed {
    pub entry: waitlist_entry::Model,
    pub position: Option<u64>,
}
