//! `fest-bench`: measures the release binary the way a registration rush meets it, and sets each throughput
//! figure against a ceiling measured in the same run.
//!
//! The ceiling is `fest-ceiling`, a bare axum server (no middleware, no database) that serves the very
//! bytes the real server answered for the same paths, with the same Content-Type and Content-Encoding.
//! Both are measured by the same load generator with the same settings, one after the other, so a ratio
//! says what the real server's own work costs, not what the machine or the generator can do.
//!
//! Scenarios (each against a fresh database the bench seeds itself):
//! 1. robots: `GET /robots.txt`, a small static file: the cost of the middleware stack;
//! 2. events: `GET /api/v1/events` as a browser asks for it (`Accept-Encoding: gzip, br`);
//! 3. reads: the read mix, `GET /api/v1/events` and `GET /api/v1/user/me` with valid sessions;
//! 4. rush: pre-created users each creating an order, paying in the sandbox and verifying, 16 at a time (as
//!    many as the server has database connections: see `--rush-concurrency`);
//! 5. admin: the admin list calls with 20,000 users and 10,000 registrations in the database;
//! 6. checkin: 20 gates scanning 5,000 passes at once (with some passes shown at two gates), then a check
//!    that every pass was checked in exactly once;
//! 7. opening (PostgreSQL only): 5,000 students arriving within a minute on two instances sharing the
//!    database, each signing in, reading the catalogue, saving drafts, ordering, paying and verifying, then a
//!    check that each paid exactly once (`opening.rs`);
//! 8. live: 10,000 browsers following the live page while a scorer enters results: each update's delivery
//!    to every follower, and the server's memory (`live.rs`);
//! 9. announce: an admin's announcement to 5,000 people, e-mailed through the mail queue to a real SMTP
//!    server on loopback: how long until every message has arrived, and that each person got exactly one
//!    (`announce.rs`).
//!
//! Every request carries `Accept-Encoding: gzip, br`, as a browser's does. It prints requests per second,
//! p50/p95/p99 latency and errors for each, each target with PASS or FAIL, the server's peak resident
//! memory, and writes the figures as JSON under bench/results/.

mod announce;
mod figures;
mod live;
mod opening;
mod process;
mod seed;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use clap::Parser;
use fest_app::Context;
use fest_app::config::Config;
use fest_bench::Answer;
use fest_bench::client::{Call, Conn, Reply};
use fest_bench::load::{Histogram, Measured, Shape, closed_loop, new_hist};
use figment::providers::Serialized;
use figures::{Figures, Verdict, Verdicts, figures, measured, print};
use hyper::StatusCode;
use process::Process;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

