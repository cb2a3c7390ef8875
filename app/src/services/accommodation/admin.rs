//! The organisers' view of accommodation: the overview, the export and the settings.

use super::*;

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
                owner_name: owner.map(|o| o.display_name().to_owned()).unwrap_or_default(),
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
    format: crate::services::tables::Format,
) -> Result<crate::services::tables::Export, AppError> {
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
    crate::services::tables::table("accommodation-guests", "Guests", format, &header, &rows)
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
