//! The receipt e-mailed once a registration is paid (queued with the payment, sent after it commits).

use fest_shared::catalogue::event_by_name;
use fest_shared::fees::format_rupees;
use fest_shared::registration::Registration;
use sea_orm::{DatabaseTransaction, EntityTrait};

use super::{Aadhaar, payload_for_view};
use crate::entities::{registration, user};
use crate::ports::mailer::{FileAttachment, OutgoingEmail};
use crate::services::mail_queue;
use crate::{AppError, Context};

/// Issues the numbered receipt of a paid registration and queues its e-mail through `conn`, the transaction
/// that records the payment, so both commit with it and survives a crash or an SMTP outage. Returns the queued e-mail, to
/// [`mail_queue::deliver_soon`] once the transaction has committed. A receipt that cannot be made (an owner
/// gone) is logged and skipped: it never holds up the payment.
pub(crate) async fn queue_receipt(
    ctx: &Context,
    conn: &DatabaseTransaction,
    reg: &registration::Model,
) -> Result<Option<mail_queue::Queued>, AppError> {
    // The numbered receipt (or tax invoice) of the payment, in the same transaction; its PDF goes with the
    // e-mail.
    let numbered = crate::services::receipts::for_registration(ctx, conn, reg).await?;
    let Some(owner) = user::Entity::find_by_id(&reg.user_id).one(conn).await? else {
        tracing::error!(registration = %reg.id, "no receipt: the registration's owner is gone");
        return Ok(None);
    };
    // Opened in full only to read it back as the validated type; the e-mail shows no Aadhaar number.
    let registration = payload_for_view(ctx, reg, Aadhaar::Full)
        .and_then(|payload| serde_json::from_value::<Registration>(payload).map_err(AppError::other));
    let registration = match registration {
        Ok(r) => r,
        Err(e) => {
            tracing::error!(registration = %reg.id, error = %e, "could not make the receipt e-mail");
            return Ok(None);
        }
    };
    let email = receipt_email(&owner, reg, &registration)?;
    let files = numbered
        .map(|r| {
            let file = crate::services::receipts::register::file(&r, None);
            FileAttachment { filename: file.filename, content_type: "application/pdf", bytes: file.bytes }
        })
        .into_iter()
        .collect();
    mail_queue::enqueue_with_files(ctx, conn, "receipt", email, Vec::new(), files).await.map(Some)
}

fn receipt_email(
    owner: &user::Model,
    reg: &registration::Model,
    registration: &Registration,
) -> Result<OutgoingEmail, AppError> {
    let event = event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let members: Vec<String> = registration.people().iter().map(|p| p.fullname.to_string()).collect();
    let rupees = |paise: i64| format_rupees(u64::try_from(paise).unwrap_or(0));
    let mut lines: Vec<(String, String)> = Vec::new();
    // With a discount: the fee before it, and the discount with its code, above the amount paid.
    if let Some((original, discount)) = reg.original_amount_paise.zip(reg.discount_paise) {
        let code = reg.coupon_code.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
        lines.push(("Fee".into(), rupees(original)));
        lines.push((format!("Discount{code}"), rupees(discount)));
    }
    lines.push(("Amount paid".into(), rupees(reg.amount_paise)));
    // Nothing paid (a free event, a discount of the whole fee): no payment to name.
    if let Some(payment) = &reg.gateway_payment_id {
        lines.push(("Payment id".into(), payment.clone()));
    }
    lines.push(("Registration id".into(), reg.id.clone()));
    let lines: Vec<serde_json::Value> =
        lines.iter().map(|(label, value)| serde_json::json!({"label": label, "value": value})).collect();
    crate::emails::render(
        "registration_confirmed",
        &owner.email,
        serde_json::json!({
            "name": owner.fullname,
            "event": event,
            "category": registration.category.map(|c| format!(" ({})", c.as_str())).unwrap_or_default(),
            "college": registration.college_name,
            "members": members,
            "lines": lines,
        }),
    )
}
