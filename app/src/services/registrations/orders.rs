//! Making a registration: validation with the shared rules, the server's price (with a discount code or a
//! referral discount, applied in the transaction that stores it), storing it before any money moves, the
//! gateway order, registration without online payment, expiry and the browser's verified signature.

use chrono::{Duration, Utc};
use fest_shared::catalogue::EventInfo;
use fest_shared::consent::CollectionPoint;
use fest_shared::fees::Paise;
use fest_shared::fest::FEST;
use fest_shared::registration::{Registration, RegistrationForm, validate_registration};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QuerySelect, Set};
use serde_json::{Value, json};

use super::{ALREADY_REGISTERED, Confirmation, Status, VERIFY_FAILED, confirm, find_event, seal_payload, slot};
use crate::config::PaymentsMode;
use crate::entities::payment_order::Payable;
use crate::entities::{registration, upi_order, user, waitlist_entry};
use crate::services::payment_orders;
use crate::{AppError, Context};

/// The answer when a newer attempt of the same owner replaced an order before its gateway order was attached.
pub const SUPERSEDED: &str = "A newer registration attempt replaced this one; use the newest.";
/// The answer when the owner gives up an order not paid yet.
pub const WITHDRAWN: &str = "Your unpaid registration is withdrawn: its place is free, and you may register again.";
/// The answer when the owner gives up a UPI order whose UTR the organisers are checking.
pub const UTR_BEING_CHECKED: &str =
    "The organisers are checking the UTR you submitted for this registration: contact them to cancel it.";

/// Validates and prices a payload with the shared rules.
pub fn validate(event: &'static EventInfo, payload: &Value) -> Result<Registration, AppError> {
    let form = RegistrationForm::from_json(event, payload).map_err(AppError::invalid)?;
    validate_registration(event, &form).map_err(AppError::invalid)
}

/// A referral code must belong to an accepted CA (a rule the browser cannot check).
pub(crate) async fn check_referral(ctx: &Context, registration: &Registration) -> Result<(), AppError> {
    match &registration.referral_code {
        Some(code) if !crate::services::ca::referral_exists(ctx, code.as_str()).await? => {
            Err(AppError::field("referralCode", crate::services::ca::INVALID_REFERRAL))
        }
        _ => Ok(()),
    }
}

/// Registration must be open, except for the holder of a live waiting-list offer registering the form the
/// offer was made for: the place was offered before the deadline, for that team in that category.
async fn ensure_open(
    ctx: &Context,
    owner: &user::Model,
    event: &EventInfo,
    registration: &Registration,
) -> Result<(), AppError> {
    if crate::services::events::is_open(ctx, event).await? {
        return Ok(());
    }
    match crate::services::places::offers::live_offer(ctx.db(), &owner.id, event).await? {
        Some(offer) if waiting_form(ctx, &offer)? == *registration => Ok(()),
        Some(_) => Err(AppError::Conflict(offer_is_for_its_form(event))),
        None => Err(AppError::BadRequest(format!("Registrations for {} are closed.", event.title))),
    }
}

/// Registration past its deadline with a form other than the one a waiting-list offer was made for.
pub fn offer_is_for_its_form(event: &EventInfo) -> String {
    format!(
        "Registrations for {} are closed. The place offered to you from the waiting list is for the team and \
         category you entered in line: take it up from your account page.",
        event.title
    )
}

/// The form a waiting-list entry keeps, sealed as a registration's is.
pub fn waiting_form(ctx: &Context, entry: &waitlist_entry::Model) -> Result<Registration, AppError> {
    let value = super::open_payload(ctx, &entry.payload, super::Aadhaar::Full)?;
    serde_json::from_value(value).map_err(AppError::other)
}

/// The discount code sent beside the form (`code`, never part of the form itself), if any: blank is none;
/// anything but text is not a valid code.
pub fn discount_code(payload: &Value) -> Result<Option<String>, AppError> {
    match payload.get("code") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(AppError::field(fest_shared::coupons::CODE, fest_shared::coupons::INVALID)),
    }
}

