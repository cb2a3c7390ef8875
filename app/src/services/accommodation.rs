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
//! * The hostel desk checks guests in with the gate scanner at the gate named [`HOSTEL_GATE`].

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
    ActiveEnum as _, ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseTransaction, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, Set,
};
use serde_json::json;

use crate::config::PaymentsMode;
use crate::entities::registration::{RefundStatus, Status};
use crate::entities::{
    accommodation_booking as booking, accommodation_guest as guest, accommodation_setting as setting,
    pass as pass_entity, registration, user,
};
use crate::ports::mailer::{OutgoingEmail, html};
use crate::services::coupons::{self, Target};
use crate::services::{audit, mail_queue, registrations};
use crate::{AppError, Context};

/// The gate name at which the scanner checks guests in at the hostel (any case).
pub const HOSTEL_GATE: &str = "hostel";

pub const NO_REGISTRATION: &str = "Choose one of your paid registrations.";
pub const NOT_ON_REGISTRATION: &str = "Choose people on this registration.";
pub const NO_BOOKING: &str = "Booking not found";
pub const CANCELLED: &str = "Your booking is cancelled.";
pub const NOT_PAID_YET: &str = "This booking is not paid yet: leave it and the order expires by itself.";
pub const BEING_CHECKED: &str = "The organisers are checking this booking's payment: contact them to cancel it.";
pub const NOTHING_TO_REFUND: &str = "There is nothing to refund for this booking.";
pub const PAID_ONLINE: &str = "This stay is paid online: use Pay.";
pub const NOT_ONLINE: &str = "Online payment is not used for this fest: book the stay without payment.";
pub const NO_STAY: &str = "No stay is booked for this pass.";
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

/// The rules in force: fest-shared's, with the organisers' price and beds.
pub fn rules_of(row: Option<&setting::Model>) -> StayRules {
    let mut r = rules::default_rules();
    if let Some(row) = row {
        if let Some(p) = row.price_per_night_paise.and_then(|p| u64::try_from(p).ok()) {
            r.price_per_night_paise = p;
        }
        if let Some(n) = row.beds_men.and_then(|n| u32::try_from(n).ok()) {
            r.beds.men = n;
        }
        if let Some(n) = row.beds_women.and_then(|n| u32::try_from(n).ok()) {
            r.beds.women = n;
        }
    }
    r
}

/// The rules in force, read without holding the row.
pub async fn rules_in_force<C: ConnectionTrait>(db: &C) -> Result<StayRules, AppError> {
    Ok(rules_of(setting::Entity::find_by_id(1).one(db).await?.as_ref()))
}

/// The rules in force, holding the settings row until the transaction ends (every booking takes it first).
async fn hold_rules(txn: &DatabaseTransaction) -> Result<StayRules, AppError> {
    Ok(rules_of(setting::Entity::find_by_id(1).lock_exclusive().one(txn).await?.as_ref()))
}

/// Bookings that hold beds and count a discount code's use: paid, awaiting an offline payment, flagged, or
/// an order still within its time to pay.
pub fn counting(now: DateTime<Utc>) -> Condition {
    Condition::any()
        .add(booking::Column::Status.is_in([
            Status::Paid.as_str(),
            Status::AwaitingPayment.as_str(),
            Status::Flagged.as_str(),
        ]))
        .add(
            Condition::all()
                .add(booking::Column::Status.eq(Status::Pending.as_str()))
                .add(booking::Column::ExpiresAt.gt(now)),
        )
}

/// Whether a booking in this state holds beds at `now`.
fn holds_beds(b: &booking::Model, now: DateTime<Utc>) -> bool {
    matches!(b.status, Status::Paid | Status::AwaitingPayment | Status::Flagged)
        || (b.status == Status::Pending && b.expires_at.is_some_and(|t| t > now))
}

/// Beds taken per night and block by the bookings that count.
pub async fn beds_taken<C: ConnectionTrait>(
    db: &C,
    now: DateTime<Utc>,
) -> Result<BTreeMap<(NaiveDate, Block), u32>, AppError> {
    let rows: Vec<(String, String, i32, i32)> = booking::Entity::find()
        .filter(counting(now))
        .select_only()
        .column(booking::Column::Block)
        .column(booking::Column::CheckIn)
        .column(booking::Column::Nights)
        .column(booking::Column::GuestCount)
        .into_tuple()
        .all(db)
        .await?;
    let mut taken = BTreeMap::new();
    for (block, check_in, nights, guests) in rows {
        let (Some(block), Some(check_in)) = (Block::parse(&block), rules::date(&check_in)) else { continue };
        let stay = Stay { check_in, nights: u32::try_from(nights).unwrap_or(0) };
        for night in stay.nights() {
            *taken.entry((night, block)).or_insert(0) += u32::try_from(guests).unwrap_or(0);
        }
    }
    Ok(taken)
}

/// One night of the window with its beds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightBeds {
    /// The night, by the date it begins.
    pub date: NaiveDate,
    pub taken: BlockBeds,
    pub left: BlockBeds,
}

/// Every night a guest may sleep: from the first check-in to the night before the last day.
fn window_nights(r: &StayRules) -> Vec<NaiveDate> {
    let (Some(first), Some(last_day)) = (rules::date(&r.first_check_in), rules::date(&r.last_day)) else {
        return Vec::new();
    };
    first.iter_days().take_while(|d| *d < last_day).collect()
}

/// The beds of every night of the window, as the rules in force give them.
pub async fn nights<C: ConnectionTrait>(db: &C, r: &StayRules) -> Result<Vec<NightBeds>, AppError> {
    let taken = beds_taken(db, Utc::now()).await?;
    Ok(window_nights(r)
        .into_iter()
        .map(|date| {
            let of = |block| taken.get(&(date, block)).copied().unwrap_or(0);
            let t = BlockBeds { men: of(Block::Men), women: of(Block::Women) };
            let left = BlockBeds { men: r.beds.men.saturating_sub(t.men), women: r.beds.women.saturating_sub(t.women) };
            NightBeds { date, taken: t, left }
        })
        .collect())
}

