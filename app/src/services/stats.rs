//! The admin area's real figures: accounts by role, CA applications by status, registrations and money
//! received per event. Counted in SQL, the three counts at once (each on its own connection), the
//! registrations' from `idx_registration_stats` alone.

use std::collections::HashMap;

use fest_shared::catalogue::events;
use sea_orm::{ConnectionTrait, Statement};
use serde::Serialize;

use crate::config::PaymentsMode;
use crate::entities::registration::Status;
use crate::services::ca;
use crate::{AppError, Context};

/// Accounts by role.
#[derive(Debug, Default, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserCounts {
    pub total: u64,
    pub user: u64,
    pub ca: u64,
    pub moderator: u64,
    pub admin: u64,
}

/// One event's registrations by status and the money received.
#[derive(Debug, Default, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventFigures {
    pub event: String,
    pub title: String,
    pub paid: u64,
    pub pending: u64,
    pub awaiting_payment: u64,
    pub flagged: u64,
    /// Money received (paid registrations), in paise.
    pub amount_paise: i64,
    /// Registrations paid through the sandbox while the site takes real money: test data, counted apart and
    /// never as money received.
    pub sandbox_paid: u64,
}

#[derive(Debug, Clone)]
pub struct Stats {
    pub users: UserCounts,
    pub ca: ca::Counts,
    pub events: Vec<EventFigures>,
}

fn n(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

pub async fn stats(ctx: &Context) -> Result<Stats, AppError> {
    let (users, per_event, ca) = futures_util::try_join!(user_counts(ctx), event_counts(ctx), ca::counts(ctx))?;
    Ok(Stats { users, ca, events: event_figures(ctx, per_event) })
}

async fn user_counts(ctx: &Context) -> Result<UserCounts, AppError> {
    let db = ctx.db();
    let mut users = UserCounts::default();
    for row in db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            // The account holding deleted accounts' kept registrations is nobody's.
            format!(
                "SELECT role, COUNT(*) FROM \"user\" WHERE id <> '{}' GROUP BY role",
                crate::services::account_deletion::DELETED_ACCOUNT_ID
            ),
        ))
        .await?
    {
        let role: String = row.try_get_by_index(0)?;
        let count = n(row.try_get_by_index(1)?);
        users.total += count;
        match role.as_str() {
            "ca" => users.ca = count,
            "moderator" => users.moderator = count,
            "admin" => users.admin = count,
            _ => users.user += count,
        }
    }
    Ok(users)
}

/// Registrations by event, status and payment mode: how many, and the amount.
type EventCounts = Vec<(String, Status, PaymentsMode, u64, i64)>;

async fn event_counts(ctx: &Context) -> Result<EventCounts, AppError> {
    let db = ctx.db();
    let rows = db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT event_id, status, payment_mode, COUNT(*), CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) \
             FROM registration GROUP BY event_id, status, payment_mode",
        ))
        .await?;
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get_by_index(0)?,
                row.try_get_by_index(1)?,
                row.try_get_by_index(2)?,
                n(row.try_get_by_index(3)?),
                row.try_get_by_index(4)?,
            ))
        })
        .collect()
}

/// Each registrable event's figures alone, without the accounts and CA counts [`stats`] reads too (the
/// metrics read the money received at every scrape).
pub async fn events_only(ctx: &Context) -> Result<Vec<EventFigures>, AppError> {
    Ok(event_figures(ctx, event_counts(ctx).await?))
}

/// Each registrable event's figures, in the catalogue's order.
fn event_figures(ctx: &Context, counts: EventCounts) -> Vec<EventFigures> {
    let mut per_event: HashMap<String, EventFigures> = HashMap::new();
    for (event, status, mode, count, amount) in counts {
        let f = per_event.entry(event).or_default();
        if !ctx.counts_as_money(mode) {
            if status == Status::Paid {
                f.sandbox_paid += count;
            }
            continue;
        }
        match status {
            Status::Paid => {
                f.paid += count;
                f.amount_paise += amount;
            }
            Status::Pending => f.pending += count,
            Status::AwaitingPayment => f.awaiting_payment += count,
            Status::Flagged => f.flagged += count,
            Status::Expired | Status::Refunded | Status::Cancelled => {}
        }
    }
    events()
        .iter()
        .filter(|e| e.is_registrable())
        .map(|e| {
            let f = per_event.remove(e.id.as_str()).unwrap_or_default();
            EventFigures { event: e.id.as_str().to_owned(), title: e.title.to_owned(), ..f }
        })
        .collect()
}
