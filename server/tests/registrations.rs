//! Registrations and payments: validation through the API, server-side fees, orders, signatures,
//! webhooks, concurrency, personal data at rest.

use crate::common;

use axum::http::{Method, StatusCode};
use common::forms::{athletics, team};
use common::{TestApp, post_webhook, webhook_body};
use fest_app::roles::Role;
use fest_shared::catalogue::{EventId, events};
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

async fn open_all(app: &TestApp) {
    for id in EventId::ALL {
        fest_app::services::events::set_open(&app.ctx, id, true).await.unwrap();
    }
}

async fn create_order(app: &TestApp, token: &str, event: &str, form: Value) -> common::TestResponse {
    app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await
}

async fn scalar(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

async fn text(app: &TestApp, sql: &str) -> String {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<String>(0).unwrap()
}

/// SPEC 9's fee table, in rupees: (event, category, fee).
const FEES: &[(&str, Option<&str>, u64)] = &[
    ("cricket", None, 6500),
    ("football", Some("Men"), 6500),
    ("football", Some("Women"), 3000),
    ("basketball", Some("Men"), 4800),
    ("basketball", Some("Women"), 4200),
    ("volleyball", Some("Men"), 4800),
    ("volleyball", Some("Women"), 4500),
    ("kabaddi", Some("Men"), 4000),
    ("kabaddi", Some("Women"), 2000),
    ("badminton", Some("Men"), 2500),
    ("badminton", Some("Women"), 1500),
    ("table_tennis", Some("Men"), 1500),
    ("table_tennis", Some("Women"), 1000),
    ("lawn_tennis", Some("Men"), 1000),
    ("lawn_tennis", Some("Women"), 800),
    ("squash", Some("Men"), 800),
    ("squash", Some("Women"), 600),
    ("chess", None, 249),
    ("powerlifting", None, 999),
    ("weightlifting", None, 999),
    ("mr_infinito", None, 599),
];

#[tokio::test]
async fn the_server_charges_the_fee_table_for_every_event_and_category() {
    let app = TestApp::spawn().await;
    open_all(&app).await;
    let token = app.user_with_role("payer", Role::User).await;
    for (event, category, rupees) in FEES {
        let mut form = team(event, *category);
        // Whatever the browser claims, the server prices the registration itself.
        form["amount"] = json!(1);
        form["fee"] = json!(1);
        let res = create_order(&app, &token, event, form).await;
        assert_eq!(res.status, StatusCode::OK, "{event} {category:?}: {}", res.text());
        let order = &res.json()["order"];
        assert_eq!(order["amount"], json!(rupees * 100), "{event} {category:?}");
        assert_eq!(order["currency"], "INR");
    }
    // Athletics: 700 per head, the lead athlete plus every distinct relay runner.
    let res = create_order(&app, &token, "athletics", athletics("Men", &["100m"], None)).await;
    assert_eq!(res.json()["order"]["amount"], json!(700 * 100), "{}", res.text());
    let res = create_order(&app, &token, "athletics", athletics("Men", &["100m"], Some("4x100m"))).await;
    assert_eq!(res.json()["order"]["amount"], json!(5 * 700 * 100), "{}", res.text());
    // Every registrable event of the catalogue is in the table above.
    for e in events().iter().filter(|e| e.is_registrable() && e.id != EventId::Athletics) {
        assert!(FEES.iter().any(|(id, _, _)| *id == e.id.as_str()), "{} has no fee test", e.id.as_str());
    }
}

#[tokio::test]
async fn every_rule_of_the_shared_crate_reaches_the_api_as_field_errors() {
    let app = TestApp::spawn().await;
    open_all(&app).await;
    let token = app.user_with_role("rules", Role::User).await;
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/tests/vectors.json")).unwrap();
    let vectors: Value = serde_json::from_str(&file).unwrap();
    let mut checked = 0;
    for v in vectors["vectors"].as_array().unwrap() {
        let (event, form) = match v["call"].as_str().unwrap() {
            "validateRegistration" => (&v["args"][0], &v["args"][1]),
            "validateStep" => (&v["args"][0], &v["args"][2]),
            _ => continue,
        };
        let errors = v["expect"]["errors"].as_object().unwrap();
        if v["expect"]["ok"] == true || errors.contains_key("eventId") || errors.contains_key("step") {
            continue; // unknown or unregistrable events are 404s / covered below; steps are the wizard's
        }
        let res = create_order(&app, &token, event.as_str().unwrap(), form.clone()).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}: {}", v["name"], res.text());
        // A step's rules are part of the whole registration's: every message of the vector is in the answer.
        let api = res.json()["errors"].clone();
        for (path, messages) in errors {
            for m in messages.as_array().unwrap() {
                let got = api[path].as_array().unwrap_or_else(|| panic!("{}: no {path} in {api}", v["name"]));
                assert!(got.contains(m), "{}: {path} lacks {m} in {api}", v["name"]);
            }
        }
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} vectors checked");
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM registration").await, 0, "nothing stored");

    let res = create_order(&app, &token, "quidditch", team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let res = create_order(&app, &token, "bgmi", json!({})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "e-sports have no online registration");
}

#[tokio::test]
async fn a_closed_event_refuses_registrations() {
    let app = TestApp::spawn().await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, false).await.unwrap();
    let token = app.user_with_role("closed", Role::User).await;
    let res = create_order(&app, &token, "football", team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "Registrations for Football are closed.");
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", None, team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
}

