//! Roster changes after payment. Until the event's change deadline the owner may swap, add or remove
//! members (within the event's limits), change the coach and the college details; the shared rules validate
//! the new form exactly as at registration. The server prices it again: a higher fee (athletics heads) is
//! a gateway order for the difference, and the change takes effect once that is paid (by the browser's
//! signature, the webhook or reconciliation, once); a lower one takes effect at once and records the refund
//! due. Every change is kept, before and after, as the registration's history; passes of people taken off
//! are revoked and new people get theirs, in the same transaction.

use std::collections::BTreeSet;

use chrono::{Duration, Utc};
use fest_shared::catalogue::EventInfo;
use fest_shared::fees::format_rupees;
use fest_shared::fest::FEST;
use fest_shared::pass;
use fest_shared::registration::Registration;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveEnum as _, ActiveModelTrait, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{
    CreatedOrder, NO_REGISTRATION, Status, VERIFY_FAILED, find_event, open_form, open_payload, seal_payload, validate,
};
use crate::config::PaymentsMode;
use crate::entities::registration_change::{self, RefundStatus as ChangeRefund, Status as ChangeStatus};
use crate::entities::{registration, user};
use crate::ports::mailer::{OutgoingEmail, html};
use crate::services::{audit, events, passes};
use crate::{AppError, Context};

pub const CHANGES_SAVED: &str = "Your changes are saved.";
pub const PAY_DIFFERENCE: &str = "Pay the difference to save your changes.";
pub const CHANGE_DEADLINE_PASSED: &str = "The deadline for changes has passed.";
pub const CATEGORY_FIXED: &str = "The category cannot be changed.";
pub const NOTHING_CHANGED: &str = "Nothing has changed.";
/// A newer change of the same registration replaced this one before it was paid.
pub const CHANGE_MOVED_ON: &str = "The change moved on meanwhile; reload and try again.";

/// Paise as the organisers read them.
fn rupees(paise: i64) -> String {
    format_rupees(u64::try_from(paise).unwrap_or(0))
}

/// The message for a change that lowered the fee.
pub fn refund_due_message(paise: i64) -> String {
    format!("{CHANGES_SAVED} The organisers will refund {}.", rupees(paise))
}

/// The message for a change that raised the fee on a fest without online payment.
pub fn pay_at_desk_message(paise: i64) -> String {
    format!(
        "Pay the difference of {} to the organisers: your changes take effect, and new people get their passes, \
         once they mark it received.",
        rupees(paise)
    )
}

/// Marking received a difference that is not awaiting an offline payment.
pub const NOT_AWAITING_OFFLINE: &str = "Only a difference awaiting an offline payment can be marked received.";
/// The registration moved on after the change was made: the change no longer applies.
pub const CHANGE_OUTDATED: &str =
    "The registration has changed since this change was made, so it no longer applies: nothing was recorded.";

/// What a change altered, for its history.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// People put on (their names).
    pub added: Vec<String>,
    /// People taken off.
    pub removed: Vec<String>,
    /// Other things changed: `coach`, `collegeName`, `collegeAddress`, `details` (a member's contact or ID).
    pub fields: Vec<String>,
}

impl Summary {
    fn between(before: &Registration, after: &Registration) -> Self {
        let people = |r: &Registration| -> BTreeSet<(String, String)> {
            pass::holders(r)
                .iter()
                .map(|h| (h.person.fullname.as_str().to_owned(), h.person.aadhar_id.as_str().to_owned()))
                .collect()
        };
        let (old, new) = (people(before), people(after));
        let mut summary = Summary {
            added: new.difference(&old).map(|(name, _)| name.clone()).collect(),
            removed: old.difference(&new).map(|(name, _)| name.clone()).collect(),
            fields: Vec::new(),
        };
        if as_json(&before.coach) != as_json(&after.coach) {
            summary.fields.push("coach".into());
        }
        if before.college_name != after.college_name {
            summary.fields.push("collegeName".into());
        }
        if before.college_address != after.college_address {
            summary.fields.push("collegeAddress".into());
        }
        if summary.added.is_empty() && summary.removed.is_empty() && as_json(&before.entry) != as_json(&after.entry) {
            summary.fields.push("details".into());
        }
        summary
    }

    pub fn of(change: &registration_change::Model) -> Self {
        serde_json::from_str(&change.summary).unwrap_or_default()
    }
}

/// A value compared through its JSON form.
fn as_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or_default()
}

/// What a change made.
#[derive(Debug)]
pub struct ChangeOutcome {
    pub registration: registration::Model,
    pub change: registration_change::Model,
    /// The order for the difference, when there is one to pay online.
    pub order: Option<CreatedOrder>,
    pub message: String,
}

