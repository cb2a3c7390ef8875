//! Backups that restore. A backup is taken while teams are being registered and paid through the API; it is
//! restored into an empty place and a server started on it: every payment confirmed before the backup began
//! is there, paid, as the original has it (and its Aadhaar numbers open), nothing begun after it ended is,
//! the manifest's count of paid registrations is what the restore holds, and payment health finds nothing.
//! A restore refuses a target that holds data and a data key that is not the backup's (unless told), and a
//! failed restore leaves the target empty. The daily backup keeps the newest copies. The command line. Runs
//! on SQLite and PostgreSQL (pg_dump and pg_restore).

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::{Method, StatusCode};
use chrono::{TimeZone as _, Utc};
use common::forms::team;
use common::{EmptyTarget, TestApp};
use fest_app::entities::{payment_order, registration};
use fest_app::roles::Role;
use fest_app::services::backup::{self, Manifest, RestoreOptions};
use fest_app::services::payment_health;
use fest_shared::catalogue::EventId;
use sea_orm::EntityTrait;
use serde_json::{Value, json};

/// Teams in the rush, writers working through them at once, and the teams held back until the backup is
/// done (they must not be in it).
const RUSH: usize = 24;
const WRITERS: usize = 6;
const HELD_BACK: usize = 4;
/// Payments confirmed before the backup starts.
const PAID_FIRST: usize = 6;
/// How long a test waits for a condition before it fails.
const PATIENCE: Duration = Duration::from_secs(60);
const OTHER_KEY: &str = "YW5vdGhlci1mZXN0LWRhdGEta2V5LTMyLWJ5dGVzISE=";

fn is_postgres(app: &TestApp) -> bool {
    app.ctx.config().database_url().starts_with("postgres")
}

/// A chess team ordered, paid in the sandbox and verified through the API; its order id.
async fn order_and_pay(app: &TestApp, token: &str) -> String {
    let form = common::forms::fresh_people(team("chess", None));
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/chess/verify-payment", Some(token), res.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    order_id
}

/// What a registration's payment is (the registration and its order), to compare the original with the
/// restore.
fn payment(r: &registration::Model, order: &payment_order::Model) -> Value {
    json!({
        "id": r.id, "user": r.user_id, "event": r.event_id, "status": r.status.as_str(), "amount": r.amount_paise,
        "payment": order.payment_id, "ordered": order.amount_paise, "paidAt": r.paid_at.map(|t| t.timestamp_micros()),
    })
}

/// Every registration's order, by order id.
async fn orders(app: &TestApp) -> BTreeMap<String, payment_order::Model> {
    payment_order::Entity::find().all(app.ctx.db()).await.unwrap().into_iter().map(|o| (o.id.clone(), o)).collect()
}

/// Every registration, by order id.
async fn registrations(app: &TestApp) -> BTreeMap<String, registration::Model> {
    use fest_app::entities::payment_order::Payable;
    let all = registration::Entity::find().all(app.ctx.db()).await.unwrap();
    let ids = all.iter().map(|r| r.id.clone());
    let mut orders =
        fest_app::services::payment_orders::of_many(app.ctx.db(), Payable::Registration, ids).await.unwrap();
    all.into_iter().filter_map(|r| orders.remove(&r.id).map(|o| (o.id, r))).collect()
}

/// An empty place with the original's data key in it, as an operator restoring on a new machine has.
async fn target_with_key_of(app: &TestApp) -> EmptyTarget {
    let target = EmptyTarget::new().await;
    std::fs::copy(app.dir.path().join("data.key"), target.dir.path().join("data.key")).unwrap();
    target
}

async fn take_backup(app: &TestApp, dest: &Path) -> Manifest {
    backup::create(app.ctx.config(), app.ctx.db(), app.ctx.data_key(), dest, Utc::now()).await.unwrap()
}

