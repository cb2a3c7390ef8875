//! `fest-bench`: measures the release binary the way a registration rush meets it.
//!
//! Scenarios (each against a fresh database the bench seeds itself):
//! 1. ceiling: a small static file (`/robots.txt`), the most the server and this load generator can do;
//! 2. events: `GET /api/v1/events`, the busiest public call, as a ratio of the ceiling;
//! 3. reads: the read mix, `GET /api/v1/events` and `GET /api/v1/user/me` with valid sessions;
//! 4. rush: pre-created users each creating an order, paying in the sandbox and verifying, 50 at a time;
//! 5. admin: the admin list calls with 20,000 users and 10,000 registrations in the database;
//! 6. checkin: 20 gates scanning 5,000 passes at once (with some passes shown at two gates), then a check
//!    that every pass was checked in exactly once.
//!
//! It prints requests per second, p50/p95/p99 latency and errors for each, the server's peak resident
//! memory, and writes the figures as JSON under bench/results/.

use fest_app::entities::registration::Status as RegistrationStatus;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use clap::Parser;
use fest_app::config::Config;
use fest_app::entities::{ca_application, registration, session, user};
use fest_app::services::registrations::{seal_payload, validate};
use fest_app::{Context, crypto};
use fest_shared::catalogue::event;
use figment::providers::Serialized;
use hdrhistogram::Histogram;
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use serde_json::{Value, json};

#[derive(Parser, Debug)]
#[command(about = "Benchmarks of the fest platform's release binary")]
struct Args {
    /// The server binary.
    #[arg(long, default_value = "target/release/fest")]
    bin: PathBuf,
    /// A PostgreSQL server URL to run against instead of SQLite (a database is created and dropped).
    #[arg(long)]
    postgres: Option<String>,
    /// Scenarios to run: ceiling, events, reads, rush, admin, checkin (comma-separated) or all.
    #[arg(long, default_value = "all")]
    scenarios: String,
    /// Seconds per throughput scenario.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// Connections for the throughput scenarios.
    #[arg(long, default_value_t = 64)]
    connections: usize,
    /// Users in the rush.
    #[arg(long, default_value_t = 1000)]
    rush_users: usize,
    /// Concurrent users in the rush.
    #[arg(long, default_value_t = 50)]
    rush_concurrency: usize,
    /// Passes in the check-in scenario.
    #[arg(long, default_value_t = 5000)]
    passes: usize,
    /// Gates scanning at once in the check-in scenario.
    #[arg(long, default_value_t = 20)]
    gates: usize,
    /// Where to write the JSON figures.
    #[arg(long, default_value = "bench/results")]
    out: PathBuf,
}

/// A running server under test.
struct Server {
    child: Child,
    base: String,
}

impl Server {
    async fn start(bin: &Path, data_dir: &Path, database_url: &str) -> anyhow::Result<Server> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let child = Command::new(bin)
            .arg("serve")
            .current_dir(data_dir)
            .env("FEST_BIND", format!("127.0.0.1:{port}"))
            .env("FEST_DATA_DIR", data_dir)
            .env("FEST_DATABASE_URL", database_url)
            .env("FEST_RECONCILE_INTERVAL_SECS", "0")
            .env("FEST_LOGIN_MAX_PER_IP", "1000000")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start {}", bin.display()))?;
        let base = format!("http://127.0.0.1:{port}");
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok(r) = client.get(format!("{base}/api/v1/health")).send().await {
                if r.status().is_success() {
                    break;
                }
            }
            if Instant::now() > deadline {
                bail!("the server did not become healthy");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Ok(Server { child, base })
    }

    /// Peak resident memory (VmHWM), in MB.
    fn peak_rss_mb(&self) -> f64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    }

    fn stop(mut self) {
        let _ = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status();
        let _ = self.child.wait();
    }
}

/// Latency figures of a scenario.
#[derive(Debug, Clone, serde::Serialize)]
struct Figures {
    requests: u64,
    errors: u64,
    seconds: f64,
    rps: f64,
    p50_ms: f64,
    p95_ms: f64,
    p99_ms: f64,
}