async fn pay_in_sandbox(app: &TestApp, token: &str, order_id: &str) -> Value {
    let res = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

async fn verify(app: &TestApp, token: &str, event: &str, paid: &Value) -> common::TestResponse {
    app.json(Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), paid.clone()).await
}

#[tokio::test]
async fn pay_verify_and_see_the_registration_with_aadhaar_masked_and_sealed_at_rest() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("captain", Role::User).await;
    let res = create_order(&app, &token, "football", team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["key"], "rzp_test_sandbox");
    assert_eq!(body["mode"], "sandbox");
    assert_eq!(body["name"], "Football - Infinito 2025");
    assert_eq!(body["prefill"]["email"], "captain@example.com");
    let order_id = body["order"]["id"].as_str().unwrap().to_owned();

    // Before paying: not registered yet.
    let names = app.get_as("/api/v1/events/registered-events-name", &token).await.json();
    assert_eq!(names["events"], json!([]));

    let paid = pay_in_sandbox(&app, &token, &order_id).await;
    assert_eq!(paid["razorpay_order_id"], order_id.as_str());
    let res = verify(&app, &token, "football", &paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json(), json!({"success": true, "message": "Payment successful! Registration confirmed."}));
    // Verifying again is a success that changes nothing.
    let paid_at = text(&app, "SELECT CAST(paid_at AS TEXT) FROM registration").await;
    assert_eq!(verify(&app, &token, "football", &paid).await.status, StatusCode::OK);
    assert_eq!(text(&app, "SELECT CAST(paid_at AS TEXT) FROM registration").await, paid_at);

    let names = app.get_as("/api/v1/events/registered-events-name", &token).await.json();
    assert_eq!(names, json!({"success": true, "events": [{"event": "football", "eventId": "football"}]}));

    let mine = app.get_as("/api/v1/events/my-registrations", &token).await.json();
    let reg = &mine["registrations"][0];
    assert_eq!(reg["paymentStatus"], "paid");
    assert_eq!(reg["amount"], 650000);
    assert_eq!(reg["category"], "Men");
    assert_eq!(reg["userId"]["email"], "captain@example.com");
    let captain = &reg["team"]["captain"][0];
    assert_eq!(captain["aadharId"], "XXXXXXXX0002", "{reg}");

    let stored = text(&app, "SELECT payload FROM registration").await;
    assert!(!stored.contains("123400000002"), "Aadhaar must be encrypted at rest");
    assert!(stored.contains("enc:v1:"));

    // A second registration for the same event is refused.
    let res = create_order(&app, &token, "football", team("football", Some("Women"))).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(res.json()["message"], "You have already registered for this event.");

    // The receipt went out (in the background, after the answer).
    app.ctx.finish_background().await;
    let outbox = std::fs::read_dir(app.dir.path().join("outbox")).unwrap();
    let receipts = outbox
        .filter_map(Result::ok)
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .filter(|m| m.contains("is confirmed"))
        .count();
    assert_eq!(receipts, 1);
}