/// Whether `target` holds no database (and, on SQLite, nothing but its data key: no temporary copy either).
async fn is_empty(target: &EmptyTarget) -> bool {
    if !target.url.starts_with("postgres") {
        return names_in(target.dir.path()).iter().all(|name| name == "data.key");
    }
    use sea_orm::ConnectionTrait;
    let db = sea_orm::Database::connect(&target.url).await.unwrap();
    let row = db
        .query_one_raw(sea_orm::Statement::from_string(
            db.get_database_backend(),
            "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'",
        ))
        .await
        .unwrap()
        .unwrap();
    let tables: i64 = row.try_get_by_index(0).unwrap();
    db.close().await.unwrap();
    tables == 0
}

/// Accounts in the database.
async fn users(app: &TestApp) -> u64 {
    use sea_orm::PaginatorTrait;
    fest_app::entities::user::Entity::find().count(app.ctx.db()).await.unwrap()
}

/// The files in a directory, by name.
fn names_in(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_backup_taken_during_a_rush_of_payments_restores_every_paid_registration_it_holds() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("login_max_per_ip", json!(1000))]).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Chess, true).await.unwrap();
    // Accounts first (hashing their passwords is slow on purpose), then the rush.
    let mut tokens = Vec::new();
    for i in 0..RUSH {
        tokens.push(app.user_with_role(&format!("rush{i}"), Role::User).await);
    }
    let app = Arc::new(app);
    let tokens = Arc::new(tokens);
    let next = Arc::new(AtomicUsize::new(0));
    // Order ids of confirmed payments, in the order their confirmations came back, and of the held-back teams.
    let paid: Arc<Mutex<Vec<String>>> = Arc::default();
    let held: Arc<Mutex<Vec<String>>> = Arc::default();
    let (confirmed, mut confirmed_rx) = tokio::sync::watch::channel(0usize);
    let confirmed = Arc::new(confirmed);
    let (backup_done, backup_done_rx) = tokio::sync::watch::channel(false);
    let writers: Vec<_> = (0..WRITERS)
        .map(|_| {
            let (app, tokens, next, paid, held, confirmed) =
                (app.clone(), tokens.clone(), next.clone(), paid.clone(), held.clone(), confirmed.clone());
            let mut backup_done = backup_done_rx.clone();
            tokio::spawn(async move {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= RUSH {
                        break;
                    }
                    let late = i >= RUSH - HELD_BACK;
                    if late {
                        backup_done.wait_for(|done| *done).await.unwrap();
                    }
                    let order_id = order_and_pay(&app, &tokens[i]).await;
                    if late {
                        held.lock().unwrap().push(order_id.clone());
                    }
                    paid.lock().unwrap().push(order_id);
                    confirmed.send_modify(|n| *n += 1);
                }
            })
        })
        .collect();

    tokio::time::timeout(PATIENCE, confirmed_rx.wait_for(|n| *n >= PAID_FIRST)).await.unwrap().unwrap();
    let paid_before: Vec<String> = paid.lock().unwrap().clone();
    let dest = app.dir.path().join("backups").join("during-the-rush");
    let manifest = take_backup(&app, &dest).await;
    let paid_by_the_end_of_the_backup = paid.lock().unwrap().len();
    backup_done.send(true).unwrap();
    for writer in writers {
        writer.await.unwrap();
    }
    let paid: Vec<String> = paid.lock().unwrap().clone();
    let held: Vec<String> = held.lock().unwrap().clone();
    assert_eq!(paid.len(), RUSH, "every team of the rush paid");
    assert!(paid_before.len() >= PAID_FIRST && paid_by_the_end_of_the_backup < RUSH);
    eprintln!(
        "backup: {} confirmed before it began, {} more while it ran, {} after",
        paid_before.len(),
        paid_by_the_end_of_the_backup - paid_before.len(),
        RUSH - paid_by_the_end_of_the_backup
    );

    // What the manifest says.
    assert_eq!(manifest.format, backup::FORMAT);
    assert_eq!(manifest.database, if is_postgres(&app) { backup::Kind::Postgres } else { backup::Kind::Sqlite });
    assert_eq!(manifest.migrations, backup::known_migrations());
    assert_eq!(manifest.data_key_sha256, app.ctx.data_key().fingerprint());
    assert!(manifest.paid_registrations as usize >= paid_before.len(), "{manifest:?}");
    assert!(manifest.tables["registration"] >= manifest.paid_registrations);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&dest).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o700, "a backup's directory is its owner's alone");
    }
    let text = std::fs::read_to_string(dest.join(backup::MANIFEST)).unwrap();
    let key = std::fs::read_to_string(app.dir.path().join("data.key")).unwrap();
    assert!(!text.contains(key.trim()), "the manifest holds the key's fingerprint, never the key");

    // Restored into an empty place, with the key, and served.
    let target = target_with_key_of(&app).await;
    let restored = backup::restore(&target.config(&[]), &dest, RestoreOptions::default()).await.unwrap();
    assert_eq!(restored, manifest);
    let copy = target.serve(&[("sandbox_webhooks", json!(false))]).await;

    let original = registrations(&app).await;
    let restored = registrations(&copy).await;
    let (original_orders, restored_orders) = (orders(&app).await, orders(&copy).await);
    let restored_paid: BTreeSet<&String> =
        restored.iter().filter(|(_, r)| r.status == registration::Status::Paid).map(|(o, _)| o).collect();
    assert_eq!(restored_paid.len() as u64, manifest.paid_registrations, "the backup holds what it claims");
    for order in &paid_before {
        assert!(restored_paid.contains(order), "{order}, paid before the backup began, is in it");
    }
    for order in &held {
        assert!(!restored.contains_key(order), "{order}, ordered after the backup ended, is not in it");
    }
    for order in &restored_paid {
        assert!(paid.contains(order), "{order} was really paid");
        assert_eq!(
            payment(&restored[*order], &restored_orders[*order]),
            payment(&original[*order], &original_orders[*order]),
            "{order} as the original has it"
        );
    }
    // Payment health is consistent: nothing on either side needs a human.
    let health = payment_health::health(&copy.ctx).await.unwrap();
    assert_eq!(health.total(), 0, "{:?}", health.items);
    assert_eq!(payment_health::health(&app.ctx).await.unwrap().total(), 0);

    // The owner of a team paid before the backup, with the session it had then, sees the registration on the
    // restored server, its Aadhaar numbers opened with the restored key.
    let first = paid_before.first().unwrap();
    let mut seen = false;
    for token in tokens.iter() {
        let mine = copy.get_as("/api/v1/events/my-registrations", token).await;
        assert_eq!(mine.status, StatusCode::OK, "{}", mine.text());
        let mine = mine.json();
        let Some(reg) = mine["registrations"].as_array().unwrap().iter().find(|r| r["_id"] == restored[first].id)
        else {
            continue;
        };
        assert_eq!(reg["paymentStatus"], "paid");
        let captain = reg["team"].as_object().unwrap().values().next().unwrap()[0]["aadharId"].as_str().unwrap();
        assert!(captain.starts_with("XXXXXXXX") && captain[8..].chars().all(|c| c.is_ascii_digit()), "{captain}");
        seen = true;
    }
    assert!(seen, "the owner of {first} sees it on the restored server");
}

