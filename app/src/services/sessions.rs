//! Sessions: opaque random bearer tokens, stored only as their SHA-256, valid for `session_ttl_hours`.

use chrono::{Duration, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::entities::{session, user};
use crate::{AppError, Context, crypto};

pub const NOT_SIGNED_IN: &str = "Please log in to continue.";

/// Starts a session for the user and returns its bearer token (the only time it exists in clear).
pub async fn create(ctx: &Context, user_id: &str) -> Result<String, AppError> {
    let token = crypto::random_token();
    let now = Utc::now();
    session::ActiveModel {
        token_hash: Set(crypto::sha256_hex(token.as_bytes())),
        user_id: Set(user_id.to_owned()),
        created_at: Set(now),
        expires_at: Set(now + Duration::hours(i64::from(ctx.config().session_ttl_hours))),
    }
    .insert(ctx.db())
    .await?;
    Ok(token)
}

/// The user a bearer token belongs to; 401 when it is unknown, expired or revoked.
pub async fn authenticate(ctx: &Context, token: &str) -> Result<user::Model, AppError> {
    let unauthorized = || AppError::Unauthorized(NOT_SIGNED_IN.into());
    let hash = crypto::sha256_hex(token.as_bytes());
    let (session, user) = session::Entity::find_by_id(hash)
        .filter(session::Column::ExpiresAt.gt(Utc::now()))
        .find_also_related(user::Entity)
        .one(ctx.db())
        .await?
        .ok_or_else(unauthorized)?;
    let _ = session;
    user.ok_or_else(unauthorized)
}

/// Ends the session of this token: the token is refused from now on.
pub async fn revoke(ctx: &Context, token: &str) -> Result<(), AppError> {
    session::Entity::delete_by_id(crypto::sha256_hex(token.as_bytes())).exec(ctx.db()).await?;
    Ok(())
}

/// Removes expired sessions (housekeeping).
pub async fn purge_expired(ctx: &Context) -> Result<u64, AppError> {
    let res = session::Entity::delete_many().filter(session::Column::ExpiresAt.lte(Utc::now())).exec(ctx.db()).await?;
    Ok(res.rows_affected)
}
