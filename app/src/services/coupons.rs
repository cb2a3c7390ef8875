//! Discount codes (issue #18). Organisers make them (`create`, audited) and see how often each is used
//! (`list`). The server applies a code when it prices an order (never the browser's figure), inside the
//! write transaction that stores the order: the code's row is held (`FOR UPDATE` on PostgreSQL; SQLite has
//! one writer) while its uses are counted, exactly as `events::ensure_room` counts an event's places, so a
//! rush never uses a code more often than it allows.
//!
//! A use is a registration priced with the code that takes a place now (`places::taking_places`: paid,
//! awaiting an offline payment, flagged, or an order still within its time to pay), or an accommodation
//! booking priced with it that counts the same way (`places::counting`). An order that expires, is
//! replaced by a newer attempt or is cancelled gives its use back.
//!
//! A CA's referral code may carry a discount of its own (`referral_discount_percent`). A discount code and
//! a referral discount never stack: the larger one applies (the referral discount on a tie, so that a
//! limited code is not spent for nothing), and the registration records which (`coupon_code` is then the
//! referral code). A CA's own code gives them no discount.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use fest_shared::catalogue::{EventInfo, UNKNOWN_EVENT, event_by_name};
use fest_shared::coupons::{self, AppliesTo, CouponKind};
use fest_shared::fees::Paise;
use fest_shared::registration::Registration;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use serde_json::json;

use crate::entities::{accommodation_booking, ca_application, coupon, registration, user};
use crate::error::FieldErrors;
use crate::services::{audit, places};
use crate::{AppError, Context};

/// A code that is taken (by another discount code or by a CA's referral code).
pub const EXISTS: &str = "This code exists already.";
/// The most uses a code may be given in all.
pub const MAX_USES: u32 = 1_000_000;
/// The most uses per account a code may be given.
pub const MAX_PER_USER: u32 = 1_000;

/// A code as an organiser asks for it (checked by [`create`]).
#[derive(Debug, Clone, Default)]
pub struct NewCoupon {
    pub code: String,
    /// `percent` or `fixed`.
    pub kind: String,
    /// A percentage (1 to 100), or paise.
    pub value: i64,
    /// `registration`, `accommodation` or `both`.
    pub applies_to: String,
    /// Event ids (or names); `None` for every event.
    pub events: Option<Vec<String>>,
    pub valid_from: Option<DateTime<Utc>>,
    pub valid_to: Option<DateTime<Utc>>,
    pub max_uses: Option<i64>,
    pub per_user: Option<i64>,
}

/// A code with its uses now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CouponRecord {
    pub id: String,
    pub code: String,
    pub kind: CouponKind,
    pub value: u64,
    pub applies_to: AppliesTo,
    /// Catalogue ids; `None` for every event.
    pub events: Option<Vec<String>>,
    pub valid_from: Option<DateTime<Utc>>,
    pub valid_to: Option<DateTime<Utc>>,
    pub max_uses: Option<u32>,
    pub per_user: Option<u32>,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    /// Registrations and accommodation bookings priced with it that count now.
    pub uses: u64,
}

impl CouponRecord {
    fn new(model: coupon::Model, uses: u64) -> Self {
        let limit = |n: Option<i32>| n.and_then(|n| u32::try_from(n).ok());
        Self {
            kind: model.kind(),
            value: model.value(),
            applies_to: model.applies_to(),
            events: model.events(),
            max_uses: limit(model.max_uses),
            per_user: limit(model.per_user),
            id: model.id,
            code: model.code,
            valid_from: model.valid_from,
            valid_to: model.valid_to,
            created_by: model.created_by,
            created_at: model.created_at,
            uses,
        }
    }
}

/// A limit that is left out, or 1 to `max`.
fn limit(errors: &mut FieldErrors, field: &str, n: Option<i64>, max: u32) -> Option<i32> {
    let n = n?;
    match u32::try_from(n).ok().filter(|n| (1..=max).contains(n)).and_then(|n| i32::try_from(n).ok()) {
        Some(n) => Some(n),
        None => {
            errors.add(field, format!("Give 1 to {max}, or leave it out for no limit."));
            None
        }
    }
}

