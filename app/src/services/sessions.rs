//! Sessions: opaque random bearer tokens, stored only as their SHA-256, valid for `session_ttl_hours`.
//!
//! Every signed-in request looks its session up, so a server keeps the sessions it has recently looked up
//! for `session_cache_secs` ([`SessionCache`]). Whatever changes what a session stands for (signing out, a
//! role, a CA application, a linked Google identity, a password) calls [`Context::sessions_changed`] once
//! it is committed: the server that made the change forgets its entries at once, and every other process
//! sharing the database is told to ([`crate::cluster`]).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration as StdDuration;

use chrono::{DateTime, Duration, Utc};
use moka::sync::Cache;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::entities::{ca_application, session, user};
use crate::{AppError, Context, crypto};

/// Who is asking, for rate limits.
#[derive(Debug, Clone)]
pub struct Client {
    pub address: String,
    /// The browser's User-Agent, for the account's session list.
    pub user_agent: Option<String>,
}

pub const NOT_SIGNED_IN: &str = "Please log in to continue.";

/// Most sessions a server keeps in memory (a few hundred bytes each).
pub const CACHE_CAPACITY: u64 = 20_000;

/// The account behind a valid session.
#[derive(Debug, Clone)]
pub struct Authenticated {
    pub user: user::Model,
    /// The account's CA application, if it has one.
    pub ca_application: Option<CaApplicationRef>,
}

/// Which CA application an account has, and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaApplicationRef {
    pub id: String,
    pub status: ca_application::Status,
}

impl From<ca_application::Model> for CaApplicationRef {
    fn from(app: ca_application::Model) -> Self {
        Self { id: app.id, status: app.status }
    }
}

/// Starts a session for the user and returns its bearer token (the only time it exists in clear).
pub async fn create(ctx: &Context, user_id: &str, client: &Client) -> Result<String, AppError> {
    let token = crypto::random_token();
    let now = Utc::now();
    session::ActiveModel {
        token_hash: Set(crypto::sha256_hex(token.as_bytes())),
        user_id: Set(user_id.to_owned()),
        created_at: Set(now),
        expires_at: Set(now + Duration::hours(i64::from(ctx.config().session_ttl_hours))),
        ip: Set(Some(client.address.chars().take(64).collect())),
        user_agent: Set(client.user_agent.as_ref().map(|ua| ua.chars().take(USER_AGENT_MAX_CHARS).collect())),
        last_used_at: Set(Some(now)),
    }
    .insert(ctx.writer())
    .await?;
    Ok(token)
}

/// The account a bearer token belongs to, with its CA application; 401 when the token is unknown, expired
/// or revoked. One database query (session, user and application joined) unless the session is cached.
pub async fn authenticate(ctx: &Context, token: &str) -> Result<Authenticated, AppError> {
    let hash = crypto::sha256_hex(token.as_bytes());
    let cache = ctx.sessions();
    if let Some(found) = cache.get(&hash) {
        return Ok(found);
    }
    // Read the generation before the database: a change committed after this point makes the entry stale.
    let generation = cache.generation();
    let (session, user, application) = session::Entity::find_by_id(hash.clone())
        .filter(session::Column::ExpiresAt.gt(Utc::now()))
        .find_also_related(user::Entity)
        .and_also_related(ca_application::Entity)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::Unauthorized(NOT_SIGNED_IN.into()))?;
    let user = user.ok_or_else(|| AppError::Unauthorized(NOT_SIGNED_IN.into()))?;
    touch(ctx, &session);
    let found = Authenticated { user, ca_application: application.map(CaApplicationRef::from) };
    cache.put(hash, generation, session.expires_at, &found);
    Ok(found)
}

/// The longest User-Agent kept.
pub const USER_AGENT_MAX_CHARS: usize = 300;
/// How often a session's last use is written (a session is looked up on every request).
pub const TOUCH_EVERY_SECS: i64 = 60;
pub const NO_SUCH_SESSION: &str = "This session does not exist or has already ended.";

/// Records that the session was used, at most once a minute and without holding up the request.
fn touch(ctx: &Context, session: &session::Model) {
    let now = Utc::now();
    if session.last_used_at.is_some_and(|at| now - at < Duration::seconds(TOUCH_EVERY_SECS)) {
        return;
    }
    let ctx2 = ctx.clone();
    let hash = session.token_hash.clone();
    ctx.spawn_background(async move {
        let written = session::Entity::update_many()
            .col_expr(session::Column::LastUsedAt, sea_orm::sea_query::Expr::value(now))
            .filter(session::Column::TokenHash.eq(hash))
            .exec(ctx2.writer())
            .await;
        if let Err(e) = written {
            tracing::warn!(error = %e, "a session's last use was not recorded");
        }
    });
}

