//! The e-mail that tells the team what changed.

use super::*;
use crate::emails::{Language, pick};

/// A changed field as the owner reads it in `language` (the summary keeps the form's names).
fn field_name(language: Language, field: &str) -> &str {
    match (language, field) {
        (Language::Hi, "coach") => "कोच",
        (Language::Hi, "collegeName") => "कॉलेज का नाम",
        (Language::Hi, "collegeAddress") => "कॉलेज का पता",
        (Language::Hi, "details") => "सदस्यों की जानकारी",
        _ => field,
    }
}

/// Queues the e-mail that tells the owner what a change did, in the transaction that put it in effect
/// (reading the registration and the change as that transaction left them), in the owner's language; `None`
/// when the owner is gone. Deliver it with [`mail_queue::deliver_soon`] once the transaction has committed.
pub(super) async fn queue_change_email(
    ctx: &Context,
    txn: &DatabaseTransaction,
    registration_id: &str,
    change_id: &str,
) -> Result<Option<mail_queue::Queued>, AppError> {
    let Some(reg) = registration::Entity::find_by_id(registration_id).one(txn).await? else { return Ok(None) };
    let Some(change) = registration_change::Entity::find_by_id(change_id).one(txn).await? else { return Ok(None) };
    let Some(owner) = user::Entity::find_by_id(&reg.user_id).one(txn).await? else { return Ok(None) };
    let language = crate::emails::language_of(&owner);
    let event = fest_shared::catalogue::event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let summary = Summary::of(&change);
    let mut lines = Vec::new();
    if !summary.added.is_empty() {
        let added = summary.added.join(", ");
        lines.push(pick(language, format!("Added: {added}."), format!("जोड़े गए: {added}।")));
    }
    if !summary.removed.is_empty() {
        let removed = summary.removed.join(", ");
        lines.push(pick(
            language,
            format!("Taken off: {removed} (their passes no longer open the gate)."),
            format!("हटाए गए: {removed} (उनके पासों से अब गेट पर एंट्री नहीं होगी)।"),
        ));
    }
    if !summary.fields.is_empty() {
        let fields: Vec<&str> = summary.fields.iter().map(|f| field_name(language, f)).collect();
        let fields = fields.join(", ");
        lines.push(pick(language, format!("Also changed: {fields}."), format!("यह भी बदला: {fields}।")));
    }
    let refund = crate::services::refunds::of(txn, crate::services::refunds::Payable::Change, &change.id).await?;
    if let Some(due) = refund.filter(|r| r.status == crate::entities::payment_refund::RefundStatus::Manual) {
        let amount = crate::emails::rupees(language, u64::try_from(due.amount_paise).unwrap_or(0));
        lines.push(pick(
            language,
            format!("A refund of {amount} is due; the organisers will send it."),
            format!("{amount} का रिफ़ंड बनता है; आयोजक इसे भेजेंगे।"),
        ));
    }
    let email = crate::emails::render(
        "team_changed",
        language,
        &owner.email,
        serde_json::json!({"name": owner.display_name(), "event": event, "registration_id": reg.id, "lines": lines}),
    )?;
    mail_queue::enqueue(ctx, txn, "team change", email, Vec::new()).await.map(Some)
}