/// Makes a discount code on an organiser's word (recorded in the audit log). Field errors for what is
/// malformed; 409 for a code that exists already (a discount code or a CA's referral code).
pub async fn create(ctx: &Context, actor: &user::Model, input: NewCoupon) -> Result<CouponRecord, AppError> {
    let mut errors = FieldErrors::new();
    let code = coupons::normalise_code(&input.code).map_err(|m| errors.add("code", m)).ok();
    let kind = CouponKind::parse(&input.kind);
    if kind.is_none() {
        errors.add("kind", "Choose percent or fixed.");
    }
    let value = u64::try_from(input.value).unwrap_or(0);
    if let Some(Err(message)) = kind.map(|k| k.check_value(value)) {
        errors.add("value", message);
    }
    let applies_to = AppliesTo::parse(&input.applies_to);
    if applies_to.is_none() {
        errors.add("appliesTo", "Choose registration, accommodation or both.");
    }
    let mut event_ids: Option<Vec<String>> = None;
    if let Some(names) = &input.events {
        if names.is_empty() {
            errors.add("events", "Choose at least one event, or leave the list out for every event.");
        }
        let mut ids = Vec::new();
        for (i, name) in names.iter().enumerate() {
            match event_by_name(name) {
                Some(e) if !ids.iter().any(|id| id == e.id.as_str()) => ids.push(e.id.as_str().to_owned()),
                Some(_) => {}
                None => errors.add(format!("events[{i}]"), UNKNOWN_EVENT),
            }
        }
        event_ids = Some(ids);
    }
    if input.valid_from.zip(input.valid_to).is_some_and(|(from, to)| to <= from) {
        errors.add("validTo", "The end of the validity must come after its start.");
    }
    let max_uses = limit(&mut errors, "maxUses", input.max_uses, MAX_USES);
    let per_user = limit(&mut errors, "perUser", input.per_user, MAX_PER_USER);
    let (Some(code), Some(kind), Some(applies_to)) = (code, kind, applies_to) else {
        return Err(AppError::invalid(errors));
    };
    if !errors.is_empty() {
        return Err(AppError::invalid(errors));
    }

    let txn = crate::db::begin_write(ctx.writer()).await?;
    let taken = coupon::Entity::find().filter(coupon::Column::Code.eq(&code)).one(&txn).await?.is_some()
        || ca_application::Entity::find()
            .filter(ca_application::Column::ReferralCode.eq(&code))
            .one(&txn)
            .await?
            .is_some();
    if taken {
        return Err(AppError::Conflict(EXISTS.into()));
    }
    let events_json = event_ids.as_ref().map(|ids| serde_json::to_string(ids).unwrap_or_default());
    let model = coupon::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        code: Set(code.clone()),
        kind: Set(kind.as_str().to_owned()),
        value: Set(i64::try_from(value).map_err(AppError::other)?),
        applies_to: Set(applies_to.as_str().to_owned()),
        events: Set(events_json),
        valid_from: Set(input.valid_from),
        valid_to: Set(input.valid_to),
        max_uses: Set(max_uses),
        per_user: Set(per_user),
        created_by: Set(actor.id.clone()),
        created_at: Set(Utc::now()),
    }
    .insert(&txn)
    .await
    .map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(EXISTS.into()),
        _ => AppError::Database(e),
    })?;
    audit::record(
        &txn,
        actor,
        "coupon.create",
        &code,
        json!({
            "kind": kind.as_str(), "value": value, "appliesTo": applies_to.as_str(), "events": event_ids,
            "validFrom": input.valid_from, "validTo": input.valid_to, "maxUses": max_uses, "perUser": per_user,
        }),
    )
    .await?;
    txn.commit().await.map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(EXISTS.into()),
        _ => AppError::Database(e),
    })?;
    Ok(CouponRecord::new(model, 0))
}