/// The public id of a session: the first 16 hex digits of its token's hash (the token cannot be found from
/// it, and the hash itself stays private).
pub fn public_id(token_hash: &str) -> String {
    token_hash.chars().take(16).collect()
}

/// One of the account's sessions as its owner sees it (`GET /user/me/sessions`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = SessionView))]
#[serde(rename_all = "camelCase")]
pub struct SessionInfo {
    pub id: String,
    /// The session making this request.
    pub current: bool,
    /// "Chrome on Android", from the User-Agent ("Unknown device" without one).
    pub device: String,
    /// The client address it was made from (IPv6 by /64).
    pub ip: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_used_at: DateTime<Utc>,
}

/// A User-Agent as "Browser on OS".
pub fn device(user_agent: Option<&str>) -> String {
    let parser = woothee::parser::Parser::new();
    let Some(parsed) = user_agent.and_then(|ua| parser.parse(ua)) else {
        return "Unknown device".to_owned();
    };
    let known = |s: &str| !s.is_empty() && s != woothee::woothee::VALUE_UNKNOWN;
    match (known(parsed.name).then_some(parsed.name), known(parsed.os).then_some(parsed.os)) {
        (Some(browser), Some(os)) => format!("{browser} on {os}"),
        (Some(browser), None) => browser.to_owned(),
        (None, Some(os)) => format!("A browser on {os}"),
        (None, None) => "Unknown device".to_owned(),
    }
}

/// The account's live sessions, most recently used first.
pub async fn list(ctx: &Context, user_id: &str, current_token: &str) -> Result<Vec<SessionInfo>, AppError> {
    use sea_orm::QueryOrder;
    let current = crypto::sha256_hex(current_token.as_bytes());
    let rows = session::Entity::find()
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::ExpiresAt.gt(Utc::now()))
        .order_by_desc(session::Column::CreatedAt)
        .all(ctx.db())
        .await?;
    let mut sessions: Vec<SessionInfo> = rows
        .into_iter()
        .map(|s| SessionInfo {
            id: public_id(&s.token_hash),
            current: s.token_hash == current,
            device: device(s.user_agent.as_deref()),
            ip: s.ip,
            created_at: s.created_at,
            last_used_at: s.last_used_at.unwrap_or(s.created_at),
        })
        .collect();
    sessions.sort_by(|a, b| b.current.cmp(&a.current).then(b.last_used_at.cmp(&a.last_used_at)));
    Ok(sessions)
}

/// Ends one of the account's sessions by its public id (404 when the account has no such session).
pub async fn revoke_by_id(ctx: &Context, user_id: &str, id: &str) -> Result<(), AppError> {
    let not_found = || AppError::NotFound(NO_SUCH_SESSION.into());
    if id.len() != 16 || !id.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(not_found());
    }
    let found = session::Entity::delete_many()
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::TokenHash.starts_with(id.to_ascii_lowercase()))
        .exec(ctx.writer())
        .await?;
    if found.rows_affected == 0 {
        return Err(not_found());
    }
    ctx.sessions_changed().await;
    Ok(())
}

/// Ends every session of the account but the one asking; returns how many ended.
pub async fn revoke_others(ctx: &Context, user_id: &str, current_token: &str) -> Result<u64, AppError> {
    let ended = session::Entity::delete_many()
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::TokenHash.ne(crypto::sha256_hex(current_token.as_bytes())))
        .exec(ctx.writer())
        .await?;
    ctx.sessions_changed().await;
    Ok(ended.rows_affected)
}

/// Ends the session of this token: the token is refused from now on.
pub async fn revoke(ctx: &Context, token: &str) -> Result<(), AppError> {
    session::Entity::delete_by_id(crypto::sha256_hex(token.as_bytes())).exec(ctx.writer()).await?;
    ctx.sessions_changed().await;
    Ok(())
}

/// Removes expired sessions (housekeeping).
pub async fn purge_expired(ctx: &Context) -> Result<u64, AppError> {
    let res =
        session::Entity::delete_many().filter(session::Column::ExpiresAt.lte(Utc::now())).exec(ctx.writer()).await?;
    Ok(res.rows_affected)
}

