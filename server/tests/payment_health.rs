//! Payment health: each kind of item is made for real (through the API, the fake Razorpay and its signed
//! webhooks), found on `GET /admin/payments/health` with its actions and history, and leaves the list once
//! its action is taken (or the gateway settles it). The database is touched directly only where time must
//! pass (an old order, a refund asked an hour ago) and to make the database fail under a webhook. Also the
//! roles, and `fest payments health`. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::team;
use common::razorpay::{FakeRazorpay, KEY_SECRET, app_with, fake_razorpay};
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

const HEALTH: &str = "/api/v1/admin/payments/health";

async fn health(app: &TestApp, admin: &str) -> Value {
    let res = app.get_as(HEALTH, admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

/// The items of one kind.
fn items(health: &Value, kind: &str) -> Vec<Value> {
    health["items"].as_array().unwrap().iter().filter(|i| i["kind"] == kind).cloned().collect()
}

fn count(health: &Value, kind: &str) -> u64 {
    health["counts"].as_array().unwrap().iter().find(|c| c["kind"] == kind).unwrap()["count"].as_u64().unwrap()
}

fn actions(item: &Value) -> Vec<&str> {
    item["actions"].as_array().unwrap().iter().map(|a| a.as_str().unwrap()).collect()
}

fn history_actions(item: &Value) -> Vec<&str> {
    item["history"].as_array().unwrap().iter().map(|h| h["action"].as_str().unwrap()).collect()
}

/// Creates a football order through the API; returns (registration id, order id, amount).
async fn football_order(app: &TestApp, token: &str) -> (String, String, i64) {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app
        .json(
            Method::POST,
            "/api/v1/events/football/create-order",
            Some(token),
            common::forms::fresh_people(team("football", Some("Men"))),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"].clone();
    let mine = app.get_as("/api/v1/events/my-registrations", token).await.json();
    let id = mine["registrations"][0]["_id"].as_str().unwrap().to_owned();
    (id, order["id"].as_str().unwrap().to_owned(), order["amount"].as_i64().unwrap())
}

fn captured(fake: &FakeRazorpay, order_id: &str, payment_id: &str, amount: i64) {
    fake.state.lock().unwrap().payments.insert(
        order_id.to_owned(),
        vec![
            json!({"id": payment_id, "order_id": order_id, "amount": amount, "currency": "INR", "status": "captured"}),
        ],
    );
}

/// Pays an order as the browser would (a verified signature).
async fn verify(app: &TestApp, token: &str, order_id: &str, payment_id: &str) {
    let signature =
        fest_app::crypto::hmac_sha256_hex(KEY_SECRET.as_bytes(), format!("{order_id}|{payment_id}").as_bytes());
    let paid =
        json!({"razorpay_order_id": order_id, "razorpay_payment_id": payment_id, "razorpay_signature": signature});
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(token), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

/// Delivers a signed `payment.captured` webhook.
async fn payment_webhook(app: &TestApp, order_id: &str, payment_id: &str, amount: i64, event_id: &str) -> StatusCode {
    let body = common::webhook_body(order_id, payment_id, amount, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    common::post_webhook(app, &body, &signature, event_id).await.status
}

async fn status_of(app: &TestApp, token: &str) -> Value {
    app.get_as("/api/v1/events/my-registrations", token).await.json()["registrations"][0].clone()
}

fn ago(minutes: i64) -> String {
    (Utc::now() - Duration::minutes(minutes)).to_rfc3339()
}

#[tokio::test]
async fn stale_pending_orders_are_listed_and_a_recheck_asks_the_gateway() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("slowpayer", Role::User).await;
    let (id, order_id, amount) = football_order(&app, &owner).await;
    assert!(items(&health(&app, &admin).await, "stale_pending").is_empty(), "a fresh order is not stale");

    // Payment started long ago (but the order has not expired yet).
    app.sql(&format!("UPDATE registration SET created_at = '{}' WHERE id = '{id}'", ago(30))).await;
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "stale_pending"), 1, "{h}");
    let item = &items(&h, "stale_pending")[0];
    assert_eq!(item["registrationId"], id.as_str());
    assert_eq!((item["event"].clone(), item["eventTitle"].clone()), (json!("football"), json!("Football")));
    assert_eq!(item["owner"], json!({"name": "slowpayer", "email": "slowpayer@example.com"}));
    assert_eq!(item["amount"], amount);
    assert_eq!(actions(item), ["recheck"]);
    assert!(item["detail"].as_str().unwrap().contains(&order_id), "{item}");
    assert_eq!(item["history"], json!([]));

    // Nothing paid yet: the gateway says so, and the question is in the history.
    let path = format!("/api/v1/admin/registrations/{id}/recheck");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "the team says they paid"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["outcome"], "unchanged");
    assert_eq!(res.json()["registration"]["paymentStatus"], "pending");
    let h = health(&app, &admin).await;
    let item = &items(&h, "stale_pending")[0];
    assert_eq!(history_actions(item), ["registration.recheck"]);
    let entry = &item["history"][0];
    assert_eq!(entry["actorEmail"], "organiser@example.com");
    assert!(entry["detail"].as_str().unwrap().starts_with("reason: the team says they paid"), "{entry}");

    // The payment is captured at Razorpay; a recheck (no body at all) confirms it and the item is gone.
    captured(&fake, &order_id, "pay_stale_1", amount);
    let res = app.call(Method::POST, &path, &[("authorization", &format!("Bearer {admin}"))]).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!((body["success"].clone(), body["outcome"].clone()), (json!(true), json!("confirmed")));
    assert_eq!(body["registration"]["paymentStatus"], "paid");
    assert_eq!(body["registration"]["paymentId"], "pay_stale_1");
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "stale_pending"), 0, "{h}");
    assert_eq!(h["total"], 0, "{h}");

    let res = app.json(Method::POST, "/api/v1/admin/registrations/nothing/recheck", Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": 5})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
}