fn figures(hist: &Histogram<u64>, errors: u64, seconds: f64) -> Figures {
    let ms = |q: f64| hist.value_at_quantile(q) as f64 / 1000.0;
    Figures {
        requests: hist.len(),
        errors,
        seconds,
        rps: hist.len() as f64 / seconds,
        p50_ms: ms(0.50),
        p95_ms: ms(0.95),
        p99_ms: ms(0.99),
    }
}

fn new_hist() -> Histogram<u64> {
    Histogram::new_with_bounds(1, 60_000_000, 3).unwrap_or_else(|_| unreachable!("valid bounds"))
}

/// A closed loop: `connections` clients, each sending the next request as soon as the last one answered,
/// for `seconds`. `pick(i)` chooses the i-th request: (path, bearer token).
async fn closed_loop(
    base: &str,
    connections: usize,
    seconds: u64,
    pick: Arc<dyn Fn(usize) -> (String, Option<String>) + Send + Sync>,
) -> Figures {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let counter = Arc::new(AtomicUsize::new(0));
    let start = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..connections {
        let base = base.to_owned();
        let pick = pick.clone();
        let counter = counter.clone();
        tasks.push(tokio::spawn(async move {
            let client = reqwest::Client::builder().pool_max_idle_per_host(1).build().unwrap_or_default();
            let mut hist = new_hist();
            let mut errors = 0u64;
            while Instant::now() < deadline {
                let (path, token) = pick(counter.fetch_add(1, Ordering::Relaxed));
                let mut req = client.get(format!("{base}{path}"));
                if let Some(t) = token {
                    req = req.bearer_auth(t);
                }
                let t0 = Instant::now();
                match req.send().await {
                    Ok(r) if r.status().is_success() => {
                        let _ = r.bytes().await;
                        let _ = hist.record(t0.elapsed().as_micros() as u64);
                    }
                    _ => errors += 1,
                }
            }
            (hist, errors)
        }));
    }
    let mut hist = new_hist();
    let mut errors = 0;
    for t in tasks {
        if let Ok((h, e)) = t.await {
            let _ = hist.add(h);
            errors += e;
        }
    }
    figures(&hist, errors, start.elapsed().as_secs_f64())
}

/// Users with sessions, inserted directly (signing up 1,000 people through argon2 would measure argon2).
async fn seed_users(ctx: &Context, prefix: &str, n: usize) -> anyhow::Result<Vec<(String, String)>> {
    let hash = crypto::hash_password("bench-password".into()).await?;
    let now = chrono::Utc::now();
    let mut out = Vec::with_capacity(n);
    for chunk in (0..n).collect::<Vec<_>>().chunks(500) {
        let mut users = Vec::new();
        let mut sessions = Vec::new();
        for &i in chunk {
            let id = uuid::Uuid::new_v4().to_string();
            let username = format!("{prefix}{i:05}");
            let email = format!("{username}@bench.example");
            users.push(user::ActiveModel {
                id: Set(id.clone()),
                username: Set(username.clone()),
                username_key: Set(username.clone()),
                fullname: Set(format!("Bench User {i}")),
                email: Set(email.clone()),
                password_hash: Set(Some(hash.clone())),
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
                created_at: Set(now - chrono::Duration::seconds(i as i64)),
                updated_at: Set(now),
            });
            let token = crypto::random_token();
            sessions.push(session::ActiveModel {
                token_hash: Set(crypto::sha256_hex(token.as_bytes())),
                user_id: Set(id),
                created_at: Set(now),
                expires_at: Set(now + chrono::Duration::days(7)),
                ip: Set(None),
                user_agent: Set(None),
                last_used_at: Set(Some(now)),
            });
            out.push((email, token));
        }
        user::Entity::insert_many(users).exec(ctx.db()).await?;
        session::Entity::insert_many(sessions).exec(ctx.db()).await?;
    }
    Ok(out)
}

