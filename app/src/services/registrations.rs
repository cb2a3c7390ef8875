//! Event registrations: validated with fest-shared, priced on the server, stored before any money moves,
//! confirmed by a verified payment signature, a signed webhook or reconciliation — whichever comes first,
//! and only once.

use chrono::{Duration, Utc};
use fest_shared::catalogue::{EventInfo, UNKNOWN_EVENT, event_by_name};
use fest_shared::fees::format_rupees;
use fest_shared::fest::FEST;
use fest_shared::registration::{Registration, RegistrationForm, validate_registration};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseTransaction, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set,
};
use serde_json::{Value, json};

use crate::config::PaymentsMode;
use crate::entities::{registration, user, webhook_event};
use crate::ports::mailer::{OutgoingEmail, html};
use crate::{AppError, Context};

/// Where a registration stands. Every change of state is a conditional update naming the state it expects,
/// inside a write transaction that holds the row (`SELECT … FOR UPDATE` on PostgreSQL; SQLite has one
/// writer), so two racing confirmations change it once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Stored, order created, not paid yet.
    Pending,
    /// Paid and confirmed.
    Paid,
    /// Registered without online payment; an organiser marks it paid.
    AwaitingPayment,
    /// Something about the money needs an organiser (an amount that differs, a second payment). Only an
    /// admin's decision, with a reason, moves it on.
    Flagged,
    /// Not paid in time, or replaced by a newer attempt of the same user: it no longer counts.
    Expired,
    /// An organiser refunded the money of a flagged registration: it no longer counts.
    Refunded,
}

impl Status {
    pub const ALL: [Status; 6] =
        [Status::Pending, Status::Paid, Status::AwaitingPayment, Status::Flagged, Status::Expired, Status::Refunded];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Paid => "paid",
            Status::AwaitingPayment => "awaiting_payment",
            Status::Flagged => "flagged",
            Status::Expired => "expired",
            Status::Refunded => "refunded",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|st| st.as_str() == s)
    }
}

pub const ALREADY_REGISTERED: &str = "You have already registered for this event.";
pub const VERIFY_FAILED: &str = "Payment verification failed.";
pub const PAYMENT_CONFIRMED: &str = "Payment successful! Registration confirmed.";
pub const REGISTERED: &str = "Registered successfully!";

/// The catalogue entry of an event named in a path (slug or one of the names the legacy site used).
pub fn find_event(name: &str) -> Result<&'static EventInfo, AppError> {
    event_by_name(name).ok_or_else(|| AppError::NotFound(UNKNOWN_EVENT.into()))
}

fn slot(user_id: &str, event: &EventInfo) -> String {
    format!("{user_id}:{}", event.id.as_str())
}

/// Validates and prices a payload with the shared rules.
pub fn validate(event: &'static EventInfo, payload: &Value) -> Result<Registration, AppError> {
    let form = RegistrationForm::from_json(event, payload).map_err(AppError::invalid)?;
    validate_registration(event, &form).map_err(AppError::invalid)
}

/// A referral code must belong to an accepted CA (a rule the browser cannot check).
async fn check_referral(ctx: &Context, registration: &Registration) -> Result<(), AppError> {
    match &registration.referral_code {
        Some(code) if !crate::services::ca::referral_exists(ctx, code.as_str()).await? => {
            Err(AppError::field("referralCode", crate::services::ca::INVALID_REFERRAL))
        }
        _ => Ok(()),
    }
}

async fn ensure_open(ctx: &Context, event: &EventInfo) -> Result<(), AppError> {
    if !crate::services::events::is_open(ctx, event).await? {
        return Err(AppError::BadRequest(format!("Registrations for {} are closed.", event.title)));
    }
    Ok(())
}

/// The stored form of a registration: the normalised payload with every Aadhaar number sealed.
pub fn seal_payload(ctx: &Context, registration: &Registration) -> Result<String, AppError> {
    let mut value = serde_json::to_value(registration).map_err(AppError::other)?;
    map_aadhaar(&mut value, &mut |s| Ok(ctx.data_key().seal(s)))?;
    serde_json::to_string(&value).map_err(AppError::other)
}

