//! The venues matches are played at: courts, grounds and halls, one per name (compared ignoring case and
//! surrounding spaces, as the clash rules compare them). Staff add them; one no match uses may be removed.

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set};
use serde_json::json;

use crate::entities::{fixture_match, user, venue};
use crate::services::audit;
use crate::{AppError, Context};

/// The longest venue name.
pub const MAX_NAME: usize = 80;
pub const NAME_NEEDED: &str = "Give the venue a name.";
pub const NAME_TOO_LONG: &str = "A venue's name is at most 80 characters.";
pub const NOT_FOUND: &str = "No such venue.";
pub const IN_USE: &str = "Matches are scheduled at this venue; move them first.";

fn key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Every venue, by name.
pub async fn list(ctx: &Context) -> Result<Vec<venue::Model>, AppError> {
    Ok(venue::Entity::find().order_by_asc(venue::Column::NameKey).all(ctx.db()).await?)
}

/// Adds a venue (audited).
pub async fn create(ctx: &Context, actor: &user::Model, name: &str) -> Result<venue::Model, AppError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(AppError::field("name", NAME_NEEDED));
    }
    if name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(AppError::field("name", NAME_TOO_LONG));
    }
    let exists = venue::Entity::find().filter(venue::Column::NameKey.eq(key(name))).one(ctx.db()).await?;
    if let Some(existing) = exists {
        return Err(AppError::Conflict(format!("There is already a venue called {}.", existing.name)));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let model = venue::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        name: Set(name.to_owned()),
        name_key: Set(key(name)),
        created_at: Set(Utc::now()),
    }
    .insert(&txn)
    .await
    .map_err(|e| match e.sql_err() {
        // Added by someone else a moment ago.
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => {
            AppError::Conflict(format!("There is already a venue called {name}."))
        }
        _ => e.into(),
    })?;
    audit::record(&txn, actor, "venue.create", &model.id, json!({ "name": model.name })).await?;
    txn.commit().await?;
    Ok(model)
}

/// Removes a venue no match uses (audited).
pub async fn remove(ctx: &Context, actor: &user::Model, id: &str) -> Result<(), AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let model = venue::Entity::find_by_id(id).one(&txn).await?.ok_or_else(|| AppError::NotFound(NOT_FOUND.into()))?;
    let used = fixture_match::Entity::find().filter(fixture_match::Column::VenueId.eq(id)).count(&txn).await?;
    if used > 0 {
        return Err(AppError::Conflict(IN_USE.into()));
    }
    venue::Entity::delete_by_id(id).exec(&txn).await?;
    audit::record(&txn, actor, "venue.remove", id, json!({ "name": model.name })).await?;
    txn.commit().await?;
    Ok(())
}
