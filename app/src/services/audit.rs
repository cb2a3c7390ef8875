//! The audit log of organiser actions.

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set};
use serde_json::Value;

use crate::entities::{audit_log, user};
use crate::{AppError, Context};

/// Records an action. Takes any connection, so it can share the transaction of the change it records.
pub async fn record<C: ConnectionTrait>(
    db: &C,
    actor: &user::Model,
    action: &str,
    target: &str,
    details: Value,
) -> Result<(), AppError> {
    audit_log::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        at: Set(Utc::now()),
        actor_id: Set(actor.id.clone()),
        action: Set(action.to_owned()),
        target: Set(target.to_owned()),
        details: Set(details.to_string()),
    }
    .insert(db)
    .await?;
    Ok(())
}

/// One page of entries, newest first, with their actors.
pub async fn page(
    ctx: &Context,
    paging: crate::paging::Paging,
) -> Result<(Vec<(audit_log::Model, Option<user::Model>)>, u64), AppError> {
    let paginator = audit_log::Entity::find().order_by_desc(audit_log::Column::At).paginate(ctx.db(), paging.limit());
    let (total, entries) = crate::paging::count_and_page(&paginator, paging).await?;
    let actor_ids: Vec<String> = entries.iter().map(|e| e.actor_id.clone()).collect();
    let actors: std::collections::HashMap<String, user::Model> = user::Entity::find()
        .filter(sea_orm::ColumnTrait::is_in(&user::Column::Id, actor_ids))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|u| (u.id.clone(), u))
        .collect();
    Ok((
        entries
            .into_iter()
            .map(|e| {
                let actor = actors.get(&e.actor_id).cloned();
                (e, actor)
            })
            .collect(),
        total,
    ))
}