/// The owner changes their registration for an event with a new form.
pub async fn change_roster(
    ctx: &Context,
    owner: &user::Model,
    event_name: &str,
    payload: &Value,
) -> Result<ChangeOutcome, AppError> {
    let event = find_event(event_name)?;
    let settings = events::settings(ctx.db(), event).await?;
    if settings.change_deadline.is_some_and(|d| Utc::now() >= d) {
        return Err(AppError::BadRequest(CHANGE_DEADLINE_PASSED.into()));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let reg = super::cancellation::owners_registration(&txn, owner, event).await?;
    let before = open_form(ctx, &reg)?;
    // The owner's view shows Aadhaar numbers masked: a masked number stands for the one on file.
    let mut payload = payload.clone();
    unmask(&mut payload, &before);
    let mut form = validate(event, &payload)?;
    if form.category != before.category {
        return Err(AppError::field("category", CATEGORY_FIXED));
    }
    // The referral that brought the team stays with it.
    form.referral_code = before.referral_code.clone();
    let summary = Summary::between(&before, &form);
    if summary == Summary::default() {
        return Err(AppError::BadRequest(NOTHING_CHANGED.into()));
    }
    // The discount the registration was priced with is priced again by its own rule (a code's percentage or
    // fixed amount, a referral's percentage), never more than the new fee.
    let discount = crate::services::coupons::discount_after_change(&txn, &reg, form.fee_paise).await?;
    let fee_after = i64::try_from(form.fee_paise - discount).map_err(AppError::other)?;
    let difference = fee_after - reg.amount_paise;
    let (members_before, members_after) = (reg.members, i32::try_from(form.members).unwrap_or(i32::MAX));
    // A difference not yet paid for an earlier change gives way to this one, and so do the heads it held.
    registration_change::Entity::update_many()
        .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Expired))
        .filter(registration_change::Column::RegistrationId.eq(&reg.id))
        .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        .exec(&txn)
        .await?;
    if events::counts_heads(event) && members_after > members_before {
        let more = u32::try_from(members_after - members_before).unwrap_or(u32::MAX);
        events::ensure_room(&txn, event, form.category, more, &owner.id).await?;
    }
    if !summary.added.is_empty() {
        // A person put on plays for no other team of the event.
        super::people::ensure_free(ctx, &txn, event, (&reg.user_id, Some(&reg.id)), &form).await?;
    }
    let now = Utc::now();
    // Whether the difference is paid online follows the fest's way of payment, not the way the registration
    // was paid: one that a discount made free was stored as paid without payment, and still pays online.
    let online = reg.status == Status::Paid && ctx.config().payments != PaymentsMode::Offline;
    let to_pay_online = difference > 0 && online;
    // On a fest without online payment the difference is paid to the organisers: the change waits for
    // their mark, as an online one waits for its payment, and the people it adds get no pass until then.
    let to_pay_offline = difference > 0 && reg.status == Status::Paid && !online;
    let waits = to_pay_online || to_pay_offline;
    let change = registration_change::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        registration_id: Set(reg.id.clone()),
        event_id: Set(reg.event_id.clone()),
        user_id: Set(owner.id.clone()),
        before_payload: Set(reg.payload.clone()),
        after_payload: Set(seal_payload(ctx, &form)?),
        members_before: Set(members_before),
        members_after: Set(members_after),
        fee_before: Set(reg.amount_paise),
        fee_after: Set(fee_after),
        difference_paise: Set(difference),
        summary: Set(serde_json::to_string(&summary).map_err(AppError::other)?),
        status: Set(if waits { ChangeStatus::AwaitingPayment } else { ChangeStatus::Applied }),
        refund_status: Set((difference < 0 && reg.status == Status::Paid).then_some(ChangeRefund::Due)),
        refund_paise: Set((difference < 0 && reg.status == Status::Paid).then_some(-difference)),
        flag_reason: Set(None),
        gateway_order_id: Set(None),
        gateway_payment_id: Set(None),
        payment_mode: Set(if to_pay_online {
            ctx.gateway().mode()
        } else if to_pay_offline {
            PaymentsMode::Offline
        } else {
            reg.payment_mode
        }),
        expires_at: Set(to_pay_online.then(|| now + Duration::minutes(i64::from(ctx.config().payment_expiry_minutes)))),
        created_at: Set(now),
        applied_at: Set((!waits).then_some(now)),
        checked_at: Set(None),
    }
    .insert(&txn)
    .await?;
    let mut issued = false;
    if !waits {
        // The amount is what the registration now costs; a refund due is kept on the change.
        issued = apply(ctx, &txn, &reg, &before, &form, fee_after).await?;
    }
    audit::record(
        &txn,
        owner,
        "registration.change",
        &reg.id,
        json!({"change": change.id, "summary": summary, "feeBefore": reg.amount_paise, "feeAfter": fee_after,
               "differencePaise": difference, "status": change.status}),
    )
    .await?;
    txn.commit().await?;
    if issued {
        passes::spawn_pass_emails(ctx, &reg.id);
    }
    if to_pay_online {
        let order = match ctx.gateway().create_order(ctx.writer(), difference, "INR", &change.id).await {
            Ok(order) => order,
            Err(e) => {
                expire_change(ctx, &change.id).await?;
                return Err(e);
            }
        };
        // Attached only while the change still waits for it: a newer change may have replaced it meanwhile.
        let res = registration_change::Entity::update_many()
            .col_expr(registration_change::Column::GatewayOrderId, Expr::value(order.id.clone()))
            .filter(registration_change::Column::Id.eq(&change.id))
            .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
            .filter(registration_change::Column::GatewayOrderId.is_null())
            .exec(ctx.writer())
            .await?;
        if res.rows_affected != 1 {
            return Err(AppError::Conflict(CHANGE_MOVED_ON.into()));
        }
        let change = registration_change::Model { gateway_order_id: Some(order.id.clone()), ..change };
        let created = CreatedOrder {
            registration: reg.clone(),
            order_id: order.id,
            amount: order.amount,
            currency: order.currency,
            key_id: ctx.gateway().key_id().to_owned(),
            name: format!("{} - {}", event.title, FEST.title()),
            description: "Team change".to_owned(),
        };
        return Ok(ChangeOutcome { registration: reg, change, order: Some(created), message: PAY_DIFFERENCE.into() });
    }
    if to_pay_offline {
        return Ok(ChangeOutcome { registration: reg, change, order: None, message: pay_at_desk_message(difference) });
    }
    if members_after < members_before && events::counts_heads(event) {
        // Heads taken off free their places: the event's waiting list moves on.
        crate::services::waitlist::place_freed(ctx, &reg.event_id).await;
    }
    let registration = registration::Entity::find_by_id(&reg.id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    spawn_change_email(ctx, &registration, &change);
    let message = if difference < 0 && reg.status == Status::Paid {
        refund_due_message(-difference)
    } else {
        CHANGES_SAVED.to_owned()
    };
    Ok(ChangeOutcome { registration, change, order: None, message })
}

