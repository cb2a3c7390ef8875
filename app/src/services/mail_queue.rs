//! The outgoing e-mail queue. Every message is rendered once and stored (sealed with the data key) in
//! `email_outbox` before anything is sent, then delivered:
//!
//! - at once by the process that queued it, after the change it reports has committed;
//! - again later by the background job ([`retry_due`]) when that attempt failed or the process died,
//!   after a back-off that doubles from [`FIRST_RETRY_SECS`] up to [`MAX_RETRY_SECS`], at most
//!   [`MAX_ATTEMPTS`] times, after which the message is `failed` and kept for an organiser to see.
//!
//! A delivery is claimed with an update that names the state it expects (`pending` and due, or `sending`
//! whose lease ran out), so two servers never send the same message at once, and a message is marked
//! `sent` (or back to `pending`) only by the process holding it: the final update names the claim's
//! attempt, so a process whose lease ran out in the middle of an attempt cannot overwrite the claim of
//! the next one. A receipt queued in the same transaction as the payment it reports survives a crash and
//! an SMTP outage and goes out once. (A process killed after the SMTP server accepted a message and
//! before it was marked sent would send it again when its lease ends, as would one whose attempt outlived
//! its lease: the only cases of a second copy.)

use chrono::{Duration, Utc};
use futures_util::StreamExt;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::email_outbox;
use crate::ports::mailer::{FileAttachment, InlineImage, NOT_SENT, OutgoingEmail};
use crate::{AppError, Context};

/// Attempts before a message is given up on.
pub const MAX_ATTEMPTS: i32 = 10;
/// The wait before the first retry; each further retry waits twice as long.
pub const FIRST_RETRY_SECS: i64 = 30;
/// The longest wait between two attempts.
pub const MAX_RETRY_SECS: i64 = 3600;
/// How long a process may take to deliver a message it claimed before another may try it.
pub const LEASE_SECS: i64 = 120;
/// Messages delivered per run of the retry job.
const BATCH: u64 = 100;
/// Messages handed to the mail server at once, each on a connection of the transport's pool (lettre keeps up
/// to 10). An SMTP exchange is mostly waiting: for the network, and on each message for the mail server's
/// delayed acknowledgement of the body (lettre 0.11.23 leaves Nagle's algorithm on, and writes the closing
/// `.` apart from the body: about 40 ms a message on Linux). One after another, that was 25 messages a
/// second to a local server (`fest-bench --scenarios announce`); a few at once keep it busy.
const AT_ONCE: usize = 8;

pub const PENDING: &str = "pending";
pub const SENDING: &str = "sending";
const SENT: &str = "sent";
const FAILED: &str = "failed";

/// The wait before attempt `attempts + 1`.
pub fn backoff(attempts: i32) -> Duration {
    let doublings = u32::try_from(attempts.saturating_sub(1)).unwrap_or(0).min(16);
    Duration::seconds((FIRST_RETRY_SECS.saturating_mul(1 << doublings)).min(MAX_RETRY_SECS))
}

/// A message stored by [`enqueue`], claimed for its first attempt: [`deliver_soon`] makes that attempt
/// once the transaction that stored it has committed, without another read or claim.
#[derive(Debug)]
pub struct Queued(email_outbox::Model);

impl Queued {
    /// The message's id in `email_outbox`.
    pub fn id(&self) -> &str {
        &self.0.id
    }
}

/// Stores a message in the queue through `conn`: inside a transaction it commits (or not) with the change
/// it reports. It is stored already claimed by this process (`sending`, with a lease), so that the attempt
/// [`deliver_soon`] makes after the commit costs one write on the database; should this process die
/// first, the retry job sends it once the lease has run out.
pub async fn enqueue<C: ConnectionTrait>(
    ctx: &Context,
    conn: &C,
    purpose: &str,
    email: OutgoingEmail,
    images: Vec<InlineImage>,
) -> Result<Queued, AppError> {
    enqueue_with_files(ctx, conn, purpose, email, images, Vec::new()).await
}