/// What `GET /accommodation/options` answers: the rules in force and the beds left per night.
#[derive(Debug, Clone)]
pub struct Options {
    pub rules: StayRules,
    pub nights: Vec<NightBeds>,
}

pub async fn options(ctx: &Context) -> Result<Options, AppError> {
    let rules = rules_in_force(ctx.db()).await?;
    let nights = nights(ctx.db(), &rules).await?;
    Ok(Options { rules, nights })
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

/// Reads the guests of bookings, in roster order.
async fn with_guests<C: ConnectionTrait>(
    db: &C,
    bookings: Vec<booking::Model>,
) -> Result<Vec<BookingRecord>, AppError> {
    if bookings.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<String> = bookings.iter().map(|b| b.id.clone()).collect();
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
            BookingRecord { booking: b, guests }
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

/// Creates a booking and its gateway order (the same order shape as a registration's).
pub async fn create_order(
    ctx: &Context,
    owner: &user::Model,
    req: &BookingRequest,
) -> Result<(BookingRecord, registrations::CreatedOrder), AppError> {
    if ctx.config().payments == PaymentsMode::Offline {
        return Err(AppError::BadRequest(NOT_ONLINE.into()));
    }
    let mode = ctx.gateway().mode();
    let (record, reg) = insert(ctx, owner, req, Way::Online(mode)).await?;
    let amount = record.booking.amount_paise;
    let order = match ctx.gateway().create_order(ctx.writer(), amount, "INR", &record.booking.id).await {
        Ok(order) => order,
        Err(e) => {
            expire(ctx, &record.booking.id).await?;
            return Err(e);
        }
    };
    let now = Utc::now();
    let res = booking::Entity::update_many()
        .col_expr(booking::Column::GatewayOrderId, Expr::value(order.id.clone()))
        .col_expr(booking::Column::OrderAmountPaise, Expr::value(order.amount))
        .col_expr(booking::Column::UpdatedAt, Expr::value(now))
        .filter(booking::Column::Id.eq(&record.booking.id))
        .filter(booking::Column::Status.eq(Status::Pending.as_str()))
        .filter(booking::Column::GatewayOrderId.is_null())
        .exec(ctx.writer())
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Conflict(registrations::SUPERSEDED.into()));
    }
    let record = record_of(ctx.db(), &record.booking.id).await?;
    let created = registrations::CreatedOrder {
        registration: reg,
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        key_id: ctx.gateway().key_id().to_owned(),
        name: format!("Accommodation - {}", FEST.title()),
        description: format!(
            "{} block, {} night{}, {} guest{}",
            record.block().as_str(),
            record.booking.nights,
            if record.booking.nights == 1 { "" } else { "s" },
            record.booking.guest_count,
            if record.booking.guest_count == 1 { "" } else { "s" }
        ),
    };
    Ok((record, created))
}

/// Books without online payment: paid at once when a discount leaves nothing to pay, awaiting an organiser's
/// mark on an offline fest.
pub async fn book_without_payment(
    ctx: &Context,
    owner: &user::Model,
    req: &BookingRequest,
) -> Result<BookingRecord, AppError> {
    let (record, _) = insert(ctx, owner, req, Way::WithoutPayment).await?;
    if record.booking.status == Status::Paid {
        let receipt = queue_receipt(ctx, ctx.writer(), &record.booking.id).await?;
        mail_queue::deliver_soon(ctx, receipt.into_iter().collect());
    }
    Ok(record)
}

