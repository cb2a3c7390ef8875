//! The admin area's real figures: accounts by role, CA applications by status, registrations and money
//! received per event. Counted in SQL, the counts at once (each on its own connection), the registrations'
//! from `idx_registration_stats` alone; the money from the payment orders and refunds, the one money model.

use std::collections::HashMap;

use fest_shared::catalogue::events;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Statement};
use serde::Serialize;

use crate::config::PaymentsMode;
use crate::entities::registration::Status;
use crate::services::{ca, payment_orders};
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
    /// Money received for the event and still held, in paise: what its registrations' orders and their roster
    /// changes' difference orders were paid, less the refunds of those payments once processed (by the gateway
    /// or by hand). A fee kept on a cancellation counts; a payment flagged for the organisers counts once they
    /// accept it; a second payment never does.
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
    let (users, per_event, money, ca) =
        futures_util::try_join!(user_counts(ctx), event_counts(ctx), event_money(ctx), ca::counts(ctx))?;
    Ok(Stats { users, ca, events: event_figures(ctx, per_event, money) })
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

/// Registrations by event, status and payment mode: how many.
type EventCounts = Vec<(String, Status, PaymentsMode, u64)>;

async fn event_counts(ctx: &Context) -> Result<EventCounts, AppError> {
    let db = ctx.db();
    let rows = db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT event_id, status, payment_mode, COUNT(*) FROM registration GROUP BY event_id, status, payment_mode",
        ))
        .await?;
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get_by_index(0)?,
                row.try_get_by_index(1)?,
                row.try_get_by_index(2)?,
                n(row.try_get_by_index(3)?),
            ))
        })
        .collect()
}

/// Money by event and the mode that took it, in paise.
type EventMoney = Vec<(String, PaymentsMode, i64)>;

/// The money each event's payments brought in and still hold, by mode, from the payment orders alone
/// (`payment_orders::held`), each naming its event (`payment_order.event_id`: a registration's order and its
/// roster changes' difference orders count for the event). Orders paid in full are summed in SQL from
/// `idx_payment_order_money` alone; the few partly refunded ones are weighed against the refunds that gave
/// part of them back. An order a server of the previous release opened while the upgrade ran names no event
/// (`payment_orders::event_of_order`): it counts for its payable's, found through a join that reads no row
/// when every order names its event.
async fn event_money(ctx: &Context) -> Result<EventMoney, AppError> {
    use crate::entities::payment_order::{self as order, OrderStatus};
    let db = ctx.db();
    let backend = db.get_database_backend();
    let paid = "SELECT event_id, mode, CAST(SUM(amount_paise) AS BIGINT) FROM payment_order \
                WHERE status = 'paid' AND event_id IS NOT NULL GROUP BY event_id, mode";
    let unnamed = |table: &str, kind: &str| {
        format!(
            "SELECT p.event_id, o.mode, CAST(SUM(o.amount_paise) AS BIGINT) FROM payment_order o \
             JOIN {table} p ON p.id = o.payable_id \
             WHERE o.status = 'paid' AND o.event_id IS NULL AND o.payable_kind = '{kind}' GROUP BY p.event_id, o.mode"
        )
    };
    let unnamed =
        format!("{} UNION ALL {}", unnamed("registration", "registration"), unnamed("registration_change", "change"));
    let (named, unnamed, partly) = futures_util::try_join!(
        db.query_all_raw(Statement::from_string(backend, paid)),
        db.query_all_raw(Statement::from_string(backend, unnamed)),
        order::Entity::find().filter(order::Column::Status.eq(OrderStatus::PartlyRefunded)).all(db),
    )?;
    let mut money: EventMoney = named
        .iter()
        .chain(&unnamed)
        .map(|row| Ok((row.try_get_by_index(0)?, row.try_get_by_index(1)?, row.try_get_by_index(2)?)))
        .collect::<Result<_, AppError>>()?;
    let held = payment_orders::held(db, &partly).await?;
    for (o, paise) in partly.iter().zip(held) {
        if let Some(event) = payment_orders::event_of_order(db, o).await? {
            money.push((event, o.mode, paise));
        }
    }
    Ok(money)
}

/// Each registrable event's figures alone, without the accounts and CA counts [`stats`] reads too (the
/// metrics read the money received at every scrape).
pub async fn events_only(ctx: &Context) -> Result<Vec<EventFigures>, AppError> {
    let (counts, money) = futures_util::try_join!(event_counts(ctx), event_money(ctx))?;
    Ok(event_figures(ctx, counts, money))
}

/// Each registrable event's figures, in the catalogue's order.
fn event_figures(ctx: &Context, counts: EventCounts, money: EventMoney) -> Vec<EventFigures> {
    let mut per_event: HashMap<String, EventFigures> = HashMap::new();
    for (event, mode, paise) in money {
        if ctx.counts_as_money(mode) {
            per_event.entry(event).or_default().amount_paise += paise;
        }
    }
    for (event, status, mode, count) in counts {
        let f = per_event.entry(event).or_default();
        if !ctx.counts_as_money(mode) {
            if status == Status::Paid {
                f.sandbox_paid += count;
            }
            continue;
        }
        match status {
            Status::Paid => f.paid += count,
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
