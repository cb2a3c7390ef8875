//! The e-mails of accommodation: the receipt of a booking and its cancellation.

use super::*;

fn rupees(paise: i64) -> String {
    format_rupees(u64::try_from(paise).unwrap_or(0))
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
    let stay = record.stay();
    let mut lines = vec![
        ("Event".to_owned(), event_title(b).to_owned()),
        ("Block".to_owned(), format!("{} block", record.block().as_str())),
        ("Check-in".to_owned(), rules::display(stay.check_in)),
        ("Check-out".to_owned(), rules::display(stay.check_out())),
        ("Nights".to_owned(), stay.nights.to_string()),
    ];
    if let (Some(original), Some(discount)) = (b.original_amount_paise, b.discount_paise) {
        let code = b.coupon_code.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
        lines.push(("Fee".into(), rupees(original)));
        lines.push((format!("Discount{code}"), rupees(discount)));
    }
    lines.push(("Amount paid".into(), rupees(b.amount_paise)));
    if let Some(p) = &b.gateway_payment_id {
        lines.push(("Payment id".into(), p.clone()));
    }
    lines.push(("Booking id".into(), b.id.clone()));
    let guests: Vec<&str> = record.guests.iter().map(|g| g.name.as_str()).collect();
    let lines: Vec<serde_json::Value> =
        lines.iter().map(|(label, value)| serde_json::json!({"label": label, "value": value})).collect();
    let email = crate::emails::render(
        "stay_booked",
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
    let b = &b;
    let stay = stay_of(b);
    let refund = crate::services::refunds::of(txn, crate::services::refunds::Payable::Booking, &b.id).await?;
    let refund = match (refund.as_ref().map(|r| r.amount_paise), refund.as_ref().map(|r| r.status)) {
        (Some(a), Some(RefundStatus::Manual)) if a > 0 => {
            format!("The organisers will pay {} back to you by hand.", rupees(a))
        }
        (Some(a), Some(_)) if a > 0 => format!("{} is being refunded to the way you paid.", rupees(a)),
        _ => "Nothing is refunded.".to_owned(),
    };
    let summary = format!(
        "Your stay in the {} block from {} to {} is cancelled. {refund}",
        Block::parse(&b.block).unwrap_or(Block::Men).as_str().to_lowercase(),
        rules::display(stay.check_in),
        rules::display(stay.check_out())
    );
    let email = crate::emails::render(
        "stay_cancelled",
        &owner.email,
        serde_json::json!({"name": owner.display_name(), "summary": summary, "booking_id": b.id}),
    )?;
    mail_queue::enqueue(ctx, txn, "stay cancellation", email, Vec::new()).await.map(Some)
}