/// Applies `f` to every `aadharId` string in a JSON tree.
fn map_aadhaar(value: &mut Value, f: &mut dyn FnMut(&str) -> Result<String, AppError>) -> Result<(), AppError> {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                match v {
                    Value::String(s) if key == "aadharId" => *s = f(s)?,
                    other => map_aadhaar(other, f)?,
                }
            }
        }
        Value::Array(items) => {
            for v in items {
                map_aadhaar(v, f)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// How much of an Aadhaar number a view may show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aadhaar {
    /// Last four digits only (the registrant's own views, every admin list view).
    Masked,
    /// In full (exports, and an admin's audited reveal of one registration).
    Full,
}

/// Masks all but the last four digits.
pub fn mask(number: &str) -> String {
    let digits: Vec<char> = number.chars().collect();
    let keep = digits.len().saturating_sub(4);
    digits.iter().enumerate().map(|(i, c)| if i < keep { 'X' } else { *c }).collect()
}

/// The stored payload, opened for a view.
pub fn payload_for_view(ctx: &Context, reg: &registration::Model, aadhaar: Aadhaar) -> Result<Value, AppError> {
    let mut value: Value = serde_json::from_str(&reg.payload).map_err(AppError::other)?;
    map_aadhaar(&mut value, &mut |s| {
        let plain = ctx.data_key().open(s)?;
        Ok(match aadhaar {
            Aadhaar::Full => plain,
            Aadhaar::Masked => mask(&plain),
        })
    })?;
    Ok(value)
}

/// A registration with what the API shows of it: the row, its owner and the submitted data (Aadhaar numbers
/// opened). The server's view shows the numbers as `aadhaar` allows: masked unless the caller may see them.
#[derive(Debug, Clone)]
pub struct RegistrationRecord {
    pub model: registration::Model,
    pub owner: Option<user::Model>,
    pub form: Registration,
    pub aadhaar: Aadhaar,
}

/// The stored, validated registration with its Aadhaar numbers opened.
pub fn open_form(ctx: &Context, reg: &registration::Model) -> Result<Registration, AppError> {
    let payload = payload_for_view(ctx, reg, Aadhaar::Full)?;
    serde_json::from_value(payload).map_err(AppError::other)
}

/// A registration for a view (SPEC 3's admin record: the team data, `paymentStatus`, `userId`).
pub fn record(
    ctx: &Context,
    reg: &registration::Model,
    owner: Option<&user::Model>,
    aadhaar: Aadhaar,
) -> Result<RegistrationRecord, AppError> {
    Ok(RegistrationRecord { model: reg.clone(), owner: owner.cloned(), form: open_form(ctx, reg)?, aadhaar })
}

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

/// Stores a pending registration and creates its gateway order. A previous unpaid attempt of the same user
/// for the same event is replaced; a paid (or awaiting) one makes this a 409.
pub async fn create_order(
    ctx: &Context,
    owner: &user::Model,
    event_name: &str,
    payload: &Value,
) -> Result<CreatedOrder, AppError> {
    let event = find_event(event_name)?;
    let registration = validate(event, payload)?;
    check_referral(ctx, &registration).await?;
    ensure_open(ctx, event).await?;
    if ctx.config().payments == PaymentsMode::Offline {
        return Err(AppError::BadRequest(
            "Online payment is not used for this fest: submit the registration without payment.".into(),
        ));
    }
    if registration.fee_paise == 0 {
        return Err(AppError::BadRequest("This registration has no fee: submit it without payment.".into()));
    }
    let amount = i64::try_from(registration.fee_paise).map_err(AppError::other)?;
    // The gateway that takes the money: `sandbox` payments are never real money.
    let mode = ctx.gateway().mode().as_str();
    let model = insert(ctx, owner, event, &registration, Status::Pending, mode).await?;

    let order = match ctx.gateway().create_order(ctx.writer(), amount, "INR", &model.id).await {
        Ok(order) => order,
        Err(e) => {
            // No order, no payment: release the slot so the user can try again.
            expire(ctx, &model.id).await?;
            return Err(e);
        }
    };
    let mut change = model.into_active_model();
    change.gateway_order_id = Set(Some(order.id.clone()));
    change.updated_at = Set(Utc::now());
    let model = change.update(ctx.writer()).await?;
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
    check_referral(ctx, &registration).await?;
    ensure_open(ctx, event).await?;
    let status = if registration.fee_paise == 0 {
        Status::Paid
    } else if ctx.config().payments == PaymentsMode::Offline {
        Status::AwaitingPayment
    } else {
        return Err(AppError::BadRequest("This event's fee is paid online: use Confirm & Pay.".into()));
    };
    insert(ctx, owner, event, &registration, status, "offline").await
}

async fn insert(
    ctx: &Context,
    owner: &user::Model,
    event: &'static EventInfo,
    registration: &Registration,
    status: Status,
    mode: &str,
) -> Result<registration::Model, AppError> {
    let now = Utc::now();
    let slot = slot(&owner.id, event);
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // An unpaid earlier attempt gives way to this one.
    registration::Entity::update_many()
        .col_expr(registration::Column::Status, Expr::value(Status::Expired.as_str()))
        .col_expr(registration::Column::ActiveSlot, Expr::value(Option::<String>::None))
        .col_expr(registration::Column::UpdatedAt, Expr::value(now))
        .filter(registration::Column::ActiveSlot.eq(&slot))
        .filter(registration::Column::Status.eq(Status::Pending.as_str()))
        .exec(&txn)
        .await?;
    let model = registration::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(owner.id.clone()),
        event_id: Set(event.id.as_str().to_owned()),
        category: Set(registration.category.map(|c| c.as_str().to_owned())),
        college_name: Set(registration.college_name.clone()),
        payload: Set(seal_payload(ctx, registration)?),
        members: Set(i32::try_from(registration.members).unwrap_or(i32::MAX)),
        amount_paise: Set(i64::try_from(registration.fee_paise).map_err(AppError::other)?),
        currency: Set("INR".into()),
        status: Set(status.as_str().to_owned()),
        payment_mode: Set(mode.to_owned()),
        active_slot: Set(Some(slot)),
        gateway_order_id: Set(None),
        gateway_payment_id: Set(None),
        referral_code: Set(registration.referral_code.as_ref().map(|c| c.as_str().to_uppercase())),
        flag_reason: Set(None),
        expires_at: Set((status == Status::Pending)
            .then(|| now + Duration::minutes(i64::from(ctx.config().payment_expiry_minutes)))),
        paid_at: Set((status == Status::Paid).then_some(now)),
        checked_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await
    .map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(ALREADY_REGISTERED.into()),
        _ => AppError::Database(e),
    })?;
    txn.commit().await.map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(ALREADY_REGISTERED.into()),
        _ => AppError::Database(e),
    })?;
    Ok(model)
}

