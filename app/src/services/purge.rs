//! Housekeeping: rows that have served their purpose are deleted, so the tables do not grow without end.
//! Expired sessions, sign-ups whose code expired, rate-limit counters whose window is over, and webhook ids
//! older than [`WEBHOOK_KEEP_DAYS`], records of e-mails sent over [`EMAIL_KEEP_DAYS`] ago, registration drafts
//! unchanged for [`crate::services::drafts::KEEP_DAYS`]. Deletes go in batches of [`BATCH`] rows, each its own short statement
//! on the write connection, so a large backlog never holds the write lock for long.

use chrono::{Duration, Utc};
use sea_orm::sea_query::Query;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::{session, signup_request, webhook_event, webhook_failure};
use crate::{AppError, Context};

/// Rows deleted per statement.
pub const BATCH: u64 = 1_000;
/// Records of sent e-mails, and e-mails given up on, are kept this long.
pub const EMAIL_KEEP_DAYS: i64 = 30;
/// Webhook ids are kept this long to recognise a repeated delivery (Razorpay retries for about a day).
pub const WEBHOOK_KEEP_DAYS: i64 = 30;

/// How many rows one run deleted.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PurgeReport {
    pub sessions: u64,
    pub pending_signups: u64,
    pub rate_limits: u64,
    pub webhook_events: u64,
    /// Failed webhooks resolved over [`WEBHOOK_KEEP_DAYS`] ago: their bodies hold the payer's contact
    /// details, kept no longer than needed. Unresolved ones stay for the organisers.
    pub webhook_failures: u64,
    /// Records of e-mails sent (or given up on) over [`EMAIL_KEEP_DAYS`] ago.
    pub emails: u64,
    /// Registration drafts unchanged for [`crate::services::drafts::KEEP_DAYS`].
    pub drafts: u64,
}

impl PurgeReport {
    pub fn total(&self) -> u64 {
        self.sessions
            + self.pending_signups
            + self.rate_limits
            + self.webhook_events
            + self.webhook_failures
            + self.emails
            + self.drafts
    }
}

/// Deletes what has expired, batch by batch, until a batch comes back short.
pub async fn purge(ctx: &Context) -> Result<PurgeReport, AppError> {
    let now = Utc::now();
    let db = ctx.writer();
    let sessions = in_batches(|| async {
        let batch = Query::select()
            .column(session::Column::TokenHash)
            .from(session::Entity)
            .and_where(session::Column::ExpiresAt.lt(now))
            .limit(BATCH)
            .to_owned();
        Ok(session::Entity::delete_many()
            .filter(session::Column::TokenHash.in_subquery(batch))
            .exec(db)
            .await?
            .rows_affected)
    })
    .await?;

    // The sign-up table belongs to the accounts flow: only rows past their expiry are touched.
    let pending_signups = in_batches(|| async {
        let batch = Query::select()
            .column(signup_request::Column::NonceHash)
            .from(signup_request::Entity)
            .and_where(signup_request::Column::ExpiresAt.lt(now))
            .limit(BATCH)
            .to_owned();
        Ok(signup_request::Entity::delete_many()
            .filter(signup_request::Column::NonceHash.in_subquery(batch))
            .filter(signup_request::Column::ExpiresAt.lt(now))
            .exec(db)
            .await?
            .rows_affected)
    })
    .await?;

    // A counter whose window is over counts nothing any more (rate_limit::hit starts it afresh).
    let window_over = now.timestamp() - i64::from(ctx.config().rate_limit_window_secs);
    let rate_limits = in_batches(|| async {
        let backend = db.get_database_backend();
        let sql = "DELETE FROM rate_limit WHERE key IN \
                   (SELECT key FROM rate_limit WHERE window_start <= $1 LIMIT $2)";
        let limit = i64::try_from(BATCH).unwrap_or(i64::MAX);
        let statement = sea_orm::Statement::from_sql_and_values(backend, sql, [window_over.into(), limit.into()]);
        Ok(sea_orm::ConnectionTrait::execute_raw(db, statement).await?.rows_affected())
    })
    .await?;

    let webhook_cutoff = now - Duration::days(WEBHOOK_KEEP_DAYS);
    let webhook_events = in_batches(|| async {
        let batch = Query::select()
            .column(webhook_event::Column::EventId)
            .from(webhook_event::Entity)
            .and_where(webhook_event::Column::ReceivedAt.lt(webhook_cutoff))
            .limit(BATCH)
            .to_owned();
        Ok(webhook_event::Entity::delete_many()
            .filter(webhook_event::Column::EventId.in_subquery(batch))
            .exec(db)
            .await?
            .rows_affected)
    })
    .await?;

    let webhook_failures = in_batches(|| async {
        let batch = Query::select()
            .column(webhook_failure::Column::Id)
            .from(webhook_failure::Entity)
            .and_where(webhook_failure::Column::ResolvedAt.lt(webhook_cutoff))
            .limit(BATCH)
            .to_owned();
        Ok(webhook_failure::Entity::delete_many()
            .filter(webhook_failure::Column::Id.in_subquery(batch))
            .exec(db)
            .await?
            .rows_affected)
    })
    .await?;

    let emails = crate::services::mail_queue::purge(ctx, EMAIL_KEEP_DAYS).await?;

    let drafts = in_batches(|| crate::services::drafts::purge_batch(db, now, BATCH)).await?;

    Ok(PurgeReport { sessions, pending_signups, rate_limits, webhook_events, webhook_failures, emails, drafts })
}

/// Runs `delete` until it deletes fewer than a full batch; the total deleted.
async fn in_batches<F, Fut>(mut delete: F) -> Result<u64, AppError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<u64, AppError>>,
{
    let mut total = 0;
    loop {
        let deleted = delete().await?;
        total += deleted;
        if deleted < BATCH {
            return Ok(total);
        }
        // Let other writers in between two batches.
        tokio::task::yield_now().await;
    }
}

/// Starts the periodic purge (every `purge_interval_secs`; 0: off).
pub fn spawn_purger(ctx: Context) {
    ctx.spawn_periodic("purge", ctx.config().purge_interval_secs, |ctx| async move {
        let r = purge(&ctx).await?;
        if r.total() > 0 {
            tracing::info!(?r, "purged expired rows");
        }
        Ok(())
    });
}