fn person(n: usize) -> Value {
    json!({"fullname": "Bench Player", "email": format!("p{n}@bench.example"),
           "phoneNumber": format!("9{:09}", n % 1_000_000_000), "aadharId": format!("1{:011}", n % 100_000_000_000)})
}

/// A valid football men's team.
fn football(seed: usize) -> Value {
    let roster = event("football").map(|e| e.roster).unwrap_or_default();
    let mut team = serde_json::Map::new();
    let mut n = seed * 100;
    for role in roster {
        let members: Vec<Value> = (0..role.min)
            .map(|_| {
                n += 1;
                person(n)
            })
            .collect();
        team.insert(role.field.to_owned(), Value::Array(members));
    }
    json!({"collegeName": "Indian Institute of Technology Patna", "collegeAddress": "Patna, Bihar",
           "category": "Men", "accompanyingCoach": "No", "team": team})
}

/// Registrations inserted directly, paid, spread over the registrable events' team events.
async fn seed_registrations(ctx: &Context, users: &[(String, String)], n: usize) -> anyhow::Result<()> {
    let football_event = event("football").context("football")?;
    let registration = validate(football_event, &football(1)).map_err(|e| anyhow::anyhow!("{e}"))?;
    let payload = seal_payload(ctx, &registration)?;
    let db = ctx.db();
    let ids: Vec<String> = user::Entity::find().all(db).await?.into_iter().map(|u| u.id).collect();
    let now = chrono::Utc::now();
    let events = ["football", "cricket", "basketball", "volleyball", "kabaddi"];
    for chunk in (0..n).collect::<Vec<_>>().chunks(500) {
        let rows = chunk.iter().map(|&i| {
            let uid = ids[i % ids.len()].clone();
            let ev = events[(i / ids.len()) % events.len()];
            registration::ActiveModel {
                id: Set(uuid::Uuid::new_v4().to_string()),
                user_id: Set(uid.clone()),
                event_id: Set(ev.into()),
                category: Set(Some("Men".into())),
                college_name: Set("Indian Institute of Technology Patna".into()),
                payload: Set(payload.clone()),
                members: Set(13),
                amount_paise: Set(650_000),
                currency: Set("INR".into()),
                status: Set(if i % 5 == 0 { RegistrationStatus::Pending } else { RegistrationStatus::Paid }),
                payment_mode: Set(fest_app::config::PaymentsMode::Sandbox),
                active_slot: Set(Some(format!("{uid}:{ev}"))),
                gateway_order_id: Set(Some(format!("order_seed_{i}"))),
                gateway_payment_id: Set(Some(format!("pay_seed_{i}"))),
                referral_code: Set(None),
                flag_reason: Set(None),
                expires_at: Set(None),
                paid_at: Set(Some(now)),
                checked_at: Set(None),
                cancelled_at: Set(None),
                refund_status: Set(None),
                refund_amount_paise: Set(None),
                refund_id: Set(None),
                coupon_code: Set(None),
                discount_paise: Set(None),
                original_amount_paise: Set(None),
                order_amount_paise: Set(None),
                created_at: Set(now - chrono::Duration::seconds(i as i64)),
                updated_at: Set(now),
            }
        });
        registration::Entity::insert_many(rows).exec(db).await?;
    }
    let _ = users;
    Ok(())
}

async fn seed_applications(ctx: &Context, n: usize) -> anyhow::Result<()> {
    let db = ctx.db();
    let users = user::Entity::find().all(db).await?;
    let now = chrono::Utc::now();
    let rows = users.iter().take(n).enumerate().map(|(i, u)| ca_application::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(u.id.clone()),
        full_name: Set(u.fullname.clone()),
        college_name: Set("NIT Patna".into()),
        college_year: Set("Second Year".into()),
        rollno: Set(format!("R{i}")),
        college_address: Set("Patna, Bihar".into()),
        phone_number: Set("9876543210".into()),
        how_did_you_know: Set("Instagram".into()),
        application_statement: Set("I would like to represent the fest.".into()),
        por: Set(None),
        alternative_email: Set(None),
        status: Set(fest_app::entities::ca_application::Status::Pending),
        applied_at: Set(now),
        reviewed_by: Set(None),
        reviewed_at: Set(None),
        referral_code: Set(None),
    });
    ca_application::Entity::insert_many(rows).exec(db).await?;
    Ok(())
}

