//! Accommodation for visiting teams (issue #18): beds in the men's or the women's block for consecutive
//! nights, booked for people of a paid registration and paid through the same gateway, webhooks,
//! reconciliation, expiry, receipts and refunds as registrations.
//!
//! * The rules (window, nights, last day) and the price are fest-shared's ([`fest_shared::accommodation`]),
//!   with the organisers' price and beds from the `accommodation_setting` row. The browser checks and prices
//!   a stay with the same code through WebAssembly.
//! * Every booking holds the settings row while it counts the beds of each night (`FOR UPDATE` on
//!   PostgreSQL; SQLite has one writer), so a rush never books more beds than a block has. A booking holds
//!   beds while it counts ([`counting`]): paid, awaiting an offline payment, flagged, or an order within its
//!   time to pay.
//! * A person has one live booking: the guest row's `live_pass` (their pass id) is unique while the booking
//!   counts.
//! * Money changes state only by updates that name the state they expect (`guarded`).
//! * The hostel desk is a check-in list of kind `stay` (seeded: "Hostel desk", gate "hostel"): its first scan of
//!   a guest records their arrival ([`record_arrival`]).

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Duration, NaiveDate, Utc};
use fest_shared::accommodation::{self as rules, Block, BlockBeds, Stay, StayRules};
use fest_shared::catalogue::{EventInfo, event_by_name};
use fest_shared::coupons as shared_coupons;
use fest_shared::errors::ValidationErrors;
use fest_shared::fees::{Paise, format_rupees};
use fest_shared::fest::FEST;
use fest_shared::pass as shared_pass;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};
use serde_json::json;

use crate::config::PaymentsMode;
use crate::entities::payment_order::{self, Payable};
use crate::entities::registration::{RefundStatus, Status};
use crate::entities::{
    accommodation_booking as booking, accommodation_guest as guest, accommodation_setting as setting,
    pass as pass_entity, registration, user,
};
use crate::services::coupons::{self, Target};
use crate::services::{audit, mail_queue, payment_orders, registrations};
use crate::{AppError, Context};

mod admin;
mod cancel_refund;
mod confirm;
mod desk;
mod mail;
mod options;
mod orders;
mod payable;
pub use payable::Stays;

pub use admin::*;
pub use cancel_refund::*;
pub use confirm::*;
pub use desk::*;
use mail::*;
pub use options::*;
pub use orders::*;

pub const NO_REGISTRATION: &str = "Choose one of your paid registrations.";

pub const NOT_ON_REGISTRATION: &str = "Choose people on this registration.";

pub const NO_BOOKING: &str = "Booking not found";

pub const CANCELLED: &str = "Your booking is cancelled.";

pub const NOT_PAID_YET: &str = "This booking is not paid yet: leave it and the order expires by itself.";

pub const BEING_CHECKED: &str = "The organisers are checking this booking's payment: contact them to cancel it.";

pub const NOTHING_TO_REFUND: &str = "There is nothing to refund for this booking.";

pub const PAID_ONLINE: &str = "This stay is paid online: use Pay.";

pub const NOT_ONLINE: &str = "Online payment is not used for this fest: book the stay without payment.";

pub const NO_STAY: &str = fest_shared::checkin_list::NO_STAY;

pub const AWAITS_OFFLINE: &str = "This booking awaits an offline payment; an organiser marks it paid.";

pub const NOT_AWAITING: &str = "This booking does not await an offline payment.";

/// A payment for a booking whose order expired after its beds went to others.
pub const BEDS_GONE: &str = "Paid after its order expired, and its beds or guests were taken meanwhile: refund it";

/// The most a night may cost per guest, and the most beds a block may have.
pub const MAX_PRICE_PAISE: i64 = 10_000_000;

pub const MAX_BEDS: i64 = 100_000;