/// How a registration is to be paid: online through the gateway, or without online payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Way {
    /// An order to pay with this gateway.
    Online(PaymentsMode),
    /// Paid at once when nothing is left to pay; otherwise awaiting an organiser's mark (offline fests).
    WithoutPayment,
}

/// Message for an online order of a registration that costs nothing.
const NO_FEE: &str = "This registration has no fee: submit it without payment.";
/// Message for an online order with nothing left to pay after its discount.
pub use fest_shared::coupons::NOTHING_TO_PAY;
/// Message for a registration without payment that has a fee to pay online.
const PAID_ONLINE: &str = "This event's fee is paid online: use Confirm & Pay.";

/// What the browser needs to open the checkout.
#[derive(Debug, Clone)]
pub struct CreatedOrder {
    pub registration: registration::Model,
    pub order_id: String,
    pub amount: i64,
    pub currency: String,
    pub key_id: String,
    pub name: String,
    pub description: String,
}

/// Stores a pending registration and creates its gateway order, priced with the discount code sent beside
/// the form (`code`), if any. A previous unpaid attempt of the same user for the same event is replaced; a
/// paid (or awaiting) one makes this a 409.
pub async fn create_order(
    ctx: &Context,
    owner: &user::Model,
    event_name: &str,
    payload: &Value,
) -> Result<CreatedOrder, AppError> {
    let event = find_event(event_name)?;
    let registration = validate(event, payload)?;
    let code = discount_code(payload)?;
    create_order_with(ctx, owner, event, &registration, code.as_deref()).await
}

/// Stores a validated registration as pending and creates its gateway order.
pub async fn create_order_for(
    ctx: &Context,
    owner: &user::Model,
    event: &'static EventInfo,
    registration: &Registration,
) -> Result<CreatedOrder, AppError> {
    create_order_with(ctx, owner, event, registration, None).await
}

/// Stores a validated registration as pending, priced with `code` when given (and the referral discount),
/// and creates its gateway order for the amount left to pay.
pub async fn create_order_with(
    ctx: &Context,
    owner: &user::Model,
    event: &'static EventInfo,
    registration: &Registration,
    code: Option<&str>,
) -> Result<CreatedOrder, AppError> {
    check_referral(ctx, registration).await?;
    ensure_open(ctx, owner, event, registration).await?;
    if ctx.config().payments == PaymentsMode::Offline {
        return Err(AppError::BadRequest(
            "Online payment is not used for this fest: submit the registration without payment.".into(),
        ));
    }
    if registration.fee_paise == 0 {
        return Err(AppError::BadRequest(NO_FEE.into()));
    }
    // The gateway that takes the money: `sandbox` payments are never real money.
    let mode = ctx.gateway().mode();
    let model = insert(ctx, owner, event, registration, code, Way::Online(mode)).await?;
    // The amount priced in the transaction that stored it, discount included.
    let amount = model.amount_paise;

    let order = match ctx.gateway().create_order(ctx.writer(), amount, "INR", &model.id).await {
        Ok(order) => order,
        Err(e) => {
            // No order, no payment: release the slot so the user can try again.
            expire(ctx, &model.id).await?;
            return Err(e);
        }
    };
    // The order is attached only while the registration still waits for it: a newer attempt of the same
    // owner may have taken its place meanwhile.
    let guard = payment_orders::Guard::<registration::Entity> {
        id: registration::Column::Id,
        status: registration::Column::Status,
        expected: Status::Pending.into(),
    };
    if !payment_orders::attach(ctx.writer(), Payable::Registration, &model.id, guard, mode, &order).await? {
        return Err(AppError::Conflict(SUPERSEDED.into()));
    }
    Ok(CreatedOrder {
        registration: model,
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        key_id: ctx.gateway().key_id().to_owned(),
        name: format!("{} - {}", event.title, FEST.title()),
        description: if registration.college_name.is_empty() {
            "Event Registration".to_owned()
        } else {
            registration.college_name.clone()
        },
    })
}

