//! fest-app: the application core. It knows the database, the configuration and the services; it never
//! imports axum, so the same core serves the HTTP server, the CLI and the tests.

pub mod background;
pub mod cluster;
pub mod config;
pub mod crypto;
pub mod db;
pub mod emails;
pub mod entities;
pub mod error;
pub mod live;
pub mod measure;
pub mod paging;
pub mod pdf_text;
pub mod ports;
pub mod reactions;
pub mod roles;
pub mod sealing_key;
pub mod services;
pub mod time;

use std::sync::Arc;

use sea_orm::DatabaseConnection;
use tokio_util::task::TaskTracker;

pub use config::Config;
use crypto::DataKey;
pub use error::AppError;
use ports::google::GoogleVerifier;
use ports::mailer::Mailer;
use ports::payments::Gateway;
use services::events::EventsCache;
use services::sessions::SessionCache;

/// Everything a request or a command needs: the configuration and the database pool. Cheap to clone.
#[derive(Clone)]
pub struct Context {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    db: DatabaseConnection,
    writer: DatabaseConnection,
    mailer: Mailer,
    google: GoogleVerifier,
    events_cache: EventsCache,
    sessions: SessionCache,
    background: TaskTracker,
    data_key: DataKey,
    pass_key: services::passes::PassKey,
    push: services::push::Push,
    gateway: Gateway,
    cluster: cluster::Cluster,
    reactions: reactions::Reactions,
    live: Arc<live::Live>,
}

impl Context {
    /// A context over a migrated database: the data key is loaded (generated beside the data on a first
    /// start without one) and opens the database's sealing key ([`sealing_key`]).
    pub async fn new(config: Config, db: DatabaseConnection) -> Result<Self, AppError> {
        let mailer = Mailer::from_config(&config)?;
        let google = GoogleVerifier::from_config(&config)?;
        let data_key = sealing_key::open(&db, &DataKey::load(&config)?).await?;
        let gateway = Gateway::from_config(&config, &data_key)?;
        let sessions = SessionCache::new(std::time::Duration::from_secs(u64::from(config.session_cache_secs)));
        let cluster = cluster::Cluster::new(db.get_database_backend());
        Ok(Self {
            inner: Arc::new(Inner {
                config,
                writer: db::writer(&db),
                db,
                mailer,
                google,
                events_cache: EventsCache::default(),
                sessions,
                background: TaskTracker::new(),
                pass_key: services::passes::PassKey::derive(&data_key),
                push: services::push::Push::derive(&data_key),
                data_key,
                gateway,
                cluster,
                reactions: services::follow_ups::reactions(),
                live: Arc::default(),
            }),
        })
    }

    /// Connects to the configured database and applies pending migrations.
    pub async fn start(config: Config) -> Result<Self, AppError> {
        let db = db::connect(&config).await?;
        db::migrate(&db).await?;
        Self::new(config, db).await
    }

    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// The database, for reads (and for writes on PostgreSQL).
    pub fn db(&self) -> &DatabaseConnection {
        &self.inner.db
    }

    /// The database connection every write goes through (see [`db::writer`]).
    pub fn writer(&self) -> &DatabaseConnection {
        &self.inner.writer
    }

    pub fn mailer(&self) -> &Mailer {
        &self.inner.mailer
    }

    pub fn google(&self) -> &GoogleVerifier {
        &self.inner.google
    }

    pub fn events_cache(&self) -> &EventsCache {
        &self.inner.events_cache
    }

    /// Runs work that need not hold up the answer (e-mailing a receipt) in the background. The server
    /// waits for it when shutting down ([`Context::finish_background`]).
    pub fn spawn_background<F>(&self, work: F)
    where
        F: std::future::Future<Output = ()> + Send + 'static,
    {
        self.inner.background.spawn(work);
    }