/// Replaces each masked Aadhaar number in a submitted form by the number on file it masks, for the same
/// person only: someone on file with the same name (and, when two such share the last digits, the same
/// e-mail). A masked number sent for anyone else stays masked, and the form is refused for it: a new person
/// never takes the number of someone already on the team.
fn unmask(payload: &mut Value, before: &Registration) {
    const KEYS: [&str; 4] = ["aadharId", "aadhaarId", "aadhar", "aadhaar"];
    struct OnFile {
        name: Vec<String>,
        email: String,
        number: String,
    }
    let words = |s: &str| s.split_whitespace().map(str::to_lowercase).collect::<Vec<_>>();
    let mut people: Vec<OnFile> = pass::holders(before)
        .iter()
        .map(|h| OnFile {
            name: words(h.person.fullname.as_str()),
            email: h.person.email.as_str().to_lowercase(),
            number: h.person.aadhar_id.as_str().to_owned(),
        })
        .collect();
    people.dedup_by(|a, b| a.number == b.number && a.name == b.name && a.email == b.email);
    fn walk(v: &mut Value, people: &[OnFile], words: &dyn Fn(&str) -> Vec<String>) {
        match v {
            Value::Object(obj) => {
                let text = |keys: &[&str]| keys.iter().find_map(|k| obj.get(*k).and_then(Value::as_str)).map(str::trim);
                let name = text(&["fullname", "fullName", "name"]).map(words);
                let email = text(&["email"]).map(str::to_lowercase);
                for key in KEYS {
                    let Some(Value::String(given)) = obj.get(key) else { continue };
                    if !given.contains(['X', 'x']) {
                        continue;
                    }
                    let given = given.trim().to_uppercase();
                    let same: Vec<&OnFile> = people
                        .iter()
                        .filter(|p| super::mask(&p.number) == given && Some(&p.name) == name.as_ref())
                        .collect();
                    let chosen = match same.as_slice() {
                        [one] => Some(one.number.clone()),
                        many => many.iter().find(|p| Some(&p.email) == email.as_ref()).map(|p| p.number.clone()),
                    };
                    if let Some(number) = chosen {
                        obj.insert(key.to_owned(), Value::String(number));
                    }
                }
                for child in obj.values_mut() {
                    walk(child, people, words);
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|i| walk(i, people, words)),
            _ => {}
        }
    }
    walk(payload, &people, &words);
}

/// Puts the new form in effect on a registration held by `txn` (guarded by its state) and brings its passes
/// in line. True when new passes were issued.
async fn apply(
    ctx: &Context,
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    before: &Registration,
    after: &Registration,
    amount: i64,
) -> Result<bool, AppError> {
    let mut update = registration::Entity::update_many();
    if reg.discount_paise.is_some() {
        // The fee before the discount follows the roster; the discount is what it takes off now.
        let fee = i64::try_from(after.fee_paise).map_err(AppError::other)?;
        update = update
            .col_expr(registration::Column::OriginalAmountPaise, Expr::value(fee))
            .col_expr(registration::Column::DiscountPaise, Expr::value((fee - amount).max(0)));
    }
    let res = update
        .col_expr(registration::Column::Payload, Expr::value(seal_payload(ctx, after)?))
        .col_expr(registration::Column::Members, Expr::value(i32::try_from(after.members).unwrap_or(i32::MAX)))
        .col_expr(registration::Column::CollegeName, Expr::value(after.college_name.clone()))
        .col_expr(registration::Column::AmountPaise, Expr::value(amount))
        .col_expr(registration::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(registration::Column::Id.eq(&reg.id))
        .filter(registration::Column::Status.eq(reg.status.as_str()))
        .exec(txn)
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Conflict("The registration changed meanwhile; reload and try again.".into()));
    }
    super::people::index(ctx, txn, &reg.id, &reg.event_id, after).await?;
    let updated = registration::Entity::find_by_id(&reg.id)
        .one(txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    passes::follow_roster(ctx, txn, &updated, before, after).await
}

/// A change whose difference was not paid in time (or whose order could not be made) no longer waits.
async fn expire_change(ctx: &Context, id: &str) -> Result<bool, AppError> {
    let res = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Expired))
        .filter(registration_change::Column::Id.eq(id))
        .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        .exec(ctx.writer())
        .await?;
    Ok(res.rows_affected == 1)
}

