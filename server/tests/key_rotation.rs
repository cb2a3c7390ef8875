//! Rotating the data key (`fest rotate-key`): the database's sealing key is sealed with the new key; servers
//! already running go on, a server given the new key opens every sealed value and signs as before, a server
//! still given the old one refuses to start and says which key it needs, and backups name the key they need.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::Utc;
use common::{EmptyTarget, TestApp};
use fest_app::Context;
use fest_app::crypto::DataKey;
use fest_app::roles::Role;
use fest_app::services::backup::{self, RestoreOptions};
use fest_app::services::fest_day::calendar;
use fest_shared::catalogue::EventId;
use serde_json::{Value, json};

const NEW_KEY: &str = "bmV3LWZlc3QtZGF0YS1rZXktb2YtMzItYnl0ZXMhISE=";
const DRAFT: &str = "/api/v1/user/drafts/cricket";

fn draft() -> Value {
    json!({
        "collegeName": "Magadh University",
        "team": {"captain": [{"fullname": "Asha Ravi", "aadharId": "987654321012"}]},
    })
}

async fn draft_values(app: &TestApp, token: &str) -> Value {
    let res = app.get_as(DRAFT, token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["draft"]["values"].clone()
}

async fn pass_tokens(app: &TestApp, token: &str) -> Vec<String> {
    let res = app.get_as("/api/v1/passes", token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["passes"].as_array().unwrap().iter().map(|p| p["token"].as_str().unwrap().to_owned()).collect()
}

async fn public_key(app: &TestApp) -> String {
    app.get("/api/v1/checkin/public-key").await.json()["publicKey"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_rotated_key_opens_everything_sealed_before_and_the_old_key_no_longer_opens_the_database() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.paid_team_with("captain", EventId::Football, Some("Men"), "IIT Patna", 11, json!({})).await;
    let res = app.json(Method::PUT, DRAFT, Some(&owner), json!({"values": draft(), "step": 1})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/events/my-registrations", &owner).await.json();
    let registration = mine["registrations"][0]["_id"].as_str().unwrap().to_owned();
    let passes = pass_tokens(&app, &owner).await;
    assert!(!passes.is_empty());
    let key = public_key(&app).await;
    let calendar = calendar::team_token(&app.ctx, &registration);

    let current = DataKey::load_existing(app.ctx.config()).unwrap().unwrap();
    let new = DataKey::from_base64(NEW_KEY).unwrap();
    // The key in use again: nothing to do.
    let err = fest_app::sealing_key::rotate(app.ctx.db(), &current, &current).await.unwrap_err().to_string();
    assert!(err.contains("nothing to rotate"), "{err}");

    let rotation = fest_app::sealing_key::rotate(app.ctx.db(), &current, &new).await.unwrap();
    assert_eq!((rotation.from_sha256, rotation.to_sha256.clone()), (current.fingerprint(), new.fingerprint()));
    // A second rotation from the old key finds it no longer opens the database, and changes nothing.
    let err = fest_app::sealing_key::rotate(app.ctx.db(), &current, &DataKey::from_bytes([5; 32]))
        .await
        .unwrap_err()
        .to_string();
    assert!(err.contains("does not open this database") && err.contains(&new.fingerprint()), "{err}");

    // The server already running goes on.
    assert_eq!(draft_values(&app, &owner).await, draft());

    // A server started with the old key refuses, naming the key it needs and how it changed.
    let err = Context::start(app.ctx.config().clone()).await.err().unwrap().to_string();
    assert!(err.contains(&current.fingerprint()) && err.contains(&new.fingerprint()), "{err}");
    assert!(err.contains("fest rotate-key") && err.contains("FEST_DATA_KEY_FILE"), "{err}");

    // A server given the new key opens what was sealed and signs as before.
    let twin = app.twin_with(&[("data_key", json!(NEW_KEY)), ("sandbox_webhooks", json!(false))]).await;
    assert_eq!(draft_values(&twin, &owner).await, draft());
    assert_eq!(pass_tokens(&twin, &owner).await, passes);
    assert_eq!(public_key(&twin).await, key);
    assert_eq!(calendar::team_token(&twin.ctx, &registration), calendar);
    let res =
        twin.json(Method::PUT, DRAFT, Some(&owner), json!({"values": {"collegeName": "NIT Patna"}, "step": 0})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(draft_values(&app, &owner).await, json!({"collegeName": "NIT Patna"}), "sealed alike by both");

    // A backup, even one made by a server started before the rotation, names the key it needs.
    let dest = app.dir.path().join("backups").join("after-rotation");
    let manifest = backup::create(app.ctx.config(), app.ctx.db(), app.ctx.data_key(), &dest, Utc::now()).await.unwrap();
    assert_eq!(manifest.data_key_sha256, new.fingerprint());
    let refused = EmptyTarget::new().await;
    // The test app's key is the one it generated beside its data.
    let old_key = json!(std::fs::read_to_string(app.dir.path().join("data.key")).unwrap().trim());
    let err = backup::restore(&refused.config(&[("data_key", old_key)]), &dest, RestoreOptions::default())
        .await
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("refusing to restore"), "{err}");
    let target = EmptyTarget::new().await;
    backup::restore(&target.config(&[("data_key", json!(NEW_KEY))]), &dest, RestoreOptions::default()).await.unwrap();
    let copy = target.serve(&[("data_key", json!(NEW_KEY))]).await;
    assert_eq!(draft_values(&copy, &owner).await, json!({"collegeName": "NIT Patna"}));
    assert_eq!(pass_tokens(&copy, &owner).await, passes);
}

#[tokio::test]
async fn the_command_line_rotates_the_key_and_says_why_it_will_not() {
    let app = TestApp::spawn().await;
    let owner = app.user_with_role("owner", Role::User).await;
    let res = app.json(Method::PUT, DRAFT, Some(&owner), json!({"values": draft(), "step": 0})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let url = app.ctx.config().database_url();
    let keys = tempfile::tempdir().unwrap();
    let new_file = keys.path().join("new.key");
    std::fs::write(&new_file, format!("{NEW_KEY}\n")).unwrap();
    let new_fingerprint = DataKey::from_base64(NEW_KEY).unwrap().fingerprint();

    let out = on(fest().arg("rotate-key").arg("--new-key-file").arg(&new_file), &url, app.dir.path());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.starts_with("rotated: ") && said.contains(&new_fingerprint), "{said}");
    assert!(said.contains(&format!("FEST_DATA_KEY_FILE={}", new_file.display())), "{said}");

    // Run again with the old settings: the old key no longer opens the database.
    let line = error_line(&on(fest().arg("rotate-key").arg("--new-key-file").arg(&new_file), &url, app.dir.path()));
    assert!(line.contains("does not open this database") && line.contains(&new_fingerprint), "{line}");
    // With the new key in use and the same file: nothing to rotate.
    let line = error_line(&on(
        fest().arg("rotate-key").arg("--new-key-file").arg(&new_file).env("FEST_DATA_KEY_FILE", &new_file),
        &url,
        app.dir.path(),
    ));
    assert!(line.contains("nothing to rotate"), "{line}");
    // A file that is not a key.
    let bad = keys.path().join("bad.key");
    std::fs::write(&bad, "not a key").unwrap();
    let line = error_line(&on(
        fest().arg("rotate-key").arg("--new-key-file").arg(&bad).env("FEST_DATA_KEY_FILE", &new_file),
        &url,
        app.dir.path(),
    ));
    assert!(line.contains("bad.key") && line.contains("base64"), "{line}");

    let twin = app.twin_with(&[("data_key_file", json!(new_file))]).await;
    assert_eq!(draft_values(&twin, &owner).await, draft());
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

fn on(cmd: &mut std::process::Command, url: &str, dir: &std::path::Path) -> std::process::Output {
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
