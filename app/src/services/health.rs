//! Liveness of the service and its database, and the figures the operators' metrics read at each scrape.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Statement};

use crate::entities::email_outbox;
use crate::services::{mail_queue, stats};
use crate::{AppError, Context};

/// Whether the database answered a real query.
pub async fn database_is_up(ctx: &Context) -> bool {
    match crate::db::ping(ctx.db()).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!(error = %e, "health check: database is down");
            false
        }
    }
}

/// What the metrics read from the database: the same whichever server is asked.
#[derive(Debug, Clone, Default)]
pub struct Figures {
    /// Payables by `kind` (`registration`, `change`, `stay`) and state, as rows counted.
    pub payables: Vec<(&'static str, String, u64)>,
    /// Money received for registrations, in paise (what the admin figures count as money).
    pub received_paise: i64,
    /// Refunds by state (`pending`, `processed`, `failed`, `unknown`, `manual`).
    pub refunds: Vec<(String, u64)>,
    /// E-mails waiting to be sent (queued or being sent), given up on, and the age of the oldest waiting.
    pub mail_waiting: u64,
    pub mail_failed: u64,
    pub mail_oldest_waiting_secs: f64,
}

/// Reads the [`Figures`] (a few grouped counts).
pub async fn figures(ctx: &Context) -> Result<Figures, AppError> {
    let db = ctx.db();
    let mut payables = Vec::new();
    for (kind, table) in
        [("registration", "registration"), ("change", "registration_change"), ("stay", "accommodation_booking")]
    {
        for (state, n) in grouped(db, &format!("SELECT status, COUNT(*) FROM {table} GROUP BY status")).await? {
            payables.push((kind, state, n));
        }
    }
    let refunds = grouped(db, "SELECT status, COUNT(*) FROM payment_refund GROUP BY status").await?;
    let received_paise = stats::events_only(ctx).await?.iter().map(|e| e.amount_paise).sum();
    let queue = mail_queue::counts(ctx).await?;
    let oldest: Option<DateTime<Utc>> = email_outbox::Entity::find()
        .filter(email_outbox::Column::Status.is_in([mail_queue::PENDING, mail_queue::SENDING]))
        .select_only()
        .column_as(email_outbox::Column::CreatedAt.min(), "oldest")
        .into_tuple::<Option<DateTime<Utc>>>()
        .one(db)
        .await?
        .flatten();
    let mail_oldest_waiting_secs =
        oldest.map(|t| (Utc::now() - t).num_milliseconds().max(0) as f64 / 1000.0).unwrap_or(0.0);
    Ok(Figures {
        payables,
        received_paise,
        refunds,
        mail_waiting: queue.pending + queue.sending,
        mail_failed: queue.failed,
        mail_oldest_waiting_secs,
    })
}

/// `(text, count)` rows of a `SELECT x, COUNT(*) ... GROUP BY x`.
async fn grouped<C: ConnectionTrait>(db: &C, sql: &str) -> Result<Vec<(String, u64)>, AppError> {
    let rows = db.query_all_raw(Statement::from_string(db.get_database_backend(), sql.to_owned())).await?;
    rows.iter()
        .map(|row| {
            let state: String = row.try_get_by_index(0)?;
            let n: i64 = row.try_get_by_index(1)?;
            Ok((state, u64::try_from(n).unwrap_or(0)))
        })
        .collect()
}