/// [`enqueue`] with files attached (a receipt's PDF).
pub async fn enqueue_with_files<C: ConnectionTrait>(
    ctx: &Context,
    conn: &C,
    purpose: &str,
    email: OutgoingEmail,
    images: Vec<InlineImage>,
    files: Vec<FileAttachment>,
) -> Result<Queued, AppError> {
    let row = new_row(ctx, purpose, email, images, files)?;
    email_outbox::Entity::insert(email_outbox::ActiveModel::from(row.clone()).reset_all())
        .exec_without_returning(conn)
        .await?;
    Ok(Queued(row))
}

/// A message rendered and sealed ahead of the transaction that stores it ([`enqueue_prepared`]), so the
/// transaction (on SQLite, the one writer's lock) is not held while a PDF is encoded and the message sealed.
#[derive(Debug)]
pub struct Prepared(email_outbox::Model);

/// Renders and seals a message to store later with [`enqueue_prepared`].
pub fn prepare(
    ctx: &Context,
    purpose: &str,
    email: OutgoingEmail,
    images: Vec<InlineImage>,
    files: Vec<FileAttachment>,
) -> Result<Prepared, AppError> {
    new_row(ctx, purpose, email, images, files).map(Prepared)
}

/// Stores a [`prepare`]d message through `conn`, like [`enqueue`]: claimed for its first attempt, which
/// [`deliver_soon`] makes once `conn`'s transaction has committed.
pub async fn enqueue_prepared<C: ConnectionTrait>(conn: &C, prepared: Prepared) -> Result<Queued, AppError> {
    let Prepared(mut row) = prepared;
    // The lease runs from when the message is stored, not from when it was rendered.
    let now = Utc::now();
    row.next_attempt_at = now;
    row.locked_until = Some(now + Duration::seconds(LEASE_SECS));
    email_outbox::Entity::insert(email_outbox::ActiveModel::from(row.clone()).reset_all())
        .exec_without_returning(conn)
        .await?;
    Ok(Queued(row))
}

/// A message rendered and sealed ahead of the transaction that stores it unclaimed
/// ([`enqueue_prepared_pending`]): for messages sent by the thousand (announcements), which are then
/// delivered by whoever claims them ([`drain`], the retry job), a few at once, each message never by two.
#[derive(Debug)]
pub struct PreparedPending(email_outbox::Model);

impl PreparedPending {
    /// The message's id in `email_outbox`, once stored.
    pub fn id(&self) -> &str {
        &self.0.id
    }
}

/// Renders and seals a message to store unclaimed with [`enqueue_prepared_pending`].
pub fn prepare_pending(ctx: &Context, purpose: &str, email: OutgoingEmail) -> Result<PreparedPending, AppError> {
    let mut row = new_row(ctx, purpose, email, Vec::new(), Vec::new())?;
    row.status = PENDING.to_owned();
    row.attempts = 0;
    row.locked_until = None;
    Ok(PreparedPending(row))
}

/// Stores a [`prepare_pending`]d message through `conn`, due at once and claimed by nobody.
pub async fn enqueue_prepared_pending<C: ConnectionTrait>(conn: &C, prepared: PreparedPending) -> Result<(), AppError> {
    let PreparedPending(mut row) = prepared;
    row.next_attempt_at = Utc::now();
    email_outbox::Entity::insert(email_outbox::ActiveModel::from(row).reset_all()).exec_without_returning(conn).await?;
    Ok(())
}

/// Delivers what is due, batch after batch, until a batch sends nothing (the queue is empty, or the mail
/// server refuses: the retry job carries on later).
pub async fn drain(ctx: &Context) {
    loop {
        match retry_due(ctx).await {
            Ok(0) => return,
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(error = %e, "queued e-mails not sent now; the retry job will");
                return;
            }
        }
    }
}

