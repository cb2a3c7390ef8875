//! What changes hold and owe: heads held by changes waiting for their difference, a registration's history,
//! differences owed back on a cancellation and differences still due.

use super::*;

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
    use crate::entities::payment_refund;
    use crate::services::refunds::{self, NewRefund, Payable};
    // Changes whose paid difference has no refund yet.
    let refunded = sea_orm::sea_query::Query::select()
        .column(payment_refund::Column::PayableId)
        .from(payment_refund::Entity)
        .and_where(payment_refund::Column::PayableKind.eq(Payable::Change.as_str()))
        .to_owned();
    let paid = registration_change::Entity::find()
        .filter(registration_change::Column::RegistrationId.eq(registration_id))
        .filter(registration_change::Column::Status.eq(ChangeStatus::Applied))
        .filter(registration_change::Column::DifferencePaise.gt(0))
        .filter(registration_change::Column::Id.in_subquery(crate::services::payment_orders::paid_for(Payable::Change)))
        .filter(registration_change::Column::Id.not_in_subquery(refunded))
        .order_by_desc(registration_change::Column::CreatedAt)
        .all(txn)
        .await?;
    let mut orders =
        crate::services::payment_orders::of_many(txn, Payable::Change, paid.iter().map(|c| c.id.clone())).await?;
    for change in paid {
        if owed <= 0 {
            break;
        }
        let payment_id = orders.remove(&change.id).and_then(|o| o.payment_id);
        let share = owed.min(change.difference_paise);
        let why = format!(
            "The registration was cancelled: refund this team change's payment ({})",
            payment_id.as_deref().unwrap_or_default()
        );
        let new = NewRefund {
            payable: Payable::Change,
            id: &change.id,
            mode: change.payment_mode,
            payment_id: payment_id.as_deref(),
            paid: change.difference_paise,
            amount: share,
            requested_by: None,
        };
        if refunds::open_by_hand(txn, new).await? {
            registration_change::Entity::update_many()
                .col_expr(registration_change::Column::FlagReason, Expr::value(why))
                .filter(registration_change::Column::Id.eq(&change.id))
                .exec(txn)
                .await?;
        }
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