/// Stores a booking in one write transaction holding the settings row: the rules in force checked, the
/// registration and its people found, the owner's earlier unpaid bookings of the same people give way, the
/// beds of every night counted, the price made (a discount code's use counted here too).
async fn insert(
    ctx: &Context,
    owner: &user::Model,
    req: &BookingRequest,
    way: Way,
) -> Result<(BookingRecord, registration::Model), AppError> {
    let now = Utc::now();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // The registration's row first (one lock order everywhere): its cancellation waits for this booking, or
    // this booking finds it cancelled.
    let reg = registration::Entity::find_by_id(req.registration_id.trim()).lock_exclusive().one(&txn).await?;
    let r = hold_rules(&txn).await?;
    let checked = check(&r, req)?;
    let reg = reg
        .filter(|reg| reg.user_id == owner.id && reg.status == Status::Paid)
        .ok_or_else(|| AppError::field("registrationId", NO_REGISTRATION))?;
    let event = event_by_name(&reg.event_id).ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    let people = people(ctx, &txn, &reg).await?;
    let mut chosen: Vec<&Person> = Vec::new();
    for g in &checked.guests {
        let found = people.iter().find(|p| p.pass_id == *g || (!p.email.is_empty() && p.email.eq_ignore_ascii_case(g)));
        match found {
            Some(p) if chosen.iter().any(|c| c.pass_id == p.pass_id) => {
                return Err(AppError::field(rules::GUESTS, rules::GUEST_TWICE));
            }
            Some(p) => chosen.push(p),
            None => return Err(AppError::field(rules::GUESTS, NOT_ON_REGISTRATION)),
        }
    }
    chosen.sort_by_key(|p| p.seq);
    // A person booked by an earlier unpaid attempt of the owner: that attempt gives way; a person with a
    // booking that counts otherwise is booked already.
    let pass_ids: Vec<String> = chosen.iter().map(|p| p.pass_id.clone()).collect();
    let live = guest::Entity::find().filter(guest::Column::LivePass.is_in(pass_ids.clone())).all(&txn).await?;
    for g in &live {
        let Some(b) = booking::Entity::find_by_id(&g.booking_id).one(&txn).await? else { continue };
        if b.status == Status::Pending && b.user_id == owner.id {
            expire_in(&txn, &b.id).await?;
        } else if holds_beds(&b, now) || b.status == Status::Pending {
            return Err(AppError::Conflict(already_booked(&g.name)));
        } else {
            release_guests(&txn, &b.id).await?;
        }
    }
    // Beds, counted in this transaction: a rush never books more than a block has.
    let taken = beds_taken(&txn, now).await?;
    let wanted = u32::try_from(chosen.len()).unwrap_or(u32::MAX);
    for night in checked.stay.nights() {
        let used = taken.get(&(night, checked.block)).copied().unwrap_or(0);
        let left = r.beds.of(checked.block).saturating_sub(used);
        if left < wanted {
            return Err(AppError::Conflict(block_full(checked.block, night, left)));
        }
    }
    // The price, and a discount code's use, counted here too.
    let fee = rules::stay_price(&r, wanted, checked.stay.nights);
    let discount = match req.code.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        Some(code) => Some(coupons::apply_to(&txn, owner, Target::Stay(event), fee, code).await?),
        None => None,
    }
    .filter(|d| d.discount > 0);
    let amount: Paise = discount.as_ref().map_or(fee, |d| d.amount);
    let (status, mode) = match way {
        Way::Online(_) if amount == 0 => return Err(AppError::BadRequest(shared_coupons::STAY_NOTHING_TO_PAY.into())),
        Way::Online(mode) => (Status::Pending, mode),
        Way::WithoutPayment if amount == 0 => (Status::Paid, PaymentsMode::Offline),
        Way::WithoutPayment if ctx.config().payments == PaymentsMode::Offline => {
            (Status::AwaitingPayment, PaymentsMode::Offline)
        }
        Way::WithoutPayment => return Err(AppError::BadRequest(PAID_ONLINE.into())),
    };
    let paise = |p: Paise| i64::try_from(p).map_err(AppError::other);
    let id = uuid::Uuid::new_v4().to_string();
    booking::ActiveModel {
        id: Set(id.clone()),
        user_id: Set(owner.id.clone()),
        registration_id: Set(reg.id.clone()),
        event_id: Set(reg.event_id.clone()),
        block: Set(checked.block.as_str().to_owned()),
        check_in: Set(rules::iso(checked.stay.check_in)),
        nights: Set(i32::try_from(checked.stay.nights).unwrap_or(0)),
        guest_count: Set(i32::try_from(wanted).unwrap_or(i32::MAX)),
        price_per_night_paise: Set(paise(r.price_per_night_paise)?),
        amount_paise: Set(paise(amount)?),
        currency: Set("INR".into()),
        status: Set(status),
        payment_mode: Set(mode),
        gateway_order_id: Set(None),
        gateway_payment_id: Set(None),
        order_amount_paise: Set(None),
        coupon_code: Set(discount.as_ref().map(|d| d.code.clone())),
        discount_paise: Set(discount.as_ref().map(|d| paise(d.discount)).transpose()?),
        original_amount_paise: Set(discount.as_ref().map(|_| paise(fee)).transpose()?),
        flag_reason: Set(None),
        expires_at: Set((status == Status::Pending)
            .then(|| now + Duration::minutes(i64::from(ctx.config().payment_expiry_minutes)))),
        paid_at: Set((status == Status::Paid).then_some(now)),
        checked_at: Set(None),
        cancelled_at: Set(None),
        refund_status: Set(None),
        refund_amount_paise: Set(None),
        refund_id: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await?;
    let rows: Vec<guest::ActiveModel> = chosen
        .iter()
        .map(|p| guest::ActiveModel {
            id: Set(uuid::Uuid::new_v4().to_string()),
            booking_id: Set(id.clone()),
            pass_id: Set(p.pass_id.clone()),
            seq: Set(p.seq),
            name: Set(p.name.clone()),
            role: Set(p.role.clone()),
            live_pass: Set(Some(p.pass_id.clone())),
            checked_in_at: Set(None),
            checked_in_by: Set(None),
            client_scan_id: Set(None),
        })
        .collect();
    guest::Entity::insert_many(rows).exec_without_returning(&txn).await?;
    let record = record_of(&txn, &id).await?;
    txn.commit().await.map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(already_booked("A guest")),
        _ => AppError::Database(e),
    })?;
    Ok((record, reg))
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

async fn expire_in(txn: &DatabaseTransaction, id: &str) -> Result<bool, AppError> {
    let change = booking::ActiveModel { status: Set(Status::Expired), ..Default::default() };
    let expired = guarded(txn, id, Status::Pending, change).await?;
    if expired {
        release_guests(txn, id).await?;
    }
    Ok(expired)
}

/// Marks a pending booking expired and gives its beds and guests back (no-op in any other state).
pub async fn expire(ctx: &Context, id: &str) -> Result<bool, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let expired = expire_in(&txn, id).await?;
    txn.commit().await?;
    Ok(expired)
}

/// The booking of a gateway order, if any.
pub async fn for_order(ctx: &Context, order_id: &str) -> Result<Option<booking::Model>, AppError> {
    Ok(booking::Entity::find().filter(booking::Column::GatewayOrderId.eq(order_id)).one(ctx.db()).await?)
}

/// What a payment did to a booking.
#[derive(Debug)]
pub enum BookingConfirmation {
    Paid(booking::Model),
    AlreadyPaid(booking::Model),
    Flagged(booking::Model),
    /// This webhook delivery had been processed before.
    Duplicate,
}

