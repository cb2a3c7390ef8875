//! The test harness: a real application on a real database per test. SQLite in a temporary directory by
//! default; a fresh PostgreSQL database (created here, dropped on drop) when `TEST_DATABASE_URL` is set.

#![allow(dead_code, clippy::unwrap_used)]

pub mod forms;
pub mod razorpay;

use std::sync::atomic::{AtomicU32, Ordering};

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use fest_app::{Config, Context};
use fest_server::{AppState, build_router};
use figment::providers::Serialized;
use http_body_util::BodyExt;
use sea_orm::ConnectionTrait;
use tower::ServiceExt;

pub struct TestApp {
    pub router: Router,
    pub ctx: Context,
    pub dir: tempfile::TempDir,
    pg: Option<PgDatabase>,
}

pub struct TestResponse {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl TestResponse {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
}

impl TestApp {
    pub async fn spawn() -> Self {
        Self::spawn_with(&[]).await
    }

    /// A test app with configuration overrides, e.g. `[("login_max_per_email", json!(3))]`.
    pub async fn spawn_with(overrides: &[(&str, serde_json::Value)]) -> Self {
        EmptyTarget::migrated().await.serve(overrides).await
    }

    /// A second server on the same database and data directory with other settings (for instance the same
    /// fest after it switched from the sandbox to the live gateway).
    pub async fn twin_with(&self, overrides: &[(&str, serde_json::Value)]) -> TestApp {
        let (router, ctx) = start(self.dir.path(), &self.ctx.config().database_url(), overrides).await;
        // The twin shares the directory; the original keeps (and removes) it.
        Self { router, ctx, dir: tempfile::tempdir().unwrap(), pg: None }
    }

    pub async fn request(&self, request: Request<Body>) -> TestResponse {
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.into_body().collect().await.unwrap().to_bytes().to_vec();
        TestResponse { status, headers, body }
    }

    pub async fn call(&self, method: Method, path: &str, headers: &[(&str, &str)]) -> TestResponse {
        let mut builder = Request::builder().method(method).uri(path);
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        self.request(builder.body(Body::empty()).unwrap()).await
    }

    pub async fn get(&self, path: &str) -> TestResponse {
        self.call(Method::GET, path, &[]).await
    }

    /// A JSON request, with a bearer token when given.
    pub async fn json(&self, method: Method, path: &str, token: Option<&str>, body: serde_json::Value) -> TestResponse {
        let mut builder = Request::builder().method(method).uri(path).header("content-type", "application/json");
        if let Some(token) = token {
            builder = builder.header("authorization", format!("Bearer {token}"));
        }
        self.request(builder.body(Body::from(body.to_string())).unwrap()).await
    }

    pub async fn post(&self, path: &str, body: serde_json::Value) -> TestResponse {
        self.json(Method::POST, path, None, body).await
    }

    /// GET with a bearer token.
    pub async fn get_as(&self, path: &str, token: &str) -> TestResponse {
        self.call(Method::GET, path, &[("authorization", &format!("Bearer {token}"))]).await
    }