async fn resolve(app: &TestApp, admin: &str, id: &str, action: &str, reason: &str) -> common::TestResponse {
    let path = format!("/api/v1/admin/registrations/{id}/resolve");
    app.json(Method::POST, &path, Some(admin), json!({"action": action, "reason": reason})).await
}

#[tokio::test]
async fn flagged_payments_are_listed_with_their_reason_and_resolved_with_one() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    // An amount that differs from the order.
    let short = app.user_with_role("shortpayer", Role::User).await;
    let (short_id, short_order, amount) = football_order(&app, &short).await;
    assert_eq!(payment_webhook(&app, &short_order, "pay_short", 100, "evt_short").await, StatusCode::OK);
    // A second payment of an order already paid.
    let twice = app.user_with_role("twicepayer", Role::User).await;
    let (twice_id, twice_order, _) = football_order(&app, &twice).await;
    verify(&app, &twice, &twice_order, "pay_first").await;
    assert_eq!(payment_webhook(&app, &twice_order, "pay_second", amount, "evt_twice").await, StatusCode::OK);

    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "flagged"), 2, "{h}");
    let flagged = items(&h, "flagged");
    let by_id = |id: &str| flagged.iter().find(|i| i["registrationId"] == id).unwrap().clone();
    let short_item = by_id(&short_id);
    assert_eq!(actions(&short_item), ["recheck", "resolve"]);
    assert!(short_item["detail"].as_str().unwrap().contains("Paid Rs. 1 INR but the order was for"), "{short_item}");
    let twice_item = by_id(&twice_id);
    assert!(twice_item["detail"].as_str().unwrap().contains("A second payment (pay_second)"), "{twice_item}");

    // Confirmed with a reason through the existing resolve; recorded refunded through it too.
    let res = resolve(&app, &admin, &short_id, "accept", "the rest was paid in cash at the desk").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "flagged"), 1, "{h}");
    assert_eq!(items(&h, "flagged")[0]["registrationId"], twice_id.as_str());
    let res =
        resolve(&app, &admin, &twice_id, "refund", "the second payment was refunded from the Razorpay dashboard").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "flagged"), 0, "{h}");
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("registration.resolve.accept") && log.contains("registration.resolve.refund"), "{log}");
}

#[tokio::test]
async fn late_payments_on_expired_orders_are_listed_and_refunded() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("latepayer", Role::User).await;
    let (id, order_id, amount) = football_order(&app, &owner).await;
    // The order's time ran out and the reconciliation expired it...
    let then = ago(180);
    app.sql(&format!("UPDATE registration SET created_at = '{then}', expires_at = '{}' WHERE id = '{id}'", ago(60)))
        .await;
    let report = fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.expired, 1, "{report:?}");
    assert_eq!(status_of(&app, &owner).await["paymentStatus"], "expired");
    // ...then the payment arrived anyway: it counts, and it is worth a look.
    assert_eq!(payment_webhook(&app, &order_id, "pay_late", amount, "evt_late").await, StatusCode::OK);
    assert_eq!(status_of(&app, &owner).await["paymentStatus"], "paid");

    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "late_payment"), 1, "{h}");
    assert_eq!(count(&h, "stale_pending"), 0, "{h}");
    let item = &items(&h, "late_payment")[0];
    assert_eq!(item["registrationId"], id.as_str());
    assert_eq!(actions(item), ["refund"]);
    assert_eq!(item["amount"], amount);
    assert!(item["detail"].as_str().unwrap().contains("after its order expired"), "{item}");

    // Refunded through the existing refund: cancelled, off the list (its refund is fresh, not overdue).
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/registrations/{id}/refund"),
            Some(&admin),
            json!({"reason": "the event was full when the late payment arrived"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["paymentStatus"], "cancelled");
    let h = health(&app, &admin).await;
    assert_eq!((count(&h, "late_payment"), count(&h, "refund_pending")), (0, 0), "{h}");
}