    /// Runs the background job `name` every `secs` seconds (the first run at once) until the process ends;
    /// 0 never runs it. A run that overruns its period delays the next rather than piling up. Among servers
    /// sharing a PostgreSQL database only the one holding the jobs lock runs it ([`cluster`]); the others skip
    /// their turns until they take the lock over. A run that fails is logged with the job's name; every run
    /// is counted for the metrics ([`measure::job_ran`]).
    pub fn spawn_periodic<F, Fut>(&self, name: &'static str, secs: u32, job: F)
    where
        F: Fn(Context) -> Fut + Send + 'static,
        Fut: std::future::Future<Output = Result<(), AppError>> + Send,
    {
        if secs == 0 {
            return;
        }
        let ctx = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_secs(u64::from(secs)));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                if ctx.cluster().runs_jobs() {
                    let result = job(ctx.clone()).await;
                    if let Err(e) = &result {
                        tracing::error!(job = name, error = %e, "a background job failed");
                    }
                    measure::job_ran(name, result.is_ok());
                }
            }
        });
    }

    /// Waits until the background work started so far is done (at shutdown, and in tests).
    pub async fn finish_background(&self) {
        self.inner.background.close();
        self.inner.background.wait().await;
        self.inner.background.reopen();
    }

    /// What the services built on registrations do when a registration or an event changes
    /// ([`reactions`]).
    pub fn reactions(&self) -> &reactions::Reactions {
        &self.inner.reactions
    }

    /// This process among the servers sharing the database.
    /// The browsers following the live pages through this process.
    pub fn live(&self) -> &Arc<live::Live> {
        &self.inner.live
    }

    pub fn cluster(&self) -> &cluster::Cluster {
        &self.inner.cluster
    }

    /// After committing a change to what sessions stand for (a sign-out, a role, a CA decision, a password):
    /// every server forgets the sessions it cached ([`cluster::announce`]).
    pub async fn sessions_changed(&self) {
        cluster::announce(self, cluster::Topic::Sessions).await;
    }

    /// After committing a change to the public event list (settings, rulebooks, places): every server makes
    /// the list anew.
    pub async fn events_changed(&self) {
        cluster::announce(self, cluster::Topic::Events).await;
    }

    /// The sessions this server has recently looked up.
    pub fn sessions(&self) -> &SessionCache {
        &self.inner.sessions
    }

    /// The key that seals personal data at rest and from which the pass, certificate, calendar and push keys
    /// are derived: the database's sealing key, opened with the configured data key ([`sealing_key`]).
    pub fn data_key(&self) -> &DataKey {
        &self.inner.data_key
    }

    /// The key fest-day passes are signed with.
    pub fn pass_key(&self) -> &services::passes::PassKey {
        &self.inner.pass_key
    }

    /// The web push key and client.
    pub fn push(&self) -> &services::push::Push {
        &self.inner.push
    }

    pub fn gateway(&self) -> &Gateway {
        &self.inner.gateway
    }

    /// Whether a registration paid in `payment_mode` is money received. When the site takes real money
    /// (Razorpay, or UPI), what the sandbox recorded (test runs before going live) never is: not in the
    /// figures, the exports or the referral credit.
    pub fn counts_as_money(&self, payment_mode: config::PaymentsMode) -> bool {
        !(self.takes_real_money() && payment_mode == config::PaymentsMode::Sandbox)
    }

    /// Whether the site takes real money through a payment path (Razorpay, or UPI).
    fn takes_real_money(&self) -> bool {
        matches!(self.config().payments, config::PaymentsMode::Razorpay | config::PaymentsMode::Upi)
    }

    /// The SQL condition on a registration alias (`r`) that keeps only what counts as money received.
    pub fn money_filter_sql(&self, alias: &str) -> String {
        if self.takes_real_money() { format!(" AND {alias}.payment_mode <> '{SANDBOX_MODE}'") } else { String::new() }
    }
}

/// The `payment_mode` of registrations paid through the sandbox.
pub const SANDBOX_MODE: &str = "sandbox";
