//! The e-mail that tells the team what changed.

use super::*;

/// Queues the e-mail that tells the owner what a change did, in the transaction that put it in effect
/// (reading the registration and the change as that transaction left them); `None` when the owner is gone.
/// Deliver it with [`mail_queue::deliver_soon`] once the transaction has committed.
pub(super) async fn queue_change_email(
    ctx: &Context,
    txn: &DatabaseTransaction,
    registration_id: &str,
    change_id: &str,
) -> Result<Option<mail_queue::Queued>, AppError> {
    let Some(reg) = registration::Entity::find_by_id(registration_id).one(txn).await? else { return Ok(None) };
    let Some(change) = registration_change::Entity::find_by_id(change_id).one(txn).await? else { return Ok(None) };
    let Some(owner) = user::Entity::find_by_id(&reg.user_id).one(txn).await? else { return Ok(None) };
    let event = fest_shared::catalogue::event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let summary = Summary::of(&change);
    let mut lines = Vec::new();
    if !summary.added.is_empty() {
        lines.push(format!("Added: {}.", summary.added.join(", ")));
    }
    if !summary.removed.is_empty() {
        lines.push(format!("Taken off: {} (their passes no longer open the gate).", summary.removed.join(", ")));
    }
    if !summary.fields.is_empty() {
        lines.push(format!("Also changed: {}.", summary.fields.join(", ")));
    }
    let refund = crate::services::refunds::of(txn, crate::services::refunds::Payable::Change, &change.id).await?;
    if let Some(due) = refund.filter(|r| r.status == crate::entities::payment_refund::RefundStatus::Manual) {
        lines.push(format!("A refund of {} is due; the organisers will send it.", rupees(due.amount_paise)));
    }
    let email = crate::emails::render(
        "team_changed",
        &owner.email,
        serde_json::json!({"name": owner.display_name(), "event": event, "registration_id": reg.id, "lines": lines}),
    )?;
    mail_queue::enqueue(ctx, txn, "team change", email, Vec::new()).await.map(Some)
}
