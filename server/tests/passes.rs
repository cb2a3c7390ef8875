//! Fest-day passes and gate check-in: passes issued when a registration is paid and revoked when it stops
//! counting, e-mailed to each holder; every scan answer, the offline queue and its sync, the admin's live
//! figures, undo and export, and each role on each route. Runs on SQLite and PostgreSQL.

use crate::common;

use std::collections::BTreeSet;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::team;
use fest_app::roles::Role;
use fest_shared::catalogue::{EventId, event};
use fest_shared::pass;
use serde_json::{Value, json};

/// Pays for a football team through the sandbox as `token`'s owner; returns the registration id.
async fn paid_team(app: &TestApp, token: &str) -> String {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app
        .json(Method::POST, "/api/v1/events/football/create-order", Some(token), team("football", Some("Men")))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(token), res.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/events/my-registrations", token).await.json();
    mine["registrations"][0]["_id"].as_str().unwrap().to_owned()
}

fn football_heads() -> usize {
    event("football").unwrap().roster.iter().map(|r| usize::from(r.min)).sum()
}

async fn passes_of(app: &TestApp, token: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/passes", token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["passes"].as_array().unwrap().clone()
}

async fn scan(app: &TestApp, token: &str, pass_token: &str, gate: &str) -> Value {
    let res =
        app.json(Method::POST, "/api/v1/checkin/scan", Some(token), json!({"token": pass_token, "gate": gate})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

async fn public_key(app: &TestApp) -> ed25519_dalek::VerifyingKey {
    let res = app.get("/api/v1/checkin/public-key").await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.json();
    assert_eq!(body["algorithm"], "Ed25519");
    pass::public_key_from_base64(body["publicKey"].as_str().unwrap()).unwrap()
}

#[tokio::test]
async fn a_paid_team_gets_a_signed_pass_for_every_person_each_e_mailed() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("captain", Role::User).await;
    let registration = paid_team(&app, &owner).await;

    let passes = passes_of(&app, &owner).await;
    assert_eq!(passes.len(), football_heads());
    let key = public_key(&app).await;
    let now = u64::try_from(Utc::now().timestamp()).unwrap();
    let mut ids = BTreeSet::new();
    for p in &passes {
        let claims = pass::verify(p["token"].as_str().unwrap(), &key, now).unwrap();
        assert_eq!(claims.pass_id, p["id"].as_str().unwrap());
        assert_eq!(claims.registration_id, registration);
        assert_eq!(claims.event, EventId::Football);
        assert_eq!(claims.role, p["role"].as_str().unwrap());
        assert_eq!((p["checkedInAt"].clone(), p["revoked"].clone()), (Value::Null, json!(false)));
        // No personal data beyond a first name and an initial.
        let name = p["name"].as_str().unwrap();
        assert!(name.split(' ').count() <= 2 && name.ends_with('.'), "{name}");
        ids.insert(claims.pass_id);
    }
    assert_eq!(ids.len(), passes.len(), "pass ids are distinct");
    assert_eq!(passes[0]["role"], "captain");
    assert_eq!(passes[0]["roleTitle"], "Captain");

    // Someone else sees none of them.
    let other = app.user_with_role("stranger", Role::User).await;
    assert!(passes_of(&app, &other).await.is_empty());
    assert_eq!(app.get("/api/v1/passes").await.status, StatusCode::UNAUTHORIZED);

    // Every person on the roster got their pass by e-mail, QR code inline, with a way to report a mistake.
    app.ctx.finish_background().await;
    let mut pass_mails = Vec::new();
    for entry in std::fs::read_dir(app.dir.path().join("outbox")).unwrap() {
        let raw = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        // Headers as sent, folded lines joined.
        let head = raw.split("\r\n\r\n").next().unwrap().replace("\r\n ", " ");
        if head.contains("Subject: Infinito 2025: your pass for Football") {
            let to = head.lines().find_map(|l| l.strip_prefix("To: ")).unwrap().to_owned();
            pass_mails.push((to, raw));
        }
    }
    assert_eq!(pass_mails.len(), football_heads(), "one message per address on the roster");
    for (to, text) in &pass_mails {
        assert!(to.contains("@example.com"), "{to}");
        assert!(text.contains("Content-Type: image/png") && text.contains("Content-ID: <pass-"), "QR inline");
        assert!(text.contains("registered you for") && text.contains("mailto:"), "says who registered them");
        assert!(!text.contains("123400000"), "no Aadhaar number in a pass e-mail");
        // Team members entered by their captain are told what was given and where to see, correct or erase it.
        let joined = text.replace("=\r\n", "");
        assert!(joined.contains("Your data:") && joined.contains("/grievance"), "the notice and its link");
    }
    // Sent once: asking again sends nothing more.
    assert_eq!(fest_app::services::passes::send_pass_emails(&app.ctx, &registration).await.unwrap(), 0);
    // Every pass marked e-mailed has its message in the queue.
    assert_eq!(queued_pass_mails(&app).await, football_heads() as i64);
}

async fn queued_pass_mails(app: &TestApp) -> i64 {
    use sea_orm::{ConnectionTrait, Statement};
    let db = app.ctx.db();
    let sql = "SELECT COUNT(*) FROM email_outbox WHERE purpose = 'pass'";
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

#[tokio::test]
async fn passes_a_restart_left_unsent_are_e_mailed_by_the_sweep() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("captain", Role::User).await;
    paid_team(&app, &owner).await;
    app.ctx.finish_background().await;
    let sent = queued_pass_mails(&app).await;
    assert_eq!(sent, football_heads() as i64);
    // As if the server had stopped after issuing the passes and before sending them.
    app.sql("UPDATE pass SET emailed_at = NULL").await;
    // Passes issued a moment ago are the registration's own sending's business.
    assert_eq!(fest_app::services::passes::send_unsent(&app.ctx).await.unwrap(), 0);
    let earlier = (Utc::now() - Duration::minutes(5)).format("%Y-%m-%d %H:%M:%S%.6f+00:00");
    app.sql(&format!("UPDATE pass SET created_at = '{earlier}'")).await;
    assert_eq!(fest_app::services::passes::send_unsent(&app.ctx).await.unwrap(), football_heads());
    assert_eq!(queued_pass_mails(&app).await, 2 * sent);
    // Once.
    assert_eq!(fest_app::services::passes::send_unsent(&app.ctx).await.unwrap(), 0);
}

#[tokio::test]
async fn every_scan_answer() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let gatekeeper = app.user_with_role("asha", Role::Volunteer).await;
    paid_team(&app, &owner).await;
    let passes = passes_of(&app, &owner).await;
    let token = passes[0]["token"].as_str().unwrap();

    let first = scan(&app, &gatekeeper, token, "North").await;
    assert_eq!(first["result"], "ok", "{first}");
    assert_eq!(first["message"], "Checked in.");
    assert_eq!((first["gate"].as_str(), first["by"].as_str()), (Some("North"), Some("asha")));
    assert_eq!(first["pass"]["id"], passes[0]["id"]);

    let again = scan(&app, &gatekeeper, token, "South").await;
    assert_eq!(again["result"], "duplicate", "{again}");
    let message = again["message"].as_str().unwrap();
    assert!(message.starts_with("Already checked in at ") && message.ends_with(" at gate North by asha"), "{message}");
    assert_eq!(again["gate"], "North", "the first check-in is what counts");
    // The owner's pass page shows it used.
    let mine = passes_of(&app, &owner).await;
    assert!(mine[0]["checkedInAt"].is_string() && mine[0]["gate"] == "North");

    // Tampered: one character of the signed part changed.
    let mut bytes: Vec<char> = token.chars().collect();
    bytes[20] = if bytes[20] == 'A' { 'B' } else { 'A' };
    let tampered: String = bytes.into_iter().collect();
    let res = scan(&app, &gatekeeper, &tampered, "North").await;
    assert_eq!(res["result"], "invalid");
    assert!(res["pass"].is_null());

    // Signed by another key.
    let claims = pass::read(token).unwrap();
    let forged = pass::sign(&claims, &ed25519_dalek::SigningKey::from_bytes(&[9; 32])).unwrap();
    let res = scan(&app, &gatekeeper, &forged, "North").await;
    assert_eq!(
        (res["result"].as_str(), res["message"].as_str()),
        (Some("invalid"), Some(pass::TokenError::BadSignature.message()))
    );

    // Expired: the fest's own key, a past expiry (as a pass from an earlier season).
    let old = pass::PassClaims {
        expires_at: 1_600_000_000,
        pass_id: passes[1]["id"].as_str().unwrap().into(),
        ..claims.clone()
    };
    let key = fest_app_signing_key(&app);
    let expired = pass::sign(&old, &key).unwrap();
    let res = scan(&app, &gatekeeper, &expired, "North").await;
    assert_eq!(
        (res["result"].as_str(), res["message"].as_str()),
        (Some("invalid"), Some(pass::TokenError::Expired.message()))
    );

    // A well-signed token naming a pass we never issued.
    let unknown = pass::PassClaims { pass_id: "0123456789abcdef".into(), ..claims.clone() };
    let res = scan(&app, &gatekeeper, &pass::sign(&unknown, &key).unwrap(), "North").await;
    assert_eq!(
        (res["result"].as_str(), res["message"].as_str()),
        (Some("invalid"), Some("This pass is not on the fest's list."))
    );

    // Not a pass at all, and no gate.
    assert_eq!(scan(&app, &gatekeeper, "https://example.org/", "North").await["result"], "invalid");
    let res =
        app.json(Method::POST, "/api/v1/checkin/scan", Some(&gatekeeper), json!({"token": token, "gate": "  "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());

    // Revoked: a second payment flags the registration; its passes stop opening the gate, and come back
    // when an admin accepts it.
    let registration = passes[0]["registrationId"].as_str().unwrap();
    let outcome = fest_app::services::registrations::confirm(&app.ctx, registration, "pay_second", None, None).await;
    assert!(matches!(outcome.unwrap(), fest_app::services::registrations::Confirmation::Flagged(_)));
    let second = passes[1]["token"].as_str().unwrap();
    let res = scan(&app, &gatekeeper, second, "North").await;
    assert_eq!(res["result"], "revoked", "{res}");
    assert!(passes_of(&app, &owner).await.iter().all(|p| p["revoked"] == true));
    let bundle = app.get_as("/api/v1/checkin/bundle", &gatekeeper).await.json();
    assert_eq!(bundle["revoked"].as_array().unwrap().len(), football_heads());

    let admin = app.user_with_role("boss", Role::Admin).await;
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/registrations/{registration}/resolve"),
            Some(&admin),
            json!({"action": "accept", "reason": "the second payment was refunded by the bank"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(scan(&app, &gatekeeper, second, "North").await["result"], "ok");
}

/// The signing key the server uses, rebuilt from its data key (as a second instance would).
fn fest_app_signing_key(app: &TestApp) -> ed25519_dalek::SigningKey {
    let digest = app.ctx.data_key().derive("fest pass signing key v1");
    let seed: [u8; 32] = hex::decode(digest).unwrap().try_into().unwrap();
    let key = ed25519_dalek::SigningKey::from_bytes(&seed);
    assert_eq!(key.verifying_key(), app.ctx.pass_key().public());
    key
}

#[tokio::test]
async fn offline_scans_sync_once_and_a_conflict_is_kept_as_a_duplicate() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let north = app.user_with_role("north", Role::Volunteer).await;
    let south = app.user_with_role("south", Role::Volunteer).await;
    paid_team(&app, &owner).await;
    let passes = passes_of(&app, &owner).await;
    let (a, b) = (passes[0]["token"].as_str().unwrap(), passes[1]["token"].as_str().unwrap());

    // The passes were issued an hour ago (a scan is never dated before its pass was issued).
    app.sql(&format!("UPDATE pass SET created_at = '{}'", (Utc::now() - Duration::hours(1)).to_rfc3339())).await;

    // North is online and checks A in. South was offline meanwhile and scanned A and B.
    assert_eq!(scan(&app, &north, a, "North").await["result"], "ok");
    let earlier = (Utc::now() - Duration::minutes(5)).to_rfc3339();
    let queue = json!({"scans": [
        {"id": "south-2", "token": b, "gate": "South", "scannedAt": earlier},
        {"id": "south-1", "token": a, "gate": "South", "scannedAt": (Utc::now() - Duration::minutes(6)).to_rfc3339()},
    ]});
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&south), queue.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let results = res.json()["results"].as_array().unwrap().clone();
    assert_eq!(results.iter().map(|r| r["id"].as_str().unwrap()).collect::<Vec<_>>(), ["south-2", "south-1"]);
    assert_eq!(results[0]["result"], "ok", "B checked in at the time it was scanned");
    assert_eq!(results[0]["checkedInAt"].as_str().map(|t| t[..16].to_owned()), Some(earlier[..16].to_owned()));
    assert_eq!(results[1]["result"], "duplicate", "A was checked in at North first");
    assert_eq!(results[1]["gate"], "North");

    // The scanner lost the answer and sends the same queue again: nothing is recorded twice.
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&south), queue).await;
    let again = res.json()["results"].as_array().unwrap().clone();
    assert_eq!((again[0]["result"].as_str(), again[1]["result"].as_str()), (Some("ok"), Some("duplicate")));

    // The organisers see the duplicate, made offline at South, against the first check-in at North.
    let admin = app.user_with_role("boss", Role::Admin).await;
    let live = app.get_as("/api/v1/admin/checkin/football", &admin).await.json();
    assert_eq!((live["expected"].as_u64(), live["checkedIn"].as_u64()), (Some(football_heads() as u64), Some(2)));
    let dups = live["duplicates"].as_array().unwrap();
    assert_eq!(dups.len(), 1, "{live}");
    assert_eq!((dups[0]["gate"].as_str(), dups[0]["firstGate"].as_str()), (Some("South"), Some("North")));
    assert_eq!((dups[0]["offline"].as_bool(), dups[0]["by"].as_str()), (Some(true), Some("south")));
    let gates: Vec<(String, u64)> = live["gates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["gate"].as_str().unwrap().to_owned(), g["count"].as_u64().unwrap()))
        .collect();
    assert_eq!(gates, [("North".to_owned(), 1), ("South".to_owned(), 1)]);

    // The bundle tells every scanner which passes are used.
    let bundle = app.get_as("/api/v1/checkin/bundle", &north).await.json();
    let used: BTreeSet<&str> =
        bundle["used"].as_array().unwrap().iter().map(|u| u["passId"].as_str().unwrap()).collect();
    assert_eq!(used, BTreeSet::from([passes[0]["id"].as_str().unwrap(), passes[1]["id"].as_str().unwrap()]));
    assert!(bundle["revoked"].as_array().unwrap().is_empty());

    // An online scan whose answer was lost, then queued and synced under the same id: recorded once, as ok.
    let c = passes[2]["token"].as_str().unwrap();
    let res = app
        .json(Method::POST, "/api/v1/checkin/scan", Some(&north), json!({"token": c, "gate": "North", "id": "north-7"}))
        .await;
    assert_eq!(res.json()["result"], "ok");
    let retry =
        json!({"scans": [{"id": "north-7", "token": c, "gate": "North", "scannedAt": Utc::now().to_rfc3339()}]});
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&north), retry).await;
    assert_eq!(res.json()["results"][0]["result"], "ok", "not a false duplicate");
    let live = app.get_as("/api/v1/admin/checkin/football", &admin).await.json();
    assert_eq!(live["duplicates"].as_array().unwrap().len(), 1, "{live}");

    // Too many scans at once is a clear error.
    let many: Vec<Value> = (0..501)
        .map(|i| json!({"token": a, "gate": "X", "scannedAt": Utc::now().to_rfc3339(), "id": format!("m{i}")}))
        .collect();
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&south), json!({"scans": many})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn twenty_gates_scanning_one_pass_at_once_check_it_in_once() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let volunteer = app.user_with_role("gates", Role::Volunteer).await;
    paid_team(&app, &owner).await;
    let token = passes_of(&app, &owner).await[0]["token"].as_str().unwrap().to_owned();
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let (router, token, volunteer) = (app.router.clone(), token.clone(), volunteer.clone());
            tokio::spawn(async move {
                use tower::ServiceExt;
                let req = axum::http::Request::builder()
                    .method(Method::POST)
                    .uri("/api/v1/checkin/scan")
                    .header("content-type", "application/json")
                    .header("authorization", format!("Bearer {volunteer}"))
                    .body(axum::body::Body::from(json!({"token": token, "gate": format!("G{i}")}).to_string()))
                    .unwrap();
                let res = router.oneshot(req).await.unwrap();
                let body = http_body_util::BodyExt::collect(res.into_body()).await.unwrap().to_bytes();
                serde_json::from_slice::<Value>(&body).unwrap()["result"].as_str().unwrap().to_owned()
            })
        })
        .collect();
    let mut results = Vec::new();
    for t in tasks {
        results.push(t.await.unwrap());
    }
    assert_eq!(results.iter().filter(|r| *r == "ok").count(), 1, "{results:?}");
    assert_eq!(results.iter().filter(|r| *r == "duplicate").count(), 19, "{results:?}");
}

