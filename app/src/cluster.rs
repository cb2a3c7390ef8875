//! Several processes on one database: what one changes reaches the caches of all, and the background jobs
//! run on exactly one of them.
//!
//! - **Cache invalidation.** A committed change to what a session stands for (sign-out, role, CA decision,
//!   password, e-mail) or to the event list is announced with [`announce`]. The process that made it forgets
//!   its cached entries at once; the others learn of it:
//!   - on PostgreSQL through `NOTIFY fest_cache` (every server `LISTEN`s on its own connection; a lost
//!     connection is re-established and, as notifications may have been missed meanwhile, everything is
//!     forgotten once);
//!   - on SQLite, where the other process is the CLI beside a running server, through the `cache_epoch`
//!     table: an announcement bumps a counter and the server reads the counters every
//!     [`SQLITE_POLL`] (a primary-key read of two rows).
//! - **Background jobs.** On PostgreSQL a server runs the periodic jobs (reconciliation, expiry, purges,
//!   waiting-list offers, e-mail retries) only while it holds a session-level advisory lock on a
//!   connection of its own. When that process dies its connection closes, PostgreSQL releases the lock, and
//!   another server, trying every [`LOCK_RETRY`], takes it over. On SQLite the one server runs them.

use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::time::Duration;

use sea_orm::{ConnectionTrait, DbBackend, Statement};
use sqlx::postgres::{PgConnectOptions, PgListener, PgPoolOptions};
use sqlx::{ConnectOptions, Connection};

use crate::Context;

/// The PostgreSQL channel cache invalidations travel on.
pub const CHANNEL: &str = "fest_cache";
/// The advisory lock held by the process that runs the background jobs (any fixed number; advisory locks are
/// scoped to the database, so two fests on one PostgreSQL server do not share it).
pub const JOBS_LOCK: i64 = 0x6665_7374_6a6f_6273; // "festjobs"
/// How often a server on SQLite reads the cache epochs.
pub const SQLITE_POLL: Duration = Duration::from_millis(100);
/// How often a server that does not run the jobs tries to take the lock, and the one that does checks that
/// its connection is alive.
pub const LOCK_RETRY: Duration = Duration::from_secs(1);

/// What a change makes stale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topic {
    /// Who a session belongs to and what that account may do.
    Sessions,
    /// The public event list.
    Events,
}

impl Topic {
    pub const ALL: [Topic; 2] = [Topic::Sessions, Topic::Events];

    pub fn as_str(self) -> &'static str {
        match self {
            Topic::Sessions => "sessions",
            Topic::Events => "events",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == s)
    }
}

/// This process's place among the servers sharing the database.
pub struct Cluster {
    /// A random id, so a server ignores its own notifications.
    instance: String,
    runs_jobs: AtomicBool,
    /// The last epochs seen or written, per topic (SQLite).
    epochs: [AtomicI64; 2],
}

impl Cluster {
    pub fn new(backend: DbBackend) -> Self {
        Self {
            instance: uuid::Uuid::new_v4().simple().to_string(),
            // On SQLite one server owns the file; on PostgreSQL the jobs wait for the lock.
            runs_jobs: AtomicBool::new(backend != DbBackend::Postgres),
            epochs: [AtomicI64::new(0), AtomicI64::new(0)],
        }
    }

    /// This process's id among the servers.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// Whether this process runs the background jobs now.
    pub fn runs_jobs(&self) -> bool {
        self.runs_jobs.load(Ordering::Acquire)
    }

    fn epoch(&self, topic: Topic) -> &AtomicI64 {
        &self.epochs[topic as usize]
    }
}

/// Forgets what this process has cached about `topic`.
fn forget(ctx: &Context, topic: Topic) {
    match topic {
        Topic::Sessions => ctx.sessions().invalidate_all(),
        Topic::Events => ctx.events_cache().clear(),
    }
}

/// Tells every process sharing the database that a committed change made `topic` stale; this one forgets
/// at once. A failure to tell the others is logged: the change itself is committed, and the other servers'
/// entries still end within `session_cache_secs`.
pub async fn announce(ctx: &Context, topic: Topic) {
    forget(ctx, topic);
    let db = ctx.writer();
    let told = match db.get_database_backend() {
        DbBackend::Postgres => db
            .execute_raw(Statement::from_sql_and_values(
                DbBackend::Postgres,
                "SELECT pg_notify($1, $2)",
                [CHANNEL.into(), format!("{}:{}", topic.as_str(), ctx.cluster().instance).into()],
            ))
            .await
            .map(|_| ()),
        backend => db
            .query_one_raw(Statement::from_sql_and_values(
                backend,
                "UPDATE cache_epoch SET epoch = epoch + 1 WHERE name = ? RETURNING epoch",
                [topic.as_str().into()],
            ))
            .await
            .and_then(|row| row.map(|r| r.try_get_by_index::<i64>(0)).transpose())
            .map(|epoch| {
                // This process has already forgotten: its own poll need not do it again.
                if let Some(epoch) = epoch {
                    ctx.cluster().epoch(topic).fetch_max(epoch, Ordering::AcqRel);
                }
            }),
    };
    if let Err(e) = told {
        tracing::warn!(topic = topic.as_str(), error = %e, "other servers were not told of a change");
    }
}