/// Marks a pending registration expired and frees its slot (no-op for any other state).
pub async fn expire(ctx: &Context, id: &str) -> Result<bool, AppError> {
    let res = registration::Entity::update_many()
        .col_expr(registration::Column::Status, Expr::value(Status::Expired.as_str()))
        .col_expr(registration::Column::ActiveSlot, Expr::value(Option::<String>::None))
        .col_expr(registration::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(registration::Column::Id.eq(id))
        .filter(registration::Column::Status.eq(Status::Pending.as_str()))
        .exec(ctx.writer())
        .await?;
    Ok(res.rows_affected == 1)
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
    let reg = registration::Entity::find()
        .filter(registration::Column::GatewayOrderId.eq(order_id))
        .filter(registration::Column::UserId.eq(&owner.id))
        .one(ctx.db())
        .await?
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

/// What a confirmation did.
#[derive(Debug)]
pub enum Confirmation {
    /// The registration became paid now.
    Paid(registration::Model),
    /// It was paid already (a retry, a replayed webhook).
    AlreadyPaid(registration::Model),
    /// Flagged for the organisers instead of confirmed.
    Flagged(registration::Model),
    /// This webhook delivery had been processed before.
    Duplicate,
}

/// The reason given when a second registration of a user for the same event is paid.
pub const DOUBLE_PAYMENT: &str = "A second payment for an event this user is already registered for: refund it";

/// Confirms a registration's payment. `observed` is the amount and currency the gateway reports (webhooks,
/// reconciliation); a difference from the order flags the registration instead. `dedupe` records a webhook
/// delivery in the same transaction, so a replay changes nothing.
///
/// A payment for any order the user made for the event confirms the registration it belongs to, as long as
/// no other registration of the user for that event is paid: an unpaid newer attempt holding the slot is
/// voided. Only a second paid registration for the same slot is flagged (a double payment, to refund). A
/// flagged registration stays flagged whatever arrives later; only an admin resolves it.
pub async fn confirm(
    ctx: &Context,
    registration_id: &str,
    payment_id: &str,
    observed: Option<(i64, &str)>,
    dedupe: Option<(&str, &str)>,
) -> Result<Confirmation, AppError> {
    // A conditional update that finds the row changed under it (impossible while the row is locked, kept
    // as a guard) starts the decision again from the row as it now is.
    for _ in 0..3 {
        let txn = crate::db::begin_write(ctx.writer()).await?;
        if let Some((event_id, kind)) = dedupe {
            if !record_webhook(&txn, event_id, kind).await? {
                return Ok(Confirmation::Duplicate);
            }
        }
        let Some(reg) = lock(&txn, registration_id).await? else {
            return Err(AppError::NotFound("Registration not found".into()));
        };
        match decide(&txn, &reg, payment_id, observed).await? {
            Some(outcome) => {
                txn.commit().await?;
                if let Confirmation::Paid(model) = &outcome {
                    spawn_receipt(ctx, model);
                }
                return Ok(outcome);
            }
            None => txn.rollback().await?,
        }
    }
    Err(AppError::Other(format!("registration {registration_id} kept changing during its confirmation").into()))
}

/// Reads a registration inside a write transaction, holding its row until the transaction ends.
async fn lock(txn: &DatabaseTransaction, id: &str) -> Result<Option<registration::Model>, AppError> {
    use sea_orm::QuerySelect;
    Ok(registration::Entity::find_by_id(id).lock_exclusive().one(txn).await?)
}

/// The live registration holding a slot, its row held.
async fn slot_holder(txn: &DatabaseTransaction, slot: &str) -> Result<Option<registration::Model>, AppError> {
    use sea_orm::QuerySelect;
    Ok(registration::Entity::find().filter(registration::Column::ActiveSlot.eq(slot)).lock_exclusive().one(txn).await?)
}

/// One guarded change of state: applies `change` to the registration only if it is still in `from`.
/// False when it was not (the caller decides again).
async fn transition(
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    from: Status,
    mut change: registration::ActiveModel,
) -> Result<bool, AppError> {
    change.updated_at = Set(Utc::now());
    let res = registration::Entity::update_many()
        .set(change)
        .filter(registration::Column::Id.eq(&reg.id))
        .filter(registration::Column::Status.eq(from.as_str()))
        .exec(txn)
        .await?;
    Ok(res.rows_affected == 1)
}

fn flagged(reason: &str) -> registration::ActiveModel {
    registration::ActiveModel {
        status: Set(Status::Flagged.as_str().to_owned()),
        flag_reason: Set(Some(reason.chars().take(255).collect())),
        paid_at: Set(None),
        ..Default::default()
    }
}

/// What a payment does to a registration in its current state; `None` when a guarded update missed.
async fn decide(
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    payment_id: &str,
    observed: Option<(i64, &str)>,
) -> Result<Option<Confirmation>, AppError> {
    let status =
        Status::parse(&reg.status).ok_or_else(|| AppError::Other(format!("unknown status {}", reg.status).into()))?;
    let mismatch = observed.and_then(|(amount, currency)| {
        (amount != reg.amount_paise || !currency.eq_ignore_ascii_case(&reg.currency)).then(|| {
            format!(
                "Paid {} {currency} but the order was for {} {}",
                format_rupees(u64::try_from(amount).unwrap_or(0)),
                format_rupees(u64::try_from(reg.amount_paise).unwrap_or(0)),
                reg.currency
            )
        })
    });
    match status {
        Status::Paid => {
            // The browser's signature may confirm before the gateway reports the amount: the gateway's
            // word still counts, and so does a second payment of the same order.
            let second = reg.gateway_payment_id.as_deref().is_some_and(|p| p != payment_id);
            let reason = mismatch.or_else(|| {
                second.then(|| format!("A second payment ({payment_id}) for an order already paid: refund it"))
            });
            let Some(reason) = reason else { return Ok(Some(Confirmation::AlreadyPaid(reg.clone()))) };
            if !transition(txn, reg, Status::Paid, flagged(&reason)).await? {
                return Ok(None);
            }
            tracing::warn!(registration = %reg.id, "a paid registration was flagged: {reason}");
            Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged))
        }
        // Flagged stays flagged; what the gateway reports meanwhile is added for the organisers to see.
        Status::Flagged => {
            let Some(note) = mismatch else { return Ok(Some(Confirmation::Flagged(reg.clone()))) };
            let reason = match &reg.flag_reason {
                Some(earlier) if !earlier.contains(&note) => format!("{earlier}; then: {note}"),
                Some(earlier) => earlier.clone(),
                None => note,
            };
            if !transition(txn, reg, Status::Flagged, flagged(&reason)).await? {
                return Ok(None);
            }
            Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged))
        }
        // Refunded money is the organisers' business.
        Status::Refunded => Ok(Some(Confirmation::Flagged(reg.clone()))),
        Status::AwaitingPayment => {
            Err(AppError::Conflict("This registration awaits an offline payment; an organiser marks it paid.".into()))
        }
        Status::Pending | Status::Expired => {
            let mut change = registration::ActiveModel {
                gateway_payment_id: Set(Some(payment_id.to_owned())),
                ..Default::default()
            };
            if let Some(reason) = mismatch {
                let mut flag = flagged(&reason);
                flag.gateway_payment_id = Set(Some(payment_id.to_owned()));
                if !transition(txn, reg, status, flag).await? {
                    return Ok(None);
                }
                tracing::warn!(registration = %reg.id, "payment amount differs from the order: flagged");
                return Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged));
            }
            if reg.active_slot.is_none() {
                // A payment for an attempt that expired or was replaced by a newer one: it counts, unless
                // another registration of the user for the event is already paid (or otherwise settled).
                let slot = event_by_name(&reg.event_id)
                    .map(|e| slot(&reg.user_id, e))
                    .ok_or_else(|| AppError::Other(format!("unknown event {}", reg.event_id).into()))?;
                match slot_holder(txn, &slot).await? {
                    Some(holder) if holder.status == Status::Pending.as_str() => {
                        let voided = void(txn, &holder).await?;
                        if !voided {
                            return Ok(None);
                        }
                    }
                    Some(_) => {
                        let mut flag = flagged(DOUBLE_PAYMENT);
                        flag.gateway_payment_id = Set(Some(payment_id.to_owned()));
                        if !transition(txn, reg, status, flag).await? {
                            return Ok(None);
                        }
                        tracing::warn!(registration = %reg.id, "a second paid registration: flagged");
                        return Ok(lock(txn, &reg.id).await?.map(Confirmation::Flagged));
                    }
                    None => {}
                }
                change.active_slot = Set(Some(slot));
            }
            change.status = Set(Status::Paid.as_str().to_owned());
            change.paid_at = Set(Some(Utc::now()));
            change.expires_at = Set(None);
            if !transition(txn, reg, status, change).await? {
                return Ok(None);
            }
            Ok(lock(txn, &reg.id).await?.map(Confirmation::Paid))
        }
    }
}