/// A message rendered and sealed, ready to be stored already claimed by this process for its first
/// attempt (`sending`, with a lease): when it is sent at once, that saves a claim.
fn new_row(
    ctx: &Context,
    purpose: &str,
    email: OutgoingEmail,
    images: Vec<InlineImage>,
    files: Vec<FileAttachment>,
) -> Result<email_outbox::Model, AppError> {
    let recipient = email.to.clone();
    let rendered = ctx.mailer().render_with_files(email, images, files)?;
    // Rendered messages are 7-bit (lettre encodes every part); anything else is a bug worth an error.
    let text = String::from_utf8(rendered).map_err(AppError::other)?;
    let now = Utc::now();
    Ok(email_outbox::Model {
        id: uuid::Uuid::new_v4().to_string(),
        recipient,
        purpose: purpose.chars().take(64).collect(),
        message: Some(ctx.data_key().seal(&text)),
        status: SENDING.to_owned(),
        attempts: 1,
        next_attempt_at: now,
        locked_until: Some(now + Duration::seconds(LEASE_SECS)),
        last_error: None,
        created_at: now,
        sent_at: None,
    })
}

/// Stores a message claimed for its first attempt and makes that attempt now.
async fn store_and_deliver(
    ctx: &Context,
    purpose: &str,
    email: OutgoingEmail,
    images: Vec<InlineImage>,
    retry: bool,
) -> Result<Delivery, AppError> {
    let Queued(row) = enqueue(ctx, ctx.writer(), purpose, email, images).await?;
    deliver_claimed(ctx, row, retry).await
}

/// Queues a message and tries to deliver it now; a failed attempt is retried later. Returns once the
/// message is stored: delivery is the queue's business, not the caller's.
pub async fn send(ctx: &Context, purpose: &str, email: OutgoingEmail) -> Result<(), AppError> {
    send_with_images(ctx, purpose, email, Vec::new()).await
}

/// [`send`] with pictures shown inline in the HTML (a pass's QR code).
pub async fn send_with_images(
    ctx: &Context,
    purpose: &str,
    email: OutgoingEmail,
    images: Vec<InlineImage>,
) -> Result<(), AppError> {
    store_and_deliver(ctx, purpose, email, images, true).await?;
    Ok(())
}

/// A code someone is waiting for on the page (sign-up, a new e-mail address): queued and tried once, now.
/// When it cannot be sent the person is told so (503) and asks again; a code is not retried behind their
/// back, as it may have been replaced by then.
pub async fn send_code(ctx: &Context, purpose: &str, email: OutgoingEmail) -> Result<(), AppError> {
    match store_and_deliver(ctx, purpose, email, Vec::new(), false).await? {
        Delivery::Sent => Ok(()),
        Delivery::Failed | Delivery::NotMine => Err(AppError::Unavailable(NOT_SENT.into())),
    }
}

/// Delivers messages queued inside a transaction, once it has committed, without holding up the answer.
pub fn deliver_soon(ctx: &Context, queued: Vec<Queued>) {
    if queued.is_empty() {
        return;
    }
    let background = ctx.clone();
    ctx.spawn_background(async move {
        for Queued(row) in queued {
            let id = row.id.clone();
            if let Err(e) = deliver_claimed(&background, row, true).await {
                tracing::warn!(email = %id, error = %e, "a queued e-mail was not attempted; the retry job will");
            }
        }
    });
}

/// What became of one attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    Sent,
    /// Not sent: retried later (or given up on).
    Failed,
    /// Someone else holds it, or it was sent already.
    NotMine,
}