/// The change whose difference an order pays, if the order is one.
pub async fn change_for_order(ctx: &Context, order_id: &str) -> Result<Option<registration_change::Model>, AppError> {
    Ok(registration_change::Entity::find()
        .filter(registration_change::Column::GatewayOrderId.eq(order_id))
        .one(ctx.db())
        .await?)
}

/// What confirming a change's payment did.
#[derive(Debug)]
pub enum ChangeConfirmation {
    /// In effect now.
    Applied(registration_change::Model),
    /// It was in effect already (a retry, a replayed webhook).
    AlreadyApplied(registration_change::Model),
    /// The money does not match, or the registration moved on: left for the organisers (payment health).
    Refused(String),
}

/// Confirms the payment of a change's difference and puts the change in effect, once. `observed` is what
/// the gateway reports (webhooks, reconciliation); a different amount leaves the change for the organisers.
/// A payment for a change that expired still applies it if the registration has not changed since.
pub async fn confirm_change(
    ctx: &Context,
    change_id: &str,
    payment_id: &str,
    observed: Option<(i64, &str)>,
) -> Result<ChangeConfirmation, AppError> {
    // One lock order everywhere: the registration's row first, then its change (a roster change holds the
    // registration while it sets earlier changes aside), so the two never wait for each other.
    let registration_id = registration_change::Entity::find_by_id(change_id)
        .select_only()
        .column(registration_change::Column::RegistrationId)
        .into_tuple::<String>()
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Change not found".into()))?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let reg = registration::Entity::find_by_id(&registration_id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    let change = registration_change::Entity::find_by_id(change_id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Change not found".into()))?;
    let mismatch = observed
        .filter(|(amount, currency)| *amount != change.difference_paise || !currency.eq_ignore_ascii_case("INR"));
    // What was paid: the gateway's figure when it gave one, else the difference the order was made for.
    let paid = observed.map_or(change.difference_paise, |(amount, _)| amount);
    if change.status == ChangeStatus::Applied {
        // The same payment again (a retry, a replayed webhook) changes nothing; another payment for a change
        // already paid, or a different amount reported later, is money to give back.
        let same_payment = change.gateway_payment_id.as_deref() == Some(payment_id);
        if same_payment && mismatch.is_none() {
            return Ok(ChangeConfirmation::AlreadyApplied(change));
        }
        let why = if same_payment {
            format!("Payment {payment_id} for a team change was reported as {}: check it", rupees(paid))
        } else {
            format!("A second payment ({payment_id}) for a team change already paid: refund it")
        };
        return refuse(txn, &change, payment_id, paid, why).await;
    }
    if let Some((amount, currency)) = mismatch {
        let why = format!(
            "Paid {} {currency} ({payment_id}) for a team change of {}",
            rupees(amount),
            rupees(change.difference_paise)
        );
        return refuse(txn, &change, payment_id, amount, why).await;
    }
    if reg.status != Status::Paid || reg.payload != change.before_payload {
        let why = format!("A team change was paid ({payment_id}) but the registration has changed since: refund it");
        return refuse(txn, &change, payment_id, paid, why).await;
    }
    let before = open_form(ctx, &reg)?;
    let after: Registration = serde_json::from_value(open_payload(ctx, &change.after_payload, super::Aadhaar::Full)?)
        .map_err(AppError::other)?;
    // Paid after its time: the heads it held were freed meanwhile, so they must still fit.
    let event = find_event(&reg.event_id)?;
    if change.status == ChangeStatus::Expired
        && events::counts_heads(event)
        && change.members_after > change.members_before
    {
        let more = u32::try_from(change.members_after - change.members_before).unwrap_or(u32::MAX);
        if !events::has_room(&txn, event, after.category, more, Some(&reg.user_id)).await? {
            let why = format!("A team change was paid late ({payment_id}) and its places are taken: refund it");
            return refuse(txn, &change, payment_id, paid, why).await;
        }
    }
    // Someone it puts on may have joined another team of the event meanwhile.
    match super::people::ensure_free(ctx, &txn, event, (&reg.user_id, Some(&reg.id)), &after).await {
        Ok(()) => {}
        Err(AppError::Conflict(message)) => {
            let why =
                format!("A team change was paid ({payment_id}), but {}: refund it", message.trim_end_matches('.'));
            return refuse(txn, &change, payment_id, paid, why).await;
        }
        Err(e) => return Err(e),
    }
    let now = Utc::now();
    let res = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Applied))
        .col_expr(registration_change::Column::GatewayPaymentId, Expr::value(payment_id))
        .col_expr(registration_change::Column::AppliedAt, Expr::value(now))
        .filter(registration_change::Column::Id.eq(&change.id))
        .filter(registration_change::Column::Status.eq(change.status))
        .exec(&txn)
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Conflict(CHANGE_MOVED_ON.into()));
    }
    let issued = apply(ctx, &txn, &reg, &before, &after, reg.amount_paise + change.difference_paise).await?;
    crate::services::receipts::for_change(ctx, &txn, &change, &reg.user_id, payment_id).await?;
    txn.commit().await?;
    if issued {
        passes::spawn_pass_emails(ctx, &reg.id);
    }
    let change = registration_change::Entity::find_by_id(change_id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Change not found".into()))?;
    if let Some(updated) = registration::Entity::find_by_id(&reg.id).one(ctx.db()).await? {
        spawn_change_email(ctx, &updated, &change);
    }
    Ok(ChangeConfirmation::Applied(change))
}