/// Voids an unpaid attempt that gives way to a paid one: expired, slot freed.
async fn void(txn: &DatabaseTransaction, reg: &registration::Model) -> Result<bool, AppError> {
    let change = registration::ActiveModel {
        status: Set(Status::Expired.as_str().to_owned()),
        active_slot: Set(None),
        ..Default::default()
    };
    transition(txn, reg, Status::Pending, change).await
}

/// Records a webhook delivery; false when it was recorded before.
async fn record_webhook(txn: &DatabaseTransaction, event_id: &str, kind: &str) -> Result<bool, AppError> {
    let res = webhook_event::Entity::insert(webhook_event::ActiveModel {
        event_id: Set(event_id.to_owned()),
        kind: Set(kind.to_owned()),
        received_at: Set(Utc::now()),
    })
    .on_conflict_do_nothing()
    .exec_without_returning(txn)
    .await?;
    Ok(matches!(res, sea_orm::TryInsertResult::Inserted(1)))
}

/// E-mails the receipt of a paid registration in the background: the payment is already recorded, and a
/// slow mail server must not hold up the answer to the payer.
fn spawn_receipt(ctx: &Context, reg: &registration::Model) {
    let (background_ctx, reg) = (ctx.clone(), reg.clone());
    ctx.spawn_background(async move { send_receipt(&background_ctx, &reg).await });
}