fn flag(reason: &str, payment_id: Option<&str>) -> booking::ActiveModel {
    let mut change = booking::ActiveModel {
        status: Set(Status::Flagged),
        flag_reason: Set(Some(reason.chars().take(255).collect())),
        ..Default::default()
    };
    if let Some(p) = payment_id {
        change.gateway_payment_id = Set(Some(p.to_owned()));
    }
    change
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
    let ordered = b.order_amount_paise.unwrap_or(b.amount_paise);
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
            let second = b.gateway_payment_id.as_deref().is_some_and(|p| p != payment_id);
            let reason = mismatch.or_else(|| {
                second.then(|| format!("A second payment ({payment_id}) for a booking already paid: refund it"))
            });
            match reason {
                None => BookingConfirmation::AlreadyPaid(b.clone()),
                Some(reason) => {
                    guarded(&txn, &b.id, Status::Paid, flag(&reason, None)).await?;
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
                guarded(&txn, &b.id, b.status, flag(&reason, Some(payment_id))).await?;
                tracing::warn!(booking = %b.id, "a booking's payment was flagged: {reason}");
                BookingConfirmation::Flagged(b.clone())
            } else {
                let change = booking::ActiveModel {
                    status: Set(Status::Paid),
                    gateway_payment_id: Set(Some(payment_id.to_owned())),
                    paid_at: Set(Some(now)),
                    expires_at: Set(None),
                    ..Default::default()
                };
                if !guarded(&txn, &b.id, b.status, change).await? {
                    return Err(AppError::Conflict("The booking changed meanwhile; try again.".into()));
                }
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
    let b = booking::Entity::find()
        .filter(booking::Column::GatewayOrderId.eq(order_id))
        .filter(booking::Column::UserId.eq(&owner.id))
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::BadRequest(registrations::VERIFY_FAILED.into()))?;
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

/// How long after it stopped counting a booking's order is still asked about, and how often.
const LATE_PAYMENT_HOURS: i64 = 24;
const LATE_PAYMENT_RECHECK_MINUTES: i64 = 30;

/// Asks the gateway about bookings still pending after `reconcile_after_minutes` (and those that expired in
/// the last day, every half hour): a captured payment confirms, an unpaid order past its time expires.
/// Returns (confirmed, flagged, expired, unreachable).
pub async fn reconcile(ctx: &Context) -> Result<(u32, u32, u32, u32), AppError> {
    let now = Utc::now();
    let check_before = now - Duration::minutes(i64::from(ctx.config().reconcile_after_minutes));
    let pending = booking::Entity::find()
        .filter(booking::Column::Status.eq(Status::Pending.as_str()))
        .filter(booking::Column::CreatedAt.lte(check_before))
        .all(ctx.db())
        .await?;
    let lapsed = booking::Entity::find()
        .filter(booking::Column::Status.eq(Status::Expired.as_str()))
        .filter(booking::Column::GatewayOrderId.is_not_null())
        .filter(booking::Column::CreatedAt.lte(check_before))
        .filter(booking::Column::UpdatedAt.gte(now - Duration::hours(LATE_PAYMENT_HOURS)))
        .filter(
            Condition::any()
                .add(booking::Column::CheckedAt.is_null())
                .add(booking::Column::CheckedAt.lte(now - Duration::minutes(LATE_PAYMENT_RECHECK_MINUTES))),
        )
        .all(ctx.db())
        .await?;
    let (mut confirmed, mut flagged, mut expired, mut errors) = (0, 0, 0, 0);
    for b in pending.into_iter().chain(lapsed) {
        let payments = match &b.gateway_order_id {
            Some(order) => match ctx.gateway().order_payments(ctx.db(), order).await {
                Ok(p) => p,
                Err(e) => {
                    tracing::warn!(booking = %b.id, error = %e, "reconciliation: gateway did not answer");
                    errors += 1;
                    continue;
                }
            },
            None => vec![],
        };
        if let Some(captured) = payments.iter().find(|p| p.status == "captured") {
            match confirm(ctx, &b.id, &captured.id, Some((captured.amount, &captured.currency)), None).await? {
                BookingConfirmation::Paid(_) => confirmed += 1,
                BookingConfirmation::Flagged(_) => flagged += 1,
                _ => {}
            }
        } else if b.status == Status::Expired {
            booking::Entity::update_many()
                .col_expr(booking::Column::CheckedAt, Expr::value(now))
                .filter(booking::Column::Id.eq(&b.id))
                .filter(booking::Column::Status.eq(Status::Expired.as_str()))
                .exec(ctx.writer())
                .await?;
        } else if b.expires_at.is_some_and(|t| t <= now) && expire(ctx, &b.id).await? {
            expired += 1;
        }
    }
    Ok((confirmed, flagged, expired, errors))
}

/// What a cancellation refunds: the amount paid less `fee`, and how.
fn refund_terms(b: &booking::Model, fee: u64) -> (Option<i64>, Option<RefundStatus>) {
    if b.status != Status::Paid && b.status != Status::Flagged {
        return (None, None);
    }
    let paid = b.order_amount_paise.unwrap_or(b.amount_paise);
    let amount = paid.saturating_sub(i64::try_from(fee).unwrap_or(i64::MAX)).max(0);
    let how = match (amount, b.payment_mode) {
        (0, _) => None,
        (_, PaymentsMode::Offline) => Some(RefundStatus::Manual),
        _ => Some(RefundStatus::Pending),
    };
    (Some(amount), how)
}

/// Cancels a booking in `from`, recording its refund, and gives its beds and guests back.
async fn cancel_in(
    txn: &DatabaseTransaction,
    b: &booking::Model,
    to: Status,
    refund: (Option<i64>, Option<RefundStatus>),
) -> Result<bool, AppError> {
    let change = booking::ActiveModel {
        status: Set(to),
        cancelled_at: Set(Some(Utc::now())),
        refund_amount_paise: Set(refund.0),
        refund_status: Set(refund.1),
        ..Default::default()
    };
    let done = guarded(txn, &b.id, b.status, change).await?;
    if done {
        release_guests(txn, &b.id).await?;
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
        Status::Paid | Status::AwaitingPayment => {}
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
    let terms = refund_terms(&b, ctx.config().cancellation_fee_paise);
    if !cancel_in(&txn, &b, Status::Cancelled, terms).await? {
        return Err(AppError::Conflict(registrations::CHANGE_MOVED_ON.into()));
    }
    audit::record(&txn, owner, "accommodation.cancel", &b.id, json!({"refundPaise": terms.0})).await?;
    txn.commit().await?;
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
/// whose payment the organisers are checking stops the owner's cancellation. Returns what
/// [`finish_cancelled`] needs after commit.
pub(crate) async fn cancel_with_registration(
    ctx: &Context,
    txn: &DatabaseTransaction,
    registration_id: &str,
    by_admin: bool,
) -> Result<Vec<(String, Option<RefundStatus>)>, AppError> {
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
    let mut done = Vec::new();
    for b in live {
        match b.status {
            Status::Pending => {
                expire_in(txn, &b.id).await?;
            }
            Status::Flagged if !by_admin => return Err(AppError::Conflict(STAY_BEING_CHECKED.into())),
            status => {
                let terms = refund_terms(&b, fee);
                let to = if status == Status::Flagged { Status::Refunded } else { Status::Cancelled };
                if !cancel_in(txn, &b, to, terms).await? {
                    return Err(AppError::Conflict(registrations::CHANGE_MOVED_ON.into()));
                }
                done.push((b.id.clone(), terms.1));
            }
        }
    }
    Ok(done)
}

/// After the commit of a registration's cancellation: the refunds of its stays asked of the gateway and
/// their owners told (logged, never failing the cancellation that is done).
pub(crate) async fn finish_cancelled(ctx: &Context, cancelled: Vec<(String, Option<RefundStatus>)>) {
    for (id, how) in cancelled {
        if let Err(e) = finish(ctx, &id, how).await {
            tracing::error!(booking = %id, error = %e, "a stay cancelled with its registration could not be finished");
        }
    }
}

/// An admin cancels a paid or flagged booking and refunds it in full (or retries a refund that failed).
pub async fn refund_by_admin(
    ctx: &Context,
    actor: &user::Model,
    id: &str,
    reason: &str,
) -> Result<BookingRecord, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", "Give a reason."));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let b = booking::Entity::find_by_id(id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_BOOKING.into()))?;
    let how = match b.status {
        Status::Paid | Status::Flagged => {
            let terms = refund_terms(&b, 0);
            let to = if b.status == Status::Flagged { Status::Refunded } else { Status::Cancelled };
            if terms.0.is_none_or(|a| a == 0) || !cancel_in(&txn, &b, to, terms).await? {
                return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
            }
            terms.1
        }
        Status::Cancelled | Status::Refunded
            if matches!(b.refund_status, Some(RefundStatus::Failed | RefundStatus::Unknown)) =>
        {
            // Tried again from `pending`: `issue_refund` reads the gateway's refunds before asking.
            let from = b.refund_status.unwrap_or(RefundStatus::Failed);
            let res = booking::Entity::update_many()
                .col_expr(booking::Column::RefundStatus, Expr::value(RefundStatus::Pending.to_value()))
                .filter(booking::Column::Id.eq(&b.id))
                .filter(booking::Column::RefundStatus.eq(from.to_value()))
                .exec(&txn)
                .await?;
            if res.rows_affected != 1 {
                return Err(AppError::Conflict(NOTHING_TO_REFUND.into()));
            }
            Some(RefundStatus::Pending)
        }
        _ => return Err(AppError::Conflict(NOTHING_TO_REFUND.into())),
    };
    audit::record(&txn, actor, "accommodation.refund", &b.id, json!({"reason": reason})).await?;
    txn.commit().await?;
    finish(ctx, &b.id, how).await
}

/// After a cancellation: the refund asked of the gateway when one is due, the owner told.
async fn finish(ctx: &Context, id: &str, how: Option<RefundStatus>) -> Result<BookingRecord, AppError> {
    if how == Some(RefundStatus::Pending) {
        issue_refund(ctx, id).await?;
    }
    let record = record_of(ctx.db(), id).await?;
    let (background, b) = (ctx.clone(), record.booking.clone());
    ctx.spawn_background(async move {
        if let Err(e) = send_cancellation(&background, &b).await {
            tracing::error!(booking = %b.id, error = %e, "could not send the booking's cancellation e-mail");
        }
    });
    Ok(record)
}

/// Asks the gateway to refund a booking whose refund is pending (at most its payment less what the gateway
/// refunded of it already), and records its answer: `failed` or `unknown` for an admin to retry.
pub async fn issue_refund(ctx: &Context, id: &str) -> Result<(), AppError> {
    let Some(b) = booking::Entity::find_by_id(id).one(ctx.db()).await? else { return Ok(()) };
    if b.refund_status != Some(RefundStatus::Pending) {
        return Ok(());
    }
    let amount = b.refund_amount_paise.unwrap_or(0);
    let paid = b.order_amount_paise.unwrap_or(b.amount_paise);
    let result = match b.gateway_payment_id.as_deref() {
        Some(payment) => {
            crate::services::refunds::refund_payment(ctx, b.payment_mode, payment, paid, amount, &b.id).await
        }
        None => {
            tracing::error!(booking = %b.id, "a paid booking without a payment id: the refund could not be issued");
            crate::services::refunds::RefundResult { status: RefundStatus::Failed, refund_id: None }
        }
    };
    let mut update = booking::Entity::update_many()
        .col_expr(booking::Column::RefundStatus, Expr::value(result.status.to_value()))
        .col_expr(booking::Column::UpdatedAt, Expr::value(Utc::now()));
    if let Some(refund_id) = result.refund_id {
        update = update.col_expr(booking::Column::RefundId, Expr::value(refund_id));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    update
        .filter(booking::Column::Id.eq(&b.id))
        .filter(booking::Column::RefundStatus.eq(RefundStatus::Pending.to_value()))
        .exec(&txn)
        .await?;
    crate::services::receipts::credit_booking(ctx, &txn, &b.id).await?;
    txn.commit().await?;
    Ok(())
}

/// Records what a refund webhook says of a booking's refund; true when it changed something.
pub async fn record_refund(
    ctx: &Context,
    payment_id: &str,
    refund_id: &str,
    processed: bool,
) -> Result<bool, AppError> {
    let (to, from) = crate::services::refunds::webhook_transition(processed);
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let res = booking::Entity::update_many()
        .col_expr(booking::Column::RefundStatus, Expr::value(to.to_value()))
        .col_expr(booking::Column::RefundId, Expr::value(refund_id))
        .col_expr(booking::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(booking::Column::GatewayPaymentId.eq(payment_id))
        .filter(booking::Column::Status.is_in([Status::Cancelled.as_str(), Status::Refunded.as_str()]))
        .filter(booking::Column::RefundStatus.is_in(from.iter().map(|s| s.to_value())))
        .exec(&txn)
        .await?;
    if processed && res.rows_affected > 0 {
        crate::services::receipts::credit_bookings_of_payment(ctx, &txn, payment_id).await?;
    }
    txn.commit().await?;
    Ok(res.rows_affected > 0)
}

/// An organiser marks a booking's offline payment received (audited).
pub async fn mark_paid(ctx: &Context, actor: &user::Model, id: &str) -> Result<BookingRecord, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let change =
        booking::ActiveModel { status: Set(Status::Paid), paid_at: Set(Some(Utc::now())), ..Default::default() };
    if !guarded(&txn, id, Status::AwaitingPayment, change).await? {
        return Err(AppError::Conflict(NOT_AWAITING.into()));
    }
    audit::record(&txn, actor, "accommodation.mark_paid", id, json!({})).await?;
    crate::services::receipts::for_booking(ctx, &txn, id).await?;
    let receipt = queue_receipt(ctx, &txn, id).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, receipt.into_iter().collect());
    record_of(ctx.db(), id).await
}

/// A stay as a pass shows it.
#[derive(Debug, Clone)]
pub struct PassStay {
    pub block: Block,
    pub stay: Stay,
    pub checked_in_at: Option<DateTime<Utc>>,
}

/// The paid stays of passes, by pass id.
pub async fn stays_of_passes(ctx: &Context, pass_ids: &[String]) -> Result<HashMap<String, PassStay>, AppError> {
    if pass_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let guests = guest::Entity::find().filter(guest::Column::LivePass.is_in(pass_ids.to_vec())).all(ctx.db()).await?;
    let ids: Vec<String> = guests.iter().map(|g| g.booking_id.clone()).collect();
    let paid: HashMap<String, booking::Model> = booking::Entity::find()
        .filter(booking::Column::Id.is_in(ids))
        .filter(booking::Column::Status.eq(Status::Paid.as_str()))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|b| (b.id.clone(), b))
        .collect();
    Ok(guests
        .into_iter()
        .filter_map(|g| {
            let b = paid.get(&g.booking_id)?;
            let stay = PassStay { block: Block::parse(&b.block)?, stay: stay_of(b), checked_in_at: g.checked_in_at };
            Some((g.pass_id, stay))
        })
        .collect())
}

/// The hostel desk's scan of a live pass, inside the scan's transaction: the guest of a paid booking is
/// checked in once. `(result, message, checked_in_at, by)`; `None` as result when no stay is booked.
pub async fn hostel_scan(
    txn: &DatabaseTransaction,
    actor: &user::Model,
    pass_id: &str,
    at: DateTime<Utc>,
    client_id: Option<&str>,
) -> Result<HostelScan, AppError> {
    let Some(g) = guest::Entity::find().filter(guest::Column::LivePass.eq(pass_id)).lock_exclusive().one(txn).await?
    else {
        return Ok(HostelScan::NoStay);
    };
    let Some(b) = booking::Entity::find_by_id(&g.booking_id).one(txn).await?.filter(|b| b.status == Status::Paid)
    else {
        return Ok(HostelScan::NoStay);
    };
    let block = Block::parse(&b.block).unwrap_or(Block::Men);
    if g.checked_in_at.is_some() {
        // The same scan synced again: the scanner's id is the volunteer's own, so it answers only for the
        // volunteer who checked the guest in.
        if client_id.is_some()
            && g.client_scan_id.as_deref() == client_id
            && g.checked_in_by.as_deref() == Some(actor.username.as_str())
        {
            return Ok(HostelScan::CheckedIn { message: hostel_checked_in(&stay_of(&b), block), guest: g });
        }
        let message =
            crate::services::checkins::already_message(g.checked_in_at, Some("hostel"), g.checked_in_by.as_deref());
        return Ok(HostelScan::Already { message, guest: g });
    }
    guest::Entity::update_many()
        .col_expr(guest::Column::CheckedInAt, Expr::value(at))
        .col_expr(guest::Column::CheckedInBy, Expr::value(actor.username.clone()))
        .col_expr(guest::Column::ClientScanId, Expr::value(client_id.map(str::to_owned)))
        .filter(guest::Column::Id.eq(&g.id))
        .filter(guest::Column::CheckedInAt.is_null())
        .exec(txn)
        .await?;
    let g =
        guest::Entity::find_by_id(&g.id).one(txn).await?.ok_or_else(|| AppError::Other("a guest vanished".into()))?;
    Ok(HostelScan::CheckedIn { message: hostel_checked_in(&stay_of(&b), block), guest: g })
}

/// What the hostel desk's scan found.
#[derive(Debug)]
pub enum HostelScan {
    CheckedIn { message: String, guest: guest::Model },
    Already { message: String, guest: guest::Model },
    NoStay,
}

/// A booking as the organisers see it: with its owner and the registration's team.
#[derive(Debug, Clone)]
pub struct AdminBooking {
    pub record: BookingRecord,
    pub owner_name: String,
    pub owner_email: String,
    pub team: String,
}

/// The organisers' view: the rules in force, beds per night, and bookings (those that count first, newest
/// first), narrowed to a block and a night when given.
pub async fn admin_overview(
    ctx: &Context,
    block: Option<Block>,
    night: Option<NaiveDate>,
) -> Result<(StayRules, Vec<NightBeds>, Vec<AdminBooking>), AppError> {
    let r = rules_in_force(ctx.db()).await?;
    let nights = nights(ctx.db(), &r).await?;
    Ok((r, nights, bookings_for_admin(ctx, block, night).await?))
}

/// The bookings as the organisers see them (those that hold beds first, newest first), narrowed to a block
/// and a night when given.
async fn bookings_for_admin(
    ctx: &Context,
    block: Option<Block>,
    night: Option<NaiveDate>,
) -> Result<Vec<AdminBooking>, AppError> {
    let mut query = booking::Entity::find().order_by_desc(booking::Column::CreatedAt);
    if let Some(block) = block {
        query = query.filter(booking::Column::Block.eq(block.as_str()));
    }
    let mut bookings: Vec<booking::Model> = query.all(ctx.db()).await?;
    if let Some(night) = night {
        bookings.retain(|b| stay_of(b).nights().any(|n| n == night));
    }
    let now = Utc::now();
    bookings.sort_by_key(|b| !holds_beds(b, now));
    let records = with_guests(ctx.db(), bookings).await?;
    let owner_ids: Vec<String> = records.iter().map(|r| r.booking.user_id.clone()).collect();
    let owners: HashMap<String, user::Model> = user::Entity::find()
        .filter(user::Column::Id.is_in(owner_ids))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|u| (u.id.clone(), u))
        .collect();
    let reg_ids: Vec<String> = records.iter().map(|r| r.booking.registration_id.clone()).collect();
    let teams: HashMap<String, String> = registration::Entity::find()
        .filter(registration::Column::Id.is_in(reg_ids))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|r| (r.id, r.college_name))
        .collect();
    Ok(records
        .into_iter()
        .map(|record| {
            let owner = owners.get(&record.booking.user_id);
            AdminBooking {
                owner_name: owner.map(|o| o.fullname.clone()).unwrap_or_default(),
                owner_email: owner.map(|o| o.email.clone()).unwrap_or_default(),
                team: teams.get(&record.booking.registration_id).cloned().unwrap_or_default(),
                record,
            }
        })
        .collect())
}