/// A payment for a change that is not applied: the money is owed back, and the organisers see why (payment
/// health). Recorded once: a replay finds it recorded.
async fn refuse(
    txn: DatabaseTransaction,
    change: &registration_change::Model,
    payment_id: &str,
    paid: i64,
    why: String,
) -> Result<ChangeConfirmation, AppError> {
    tracing::warn!(change = %change.id, "{why}");
    let mut update = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::RefundStatus, Expr::value(ChangeRefund::Due.to_value()))
        .col_expr(registration_change::Column::RefundPaise, Expr::value(paid))
        .col_expr(registration_change::Column::FlagReason, Expr::value(why.chars().take(255).collect::<String>()));
    if change.status != ChangeStatus::Applied {
        // An applied change keeps the payment that paid it; the reason names the one to give back.
        update = update.col_expr(registration_change::Column::GatewayPaymentId, Expr::value(payment_id));
    }
    let res = update
        .filter(registration_change::Column::Id.eq(&change.id))
        .filter(registration_change::Column::RefundStatus.is_null())
        .filter(registration_change::Column::Status.eq(change.status))
        .exec(&txn)
        .await?;
    if res.rows_affected == 0 {
        // One refund is recorded per change; a further one is left in the log for the organisers.
        tracing::error!(change = %change.id, payment = payment_id, paise = paid, "a further payment to give back: {why}");
    }
    txn.commit().await?;
    Ok(ChangeConfirmation::Refused(why))
}