/// E-mails the receipt of a paid registration. A failure is logged, never shown to the payer.
async fn send_receipt(ctx: &Context, reg: &registration::Model) {
    let result = async {
        let owner = user::Entity::find_by_id(&reg.user_id)
            .one(ctx.db())
            .await?
            .ok_or_else(|| AppError::NotFound("registration owner".into()))?;
        // Opened in full only to read it back as the validated type; the e-mail shows no Aadhaar number.
        let payload = payload_for_view(ctx, reg, Aadhaar::Full)?;
        let registration: Registration = serde_json::from_value(payload).map_err(AppError::other)?;
        ctx.mailer().send(receipt_email(&owner, reg, &registration)).await
    }
    .await;
    if let Err(e) = result {
        tracing::error!(registration = %reg.id, error = %e, "could not send the receipt e-mail");
    }
}

fn receipt_email(owner: &user::Model, reg: &registration::Model, registration: &Registration) -> OutgoingEmail {
    let event = event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let members: Vec<String> = registration.people().iter().map(|p| p.fullname.to_string()).collect();
    let amount = format_rupees(u64::try_from(reg.amount_paise).unwrap_or(0));
    let payment = reg.gateway_payment_id.clone().unwrap_or_default();
    let category = registration.category.map(|c| format!(" ({})", c.as_str())).unwrap_or_default();
    let fest = FEST.title();
    let list_text: String = members.iter().map(|m| format!("  - {m}\n")).collect();
    let list_html: String = members.iter().map(|m| format!("<li>{}</li>", html(m))).collect();
    OutgoingEmail {
        to: owner.email.clone(),
        subject: format!("{fest}: your registration for {event} is confirmed"),
        text: format!(
            "Hello {name},\n\nYour registration is confirmed.\n\nEvent: {event}{category}\nTeam: {college}\n\
             Members:\n{list_text}Amount paid: {amount}\nPayment id: {payment}\nRegistration id: {id}\n\n— Team {fest}\n",
            name = owner.fullname,
            college = registration.college_name,
            id = reg.id,
        ),
        html: format!(
            "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {name},</p>\
             <p>Your registration is confirmed.</p><table>\
             <tr><td>Event</td><td><strong>{event}{category}</strong></td></tr>\
             <tr><td>Team</td><td>{college}</td></tr><tr><td>Amount paid</td><td>{amount}</td></tr>\
             <tr><td>Payment id</td><td>{payment}</td></tr><tr><td>Registration id</td><td>{id}</td></tr></table>\
             <p>Members:</p><ul>{list_html}</ul><p>— Team {fest}</p></body></html>",
            name = html(&owner.fullname),
            event = html(event),
            category = html(&category),
            college = html(&registration.college_name),
            amount = html(&amount),
            payment = html(&payment),
            id = html(&reg.id),
            fest = html(&fest),
        ),
    }
}

