//! The e-mail that tells the team what changed.

use super::*;

pub(super) fn spawn_change_email(ctx: &Context, reg: &registration::Model, change: &registration_change::Model) {
    let (background, reg, change) = (ctx.clone(), reg.clone(), change.clone());
    ctx.spawn_background(async move {
        if let Err(e) = send_change_email(&background, &reg, &change).await {
            tracing::error!(registration = %reg.id, error = %e, "could not send the change e-mail");
        }
    });
}

async fn send_change_email(
    ctx: &Context,
    reg: &registration::Model,
    change: &registration_change::Model,
) -> Result<(), AppError> {
    let Some(owner) = user::Entity::find_by_id(&reg.user_id).one(ctx.db()).await? else { return Ok(()) };
    let event = fest_shared::catalogue::event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let summary = Summary::of(change);
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
    if let (Some(ChangeRefund::Due), Some(paise)) = (change.refund_status, change.refund_paise) {
        lines.push(format!("A refund of {} is due; the organisers will send it.", rupees(paise)));
    }
    let email = crate::emails::render(
        "team_changed",
        &owner.email,
        serde_json::json!({"name": owner.fullname, "event": event, "registration_id": reg.id, "lines": lines}),
    )?;
    crate::services::mail_queue::send(ctx, "team change", email).await
}