/// The browser's report of the difference's payment, checked against the signature.
pub async fn verify_change_payment(
    ctx: &Context,
    owner: &user::Model,
    order_id: &str,
    payment_id: &str,
    signature: &str,
) -> Result<(registration::Model, registration_change::Model), AppError> {
    let change = change_for_order(ctx, order_id)
        .await?
        .filter(|c| c.user_id == owner.id)
        .ok_or_else(|| AppError::BadRequest(VERIFY_FAILED.into()))?;
    if payment_id.trim().is_empty() || !ctx.gateway().payment_signature_is_valid(order_id, payment_id, signature) {
        tracing::warn!(change = %change.id, "payment signature mismatch");
        return Err(AppError::BadRequest(VERIFY_FAILED.into()));
    }
    let change = match confirm_change(ctx, &change.id, payment_id, None).await? {
        ChangeConfirmation::Applied(c) | ChangeConfirmation::AlreadyApplied(c) => c,
        ChangeConfirmation::Refused(_) => {
            return Err(AppError::Conflict(
                "Your payment was received but needs a check by the organisers; they will contact you.".into(),
            ));
        }
    };
    let reg = registration::Entity::find_by_id(&change.registration_id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    Ok((reg, change))
}

/// Asks the gateway about changes still waiting for their difference after `reconcile_after_minutes`: a
/// captured payment applies the change; an order unpaid past its time expires. Returns (applied, expired).
pub async fn reconcile_changes(ctx: &Context) -> Result<(u32, u32), AppError> {
    let now = Utc::now();
    let check_before = now - Duration::minutes(i64::from(ctx.config().reconcile_after_minutes));
    let waiting = registration_change::Entity::find()
        .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        .filter(registration_change::Column::CreatedAt.lte(check_before))
        .all(ctx.db())
        .await?;
    let (mut applied, mut expired) = (0, 0);
    for change in waiting {
        let payments = match &change.gateway_order_id {
            Some(order) => match ctx.gateway().order_payments(ctx.db(), order).await {
                Ok(p) => p,
                Err(e) => {
                    tracing::warn!(change = %change.id, error = %e, "reconciliation: gateway did not answer");
                    continue;
                }
            },
            None => vec![],
        };
        if let Some(captured) = payments.iter().find(|p| p.status == "captured") {
            if let ChangeConfirmation::Applied(_) =
                confirm_change(ctx, &change.id, &captured.id, Some((captured.amount, &captured.currency))).await?
            {
                applied += 1;
            }
        } else if change.expires_at.is_some_and(|t| t <= now) && expire_change(ctx, &change.id).await? {
            expired += 1;
        }
    }
    Ok((applied, expired))
}

/// Extra heads held by changes waiting for their difference (athletics), per category.
pub async fn heads_held<C: sea_orm::ConnectionTrait>(
    db: &C,
    event: &EventInfo,
    now: chrono::DateTime<Utc>,
) -> Result<Vec<(Option<String>, u32)>, AppError> {
    let waiting = registration_change::Entity::find()
        .filter(registration_change::Column::EventId.eq(event.id.as_str()))
        .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        // An offline difference has no time limit: its heads are held until it is marked received.
        .filter(
            sea_orm::Condition::any()
                .add(registration_change::Column::ExpiresAt.gt(now))
                .add(registration_change::Column::ExpiresAt.is_null()),
        )
        .all(db)
        .await?;
    let mut out = Vec::new();
    for change in waiting {
        let more = change.members_after - change.members_before;
        if more > 0 {
            let category = registration::Entity::find_by_id(&change.registration_id)
                .select_only()
                .column(registration::Column::Category)
                .into_tuple::<Option<String>>()
                .one(db)
                .await?
                .flatten();
            out.push((category, u32::try_from(more).unwrap_or(0)));
        }
    }
    Ok(out)
}

/// A registration's changes, newest first, with who made each.
pub async fn history(
    ctx: &Context,
    registration_id: &str,
) -> Result<Vec<(registration_change::Model, Option<user::Model>)>, AppError> {
    registration::Entity::find_by_id(registration_id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    let changes = registration_change::Entity::find()
        .filter(registration_change::Column::RegistrationId.eq(registration_id))
        .order_by_desc(registration_change::Column::CreatedAt)
        .all(ctx.db())
        .await?;
    let mut out = Vec::with_capacity(changes.len());
    for change in changes {
        let by = user::Entity::find_by_id(&change.user_id).one(ctx.db()).await?;
        out.push((change, by));
    }
    Ok(out)
}

/// On a cancellation, inside its transaction: `owed` paise of the refund were paid as differences of roster
/// changes (each its own payment), newest first; each such change records its share as owed back.
pub async fn owe_differences(txn: &DatabaseTransaction, registration_id: &str, mut owed: i64) -> Result<(), AppError> {
    let paid = registration_change::Entity::find()
        .filter(registration_change::Column::RegistrationId.eq(registration_id))
        .filter(registration_change::Column::Status.eq(ChangeStatus::Applied))
        .filter(registration_change::Column::DifferencePaise.gt(0))
        .filter(registration_change::Column::GatewayPaymentId.is_not_null())
        .filter(registration_change::Column::RefundStatus.is_null())
        .order_by_desc(registration_change::Column::CreatedAt)
        .all(txn)
        .await?;
    for change in paid {
        if owed <= 0 {
            break;
        }
        let share = owed.min(change.difference_paise);
        let why = format!(
            "The registration was cancelled: refund this team change's payment ({})",
            change.gateway_payment_id.as_deref().unwrap_or_default()
        );
        registration_change::Entity::update_many()
            .col_expr(registration_change::Column::RefundStatus, Expr::value(ChangeRefund::Due.to_value()))
            .col_expr(registration_change::Column::RefundPaise, Expr::value(share))
            .col_expr(registration_change::Column::FlagReason, Expr::value(why))
            .filter(registration_change::Column::Id.eq(&change.id))
            .filter(registration_change::Column::RefundStatus.is_null())
            .exec(txn)
            .await?;
        owed -= share;
    }
    if owed > 0 {
        tracing::warn!(registration = %registration_id, owed, "a refund larger than the payments it could go back on");
    }
    Ok(())
}

/// What owners still owe for changes waiting for their difference, per registration: an offline one until
/// an organiser marks it received, an online one while its order can still be paid.
pub async fn differences_due<C: sea_orm::ConnectionTrait>(
    db: &C,
    registration_ids: &[String],
) -> Result<std::collections::HashMap<String, i64>, AppError> {
    let mut out = std::collections::HashMap::new();
    for chunk in registration_ids.chunks(500) {
        let waiting = registration_change::Entity::find()
            .filter(registration_change::Column::RegistrationId.is_in(chunk.iter().cloned()))
            .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
            .filter(registration_change::Column::DifferencePaise.gt(0))
            .filter(
                sea_orm::Condition::any()
                    .add(registration_change::Column::ExpiresAt.gt(Utc::now()))
                    .add(registration_change::Column::ExpiresAt.is_null()),
            )
            .all(db)
            .await?;
        for change in waiting {
            *out.entry(change.registration_id).or_insert(0) += change.difference_paise;
        }
    }
    Ok(out)
}

/// An organiser records that the difference of a change made on a fest without online payment was paid to
/// them (audited): the change takes effect now and the people it adds get their passes. A change the
/// registration has moved on from (cancelled, changed again) is set aside instead, and nothing is recorded.
pub async fn mark_change_received(
    ctx: &Context,
    admin: &user::Model,
    change_id: &str,
) -> Result<(super::RegistrationRecord, registration_change::Model), AppError> {
    let not_found = || AppError::NotFound("Change not found".into());
    let registration_id = registration_change::Entity::find_by_id(change_id)
        .select_only()
        .column(registration_change::Column::RegistrationId)
        .into_tuple::<String>()
        .one(ctx.db())
        .await?
        .ok_or_else(not_found)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // The registration's row first, as everywhere.
    let reg = registration::Entity::find_by_id(&registration_id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    let change =
        registration_change::Entity::find_by_id(change_id).lock_exclusive().one(&txn).await?.ok_or_else(not_found)?;
    if change.status != ChangeStatus::AwaitingPayment || change.payment_mode != PaymentsMode::Offline {
        return Err(AppError::Conflict(NOT_AWAITING_OFFLINE.into()));
    }
    if reg.status != Status::Paid || reg.payload != change.before_payload {
        registration_change::Entity::update_many()
            .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Expired))
            .filter(registration_change::Column::Id.eq(&change.id))
            .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
            .exec(&txn)
            .await?;
        txn.commit().await?;
        return Err(AppError::Conflict(CHANGE_OUTDATED.into()));
    }
    let before = open_form(ctx, &reg)?;
    let after: Registration = serde_json::from_value(open_payload(ctx, &change.after_payload, super::Aadhaar::Full)?)
        .map_err(AppError::other)?;
    // Someone it puts on may have joined another team of the event meanwhile: nothing is recorded then.
    super::people::ensure_free(ctx, &txn, find_event(&reg.event_id)?, (&reg.user_id, Some(&reg.id)), &after).await?;
    let now = Utc::now();
    let res = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Applied))
        .col_expr(registration_change::Column::AppliedAt, Expr::value(now))
        .filter(registration_change::Column::Id.eq(&change.id))
        .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        .exec(&txn)
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Conflict(CHANGE_MOVED_ON.into()));
    }
    let issued = apply(ctx, &txn, &reg, &before, &after, reg.amount_paise + change.difference_paise).await?;
    crate::services::receipts::for_change(ctx, &txn, &change, &reg.user_id, crate::services::receipts::OFFLINE).await?;
    audit::record(
        &txn,
        admin,
        "registration.change.received",
        &reg.id,
        json!({"change": change.id, "event": reg.event_id, "differencePaise": change.difference_paise}),
    )
    .await?;
    txn.commit().await?;
    if issued {
        passes::spawn_pass_emails(ctx, &reg.id);
    }
    let change = registration_change::Entity::find_by_id(change_id).one(ctx.db()).await?.ok_or_else(not_found)?;
    let updated = registration::Entity::find_by_id(&reg.id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
    spawn_change_email(ctx, &updated, &change);
    let owner = user::Entity::find_by_id(&updated.user_id).one(ctx.db()).await?;
    Ok((super::record(ctx, &updated, owner.as_ref(), super::Aadhaar::Masked)?, change))
}