/// Sessions this server looked up recently, keyed by token hash, each for at most the configured time and
/// never past the session's own expiry.
///
/// Invalidation is by generation: every entry records the generation that was current before its database
/// read, and only entries of the current generation are answered. A change bumps the generation after it
/// commits, so a lookup that raced with the change (read the old row, stored it after the bump) is never
/// answered either.
pub struct SessionCache {
    entries: Option<Cache<String, Entry>>,
    generation: AtomicU64,
}

#[derive(Clone)]
struct Entry {
    generation: u64,
    session_expires: DateTime<Utc>,
    found: Authenticated,
}

impl SessionCache {
    /// A cache keeping sessions for `ttl`; a zero `ttl` keeps nothing.
    pub fn new(ttl: StdDuration) -> Self {
        let entries = (!ttl.is_zero()).then(|| Cache::builder().max_capacity(CACHE_CAPACITY).time_to_live(ttl).build());
        Self { entries, generation: AtomicU64::new(0) }
    }

    fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    fn get(&self, hash: &str) -> Option<Authenticated> {
        let entry = self.entries.as_ref()?.get(hash)?;
        (entry.generation == self.generation() && entry.session_expires > Utc::now()).then_some(entry.found)
    }

    fn put(&self, hash: String, generation: u64, session_expires: DateTime<Utc>, found: &Authenticated) {
        if let Some(entries) = &self.entries {
            entries.insert(hash, Entry { generation, session_expires, found: found.clone() });
        }
    }

    /// Forgets every cached session. Call it after committing anything that changes what a session
    /// resolves to; the next request of each session reads the database again.
    pub fn invalidate_all(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        if let Some(entries) = &self.entries {
            entries.invalidate_all();
        }
    }

    /// How many sessions are cached (approximate; for tests and diagnostics).
    pub fn len(&self) -> u64 {
        self.entries.as_ref().map_or(0, |e| {
            e.run_pending_tasks();
            e.entry_count()
        })
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(id: &str, role: &str) -> Authenticated {
        let now = Utc::now();
        Authenticated {
            user: user::Model {
                id: id.into(),
                username_key: id.into(),
                email: format!("{id}@example.org"),
                role: crate::roles::Role::parse(role).expect("a known role"),
                created_at: now,
                updated_at: now,
                ..user::sample(id, id)
            },
            ca_application: None,
        }
    }

    #[test]
    fn a_cached_session_is_answered_until_invalidated() {
        let cache = SessionCache::new(StdDuration::from_secs(60));
        let g = cache.generation();
        cache.put("h".into(), g, Utc::now() + Duration::hours(1), &account("u1", "user"));
        assert_eq!(cache.get("h").map(|a| a.user.id), Some("u1".into()));
        cache.invalidate_all();
        assert!(cache.get("h").is_none());
    }

    #[test]
    fn an_entry_read_before_a_change_is_never_answered() {
        let cache = SessionCache::new(StdDuration::from_secs(60));
        let before = cache.generation();
        cache.invalidate_all(); // a change commits while the lookup is reading the old row
        cache.put("h".into(), before, Utc::now() + Duration::hours(1), &account("u1", "user"));
        assert!(cache.get("h").is_none());
    }

    #[test]
    fn an_expired_session_is_not_answered_from_the_cache() {
        let cache = SessionCache::new(StdDuration::from_secs(60));
        cache.put("h".into(), cache.generation(), Utc::now() - Duration::seconds(1), &account("u1", "user"));
        assert!(cache.get("h").is_none());
    }

    #[test]
    fn entries_expire_after_the_configured_time() {
        let cache = SessionCache::new(StdDuration::from_millis(50));
        cache.put("h".into(), cache.generation(), Utc::now() + Duration::hours(1), &account("u1", "user"));
        assert!(cache.get("h").is_some());
        std::thread::sleep(StdDuration::from_millis(80));
        assert!(cache.get("h").is_none());
    }

    #[test]
    fn a_zero_time_keeps_nothing() {
        let cache = SessionCache::new(StdDuration::ZERO);
        cache.put("h".into(), cache.generation(), Utc::now() + Duration::hours(1), &account("u1", "user"));
        assert!(cache.get("h").is_none());
        assert!(cache.is_empty());
    }
}