/// The guest list of the bookings that count, as CSV or Excel (audited).
pub async fn export(
    ctx: &Context,
    actor: &user::Model,
    format: crate::services::exports::Format,
) -> Result<crate::services::exports::Export, AppError> {
    let bookings = bookings_for_admin(ctx, None, None).await?;
    let now = Utc::now();
    let header = [
        "Booking",
        "Event",
        "Team",
        "Block",
        "Check-in",
        "Check-out",
        "Nights",
        "Guest",
        "Role",
        "Status",
        "Hostel check-in",
    ];
    let mut rows: Vec<Vec<String>> = Vec::new();
    for b in bookings.iter().filter(|b| holds_beds(&b.record.booking, now)) {
        let stay = b.record.stay();
        let event = event_by_name(&b.record.booking.event_id);
        let title = event.map_or(b.record.booking.event_id.as_str(), |e| e.title);
        for g in &b.record.guests {
            rows.push(vec![
                b.record.booking.id.clone(),
                title.to_owned(),
                b.team.clone(),
                b.record.block().as_str().to_owned(),
                rules::iso(stay.check_in),
                rules::iso(stay.check_out()),
                stay.nights.to_string(),
                g.name.clone(),
                event.map_or_else(|| g.role.clone(), |e| shared_pass::role_title(e.id, &g.role)),
                b.record.booking.status.as_str().to_owned(),
                g.checked_in_at.map(crate::time::india_text).unwrap_or_default(),
            ]);
        }
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    audit::record(&txn, actor, "accommodation.export", "guests", json!({"rows": rows.len()})).await?;
    txn.commit().await?;
    crate::services::exports::table("accommodation-guests", "Guests", format, &header, &rows)
}

/// A change of the organisers' price or beds: a field left out stays as it is.
#[derive(Debug, Clone, Default)]
pub struct SettingsChange {
    pub price_per_night_paise: Option<i64>,
    pub beds_men: Option<i64>,
    pub beds_women: Option<i64>,
}

/// Changes the price or beds on an organiser's word (audited). Fewer beds than are booked is allowed: no
/// new booking fits until some are given back.
pub async fn change_settings(
    ctx: &Context,
    actor: &user::Model,
    change: SettingsChange,
) -> Result<StayRules, AppError> {
    let mut errors = ValidationErrors::new();
    if change.price_per_night_paise.is_some_and(|p| !(0..=MAX_PRICE_PAISE).contains(&p)) {
        errors.add("pricePerNightPaise", format!("Give 0 to {MAX_PRICE_PAISE} paise."));
    }
    for (field, beds) in [("beds.Men", change.beds_men), ("beds.Women", change.beds_women)] {
        if beds.is_some_and(|n| !(0..=MAX_BEDS).contains(&n)) {
            errors.add(field, format!("Give 0 to {MAX_BEDS} beds."));
        }
    }
    if !errors.is_empty() {
        return Err(AppError::invalid(errors));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let row = setting::Entity::find_by_id(1).lock_exclusive().one(&txn).await?;
    let mut update = setting::Entity::update_many().col_expr(setting::Column::UpdatedAt, Expr::value(Utc::now()));
    if let Some(p) = change.price_per_night_paise {
        update = update.col_expr(setting::Column::PricePerNightPaise, Expr::value(p));
    }
    if let Some(n) = change.beds_men {
        update = update.col_expr(setting::Column::BedsMen, Expr::value(i32::try_from(n).unwrap_or(0)));
    }
    if let Some(n) = change.beds_women {
        update = update.col_expr(setting::Column::BedsWomen, Expr::value(i32::try_from(n).unwrap_or(0)));
    }
    if row.is_none() {
        setting::ActiveModel {
            id: Set(1),
            price_per_night_paise: Set(None),
            beds_men: Set(None),
            beds_women: Set(None),
            updated_at: Set(None),
        }
        .insert(&txn)
        .await?;
    }
    update.filter(setting::Column::Id.eq(1)).exec(&txn).await?;
    audit::record(
        &txn,
        actor,
        "accommodation.settings",
        "accommodation",
        json!({"pricePerNightPaise": change.price_per_night_paise, "bedsMen": change.beds_men, "bedsWomen": change.beds_women}),
    )
    .await?;
    let r = hold_rules(&txn).await?;
    txn.commit().await?;
    Ok(r)
}

fn rupees(paise: i64) -> String {
    format_rupees(u64::try_from(paise).unwrap_or(0))
}

fn event_title(b: &booking::Model) -> &'static str {
    event_by_name(&b.event_id).map_or("", |e: &EventInfo| e.title)
}

/// Queues the receipt of a paid booking through `conn` (the transaction that records the payment, so the
/// receipt commits with it); returns the queued e-mail, to deliver once that has committed.
async fn queue_receipt<C: ConnectionTrait>(
    ctx: &Context,
    conn: &C,
    id: &str,
) -> Result<Option<mail_queue::Queued>, AppError> {
    let record = record_of(conn, id).await?;
    let b = &record.booking;
    let Some(owner) = user::Entity::find_by_id(&b.user_id).one(conn).await? else {
        tracing::error!(booking = %id, "no receipt: the booking's owner is gone");
        return Ok(None);
    };
    let stay = record.stay();
    let fest = FEST.title();
    let mut lines = vec![
        ("Event".to_owned(), event_title(b).to_owned()),
        ("Block".to_owned(), format!("{} block", record.block().as_str())),
        ("Check-in".to_owned(), rules::display(stay.check_in)),
        ("Check-out".to_owned(), rules::display(stay.check_out())),
        ("Nights".to_owned(), stay.nights.to_string()),
    ];
    if let (Some(original), Some(discount)) = (b.original_amount_paise, b.discount_paise) {
        let code = b.coupon_code.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
        lines.push(("Fee".into(), rupees(original)));
        lines.push((format!("Discount{code}"), rupees(discount)));
    }
    lines.push(("Amount paid".into(), rupees(b.amount_paise)));
    if let Some(p) = &b.gateway_payment_id {
        lines.push(("Payment id".into(), p.clone()));
    }
    lines.push(("Booking id".into(), b.id.clone()));
    let guests: Vec<&str> = record.guests.iter().map(|g| g.name.as_str()).collect();
    let text = format!(
        "Hello {},\n\nYour stay is booked.\n\n{}\nGuests:\n{}\nShow each guest's pass at the hostel desk.\n\n— Team {fest}\n",
        owner.fullname,
        lines.iter().map(|(k, v)| format!("{k}: {v}\n")).collect::<String>(),
        guests.iter().map(|g| format!("  - {g}\n")).collect::<String>(),
    );
    let html_body = format!(
        "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {},</p><p>Your stay is booked.</p>\
         <table>{}</table><p>Guests:</p><ul>{}</ul><p>Show each guest's pass at the hostel desk.</p>\
         <p>— Team {}</p></body></html>",
        html(&owner.fullname),
        lines.iter().map(|(k, v)| format!("<tr><td>{}</td><td>{}</td></tr>", html(k), html(v))).collect::<String>(),
        guests.iter().map(|g| format!("<li>{}</li>", html(g))).collect::<String>(),
        html(&fest),
    );
    let email = OutgoingEmail {
        to: owner.email.clone(),
        subject: format!("{fest}: your stay is booked"),
        text,
        html: html_body,
    };
    mail_queue::enqueue(ctx, conn, "stay receipt", email, Vec::new()).await.map(Some)
}

async fn send_cancellation(ctx: &Context, b: &booking::Model) -> Result<(), AppError> {
    let owner =
        user::Entity::find_by_id(&b.user_id).one(ctx.db()).await?.ok_or_else(|| AppError::NotFound("owner".into()))?;
    let stay = stay_of(b);
    let fest = FEST.title();
    let refund = match (b.refund_amount_paise, b.refund_status) {
        (Some(a), Some(RefundStatus::Manual)) if a > 0 => {
            format!("The organisers will pay {} back to you by hand.", rupees(a))
        }
        (Some(a), Some(_)) if a > 0 => format!("{} is being refunded to the way you paid.", rupees(a)),
        _ => "Nothing is refunded.".to_owned(),
    };
    let summary = format!(
        "Your stay in the {} block from {} to {} is cancelled. {refund}",
        Block::parse(&b.block).unwrap_or(Block::Men).as_str().to_lowercase(),
        rules::display(stay.check_in),
        rules::display(stay.check_out())
    );
    crate::services::mail_queue::send(
        ctx,
        "stay cancellation",
        OutgoingEmail {
            to: owner.email.clone(),
            subject: format!("{fest}: your stay is cancelled"),
            text: format!("Hello {},\n\n{summary}\nBooking id: {}\n\n— Team {fest}\n", owner.fullname, b.id),
            html: format!(
                "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {},</p><p>{}</p>\
                 <p>Booking id: {}</p><p>— Team {}</p></body></html>",
                html(&owner.fullname),
                html(&summary),
                html(&b.id),
                html(&fest)
            ),
        },
    )
    .await
}
