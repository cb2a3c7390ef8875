//! Money that must never be paid twice, sold twice or lost: a refund whose answer is lost is `unknown` and
//! its retry reads the gateway's refunds first (registrations, bookings, kept payments), against a fake
//! Razorpay that makes the refund and never answers; a payment for an expired order whose place went to
//! another team is flagged, never confirmed past capacity (also two such payments at once); the orders of
//! roster changes that stopped waiting are still asked about; a captured payment nothing claims is kept,
//! listed in payment health and refunded from there. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::{athletics, team};
use common::razorpay::{FakeRazorpay, KEY_SECRET, app_with, app_with_more, fake_razorpay};
use fest_app::roles::Role;
use fest_app::services::registrations::{self, Confirmation, PERSON_TAKEN, PLACE_GONE};
use fest_shared::catalogue::EventId;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

const HEALTH: &str = "/api/v1/admin/payments/health";

async fn text(app: &TestApp, sql: &str) -> Option<String> {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap()?;
    row.try_get_by_index::<Option<String>>(0).unwrap()
}

async fn number(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

async fn health(app: &TestApp, admin: &str) -> Value {
    let res = app.get_as(HEALTH, admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

fn items(health: &Value, kind: &str) -> Vec<Value> {
    health["items"].as_array().unwrap().iter().filter(|i| i["kind"] == kind).cloned().collect()
}

fn count(health: &Value, kind: &str) -> u64 {
    health["counts"].as_array().unwrap().iter().find(|c| c["kind"] == kind).unwrap()["count"].as_u64().unwrap()
}

fn signature(order_id: &str, payment_id: &str) -> String {
    fest_app::crypto::hmac_sha256_hex(KEY_SECRET.as_bytes(), format!("{order_id}|{payment_id}").as_bytes())
}

/// A football team paid through the fake Razorpay (a verified signature); (registration id, payment id).
async fn paid_football(app: &TestApp, token: &str, payment_id: &str) -> (String, String) {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app
        .json(Method::POST, "/api/v1/events/football/create-order", Some(token), team("football", Some("Men")))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = json!({
        "razorpay_order_id": order_id, "razorpay_payment_id": payment_id,
        "razorpay_signature": signature(&order_id, payment_id),
    });
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(token), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/events/my-registrations", token).await.json();
    (mine["registrations"][0]["_id"].as_str().unwrap().to_owned(), payment_id.to_owned())
}

/// What the fake gateway refunded of a payment, in all.
fn refunded(fake: &FakeRazorpay, payment_id: &str) -> (usize, i64) {
    let st = fake.state.lock().unwrap();
    let made: Vec<&Value> = st.made.iter().filter(|(p, _)| p == payment_id).map(|(_, r)| r).collect();
    (made.len(), made.iter().map(|r| r["amount"].as_i64().unwrap()).sum())
}

/// A server whose Razorpay calls give up after a second and a half.
async fn impatient(fake: &FakeRazorpay) -> TestApp {
    app_with_more(fake, &[("razorpay_timeout_ms", json!(1500))]).await
}

#[tokio::test]
async fn a_refund_whose_answer_is_lost_is_unknown_and_its_retry_refunds_nothing_twice() {
    let fake = fake_razorpay().await;
    let app = impatient(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("captain", Role::User).await;
    let (id, payment) = paid_football(&app, &owner, "pay_slow_refund").await;
    let due = number(&app, &format!("SELECT amount_paise FROM registration WHERE id = '{id}'")).await;

    // The gateway makes the refund but its answer never arrives.
    fake.state.lock().unwrap().refund_hangs = true;
    let path = format!("/api/v1/admin/registrations/{id}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "The team withdrew"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["refundStatus"], "unknown", "{}", res.text());
    assert_eq!(refunded(&fake, &payment), (1, due));
    let key = fake.state.lock().unwrap().refund_keys.clone();
    assert_eq!(key.len(), 1, "the refund carries an idempotency key");
    assert!(key[0].len() >= 10 && key[0].chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));

    // Payment health lists it as unknown (not failed), with the refund action.
    let h = health(&app, &admin).await;
    assert_eq!((count(&h, "refund_unknown"), count(&h, "refund_failed")), (1, 0), "{h}");
    let item = &items(&h, "refund_unknown")[0];
    assert_eq!(item["registrationId"], id.as_str());
    assert_eq!(item["actions"], json!(["refund"]));

    // The retry reads the payment's refunds, finds the one made and settles from it: nothing is refunded again.
    fake.state.lock().unwrap().refund_hangs = false;
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Try again"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let reg = res.json()["registration"].clone();
    assert_eq!(reg["refundStatus"], "pending", "{reg}");
    assert_eq!(refunded(&fake, &payment), (1, due), "one refund of what was paid, never two");
    assert_eq!(
        text(&app, &format!("SELECT gateway_refund_id FROM payment_refund WHERE payable_kind = 'registration' AND payable_id = '{id}'")).await.as_deref(),
        Some("rfnd_fake_1")
    );
    let h = health(&app, &admin).await;
    assert_eq!((count(&h, "refund_unknown"), count(&h, "refund_failed")), (0, 0), "{h}");
    // And nothing more to retry.
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Once more"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(refunded(&fake, &payment), (1, due));
}

#[tokio::test]
async fn the_reconciliation_settles_a_refund_whose_answer_was_lost_from_the_gateways_list() {
    let fake = fake_razorpay().await;
    let app = impatient(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("captain", Role::User).await;
    let (id, payment) = paid_football(&app, &owner, "pay_lost_answer").await;
    fake.state.lock().unwrap().refund_hangs = true;
    let path = format!("/api/v1/admin/registrations/{id}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "The team withdrew"})).await;
    assert_eq!(res.json()["registration"]["refundStatus"], "unknown", "{}", res.text());
    fake.state.lock().unwrap().refund_hangs = false;
    fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    let state =
        format!("SELECT status FROM payment_refund WHERE payable_kind = 'registration' AND payable_id = '{id}'");
    assert_eq!(text(&app, &state).await.as_deref(), Some("pending"));
    assert_eq!(
        text(&app, &format!("SELECT gateway_refund_id FROM payment_refund WHERE payable_kind = 'registration' AND payable_id = '{id}'")).await.as_deref(),
        Some("rfnd_fake_1")
    );
    assert_eq!(refunded(&fake, &payment).0, 1, "settled without asking again");
    assert_eq!(fake.state.lock().unwrap().refunds.len(), 1);
}

#[tokio::test]
async fn a_retry_asks_only_for_what_the_gateway_has_not_refunded_and_a_refusal_stays_failed() {
    let fake = fake_razorpay().await;
    let app = impatient(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("captain", Role::User).await;
    let (id, payment) = paid_football(&app, &owner, "pay_partly_refunded").await;
    let due = number(&app, &format!("SELECT amount_paise FROM registration WHERE id = '{id}'")).await;
    // Someone refunded part of it from the dashboard before.
    fake.state.lock().unwrap().made.push((
        payment.clone(),
        json!({"id": "rfnd_dashboard", "amount": 1000, "payment_id": payment, "status": "processed"}),
    ));
    let path = format!("/api/v1/admin/registrations/{id}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "The team withdrew"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(refunded(&fake, &payment), (2, due), "only the rest was asked for");
    let asked = fake.state.lock().unwrap().refunds.clone();
    assert_eq!(asked.len(), 1);
    assert_eq!(asked[0].1["amount"], due - 1000);

    // A gateway that answers 400 made no refund: `failed`, and the retry asks again.
    let other = app.user_with_role("other", Role::User).await;
    let (id, payment) = paid_football(&app, &other, "pay_refused").await;
    fake.state.lock().unwrap().refund_answer = Some(400);
    let path = format!("/api/v1/admin/registrations/{id}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "The team withdrew"})).await;
    assert_eq!(res.json()["registration"]["refundStatus"], "failed", "{}", res.text());
    assert_eq!(refunded(&fake, &payment), (0, 0));
    // One that answers 502 may have made it (this one did): `unknown`, and the retry settles without asking.
    fake.state.lock().unwrap().refund_answer = Some(502);
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Try again"})).await;
    assert_eq!(res.json()["registration"]["refundStatus"], "unknown", "{}", res.text());
    fake.state.lock().unwrap().refund_answer = None;
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Once more"})).await;
    assert_eq!(res.json()["registration"]["refundStatus"], "pending", "{}", res.text());
    assert_eq!(refunded(&fake, &payment), (1, due), "one refund of what was paid");
}

#[tokio::test]
async fn a_booking_refund_whose_answer_is_lost_is_settled_from_the_gateway_on_retry() {
    let fake = fake_razorpay().await;
    let app = impatient(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("captain", Role::User).await;
    let (registration, _) = paid_football(&app, &owner, "pay_team").await;
    let passes = app.get_as("/api/v1/passes", &owner).await.json()["passes"].clone();
    let pass = passes[0]["id"].as_str().unwrap().to_owned();
    let body =
        json!({"registrationId": registration, "guests": [pass], "block": "Men", "checkIn": "2025-02-19", "nights": 1});
    let res = app.json(Method::POST, "/api/v1/accommodation/create-order", Some(&owner), body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let booking = res.json()["booking"]["id"].as_str().unwrap().to_owned();
    let order_id = text(
        &app,
        &format!("SELECT id FROM payment_order WHERE payable_kind = 'booking' AND payable_id = '{booking}'"),
    )
    .await
    .unwrap();
    let paid = json!({
        "razorpay_order_id": order_id, "razorpay_payment_id": "pay_stay",
        "razorpay_signature": signature(&order_id, "pay_stay"),
    });
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&owner), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let due = number(&app, &format!("SELECT amount_paise FROM accommodation_booking WHERE id = '{booking}'")).await;

    fake.state.lock().unwrap().refund_hangs = true;
    let path = format!("/api/v1/admin/accommodation/{booking}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "The team travels home early"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["booking"]["refundStatus"], "unknown", "{}", res.text());
    fake.state.lock().unwrap().refund_hangs = false;
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Try again"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["booking"]["refundStatus"], "pending", "{}", res.text());
    assert_eq!(refunded(&fake, "pay_stay"), (1, due), "one refund, never two");
}

fn football() -> Value {
    team("football", Some("Men"))
}

async fn open_with_capacity(app: &TestApp, admin: &str, capacity: u32) {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app
        .json(Method::PUT, "/api/v1/admin/events/football/settings", Some(admin), json!({"capacity": capacity}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

async fn sandbox_pay(app: &TestApp, token: &str, order_id: &str) -> Value {
    let paid =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK, "{}", paid.text());
    paid.json()
}

fn minutes_ago(minutes: i64) -> String {
    (Utc::now() - Duration::minutes(minutes)).format("%Y-%m-%d %H:%M:%S%.6f+00:00").to_string()
}

#[tokio::test]
async fn a_payment_for_an_expired_order_whose_place_went_to_the_waiting_list_is_flagged_not_confirmed() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("reconcile_after_minutes", json!(0))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    open_with_capacity(&app, &admin, 1).await;
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&first), football()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let old_order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist", Some(&second), football()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());

    // The first team's order runs out; its place goes to the second team, who pays.
    app.sql(&format!("UPDATE registration SET expires_at = '{}' WHERE status = 'pending'", minutes_ago(1))).await;
    let report = fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.expired, 1, "{report:?}");
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist/accept", Some(&second), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let offered = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let paid = sandbox_pay(&app, &second, &offered).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(&second), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    // Then the first team pays its old order in a checkout still open: flagged to refund, not a second team.
    let paid = sandbox_pay(&app, &first, &old_order).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(&first), paid).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(
        number(&app, "SELECT COUNT(*) FROM registration WHERE event_id = 'football' AND status = 'paid'").await,
        1
    );
    let late = format!(
        "SELECT flag_reason FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{old_order}')"
    );
    assert_eq!(text(&app, &late).await.as_deref(), Some(PLACE_GONE));
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "flagged"), 1, "{h}");
    let item = &items(&h, "flagged")[0];
    assert_eq!(item["actions"], json!(["recheck", "resolve", "refund"]), "{item}");

    // Refunded from payment health through the gateway that took it; the second team keeps its place.
    let id = item["registrationId"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/registrations/{id}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Paid after the place was gone"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let reg = res.json()["registration"].clone();
    assert_eq!(
        (reg["paymentStatus"].clone(), reg["refundStatus"].clone()),
        (json!("refunded"), json!("processed")),
        "{reg}"
    );
    assert_eq!(count(&health(&app, &admin).await, "flagged"), 0);
    assert_eq!(
        number(&app, "SELECT COUNT(*) FROM registration WHERE event_id = 'football' AND status = 'paid'").await,
        1
    );
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Again"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "refunded once: {}", res.text());
}

#[tokio::test]
async fn two_late_payments_racing_for_the_last_place_confirm_one_and_flag_the_other() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    open_with_capacity(&app, &admin, 1).await;
    // Two teams whose orders each ran out (the place was free again for the next one).
    let mut ids = Vec::new();
    for name in ["early", "later"] {
        let token = app.user_with_role(name, Role::User).await;
        let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&token), football()).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let id = app.get_as("/api/v1/events/my-registrations", &token).await.json()["registrations"][0]["_id"]
            .as_str()
            .unwrap()
            .to_owned();
        app.sql(&format!(
            "UPDATE registration SET status = 'expired', active_slot = NULL, expires_at = '{}' WHERE id = '{id}'",
            minutes_ago(1)
        ))
        .await;
        ids.push(id);
    }
    // Both pay at once (webhooks, the browser, the reconciliation: all confirm through here).
    let (a, b) = tokio::join!(
        registrations::confirm(&app.ctx, &ids[0], "pay_race_a", None, None),
        registrations::confirm(&app.ctx, &ids[1], "pay_race_b", None, None),
    );
    let outcomes = [a.unwrap(), b.unwrap()];
    let paid = outcomes.iter().filter(|o| matches!(o, Confirmation::Paid(_))).count();
    let flagged = outcomes.iter().filter(|o| matches!(o, Confirmation::Flagged(_))).count();
    assert_eq!((paid, flagged), (1, 1), "{outcomes:?}");
    assert_eq!(
        number(&app, "SELECT COUNT(*) FROM registration WHERE event_id = 'football' AND status = 'paid'").await,
        1
    );
}

#[tokio::test]
async fn a_payment_for_an_expired_order_whose_people_joined_another_team_is_flagged_not_confirmed() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    open_with_capacity(&app, &admin, 10).await;
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&first), football()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let old_order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    // While the first order is within its time its people are taken.
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), football()).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());

    // The first order runs out; the same people sign up with a second team, which pays.
    app.sql(&format!(
        "UPDATE registration SET status = 'expired', active_slot = NULL, expires_at = '{}'",
        minutes_ago(1)
    ))
    .await;
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), football()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = sandbox_pay(&app, &second, &order).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(&second), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    // The first team then pays its old order, though the event has room: flagged to refund, never a second
    // team with the same people.
    let paid = sandbox_pay(&app, &first, &old_order).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(&first), paid).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(
        number(&app, "SELECT COUNT(*) FROM registration WHERE event_id = 'football' AND status = 'paid'").await,
        1
    );
    let late = format!(
        "SELECT flag_reason FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{old_order}')"
    );
    let reason = text(&app, &late).await.unwrap();
    assert!(reason.starts_with(PERSON_TAKEN), "{reason}");
    assert!(reason.contains("is already on another team's registration for Football"), "{reason}");
    let h = health(&app, &admin).await;
    let item = &items(&h, "flagged")[0];
    assert_eq!(item["actions"], json!(["recheck", "resolve", "refund"]), "{item}");
    let id = item["registrationId"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/registrations/{id}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Its people play for another team"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["paymentStatus"], "refunded");
}

