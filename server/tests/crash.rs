//! Crash safety: a rush against the real binary, killed with SIGKILL in the middle, restarted on the same
//! database. Every registration whose verify call answered success is still paid, none is duplicated, and
//! the pending ones are reconciled (paid at the gateway) or expired, as designed.

use crate::common;

use std::collections::HashSet;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use fest_app::Config;
use fest_app::entities::{registration, session, user};
use fest_app::{Context, crypto};
use figment::providers::Serialized;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, Statement};
use serde_json::Value;

const USERS: usize = 40;
const CONCURRENCY: usize = 8;

fn start(dir: &std::path::Path, port: u16, reconcile: bool) -> Child {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fest"));
    cmd.arg("serve")
        .current_dir(dir)
        .env("FEST_BIND", format!("127.0.0.1:{port}"))
        .env("FEST_DATA_DIR", dir)
        .env("FEST_DATABASE_URL", format!("sqlite://{}/fest.db?mode=rwc", dir.display()))
        .env("FEST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    for (key, _) in std::env::vars() {
        if key.starts_with("FEST_")
            && !["FEST_BIND", "FEST_DATA_DIR", "FEST_DATABASE_URL", "FEST_LOG"].contains(&key.as_str())
        {
            cmd.env_remove(key);
        }
    }
    // Orders expire as soon as they are checked, so the test need not wait two hours.
    cmd.env("FEST_PAYMENT_EXPIRY_MINUTES", "0");
    if reconcile {
        // After the restart: check every pending order at once.
        cmd.env("FEST_RECONCILE_INTERVAL_SECS", "1").env("FEST_RECONCILE_AFTER_MINUTES", "0");
    } else {
        cmd.env("FEST_RECONCILE_INTERVAL_SECS", "0");
    }
    cmd.spawn().unwrap()
}