/// Statuses under which a registration counts as made (the events page shows 'Already Applied').
pub const COUNTED: [Status; 3] = [Status::Paid, Status::AwaitingPayment, Status::Flagged];

fn counted() -> Vec<&'static str> {
    COUNTED.iter().map(|s| s.as_str()).collect()
}

/// The events a user is registered for.
pub async fn registered_event_ids(ctx: &Context, user_id: &str) -> Result<Vec<String>, AppError> {
    let mut ids: Vec<String> = registration::Entity::find()
        .filter(registration::Column::UserId.eq(user_id))
        .filter(registration::Column::Status.is_in(counted()))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|r| r.event_id)
        .collect();
    ids.sort();
    ids.dedup();
    Ok(ids)
}

/// A user's own registrations, newest first, Aadhaar masked.
pub async fn mine(ctx: &Context, owner: &user::Model) -> Result<Vec<RegistrationRecord>, AppError> {
    registration::Entity::find()
        .filter(registration::Column::UserId.eq(&owner.id))
        .order_by_desc(registration::Column::CreatedAt)
        .all(ctx.db())
        .await?
        .iter()
        .map(|r| record(ctx, r, Some(owner), Aadhaar::Masked))
        .collect()
}

/// One page of an event's registrations.
#[derive(Debug)]
pub struct RegistrationPage {
    pub records: Vec<RegistrationRecord>,
    pub page: u64,
    pub limit: u64,
    pub total: u64,
}