#[tokio::test]
async fn a_restore_refuses_a_target_that_holds_data_and_a_failed_one_leaves_the_target_empty() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("keeper", Role::User).await;
    let order = order_and_pay(&app, &token).await;
    let dest = app.dir.path().join("backups").join("one");
    let manifest = take_backup(&app, &dest).await;
    assert_eq!(manifest.paid_registrations, 1);

    // Into the database it came from: refused, and the database is as it was.
    let err = backup::restore(app.ctx.config(), &dest, RestoreOptions::default()).await.unwrap_err().to_string();
    assert!(err.starts_with("refusing to restore") && err.contains("empty"), "{err}");
    assert!(!err.contains('\n'), "one line: {err}");
    assert_eq!(registrations(&app).await[&order].status, registration::Status::Paid);

    // A backup whose database file was cut short: the checksum says so before anything is written.
    let target = target_with_key_of(&app).await;
    let damaged = app.dir.path().join("backups").join("damaged");
    std::fs::create_dir(&damaged).unwrap();
    for name in names_in(&dest) {
        std::fs::copy(dest.join(&name), damaged.join(&name)).unwrap();
    }
    let file = damaged.join(&manifest.file);
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() / 2]).unwrap();
    let err = backup::restore(&target.config(&[]), &damaged, RestoreOptions::default()).await.unwrap_err();
    assert!(err.to_string().contains("is damaged"), "{err}");
    assert!(is_empty(&target).await);

    // The same with a manifest that agrees with the cut file: the restore itself fails, and leaves nothing.
    let mut lying = manifest.clone();
    lying.file_bytes = (bytes.len() / 2) as u64;
    lying.file_sha256 = fest_app::crypto::sha256_hex(&bytes[..bytes.len() / 2]);
    std::fs::write(damaged.join(backup::MANIFEST), serde_json::to_string(&lying).unwrap()).unwrap();
    let err = backup::restore(&target.config(&[]), &damaged, RestoreOptions::default()).await.unwrap_err();
    eprintln!("a cut backup: {err}");
    assert!(is_empty(&target).await, "nothing half-written after: {err}");

    // The whole backup goes in; a second restore into the same place is refused.
    backup::restore(&target.config(&[]), &dest, RestoreOptions::default()).await.unwrap();
    assert!(!is_empty(&target).await);
    let err = backup::restore(&target.config(&[]), &dest, RestoreOptions::default()).await.unwrap_err().to_string();
    assert!(err.starts_with("refusing to restore"), "{err}");
    let copy = target.serve(&[]).await;
    assert_eq!(registrations(&copy).await[&order].status, registration::Status::Paid);
}