/// One attempt at a message: claimed, handed to the mail server, marked. (The retry job's path; a message
/// queued by [`enqueue`] is first attempted without a claim, as it is stored claimed.)
pub async fn attempt(ctx: &Context, id: &str, retry: bool) -> Result<Delivery, AppError> {
    let now = Utc::now();
    let claimed = email_outbox::Entity::update_many()
        .col_expr(email_outbox::Column::Status, Expr::value(SENDING))
        .col_expr(email_outbox::Column::LockedUntil, Expr::value(Some(now + Duration::seconds(LEASE_SECS))))
        .col_expr(
            email_outbox::Column::Attempts,
            sea_orm::sea_query::ExprTrait::add(Expr::col(email_outbox::Column::Attempts), 1),
        )
        .filter(email_outbox::Column::Id.eq(id))
        .filter(claimable(now))
        .exec(ctx.writer())
        .await?;
    if claimed.rows_affected == 0 {
        return Ok(Delivery::NotMine);
    }
    let Some(row) = email_outbox::Entity::find_by_id(id).one(ctx.writer()).await? else {
        return Ok(Delivery::NotMine);
    };
    deliver_claimed(ctx, row, retry).await
}

/// Hands a message this process has claimed to the mail server, and marks what became of it.
async fn deliver_claimed(ctx: &Context, row: email_outbox::Model, retry: bool) -> Result<Delivery, AppError> {
    let id = row.id.as_str();
    let delivered = match row.message.as_deref() {
        Some(sealed) => match ctx.data_key().open(sealed) {
            Ok(message) => ctx.mailer().deliver(&row.recipient, message.as_bytes()).await,
            Err(e) => Err(e),
        },
        None => Err(AppError::Other("a queued e-mail has no message".into())),
    };
    let mine = email_outbox::Column::Id.eq(id);
    // Still held by this claim: every claim counts an attempt, so a process whose lease ran out while it
    // was sending (and whose message another process has claimed since) changes nothing here.
    let held = sea_orm::Condition::all()
        .add(email_outbox::Column::Status.eq(SENDING))
        .add(email_outbox::Column::Attempts.eq(row.attempts));
    match delivered {
        Ok(()) => {
            email_outbox::Entity::update_many()
                .col_expr(email_outbox::Column::Status, Expr::value(SENT))
                .col_expr(email_outbox::Column::SentAt, Expr::value(Some(Utc::now())))
                .col_expr(email_outbox::Column::Message, Expr::value(Option::<String>::None))
                .col_expr(email_outbox::Column::LockedUntil, Expr::value(Option::<chrono::DateTime<Utc>>::None))
                .col_expr(email_outbox::Column::LastError, Expr::value(Option::<String>::None))
                .filter(mine)
                .filter(held)
                .exec(ctx.writer())
                .await?;
            tracing::info!(email = %id, purpose = %row.purpose, "e-mail sent");
            Ok(Delivery::Sent)
        }
        Err(e) => {
            let give_up = !retry || row.attempts >= MAX_ATTEMPTS;
            let error: String = e.to_string().chars().take(500).collect();
            let next = Utc::now() + backoff(row.attempts);
            email_outbox::Entity::update_many()
                .col_expr(email_outbox::Column::Status, Expr::value(if give_up { FAILED } else { PENDING }))
                .col_expr(email_outbox::Column::NextAttemptAt, Expr::value(next))
                .col_expr(email_outbox::Column::LockedUntil, Expr::value(Option::<chrono::DateTime<Utc>>::None))
                .col_expr(email_outbox::Column::LastError, Expr::value(Some(error)))
                // A message given up on is not kept: it may hold a code or personal details.
                .col_expr(
                    email_outbox::Column::Message,
                    if give_up {
                        Expr::value(Option::<String>::None)
                    } else {
                        Expr::col(email_outbox::Column::Message)
                    },
                )
                .filter(mine)
                .filter(held)
                .exec(ctx.writer())
                .await?;
            if give_up && retry {
                tracing::error!(email = %id, purpose = %row.purpose, attempts = row.attempts, error = %e,
                    "gave up on an e-mail");
            } else if retry {
                tracing::warn!(email = %id, purpose = %row.purpose, attempts = row.attempts, error = %e,
                    retry_at = %next, "an e-mail was not sent; it will be retried");
            }
            Ok(Delivery::Failed)
        }
    }
}

