//! Registration opening: `--opening-students` students (5,000) arriving within `--opening-window-secs` (60)
//! on two `fest serve` instances sharing one PostgreSQL database, as a proxy spreads a fest over them.
//!
//! The students are seeded with passwords before the clock starts. Student `i` arrives at `i / N` of the
//! window (evenly spread) on instance `i % 2`, on a connection of their own, and goes through the whole
//! journey at once, as a browser sends it: sign in, read the catalogue, save the wizard's draft two or three
//! times (every other student three), create the order, pay in the sandbox, verify the payment. Their team
//! is one of the team events whose capacity is not limited, its people their own. With `--opening-signed-in
//! P`, P of every 100 students still hold the session their browser kept from the week before: they start
//! with `GET /user/me` (as the site does on load) instead of signing in, and spend no password hash.
//!
//! A 503 with Retry-After (a busy server) is asked again as the web client asks it: after the wait it names
//! (at most 5 s), twice at most, and only for calls that change nothing twice (the catalogue, the drafts); a
//! POST is never repeated, its refusal is the person's error. A call's latency is what the person waits,
//! retries included. A journey stops at its first error.
//!
//! Afterwards the database must hold exactly one paid registration per student, one receipt per payment and
//! no payment twice, and payment health must list nothing.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use fest_app::Context;
use fest_app::config::Config;
use fest_bench::client::{Call, Conn, Reply};
use fest_bench::load::{Histogram, new_hist};
use figment::providers::Serialized;
use hyper::StatusCode;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

use crate::figures::{Verdicts, figures, print};
use crate::process::Process;
use crate::{Args, seed};

/// The data key both instances share (base64 of 32 bytes): the sandbox signs payments with a key derived from
/// it, and either instance must read what the other sealed.
const DATA_KEY: &str = "ZmVzdC1iZW5jaC1vcGVuaW5nLWRhdGEta2V5LTMyYiE=";
/// The password every seeded student signs in with (`seed::seed_users`).
const PASSWORD: &str = "bench-password";
/// Team events without a capacity, open from the start: the students' teams are spread over them.
const EVENTS: [&str; 4] = ["football", "basketball", "kabaddi", "volleyball"];
/// The p95 of every kind of call must stay under this.
const P95_MS: f64 = 200.0;
/// As the web client: how many times a busy answer is asked again, and the longest wait it accepts.
const BUSY_RETRIES: u32 = 2;
const BUSY_MAX_WAIT_SECS: u64 = 5;
const INSTANCES: usize = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Login,
    Resume,
    Catalogue,
    Draft,
    Order,
    Pay,
    Verify,
}

impl Kind {
    const ALL: [Kind; 7] =
        [Kind::Login, Kind::Resume, Kind::Catalogue, Kind::Draft, Kind::Order, Kind::Pay, Kind::Verify];

    fn name(self) -> &'static str {
        match self {
            Kind::Login => "POST /auth/login",
            Kind::Resume => "GET /user/me",
            Kind::Catalogue => "GET /events",
            Kind::Draft => "PUT /user/drafts/{e}",
            Kind::Order => "POST /events/{e}/create-order",
            Kind::Pay => "POST /payments/sandbox/{o}/pay",
            Kind::Verify => "POST /events/{e}/verify-payment",
        }
    }

    /// Asked again after a 503 with Retry-After, as the web client does for calls that change nothing twice.
    fn retried_when_busy(self) -> bool {
        matches!(self, Kind::Resume | Kind::Catalogue | Kind::Draft)
    }
}

/// One student's journey as measured.
#[derive(Default)]
struct Outcome {
    /// Each call's latency (µs, retries included).
    calls: Vec<(Kind, u64)>,
    /// The call that failed, its status (or the transport's error) and the answer's message.
    failure: Option<(Kind, String, String)>,
    /// 503s asked again.
    busy_retries: u32,
    /// The whole journey (µs), when it was completed.
    journey_us: Option<u64>,
    /// How late the first call went out after its scheduled arrival (µs).
    late_us: u64,
}