/// Starts following the other processes (`fest serve`): the invalidation listener, and on PostgreSQL the
/// contest for the jobs lock.
pub fn start(ctx: &Context) {
    match ctx.db().get_database_backend() {
        DbBackend::Postgres => {
            let options = (*ctx.db().get_postgres_connection_pool().connect_options()).clone();
            tokio::spawn(listen(ctx.clone(), options.clone()));
            tokio::spawn(hold_jobs_lock(ctx.clone(), options));
        }
        _ => {
            tokio::spawn(poll_epochs(ctx.clone()));
        }
    }
}

/// Follows `NOTIFY fest_cache` for as long as the process lives.
async fn listen(ctx: Context, options: PgConnectOptions) {
    // A pool of one connection of its own, so the listener never takes one from the requests.
    let pool = PgPoolOptions::new().max_connections(1).connect_lazy_with(options);
    loop {
        match PgListener::connect_with(&pool).await {
            Ok(mut listener) => match listener.listen_all([CHANNEL, crate::live::CHANNEL]).await {
                Ok(()) => {
                    // Whatever was announced before this point may have been missed.
                    Topic::ALL.into_iter().for_each(|t| forget(&ctx, t));
                    tracing::debug!("following cache invalidations from the other servers");
                    loop {
                        match listener.try_recv().await {
                            Ok(Some(notification)) if notification.channel() == crate::live::CHANNEL => {
                                crate::live::relay(&ctx, notification.payload());
                            }
                            Ok(Some(notification)) => on_notification(&ctx, notification.payload()),
                            // The connection was lost and made again: anything may have been missed.
                            Ok(None) => Topic::ALL.into_iter().for_each(|t| forget(&ctx, t)),
                            Err(e) => {
                                tracing::warn!(error = %e, "lost the cache invalidation channel; reconnecting");
                                break;
                            }
                        }
                    }
                }
                Err(e) => tracing::warn!(error = %e, "cannot LISTEN for cache invalidations; retrying"),
            },
            Err(e) => tracing::warn!(error = %e, "cannot connect to LISTEN for cache invalidations; retrying"),
        }
        Topic::ALL.into_iter().for_each(|t| forget(&ctx, t));
        tokio::time::sleep(LOCK_RETRY).await;
    }
}

fn on_notification(ctx: &Context, payload: &str) {
    let (topic, from) = payload.split_once(':').unwrap_or((payload, ""));
    if from == ctx.cluster().instance {
        return;
    }
    match Topic::parse(topic) {
        Some(topic) => forget(ctx, topic),
        // Something this version does not know: forgetting everything is always safe.
        None => Topic::ALL.into_iter().for_each(|t| forget(ctx, t)),
    }
}

/// Reads the cache epochs every [`SQLITE_POLL`] and forgets what another process changed.
async fn poll_epochs(ctx: Context) {
    let mut tick = tokio::time::interval(SQLITE_POLL);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // The epochs as they stand at start-up are not news.
    let mut first = true;
    loop {
        tick.tick().await;
        let rows = ctx
            .db()
            .query_all_raw(Statement::from_string(
                ctx.db().get_database_backend(),
                "SELECT name, epoch FROM cache_epoch",
            ))
            .await;
        let rows = match rows {
            Ok(rows) => rows,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the cache epochs");
                continue;
            }
        };
        for row in rows {
            let (Ok(name), Ok(epoch)) = (row.try_get_by_index::<String>(0), row.try_get_by_index::<i64>(1)) else {
                continue;
            };
            let Some(topic) = Topic::parse(&name) else { continue };
            let seen = ctx.cluster().epoch(topic).fetch_max(epoch, Ordering::AcqRel);
            if epoch > seen && !first {
                forget(&ctx, topic);
            }
        }
        first = false;
    }
}

/// Contends for the jobs lock for as long as the process lives, on a connection of its own.
async fn hold_jobs_lock(ctx: Context, options: PgConnectOptions) {
    let cluster = ctx.cluster();
    loop {
        match options.connect().await {
            Ok(mut conn) => loop {
                let alive = if cluster.runs_jobs() {
                    sqlx::query("SELECT 1").execute(&mut conn).await.map(|_| true)
                } else {
                    sqlx::query_scalar::<_, bool>("SELECT pg_try_advisory_lock($1)")
                        .bind(JOBS_LOCK)
                        .fetch_one(&mut conn)
                        .await
                        .map(|got| {
                            if got {
                                cluster.runs_jobs.store(true, Ordering::Release);
                                tracing::info!("this server now runs the background jobs");
                            }
                            true
                        })
                };
                if let Err(e) = alive {
                    if cluster.runs_jobs.swap(false, Ordering::AcqRel) {
                        tracing::warn!(error = %e, "lost the jobs lock's connection: another server may take them over");
                    }
                    let _ = conn.close().await;
                    break;
                }
                tokio::time::sleep(LOCK_RETRY).await;
            },
            Err(e) => {
                if cluster.runs_jobs.swap(false, Ordering::AcqRel) {
                    tracing::warn!(error = %e, "lost the jobs lock");
                }
                tracing::debug!(error = %e, "cannot connect to contend for the jobs lock");
            }
        }
        tokio::time::sleep(LOCK_RETRY).await;
    }
}