#[tokio::test]
async fn a_late_payment_still_confirms_while_the_event_has_room() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    open_with_capacity(&app, &admin, 2).await;
    let token = app.user_with_role("slow", Role::User).await;
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&token), football()).await;
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    app.sql(&format!(
        "UPDATE registration SET status = 'expired', active_slot = NULL, expires_at = '{}'",
        minutes_ago(5)
    ))
    .await;
    let paid = sandbox_pay(&app, &token, &order).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(&token), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(text(&app, "SELECT status FROM registration").await.as_deref(), Some("paid"));
}

#[tokio::test]
async fn a_change_payment_made_after_a_newer_change_replaced_it_is_found_by_the_reconciliation() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("reconcile_after_minutes", json!(0))]).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Athletics, true).await.unwrap();
    let res = app
        .json(Method::POST, "/api/v1/events/athletics/create-order", Some(&owner), athletics("Men", &["100m"], None))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = sandbox_pay(&app, &owner, &order).await;
    let res = app.json(Method::POST, "/api/v1/events/athletics/verify-payment", Some(&owner), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    // A change with a difference to pay; its checkout stays open while the owner makes another change.
    let path = "/api/v1/events/athletics/registration";
    let res = app.json(Method::PUT, path, Some(&owner), athletics("Men", &["100m"], Some("4x100m"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let first_order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let first_change = res.json()["change"]["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::PUT, path, Some(&owner), athletics("Men", &["100m", "200m"], None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let status = format!("SELECT status FROM registration_change WHERE id = '{first_change}'");
    assert_eq!(text(&app, &status).await.as_deref(), Some("expired"), "the newer change took its place");

    // The first change's difference is paid anyway; the browser never reports it.
    let paid = sandbox_pay(&app, &owner, &first_order).await;
    let payment = paid["razorpay_payment_id"].as_str().unwrap().to_owned();
    fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    // Applied, or owed back: never an expired change with nothing owed.
    let (state, refund, paid_with) = (
        text(&app, &status).await,
        text(
            &app,
            &format!(
                "SELECT CASE status WHEN 'manual' THEN 'due' ELSE status END FROM payment_refund \
                 WHERE payable_kind = 'change' AND payable_id = '{first_change}'"
            ),
        )
        .await,
        text(
            &app,
            &format!(
                "SELECT payment_id FROM payment_order WHERE payable_kind = 'change' AND payable_id = '{first_change}'"
            ),
        )
        .await,
    );
    assert!(state.as_deref() == Some("applied") || refund.as_deref() == Some("due"), "{state:?} {refund:?}");
    assert_eq!(paid_with.as_deref(), Some(payment.as_str()));
}

async fn webhook(app: &TestApp, order_id: &str, payment_id: &str, amount: i64, event_id: &str) {
    let body = common::webhook_body(order_id, payment_id, amount, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    let res = common::post_webhook(app, &body, &signature, event_id).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test]
async fn a_captured_payment_nothing_claims_is_kept_listed_and_refunded_once() {
    let fake = fake_razorpay().await;
    let app = impatient(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    webhook(&app, "order_nobody", "pay_nobody", 42_000, "evt_orphan_1").await;
    // A replay, and Razorpay's order.paid for the same payment, keep it once.
    webhook(&app, "order_nobody", "pay_nobody", 42_000, "evt_orphan_2").await;
    assert_eq!(number(&app, "SELECT COUNT(*) FROM orphan_capture").await, 1);

    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "orphan_capture"), 1, "{h}");
    let item = &items(&h, "orphan_capture")[0];
    assert_eq!((item["amount"].clone(), item["actions"].clone()), (json!(42_000), json!(["refund_orphan"])));
    let id = item["orphanCaptureId"].as_str().unwrap().to_owned();
    assert!(item["detail"].as_str().unwrap().contains("pay_nobody"), "{item}");

    // The refund's answer is lost: unknown, still listed; the retry settles from the gateway's list.
    let path = format!("/api/v1/admin/payments/orphans/{id}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": " "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    fake.state.lock().unwrap().refund_hangs = true;
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Not a payment of ours"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["capture"]["refundStatus"], "unknown", "{}", res.text());
    assert_eq!(count(&health(&app, &admin).await, "orphan_capture"), 1);
    fake.state.lock().unwrap().refund_hangs = false;
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Try again"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["capture"]["refundStatus"], "pending", "{}", res.text());
    assert_eq!(refunded(&fake, "pay_nobody"), (1, 42_000), "one refund, never two");
    assert_eq!(count(&health(&app, &admin).await, "orphan_capture"), 0);
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Again"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    // Razorpay's webhook settles it.
    let body = json!({
        "entity": "event", "event": "refund.processed",
        "payload": {"refund": {"entity": {"id": "rfnd_fake_1", "payment_id": "pay_nobody", "amount": 42_000}}},
    })
    .to_string();
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_orphan_refund").await.status, StatusCode::OK);
    assert_eq!(
        text(&app, "SELECT status FROM payment_refund WHERE payable_kind = 'capture'").await.as_deref(),
        Some("processed")
    );
    let log = number(&app, "SELECT COUNT(*) FROM audit_log WHERE action = 'payment.orphan.refund'").await;
    assert_eq!(log, 2);
}

#[tokio::test]
async fn a_payment_for_a_deleted_account_or_a_deleted_registration_is_kept_to_refund() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();

    // An account deleted after its order lapsed: the unpaid attempt goes with it, then the payment arrives.
    let leaver = app.user_with_role("leaver", Role::User).await;
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&leaver), football()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let (order, amount) =
        (res.json()["order"]["id"].as_str().unwrap().to_owned(), res.json()["order"]["amount"].as_i64().unwrap());
    // An order still open holds the account (trust_accounts): it is deleted once its order has lapsed, and the
    // payment comes late.
    let past = chrono::Utc::now() - chrono::Duration::minutes(1);
    app.sql(&format!(
        "UPDATE registration SET expires_at = '{}' WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{order}')",
        past.format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&leaver), json!({"password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    webhook(&app, &order, "pay_after_leaving", amount, "evt_left").await;
    assert_eq!(number(&app, "SELECT COUNT(*) FROM orphan_capture WHERE payment_id = 'pay_after_leaving'").await, 1);

    // A registration removed behind the site's back.
    let other = app.user_with_role("other", Role::User).await;
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&other), football()).await;
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    app.sql(&format!(
        "DELETE FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{order}')"
    ))
    .await;
    webhook(&app, &order, "pay_for_nothing", amount, "evt_gone").await;

    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "orphan_capture"), 2, "{h}");
    let kept = number(
        &app,
        "SELECT COUNT(*) FROM orphan_capture WHERE payment_id IN ('pay_after_leaving', 'pay_for_nothing')",
    )
    .await;
    assert_eq!(kept, 2);
    assert_eq!(number(&app, "SELECT COUNT(*) FROM registration WHERE status = 'paid'").await, 0);
}