async fn make_admin(ctx: &Context, email: &str) -> anyhow::Result<()> {
    ctx.db().execute_unprepared(&format!("UPDATE \"user\" SET role = 'admin' WHERE email = '{email}'")).await?;
    Ok(())
}

/// The rush: each user creates an order, pays in the sandbox and verifies; `concurrency` at a time.
async fn rush(base: &str, users: Vec<(String, String)>, concurrency: usize) -> (Figures, Figures) {
    let queue = Arc::new(tokio::sync::Mutex::new(users.into_iter().enumerate().collect::<Vec<_>>()));
    let start = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..concurrency {
        let queue = queue.clone();
        let base = base.to_owned();
        tasks.push(tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut calls = new_hist();
            let mut journeys = new_hist();
            let mut errors = 0u64;
            loop {
                let Some((i, (_, token))) = queue.lock().await.pop() else { break };
                let j0 = Instant::now();
                let mut step = |ok: bool, t0: Instant, hist: &mut Histogram<u64>| {
                    let _ = hist.record(t0.elapsed().as_micros() as u64);
                    if !ok {
                        errors += 1;
                    }
                    ok
                };
                let t0 = Instant::now();
                let r = client
                    .post(format!("{base}/api/v1/events/football/create-order"))
                    .bearer_auth(&token)
                    .json(&football(i + 1))
                    .send()
                    .await;
                let order: Option<Value> = match r {
                    Ok(r) if r.status().is_success() => r.json().await.ok(),
                    _ => None,
                };
                if !step(order.is_some(), t0, &mut calls) {
                    continue;
                }
                let order_id = order.as_ref().and_then(|o| o["order"]["id"].as_str()).unwrap_or_default().to_owned();
                let t0 = Instant::now();
                let paid: Option<Value> = match client
                    .post(format!("{base}/api/v1/payments/sandbox/{order_id}/pay"))
                    .bearer_auth(&token)
                    .send()
                    .await
                {
                    Ok(r) if r.status().is_success() => r.json().await.ok(),
                    _ => None,
                };
                if !step(paid.is_some(), t0, &mut calls) {
                    continue;
                }
                let t0 = Instant::now();
                let ok = matches!(client
                    .post(format!("{base}/api/v1/events/football/verify-payment"))
                    .bearer_auth(&token)
                    .json(&paid)
                    .send()
                    .await, Ok(r) if r.status().is_success());
                step(ok, t0, &mut calls);
                let _ = journeys.record(j0.elapsed().as_micros() as u64);
            }
            (calls, journeys, errors)
        }));
    }
    let (mut calls, mut journeys, mut errors) = (new_hist(), new_hist(), 0);
    for t in tasks {
        if let Ok((c, j, e)) = t.await {
            let _ = calls.add(c);
            let _ = journeys.add(j);
            errors += e;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    (figures(&calls, errors, secs), figures(&journeys, errors, secs))
}

/// Paid football registrations whose passes (issued as a payment issues them) add up to at least `passes`;
/// returns every pass token.
async fn seed_passes(ctx: &Context, owner_email: &str, passes: usize) -> anyhow::Result<Vec<String>> {
    use fest_app::entities::pass;
    use sea_orm::{ColumnTrait, QueryFilter, QuerySelect};
    let football_event = event("football").context("football")?;
    let owner = user::Entity::find()
        .filter(user::Column::Email.eq(owner_email))
        .one(ctx.db())
        .await?
        .context("the owner of the seeded registrations")?;
    let mut made = 0;
    let mut i = 0;
    while made < passes {
        i += 1;
        let registration = validate(football_event, &football(i)).map_err(|e| anyhow::anyhow!("{e}"))?;
        let id = uuid::Uuid::new_v4().to_string();
        let now = chrono::Utc::now();
        let txn = fest_app::db::begin_write(ctx.writer()).await?;
        registration::Entity::insert(registration::ActiveModel {
            id: Set(id.clone()),
            user_id: Set(owner.id.clone()),
            event_id: Set("football".into()),
            category: Set(Some("Men".into())),
            college_name: Set(registration.college_name.clone()),
            payload: Set(seal_payload(ctx, &registration)?),
            members: Set(i32::try_from(registration.members)?),
            amount_paise: Set(650_000),
            currency: Set("INR".into()),
            status: Set(RegistrationStatus::Paid),
            payment_mode: Set(fest_app::config::PaymentsMode::Sandbox),
            active_slot: Set(None),
            gateway_order_id: Set(Some(format!("order_gate_{i}"))),
            gateway_payment_id: Set(Some(format!("pay_gate_{i}"))),
            referral_code: Set(None),
            flag_reason: Set(None),
            expires_at: Set(None),
            paid_at: Set(Some(now)),
            checked_at: Set(None),
            cancelled_at: Set(None),
            refund_status: Set(None),
            refund_amount_paise: Set(None),
            refund_id: Set(None),
            coupon_code: Set(None),
            discount_paise: Set(None),
            original_amount_paise: Set(None),
            order_amount_paise: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
        })
        .exec_without_returning(&txn)
        .await?;
        fest_app::services::passes::follow(ctx, &txn, &id).await?;
        txn.commit().await?;
        made += registration.members as usize;
    }
    let tokens: Vec<String> =
        pass::Entity::find().select_only().column(pass::Column::Token).into_tuple().all(ctx.db()).await?;
    Ok(tokens)
}

/// What the gates saw: answers by result, the scan latencies, and the elapsed time.
struct GateRun {
    scans: Figures,
    ok: u64,
    duplicate: u64,
    other: u64,
}

/// `gates` volunteers scanning at once: gate g scans its share of the passes, then every 20th pass of the
/// next gate's share again (a person shown at two gates).
async fn gates(base: &str, volunteers: &[String], tokens: &[String]) -> GateRun {
    let n = volunteers.len();
    let share = tokens.len().div_ceil(n);
    let start = Instant::now();
    let mut tasks = Vec::new();
    for (g, volunteer) in volunteers.iter().enumerate() {
        let mut mine: Vec<String> = tokens.iter().skip(g * share).take(share).cloned().collect();
        let next = (g + 1) % n;
        mine.extend(tokens.iter().skip(next * share).take(share).step_by(20).cloned());
        let (base, volunteer) = (base.to_owned(), volunteer.clone());
        tasks.push(tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut hist = new_hist();
            let (mut ok, mut duplicate, mut other, mut errors) = (0u64, 0u64, 0u64, 0u64);
            for token in mine {
                let t0 = Instant::now();
                let res = client
                    .post(format!("{base}/api/v1/checkin/scan"))
                    .bearer_auth(&volunteer)
                    .json(&json!({"token": token, "gate": format!("Gate {g}")}))
                    .send()
                    .await;
                let answer: Option<Value> = match res {
                    Ok(r) if r.status().is_success() => r.json().await.ok(),
                    _ => None,
                };
                let _ = hist.record(t0.elapsed().as_micros() as u64);
                match answer.as_ref().and_then(|a| a["result"].as_str()) {
                    Some("ok") => ok += 1,
                    Some("duplicate") => duplicate += 1,
                    Some(_) => other += 1,
                    None => errors += 1,
                }
            }
            (hist, ok, duplicate, other, errors)
        }));
    }
    let (mut hist, mut ok, mut duplicate, mut other, mut errors) = (new_hist(), 0, 0, 0, 0);
    for t in tasks {
        if let Ok((h, o, d, x, e)) = t.await {
            let _ = hist.add(h);
            ok += o;
            duplicate += d;
            other += x;
            errors += e;
        }
    }
    GateRun { scans: figures(&hist, errors, start.elapsed().as_secs_f64()), ok, duplicate, other }
}