/// An event's registrations for the admin area, newest first: search by the registrant's e-mail, filter by
/// payment status, paging in SQL.
pub async fn list_for_event(
    ctx: &Context,
    event_name: &str,
    search: Option<&str>,
    status: Option<&str>,
    page: u64,
    limit: u64,
    aadhaar: Aadhaar,
) -> Result<RegistrationPage, AppError> {
    use sea_orm::PaginatorTrait;
    let event = find_event(event_name)?;
    let page = crate::services::users::page_number(page);
    let limit = Ord::clamp(limit, 1, 100);
    let mut query = registration::Entity::find()
        .filter(registration::Column::EventId.eq(event.id.as_str()))
        .find_also_related(user::Entity);
    if let Some(term) = search.map(str::trim).filter(|s| !s.is_empty()) {
        query = query.filter(user::Column::Email.like(crate::services::users::contains_pattern(term)));
    }
    if let Some(status) = status.map(str::trim).filter(|s| !s.is_empty() && *s != "all") {
        query = query.filter(registration::Column::Status.eq(status));
    }
    let paginator = query
        .order_by_desc(registration::Column::CreatedAt)
        .order_by_asc(registration::Column::Id)
        .paginate(ctx.db(), limit);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page - 1).await?;
    let records = rows.iter().map(|(r, u)| record(ctx, r, u.as_ref(), aadhaar)).collect::<Result<_, _>>()?;
    Ok(RegistrationPage { records, page, limit, total })
}

/// Every registration that is not expired, grouped by event: the newest `per_event` of each event (the
/// per-event list and the exports have the rest), so the answer stays small and quick however big the fest.
pub async fn all_grouped(
    ctx: &Context,
    aadhaar: Aadhaar,
    per_event: u64,
) -> Result<std::collections::BTreeMap<String, Vec<RegistrationRecord>>, AppError> {
    use sea_orm::QuerySelect;
    let per_event = Ord::clamp(per_event, 1, 1000);
    let mut grouped: std::collections::BTreeMap<String, Vec<RegistrationRecord>> = std::collections::BTreeMap::new();
    for event in fest_shared::catalogue::events().iter().filter(|e| e.is_registrable()) {
        let rows = registration::Entity::find()
            .filter(registration::Column::EventId.eq(event.id.as_str()))
            .filter(registration::Column::Status.ne(Status::Expired.as_str()))
            .order_by_desc(registration::Column::CreatedAt)
            .order_by_asc(registration::Column::Id)
            .limit(per_event)
            .find_also_related(user::Entity)
            .all(ctx.db())
            .await?;
        if rows.is_empty() {
            continue;
        }
        let records = rows.iter().map(|(r, u)| record(ctx, r, u.as_ref(), aadhaar)).collect::<Result<_, _>>()?;
        grouped.insert(event.id.as_str().to_owned(), records);
    }
    Ok(grouped)
}

/// Marks a registration awaiting an offline payment as paid (admins; recorded in the audit log).
pub async fn mark_paid(ctx: &Context, actor: &user::Model, id: &str) -> Result<RegistrationRecord, AppError> {
    let now = Utc::now();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let changed = registration::Entity::update_many()
        .col_expr(registration::Column::Status, Expr::value(Status::Paid.as_str()))
        .col_expr(registration::Column::PaidAt, Expr::value(now))
        .col_expr(registration::Column::UpdatedAt, Expr::value(now))
        .filter(registration::Column::Id.eq(id))
        .filter(registration::Column::Status.eq(Status::AwaitingPayment.as_str()))
        .exec(&txn)
        .await?;
    let reg = registration::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    if changed.rows_affected == 0 {
        return Err(AppError::Conflict(format!(
            "Only a registration awaiting an offline payment can be marked paid (this one is {}).",
            reg.status
        )));
    }
    crate::services::audit::record(
        &txn,
        actor,
        "registration.mark_paid",
        id,
        json!({"event": reg.event_id, "amountPaise": reg.amount_paise}),
    )
    .await?;
    txn.commit().await?;
    spawn_receipt(ctx, &reg);
    let owner = user::Entity::find_by_id(&reg.user_id).one(ctx.db()).await?;
    record(ctx, &reg, owner.as_ref(), Aadhaar::Masked)
}