/// Every code, newest first, with its uses now.
pub async fn list(ctx: &Context) -> Result<Vec<CouponRecord>, AppError> {
    let models = coupon::Entity::find()
        .order_by_desc(coupon::Column::CreatedAt)
        .order_by_asc(coupon::Column::Code)
        .all(ctx.db())
        .await?;
    let rows: Vec<(Option<String>, i64)> = registration::Entity::find()
        .filter(registration::Column::CouponCode.is_not_null())
        .filter(places::taking_places(Utc::now()))
        .select_only()
        .column(registration::Column::CouponCode)
        .column_as(registration::Column::Id.count(), "uses")
        .group_by(registration::Column::CouponCode)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let stays: Vec<(Option<String>, i64)> = accommodation_booking::Entity::find()
        .filter(accommodation_booking::Column::CouponCode.is_not_null())
        .filter(places::counting(Utc::now()))
        .select_only()
        .column(accommodation_booking::Column::CouponCode)
        .column_as(accommodation_booking::Column::Id.count(), "uses")
        .group_by(accommodation_booking::Column::CouponCode)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut uses: HashMap<String, u64> = HashMap::new();
    for (code, n) in rows.into_iter().chain(stays) {
        if let Some(code) = code {
            *uses.entry(code).or_default() += u64::try_from(n).unwrap_or(0);
        }
    }
    Ok(models
        .into_iter()
        .map(|m| {
            let n = uses.get(&m.code).copied().unwrap_or(0);
            CouponRecord::new(m, n)
        })
        .collect())
}

/// A discount given to a registration: the code that gave it (a discount code or a CA's referral code),
/// the paise taken off and what is left to pay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub code: String,
    pub discount: Paise,
    pub amount: Paise,
}

/// Registrations and accommodation bookings priced with `code` that count now; only `user_id`'s when given.
async fn uses<C: ConnectionTrait>(db: &C, code: &str, user_id: Option<&str>) -> Result<u64, AppError> {
    let mut query = registration::Entity::find()
        .filter(registration::Column::CouponCode.eq(code))
        .filter(places::taking_places(Utc::now()));
    let mut stays = accommodation_booking::Entity::find()
        .filter(accommodation_booking::Column::CouponCode.eq(code))
        .filter(places::counting(Utc::now()));
    if let Some(user_id) = user_id {
        query = query.filter(registration::Column::UserId.eq(user_id));
        stays = stays.filter(accommodation_booking::Column::UserId.eq(user_id));
    }
    Ok(query.count(db).await? + stays.count(db).await?)
}

/// What a discount code is applied to: a registration for an event, or a stay booked for people of a
/// registration for an event (a code limited to some events covers the stays of their teams).
#[derive(Debug, Clone, Copy)]
pub enum Target<'a> {
    Registration(&'a EventInfo),
    Stay(&'a EventInfo),
}

/// Applies a discount code to a registration's `fee` for `event`, inside the transaction that stores the
/// registration (after the owner's earlier unpaid attempt gave way). The code's row is held until the
/// transaction ends, so its uses are counted one order after the other. Every refusal is a field error on
/// `code`: unknown or malformed, not valid yet, expired, for accommodation only, for other events, used
/// as often as the account may, used up.
pub async fn apply(
    txn: &DatabaseTransaction,
    owner: &user::Model,
    event: &EventInfo,
    fee: Paise,
    code: &str,
) -> Result<Applied, AppError> {
    apply_to(txn, owner, Target::Registration(event), fee, code).await
}

/// Applies a discount code to `fee` for `target` (see [`apply`]); a code for the other kind of purchase is a
/// field error on `code`.
pub async fn apply_to(
    txn: &DatabaseTransaction,
    owner: &user::Model,
    target: Target<'_>,
    fee: Paise,
    code: &str,
) -> Result<Applied, AppError> {
    let refuse = |message: &str| AppError::field(coupons::CODE, message);
    let code = coupons::normalise_code(code).map_err(|_| refuse(coupons::INVALID))?;
    let coupon = coupon::Entity::find()
        .filter(coupon::Column::Code.eq(&code))
        .lock_exclusive()
        .one(txn)
        .await?
        .ok_or_else(|| refuse(coupons::INVALID))?;
    let now = Utc::now();
    if coupon.valid_from.is_some_and(|from| now < from) {
        return Err(refuse(coupons::NOT_YET));
    }
    if coupon.valid_to.is_some_and(|to| now >= to) {
        return Err(refuse(coupons::EXPIRED));
    }
    let (event, covered, refusal) = match target {
        Target::Registration(e) => (e, coupon.applies_to().covers_registrations(), coupons::NOT_FOR_REGISTRATIONS),
        Target::Stay(e) => (e, coupon.applies_to().covers_accommodation(), coupons::NOT_FOR_ACCOMMODATION),
    };
    if !covered {
        return Err(refuse(refusal));
    }
    if coupon.events().is_some_and(|ids| !ids.iter().any(|id| id == event.id.as_str())) {
        return Err(refuse(coupons::OTHER_EVENT));
    }
    if let Some(per_user) = coupon.per_user {
        if uses(txn, &code, Some(&owner.id)).await? >= u64::try_from(per_user).unwrap_or(0) {
            return Err(refuse(coupons::ALREADY_USED));
        }
    }
    if let Some(max) = coupon.max_uses {
        if uses(txn, &code, None).await? >= u64::try_from(max).unwrap_or(0) {
            return Err(refuse(coupons::USED_UP));
        }
    }
    let discount = coupons::discount_paise(fee, coupon.kind(), coupon.value());
    Ok(Applied { code, discount, amount: fee - discount })
}

/// The discount a CA's referral code carries (`referral_discount_percent`) on `fee`: none when the setting
/// is 0, without a referral code, or on the CA's own registration. The code was checked before
/// (`check_referral`).
pub async fn referral_discount(
    ctx: &Context,
    txn: &DatabaseTransaction,
    owner: &user::Model,
    registration: &Registration,
    fee: Paise,
) -> Result<Option<Applied>, AppError> {
    let percent = ctx.config().referral_discount_percent;
    let Some(code) = registration.referral_code.as_ref().map(|c| c.as_str().trim().to_uppercase()) else {
        return Ok(None);
    };
    if percent == 0 {
        return Ok(None);
    }
    let own = ca_application::Entity::find()
        .filter(ca_application::Column::ReferralCode.eq(&code))
        .filter(ca_application::Column::UserId.eq(&owner.id))
        .one(txn)
        .await?
        .is_some();
    if own {
        return Ok(None);
    }
    let discount = coupons::discount_paise(fee, CouponKind::Percent, u64::from(percent));
    Ok((discount > 0).then(|| Applied { code, discount, amount: fee - discount }))
}

/// A registration's price: its fee and the discount that applies, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Price {
    pub fee: Paise,
    pub discount: Option<Applied>,
}