/// Sequential latency of one admin call.
async fn sample(base: &str, token: &str, paths: &[String], n: usize) -> Figures {
    let client = reqwest::Client::new();
    let mut hist = new_hist();
    let mut errors = 0;
    let start = Instant::now();
    for i in 0..n {
        let t0 = Instant::now();
        match client.get(format!("{base}{}", paths[i % paths.len()])).bearer_auth(token).send().await {
            Ok(r) if r.status().is_success() => {
                let _ = r.bytes().await;
                let _ = hist.record(t0.elapsed().as_micros() as u64);
            }
            _ => errors += 1,
        }
    }
    figures(&hist, errors, start.elapsed().as_secs_f64())
}

/// A fresh database for one scenario: a SQLite file in `dir`, or a new PostgreSQL database.
async fn database(args: &Args, dir: &Path, name: &str) -> anyhow::Result<(String, Option<(String, String)>)> {
    match &args.postgres {
        None => Ok((format!("sqlite://{}/fest.db?mode=rwc", dir.display()), None)),
        Some(base) => {
            let db = format!("fest_bench_{name}_{}", std::process::id());
            let admin = sea_orm::Database::connect(base).await?;
            admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{db}\"")).await?;
            admin.execute_unprepared(&format!("CREATE DATABASE \"{db}\"")).await?;
            let mut url = url::Url::parse(base)?;
            url.set_path(&format!("/{db}"));
            Ok((url.to_string(), Some((base.clone(), db))))
        }
    }
}

