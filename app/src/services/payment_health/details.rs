//! The details of an item: its amounts and times, its registration or change, and the people it names.

use super::*;

pub(super) fn rupees(paise: i64) -> String {
    format_rupees(u64::try_from(paise).unwrap_or(0))
}

/// "3 h 20 min", "2 days", "5 min".
fn elapsed(d: Duration) -> String {
    let minutes = Ord::max(d.num_minutes(), 0);
    match minutes {
        0..60 => format!("{minutes} min"),
        60..2880 => match minutes % 60 {
            0 => format!("{} h", minutes / 60),
            m => format!("{} h {m} min", minutes / 60),
        },
        _ => format!("{} days", minutes / 1440),
    }
}

/// When an item started, its sentence and its amount.
pub(super) fn registration_detail(
    kind: HealthKind,
    r: &registration::Model,
    order: Option<&str>,
    refund: Option<i64>,
    now: DateTime<Utc>,
) -> (DateTime<Utc>, String, Option<i64>) {
    let refund = refund.unwrap_or(r.amount_paise);
    let refunded_since = r.updated_at;
    match kind {
        HealthKind::StalePending => (
            r.created_at,
            format!(
                "Payment started {} ago (order {}) and nothing has confirmed it; ask the gateway again.",
                elapsed(now - r.created_at),
                order.unwrap_or("not created")
            ),
            Some(r.amount_paise),
        ),
        HealthKind::Flagged => (
            r.updated_at,
            format!(
                "Flagged: {}. Accept it as paid or record it refunded, with a reason.",
                r.flag_reason.as_deref().unwrap_or("the payment needs a check").trim_end_matches('.')
            ),
            Some(r.amount_paise),
        ),
        HealthKind::LatePayment => {
            let paid = r.paid_at.unwrap_or(r.updated_at);
            let late = r.expires_at.map(|e| paid - e).unwrap_or_default();
            (
                paid,
                format!(
                    "Paid {} after its order expired: check the event still has room and the team is not \
                     registered twice; refund it if not.",
                    elapsed(late)
                ),
                Some(r.amount_paise),
            )
        }
        HealthKind::RefundPending => (
            refunded_since,
            format!(
                "A refund of {} was asked of the gateway {} ago and is not confirmed yet; its webhook settles it \
                 (check the gateway's dashboard).",
                rupees(refund),
                elapsed(now - refunded_since)
            ),
            Some(refund),
        ),
        HealthKind::RefundFailed => (
            refunded_since,
            format!("The refund of {} failed at the gateway; try it again.", rupees(refund)),
            Some(refund),
        ),
        HealthKind::RefundUnknown => (
            refunded_since,
            format!(
                "The gateway did not answer the refund of {}: it may have been made. Trying again reads the \
                 gateway's refunds of the payment first and asks only for what is still owed.",
                rupees(refund)
            ),
            Some(refund),
        ),
        HealthKind::RefundManual => (
            r.cancelled_at.unwrap_or(refunded_since),
            format!("Paid offline: pay {} back by hand, then mark it paid back.", rupees(refund)),
            Some(refund),
        ),
        HealthKind::WebhookFailed
        | HealthKind::RefundDue
        | HealthKind::OrphanCapture
        | HealthKind::StayRefund
        | HealthKind::DifferenceDue
        | HealthKind::UtrReused => (r.updated_at, String::new(), Some(r.amount_paise)),
    }
}

/// A refund owed after a roster change (`owed` paise, as its refund says), or a difference to collect: when,
/// why, how much.
pub(super) fn change_detail(
    kind: HealthKind,
    c: &registration_change::Model,
    owed: Option<i64>,
) -> (DateTime<Utc>, String, Option<i64>) {
    if kind == HealthKind::DifferenceDue {
        let due = c.difference_paise;
        let why = format!(
            "A roster change raised the fee from {} to {}: collect {} and mark it received; the people it adds get \
             their passes then.",
            rupees(c.fee_before),
            rupees(c.fee_after),
            rupees(due)
        );
        return (c.created_at, why, Some(due));
    }
    let owed = owed.unwrap_or(-c.difference_paise);
    let why = match &c.flag_reason {
        Some(reason) => format!("{}.", reason.trim_end_matches('.')),
        None => format!("A roster change lowered the fee from {} to {}.", rupees(c.fee_before), rupees(c.fee_after)),
    };
    (c.applied_at.unwrap_or(c.created_at), format!("{why} Pay {} back, then record it.", rupees(owed)), Some(owed))
}

pub(super) fn webhook_detail(w: &webhook_failure::Model) -> String {
    let times = if w.attempts == 1 { "once".to_owned() } else { format!("{} times", w.attempts) };
    format!("The {} webhook (event {}) failed {times}: {}", w.kind, w.event_id, w.error)
}

pub(super) async fn users_by_id(ctx: &Context, ids: Vec<String>) -> Result<HashMap<String, user::Model>, AppError> {
    let mut ids = ids;
    ids.sort();
    ids.dedup();
    let mut out = HashMap::new();
    for chunk in ids.chunks(MAX_PER_KIND as usize) {
        for u in user::Entity::find().filter(user::Column::Id.is_in(chunk.iter().cloned())).all(ctx.db()).await? {
            out.insert(u.id.clone(), u);
        }
    }
    Ok(out)
}