/// An admin records that a refund due after a change was paid back (audited).
pub async fn mark_change_refunded(
    ctx: &Context,
    admin: &user::Model,
    change_id: &str,
    reason: &str,
) -> Result<registration_change::Model, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", super::REASON_REQUIRED));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let res = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::RefundStatus, Expr::value(ChangeRefund::Processed.to_value()))
        .filter(registration_change::Column::Id.eq(change_id))
        .filter(registration_change::Column::RefundStatus.eq(ChangeRefund::Due.to_value()))
        .exec(&txn)
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Conflict(super::NOTHING_TO_REFUND.into()));
    }
    let change = registration_change::Entity::find_by_id(change_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Change not found".into()))?;
    audit::record(
        &txn,
        admin,
        "registration.change.refunded",
        &change.registration_id,
        json!({"change": change.id, "refundPaise": change.refund_paise, "reason": reason}),
    )
    .await?;
    crate::services::receipts::credit_change(ctx, &txn, &change).await?;
    txn.commit().await?;
    Ok(change)
}

fn spawn_change_email(ctx: &Context, reg: &registration::Model, change: &registration_change::Model) {
    let (background, reg, change) = (ctx.clone(), reg.clone(), change.clone());
    ctx.spawn_background(async move {
        if let Err(e) = send_change_email(&background, &reg, &change).await {
            tracing::error!(registration = %reg.id, error = %e, "could not send the change e-mail");
        }
    });
}