#[tokio::test]
async fn a_tampered_signature_is_400_and_nothing_is_paid() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("tamper", Role::User).await;
    let body = create_order(&app, &token, "chess", team("chess", None)).await.json();
    let order_id = body["order"]["id"].as_str().unwrap();
    let mut paid = pay_in_sandbox(&app, &token, order_id).await;
    let good = paid["razorpay_signature"].as_str().unwrap().to_owned();
    let flipped = if good.ends_with('0') { '1' } else { '0' };
    paid["razorpay_signature"] = json!(format!("{}{flipped}", &good[..good.len() - 1]));
    let res = verify(&app, &token, "chess", &paid).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "Payment verification failed.");
    paid["razorpay_signature"] = json!(good);
    paid["razorpay_payment_id"] = json!("pay_someone_else");
    assert_eq!(verify(&app, &token, "chess", &paid).await.status, StatusCode::BAD_REQUEST);
    assert_eq!(text(&app, "SELECT status FROM registration").await, "pending");

    // Another user cannot verify (or pay) this order.
    let other = app.user_with_role("other", Role::User).await;
    let res =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(&other), json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn concurrent_create_orders_for_one_user_and_event_leave_one_live_registration() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("racer", Role::User).await;
    let form = team("squash", Some("Men"));
    let results =
        futures_join(create_order(&app, &token, "squash", form.clone()), create_order(&app, &token, "squash", form))
            .await;
    for r in [&results.0, &results.1] {
        assert!(r.status == StatusCode::OK || r.status == StatusCode::CONFLICT, "{}", r.text());
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM registration WHERE active_slot IS NOT NULL").await, 1);
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM registration WHERE status = 'pending'").await, 1);
}

async fn futures_join<A: std::future::Future, B: std::future::Future>(a: A, b: B) -> (A::Output, B::Output) {
    tokio::join!(a, b)
}

#[tokio::test]
async fn webhooks_need_a_valid_signature_and_a_replay_confirms_once() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("hooked", Role::User).await;
    let body = create_order(&app, &token, "kabaddi", team("kabaddi", Some("Women"))).await.json();
    let order_id = body["order"]["id"].as_str().unwrap();
    let hook = webhook_body(order_id, "pay_hook_1", 200000, "INR");

    let res = post_webhook(&app, &hook, "0000", "evt_1").await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "Invalid webhook signature");
    assert_eq!(text(&app, "SELECT status FROM registration").await, "pending");

    let signature = app.ctx.gateway().webhook_signature(hook.as_bytes()).unwrap();
    for _ in 0..3 {
        let res = post_webhook(&app, &hook, &signature, "evt_1").await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    assert_eq!(text(&app, "SELECT status FROM registration").await, "paid");
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM webhook_event").await, 1);
    // A different delivery of the same payment changes nothing either; states only move forward.
    assert_eq!(post_webhook(&app, &hook, &signature, "evt_2").await.status, StatusCode::OK);
    assert_eq!(text(&app, "SELECT status FROM registration").await, "paid");
    app.ctx.finish_background().await;
    let receipts = std::fs::read_dir(app.dir.path().join("outbox"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| std::fs::read_to_string(e.path()).unwrap().contains("is confirmed"))
        .count();
    assert_eq!(receipts, 1, "one receipt");
}

#[tokio::test]
async fn an_amount_that_differs_from_the_order_is_flagged_not_confirmed() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("short", Role::User).await;
    let body = create_order(&app, &token, "badminton", team("badminton", Some("Men"))).await.json();
    let order_id = body["order"]["id"].as_str().unwrap();
    for (n, (amount, currency)) in [(100, "INR"), (250000, "USD")].into_iter().enumerate() {
        let hook = webhook_body(order_id, &format!("pay_short_{n}"), amount, currency);
        let signature = app.ctx.gateway().webhook_signature(hook.as_bytes()).unwrap();
        assert_eq!(post_webhook(&app, &hook, &signature, &format!("evt_short_{n}")).await.status, StatusCode::OK);
        assert_eq!(text(&app, "SELECT status FROM registration").await, "flagged");
    }
    let reason = text(&app, "SELECT flag_reason FROM registration").await;
    assert!(reason.contains("USD"), "{reason}");
}