#[derive(Parser, Debug)]
#[command(about = "Benchmarks of the fest platform's release binary, against a bare-axum ceiling")]
struct Args {
    /// The server binary.
    #[arg(long, default_value = "target/release/fest")]
    bin: PathBuf,
    /// The ceiling binary (default: fest-ceiling beside this program).
    #[arg(long)]
    ceiling: Option<PathBuf>,
    /// A PostgreSQL server URL to run against instead of SQLite (a database is created and dropped).
    #[arg(long)]
    postgres: Option<String>,
    /// Scenarios to run: robots, events, reads, rush, admin, checkin, live, opening, announce (comma-separated)
    /// or all.
    #[arg(long, default_value = "all")]
    scenarios: String,
    /// Seconds measured per throughput run (the ceiling and the server each get this).
    #[arg(long, default_value_t = 8)]
    seconds: u64,
    /// Seconds of warm-up before each throughput run (not counted).
    #[arg(long, default_value_t = 1)]
    warmup: u64,
    /// The measured seconds are split into this many rounds, the ceiling and the server taking turns (each
    /// going first in every other round), so a change in what else the machine is doing weighs on both.
    #[arg(long, default_value_t = 4)]
    rounds: u32,
    /// Connections (one per worker) of the throughput runs.
    #[arg(long, default_value_t = 32)]
    connections: usize,
    /// Threads of the load generator. The machine's cores are shared with the server under test: the
    /// generator gets few so the server gets the rest, the same for the ceiling as for the server.
    #[arg(long, default_value_t = 1)]
    client_threads: usize,
    /// Users in the rush.
    #[arg(long, default_value_t = 1000)]
    rush_users: usize,
    /// Users in the rush at once, each sending its next call as soon as the last is answered. The default is
    /// the server's database pool (`FEST_DB_MAX_CONNECTIONS`, 16): with more calls in flight than connections,
    /// the rest wait for one, and the figures measure that queue (on 2 cores, 50 at once answer no faster
    /// than 16 do, each call just waits three times as long).
    #[arg(long, default_value_t = 16)]
    rush_concurrency: usize,
    /// Requests per admin call (one after the other).
    #[arg(long, default_value_t = 200)]
    admin_samples: usize,
    /// Passes in the check-in scenario.
    #[arg(long, default_value_t = 5000)]
    passes: usize,
    /// Gates scanning at once in the check-in scenario.
    #[arg(long, default_value_t = 20)]
    gates: usize,
    /// Browsers following the live page in the live scenario.
    #[arg(long, default_value_t = 10_000)]
    live_clients: usize,
    /// How the live scenario's followers reach the server: through the deployed proxy (HTTP/2 streams,
    /// h2c), one HTTP/1.1 connection each (direct), or both.
    #[arg(long, value_enum, default_value_t = live::Via::Both)]
    live_via: live::Via,
    /// Results entered while they follow (each one update to every follower).
    #[arg(long, default_value_t = 5)]
    live_updates: usize,
    /// People an announcement is e-mailed to in the announce scenario.
    #[arg(long, default_value_t = 5000)]
    announce_people: usize,
    /// Students arriving at registration opening (PostgreSQL only: two instances share the database).
    #[arg(long, default_value_t = 5000)]
    opening_students: usize,
    /// Seconds over which the opening's students arrive.
    #[arg(long, default_value_t = 60)]
    opening_window_secs: u64,
    /// Of every 100 students arriving at the opening, how many still hold the session their browser kept from
    /// signing up or in during the week before (sessions last `FEST_SESSION_TTL_HOURS`, 7 days by default):
    /// they start with `GET /user/me`, as the site does on load, instead of signing in with their password.
    /// 0 (the default) is the hardest opening: everyone signs in within the minute.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=100))]
    opening_signed_in: u8,
    /// Where the servers' data directories (database, mail outbox) are made, as a server's would be: not
    /// under /tmp, whose churn of files made and deleted by every test run makes each new file cost far
    /// more than it does in a data directory.
    #[arg(long, default_value = "target/bench")]
    work_dir: PathBuf,
    /// Where to write the JSON figures.
    #[arg(long, default_value = "bench/results")]
    out: PathBuf,
    /// Exit with a failure when a target is missed.
    #[arg(long)]
    strict: bool,
}

/// The real server's answer to `call`, which must be a success.
async fn fetch(addr: SocketAddr, call: &Call) -> anyhow::Result<Reply> {
    let reply = Conn::new(addr).send(call).await?;
    if reply.status != StatusCode::OK {
        bail!("{} answered {}", call.path, reply.status);
    }
    Ok(reply)
}

/// The ceiling and the server measured in turns: `rounds` rounds of `shape.measure / rounds` each; the first
/// turn of each warms up for `shape.warmup`, later turns only for the connections to open.
async fn alternating(
    ceiling: SocketAddr,
    server: SocketAddr,
    shape: Shape,
    rounds: u32,
    calls: &Arc<Vec<Call>>,
) -> (Measured, Measured) {
    let rounds = rounds.max(1);
    let empty = || Measured { hist: new_hist(), errors: 0, body_bytes: 0, seconds: 0.0 };
    let (mut c, mut s) = (empty(), empty());
    for round in 0..rounds {
        let warmup = if round == 0 { shape.warmup } else { Duration::from_millis(200) };
        let turn = Shape { warmup, measure: shape.measure / rounds, ..shape };
        let order =
            if round % 2 == 0 { [(ceiling, true), (server, false)] } else { [(server, false), (ceiling, true)] };
        for (addr, is_ceiling) in order {
            let m = closed_loop(addr, turn, calls.clone()).await;
            let total = if is_ceiling { &mut c } else { &mut s };
            let _ = total.hist.add(&m.hist);
            total.errors += m.errors;
            total.body_bytes += m.body_bytes;
            total.seconds += m.seconds;
        }
    }
    (c, s)
}

