//! The receipt e-mailed once a registration is paid (queued with the payment, sent after it commits).

use fest_shared::catalogue::event_by_name;
use fest_shared::fees::format_rupees;
use fest_shared::fest::FEST;
use fest_shared::registration::Registration;
use sea_orm::{DatabaseTransaction, EntityTrait};

use super::{Aadhaar, payload_for_view};
use crate::entities::{registration, user};
use crate::ports::mailer::{FileAttachment, OutgoingEmail, html};
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
    let email = receipt_email(&owner, reg, &registration);
    let files = numbered
        .map(|r| {
            let file = crate::services::receipts::register::file(&r, None);
            FileAttachment { filename: file.filename, content_type: "application/pdf", bytes: file.bytes }
        })
        .into_iter()
        .collect();
    mail_queue::enqueue_with_files(ctx, conn, "receipt", email, Vec::new(), files).await.map(Some)
}

fn receipt_email(owner: &user::Model, reg: &registration::Model, registration: &Registration) -> OutgoingEmail {
    let event = event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let members: Vec<String> = registration.people().iter().map(|p| p.fullname.to_string()).collect();
    let rupees = |paise: i64| format_rupees(u64::try_from(paise).unwrap_or(0));
    let amount = rupees(reg.amount_paise);
    // With a discount: the fee before it, and the discount with its code, above the amount paid.
    let discount = reg.original_amount_paise.zip(reg.discount_paise).map(|(original, discount)| {
        let code = reg.coupon_code.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
        (rupees(original), format!("Discount{code}"), rupees(discount))
    });
    let discount_text =
        discount.as_ref().map(|(fee, label, off)| format!("Fee: {fee}\n{label}: {off}\n")).unwrap_or_default();
    let discount_html = discount
        .as_ref()
        .map(|(fee, label, off)| {
            format!(
                "<tr><td>Fee</td><td>{}</td></tr><tr><td>{}</td><td>{}</td></tr>",
                html(fee),
                html(label),
                html(off)
            )
        })
        .unwrap_or_default();
    // Nothing paid (a free event, a discount of the whole fee): no payment to name.
    let payment = reg.gateway_payment_id.clone();
    let payment_text = payment.as_ref().map(|p| format!("Payment id: {p}\n")).unwrap_or_default();
    let payment_html =
        payment.as_ref().map(|p| format!("<tr><td>Payment id</td><td>{}</td></tr>", html(p))).unwrap_or_default();
    let category = registration.category.map(|c| format!(" ({})", c.as_str())).unwrap_or_default();
    let fest = FEST.title();
    let list_text: String = members.iter().map(|m| format!("  - {m}\n")).collect();
    let list_html: String = members.iter().map(|m| format!("<li>{}</li>", html(m))).collect();
    OutgoingEmail {
        to: owner.email.clone(),
        subject: format!("{fest}: your registration for {event} is confirmed"),
        text: format!(
            "Hello {name},\n\nYour registration is confirmed.\n\nEvent: {event}{category}\nTeam: {college}\n\
             Members:\n{list_text}{discount_text}Amount paid: {amount}\n{payment_text}\
             Registration id: {id}\n\n— Team {fest}\n",
            name = owner.fullname,
            college = registration.college_name,
            id = reg.id,
        ),
        html: format!(
            "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {name},</p>\
             <p>Your registration is confirmed.</p><table>\
             <tr><td>Event</td><td><strong>{event}{category}</strong></td></tr>\
             <tr><td>Team</td><td>{college}</td></tr>{discount_html}<tr><td>Amount paid</td><td>{amount}</td></tr>\
             {payment_html}<tr><td>Registration id</td><td>{id}</td></tr></table>\
             <p>Members:</p><ul>{list_html}</ul><p>— Team {fest}</p></body></html>",
            name = html(&owner.fullname),
            event = html(event),
            category = html(&category),
            college = html(&registration.college_name),
            amount = html(&amount),
            id = html(&reg.id),
            fest = html(&fest),
        ),
    }
}
