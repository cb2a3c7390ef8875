//! The inbox of failed webhooks: a signed webhook whose processing failed is kept for payment health (which
//! lists it and lets an admin retry it), and resolved by a later delivery of the same event. Below both
//! payments (which records) and payment health (which lists and retries), so neither calls the other back.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait as _, OnConflict};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::Value;

use crate::entities::webhook_failure;
use crate::{AppError, Context};

/// The longest error text kept of a failed webhook.
pub const MAX_WEBHOOK_ERROR_CHARS: usize = 1000;

/// Keeps a signed webhook whose processing failed: a new row, or one more attempt of the same event (which
/// opens it again if it had been resolved). Never fails: a database that cannot take it is logged.
pub async fn record_webhook_failure(ctx: &Context, event_id: &str, body: &[u8], error: &AppError) {
    let kind = serde_json::from_slice::<Value>(body)
        .ok()
        .and_then(|v| v.get("event").and_then(Value::as_str).map(|s| s.chars().take(64).collect::<String>()))
        .unwrap_or_else(|| "unknown".to_owned());
    let text: String = error.to_string().chars().take(MAX_WEBHOOK_ERROR_CHARS).collect();
    let now = Utc::now();
    use webhook_failure::Column as W;
    let res = webhook_failure::Entity::insert(webhook_failure::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        event_id: Set(event_id.chars().take(128).collect()),
        kind: Set(kind),
        body: Set(String::from_utf8_lossy(body).into_owned()),
        error: Set(text),
        attempts: Set(1),
        received_at: Set(now),
        last_failed_at: Set(now),
        resolved_at: Set(None),
        resolved_by: Set(None),
    })
    .on_conflict(
        OnConflict::column(W::EventId)
            .update_columns([W::Error, W::LastFailedAt])
            .value(W::Attempts, Expr::col((webhook_failure::Entity, W::Attempts)).add(1))
            .value(W::ResolvedAt, Expr::value(Option::<DateTime<Utc>>::None))
            .value(W::ResolvedBy, Expr::value(Option::<String>::None))
            .to_owned(),
    )
    .exec_without_returning(ctx.writer())
    .await;
    match res {
        Ok(_) => tracing::warn!(event = %event_id, error = %error, "webhook failed; kept for payment health"),
        Err(e) => {
            tracing::error!(event = %event_id, error = %error, record_error = %e, "webhook failed and could not be kept")
        }
    }
}

/// A delivery of `event_id` succeeded: a failure kept for it is resolved. Never fails (logged).
pub async fn webhook_delivered(ctx: &Context, event_id: &str) {
    let res = webhook_failure::Entity::update_many()
        .col_expr(webhook_failure::Column::ResolvedAt, Expr::value(Utc::now()))
        .filter(webhook_failure::Column::EventId.eq(event_id))
        .filter(webhook_failure::Column::ResolvedAt.is_null())
        .exec(ctx.writer())
        .await;
    match res {
        Ok(r) if r.rows_affected > 0 => tracing::info!(event = %event_id, "a failed webhook was delivered again"),
        Ok(_) => {}
        Err(e) => tracing::error!(event = %event_id, error = %e, "could not resolve a failed webhook"),
    }
}
