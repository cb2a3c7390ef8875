//! Several server processes on one database, as a large fest runs them behind a proxy.
//!
//! On PostgreSQL (the run under `TEST_DATABASE_URL`): two real `fest serve` processes share the database.
//! A sign-out on one is refused on the other within a second, although both keep sessions for a minute; a
//! role change made with the CLI is seen by both within a second; a rush spread over both (each payment
//! verified on both at once) confirms every payment once and queues one receipt each; exactly one of them
//! runs the background jobs, and when it is killed the other takes them over and sends the queued e-mail.
//!
//! On SQLite: the CLI's role change reaches a running server within a second too.

use crate::common;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::TestApp;
use fest_app::entities::{email_outbox, registration};
use fest_app::ports::mailer::OutgoingEmail;
use fest_app::roles::Role;
use fest_app::services::mail_queue;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

/// The key every process shares (the sandbox signs payments with a key derived from it, the e-mail queue
/// seals messages with it).
const DATA_KEY: &str = "ZmVzdC1pbnN0YW5jZXMtdGVzdC1kYXRhLWtleS0zMmI=";
/// Within this, a change made on one process is seen by the other.
const AT_ONCE: Duration = Duration::from_secs(1);
const RUSH_USERS: usize = 16;

struct Instance {
    child: Child,
    base: String,
    dir: tempfile::TempDir,
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Clears the FEST_* variables of the environment the tests run in, so only what is given applies.
fn clean_env(cmd: &mut Command) {
    for (key, _) in std::env::vars() {
        if key.starts_with("FEST_") {
            cmd.env_remove(key);
        }
    }
}

async fn start_instance(database_url: &str) -> Instance {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fest"));
    clean_env(&mut cmd);
    let log = std::fs::File::create(dir.path().join("server.log")).unwrap();
    cmd.arg("serve")
        .current_dir(dir.path())
        .env("FEST_BIND", format!("127.0.0.1:{port}"))
        .env("FEST_DATA_DIR", dir.path())
        .env("FEST_DATABASE_URL", database_url)
        .env("FEST_DATA_KEY", DATA_KEY)
        .env("FEST_LOG", "info")
        .env("FEST_DB_MAX_CONNECTIONS", "8")
        // Sessions are kept a whole minute: only the notifications can make a change seen within a second.
        .env("FEST_SESSION_CACHE_SECS", "60")
        .env("FEST_MAIL_RETRY_INTERVAL_SECS", "1")
        .env("FEST_RECONCILE_INTERVAL_SECS", "0")
        .env("FEST_PURGE_INTERVAL_SECS", "0")
        .stdout(Stdio::null())
        .stderr(log);
    let child = cmd.spawn().unwrap();
    let instance = Instance { child, base: format!("http://127.0.0.1:{port}"), dir };
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(r) = reqwest::get(format!("{}/api/v1/health", instance.base)).await {
            if r.status().is_success() {
                return instance;
            }
        }
        assert!(Instant::now() < deadline, "server did not start: {}", instance.log());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

impl Instance {
    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("server.log")).unwrap_or_default()
    }