impl Price {
    /// What is paid.
    pub fn amount(&self) -> Paise {
        self.discount.as_ref().map_or(self.fee, |d| d.amount)
    }
}

/// Prices a registration inside the transaction that stores it: the discount code sent with it (refused
/// codes are field errors) and the referral discount, the larger of the two (the referral discount on a
/// tie). A discount of nothing is no discount.
pub async fn price(
    ctx: &Context,
    txn: &DatabaseTransaction,
    owner: &user::Model,
    event: &EventInfo,
    registration: &Registration,
    code: Option<&str>,
) -> Result<Price, AppError> {
    let fee = registration.fee_paise;
    let coupon = match code {
        Some(code) => Some(apply(txn, owner, event, fee, code).await?),
        None => None,
    };
    let referral = referral_discount(ctx, txn, owner, registration, fee).await?;
    let discount = match (coupon, referral) {
        (Some(coupon), Some(referral)) => Some(if coupon.discount > referral.discount { coupon } else { referral }),
        (coupon, referral) => coupon.or(referral),
    };
    Ok(Price { fee, discount: discount.filter(|d| d.discount > 0) })
}

/// The discount a registration keeps when a roster change prices it again at `fee`: a discount code's own
/// rule (the same percentage, or the same fixed amount up to the new fee), or a referral discount's
/// percentage as it was given. Nothing without a discount. The code's uses do not change: it is the same
/// registration.
pub async fn discount_after_change<C: ConnectionTrait>(
    db: &C,
    reg: &registration::Model,
    fee: Paise,
) -> Result<Paise, AppError> {
    let (Some(code), Some(discount)) = (reg.coupon_code.as_deref(), reg.discount_paise) else {
        return Ok(0);
    };
    let given = u64::try_from(discount).unwrap_or(0);
    if given == 0 {
        return Ok(0);
    }
    if let Some(coupon) = coupon::Entity::find().filter(coupon::Column::Code.eq(code)).one(db).await? {
        return Ok(coupons::discount_paise(fee, coupon.kind(), coupon.value()));
    }
    // A CA's referral code: the percentage it was given at.
    let original = reg.original_amount_paise.and_then(|p| u64::try_from(p).ok()).unwrap_or(0);
    let percent = coupons::implied_percent(original, given);
    Ok(coupons::discount_paise(fee, CouponKind::Percent, percent))
}
