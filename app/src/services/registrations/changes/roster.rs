//! Changing the roster: the owner's change, priced again, taking effect at once or once its difference is
//! paid; and a change's order that expired.

use super::*;

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
    // A difference not yet paid for an earlier change gives way to this one (its order too), and so do the
    // heads it held.
    expire_waiting(&txn, &reg.id).await?;
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
        flag_reason: Set(None),
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
    }
    .insert(&txn)
    .await?;
    if to_pay_offline {
        payment_orders::open_offline(&txn, Payable::Change, &change.id, difference, "INR").await?;
    }
    if difference < 0 && reg.status == Status::Paid {
        // The fee fell: the organisers pay the fall back, out of the registration's payment.
        let order = payment_orders::of(&txn, Payable::Registration, &reg.id).await?;
        crate::services::refunds::open_by_hand(
            &txn,
            crate::services::refunds::NewRefund {
                payable: crate::services::refunds::Payable::Change,
                id: &change.id,
                mode: reg.payment_mode,
                payment_id: payment_order::paid_by(order.as_ref()),
                paid: payment_order::amount_or(order.as_ref(), reg.amount_paise),
                amount: -difference,
                requested_by: None,
            },
        )
        .await?;
    }
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
    // The owner hears of a change in effect now; one that waits for its payment is told when it is paid.
    let told = if waits { None } else { queue_change_email(ctx, &txn, &reg.id, &change.id).await? };
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, told.into_iter().collect());
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
        let guard = payment_orders::Guard::<registration_change::Entity> {
            id: registration_change::Column::Id,
            status: registration_change::Column::Status,
            expected: ChangeStatus::AwaitingPayment.into(),
        };
        let mode = ctx.gateway().mode();
        if !payment_orders::attach(ctx.writer(), Payable::Change, &change.id, guard, mode, &order).await? {
            return Err(AppError::Conflict(CHANGE_MOVED_ON.into()));
        }
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
        ctx.reactions().place_freed(ctx, &reg.event_id).await;
    }
    let registration = registration::Entity::find_by_id(&reg.id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REGISTRATION.into()))?;
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
pub(super) async fn apply(
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

/// A change whose difference was not paid in time (or whose order could not be made) no longer waits, nor
/// does its order.
pub async fn expire_change(ctx: &Context, id: &str) -> Result<bool, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let res = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Expired))
        .filter(registration_change::Column::Id.eq(id))
        .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        .exec(&txn)
        .await?;
    let expired = res.rows_affected == 1;
    if expired {
        payment_orders::expire(&txn, Payable::Change, id).await?;
    }
    txn.commit().await?;
    Ok(expired)
}