#[tokio::test]
async fn the_webhook_alone_confirms_when_the_browser_never_returns() {
    let app = TestApp::spawn().await; // the sandbox delivers its webhook
    let token = app.user_with_role("closedtab", Role::User).await;
    let body = create_order(&app, &token, "volleyball", team("volleyball", Some("Women"))).await.json();
    pay_in_sandbox(&app, &token, body["order"]["id"].as_str().unwrap()).await;
    // No verify-payment call: the tab was closed.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        if text(&app, "SELECT status FROM registration").await == "paid" {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "the webhook did not confirm the registration");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let names = app.get_as("/api/v1/events/registered-events-name", &token).await.json();
    assert_eq!(names["events"], json!([{"event": "volleyball", "eventId": "volleyball"}]));
}

#[tokio::test]
async fn offline_mode_registers_without_payment_for_organisers_to_mark_paid() {
    let app = TestApp::spawn_with(&[("payments", json!("offline"))]).await;
    let token = app.user_with_role("desk", Role::User).await;
    let res = create_order(&app, &token, "football", team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let res = app.json(Method::POST, "/api/v1/events/football", Some(&token), team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], "Registered successfully!");
    assert_eq!(res.json()["paymentStatus"], "awaiting_payment");
    let names = app.get_as("/api/v1/events/registered-events-name", &token).await.json();
    assert_eq!(names["events"], json!([{"event": "football", "eventId": "football"}]));
    let config = app.get("/api/v1/config").await.json();
    assert_eq!(config["payments"], "offline");
    // Online mode refuses the no-payment path for a paid event.
    let online = TestApp::spawn().await;
    let token = online.user_with_role("desk2", Role::User).await;
    let res = online.json(Method::POST, "/api/v1/events/football", Some(&token), team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_test_payment_charges_the_servers_amount() {
    let app = TestApp::spawn().await;
    let res = app.post("/api/v1/payment/create", json!({"amount": 1, "currency": "INR"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["data"]["amount"], 10000);
    let order_id = body["data"]["id"].as_str().unwrap();
    let paid = app.post(&format!("/api/v1/payments/sandbox/{order_id}/pay"), json!({})).await.json();
    let res = app.post("/api/v1/payment/verify", paid.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mut bad = paid;
    bad["razorpay_signature"] = json!("deadbeef");
    assert_eq!(app.post("/api/v1/payment/verify", bad).await.status, StatusCode::BAD_REQUEST);
}

/// A client written to SPEC 3 and 7 sends the one athlete of a single-person event as a team group by name,
/// usually `players`, and finds the event again in `registered-events-name` by SPEC 4's rule.
#[tokio::test]
async fn a_single_person_event_takes_its_athlete_under_players_and_is_found_by_its_spec_name() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("lifter", Role::User).await;
    for (event, spec_name) in [("weightlifting", "weight_lifting"), ("powerlifting", "power_lifting")] {
        let form = json!({
            "collegeName": "NIT Patna", "collegeAddress": "Ashok Rajpath, Patna",
            "players": common::forms::person(1),
        });
        let res = create_order(&app, &token, event, form).await;
        assert_eq!(res.status, StatusCode::OK, "{event}: {}", res.text());
        let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
        let paid = pay_in_sandbox(&app, &token, &order_id).await;
        assert_eq!(verify(&app, &token, event, &paid).await.status, StatusCode::OK);
        let names = app.get_as("/api/v1/events/registered-events-name", &token).await.json();
        let found =
            names["events"].as_array().unwrap().iter().any(|e| e["event"] == spec_name && e["eventId"] == event);
        assert!(found, "{event}: {names}");
    }
    let mine = app.get_as("/api/v1/events/my-registrations", &token).await.json();
    let lifts: Vec<&Value> = mine["registrations"].as_array().unwrap().iter().collect();
    assert!(lifts.iter().all(|r| r["team"]["athlete"].as_array().is_some_and(|a| a.len() == 1)), "{mine}");
}