/// Registers without online payment: for a fee of zero (paid at once) or in offline mode (awaiting an
/// organiser's mark).
pub async fn register_without_payment(
    ctx: &Context,
    owner: &user::Model,
    event_name: &str,
    payload: &Value,
) -> Result<registration::Model, AppError> {
    let event = find_event(event_name)?;
    let registration = validate(event, payload)?;
    let code = discount_code(payload)?;
    register_without_payment_with(ctx, owner, event, &registration, code.as_deref()).await
}

/// Stores a validated registration that takes no online payment.
pub async fn register_without_payment_for(
    ctx: &Context,
    owner: &user::Model,
    event: &'static EventInfo,
    registration: &Registration,
) -> Result<registration::Model, AppError> {
    register_without_payment_with(ctx, owner, event, registration, None).await
}

/// Stores a validated registration that takes no online payment, priced with `code` when given (and the
/// referral discount): paid at once when nothing is left to pay, awaiting an organiser's mark on offline
/// fests.
pub async fn register_without_payment_with(
    ctx: &Context,
    owner: &user::Model,
    event: &'static EventInfo,
    registration: &Registration,
    code: Option<&str>,
) -> Result<registration::Model, AppError> {
    check_referral(ctx, registration).await?;
    ensure_open(ctx, owner, event, registration).await?;
    // Only a discount can make a fee free: without one the fee decides at once.
    let may_be_free =
        code.is_some() || (registration.referral_code.is_some() && ctx.config().referral_discount_percent >= 100);
    if registration.fee_paise > 0 && !may_be_free && ctx.config().payments != PaymentsMode::Offline {
        return Err(AppError::BadRequest(PAID_ONLINE.into()));
    }
    insert(ctx, owner, event, registration, code, Way::WithoutPayment).await
}