async fn send_change_email(
    ctx: &Context,
    reg: &registration::Model,
    change: &registration_change::Model,
) -> Result<(), AppError> {
    let Some(owner) = user::Entity::find_by_id(&reg.user_id).one(ctx.db()).await? else { return Ok(()) };
    let event = fest_shared::catalogue::event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let fest = FEST.title();
    let summary = Summary::of(change);
    let mut lines = Vec::new();
    if !summary.added.is_empty() {
        lines.push(format!("Added: {}.", summary.added.join(", ")));
    }
    if !summary.removed.is_empty() {
        lines.push(format!("Taken off: {} (their passes no longer open the gate).", summary.removed.join(", ")));
    }
    if !summary.fields.is_empty() {
        lines.push(format!("Also changed: {}.", summary.fields.join(", ")));
    }
    if let (Some(ChangeRefund::Due), Some(paise)) = (change.refund_status, change.refund_paise) {
        lines.push(format!("A refund of {} is due; the organisers will send it.", rupees(paise)));
    }
    let body = lines.join("\n");
    crate::services::mail_queue::send(
        ctx,
        "team change",
        OutgoingEmail {
            to: owner.email.clone(),
            subject: format!("{fest}: your team for {event} has changed"),
            text: format!(
                "Hello {name},\n\nYour registration for {event} (registration {id}) has changed.\n{body}\nNew people \
                 get their passes by e-mail.\n\n— Team {fest}\n",
                name = owner.fullname,
                id = reg.id,
            ),
            html: format!(
                "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {name},</p><p>Your \
                 registration for <strong>{event}</strong> (registration {id}) has changed.</p><p>{body}</p><p>New \
                 people get their passes by e-mail.</p><p>— Team {fest}</p></body></html>",
                name = html(&owner.fullname),
                event = html(event),
                id = html(&reg.id),
                body = html(&body).replace('\n', "<br>"),
                fest = html(&fest),
            ),
        },
    )
    .await
}