/// Pays a football team through the fake Razorpay and cancels it as its owner; returns (registration id,
/// payment id).
async fn paid_then_cancelled(app: &TestApp, token: &str) -> (String, String) {
    let (id, order_id, _) = football_order(app, token).await;
    let payment_id = format!("pay_for_{order_id}");
    verify(app, token, &order_id, &payment_id).await;
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    (id, payment_id)
}

#[tokio::test]
async fn refunds_pending_for_over_an_hour_are_listed_until_the_gateway_confirms_them() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("canceller", Role::User).await;
    let (id, payment_id) = paid_then_cancelled(&app, &owner).await;
    assert_eq!(status_of(&app, &owner).await["refundStatus"], "pending");
    assert_eq!(count(&health(&app, &admin).await, "refund_pending"), 0, "Razorpay gets its hour");

    // The refund was asked 90 minutes ago.
    app.sql(&format!("UPDATE payment_refund SET updated_at = '{}' WHERE payable_id = '{id}'", ago(90))).await;
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "refund_pending"), 1, "{h}");
    let item = &items(&h, "refund_pending")[0];
    assert_eq!(item["registrationId"], id.as_str());
    assert_eq!(item["amount"], 650_000, "the refund, not the fee paid");
    assert!(actions(item).is_empty(), "nothing to do but wait for (or check) the gateway: {item}");
    assert_eq!(history_actions(item), ["registration.cancel"]);
    assert_eq!(item["history"][0]["actorEmail"], "canceller@example.com");

    // Razorpay's webhook settles it.
    let body = json!({
        "entity": "event", "event": "refund.processed",
        "payload": {"refund": {"entity": {"id": "rfnd_1", "payment_id": payment_id, "amount": 650_000, "status": "processed"}}},
    })
    .to_string();
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_refund_1").await.status, StatusCode::OK);
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "refund_pending"), 0, "{h}");
}

#[tokio::test]
async fn failed_refunds_are_listed_and_tried_again() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("canceller", Role::User).await;
    let (id, order_id, _) = football_order(&app, &owner).await;
    verify(&app, &owner, &order_id, "pay_refund_fails").await;
    fake.state.lock().unwrap().down = true;
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&owner), json!({})).await;
    assert_eq!(res.json()["registration"]["refundStatus"], "failed", "{}", res.text());

    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "refund_failed"), 1, "{h}");
    let item = &items(&h, "refund_failed")[0];
    assert_eq!(item["registrationId"], id.as_str());
    assert_eq!(actions(item), ["refund"]);
    assert_eq!(history_actions(item), ["registration.cancel"]);

    fake.state.lock().unwrap().down = false;
    fake.state.lock().unwrap().refund_status = Some("processed".into());
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/registrations/{id}/refund"),
            Some(&admin),
            json!({"reason": "Razorpay is back"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["refundStatus"], "processed");
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "refund_failed"), 0, "{h}");
}