async fn wait_healthy(base: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(r) = reqwest::get(format!("{base}/api/v1/health")).await {
            if r.status().is_success() {
                return;
            }
        }
        assert!(Instant::now() < deadline, "server did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn seed(dir: &std::path::Path) -> Vec<String> {
    let config = Config::from_figment(
        &Config::defaults()
            .merge(Serialized::default("data_dir", dir))
            .merge(Serialized::default("database_url", format!("sqlite://{}/fest.db?mode=rwc", dir.display()))),
    )
    .unwrap();
    let ctx = Context::start(config).await.unwrap();
    let now = chrono::Utc::now();
    let mut tokens = Vec::new();
    for i in 0..USERS {
        let id = uuid::Uuid::new_v4().to_string();
        let name = format!("crash{i:03}");
        user::Entity::insert(user::ActiveModel {
            id: Set(id.clone()),
            username: Set(name.clone()),
            username_key: Set(name.clone()),
            fullname: Set(name.clone()),
            email: Set(format!("{name}@example.com")),
            password_hash: Set(None),
            google_sub: Set(None),
            role: Set(fest_app::roles::Role::User),
            is_email_verified: Set(true),
            is_iitp_stud: Set(false),
            college_name: Set(None),
            por: Set(None),
            address: Set(None),
            college_address: Set(None),
            college_year: Set(None),
            phone_number: Set(None),
            language: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
        })
        .exec(ctx.db())
        .await
        .unwrap();
        let token = crypto::random_token();
        session::Entity::insert(session::ActiveModel {
            token_hash: Set(crypto::sha256_hex(token.as_bytes())),
            user_id: Set(id),
            created_at: Set(now),
            expires_at: Set(now + chrono::Duration::days(1)),
            ip: Set(None),
            user_agent: Set(None),
            last_used_at: Set(None),
        })
        .exec(ctx.db())
        .await
        .unwrap();
        tokens.push(token);
    }
    ctx.db().close_by_ref().await.unwrap();
    tokens
}

/// One user's journey; returns the order id when verify answered success.
async fn journey(client: &reqwest::Client, base: &str, token: &str) -> Option<String> {
    // Each user registers a team of their own people (a person plays for one team per event).
    let form = common::forms::fresh_people(common::forms::team("chess", None));
    let order: Value = client
        .post(format!("{base}/api/v1/events/chess/create-order"))
        .bearer_auth(token)
        .json(&form)
        .send()
        .await
        .ok()?
        .json()
        .await
        .ok()?;
    let order_id = order["order"]["id"].as_str()?.to_owned();
    let paid: Value = client
        .post(format!("{base}/api/v1/payments/sandbox/{order_id}/pay"))
        .bearer_auth(token)
        .send()
        .await
        .ok()?
        .json()
        .await
        .ok()?;
    let verified = client
        .post(format!("{base}/api/v1/events/chess/verify-payment"))
        .bearer_auth(token)
        .json(&paid)
        .send()
        .await
        .ok()?;
    verified.status().is_success().then_some(order_id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_rush_loses_and_duplicates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let tokens = seed(dir.path()).await;
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let base = format!("http://127.0.0.1:{port}");
    let mut server = start(dir.path(), port, false);
    wait_healthy(&base).await;

    let verified = Arc::new(Mutex::new(HashSet::new()));
    let queue = Arc::new(Mutex::new(tokens));
    let mut workers = Vec::new();
    for _ in 0..CONCURRENCY {
        let (queue, verified, base) = (queue.clone(), verified.clone(), base.clone());
        workers.push(tokio::spawn(async move {
            let client = reqwest::Client::builder().timeout(Duration::from_secs(5)).build().unwrap();
            loop {
                let Some(token) = queue.lock().unwrap().pop() else { break };
                if let Some(order) = journey(&client, &base, &token).await {
                    verified.lock().unwrap().insert(order);
                }
            }
        }));
    }
    // Kill the server without warning once a third of the rush has been confirmed.
    let deadline = Instant::now() + Duration::from_secs(60);
    while verified.lock().unwrap().len() < USERS / 3 {
        assert!(Instant::now() < deadline, "the rush made no progress");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    Command::new("kill").args(["-KILL", &server.id().to_string()]).status().unwrap();
    server.wait().unwrap();
    for w in workers {
        w.await.unwrap();
    }
    let verified: HashSet<String> = verified.lock().unwrap().clone();
    assert!(verified.len() >= USERS / 3 && verified.len() < USERS, "killed mid-rush: {} verified", verified.len());

    // Restart on the same database; the reconciler settles what was left pending.
    let mut server = start(dir.path(), port, true);
    wait_healthy(&base).await;
    let config = Config::from_figment(
        &Config::defaults()
            .merge(Serialized::default("data_dir", dir.path()))
            .merge(Serialized::default("database_url", format!("sqlite://{}/fest.db?mode=rwc", dir.path().display()))),
    )
    .unwrap();
    let ctx = Context::new(config.clone(), fest_app::db::connect(&config).await.unwrap()).await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let pending = registration::Entity::find()
            .filter(registration::Column::Status.eq("pending"))
            .all(ctx.db())
            .await
            .unwrap();
        if pending.is_empty() {
            break;
        }
        assert!(Instant::now() < deadline, "{} registrations still pending after reconciliation", pending.len());
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    Command::new("kill").args(["-TERM", &server.id().to_string()]).status().unwrap();
    server.wait().unwrap();

    let all = registration::Entity::find().all(ctx.db()).await.unwrap();
    // The registration each order pays for.
    let ordered: std::collections::HashMap<String, String> = fest_app::entities::payment_order::Entity::find()
        .all(ctx.db())
        .await
        .unwrap()
        .into_iter()
        .map(|o| (o.id, o.payable_id))
        .collect();
    let of_order = |order: &str| all.iter().find(|r| ordered.get(order) == Some(&r.id));
    // Every confirmed registration is still paid.
    for order in &verified {
        let reg = of_order(order).expect("registration of a verified order");
        assert_eq!(reg.status.as_str(), "paid", "order {order}");
    }
    // Nothing is duplicated: at most one live registration per user, and one paid at most.
    let db = ctx.db();
    let dupes = db
        .query_one_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT COUNT(*) FROM (SELECT user_id FROM registration WHERE status IN ('paid', 'pending', 'flagged') \
             GROUP BY user_id HAVING COUNT(*) > 1) d",
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index::<i64>(0)
        .unwrap();
    assert_eq!(dupes, 0);
    // What was paid at the gateway is paid here; the rest expired.
    let paid_orders = db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT id FROM sandbox_order WHERE status = 'paid'",
        ))
        .await
        .unwrap();
    for row in paid_orders {
        let order: String = row.try_get_by_index(0).unwrap();
        let reg = of_order(&order).unwrap();
        assert_eq!(reg.status.as_str(), "paid", "a payment the gateway took is confirmed: {order}");
    }
    assert!(
        all.iter().all(|r| r.status.as_str() == "paid" || r.status.as_str() == "expired"),
        "every registration settled"
    );
}