/// The answer when a block has too few beds left on a night.
pub fn block_full(block: Block, night: NaiveDate, left: u32) -> String {
    let beds = if left == 1 { "bed" } else { "beds" };
    format!("The {} block is full on {}: {left} {beds} left.", block.as_str().to_lowercase(), rules::display(night))
}

/// The answer after the cancellation deadline of the booking's event.
pub fn cancel_closed(event: &str) -> String {
    format!("The cancellation deadline for {event} has passed: the stay can no longer be cancelled.")
}

/// The answer when a guest has a live booking already.
pub fn already_booked(name: &str) -> String {
    format!("{name} already has a bed booked.")
}

/// The hostel desk's answer to a guest checked in now.
pub fn hostel_checked_in(stay: &Stay, block: Block) -> String {
    format!(
        "Checked in at the hostel: {} block, {} to {}.",
        block.as_str(),
        rules::display(stay.check_in),
        rules::display(stay.check_out())
    )
}

/// A booking as asked for: `guests` are pass ids of the registration's people, or their e-mail addresses.
#[derive(Debug, Clone, Default)]
pub struct BookingRequest {
    pub registration_id: String,
    pub guests: Vec<String>,
    pub block: String,
    pub check_in: String,
    pub nights: i64,
    pub code: Option<String>,
}

/// A booking with its guests.
#[derive(Debug, Clone)]
pub struct BookingRecord {
    pub booking: booking::Model,
    pub guests: Vec<guest::Model>,
    /// Its refund, once cancelled after payment.
    pub refund: Option<crate::entities::payment_refund::Model>,
    /// Its gateway order, once it has one (with the payment that paid it).
    pub order: Option<crate::entities::payment_order::Model>,
}

impl BookingRecord {
    pub fn block(&self) -> Block {
        Block::parse(&self.booking.block).unwrap_or(Block::Men)
    }

    pub fn stay(&self) -> Stay {
        stay_of(&self.booking)
    }
}

fn stay_of(b: &booking::Model) -> Stay {
    Stay { check_in: rules::date(&b.check_in).unwrap_or(NaiveDate::MIN), nights: u32::try_from(b.nights).unwrap_or(0) }
}

/// Reads the guests of bookings, in roster order, and their refunds.
async fn with_guests<C: ConnectionTrait>(
    db: &C,
    bookings: Vec<booking::Model>,
) -> Result<Vec<BookingRecord>, AppError> {
    if bookings.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<String> = bookings.iter().map(|b| b.id.clone()).collect();
    let mut refunds = crate::services::refunds::of_many(db, Payable::Booking, &ids).await?;
    let mut orders = crate::services::payment_orders::of_many(db, Payable::Booking, ids.iter().cloned()).await?;
    let mut by_booking: HashMap<String, Vec<guest::Model>> = HashMap::new();
    for g in guest::Entity::find()
        .filter(guest::Column::BookingId.is_in(ids))
        .order_by_asc(guest::Column::Seq)
        .all(db)
        .await?
    {
        by_booking.entry(g.booking_id.clone()).or_default().push(g);
    }
    Ok(bookings
        .into_iter()
        .map(|b| {
            let guests = by_booking.remove(&b.id).unwrap_or_default();
            let refund = refunds.remove(&b.id);
            let order = orders.remove(&b.id);
            BookingRecord { booking: b, guests, refund, order }
        })
        .collect())
}

async fn record_of<C: ConnectionTrait>(db: &C, id: &str) -> Result<BookingRecord, AppError> {
    let b = booking::Entity::find_by_id(id).one(db).await?.ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    Ok(with_guests(db, vec![b]).await?.remove(0))
}

/// The owner's bookings, newest first.
pub async fn mine(ctx: &Context, owner: &user::Model) -> Result<Vec<BookingRecord>, AppError> {
    let bookings = booking::Entity::find()
        .filter(booking::Column::UserId.eq(&owner.id))
        .order_by_desc(booking::Column::CreatedAt)
        .all(ctx.db())
        .await?;
    with_guests(ctx.db(), bookings).await
}