/// What an admin decides about a flagged registration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolution {
    /// The money is right after all: the registration counts as paid (if no other one of the same user
    /// for the event is paid).
    Accept,
    /// The money was given back outside the site: the registration no longer counts.
    Refund,
}

impl Resolution {
    pub fn parse(s: &str) -> Option<Resolution> {
        match s {
            "accept" => Some(Resolution::Accept),
            "refund" => Some(Resolution::Refund),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Resolution::Accept => "accept",
            Resolution::Refund => "refund",
        }
    }
}

/// The longest reason an admin may give.
pub const MAX_REASON_CHARS: usize = 500;
pub const REASON_REQUIRED: &str = "Give the reason for this decision.";

/// Resolves a flagged registration (admins; the reason goes to the audit log). The only way out of
/// `flagged`.
pub async fn resolve_flagged(
    ctx: &Context,
    actor: &user::Model,
    id: &str,
    resolution: Resolution,
    reason: &str,
) -> Result<RegistrationRecord, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", REASON_REQUIRED));
    }
    if reason.chars().count() > MAX_REASON_CHARS {
        return Err(AppError::field("reason", format!("Keep the reason under {MAX_REASON_CHARS} characters.")));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let reg = lock(&txn, id).await?.ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    if reg.status != Status::Flagged.as_str() {
        return Err(AppError::Conflict(format!(
            "Only a flagged registration can be resolved (this one is {}).",
            reg.status
        )));
    }
    let now = Utc::now();
    let change = match resolution {
        Resolution::Accept => {
            let mut change = registration::ActiveModel {
                status: Set(Status::Paid.as_str().to_owned()),
                paid_at: Set(Some(now)),
                ..Default::default()
            };
            if reg.active_slot.is_none() {
                let slot = event_by_name(&reg.event_id)
                    .map(|e| slot(&reg.user_id, e))
                    .ok_or_else(|| AppError::Other(format!("unknown event {}", reg.event_id).into()))?;
                match slot_holder(&txn, &slot).await? {
                    Some(holder) if holder.status == Status::Pending.as_str() => {
                        let voided = void(&txn, &holder).await?;
                        if !voided {
                            return Err(AppError::Conflict(
                                "The registration changed meanwhile; reload and try again.".into(),
                            ));
                        }
                    }
                    Some(holder) => {
                        return Err(AppError::Conflict(format!(
                            "This user's registration {} for the event counts already ({}): refund this one instead.",
                            holder.id, holder.status
                        )));
                    }
                    None => {}
                }
                change.active_slot = Set(Some(slot));
            }
            change
        }
        Resolution::Refund => registration::ActiveModel {
            status: Set(Status::Refunded.as_str().to_owned()),
            active_slot: Set(None),
            ..Default::default()
        },
    };
    if !transition(&txn, &reg, Status::Flagged, change).await? {
        return Err(AppError::Conflict("The registration changed meanwhile; reload and try again.".into()));
    }
    crate::services::audit::record(
        &txn,
        actor,
        &format!("registration.resolve.{}", resolution.as_str()),
        id,
        json!({"event": reg.event_id, "amountPaise": reg.amount_paise, "flagReason": reg.flag_reason, "reason": reason}),
    )
    .await?;
    let updated = lock(&txn, id).await?.ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    txn.commit().await?;
    if resolution == Resolution::Accept {
        spawn_receipt(ctx, &updated);
    }
    let owner = user::Entity::find_by_id(&updated.user_id).one(ctx.db()).await?;
    record(ctx, &updated, owner.as_ref(), Aadhaar::Masked)
}
