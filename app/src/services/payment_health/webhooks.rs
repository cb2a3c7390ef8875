//! Failed webhooks: recording them, clearing them once delivered, and retrying them.

use super::*;

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

/// An admin processes a failed webhook again, as it arrived (its signature was checked then). Resolved and
/// audited (with the reason) when it succeeds; a new failure is kept and answered.
pub async fn retry_webhook(
    ctx: &Context,
    admin: &user::Model,
    id: &str,
    reason: &str,
) -> Result<(WebhookOutcome, webhook_failure::Model), AppError> {
    let reason = reason_of(reason)?;
    let failure = webhook_failure::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("No such failed webhook".into()))?;
    if failure.resolved_at.is_some() {
        return Err(AppError::Conflict("This webhook was processed already.".into()));
    }
    let outcome = match payments::process_webhook(ctx, failure.body.as_bytes(), &failure.event_id).await {
        Ok(outcome) => outcome,
        Err(e) => {
            record_webhook_failure(ctx, &failure.event_id, failure.body.as_bytes(), &e).await;
            return Err(e);
        }
    };
    let txn = crate::db::begin_write(ctx.writer()).await?;
    webhook_failure::Entity::update_many()
        .col_expr(webhook_failure::Column::ResolvedAt, Expr::value(Utc::now()))
        .col_expr(webhook_failure::Column::ResolvedBy, Expr::value(admin.id.clone()))
        .filter(webhook_failure::Column::Id.eq(id))
        .filter(webhook_failure::Column::ResolvedAt.is_null())
        .exec(&txn)
        .await?;
    audit::record(
        &txn,
        admin,
        "webhook.retry",
        id,
        json!({"eventId": failure.event_id, "kind": failure.kind, "outcome": webhook_outcome(&outcome), "reason": reason}),
    )
    .await?;
    txn.commit().await?;
    let failure = webhook_failure::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("No such failed webhook".into()))?;
    Ok((outcome, failure))
}

/// A webhook outcome's name (`confirmed`, `duplicate`, ...).
pub fn webhook_outcome(outcome: &WebhookOutcome) -> &'static str {
    match outcome {
        WebhookOutcome::Confirmed => "confirmed",
        WebhookOutcome::AlreadyPaid => "already_paid",
        WebhookOutcome::Flagged => "flagged",
        WebhookOutcome::Duplicate => "duplicate",
        WebhookOutcome::Refund => "refund",
        WebhookOutcome::Orphan => "orphan",
        WebhookOutcome::Ignored => "ignored",
    }
}