#[tokio::test]
async fn a_restore_refuses_a_data_key_that_is_not_the_backups_unless_told_to_go_on() {
    let app = TestApp::spawn().await;
    app.user_with_role("sealed", Role::User).await;
    let dest = app.dir.path().join("backups").join("keyed");
    let manifest = take_backup(&app, &dest).await;
    // The fingerprint is SHA-256 of the key's 32 bytes, as `base64 -d data.key | sha256sum` prints it.
    use base64::Engine as _;
    let key = std::fs::read_to_string(app.dir.path().join("data.key")).unwrap();
    let raw = base64::engine::general_purpose::STANDARD.decode(key.trim()).unwrap();
    assert_eq!(manifest.data_key_sha256, fest_app::crypto::sha256_hex(&raw));

    // Another key in use: refused, naming both fingerprints and the way on.
    let target = EmptyTarget::new().await;
    let other = target.config(&[("data_key", json!(OTHER_KEY))]);
    let err = backup::restore(&other, &dest, RestoreOptions::default()).await.unwrap_err().to_string();
    let other_fingerprint = fest_app::crypto::DataKey::from_base64(OTHER_KEY).unwrap().fingerprint();
    assert!(err.starts_with("refusing to restore: the data key in use"), "{err}");
    assert!(err.contains(&other_fingerprint) && err.contains(&manifest.data_key_sha256), "{err}");
    assert!(err.contains("--allow-key-mismatch") && err.contains("FEST_DATA_KEY_FILE"), "{err}");
    assert!(is_empty(&target).await);

    // No key at all: refused too, and none is made up.
    let err = backup::restore(&target.config(&[]), &dest, RestoreOptions::default()).await.unwrap_err().to_string();
    assert!(err.contains("there is no data key here"), "{err}");
    assert!(is_empty(&target).await && !target.dir.path().join("data.key").exists());

    // Told to go on, it restores.
    let go_on = RestoreOptions { allow_key_mismatch: true };
    backup::restore(&other, &dest, go_on).await.unwrap();
    assert!(!is_empty(&target).await);
    // The key in use starts the restored copy (the backup's sealing key, which it cannot open, is dropped).
    let copy = target.serve(&[("data_key", json!(OTHER_KEY))]).await;
    assert_eq!(copy.get("/api/v1/events").await.status, StatusCode::OK);
    assert_eq!(users(&copy).await, users(&app).await);
}

