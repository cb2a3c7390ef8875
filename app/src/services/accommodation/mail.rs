//! The e-mails of accommodation: the receipt of a booking and its cancellation, in the owner's language.

use super::*;
use crate::emails::{Language, pick};

fn rupees(language: Language, paise: i64) -> String {
    crate::emails::rupees(language, u64::try_from(paise).unwrap_or(0))
}

fn event_title(b: &booking::Model) -> &'static str {
    event_by_name(&b.event_id).map_or("", |e: &EventInfo| e.title)
}

/// Queues the receipt of a paid booking through `conn` (the transaction that records the payment, so the
/// receipt commits with it); returns the queued e-mail, to deliver once that has committed.
pub(super) async fn queue_receipt<C: ConnectionTrait>(
    ctx: &Context,
    conn: &C,
    id: &str,
) -> Result<Option<mail_queue::Queued>, AppError> {
    let record = record_of(conn, id).await?;
    let b = &record.booking;
    let Some(owner) = user::Entity::find_by_id(&b.user_id).one(conn).await? else {
        tracing::error!(booking = %id, "no receipt: the booking's owner is gone");
        return Ok(None);
    };
    let language = crate::emails::language_of(&owner);
    let label = |en: &str, hi: &str| pick(language, en, hi).to_owned();
    let stay = record.stay();
    let block = match (language, record.block()) {
        (Language::En, block) => format!("{} block", block.as_str()),
        (Language::Hi, Block::Men) => "पुरुषों का ब्लॉक".to_owned(),
        (Language::Hi, Block::Women) => "महिलाओं का ब्लॉक".to_owned(),
    };
    let mut lines = vec![
        (label("Event", "इवेंट"), event_title(b).to_owned()),
        (label("Block", "ब्लॉक"), block),
        (label("Check-in", "चेक-इन"), crate::emails::day_month(language, stay.check_in)),
        (label("Check-out", "चेक-आउट"), crate::emails::day_month(language, stay.check_out())),
        (label("Nights", "रातें"), stay.nights.to_string()),
    ];
    if let (Some(original), Some(discount)) = (b.original_amount_paise, b.discount_paise) {
        let code = b.coupon_code.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
        lines.push((label("Fee", "फ़ीस"), rupees(language, original)));
        lines.push((format!("{}{code}", label("Discount", "छूट")), rupees(language, discount)));
    }
    lines.push((label("Amount paid", "चुकाई गई रक़म"), rupees(language, b.amount_paise)));
    if let Some(p) = record.order.as_ref().and_then(|o| o.payment_id.as_ref()) {
        lines.push((label("Payment id", "पेमेंट ID"), p.clone()));
    }
    lines.push((label("Booking id", "बुकिंग ID"), b.id.clone()));
    let guests: Vec<&str> = record.guests.iter().map(|g| g.name.as_str()).collect();
    let lines: Vec<serde_json::Value> =
        lines.iter().map(|(label, value)| serde_json::json!({"label": label, "value": value})).collect();
    let email = crate::emails::render(
        "stay_booked",
        language,
        &owner.email,
        serde_json::json!({"name": owner.display_name(), "lines": lines, "guests": guests}),
    )?;
    mail_queue::enqueue(ctx, conn, "stay receipt", email, Vec::new()).await.map(Some)
}

/// The owner's e-mail of a stay's cancellation and its refund, queued in the transaction that cancels it.
pub(super) async fn queue_cancellation(
    ctx: &Context,
    txn: &DatabaseTransaction,
    id: &str,
) -> Result<Option<mail_queue::Queued>, AppError> {
    let Some(b) = booking::Entity::find_by_id(id).one(txn).await? else { return Ok(None) };
    let Some(owner) = user::Entity::find_by_id(&b.user_id).one(txn).await? else { return Ok(None) };
    let language = crate::emails::language_of(&owner);
    let b = &b;
    let stay = stay_of(b);
    let refund = crate::services::refunds::of(txn, crate::services::refunds::Payable::Booking, &b.id).await?;
    let refund = match (refund.as_ref().map(|r| r.amount_paise), refund.as_ref().map(|r| r.status)) {
        (Some(a), Some(RefundStatus::Manual)) if a > 0 => pick(
            language,
            format!("The organisers will pay {} back to you by hand.", rupees(language, a)),
            format!("आयोजक {} ख़ुद आपको लौटाएँगे।", rupees(language, a)),
        ),
        (Some(a), Some(_)) if a > 0 => pick(
            language,
            format!("{} is being refunded to the way you paid.", rupees(language, a)),
            format!("{} उसी तरीक़े से लौटाए जा रहे हैं जिससे आपने पेमेंट किया था।", rupees(language, a)),
        ),
        _ => pick(language, "Nothing is refunded.", "कुछ भी रिफ़ंड नहीं होगा।").to_owned(),
    };
    let block = Block::parse(&b.block).unwrap_or(Block::Men);
    let (from, to) =
        (crate::emails::day_month(language, stay.check_in), crate::emails::day_month(language, stay.check_out()));
    let summary = match language {
        Language::En => format!(
            "Your stay in the {} block from {from} to {to} is cancelled. {refund}",
            block.as_str().to_lowercase()
        ),
        Language::Hi => format!(
            "{} में {from} से {to} तक आपके ठहरने की बुकिंग कैंसिल हो गई है। {refund}",
            match block {
                Block::Men => "पुरुषों के ब्लॉक",
                Block::Women => "महिलाओं के ब्लॉक",
            }
        ),
    };
    let email = crate::emails::render(
        "stay_cancelled",
        language,
        &owner.email,
        serde_json::json!({"name": owner.display_name(), "summary": summary, "booking_id": b.id}),
    )?;
    mail_queue::enqueue(ctx, txn, "stay cancellation", email, Vec::new()).await.map(Some)
}