impl Outcome {
    /// Sends `call`, asking a busy server again when the web client would; the answer when it is a success.
    async fn send(&mut self, conn: &mut Conn, kind: Kind, call: &Call) -> Option<Reply> {
        let t0 = Instant::now();
        let mut attempt = 0;
        let failure = loop {
            match conn.send(call).await {
                Ok(reply) if reply.status.is_success() => {
                    self.calls.push((kind, t0.elapsed().as_micros() as u64));
                    return Some(reply);
                }
                Ok(reply) => {
                    let wait = (reply.status == StatusCode::SERVICE_UNAVAILABLE
                        && kind.retried_when_busy()
                        && attempt < BUSY_RETRIES)
                        .then(|| reply.header("retry-after")?.trim().parse::<u64>().ok())
                        .flatten()
                        .filter(|w| *w <= BUSY_MAX_WAIT_SECS);
                    if let Some(wait) = wait {
                        attempt += 1;
                        self.busy_retries += 1;
                        tokio::time::sleep(Duration::from_secs(wait)).await;
                        continue;
                    }
                    let message =
                        reply.json().ok().and_then(|v| v["message"].as_str().map(str::to_owned)).unwrap_or_else(|| {
                            String::from_utf8_lossy(&reply.decoded().unwrap_or_default()).into_owned()
                        });
                    break (reply.status.as_u16().to_string(), message.chars().take(200).collect());
                }
                Err(e) => break ("no answer".to_owned(), format!("{e:#}")),
            }
        };
        self.calls.push((kind, t0.elapsed().as_micros() as u64));
        self.failure = Some((kind, failure.0, failure.1));
        None
    }
}

/// The wizard's values after `step` (0: the college step, 1: the first role of the team, 2: everything).
fn draft_values(form: &Value, step: u32) -> Value {
    let mut values = form.clone();
    match step {
        0 => {
            if let Some(v) = values.as_object_mut() {
                v.remove("team");
            }
        }
        1 => {
            if let Some(team) = values["team"].as_object_mut() {
                let first: Vec<String> = team.keys().skip(1).cloned().collect();
                for key in first {
                    team.remove(&key);
                }
            }
        }
        _ => {}
    }
    values
}

/// How student `i` arrives: with the session their browser kept (its token), or signing in with `email`.
enum Arrival {
    SignedIn(String),
    SignsIn(String),
}

