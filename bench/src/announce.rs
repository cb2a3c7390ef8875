//! The `announce` scenario: an admin sends one announcement to 5,000 people (`--announce-people`); the
//! release binary writes a delivery and an e-mail for each through the mail queue and hands them to a real
//! SMTP server on loopback (aiosmtpd, the one the mail tests use, writing a Maildir). Measured: how long
//! until every delivery is written (the announcement is "sent"), and until the SMTP server has received
//! every message; then each message is read back: exactly one per person, none lost, none doubled (issue
//! "Tell people and prove it").

use std::collections::HashMap;
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use fest_bench::client::{Call, Conn};
use serde_json::{Value, json};

use crate::figures::Verdicts;
use crate::process::Process;
use crate::{Args, context, database, drop_database, seed, settle, work_dir};

/// How long every message may take to arrive before the missing ones count as lost.
const DELIVERY_TIMEOUT: Duration = Duration::from_secs(900);

/// The SMTP server the mail tests use, from the project's tools (`scripts/tools.sh smtp`).
fn python() -> PathBuf {
    std::env::var_os("FEST_TEST_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../.tools/venv/bin/python"))
}

/// aiosmtpd writing every message it receives into a Maildir (stopped when dropped).
struct Smtp {
    child: Child,
    port: u16,
}

impl Drop for Smtp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_smtp(maildir: &Path) -> anyhow::Result<Smtp> {
    let python = python();
    if !python.exists() {
        bail!("no SMTP server: run `scripts/tools.sh smtp` (make bench does)");
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let child = Command::new(&python)
        .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
        .arg(maildir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| format!("cannot start {}", python.display()))?;
    let smtp = Smtp { child, port };
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if Instant::now() > deadline {
            bail!("the SMTP server did not start");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Ok(smtp)
}

/// Messages the Maildir holds.
fn received(maildir: &Path) -> usize {
    std::fs::read_dir(maildir.join("new")).map(|d| d.count()).unwrap_or(0)
}

/// The recipients of the Maildir's messages, with how many each received.
fn recipients(maildir: &Path) -> anyhow::Result<HashMap<String, usize>> {
    let mut out: HashMap<String, usize> = HashMap::new();
    for entry in std::fs::read_dir(maildir.join("new"))? {
        let text = std::fs::read_to_string(entry?.path())?;
        let to = text.lines().find_map(|l| l.strip_prefix("To: ")).unwrap_or_default().trim().to_owned();
        *out.entry(to).or_default() += 1;
    }
    Ok(out)
}

pub async fn run(
    args: &Args,
    verdicts: &mut Verdicts,
    peaks: &mut serde_json::Map<String, Value>,
) -> anyhow::Result<Value> {
    let people = args.announce_people.max(1);
    let dir = work_dir(args)?;
    let maildir = dir.path().join("maildir");
    let smtp = start_smtp(&maildir)?;
    let (url, pg) = database(args, dir.path(), "announce").await?;
    let ctx = context(dir.path(), &url).await?;
    let t0 = Instant::now();
    // The people written to are every account with the plain `user` role; the first account is the admin.
    let users = seed::seed_users(&ctx, "reader", people + 1).await?;
    seed::make_admin(&ctx, &users[0].0).await?;
    settle(&ctx).await?;
    println!("announce: seeded {people} people in {:.1} s", t0.elapsed().as_secs_f64());
    drop(ctx);
    let smtp_url = format!("smtp://127.0.0.1:{}", smtp.port);
    let server = Process::instance(&args.bin, dir.path(), &url, &[("FEST_SMTP_URL", smtp_url.as_str())], true).await?;
    let admin = users[0].1.clone();
    let mut conn = Conn::new(server.addr);

    let reach = Call::post("/api/v1/admin/announcements/reach")
        .with_token(&admin)
        .with_json(&json!({"segment": {"roles": ["user"]}}));
    let counted = conn.send(&reach).await?.json()?["count"].as_u64().unwrap_or(0);
    if counted != people as u64 {
        bail!("the segment reaches {counted} people, not {people}");
    }
    let body = json!({"title": "Day 1: gates open at 7:30", "body": "Bring your pass and your college ID card.",
                      "segment": {"roles": ["user"]}});
    let started = Instant::now();
    let sent = conn.send(&Call::post("/api/v1/admin/announcements").with_token(&admin).with_json(&body)).await?;
    if !sent.status.is_success() {
        bail!("the announcement was refused: {}", sent.status);
    }
    // Until every delivery is written (the announcement is sent) and the SMTP server has every message.
    let list = Call::get("/api/v1/admin/announcements").with_token(&admin);
    let (mut queued_s, mut delivered_s) = (None, None);
    while started.elapsed() < DELIVERY_TIMEOUT {
        if queued_s.is_none() {
            let state = conn.send(&list).await?.json()?["announcements"][0].clone();
            if state["state"] == "sent" {
                queued_s = Some(started.elapsed().as_secs_f64());
            }
        }
        if received(&maildir) >= people {
            delivered_s = Some(started.elapsed().as_secs_f64());
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A moment for any message sent twice to arrive too.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let state = conn.send(&list).await?.json()?["announcements"][0].clone();
    let got = recipients(&maildir)?;
    let messages: usize = got.values().sum();
    let doubled = got.values().filter(|n| **n > 1).count();
    let exact = messages == people && got.len() == people && doubled == 0;
    let seconds = delivered_s.unwrap_or(DELIVERY_TIMEOUT.as_secs_f64());
    let rate = messages as f64 / seconds.max(0.001);
    println!(
        "announce: {people} people; every delivery written in {}; {messages} messages at the SMTP server in \
         {seconds:.1} s ({rate:.0}/s); {} recipients, {doubled} received twice; e-mails sent {} failed {}: {}",
        queued_s.map_or_else(|| "(not finished)".to_owned(), |s| format!("{s:.1} s")),
        got.len(),
        state["deliveries"]["sent"],
        state["deliveries"]["failed"],
        if exact { "each person exactly once" } else { "MISMATCH" }
    );
    verdicts.add(
        "announce: e-mails",
        rate,
        format!("{messages} of {people} in {seconds:.1} s"),
        "every person exactly once",
        exact && delivered_s.is_some(),
    );
    peaks.insert("announce".into(), json!(server.peak_rss_mb()));
    server.stop();
    drop(smtp);
    drop_database(pg).await;
    Ok(json!({"people": people, "queued_seconds": queued_s, "delivered_seconds": delivered_s,
              "messages": messages, "recipients": got.len(), "doubled": doubled, "per_second": rate,
              "exact": exact, "deliveries": state["deliveries"]}))
}