#[tokio::test]
async fn the_daily_backup_is_made_once_a_day_and_keeps_the_newest_copies() {
    let backups = tempfile::tempdir().unwrap();
    let app = TestApp::spawn_with(&[
        ("backup_daily", json!(3)),
        ("backup_keep", json!(3)),
        ("backup_dir", json!(backups.path())),
    ])
    .await;
    app.user_with_role("daily", Role::User).await;
    // A backup made by hand, a temporary directory a backup elsewhere is writing, and one a crash left.
    let manual = backups.path().join(backup::backup_name(backup::MANUAL_PREFIX, Utc::now()));
    take_backup(&app, &manual).await;
    let writing = backups.path().join(".fest-x.partial-1");
    let crashed = backups.path().join(".daily-y.partial-2");
    for dir in [&writing, &crashed] {
        std::fs::create_dir(dir).unwrap();
    }
    let two_days_ago = std::time::SystemTime::now() - Duration::from_secs(2 * 24 * 3600);
    std::fs::File::open(&crashed).unwrap().set_modified(two_days_ago).unwrap();

    // 05:30 in India on five days running, and again an hour later each day.
    let first = Utc.with_ymd_and_hms(2026, 12, 1, 0, 0, 0).unwrap();
    let mut made = Vec::new();
    for day in 0..5 {
        let now = first + chrono::Duration::days(day);
        let path = backup::daily(&app.ctx, now).await.unwrap().expect("due once a day");
        assert_eq!(path.file_name().unwrap().to_str().unwrap(), backup::backup_name(backup::DAILY_PREFIX, now));
        assert_eq!(backup::daily(&app.ctx, now + chrono::Duration::hours(1)).await.unwrap(), None, "made already");
        made.push(path);
    }
    let kept: Vec<_> = backup::daily_backups(backups.path()).unwrap().into_iter().map(|(_, p)| p).collect();
    assert_eq!(kept, made[2..], "the newest three");
    assert!(manual.exists() && writing.exists(), "backups made by hand and ones being written stay");
    assert!(!crashed.exists(), "what a crash left a day ago goes");
    let users = users(&app).await;
    for path in &kept {
        let (_, manifest) = backup::read_manifest(path).unwrap();
        assert_eq!(manifest.tables["user"], users);
    }
    // Before 03:00 in India the day's backup is not due yet; after it, it is.
    let next = first + chrono::Duration::days(5);
    let before_three = next - chrono::Duration::hours(3); // 02:30 in India
    assert_eq!(backup::daily(&app.ctx, before_three).await.unwrap(), None);
    assert!(backup::daily(&app.ctx, next).await.unwrap().is_some());
    assert_eq!(backup::daily_backups(backups.path()).unwrap().len(), 3);

    // Off: nothing is made.
    let off = app.twin_with(&[("backup_dir", json!(backups.path()))]).await;
    assert_eq!(backup::daily(&off.ctx, next + chrono::Duration::days(3)).await.unwrap(), None);
}

/// The binary, with only the given FEST_* settings.
fn fest() -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_fest"));
    for (key, _) in std::env::vars() {
        if key.starts_with("FEST_") {
            cmd.env_remove(key);
        }
    }
    cmd.env("FEST_LOG", "warn");
    cmd
}

fn on(cmd: &mut std::process::Command, url: &str, dir: &Path) -> std::process::Output {
    cmd.env("FEST_DATABASE_URL", url).env("FEST_DATA_DIR", dir).output().unwrap()
}

/// The one error line of a command that failed.
fn error_line(out: &std::process::Output) -> String {
    assert!(!out.status.success(), "expected a failure");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("fest: error:")).collect();
    assert_eq!(errors.len(), 1, "one error line: {stderr}");
    errors[0].to_owned()
}