/// Student `i`'s journey, starting at `at`.
async fn journey(
    addr: SocketAddr,
    i: usize,
    arrival: Arrival,
    event: &'static str,
    at: tokio::time::Instant,
) -> Outcome {
    tokio::time::sleep_until(at).await;
    let mut out = Outcome { late_us: at.elapsed().as_micros() as u64, ..Outcome::default() };
    let j0 = Instant::now();
    let mut conn = Conn::new(addr);
    let completed = async {
        let token = match arrival {
            Arrival::SignedIn(token) => {
                let me = out.send(&mut conn, Kind::Resume, &Call::get("/api/v1/user/me").with_token(&token)).await?;
                me.json().ok()?["user"]["email"].as_str()?;
                token
            }
            Arrival::SignsIn(email) => {
                let login = Call::post("/api/v1/auth/login").with_json(&json!({"email": email, "password": PASSWORD}));
                let signed_in = out.send(&mut conn, Kind::Login, &login).await?.json().ok()?;
                signed_in["accessToken"].as_str()?.to_owned()
            }
        };
        out.send(&mut conn, Kind::Catalogue, &Call::get("/api/v1/events")).await?;
        let form = seed::team(event, i + 1);
        let steps: &[u32] = if i % 2 == 0 { &[0, 1, 2] } else { &[0, 2] };
        for &step in steps {
            let save = Call::put(format!("/api/v1/user/drafts/{event}"))
                .with_token(&token)
                .with_json(&json!({"values": draft_values(&form, step), "step": step}));
            out.send(&mut conn, Kind::Draft, &save).await?;
        }
        let order = Call::post(format!("/api/v1/events/{event}/create-order")).with_token(&token).with_json(&form);
        let order = out.send(&mut conn, Kind::Order, &order).await?.json().ok()?;
        let order_id = order["order"]["id"].as_str()?.to_owned();
        let pay = Call::post(format!("/api/v1/payments/sandbox/{order_id}/pay")).with_token(&token);
        let paid = out.send(&mut conn, Kind::Pay, &pay).await?.json().ok()?;
        let verify = Call::post(format!("/api/v1/events/{event}/verify-payment")).with_token(&token).with_json(&paid);
        out.send(&mut conn, Kind::Verify, &verify).await?;
        Some(())
    }
    .await
    .is_some();
    if completed {
        out.journey_us = Some(j0.elapsed().as_micros() as u64);
    } else if out.failure.is_none() {
        out.failure = Some((Kind::Login, "unreadable answer".into(), "a success without the expected fields".into()));
    }
    out
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

async fn context(dir: &std::path::Path, url: &str) -> anyhow::Result<Context> {
    let config = Config::from_figment(
        &Config::defaults()
            .merge(Serialized::default("data_dir", dir))
            .merge(Serialized::default("database_url", url))
            .merge(Serialized::default("data_key", DATA_KEY))
            .merge(Serialized::default("reconcile_interval_secs", 0)),
    )?;
    Ok(Context::start(config).await?)
}

async fn count(ctx: &Context, sql: &str) -> anyhow::Result<i64> {
    let db = ctx.db();
    let row = db.query_one_raw(sea_orm::Statement::from_string(db.get_database_backend(), sql)).await?;
    Ok(row.and_then(|r| r.try_get_by_index::<i64>(0).ok()).unwrap_or(-1))
}

/// Runs the scenario on PostgreSQL (on SQLite it says it needs PostgreSQL and returns `None`); adds its
/// targets to `verdicts` and each instance's peak memory to `peaks`.
pub async fn run(
    args: &Args,
    verdicts: &mut Verdicts,
    peaks: &mut serde_json::Map<String, Value>,
) -> anyhow::Result<Option<Value>> {
    if args.postgres.is_none() {
        println!(
            "opening: two instances share one database, which takes PostgreSQL: skipped (run with --postgres URL)"
        );
        return Ok(None);
    }
    let students = args.opening_students.max(1);
    let window = Duration::from_secs(args.opening_window_secs);
    for event in EVENTS {
        let info = fest_shared::catalogue::event(event).context("a team event of the catalogue")?;
        fest_app::services::registrations::validate(info, &seed::team(event, 1))
            .map_err(|e| anyhow::anyhow!("the opening's {event} team is not a valid form: {e}"))?;
    }
    let seed_dir = crate::work_dir(args)?;
    let (url, pg) = crate::database(args, seed_dir.path(), "opening").await?;
    let t0 = Instant::now();
    let ctx = context(seed_dir.path(), &url).await?;
    let users = seed::seed_users(&ctx, "student", students).await?;
    crate::settle(&ctx).await?;
    drop(ctx);
    println!("opening: seeded {students} students in {:.1} s", t0.elapsed().as_secs_f64());

    let dirs = (0..INSTANCES).map(|_| crate::work_dir(args)).collect::<anyhow::Result<Vec<_>>>()?;
    let mut servers = Vec::new();
    for dir in &dirs {
        servers.push(Process::instance(&args.bin, dir.path(), &url, &[("FEST_DATA_KEY", DATA_KEY)], true).await?);
    }
    let load_before = load_average();
    println!(
        "opening: {students} students arriving over {} s on {INSTANCES} instances, {} of every 100 still signed in \
         (load average {load_before})",
        window.as_secs(),
        args.opening_signed_in
    );

    let start = tokio::time::Instant::now();
    let clock = Instant::now();
    let tasks: Vec<_> = users
        .into_iter()
        .enumerate()
        .map(|(i, (email, token))| {
            let at = start + window.mul_f64(i as f64 / students as f64);
            let addr = servers[i % INSTANCES].addr;
            let arrival = if i % 100 < usize::from(args.opening_signed_in) {
                Arrival::SignedIn(token)
            } else {
                Arrival::SignsIn(email)
            };
            tokio::spawn(journey(addr, i, arrival, EVENTS[i % EVENTS.len()], at))
        })
        .collect();
    let mut by_kind: BTreeMap<Kind, (Histogram, u64)> = Kind::ALL.iter().map(|k| (*k, (new_hist(), 0))).collect();
    let (mut all, mut journeys, mut late) = (new_hist(), new_hist(), new_hist());
    let mut errors: BTreeMap<(Kind, String), (u64, String)> = BTreeMap::new();
    let (mut failed, mut busy_retries) = (0u64, 0u64);
    for task in tasks {
        let out = task.await.context("a student's journey panicked")?;
        for (kind, us) in &out.calls {
            if let Some((hist, _)) = by_kind.get_mut(kind) {
                let _ = hist.record(*us);
            }
            let _ = all.record(*us);
        }
        if let Some((kind, status, message)) = out.failure {
            failed += 1;
            if let Some((_, e)) = by_kind.get_mut(&kind) {
                *e += 1;
            }
            errors.entry((kind, status)).or_insert((0, message)).0 += 1;
        }
        if let Some(us) = out.journey_us {
            let _ = journeys.record(us);
        }
        let _ = late.record(out.late_us);
        busy_retries += u64::from(out.busy_retries);
    }
    let seconds = clock.elapsed().as_secs_f64();
    let load_after = load_average();

    let mut kinds = serde_json::Map::new();
    // A kind no student made (no one signed in, or everyone) has no figures.
    by_kind.retain(|_, (hist, errs)| !hist.is_empty() || *errs > 0);
    for (kind, (hist, errs)) in &by_kind {
        let f = figures(hist, *errs, seconds);
        print(&format!("opening: {}", kind.name()), &f);
        kinds.insert(kind.name().into(), json!(f));
    }
    let every = figures(&all, failed, seconds);
    let journey = figures(&journeys, failed, seconds);
    print("opening: every call", &every);
    print("opening: whole journey", &journey);
    let late_p99 = late.value_at_quantile(0.99) as f64 / 1000.0;
    println!(
        "{:<38} {} of {students} journeys completed in {seconds:.1} s; {busy_retries} busy answers asked again; \
         arrivals late by up to {late_p99:.1} ms (p99); load average {load_after} after",
        "",
        journeys.len()
    );
    for ((kind, status), (n, message)) in &errors {
        println!("{:<38} {n} x {} answered {status}: {message}", "  error", kind.name());
    }
    for (n, server) in servers.iter().enumerate() {
        peaks.insert(format!("opening-{}", n + 1), json!(server.peak_rss_mb()));
    }
    if !errors.is_empty() {
        for dir in &dirs {
            let log = std::fs::read_to_string(dir.path().join("server.log")).unwrap_or_default();
            let warnings: Vec<&str> = log.lines().filter(|l| l.contains("WARN") || l.contains("ERROR")).collect();
            for line in warnings.iter().rev().take(5).rev() {
                println!("{:<38} {line}", "  server log");
            }
        }
    }
    for server in servers {
        server.stop();
    }

    // What the database holds: each student paid once, each payment confirmed and receipted once.
    let ctx = context(seed_dir.path(), &url).await?;
    let paid = count(&ctx, "SELECT COUNT(*) FROM registration WHERE status = 'paid'").await?;
    let paid_students = count(&ctx, "SELECT COUNT(DISTINCT user_id) FROM registration WHERE status = 'paid'").await?;
    let receipts =
        count(&ctx, "SELECT COUNT(*) FROM receipt WHERE payable_kind = 'registration' AND refund_ref = ''").await?;
    let receipted_payments = count(
        &ctx,
        "SELECT COUNT(DISTINCT payment_ref) FROM receipt WHERE payable_kind = 'registration' AND refund_ref = ''",
    )
    .await?;
    let health = fest_app::services::payment_health::health(&ctx).await?.total();
    drop(ctx);
    drop(dirs);
    drop(seed_dir);
    crate::drop_database(pg).await;
    // Each completed journey's payment confirmed once, and nothing paid that no journey completed.
    let n = journeys.len() as i64;
    let exact = paid == n && paid_students == n && receipts == n && receipted_payments == n && health == 0;
    println!(
        "{:<38} {paid} paid registrations of {paid_students} students, {receipts} receipts for {receipted_payments} \
         payments, {health} in payment health: {}",
        "",
        if exact { "each completed journey paid exactly once" } else { "MISMATCH" }
    );

    for (kind, (hist, errs)) in &by_kind {
        verdicts.p95(&format!("opening: {}", kind.name()), &figures(hist, *errs, seconds), P95_MS);
    }
    verdicts.p95("opening: every call", &every, P95_MS);
    verdicts.add(
        "opening: each student paid once",
        journeys.len() as f64,
        format!("{} of {students} journeys, {paid} paid, {receipts} receipts, health {health}", journeys.len()),
        "every journey, one paid registration and one receipt each, health empty",
        exact && journeys.len() == students as u64,
    );
    Ok(Some(json!({
        "students": students, "window_secs": window.as_secs(), "instances": INSTANCES, "events": EVENTS,
        "signed_in_per_100": args.opening_signed_in,
        "calls": kinds, "every_call": every, "journeys": journey, "completed": journeys.len(),
        "busy_retries": busy_retries, "arrival_late_p99_ms": late_p99,
        "errors": errors.iter().map(|((k, s), (n, m))| json!({"call": k.name(), "status": s, "count": n, "message": m}))
            .collect::<Vec<_>>(),
        "paid": paid, "paid_students": paid_students, "receipts": receipts, "payment_health": health,
        "exact": exact, "load_average_before": load_before, "load_average_after": load_after,
    })))
}
