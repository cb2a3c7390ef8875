//! Failed webhooks: retrying them (recording them and clearing them once delivered is
//! [`crate::services::webhook_failures`]'s, which the webhook handler calls).

use super::*;

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
