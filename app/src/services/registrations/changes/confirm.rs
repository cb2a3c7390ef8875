//! Confirming the payment of a change's difference (the browser's verify, the webhook and reconciliation).

use super::*;

/// The change whose difference an order pays, if the order is one.
pub async fn change_for_order(ctx: &Context, order_id: &str) -> Result<Option<registration_change::Model>, AppError> {
    let Some(id) = payment_orders::payable_of(ctx.db(), order_id, Payable::Change).await? else { return Ok(None) };
    Ok(registration_change::Entity::find_by_id(id).one(ctx.db()).await?)
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
        let paid_by = payment_orders::payment_of(&txn, Payable::Change, &change.id).await?;
        let same_payment = paid_by.as_deref() == Some(payment_id);
        if same_payment && mismatch.is_none() {
            return Ok(ChangeConfirmation::AlreadyApplied(change));
        }
        let why = if same_payment {
            format!("Payment {payment_id} for a team change was reported as {}: check it", rupees(paid))
        } else {
            format!("A second payment ({payment_id}) for a team change already paid: refund it")
        };
        return refuse(txn, &change, payment_id, paid, why, same_payment).await;
    }
    if let Some((amount, currency)) = mismatch {
        let why = format!(
            "Paid {} {currency} ({payment_id}) for a team change of {}",
            rupees(amount),
            rupees(change.difference_paise)
        );
        return refuse(txn, &change, payment_id, amount, why, true).await;
    }
    if reg.status != Status::Paid || reg.payload != change.before_payload {
        let why = format!("A team change was paid ({payment_id}) but the registration has changed since: refund it");
        return refuse(txn, &change, payment_id, paid, why, true).await;
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
            return refuse(txn, &change, payment_id, paid, why, true).await;
        }
    }
    // Someone it puts on may have joined another team of the event meanwhile.
    match super::people::ensure_free(ctx, &txn, event, (&reg.user_id, Some(&reg.id)), &after).await {
        Ok(()) => {}
        Err(AppError::Conflict(message)) => {
            let why =
                format!("A team change was paid ({payment_id}), but {}: refund it", message.trim_end_matches('.'));
            return refuse(txn, &change, payment_id, paid, why, true).await;
        }
        Err(e) => return Err(e),
    }
    let now = Utc::now();
    let res = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Applied))
        .col_expr(registration_change::Column::AppliedAt, Expr::value(now))
        .filter(registration_change::Column::Id.eq(&change.id))
        .filter(registration_change::Column::Status.eq(change.status))
        .exec(&txn)
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Conflict(CHANGE_MOVED_ON.into()));
    }
    payment_orders::record_payment(&txn, Payable::Change, &change.id, payment_id, payment_orders::Verdict::Paid)
        .await?;
    let issued = apply(ctx, &txn, &reg, &before, &after, reg.amount_paise + change.difference_paise).await?;
    crate::services::receipts::for_change(ctx, &txn, &change, &reg.user_id, payment_id).await?;
    let told = queue_change_email(ctx, &txn, &reg.id, &change.id).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, told.into_iter().collect());
    if issued {
        passes::spawn_pass_emails(ctx, &reg.id);
    }
    let change = registration_change::Entity::find_by_id(change_id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Change not found".into()))?;
    Ok(ChangeConfirmation::Applied(change))
}

/// A payment for a change that is not applied: the money is owed back, and the organisers see why (payment
/// health). Recorded once: a replay finds it recorded. `own` when it is the payment of the change's order
/// (not a second one of an order paid already): the order is flagged with the reason.
async fn refuse(
    txn: DatabaseTransaction,
    change: &registration_change::Model,
    payment_id: &str,
    paid: i64,
    why: String,
    own: bool,
) -> Result<ChangeConfirmation, AppError> {
    tracing::warn!(change = %change.id, "{why}");
    let update = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::FlagReason, Expr::value(why.chars().take(255).collect::<String>()));
    let opened = crate::services::refunds::open_by_hand(
        &txn,
        crate::services::refunds::NewRefund {
            payable: crate::services::refunds::Payable::Change,
            id: &change.id,
            mode: change.payment_mode,
            payment_id: Some(payment_id),
            paid,
            amount: paid,
            requested_by: None,
        },
    )
    .await?;
    let res = if opened {
        update
            .filter(registration_change::Column::Id.eq(&change.id))
            .filter(registration_change::Column::Status.eq(change.status))
            .exec(&txn)
            .await?
            .rows_affected
    } else {
        0
    };
    if res == 0 {
        // One refund is recorded per change; a further one is left in the log for the organisers.
        tracing::error!(change = %change.id, payment = payment_id, paise = paid, "a further payment to give back: {why}");
        return Ok(ChangeConfirmation::Refused(why));
    }
    if change.status != ChangeStatus::Applied {
        // An applied change keeps the payment that paid it; the reason names the one to give back.
        let verdict = payment_orders::Verdict::Flagged(&why);
        payment_orders::record_payment(&txn, Payable::Change, &change.id, payment_id, verdict).await?;
    } else if own {
        // Its own payment reported for another amount.
        payment_orders::flag(&txn, Payable::Change, &change.id, &why).await?;
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