#[tokio::test]
async fn manual_refunds_are_listed_and_marked_paid_back_by_hand() {
    let app = TestApp::spawn_with(&[("payments", json!("offline"))]).await;
    let admin = app.user_with_role("cashier", Role::Admin).await;
    let moderator = app.user_with_role("helper", Role::Moderator).await;
    let owner = app.user_with_role("walkin", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Chess, true).await.unwrap();
    let res = app.json(Method::POST, "/api/v1/events/chess", Some(&owner), team("chess", None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let id = res.json()["registrationId"].as_str().unwrap().to_owned();
    let res =
        app.json(Method::POST, &format!("/api/v1/admin/registrations/{id}/mark-paid"), Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/chess/cancel", Some(&owner), json!({})).await;
    assert_eq!(res.json()["registration"]["refundStatus"], "manual", "{}", res.text());

    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "refund_manual"), 1, "{h}");
    let item = &items(&h, "refund_manual")[0];
    assert_eq!(item["registrationId"], id.as_str());
    assert_eq!(item["amount"], 24_900);
    assert_eq!(actions(item), ["mark_refunded"]);
    assert_eq!(history_actions(item), ["registration.mark_paid", "registration.cancel"], "oldest first");
    assert_eq!(item["history"][0]["actorEmail"], "cashier@example.com");
    assert!(item["detail"].as_str().unwrap().contains("Rs. 249"), "{item}");

    let path = format!("/api/v1/admin/registrations/{id}/refund/manual");
    let reason = json!({"reason": "paid back in cash at the help desk, receipt 17"});
    assert_eq!(app.json(Method::POST, &path, Some(&moderator), reason.clone()).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.json(Method::POST, &path, Some(&owner), reason.clone()).await.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.json(Method::POST, &path, Some(&admin), json!({"reason": "  "})).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let res = app.json(Method::POST, &path, Some(&admin), reason.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["refundStatus"], "processed");
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "refund_manual"), 0, "{h}");
    // Once: the update names the state it expects.
    assert_eq!(app.json(Method::POST, &path, Some(&admin), reason.clone()).await.status, StatusCode::CONFLICT);
    let res = app.json(Method::POST, "/api/v1/admin/registrations/nothing/refund/manual", Some(&admin), reason).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("registration.refund.manual") && log.contains("receipt 17"), "{log}");
}

/// Makes every insert into `webhook_event` fail, as a database in trouble would.
async fn break_webhook_table(app: &TestApp, broken: bool) {
    let db = app.ctx.db();
    let statements: &[&str] = match (db.get_database_backend(), broken) {
        (sea_orm::DbBackend::Postgres, true) => &[
            "CREATE FUNCTION fail_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$",
            "CREATE TRIGGER fail_webhooks BEFORE INSERT ON webhook_event FOR EACH ROW EXECUTE FUNCTION fail_webhooks()",
        ],
        (sea_orm::DbBackend::Postgres, false) => &["DROP TRIGGER fail_webhooks ON webhook_event"],
        (_, true) => {
            &["CREATE TRIGGER fail_webhooks BEFORE INSERT ON webhook_event BEGIN SELECT RAISE(ABORT, 'disk full'); END"]
        }
        (_, false) => &["DROP TRIGGER fail_webhooks"],
    };
    for sql in statements {
        db.execute_unprepared(sql).await.unwrap();
    }
}