    async fn me(&self, client: &reqwest::Client, token: &str) -> (u16, Value) {
        let res = client.get(format!("{}/api/v1/user/me", self.base)).bearer_auth(token).send().await.unwrap();
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    async fn runs_jobs(&self, client: &reqwest::Client) -> Option<bool> {
        let res = client.get(format!("{}/api/v1/health", self.base)).send().await.ok()?;
        res.json::<Value>().await.ok()?["jobs"].as_bool()
    }

    /// How many messages in this server's outbox contain `text`.
    fn outbox_with(&self, text: &str) -> usize {
        let Ok(dir) = std::fs::read_dir(self.dir.path().join("outbox")) else { return 0 };
        dir.filter_map(Result::ok).filter(|e| std::fs::read_to_string(e.path()).is_ok_and(|m| m.contains(text))).count()
    }
}

/// Waits until `check` holds, at most `within`; returns how long it took.
async fn within<F, Fut>(within: Duration, what: &str, mut check: F) -> Duration
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let start = Instant::now();
    loop {
        if check().await {
            return start.elapsed();
        }
        assert!(start.elapsed() < within, "{what}: not within {within:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// `fest user promote` run as an operator would, against the same database.
fn promote_with_cli(database_url: &str, data_dir: &std::path::Path, email: &str, role: &str) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fest"));
    clean_env(&mut cmd);
    let out = cmd
        .args(["user", "promote", "--email", email, "--role", role])
        .current_dir(data_dir)
        .env("FEST_DATA_DIR", data_dir)
        .env("FEST_DATABASE_URL", database_url)
        .env("FEST_DATA_KEY", DATA_KEY)
        .env("FEST_LOG", "warn")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

fn is_postgres(app: &TestApp) -> bool {
    app.ctx.config().database_url().starts_with("postgres")
}

/// One team's payment: the order made on `a`, paid in the sandbox, verified on both servers at once.
async fn pay(client: &reqwest::Client, a: &str, b: &str, token: &str) -> String {
    // Each team with people of its own (a person plays for one team per event).
    let form = common::forms::fresh_people(common::forms::team("chess", None));
    let res = client
        .post(format!("{a}/api/v1/events/chess/create-order"))
        .bearer_auth(token)
        .json(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let order: Value = res.json().await.unwrap();
    let order_id = order["order"]["id"].as_str().unwrap().to_owned();
    let paid: Value = client
        .post(format!("{b}/api/v1/payments/sandbox/{order_id}/pay"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let verify = |base: String| {
        let (client, paid, token) = (client.clone(), paid.clone(), token.to_owned());
        async move {
            client
                .post(format!("{base}/api/v1/events/chess/verify-payment"))
                .bearer_auth(token)
                .json(&paid)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    let (on_a, on_b) = tokio::join!(verify(a.to_owned()), verify(b.to_owned()));
    assert_eq!((on_a, on_b), (200, 200), "a payment verified on both servers at once is accepted on both");
    order_id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_servers_on_one_postgresql_share_sign_outs_roles_payments_and_jobs() {
    // The rush's teams sign up from one address.
    let app = TestApp::spawn_with(&[("data_key", json!(DATA_KEY)), ("login_max_per_ip", json!(1000))]).await;
    if !is_postgres(&app) {
        eprintln!("several servers share a PostgreSQL database: this test runs under TEST_DATABASE_URL");
        return;
    }
    let url = app.ctx.config().database_url();
    let alice = app.user_with_role("alice", Role::User).await;
    let bob = app.user_with_role("bob", Role::User).await;
    let a = start_instance(&url).await;
    let b = start_instance(&url).await;
    let client = reqwest::Client::builder().timeout(Duration::from_secs(10)).build().unwrap();

    // Both servers have the sessions cached.
    for server in [&a, &b] {
        assert_eq!(server.me(&client, &alice).await.0, 200);
        assert_eq!(server.me(&client, &bob).await.0, 200);
    }

    // A sign-out on A is refused on B within a second.
    let res = client.post(format!("{}/api/v1/auth/logout", a.base)).bearer_auth(&alice).json(&json!({})).send().await;
    assert_eq!(res.unwrap().status(), 200);
    let took = within(AT_ONCE, "the sign-out on A reaches B", || async { b.me(&client, &alice).await.0 == 401 }).await;
    eprintln!("sign-out seen by the other server after {took:?}");
    assert_eq!(a.me(&client, &alice).await.0, 401);

    // A role change made with the CLI is seen by both within a second.
    promote_with_cli(&url, app.dir.path(), "bob@example.com", "admin");
    let took = within(AT_ONCE, "the CLI's role change reaches both servers", || async {
        a.me(&client, &bob).await.1["user"]["role"] == "admin" && b.me(&client, &bob).await.1["user"]["role"] == "admin"
    })
    .await;
    eprintln!("role change seen by both servers after {took:?}");

    // A rush spread over both servers confirms every payment once.
    let mut teams = Vec::new();
    for i in 0..RUSH_USERS {
        teams.push(app.user_with_role(&format!("rush{i:02}"), Role::User).await);
    }
    let mut rush = Vec::new();
    for (i, token) in teams.iter().enumerate() {
        let (client, token) = (client.clone(), token.clone());
        let (first, second) =
            if i % 2 == 0 { (a.base.clone(), b.base.clone()) } else { (b.base.clone(), a.base.clone()) };
        rush.push(tokio::spawn(async move { pay(&client, &first, &second, &token).await }));
    }
    let mut orders = Vec::new();
    for r in rush {
        orders.push(r.await.unwrap());
    }
    let paid = registration::Entity::find()
        .filter(registration::Column::Status.eq(registration::Status::Paid))
        .count(app.ctx.db())
        .await
        .unwrap();
    assert_eq!(paid, RUSH_USERS as u64, "every team paid once");
    // The receipt's e-mail is made by a reaction after the payment commits: wait for it (a sweep of either
    // server makes any a stopped reaction left), never for a fixed time.
    let receipts_queued =
        || email_outbox::Entity::find().filter(email_outbox::Column::Purpose.eq("receipt")).count(app.ctx.db());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let mut receipts = receipts_queued().await.unwrap();
    while receipts < RUSH_USERS as u64 && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        receipts = receipts_queued().await.unwrap();
    }
    assert_eq!(receipts, RUSH_USERS as u64, "one receipt per payment, whichever server confirmed it");
    for order in &orders {
        let ordered = fest_app::services::payment_orders::find(app.ctx.db(), order).await.unwrap().unwrap();
        let reg = registration::Entity::find_by_id(&ordered.payable_id).one(app.ctx.db()).await.unwrap().unwrap();
        assert_eq!(reg.status, registration::Status::Paid);
    }

    // Exactly one server runs the background jobs; killing it hands them to the other.
    let (mut holder, mut other) = (a, b);
    within(Duration::from_secs(5), "one server takes the jobs lock", || async {
        holder.runs_jobs(&client).await.unwrap_or(false) != other.runs_jobs(&client).await.unwrap_or(false)
    })
    .await;
    if !holder.runs_jobs(&client).await.unwrap() {
        std::mem::swap(&mut holder, &mut other);
    }
    assert_eq!(other.runs_jobs(&client).await, Some(false), "only one server runs the jobs");
    Command::new("kill").args(["-KILL", &holder.child.id().to_string()]).status().unwrap();
    holder.child.wait().unwrap();
    let took = within(Duration::from_secs(10), "the other server takes the jobs over", || async {
        other.runs_jobs(&client).await == Some(true)
    })
    .await;
    eprintln!("jobs taken over after {took:?}");
    // The survivor's retry job now sends what is waiting in the queue.
    let email = OutgoingEmail {
        to: "someone@example.com".into(),
        subject: "Queued while a server died".into(),
        text: "Hello".into(),
        html: "<p>Hello</p>".into(),
    };
    let id = mail_queue::enqueue(&app.ctx, app.ctx.writer(), "test", email, Vec::new()).await.unwrap().id().to_owned();
    // Queued by a process that died before sending it, whose lease has run out since.
    email_outbox::Entity::update_many()
        .col_expr(
            email_outbox::Column::LockedUntil,
            Expr::value(Some(chrono::Utc::now() - chrono::Duration::seconds(1))),
        )
        .filter(email_outbox::Column::Id.eq(id.as_str()))
        .exec(app.ctx.writer())
        .await
        .unwrap();
    within(Duration::from_secs(10), "the survivor sends the queued e-mail", || async {
        email_outbox::Entity::find_by_id(id.as_str()).one(app.ctx.db()).await.unwrap().unwrap().status == "sent"
    })
    .await;
    assert_eq!(other.outbox_with("Queued while a server died"), 1, "sent by the survivor, once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cli_reaches_a_running_sqlite_server_at_once() {
    let app = TestApp::spawn_with(&[("data_key", json!(DATA_KEY))]).await;
    if is_postgres(&app) {
        eprintln!("this test is about SQLite; the PostgreSQL run has its own");
        return;
    }
    let url = app.ctx.config().database_url();
    let carol = app.user_with_role("carol", Role::User).await;
    let server = start_instance(&url).await;
    let client = reqwest::Client::new();
    let (status, me) = server.me(&client, &carol).await;
    assert_eq!((status, me["user"]["role"].as_str()), (200, Some("user")));
    promote_with_cli(&url, app.dir.path(), "carol@example.com", "moderator");
    let took = within(AT_ONCE, "the CLI's role change reaches the server", || async {
        server.me(&client, &carol).await.1["user"]["role"] == "moderator"
    })
    .await;
    eprintln!("role change seen after {took:?}");
    assert_eq!(server.runs_jobs(&client).await, Some(true), "the one server on SQLite runs the jobs");
}
