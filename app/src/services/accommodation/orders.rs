//! Booking a stay: the order (or a booking without payment), its beds and guests, and its expiry.

use super::*;
use fest_shared::consent::CollectionPoint;

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
    // Attached only while the booking still waits for it.
    let guard = crate::services::payment_orders::Guard::<booking::Entity> {
        id: booking::Column::Id,
        status: booking::Column::Status,
        expected: Status::Pending.as_str().into(),
    };
    let id = &record.booking.id;
    if !crate::services::payment_orders::attach(ctx.writer(), Payable::Booking, id, guard, mode, &order).await? {
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
    // Under 18: not before a parent or guardian has consented.
    crate::services::guardians::ensure_may_give_data(&txn, &owner.id).await?;
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
        coupon_code: Set(discount.as_ref().map(|d| d.code.clone())),
        discount_paise: Set(discount.as_ref().map(|d| paise(d.discount)).transpose()?),
        original_amount_paise: Set(discount.as_ref().map(|_| paise(fee)).transpose()?),
        flag_reason: Set(None),
        expires_at: Set((status == Status::Pending)
            .then(|| now + Duration::minutes(i64::from(ctx.config().payment_expiry_minutes)))),
        paid_at: Set((status == Status::Paid).then_some(now)),
        cancelled_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await?;
    // Paid to the organisers in person: its order waits for their word.
    if status == Status::AwaitingPayment {
        crate::services::payment_orders::open_offline(&txn, Payable::Booking, &id, paise(amount)?, "INR").await?;
    }
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
    crate::services::consents::record(&txn, &owner.id, CollectionPoint::Accommodation, Some(&id)).await?;
    let record = record_of(&txn, &id).await?;
    txn.commit().await.map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(already_booked("A guest")),
        _ => AppError::Database(e),
    })?;
    Ok((record, reg))
}

pub(super) async fn expire_in(txn: &DatabaseTransaction, id: &str) -> Result<bool, AppError> {
    let change = booking::ActiveModel { status: Set(Status::Expired), ..Default::default() };
    let expired = guarded(txn, id, Status::Pending, change).await?;
    if expired {
        crate::services::payment_orders::expire(txn, Payable::Booking, id).await?;
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
    let ordered = crate::services::payment_orders::payable_of(ctx.db(), order_id, Payable::Booking).await?;
    let Some(id) = ordered else { return Ok(None) };
    Ok(booking::Entity::find_by_id(id).one(ctx.db()).await?)
}