/// How a booking is to be paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Way {
    Online(PaymentsMode),
    WithoutPayment,
}

/// A request checked against the rules in force: its block and stay, the guests' identifiers deduplicated.
struct Checked {
    block: Block,
    stay: Stay,
    guests: Vec<String>,
}

/// Checks the shape of a request against `rules`: every problem is a field error.
fn check(r: &StayRules, req: &BookingRequest) -> Result<Checked, AppError> {
    let mut errors = ValidationErrors::new();
    let block = Block::parse(&req.block);
    if block.is_none() {
        errors.add(rules::BLOCK, rules::BLOCK_REQUIRED);
    }
    let mut guests: Vec<String> = Vec::new();
    for g in &req.guests {
        let g = g.trim().to_owned();
        if g.is_empty() {
            continue;
        }
        if guests.iter().any(|h| h.eq_ignore_ascii_case(&g)) {
            errors.add(rules::GUESTS, rules::GUEST_TWICE);
        } else {
            guests.push(g);
        }
    }
    if guests.is_empty() {
        errors.add(rules::GUESTS, rules::GUESTS_REQUIRED);
    }
    let nights = u32::try_from(req.nights).unwrap_or(0);
    let stay = rules::check_stay(r, &req.check_in, nights).map_err(|e| errors.merge(e)).ok();
    if req.registration_id.trim().is_empty() {
        errors.add("registrationId", NO_REGISTRATION);
    }
    match (block, stay) {
        (Some(block), Some(stay)) if errors.is_empty() => Ok(Checked { block, stay, guests }),
        _ => Err(AppError::invalid(errors)),
    }
}

/// A person of the registration who may be booked: their pass, name and role.
struct Person {
    pass_id: String,
    seq: i32,
    name: String,
    role: String,
    email: String,
}

/// The people of a paid registration, each with their live pass.
async fn people(ctx: &Context, txn: &DatabaseTransaction, reg: &registration::Model) -> Result<Vec<Person>, AppError> {
    let passes = pass_entity::Entity::find()
        .filter(pass_entity::Column::RegistrationId.eq(&reg.id))
        .filter(pass_entity::Column::RevokedAt.is_null())
        .filter(pass_entity::Column::Seq.gte(0))
        .order_by_asc(pass_entity::Column::Seq)
        .all(txn)
        .await?;
    let form = registrations::open_form(ctx, reg)?;
    let holders = shared_pass::holders(&form);
    Ok(passes
        .into_iter()
        .map(|p| {
            let email = usize::try_from(p.seq)
                .ok()
                .and_then(|i| holders.get(i))
                .map(|h| h.person.email.as_str().to_owned())
                .unwrap_or_default();
            Person { pass_id: p.id, seq: p.seq, name: p.holder_name, role: p.role, email }
        })
        .collect())
}

/// The guests of a booking that no longer counts give their persons back.
async fn release_guests<C: ConnectionTrait>(db: &C, booking_id: &str) -> Result<(), AppError> {
    guest::Entity::update_many()
        .col_expr(guest::Column::LivePass, Expr::value(Option::<String>::None))
        .filter(guest::Column::BookingId.eq(booking_id))
        .exec(db)
        .await?;
    Ok(())
}

/// One guarded change of state: applies `change` only if the booking is still in `from`.
async fn guarded<C: ConnectionTrait>(
    db: &C,
    id: &str,
    from: Status,
    mut change: booking::ActiveModel,
) -> Result<bool, AppError> {
    change.updated_at = Set(Utc::now());
    let res = booking::Entity::update_many()
        .set(change)
        .filter(booking::Column::Id.eq(id))
        .filter(booking::Column::Status.eq(from.as_str()))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// What a booking's payment was: what its order was for, or its price when it was booked without one.
pub(crate) async fn paid_for(db: &impl ConnectionTrait, b: &booking::Model) -> Result<i64, AppError> {
    crate::services::payment_orders::paid(db, Payable::Booking, &b.id, b.amount_paise).await
}