/// Stores a registration in one write transaction: the owner's earlier unpaid attempt gives way, the
/// event's room is checked, the price is made (discount code and referral discount, their uses counted
/// here) and the way of payment decided on the amount left to pay.
async fn insert(
    ctx: &Context,
    owner: &user::Model,
    event: &'static EventInfo,
    registration: &Registration,
    code: Option<&str>,
    way: Way,
) -> Result<registration::Model, AppError> {
    let now = Utc::now();
    let slot = slot(&owner.id, event);
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // Under 18: not before a parent or guardian has consented.
    crate::services::guardians::ensure_may_give_data(&txn, &owner.id).await?;
    // An unpaid earlier attempt gives way to this one, and its order with it.
    let earlier = Query::select()
        .column(registration::Column::Id)
        .from(registration::Entity)
        .and_where(registration::Column::ActiveSlot.eq(&slot))
        .and_where(registration::Column::Status.eq(Status::Pending))
        .to_owned();
    payment_orders::expire_all(&txn, Payable::Registration, earlier).await?;
    registration::Entity::update_many()
        .col_expr(registration::Column::Status, Expr::value(Status::Expired.as_str()))
        .col_expr(registration::Column::ActiveSlot, Expr::value(Option::<String>::None))
        .col_expr(registration::Column::UpdatedAt, Expr::value(now))
        .filter(registration::Column::ActiveSlot.eq(&slot))
        .filter(registration::Column::Status.eq(Status::Pending))
        .exec(&txn)
        .await?;
    // Room for it, counted in this transaction: a rush never takes more places than there are.
    let need = if crate::services::events::counts_heads(event) { registration.members } else { 1 };
    crate::services::events::ensure_room(&txn, event, registration.category, need, &owner.id).await?;
    // A person plays for one team per event.
    super::people::ensure_free(ctx, &txn, event, (&owner.id, None), registration).await?;
    // The price, counted in this transaction too: a rush never uses a code more often than it allows.
    let price = crate::services::coupons::price(ctx, &txn, owner, event, registration, code).await?;
    let amount = price.amount();
    let (status, mode) = match way {
        Way::Online(_) if amount == 0 => return Err(AppError::BadRequest(NOTHING_TO_PAY.into())),
        Way::Online(mode) => (Status::Pending, mode),
        Way::WithoutPayment if amount == 0 => (Status::Paid, PaymentsMode::Offline),
        Way::WithoutPayment if ctx.config().payments == PaymentsMode::Offline => {
            (Status::AwaitingPayment, PaymentsMode::Offline)
        }
        Way::WithoutPayment => return Err(AppError::BadRequest(PAID_ONLINE.into())),
    };
    let paise = |p: Paise| i64::try_from(p).map_err(AppError::other);
    let discount = price.discount.as_ref();
    let model = registration::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(owner.id.clone()),
        event_id: Set(event.id.as_str().to_owned()),
        category: Set(registration.category.map(|c| c.as_str().to_owned())),
        college_name: Set(registration.college_name.clone()),
        payload: Set(seal_payload(ctx, registration)?),
        members: Set(i32::try_from(registration.members).unwrap_or(i32::MAX)),
        amount_paise: Set(paise(amount)?),
        currency: Set("INR".into()),
        status: Set(status),
        payment_mode: Set(mode),
        active_slot: Set(Some(slot)),
        referral_code: Set(registration.referral_code.as_ref().map(|c| c.as_str().to_uppercase())),
        flag_reason: Set(None),
        expires_at: Set((status == Status::Pending)
            .then(|| now + Duration::minutes(i64::from(ctx.config().payment_expiry_minutes)))),
        paid_at: Set((status == Status::Paid).then_some(now)),
        cancelled_at: Set(None),
        coupon_code: Set(discount.map(|d| d.code.clone())),
        discount_paise: Set(discount.map(|d| paise(d.discount)).transpose()?),
        original_amount_paise: Set(discount.map(|_| paise(price.fee)).transpose()?),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await
    .map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(ALREADY_REGISTERED.into()),
        _ => AppError::Database(e),
    })?;
    // Paid to the organisers in person: its order waits for their word.
    if model.status == Status::AwaitingPayment {
        payment_orders::open_offline(&txn, Payable::Registration, &model.id, model.amount_paise, &model.currency)
            .await?;
    }
    super::people::index(ctx, &txn, &model.id, &model.event_id, registration).await?;
    crate::services::consents::record(&txn, &owner.id, CollectionPoint::Roster, Some(&model.id)).await?;
    // A free registration is paid at once: its passes come with it.
    let issued = super::follow(ctx, &txn, &model.id).await?;
    // Nothing to pay (a free event, a discount of the whole fee): confirmed now, so the receipt goes now.
    let receipt =
        if model.status == Status::Paid { super::receipt::queue_receipt(ctx, &txn, &model).await? } else { None };
    txn.commit().await.map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(ALREADY_REGISTERED.into()),
        _ => AppError::Database(e),
    })?;
    if issued {
        crate::services::passes::spawn_pass_emails(ctx, &model.id);
    }
    super::send_receipt_soon(ctx, receipt);
    Ok(model)
}

/// Marks a pending registration expired and frees its slot, and its order with it (no-op for any other
/// state).
pub async fn expire(ctx: &Context, id: &str) -> Result<bool, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let res = registration::Entity::update_many()
        .col_expr(registration::Column::Status, Expr::value(Status::Expired.as_str()))
        .col_expr(registration::Column::ActiveSlot, Expr::value(Option::<String>::None))
        .col_expr(registration::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(registration::Column::Id.eq(id))
        .filter(registration::Column::Status.eq(Status::Pending))
        .exec(&txn)
        .await?;
    let expired = res.rows_affected == 1;
    if expired {
        payment_orders::expire(&txn, Payable::Registration, id).await?;
    }
    txn.commit().await?;
    Ok(expired)
}

/// The owner cancels their registration for an event: an order not paid yet is withdrawn (see [`withdraw`]),
/// anything else goes through [`super::cancel`]. The registration as it now is, and what to tell the owner.
pub async fn cancel_or_withdraw(
    ctx: &Context,
    owner: &user::Model,
    event_name: &str,
) -> Result<(registration::Model, &'static str), AppError> {
    let event = find_event(event_name)?;
    if let Some(withdrawn) = withdraw(ctx, owner, event).await? {
        return Ok((withdrawn, WITHDRAWN));
    }
    Ok((super::cancel(ctx, owner, event_name).await?, super::CANCELLED))
}

