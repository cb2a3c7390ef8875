//! Live results: what changes on fest day (a result, a match moved, fixtures published) is told to every
//! browser following the live pages, on every server sharing the database.
//!
//! A change is told with [`tell`] once committed. This process hands it to its own followers through a
//! broadcast channel; on PostgreSQL it also sends it with `NOTIFY fest_live`, which every other server hears
//! on the connection it already keeps to follow cache invalidations ([`crate::cluster`]) and hands to its
//! followers. On SQLite there is one server.
//!
//! An update names what changed (the set, its new version, the matches); the pages read the changed set
//! again, once, through the cached public reads. A follower that falls more than [`BUFFER`] updates behind
//! is told to read everything again rather than being cut off.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde::Serialize;
use tokio::sync::broadcast;

use crate::Context;

/// The PostgreSQL channel live updates travel on between servers.
pub const CHANNEL: &str = "fest_live";
/// How many updates a slow follower may fall behind before it is told to read everything again.
pub const BUFFER: usize = 1024;
/// Followers connected to this server, for the operators' metrics (read at each scrape).
pub const CLIENTS_METRIC: &str = "fest_live_clients";

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = LiveUpdateKind))]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Fixtures were published (or a published set changed as a whole: two teams swapped).
    Fixtures,
    /// A match was scheduled or moved.
    Schedule,
    /// A result was entered or corrected (the standings may have changed too).
    Result,
}

/// One change, as the live pages receive it (the `data` of a server-sent event named `update`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = LiveUpdate))]
#[serde(rename_all = "camelCase")]
pub struct Update {
    pub kind: Kind,
    /// The fixture set.
    pub set_id: String,
    /// The catalogue id of its event.
    pub event: String,
    /// Its category ("" for none).
    pub category: String,
    /// The set's version after the change.
    pub version: i32,
    /// The matches changed (a correction lists the later results it took away too).
    pub matches: Vec<String>,
}

/// This process's followers.
pub struct Live {
    sender: broadcast::Sender<Arc<str>>,
    clients: AtomicI64,
}

impl Default for Live {
    fn default() -> Self {
        Live { sender: broadcast::channel(BUFFER).0, clients: AtomicI64::new(0) }
    }
}

impl Live {
    /// Follows the updates from now on. The follower counts as connected until the [`Follower`] is dropped.
    pub fn follow(self: &Arc<Self>) -> Follower {
        self.clients.fetch_add(1, Ordering::AcqRel);
        Follower { updates: self.sender.subscribe(), live: Arc::clone(self) }
    }

    /// How many followers this process has.
    pub fn clients(&self) -> i64 {
        self.clients.load(Ordering::Acquire)
    }

    /// Hands an update (its JSON) to this process's followers.
    pub fn hand_out(&self, json: Arc<str>) {
        // No follower is not an error.
        let _ = self.sender.send(json);
    }
}

/// One follower: receives every update's JSON from when it started following.
pub struct Follower {
    pub updates: broadcast::Receiver<Arc<str>>,
    live: Arc<Live>,
}

impl Drop for Follower {
    fn drop(&mut self) {
        self.live.clients.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Tells every follower on every server of a committed change. A failure to tell the other servers is logged:
/// the change is committed, and their pages read it at their next update or reload.
pub async fn tell(ctx: &Context, update: Update) {
    let json: Arc<str> = match serde_json::to_string(&update) {
        Ok(json) => json.into(),
        Err(e) => {
            tracing::warn!(error = %e, "cannot write a live update");
            return;
        }
    };
    ctx.live().hand_out(Arc::clone(&json));
    let db = ctx.writer();
    if db.get_database_backend() == DbBackend::Postgres {
        let payload = format!("{}:{json}", ctx.cluster().instance());
        let told = db
            .execute_raw(Statement::from_sql_and_values(
                DbBackend::Postgres,
                "SELECT pg_notify($1, $2)",
                [CHANNEL.into(), payload.into()],
            ))
            .await;
        if let Err(e) = told {
            tracing::warn!(error = %e, "other servers were not told of a live update");
        }
    }
}

/// An update heard from another server (`instance:json`): handed to this process's followers unless it is
/// this process's own.
pub fn relay(ctx: &Context, payload: &str) {
    let Some((from, json)) = payload.split_once(':') else { return };
    if from != ctx.cluster().instance() {
        ctx.live().hand_out(json.into());
    }
}
