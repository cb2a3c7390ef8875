//! Heads held by roster changes waiting for their difference (athletics counts heads).

use chrono::Utc;
use fest_shared::catalogue::EventInfo;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

use crate::AppError;
use crate::entities::registration;
use crate::entities::registration_change::{self, Status as ChangeStatus};

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