async fn drop_database(pg: Option<(String, String)>) {
    if let Some((base, db)) = pg {
        if let Ok(admin) = sea_orm::Database::connect(&base).await {
            let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{db}\" WITH (FORCE)")).await;
        }
    }
}

async fn context(dir: &Path, url: &str) -> anyhow::Result<Context> {
    let config = Config::from_figment(
        &Config::defaults()
            .merge(Serialized::default("data_dir", dir))
            .merge(Serialized::default("database_url", url))
            .merge(Serialized::default("reconcile_interval_secs", 0)),
    )?;
    Ok(Context::start(config).await?)
}

fn print(name: &str, f: &Figures) {
    println!(
        "{name:<34} {:>9.0} req/s  p50 {:>7.2} ms  p95 {:>7.2} ms  p99 {:>7.2} ms  errors {}  ({} requests)",
        f.rps, f.p50_ms, f.p95_ms, f.p99_ms, f.errors, f.requests
    );
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = Args::parse();
    args.bin =
        std::fs::canonicalize(&args.bin).with_context(|| format!("no server binary at {}", args.bin.display()))?;
    let want = |s: &str| args.scenarios == "all" || args.scenarios.split(',').any(|x| x.trim() == s);
    let db_name = if args.postgres.is_some() { "postgres" } else { "sqlite" };
    println!(
        "fest-bench: {} on {db_name}, {} connections, {} s per throughput scenario",
        args.bin.display(),
        args.connections,
        args.seconds
    );
    let mut results = serde_json::Map::new();
    let mut peak_rss: f64 = 0.0;

    if want("ceiling") || want("events") || want("reads") || want("rush") {
        let dir = tempfile::tempdir()?;
        let (url, pg) = database(&args, dir.path(), "load").await?;
        let ctx = context(dir.path(), &url).await?;
        let users = seed_users(&ctx, "rush", args.rush_users.max(1)).await?;
        drop(ctx);
        let server = Server::start(&args.bin, dir.path(), &url).await?;
        let base = server.base.clone();
        let mut ceiling_rps = None;
        if want("ceiling") {
            let f =
                closed_loop(&base, args.connections, args.seconds, Arc::new(|_| ("/robots.txt".into(), None))).await;
            print("ceiling: GET /robots.txt", &f);
            ceiling_rps = Some(f.rps);
            results.insert("ceiling".into(), json!(f));
        }
        if want("events") {
            let f =
                closed_loop(&base, args.connections, args.seconds, Arc::new(|_| ("/api/v1/events".into(), None))).await;
            print("events: GET /api/v1/events", &f);
            let mut v = json!(f);
            if let Some(c) = ceiling_rps {
                let ratio = f.rps / c;
                println!("{:<34} {:>8.1} % of the ceiling", "", ratio * 100.0);
                v["ratio_of_ceiling"] = json!(ratio);
            }
            results.insert("events".into(), v);
        }
        if want("reads") {
            let tokens: Arc<Vec<String>> = Arc::new(users.iter().map(|(_, t)| t.clone()).collect());
            let f = closed_loop(
                &base,
                args.connections,
                args.seconds,
                Arc::new(move |i| {
                    if i % 2 == 0 {
                        ("/api/v1/events".into(), None)
                    } else {
                        ("/api/v1/user/me".into(), Some(tokens[i % tokens.len()].clone()))
                    }
                }),
            )
            .await;
            print("reads: events + user/me", &f);
            let mut v = json!(f);
            if let Some(c) = ceiling_rps {
                println!("{:<34} {:>8.1} % of the ceiling", "", f.rps / c * 100.0);
                v["ratio_of_ceiling"] = json!(f.rps / c);
            }
            results.insert("reads".into(), v);
        }
        if want("rush") {
            let (calls, journeys) = rush(&base, users.clone(), args.rush_concurrency).await;
            print("rush: each call", &calls);
            print("rush: order + pay + verify", &journeys);
            results.insert("rush".into(), json!({"calls": calls, "journeys": journeys, "users": users.len(), "concurrency": args.rush_concurrency}));
        }
        peak_rss = peak_rss.max(server.peak_rss_mb());
        server.stop();
        drop_database(pg).await;
    }

    if want("admin") {
        let dir = tempfile::tempdir()?;
        let (url, pg) = database(&args, dir.path(), "admin").await?;
        let ctx = context(dir.path(), &url).await?;
        let t0 = Instant::now();
        let users = seed_users(&ctx, "user", 20_000).await?;
        seed_registrations(&ctx, &users, 10_000).await?;
        seed_applications(&ctx, 500).await?;
        make_admin(&ctx, &users[0].0).await?;
        println!(
            "admin: seeded 20,000 users, 10,000 registrations, 500 CA applications in {:.1} s",
            t0.elapsed().as_secs_f64()
        );
        drop(ctx);
        let server = Server::start(&args.bin, dir.path(), &url).await?;
        let token = users[0].1.clone();
        let pages = |base: &str, n: usize| (1..=n).map(|p| format!("{base}page={p}&limit=20")).collect::<Vec<_>>();
        let calls: Vec<(&str, Vec<String>)> = vec![
            ("GET /user/all-users (pages)", pages("/api/v1/user/all-users?", 50)),
            (
                "GET /user/all-users?search=",
                (0..50).map(|i| format!("/api/v1/user/all-users?search=user1{i:02}&limit=20")).collect(),
            ),
            ("GET /user/all-users?role=admin", vec!["/api/v1/user/all-users?role=admin".into()]),
            ("GET /events/{e}/registrations", pages("/api/v1/events/football/registrations?", 50)),
            (
                "GET /events/{e}/registrations?search",
                (0..50).map(|i| format!("/api/v1/events/cricket/registrations?search=user0{i:02}&limit=20")).collect(),
            ),
            ("GET /events/{e}/registrations?status", pages("/api/v1/events/kabaddi/registrations?status=pending&", 20)),
            ("GET /ca/all-applications", vec!["/api/v1/ca/all-applications".into()]),
            ("GET /events/all-registrations", vec!["/api/v1/events/all-registrations".into()]),
            ("GET /admin/stats", vec!["/api/v1/admin/stats".into()]),
            ("GET /admin/audit-log", vec!["/api/v1/admin/audit-log".into()]),
        ];
        let mut admin = serde_json::Map::new();
        for (name, paths) in calls {
            let f = sample(&server.base, &token, &paths, 200).await;
            print(name, &f);
            admin.insert(name.into(), json!(f));
        }
        results.insert("admin".into(), Value::Object(admin));
        peak_rss = peak_rss.max(server.peak_rss_mb());
        server.stop();
        drop_database(pg).await;
    }

    if want("checkin") {
        let dir = tempfile::tempdir()?;
        let (url, pg) = database(&args, dir.path(), "checkin").await?;
        let ctx = context(dir.path(), &url).await?;
        let t0 = Instant::now();
        let volunteers = seed_users(&ctx, "gate", args.gates.max(1)).await?;
        ctx.db().execute_unprepared("UPDATE \"user\" SET role = 'volunteer'").await?;
        let tokens = seed_passes(&ctx, &volunteers[0].0, args.passes).await?;
        println!(
            "checkin: seeded {} passes and {} volunteers in {:.1} s",
            tokens.len(),
            volunteers.len(),
            t0.elapsed().as_secs_f64()
        );
        let server = Server::start(&args.bin, dir.path(), &url).await?;
        let sessions: Vec<String> = volunteers.iter().map(|(_, t)| t.clone()).collect();
        let run = gates(&server.base, &sessions, &tokens).await;
        print(&format!("checkin: {} gates scanning", sessions.len()), &run.scans);
        // Every pass checked in once: as the gates were told, and as the database holds it.
        let checked_in = ctx
            .db()
            .query_one_raw(sea_orm::Statement::from_string(
                ctx.db().get_database_backend(),
                "SELECT COUNT(*) FROM pass WHERE checked_in_at IS NOT NULL",
            ))
            .await?
            .and_then(|r| r.try_get_by_index::<i64>(0).ok())
            .unwrap_or(-1);
        let recorded_ok = ctx
            .db()
            .query_one_raw(sea_orm::Statement::from_string(
                ctx.db().get_database_backend(),
                "SELECT COUNT(*) FROM checkin WHERE outcome = 'ok'",
            ))
            .await?
            .and_then(|r| r.try_get_by_index::<i64>(0).ok())
            .unwrap_or(-1);
        let passes = tokens.len() as u64;
        let exact = run.ok == passes && checked_in == passes as i64 && recorded_ok == passes as i64 && run.other == 0;
        println!(
            "{:<34} {} ok, {} duplicate, {} other; {} passes checked in, {} recorded: {}",
            "",
            run.ok,
            run.duplicate,
            run.other,
            checked_in,
            recorded_ok,
            if exact { "each pass exactly once" } else { "MISMATCH" }
        );
        let target = run.scans.rps >= 500.0 && run.scans.p95_ms < 50.0 && run.scans.errors == 0;
        println!("{:<34} target >= 500 check-ins/s with p95 < 50 ms: {}", "", if target { "met" } else { "NOT met" });
        results.insert(
            "checkin".into(),
            json!({"scans": run.scans, "ok": run.ok, "duplicate": run.duplicate, "other": run.other,
                   "passes": passes, "checked_in": checked_in, "recorded_ok": recorded_ok, "exact": exact,
                   "gates": sessions.len()}),
        );
        peak_rss = peak_rss.max(server.peak_rss_mb());
        server.stop();
        drop(ctx);
        drop_database(pg).await;
        if !exact {
            bail!("the check-in scenario lost or doubled a check-in");
        }
    }

    println!("server peak resident memory: {peak_rss:.1} MB");
    results.insert("peak_rss_mb".into(), json!(peak_rss));
    results.insert("database".into(), json!(db_name));
    results.insert("connections".into(), json!(args.connections));
    results.insert("at".into(), json!(chrono::Utc::now()));
    std::fs::create_dir_all(&args.out)?;
    let file = args.out.join(format!("{}-{db_name}.json", chrono::Utc::now().format("%Y%m%dT%H%M%S")));
    std::fs::write(&file, serde_json::to_vec_pretty(&Value::Object(results))?)?;
    println!("figures written to {}", file.display());
    Ok(())
}