    /// The text of every message in the mail outbox (none before the first), quoted-printable soft line
    /// breaks undone.
    pub fn outbox(&self) -> Vec<String> {
        std::fs::read_dir(self.dir.path().join("outbox"))
            .map(|d| {
                d.map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
                    .map(|m| m.replace("=\r\n", "").replace("=\n", ""))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Adds a venue as `token` (staff) and returns its id.
    pub async fn venue(&self, token: &str, name: &str) -> String {
        let res = self.json(Method::POST, "/api/v1/admin/venues", Some(token), serde_json::json!({"name": name})).await;
        assert_eq!(res.status, axum::http::StatusCode::OK, "{}", res.text());
        let list = res.json();
        list["venues"].as_array().unwrap().iter().find(|v| v["name"] == name).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned()
    }

    /// The newest sign-up code in the mail outbox for this address.
    pub fn outbox_code(&self, email: &str) -> String {
        let dir = self.dir.path().join("outbox");
        let mut newest: Option<(std::time::SystemTime, String)> = None;
        for entry in std::fs::read_dir(&dir).unwrap().filter_map(Result::ok) {
            let text = std::fs::read_to_string(entry.path()).unwrap();
            if !text.to_lowercase().contains(&format!("to: {}", email.to_lowercase())) {
                continue;
            }
            let modified = entry.metadata().unwrap().modified().unwrap();
            if newest.as_ref().is_none_or(|(t, _)| modified >= *t) {
                newest = Some((modified, text));
            }
        }
        let text = newest.unwrap_or_else(|| panic!("no e-mail to {email} in {}", dir.display())).1;
        code_in(&text)
    }

    /// A JSON POST with extra headers (a cookie, a forwarded address).
    pub async fn post_with(&self, path: &str, headers: &[(&str, &str)], body: serde_json::Value) -> TestResponse {
        let mut builder = Request::builder().method(Method::POST).uri(path).header("content-type", "application/json");
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        self.request(builder.body(Body::from(body.to_string())).unwrap()).await
    }

    /// A JSON POST arriving from `peer` (the socket's address), with extra headers.
    pub async fn post_from(
        &self,
        peer: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: serde_json::Value,
    ) -> TestResponse {
        let mut builder = Request::builder().method(Method::POST).uri(path).header("content-type", "application/json");
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        let mut request = builder.body(Body::from(body.to_string())).unwrap();
        let addr: std::net::SocketAddr = format!("{peer}:40000").parse().unwrap();
        request.extensions_mut().insert(axum::extract::ConnectInfo(addr));
        self.request(request).await
    }

    /// Sends a sign-up code as one browser: returns the answer and that browser's sign-up cookie
    /// (`name=value`, to send back as a Cookie header).
    pub async fn send_otp(&self, body: serde_json::Value, cookie: Option<&str>) -> (TestResponse, Option<String>) {
        let headers: Vec<(&str, &str)> = cookie.map(|c| ("cookie", c)).into_iter().collect();
        let res = self.post_with("/api/v1/auth/signup/send-otp", &headers, body).await;
        let set = res.header("set-cookie").map(|c| c.split(';').next().unwrap_or_default().to_owned());
        (res, set.or_else(|| cookie.map(str::to_owned)))
    }

    /// Checks a sign-up code as the browser holding `cookie`.
    pub async fn verify_otp(&self, email: &str, code: &str, cookie: Option<&str>) -> TestResponse {
        let headers: Vec<(&str, &str)> = cookie.map(|c| ("cookie", c)).into_iter().collect();
        self.post_with("/api/v1/auth/signup/verify-otp", &headers, serde_json::json!({"email": email, "otp": code}))
            .await
    }

    /// Signs up through the API (send, read the outbox, verify) and returns the bearer token and user.
    pub async fn sign_up(&self, username: &str, email: &str, password: &str) -> (String, serde_json::Value) {
        let (res, cookie) = self
            .send_otp(
                serde_json::json!({"username": username, "email": email, "password": password, "confirmPassword": password}),
                None,
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let code = self.outbox_code(email);
        let res = self.verify_otp(email, &code, cookie.as_deref()).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let body = res.json();
        (body["accessToken"].as_str().unwrap().to_owned(), body["user"].clone())
    }

    /// Signs up and gives the account a role; returns its token.
    pub async fn user_with_role(&self, name: &str, role: fest_app::roles::Role) -> String {
        let email = format!("{name}@example.com");
        let (token, _) = self.sign_up(name, &email, "password123").await;
        fest_app::services::accounts::set_role_by_email(&self.ctx, &email, role).await.unwrap();
        token
    }

    /// Opens `event` and pays for a team of it (category `category`, from `college`, people made distinct by
    /// `n`) through the sandbox as `token`'s owner, with `extra` fields set on the form (a referral code);
    /// returns the id of the account's first registration (its only one, in most tests).
    pub async fn pay_team(
        &self,
        token: &str,
        event: fest_shared::catalogue::EventId,
        category: Option<&str>,
        college: &str,
        n: u64,
        extra: serde_json::Value,
    ) -> String {
        use serde_json::json;
        fest_app::services::events::set_open(&self.ctx, event, true).await.unwrap();
        let slug = event.as_str();
        let mut form = forms::other_people(forms::team(slug, category), n);
        form["collegeName"] = json!(college);
        for (key, value) in extra.as_object().into_iter().flatten() {
            form[key] = value.clone();
        }
        let res = self.json(Method::POST, &format!("/api/v1/events/{slug}/create-order"), Some(token), form).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
        let path = format!("/api/v1/payments/sandbox/{order_id}/pay");
        let res = self.json(Method::POST, &path, Some(token), json!({})).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let path = format!("/api/v1/events/{slug}/verify-payment");
        let res = self.json(Method::POST, &path, Some(token), res.json()).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let mine = self.get_as("/api/v1/events/my-registrations", token).await.json();
        mine["registrations"][0]["_id"].as_str().unwrap().to_owned()
    }

    /// [`Self::pay_team`] as a new account `name`; returns the account's token.
    pub async fn paid_team_with(
        &self,
        name: &str,
        event: fest_shared::catalogue::EventId,
        category: Option<&str>,
        college: &str,
        n: u64,
        extra: serde_json::Value,
    ) -> String {
        let token = self.user_with_role(name, fest_app::roles::Role::User).await;
        self.pay_team(&token, event, category, college, n, extra).await;
        token
    }

    /// [`Self::paid_team_with`] without extra fields.
    pub async fn paid_team(
        &self,
        name: &str,
        event: fest_shared::catalogue::EventId,
        category: Option<&str>,
        college: &str,
        n: u64,
    ) -> String {
        self.paid_team_with(name, event, category, college, n, serde_json::json!({})).await
    }

    /// Runs raw SQL against the test database (to move time, for instance). Like any change made behind
    /// the server's back, it is then announced to the session cache, as the services do after their writes.
    pub async fn sql(&self, sql: &str) {
        self.ctx.db().execute_unprepared(sql).await.unwrap();
        self.ctx.sessions().invalidate_all();
    }

    /// The one integer a query answers (a `COUNT(*)`, a sum).
    pub async fn scalar_i64(&self, sql: &str) -> i64 {
        let db = self.ctx.db();
        let row = db.query_one_raw(sea_orm::Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
        row.unwrap_or_else(|| panic!("no row: {sql}")).try_get_by_index::<i64>(0).unwrap()
    }

    /// Every row a query answers, each column as text (a number written out, NULL as the empty string).
    pub async fn rows(&self, sql: &str) -> Vec<Vec<String>> {
        let db = self.ctx.db();
        let found = db.query_all_raw(sea_orm::Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
        found
            .iter()
            .map(|row| {
                (0..)
                    .map_while(|i| {
                        row.try_get_by_index::<Option<String>>(i)
                            .map(|v| v.unwrap_or_default())
                            .or_else(|_| row.try_get_by_index::<i64>(i).map(|n| n.to_string()))
                            .ok()
                    })
                    .collect()
            })
            .collect()
    }

    /// Where the money of the order `order_id` stands (`payment_order.status`).
    pub async fn order_status(&self, order_id: &str) -> String {
        let order = fest_app::services::payment_orders::find(self.ctx.db(), order_id).await.unwrap();
        let order = order.unwrap_or_else(|| panic!("no order {order_id}"));
        order.status.as_str().to_owned()
    }
}

/// A place for a server's data with nothing in it yet: a data directory and the database URL (SQLite in the
/// directory; under `TEST_DATABASE_URL` a PostgreSQL database of its own, dropped with it). What a test app
/// starts on, and where a test restores a backup.
pub struct EmptyTarget {
    pub dir: tempfile::TempDir,
    pub url: String,
    pg: Option<PgDatabase>,
}

impl EmptyTarget {
    pub async fn new() -> Self {
        Self::make(false).await
    }

    /// A place whose PostgreSQL database already has every migration applied (copied from a template);
    /// on SQLite the same as `new` (migrating a new file takes a fraction of a second).
    async fn migrated() -> Self {
        Self::make(true).await
    }

    async fn make(migrated: bool) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let (url, pg) = match std::env::var("TEST_DATABASE_URL") {
            Ok(base) if !base.is_empty() => {
                let pg =
                    if migrated { PgDatabase::create_migrated(&base).await } else { PgDatabase::create(&base).await };
                (pg.url.clone(), Some(pg))
            }
            _ => (format!("sqlite://{}/fest.db?mode=rwc", dir.path().display()), None),
        };
        Self { dir, url, pg }
    }

    /// The settings of a server on this place, with the test defaults and `overrides`.
    pub fn config(&self, overrides: &[(&str, serde_json::Value)]) -> Config {
        test_config(self.dir.path(), &self.url, overrides)
    }

    /// A server on this place (migrating what is there).
    pub async fn serve(self, overrides: &[(&str, serde_json::Value)]) -> TestApp {
        let (router, ctx) = start(self.dir.path(), &self.url, overrides).await;
        TestApp { router, ctx, dir: self.dir, pg: self.pg }
    }
}

/// The settings of a server on `url` keeping its files in `data_dir`: the test defaults and `overrides`.
pub fn test_config(data_dir: &std::path::Path, url: &str, overrides: &[(&str, serde_json::Value)]) -> Config {
    Config::from_figment(
        &Config::defaults()
            .merge(Serialized::default("data_dir", data_dir))
            .merge(Serialized::default("database_url", url))
            .merge(Serialized::default("db_max_connections", 4))
            .merge(Serialized::defaults(serde_json::Map::from_iter(
                overrides.iter().map(|(k, v)| ((*k).to_owned(), v.clone())),
            ))),
    )
    .unwrap()
}

/// A server on `url` keeping its files in `data_dir`, with the test defaults and `overrides`.
async fn start(data_dir: &std::path::Path, url: &str, overrides: &[(&str, serde_json::Value)]) -> (Router, Context) {
    let config = test_config(data_dir, url, overrides);
    let ctx = Context::start(config).await.unwrap();
    (build_router(AppState::new(ctx.clone())), ctx)
}

/// A Razorpay `payment.captured` webhook body.
pub fn webhook_body(order_id: &str, payment_id: &str, amount: i64, currency: &str) -> String {
    serde_json::json!({
        "entity": "event", "event": "payment.captured",
        "payload": {"payment": {"entity": {"id": payment_id, "order_id": order_id, "amount": amount, "currency": currency, "status": "captured"}}},
    })
    .to_string()
}

/// Delivers a webhook body with a signature and an event id.
pub async fn post_webhook(app: &TestApp, body: &str, signature: &str, event_id: &str) -> TestResponse {
    app.request(
        Request::builder()
            .method(Method::POST)
            .uri("/api/v1/payments/razorpay/webhook")
            .header("content-type", "application/json")
            .header("x-razorpay-signature", signature)
            .header("x-razorpay-event-id", event_id)
            .body(Body::from(body.to_owned()))
            .unwrap(),
    )
    .await
}

/// The 6-digit code in a sign-up e-mail's subject.
pub fn code_in(message: &str) -> String {
    let subject = message.lines().find(|l| l.starts_with("Subject:")).expect("a Subject header");
    let code: String = subject.rsplit(':').next().unwrap().trim().chars().take(6).collect();
    assert!(code.len() == 6 && code.chars().all(|c| c.is_ascii_digit()), "no code in {subject:?}");
    code
}

/// A PostgreSQL database made for one test and dropped after it.
struct PgDatabase {
    admin_url: String,
    name: String,
    url: String,
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// The migrated database this process copies each test app's database from (`CREATE DATABASE ... TEMPLATE`),
/// so a test does not run every migration again (about 1.5 s each on PostgreSQL under load). Made once per
/// process; templates of processes that are gone are dropped when a new one is made.
static TEMPLATE: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();

const TEMPLATE_PREFIX: &str = "fest_template_";

async fn template(base: &str) -> String {
    TEMPLATE
        .get_or_init(|| async {
            let admin = sea_orm::Database::connect(base).await.expect("connect to TEST_DATABASE_URL");
            let rows = admin
                .query_all_raw(sea_orm::Statement::from_string(
                    admin.get_database_backend(),
                    format!("SELECT datname::text FROM pg_database WHERE datname LIKE '{TEMPLATE_PREFIX}%'"),
                ))
                .await
                .unwrap();
            for row in rows {
                let old: String = row.try_get_by_index(0).unwrap();
                let pid = old.trim_start_matches(TEMPLATE_PREFIX).split('_').next().unwrap_or_default();
                if !pid.is_empty() && !std::path::Path::new(&format!("/proc/{pid}")).exists() {
                    let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{old}\" WITH (FORCE)")).await;
                }
            }
            let name = format!("{TEMPLATE_PREFIX}{}_{}", std::process::id(), nanos());
            admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.unwrap();
            admin.close().await.unwrap();
            let mut url = url::Url::parse(base).expect("TEST_DATABASE_URL is a URL");
            url.set_path(&format!("/{name}"));
            let db = fest_app::db::connect_url(url.as_str(), 1).await.unwrap();
            fest_app::db::migrate(&db).await.unwrap();
            // A template must have no connection open while it is copied.
            db.close().await.unwrap();
            name
        })
        .await
        .clone()
}

fn nanos() -> u32 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos()
}

impl PgDatabase {
    /// An empty database.
    async fn create(base: &str) -> Self {
        Self::create_from(base, None).await
    }

    /// A database with every migration applied, copied from this process's template.
    async fn create_migrated(base: &str) -> Self {
        let template = template(base).await;
        Self::create_from(base, Some(&template)).await
    }

    async fn create_from(base: &str, template: Option<&str>) -> Self {
        let name = format!("fest_test_{}_{}_{}", std::process::id(), nanos(), COUNTER.fetch_add(1, Ordering::Relaxed));
        let mut url = url::Url::parse(base).expect("TEST_DATABASE_URL is a URL");
        let admin = sea_orm::Database::connect(base).await.expect("connect to TEST_DATABASE_URL");
        let from = template.map(|t| format!(" TEMPLATE \"{t}\"")).unwrap_or_default();
        admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"{from}")).await.unwrap();
        // A database that lives for one test need not wait for the disk at every commit: its sessions
        // commit without waiting for the WAL to be flushed (what a crash could lose, the test never needs).
        admin.execute_unprepared(&format!("ALTER DATABASE \"{name}\" SET synchronous_commit = off")).await.unwrap();
        admin.close().await.unwrap();
        let admin_url = url.to_string();
        url.set_path(&format!("/{name}"));
        Self { admin_url, name, url: url.to_string() }
    }
}

impl Drop for PgDatabase {
    fn drop(&mut self) {
        let admin_url = self.admin_url.clone();
        let name = self.name.clone();
        // Drop runs inside the test's runtime; use a thread with its own.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            rt.block_on(async {
                if let Ok(admin) = sea_orm::Database::connect(&admin_url).await {
                    let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).await;
                    let _ = admin.close().await;
                }
            });
        })
        .join();
    }
}