#[tokio::test]
async fn the_command_line_backs_up_and_restores_and_says_why_it_will_not() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("cli", Role::User).await;
    let order = order_and_pay(&app, &token).await;
    let url = app.ctx.config().database_url();

    // `fest backup` into the backup directory: prints where.
    let out = on(fest().arg("backup"), &url, app.dir.path());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let dest = std::path::PathBuf::from(String::from_utf8(out.stdout).unwrap().trim());
    assert_eq!(dest.parent().unwrap(), app.dir.path().join("backups"));
    assert!(dest.file_name().unwrap().to_str().unwrap().starts_with(backup::MANUAL_PREFIX));
    let (_, manifest) = backup::read_manifest(&dest).unwrap();
    assert_eq!(manifest.paid_registrations, 1);

    // `fest restore` into an empty place with the key, then again (refused).
    let target = target_with_key_of(&app).await;
    let out = on(fest().arg("restore").arg(&dest), &target.url, target.dir.path());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.starts_with("restored ") && said.contains("1 paid registrations"), "{said}");
    let line = error_line(&on(fest().arg("restore").arg(&dest), &target.url, target.dir.path()));
    assert!(line.contains("refusing to restore") && line.contains("empty"), "{line}");
    let copy = target.serve(&[]).await;
    assert_eq!(registrations(&copy).await[&order].status, registration::Status::Paid);

    // Another key: refused, and the flag that goes on anyway.
    let other = EmptyTarget::new().await;
    let line =
        error_line(&on(fest().arg("restore").arg(&dest).env("FEST_DATA_KEY", OTHER_KEY), &other.url, other.dir.path()));
    assert!(line.contains("the data key in use") && line.contains("--allow-key-mismatch"), "{line}");
    let out = on(
        fest().arg("restore").arg(&dest).arg("--allow-key-mismatch").env("FEST_DATA_KEY", OTHER_KEY),
        &other.url,
        other.dir.path(),
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));

    if is_postgres(&app) {
        // Without pg_dump on PATH: what to install.
        let empty = tempfile::tempdir().unwrap();
        let line = error_line(&on(fest().arg("backup").env("PATH", empty.path()), &url, app.dir.path()));
        assert!(line.contains("pg_dump was not found") && line.contains("postgresql-client"), "{line}");
    } else {
        // No database where the settings point: nothing is made there.
        let nowhere = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/fest.db?mode=rwc", nowhere.path().display());
        let line = error_line(&on(fest().arg("backup"), &url, nowhere.path()));
        assert!(line.contains("there is no database at"), "{line}");
        assert!(names_in(nowhere.path()).is_empty());
    }
}

#[tokio::test]
async fn a_serving_fest_makes_the_daily_backup_and_removes_the_oldest() {
    let app = TestApp::spawn().await;
    if is_postgres(&app) {
        // On PostgreSQL a server runs the jobs once it holds the jobs lock, and the first look at the daily
        // backup comes before it does: the next is a minute later. The job itself is tested above.
        return;
    }
    app.user_with_role("served", Role::User).await;
    let backups = app.dir.path().join("backups");
    std::fs::create_dir_all(&backups).unwrap();
    let old = ["daily-20200101T000000Z", "daily-20200102T000000Z"].map(|name| backups.join(name));
    for dir in &old {
        std::fs::create_dir(dir).unwrap();
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut child = fest()
        .arg("serve")
        .env("FEST_BIND", format!("127.0.0.1:{port}"))
        .env("FEST_DATABASE_URL", app.ctx.config().database_url())
        .env("FEST_DATA_DIR", app.dir.path())
        .env("FEST_BACKUP_DAILY", "on")
        .env("FEST_BACKUP_KEEP", "2")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + PATIENCE;
    let kept = loop {
        let kept = backup::daily_backups(&backups).unwrap();
        if kept.len() == 2 && !old[0].exists() {
            break kept;
        }
        assert!(std::time::Instant::now() < deadline, "no daily backup within {PATIENCE:?}: {kept:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(kept[0].1, old[1]);
    let (_, manifest) = backup::read_manifest(&kept[1].1).unwrap();
    assert_eq!((manifest.database, manifest.tables["user"]), (backup::Kind::Sqlite, users(&app).await));
}