#[tokio::test]
async fn an_admin_undoes_a_check_in_and_downloads_the_gate_list() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let volunteer = app.user_with_role("asha", Role::Volunteer).await;
    let moderator = app.user_with_role("mod", Role::Moderator).await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    paid_team(&app, &owner).await;
    let passes = passes_of(&app, &owner).await;
    let (id, token) = (passes[0]["id"].as_str().unwrap(), passes[0]["token"].as_str().unwrap());
    assert_eq!(scan(&app, &volunteer, token, "Main").await["result"], "ok");

    let undo = |who: String, body: Value| {
        let app = &app;
        async move { app.json(Method::POST, &format!("/api/v1/admin/checkin/passes/{id}/undo"), Some(&who), body).await }
    };
    assert_eq!(undo(moderator.clone(), json!({"reason": "scanned by mistake"})).await.status, StatusCode::FORBIDDEN);
    assert_eq!(undo(admin.clone(), json!({"reason": " "})).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let res = undo(admin.clone(), json!({"reason": "scanned the wrong person's phone"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(undo(admin.clone(), json!({"reason": "again"})).await.status, StatusCode::CONFLICT);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert!(log.to_string().contains("checkin.undo") && log.to_string().contains("scanned the wrong person"), "{log}");
    // Scanned in again.
    assert_eq!(scan(&app, &volunteer, token, "Side").await["result"], "ok");

    let res = app.get_as("/api/v1/admin/checkin/football/export", &moderator).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.header("content-type"), Some("text/csv; charset=utf-8"));
    let csv = res.text();
    assert_eq!(csv.lines().count(), 1 + football_heads());
    assert!(csv.lines().any(|l| l.starts_with(id) && l.contains("checked in") && l.contains("Side")), "{csv}");
    assert!(app.get_as("/api/v1/admin/audit-log", &admin).await.text().contains("checkin.export"));
}

#[tokio::test]
async fn volunteers_find_people_without_their_pass() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let volunteer = app.user_with_role("asha", Role::Volunteer).await;
    let registration = paid_team(&app, &owner).await;
    // person(2) is the captain: "Meera Asha", phone 9800000002.
    let find = |q: &str| {
        let (app, volunteer, q) = (&app, volunteer.clone(), q.to_owned());
        async move {
            let res = app.get_as(&format!("/api/v1/checkin/search?q={q}"), &volunteer).await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text());
            res.json()["people"].as_array().unwrap().clone()
        }
    };
    let by_name = find("meera%20asha").await;
    assert_eq!(by_name.len(), 1, "{by_name:?}");
    assert_eq!(by_name[0]["fullname"], "Meera Asha");
    assert_eq!(by_name[0]["phone"], "XXXXXX0002", "the phone is masked");
    assert_eq!(by_name[0]["pass"]["role"], "captain");
    let by_phone = find("9800000002").await;
    assert_eq!(by_phone.len(), 1);
    assert_eq!(find(&registration[..8]).await.len(), football_heads());
    // The pass id printed under the QR code finds its holder alone, however it is typed.
    let pass_id = by_name[0]["pass"]["id"].as_str().unwrap().to_owned();
    for typed in [pass_id.clone(), pass_id.to_uppercase(), format!("{}%20{}", &pass_id[..8], &pass_id[8..])] {
        let by_pass = find(&typed).await;
        assert_eq!(by_pass.len(), 1, "{typed}: {by_pass:?}");
        assert_eq!(by_pass[0]["pass"]["id"], pass_id.as_str());
        assert_eq!(by_pass[0]["fullname"], "Meera Asha");
    }
    assert!(find("00000000000000ff").await.is_empty(), "an unknown pass id finds nobody");
    // The token found checks them in.
    let token = by_name[0]["token"].as_str().unwrap();
    assert_eq!(scan(&app, &volunteer, token, "Desk").await["result"], "ok");
    assert!(find("meera%20asha").await[0]["checkedInAt"].is_string());
    let res = app.get_as("/api/v1/checkin/search?q=ab", &volunteer).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn each_role_on_each_check_in_route() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    paid_team(&app, &owner).await;
    let mut tokens = vec![("anonymous", None)];
    for (name, role) in [
        ("user", Role::User),
        ("ca", Role::Ca),
        ("volunteer", Role::Volunteer),
        ("moderator", Role::Moderator),
        ("admin", Role::Admin),
    ] {
        tokens.push((name, Some(app.user_with_role(&format!("{name}1"), role).await)));
    }
    let gate_roles = ["volunteer", "moderator", "admin"];
    let staff_roles = ["moderator", "admin"];
    let routes: Vec<(Method, &str, Value, &[&str])> = vec![
        (Method::GET, "/api/v1/checkin/bundle", Value::Null, &gate_roles),
        (Method::POST, "/api/v1/checkin/scan", json!({"token": "x", "gate": "A"}), &gate_roles),
        (Method::POST, "/api/v1/checkin/sync", json!({"scans": []}), &gate_roles),
        (Method::GET, "/api/v1/checkin/search?q=meera", Value::Null, &gate_roles),
        (Method::GET, "/api/v1/admin/checkin/football", Value::Null, &staff_roles),
        (Method::GET, "/api/v1/admin/checkin/football/export", Value::Null, &staff_roles),
    ];
    for (method, path, body, allowed) in &routes {
        for (who, bearer) in &tokens {
            let res = if method == Method::GET {
                match bearer {
                    Some(t) => app.get_as(path, t).await,
                    None => app.get(path).await,
                }
            } else {
                app.json(method.clone(), path, bearer.as_deref(), body.clone()).await
            };
            let expected = match bearer {
                None => StatusCode::UNAUTHORIZED,
                Some(_) if allowed.contains(who) => StatusCode::OK,
                Some(_) => StatusCode::FORBIDDEN,
            };
            assert_eq!(res.status, expected, "{who} on {method} {path}: {}", res.text());
        }
    }
    // The public key is for anyone.
    assert_eq!(app.get("/api/v1/checkin/public-key").await.status, StatusCode::OK);
    // Only the undo is admins' alone: a moderator is refused, as the undo test shows.
}

#[tokio::test]
async fn the_command_line_makes_a_volunteer_who_may_scan() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("gatekeeper", "gatekeeper@example.com", "password123").await;
    assert_eq!(app.get_as("/api/v1/checkin/bundle", &token).await.status, StatusCode::FORBIDDEN);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fest"))
        .args(["user", "promote", "--email", "gatekeeper@example.com", "--role", "volunteer"])
        .env("FEST_DATABASE_URL", app.ctx.config().database_url())
        .env("FEST_DATA_DIR", app.dir.path())
        .env("FEST_LOG", "warn")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    app.ctx.sessions().invalidate_all(); // as the running server learns of a change made by another process
    let res = app.get_as("/api/v1/checkin/bundle", &token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let me = app.get_as("/api/v1/user/me", &token).await.json();
    assert_eq!(me["user"]["role"], "volunteer");
}
