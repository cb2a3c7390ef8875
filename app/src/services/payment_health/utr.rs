//! UPI transaction references submitted again for another order: refused by `services::upi`, listed here
//! for the organisers.

use chrono::{Duration, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::{HealthItem, HealthKind, Owner};
use crate::entities::{upi_order, upi_utr_reuse, user};
use crate::{AppError, Context};

fn owner_of(u: &user::Model) -> Owner {
    Owner {
        name: if u.fullname.trim().is_empty() { u.username.clone() } else { u.fullname.clone() },
        email: u.email.clone(),
    }
}

/// Payment health's `utr_reused` items: UTRs submitted again for another order in the last 30 days, newest
/// last, with how many there are.
pub(super) async fn reused_utrs(ctx: &Context, limit: u64) -> Result<(u64, Vec<HealthItem>), AppError> {
    use sea_orm::PaginatorTrait as _;
    let since = Utc::now() - Duration::days(crate::services::upi::REUSE_LISTED_DAYS);
    let query = upi_utr_reuse::Entity::find()
        .filter(upi_utr_reuse::Column::SubmittedAt.gte(since))
        .order_by_asc(upi_utr_reuse::Column::SubmittedAt);
    let count = query.clone().count(ctx.db()).await?;
    let rows = query.limit(limit).all(ctx.db()).await?;
    let order_ids: Vec<String> = rows.iter().flat_map(|r| [r.order_id.clone(), r.first_order_id.clone()]).collect();
    let orders = upi_order::Entity::find().filter(upi_order::Column::Id.is_in(order_ids)).all(ctx.db()).await?;
    let user_ids: Vec<String> = rows.iter().map(|r| r.user_id.clone()).collect();
    let users = user::Entity::find().filter(user::Column::Id.is_in(user_ids)).all(ctx.db()).await?;
    let reference = |id: &str| orders.iter().find(|o| o.id == id).map(|o| o.reference.clone()).unwrap_or_default();
    let items = rows
        .into_iter()
        .map(|r| {
            let amount = orders.iter().find(|o| o.id == r.order_id).map(|o| o.amount_paise);
            HealthItem {
                kind: HealthKind::UtrReused,
                id: format!("{}:{}", HealthKind::UtrReused.as_str(), r.id),
                registration_id: None,
                webhook_failure_id: None,
                change_id: None,
                orphan_capture_id: None,
                booking_id: None,
                event: None,
                event_title: None,
                owner: users.iter().find(|u| u.id == r.user_id).map(owner_of),
                amount_paise: amount,
                since: r.submitted_at,
                detail: format!(
                    "UTR {} was submitted for order {} (reference {}) after it had been submitted for order {} \
                     (reference {}): refused. A UTR pays once; check the bank statement before confirming either.",
                    r.utr,
                    r.order_id,
                    reference(&r.order_id),
                    r.first_order_id,
                    reference(&r.first_order_id),
                ),
                history: vec![],
                actions: vec![],
            }
        })
        .collect();
    Ok((count, items))
}