/// Messages that may be claimed now: pending and due, or held by a process whose lease ran out.
fn claimable(now: chrono::DateTime<Utc>) -> sea_orm::Condition {
    sea_orm::Condition::any()
        .add(
            sea_orm::Condition::all()
                .add(email_outbox::Column::Status.eq(PENDING))
                .add(email_outbox::Column::NextAttemptAt.lte(now)),
        )
        .add(
            sea_orm::Condition::all()
                .add(email_outbox::Column::Status.eq(SENDING))
                .add(email_outbox::Column::LockedUntil.lt(now)),
        )
}

/// Delivers what is due (the background job); returns how many were sent.
pub async fn retry_due(ctx: &Context) -> Result<usize, AppError> {
    let due: Vec<String> = email_outbox::Entity::find()
        .select_only()
        .column(email_outbox::Column::Id)
        .filter(claimable(Utc::now()))
        .order_by_asc(email_outbox::Column::NextAttemptAt)
        .limit(BATCH)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let outcomes: Vec<Result<Delivery, AppError>> = futures_util::stream::iter(due)
        .map(|id| async move { attempt(ctx, &id, true).await })
        .buffer_unordered(AT_ONCE)
        .collect()
        .await;
    let mut sent = 0;
    for outcome in outcomes {
        if outcome? == Delivery::Sent {
            sent += 1;
        }
    }
    Ok(sent)
}

/// Runs [`retry_due`] every `mail_retry_interval_secs` on the server that runs the background jobs.
pub fn spawn_retrier(ctx: Context) {
    ctx.spawn_periodic("mail_retry", ctx.config().mail_retry_interval_secs, |ctx| async move {
        let n = retry_due(&ctx).await?;
        if n > 0 {
            tracing::info!(sent = n, "queued e-mails sent");
        }
        Ok(())
    });
}

/// What the queue holds, by state (for the admins and the tests).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct QueueCounts {
    pub pending: u64,
    pub sending: u64,
    pub sent: u64,
    pub failed: u64,
}

pub async fn counts(ctx: &Context) -> Result<QueueCounts, AppError> {
    let rows: Vec<(String, i64)> = email_outbox::Entity::find()
        .select_only()
        .column(email_outbox::Column::Status)
        .column_as(email_outbox::Column::Id.count(), "n")
        .group_by(email_outbox::Column::Status)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut counts = QueueCounts::default();
    for (status, n) in rows {
        let n = u64::try_from(n).unwrap_or(0);
        match status.as_str() {
            PENDING => counts.pending = n,
            SENDING => counts.sending = n,
            SENT => counts.sent = n,
            FAILED => counts.failed = n,
            _ => {}
        }
    }
    Ok(counts)
}

/// Removes the records of messages sent more than `days` ago, and of messages given up on more than
/// `days` ago (housekeeping).
pub async fn purge(ctx: &Context, days: i64) -> Result<u64, AppError> {
    let cutoff = Utc::now() - Duration::days(days);
    let sent = email_outbox::Entity::delete_many()
        .filter(email_outbox::Column::Status.eq(SENT))
        .filter(email_outbox::Column::SentAt.lt(cutoff))
        .exec(ctx.writer())
        .await?;
    let failed = email_outbox::Entity::delete_many()
        .filter(email_outbox::Column::Status.eq(FAILED))
        .filter(email_outbox::Column::CreatedAt.lt(cutoff))
        .exec(ctx.writer())
        .await?;
    Ok(sent.rows_affected + failed.rows_affected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_back_off_doubles_up_to_an_hour() {
        assert_eq!(backoff(1), Duration::seconds(30));
        assert_eq!(backoff(2), Duration::seconds(60));
        assert_eq!(backoff(3), Duration::seconds(120));
        assert_eq!(backoff(8), Duration::seconds(3600));
        assert_eq!(backoff(100), Duration::seconds(3600));
        assert_eq!(backoff(0), Duration::seconds(30));
    }
}