#[tokio::test]
async fn failed_webhooks_are_kept_retried_by_an_admin_and_resolved_by_a_later_delivery() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    let (first_id, first_order, amount) = football_order(&app, &first).await;
    let (second_id, second_order, _) = football_order(&app, &second).await;

    // A bad signature is not a failure worth keeping.
    let body = common::webhook_body(&first_order, "pay_1", amount, "INR");
    assert_eq!(common::post_webhook(&app, &body, "forged", "evt_forged").await.status, StatusCode::BAD_REQUEST);

    break_webhook_table(&app, true).await;
    // Signed, but processing fails: answered with an error so Razorpay delivers it again, and kept.
    assert_eq!(payment_webhook(&app, &first_order, "pay_1", amount, "evt_1").await, StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(payment_webhook(&app, &first_order, "pay_1", amount, "evt_1").await, StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(payment_webhook(&app, &second_order, "pay_2", amount, "evt_2").await, StatusCode::INTERNAL_SERVER_ERROR);

    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "webhook_failed"), 2, "one per event, however often it failed: {h}");
    let failed = items(&h, "webhook_failed");
    let first_item = failed.iter().find(|i| i["registrationId"] == first_id.as_str()).unwrap();
    assert_eq!(actions(first_item), ["retry_webhook"]);
    assert_eq!(first_item["amount"], amount);
    assert_eq!(first_item["owner"]["email"], "first@example.com");
    let detail = first_item["detail"].as_str().unwrap();
    assert!(
        detail.contains("payment.captured") && detail.contains("evt_1") && detail.contains("failed 2 times"),
        "{detail}"
    );
    assert!(detail.contains("disk full"), "the error is kept: {detail}");
    let second_item = failed.iter().find(|i| i["registrationId"] == second_id.as_str()).unwrap();
    let failure_id = second_item["webhookFailureId"].as_str().unwrap().to_owned();
    // The registrations are untouched.
    assert_eq!(status_of(&app, &first).await["paymentStatus"], "pending");

    // While the database is still in trouble, a retry fails too, and says so.
    let retry = format!("/api/v1/admin/payments/webhooks/{failure_id}/retry");
    let reason = json!({"reason": "the database is back"});
    let res = app.json(Method::POST, &retry, Some(&admin), reason.clone()).await;
    assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR, "{}", res.text());

    break_webhook_table(&app, false).await;
    // Razorpay delivers the first event again: processed, and its failure resolved.
    assert_eq!(payment_webhook(&app, &first_order, "pay_1", amount, "evt_1").await, StatusCode::OK);
    assert_eq!(status_of(&app, &first).await["paymentStatus"], "paid");
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "webhook_failed"), 1, "{h}");
    let item = &items(&h, "webhook_failed")[0];
    assert!(item["detail"].as_str().unwrap().contains("failed 2 times"), "the admin's retry counted: {item}");

    // The admin retries the second: a reason is needed, moderators may not.
    let moderator = app.user_with_role("helper", Role::Moderator).await;
    assert_eq!(app.json(Method::POST, &retry, Some(&moderator), reason.clone()).await.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.json(Method::POST, &retry, Some(&admin), json!({"reason": ""})).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let res = app.json(Method::POST, &retry, Some(&admin), reason.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["outcome"], "confirmed");
    assert_eq!(status_of(&app, &second).await["paymentStatus"], "paid");
    let h = health(&app, &admin).await;
    assert_eq!(count(&h, "webhook_failed"), 0, "{h}");
    assert_eq!(app.json(Method::POST, &retry, Some(&admin), reason.clone()).await.status, StatusCode::CONFLICT);
    // Razorpay's own retry of it now is a duplicate, answered OK.
    assert_eq!(payment_webhook(&app, &second_order, "pay_2", amount, "evt_2").await, StatusCode::OK);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("webhook.retry") && log.contains("the database is back"), "{log}");
    let res = app.json(Method::POST, "/api/v1/admin/payments/webhooks/nothing/retry", Some(&admin), reason).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn only_admins_see_payment_health_and_act_on_it() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
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
    let routes: Vec<(Method, &str, Value, StatusCode)> = vec![
        (Method::GET, HEALTH, Value::Null, StatusCode::OK),
        (Method::POST, "/api/v1/admin/registrations/nothing/recheck", json!({}), StatusCode::NOT_FOUND),
        (
            Method::POST,
            "/api/v1/admin/registrations/nothing/refund/manual",
            json!({"reason": "x"}),
            StatusCode::NOT_FOUND,
        ),
        (Method::POST, "/api/v1/admin/payments/webhooks/nothing/retry", json!({"reason": "x"}), StatusCode::NOT_FOUND),
    ];
    for (method, path, body, for_admin) in &routes {
        for (who, bearer) in &tokens {
            let res = if method == Method::GET {
                match bearer {
                    Some(t) => app.get_as(path, t).await,
                    None => app.get(path).await,
                }
            } else {
                app.json(method.clone(), path, bearer.as_deref(), body.clone()).await
            };
            let expected = match (*who, bearer) {
                (_, None) => StatusCode::UNAUTHORIZED,
                ("admin", Some(_)) => *for_admin,
                _ => StatusCode::FORBIDDEN,
            };
            assert_eq!(res.status, expected, "{who} on {method} {path}: {}", res.text());
        }
    }
    let admin = tokens.last().unwrap().1.clone().unwrap();
    let h = health(&app, &admin).await;
    assert_eq!(h["total"], 0);
    assert_eq!(h["items"], json!([]));
    let kinds: Vec<&str> = h["counts"].as_array().unwrap().iter().map(|c| c["kind"].as_str().unwrap()).collect();
    for kind in [
        "stale_pending",
        "flagged",
        "late_payment",
        "refund_pending",
        "refund_failed",
        "refund_manual",
        "webhook_failed",
    ] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
}

#[tokio::test]
async fn the_command_line_prints_payment_health() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let owner = app.user_with_role("shortpayer", Role::User).await;
    let (id, order_id, _) = football_order(&app, &owner).await;
    assert_eq!(payment_webhook(&app, &order_id, "pay_short", 100, "evt_short").await, StatusCode::OK);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fest"))
        .args(["payments", "health"])
        .env("FEST_DATABASE_URL", app.ctx.config().database_url())
        .env("FEST_DATA_DIR", app.dir.path())
        .env("FEST_LOG", "warn")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("payment health: 1 to look at ("), "{text}");
    assert!(text.contains("flagged 1") && text.contains("webhook_failed 0"), "{text}");
    let line = text.lines().find(|l| l.starts_with("flagged ")).expect("a line for the flagged registration");
    assert!(line.contains(&id) && line.contains("football") && line.contains("Rs. 6500"), "{line}");
    assert!(line.contains("Paid Rs. 1 INR but the order was for"), "{line}");
}