/// Writes the answers for the ceiling into `dir` and returns the file that lists them.
fn write_answers(dir: &Path, answers: &[(&str, &Reply)]) -> anyhow::Result<PathBuf> {
    let mut listed = Vec::new();
    for (i, (path, reply)) in answers.iter().enumerate() {
        let body_file = dir.join(format!("answer-{i}.bin"));
        std::fs::write(&body_file, &reply.body)?;
        listed.push(Answer {
            path: (*path).to_owned(),
            content_type: reply.header("content-type").map(str::to_owned),
            content_encoding: reply.header("content-encoding").map(str::to_owned),
            body_file,
        });
    }
    let file = dir.join("answers.json");
    std::fs::write(&file, serde_json::to_vec_pretty(&listed)?)?;
    Ok(file)
}

/// The rush: each user creates an order, pays in the sandbox and verifies; `concurrency` at a time.
async fn rush(addr: SocketAddr, users: Vec<(String, String)>, concurrency: usize) -> (Figures, Figures) {
    let queue = Arc::new(std::sync::Mutex::new(users.into_iter().enumerate().collect::<Vec<_>>()));
    let start = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..concurrency {
        let queue = queue.clone();
        tasks.push(tokio::spawn(async move {
            let mut conn = Conn::new(addr);
            let mut calls = new_hist();
            let mut journeys = new_hist();
            let mut errors = 0u64;
            loop {
                let next = queue.lock().ok().and_then(|mut q| q.pop());
                let Some((i, (_, token))) = next else { break };
                let j0 = Instant::now();
                let mut step = |ok: bool, t0: Instant, hist: &mut Histogram| {
                    let _ = hist.record(t0.elapsed().as_micros() as u64);
                    if !ok {
                        errors += 1;
                    }
                    ok
                };
                let ok_json = |r: anyhow::Result<Reply>| match r {
                    Ok(r) if r.status.is_success() => r.json().ok(),
                    _ => None,
                };
                let t0 = Instant::now();
                let order = ok_json(
                    conn.send(
                        &Call::post("/api/v1/events/football/create-order")
                            .with_token(&token)
                            .with_json(&seed::football(i + 1)),
                    )
                    .await,
                );
                if !step(order.is_some(), t0, &mut calls) {
                    continue;
                }
                let order_id = order.as_ref().and_then(|o| o["order"]["id"].as_str()).unwrap_or_default().to_owned();
                let t0 = Instant::now();
                let paid = ok_json(
                    conn.send(&Call::post(format!("/api/v1/payments/sandbox/{order_id}/pay")).with_token(&token)).await,
                );
                if !step(paid.is_some(), t0, &mut calls) {
                    continue;
                }
                let t0 = Instant::now();
                let verify = Call::post("/api/v1/events/football/verify-payment")
                    .with_token(&token)
                    .with_json(&paid.unwrap_or_default());
                let ok = conn.send(&verify).await.is_ok_and(|r| r.status.is_success());
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

/// What the gates saw: answers by result, the scan latencies, and the elapsed time.
struct GateRun {
    scans: Figures,
    ok: u64,
    duplicate: u64,
    other: u64,
}

/// `gates` volunteers scanning at once: gate g scans its share of the passes, then every 20th pass of the
/// next gate's share again (a person shown at two gates).
async fn gates(addr: SocketAddr, volunteers: &[String], tokens: &[String]) -> GateRun {
    let n = volunteers.len();
    let share = tokens.len().div_ceil(n);
    let start = Instant::now();
    let mut tasks = Vec::new();
    for (g, volunteer) in volunteers.iter().enumerate() {
        let mut mine: Vec<String> = tokens.iter().skip(g * share).take(share).cloned().collect();
        let next = (g + 1) % n;
        mine.extend(tokens.iter().skip(next * share).take(share).step_by(20).cloned());
        let volunteer = volunteer.clone();
        tasks.push(tokio::spawn(async move {
            let mut conn = Conn::new(addr);
            let mut hist = new_hist();
            let (mut ok, mut duplicate, mut other, mut errors) = (0u64, 0u64, 0u64, 0u64);
            for token in mine {
                let t0 = Instant::now();
                let scan = Call::post("/api/v1/checkin/scan")
                    .with_token(&volunteer)
                    .with_json(&json!({"token": token, "gate": format!("Gate {g}")}));
                let answer: Option<Value> = match conn.send(&scan).await {
                    Ok(r) if r.status.is_success() => r.json().ok(),
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
async fn sample(addr: SocketAddr, token: &str, paths: &[String], n: usize) -> Figures {
    let mut conn = Conn::new(addr);
    let mut hist = new_hist();
    let mut errors = 0;
    let start = Instant::now();
    for i in 0..n {
        let call = Call::get(paths[i % paths.len()].clone()).with_token(token);
        let t0 = Instant::now();
        match conn.send(&call).await {
            Ok(r) if r.status.is_success() => {
                let _ = hist.record(t0.elapsed().as_micros() as u64);
            }
            _ => errors += 1,
        }
    }
    figures(&hist, errors, start.elapsed().as_secs_f64())
}

/// A fresh directory for one server (removed when dropped).
fn work_dir(args: &Args) -> anyhow::Result<tempfile::TempDir> {
    std::fs::create_dir_all(&args.work_dir)?;
    let base = std::fs::canonicalize(&args.work_dir)?;
    Ok(tempfile::Builder::new().prefix("fest-bench-").tempdir_in(base)?)
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

/// After a bulk load, what a database that has been in use has: on PostgreSQL the planner's statistics and
/// the visibility map (index-only scans), which autovacuum gathers a while after the rows arrive, and which
/// PostgreSQL's documentation advises gathering at once after loading many rows (`VACUUM ANALYZE`).
async fn settle(ctx: &Context) -> anyhow::Result<()> {
    if ctx.db().get_database_backend() == sea_orm::DbBackend::Postgres {
        ctx.db().execute_unprepared("VACUUM ANALYZE").await?;
    }
    Ok(())
}

/// Peak memory of each server instance; the target applies to each.
const MAX_RSS_MB: f64 = 100.0;

fn main() -> anyhow::Result<()> {
    let mut args = Args::parse();
    args.bin =
        std::fs::canonicalize(&args.bin).with_context(|| format!("no server binary at {}", args.bin.display()))?;
    let ceiling = match args.ceiling.take() {
        Some(path) => path,
        None => std::env::current_exe()?.with_file_name("fest-ceiling"),
    };
    args.ceiling =
        Some(std::fs::canonicalize(&ceiling).with_context(|| format!("no ceiling binary at {}", ceiling.display()))?);
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(args.client_threads.max(1))
        .enable_all()
        .build()?
        .block_on(run(args))
}

async fn run(args: Args) -> anyhow::Result<()> {
    let want = |s: &str| args.scenarios == "all" || args.scenarios.split(',').any(|x| x.trim() == s);
    let db_name = if args.postgres.is_some() { "postgres" } else { "sqlite" };
    let shape = Shape {
        connections: args.connections.max(1),
        warmup: Duration::from_secs(args.warmup),
        measure: Duration::from_secs(args.seconds.max(1)),
    };
    println!(
        "fest-bench: {} on {db_name}; throughput runs: {} connections, {} client thread(s), {} s (+{} s warm-up) \
         for the ceiling and the same for the server, in {} alternating rounds",
        args.bin.display(),
        shape.connections,
        args.client_threads.max(1),
        args.seconds,
        args.warmup,
        args.rounds.max(1)
    );
    let mut results = serde_json::Map::new();
    let mut verdicts = Verdicts::default();
    let mut peaks = serde_json::Map::new();

    if want("robots") || want("events") || want("reads") || want("rush") {
        let dir = work_dir(&args)?;
        let (url, pg) = database(&args, dir.path(), "load").await?;
        let ctx = context(dir.path(), &url).await?;
        let users = seed::seed_users(&ctx, "rush", args.rush_users.max(1)).await?;
        settle(&ctx).await?;
        drop(ctx);
        let server = Process::server(&args.bin, dir.path(), &url).await?;
        let robots = Call::get("/robots.txt");
        let events = Call::get("/api/v1/events");
        let me = |token: &str| Call::get("/api/v1/user/me").with_token(token);
        let robots_reply = fetch(server.addr, &robots)
            .await
            .context("the server has no /robots.txt: build it with the website (`make build`)")?;
        let events_reply = fetch(server.addr, &events).await?;
        let me_reply = fetch(server.addr, &me(&users[0].1)).await?;
        println!(
            "answers served by both: /robots.txt {} B ({}), /api/v1/events {} B ({}), /api/v1/user/me {} B ({})",
            robots_reply.body.len(),
            robots_reply.header("content-encoding").unwrap_or("identity"),
            events_reply.body.len(),
            events_reply.header("content-encoding").unwrap_or("identity"),
            me_reply.body.len(),
            me_reply.header("content-encoding").unwrap_or("identity"),
        );
        let answers_dir = work_dir(&args)?;
        let answers = write_answers(
            answers_dir.path(),
            &[("/robots.txt", &robots_reply), ("/api/v1/events", &events_reply), ("/api/v1/user/me", &me_reply)],
        )?;
        let ceiling_bin = args.ceiling.clone().unwrap_or_default();
        let ceiling = Process::ceiling(&ceiling_bin, &answers)?;

        let mix: Vec<Call> = users.iter().flat_map(|(_, token)| [events.clone(), me(token)]).collect();
        let runs: Vec<(&str, &str, Vec<Call>, f64)> = vec![
            ("robots", "GET /robots.txt", vec![robots.clone()], 0.70),
            ("events", "GET /api/v1/events", vec![events.clone()], 0.50),
            ("reads", "reads: events + user/me", mix, 0.40),
        ];
        for (key, name, calls, at_least) in runs {
            if !want(key) {
                continue;
            }
            let calls = Arc::new(calls);
            let (c, s) = alternating(ceiling.addr, server.addr, shape, args.rounds, &calls).await;
            let (c, s) = (measured(&c), measured(&s));
            print(&format!("{name} (ceiling)"), &c);
            print(&format!("{name} (server)"), &s);
            verdicts.ratio(&format!("{key}: server / ceiling"), &s, &c, at_least);
            results.insert(
                key.into(),
                json!({"server": s, "ceiling": c, "ratio": if c.rps > 0.0 { s.rps / c.rps } else { 0.0 }}),
            );
        }
        ceiling.stop();
        if want("rush") {
            let (calls, journeys) = rush(server.addr, users.clone(), args.rush_concurrency).await;
            print("rush: each call", &calls);
            print("rush: order + pay + verify", &journeys);
            verdicts.p95("rush: each call", &calls, 100.0);
            results.insert(
                "rush".into(),
                json!({"calls": calls, "journeys": journeys, "users": users.len(), "concurrency": args.rush_concurrency}),
            );
        }
        peaks.insert("load".into(), json!(server.peak_rss_mb()));
        server.stop();
        drop_database(pg).await;
    }

    if want("admin") {
        let dir = work_dir(&args)?;
        let (url, pg) = database(&args, dir.path(), "admin").await?;
        let ctx = context(dir.path(), &url).await?;
        let t0 = Instant::now();
        let users = seed::seed_users(&ctx, "user", 20_000).await?;
        seed::seed_registrations(&ctx, &users, 10_000).await?;
        seed::seed_applications(&ctx, 500).await?;
        seed::make_admin(&ctx, &users[0].0).await?;
        settle(&ctx).await?;
        println!(
            "admin: seeded 20,000 users, 10,000 registrations, 500 CA applications in {:.1} s",
            t0.elapsed().as_secs_f64()
        );
        drop(ctx);
        let server = Process::server(&args.bin, dir.path(), &url).await?;
        let token = users[0].1.clone();
        let pages = |base: &str, n: usize| (1..=n).map(|p| format!("{base}page={p}&limit=20")).collect::<Vec<_>>();
        const SEARCH: &str = "GET /user/all-users?search=";
        const STATS: &str = "GET /admin/stats";
        let calls: Vec<(&str, Vec<String>)> = vec![
            ("GET /user/all-users (pages)", pages("/api/v1/user/all-users?", 50)),
            (SEARCH, (0..50).map(|i| format!("/api/v1/user/all-users?search=user1{i:02}&limit=20")).collect()),
            (
                "GET /user/all-users?search= (1-2 chars)",
                ["u", "9", "@", "us", "07", "r1"]
                    .iter()
                    .map(|s| format!("/api/v1/user/all-users?search={s}&limit=20"))
                    .collect(),
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
            (STATS, vec!["/api/v1/admin/stats".into()]),
            ("GET /admin/audit-log", vec!["/api/v1/admin/audit-log".into()]),
        ];
        let mut admin = serde_json::Map::new();
        let mut admin_peak = server.peak_rss_mb();
        for (name, paths) in calls {
            let f = sample(server.addr, &token, &paths, args.admin_samples.max(1)).await;
            print(name, &f);
            // Which call makes the server's memory peak.
            let peak = server.peak_rss_mb();
            if peak > admin_peak + 5.0 {
                println!("{:<38} server peak memory now {peak:.1} MB", "");
            }
            admin_peak = peak;
            if name == SEARCH {
                verdicts.p95("admin: user search (20,000 users)", &f, 10.0);
            } else if name == STATS {
                verdicts.p95("admin: stats", &f, 10.0);
            }
            admin.insert(name.into(), json!(f));
        }
        results.insert("admin".into(), Value::Object(admin));
        peaks.insert("admin".into(), json!(server.peak_rss_mb()));
        server.stop();
        drop_database(pg).await;
    }

    let mut lost_checkins = false;
    if want("checkin") {
        let dir = work_dir(&args)?;
        let (url, pg) = database(&args, dir.path(), "checkin").await?;
        let ctx = context(dir.path(), &url).await?;
        let t0 = Instant::now();
        let volunteers = seed::seed_users(&ctx, "gate", args.gates.max(1)).await?;
        ctx.db().execute_unprepared("UPDATE \"user\" SET role = 'volunteer'").await?;
        let tokens = seed::seed_passes(&ctx, &volunteers[0].0, args.passes).await?;
        settle(&ctx).await?;
        println!(
            "checkin: seeded {} passes and {} volunteers in {:.1} s",
            tokens.len(),
            volunteers.len(),
            t0.elapsed().as_secs_f64()
        );
        let server = Process::server(&args.bin, dir.path(), &url).await?;
        let sessions: Vec<String> = volunteers.iter().map(|(_, t)| t.clone()).collect();
        let run = gates(server.addr, &sessions, &tokens).await;
        print(&format!("checkin: {} gates scanning", sessions.len()), &run.scans);
        // Every pass checked in once: as the gates were told, and as the database holds it.
        let count = |sql: &'static str| {
            let db = ctx.db().clone();
            async move {
                Ok::<_, sea_orm::DbErr>(
                    db.query_one_raw(sea_orm::Statement::from_string(db.get_database_backend(), sql))
                        .await?
                        .and_then(|r| r.try_get_by_index::<i64>(0).ok())
                        .unwrap_or(-1),
                )
            }
        };
        let checked_in = count("SELECT COUNT(*) FROM pass WHERE checked_in_at IS NOT NULL").await?;
        let recorded_ok = count("SELECT COUNT(*) FROM checkin WHERE outcome = 'ok'").await?;
        let passes = tokens.len() as u64;
        let exact = run.ok == passes && checked_in == passes as i64 && recorded_ok == passes as i64 && run.other == 0;
        println!(
            "{:<38} {} ok, {} duplicate, {} other; {} passes checked in, {} recorded: {}",
            "",
            run.ok,
            run.duplicate,
            run.other,
            checked_in,
            recorded_ok,
            if exact { "each pass exactly once" } else { "MISMATCH" }
        );
        let pass = run.scans.rps >= 500.0 && run.scans.p95_ms < 50.0 && run.scans.errors == 0 && exact;
        let shown = format!("{:.0} check-ins/s, p95 {:.2} ms", run.scans.rps, run.scans.p95_ms);
        verdicts.add("checkin: gates", run.scans.rps, shown, ">= 500/s, p95 < 50 ms, each pass once", pass);
        results.insert(
            "checkin".into(),
            json!({"scans": run.scans, "ok": run.ok, "duplicate": run.duplicate, "other": run.other,
                   "passes": passes, "checked_in": checked_in, "recorded_ok": recorded_ok, "exact": exact,
                   "gates": sessions.len()}),
        );
        peaks.insert("checkin".into(), json!(server.peak_rss_mb()));
        server.stop();
        drop(ctx);
        drop_database(pg).await;
        lost_checkins = !exact;
    }

    if want("live") {
        results.insert("live".into(), live::run(&args, &mut verdicts).await?);
    }

    if want("opening") {
        if let Some(opening) = opening::run(&args, &mut verdicts, &mut peaks).await? {
            results.insert("opening".into(), opening);
        }
    }

    if want("announce") {
        results.insert("announce".into(), announce::run(&args, &mut verdicts, &mut peaks).await?);
    }

    let peak = peaks.values().filter_map(Value::as_f64).fold(0.0, f64::max);
    println!("server peak resident memory: {peak:.1} MB (largest of {} instance(s))", peaks.len());
    if !peaks.is_empty() {
        verdicts.add(
            "memory: peak RSS per server",
            peak,
            format!("{peak:.1} MB"),
            &format!("< {MAX_RSS_MB:.0} MB"),
            peak < MAX_RSS_MB,
        );
    }
    let failed: Vec<&Verdict> = verdicts.0.iter().filter(|v| !v.pass).collect();
    println!(
        "targets: {} passed, {} failed{}",
        verdicts.0.len() - failed.len(),
        failed.len(),
        if failed.is_empty() {
            String::new()
        } else {
            format!(" ({})", failed.iter().map(|v| v.name.as_str()).collect::<Vec<_>>().join(", "))
        }
    );
    results.insert("peak_rss_mb".into(), json!(peak));
    results.insert("peak_rss_mb_by_instance".into(), Value::Object(peaks));
    results.insert("targets".into(), json!(verdicts.0));
    results.insert("database".into(), json!(db_name));
    results.insert(
        "settings".into(),
        json!({"connections": shape.connections, "client_threads": args.client_threads.max(1),
               "seconds": args.seconds, "warmup_seconds": args.warmup, "rounds": args.rounds.max(1), "accept_encoding": fest_bench::client::BROWSER_ACCEPT_ENCODING}),
    );
    results.insert("at".into(), json!(chrono::Utc::now()));
    std::fs::create_dir_all(&args.out)?;
    let file = args.out.join(format!("{}-{db_name}.json", chrono::Utc::now().format("%Y%m%dT%H%M%S")));
    std::fs::write(&file, serde_json::to_vec_pretty(&Value::Object(results))?)?;
    println!("figures written to {}", file.display());
    if lost_checkins {
        bail!("the check-in scenario lost or doubled a check-in");
    }
    if args.strict && !failed.is_empty() {
        bail!("{} target(s) missed", failed.len());
    }
    Ok(())
}