/// The owner gives up their order for an event that is not paid yet: the registration expires at once, as one
/// replaced by a newer attempt does, its place is free (the event's waiting list moves on) and they may
/// register again. Its order stays with the gateway: a payment made for it all the same is confirmed as a late
/// payment (or flagged to refund), never lost. A UPI order whose UTR waits for the organisers is theirs to
/// settle (409). `None` when the owner has no pending order for the event. Audited.
pub async fn withdraw(
    ctx: &Context,
    owner: &user::Model,
    event: &'static EventInfo,
) -> Result<Option<registration::Model>, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let Some(reg) = registration::Entity::find()
        .filter(registration::Column::ActiveSlot.eq(slot(&owner.id, event)))
        .filter(registration::Column::Status.eq(Status::Pending))
        .lock_exclusive()
        .one(&txn)
        .await?
    else {
        return Ok(None);
    };
    let order = payment_orders::of(&txn, Payable::Registration, &reg.id).await?.map(|o| o.id);
    if let Some(order) = &order {
        let submitted = upi_order::Entity::find_by_id(order)
            .filter(upi_order::Column::Utr.is_not_null())
            .one(&txn)
            .await?
            .is_some();
        if submitted {
            return Err(AppError::Conflict(UTR_BEING_CHECKED.into()));
        }
    }
    let now = Utc::now();
    let res = registration::Entity::update_many()
        .col_expr(registration::Column::Status, Expr::value(Status::Expired.as_str()))
        .col_expr(registration::Column::ActiveSlot, Expr::value(Option::<String>::None))
        .col_expr(registration::Column::UpdatedAt, Expr::value(now))
        .filter(registration::Column::Id.eq(&reg.id))
        .filter(registration::Column::Status.eq(Status::Pending))
        .exec(&txn)
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Conflict("The registration changed meanwhile; reload and try again.".into()));
    }
    payment_orders::expire(&txn, Payable::Registration, &reg.id).await?;
    crate::services::audit::record(
        &txn,
        owner,
        "registration.withdraw",
        &reg.id,
        json!({"event": reg.event_id, "orderId": order, "amountPaise": reg.amount_paise}),
    )
    .await?;
    txn.commit().await?;
    ctx.reactions().place_freed(ctx, &reg.event_id).await;
    Ok(Some(registration::Model { status: Status::Expired, active_slot: None, updated_at: now, ..reg }))
}

/// The browser's report of a payment: checked against the signature, then the stored registration is
/// confirmed (the payload is never taken from the browser again). Idempotent.
pub async fn verify_payment(
    ctx: &Context,
    owner: &user::Model,
    order_id: &str,
    payment_id: &str,
    signature: &str,
) -> Result<registration::Model, AppError> {
    let reg = match payment_orders::payable_of(ctx.db(), order_id, Payable::Registration).await? {
        Some(id) => {
            registration::Entity::find_by_id(id)
                .filter(registration::Column::UserId.eq(&owner.id))
                .one(ctx.db())
                .await?
        }
        None => None,
    }
    .ok_or_else(|| AppError::BadRequest(VERIFY_FAILED.into()))?;
    if payment_id.trim().is_empty() || !ctx.gateway().payment_signature_is_valid(order_id, payment_id, signature) {
        tracing::warn!(registration = %reg.id, "payment signature mismatch");
        return Err(AppError::BadRequest(VERIFY_FAILED.into()));
    }
    match confirm(ctx, &reg.id, payment_id, None, None).await? {
        Confirmation::Paid(model) | Confirmation::AlreadyPaid(model) => Ok(model),
        Confirmation::Flagged(_) => Err(AppError::Conflict(
            "Your payment was received but needs a check by the organisers; they will contact you.".into(),
        )),
        Confirmation::Duplicate => Ok(reg),
    }
}
