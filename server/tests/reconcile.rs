//! Razorpay over HTTP, against a fake Razorpay server: orders, signatures with the configured secret,
//! reconciliation of pending orders (confirm, flag, expire), and a gateway that fails.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::team;
use common::razorpay::{KEY_ID, KEY_SECRET, app_with, fake_razorpay};
use fest_app::roles::Role;
use fest_app::services::reconciliation::reconcile;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

async fn text(app: &TestApp, sql: &str) -> String {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<String>(0).unwrap()
}

async fn order(app: &TestApp, token: &str, event: &str, category: Option<&str>) -> Value {
    let res = app
        .json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), team(event, category))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

fn captured(id: &str, order_id: &str, amount: i64, currency: &str) -> Value {
    json!({"id": id, "entity": "payment", "order_id": order_id, "amount": amount, "currency": currency, "status": "captured"})
}

/// Moves a registration's clock back, as if it had been made `minutes` ago.
async fn age(app: &TestApp, minutes: i64) {
    let then = (chrono::Utc::now() - chrono::Duration::minutes(minutes)).to_rfc3339();
    app.sql(&format!("UPDATE registration SET created_at = '{then}', expires_at = '{then}'")).await;
}

#[tokio::test]
async fn orders_are_created_over_http_and_signed_with_the_configured_secret() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let token = app.user_with_role("rzp", Role::User).await;
    let body = order(&app, &token, "football", Some("Women")).await;
    assert_eq!(body["key"], KEY_ID);
    assert_eq!(body["mode"], "razorpay");
    assert_eq!(body["order"], json!({"id": "order_fake_1", "amount": 300000, "currency": "INR"}));
    assert!(fake.state.lock().unwrap().auth_ok, "basic auth with the key id and secret");

    let signature = fest_app::crypto::hmac_sha256_hex(KEY_SECRET.as_bytes(), b"order_fake_1|pay_real_1");
    let res = app
        .json(
            Method::POST,
            "/api/v1/events/football/verify-payment",
            Some(&token),
            json!({"razorpay_order_id": "order_fake_1", "razorpay_payment_id": "pay_real_1", "razorpay_signature": signature}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(text(&app, "SELECT status FROM registration").await, "paid");
    // The sandbox is off in this mode.
    let res = app.post("/api/v1/payments/sandbox/order_fake_1/pay", json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn reconciliation_confirms_a_captured_payment_the_browser_never_reported() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let token = app.user_with_role("late", Role::User).await;
    order(&app, &token, "chess", None).await;
    fake.state
        .lock()
        .unwrap()
        .payments
        .insert("order_fake_1".into(), vec![captured("pay_1", "order_fake_1", 24900, "INR")]);

    // Younger than ten minutes: not asked about yet.
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.checked, 0);
    assert_eq!(text(&app, "SELECT status FROM registration").await, "pending");

    age(&app, 11).await;
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!((report.checked, report.confirmed), (1, 1), "{report:?}");
    assert_eq!(text(&app, "SELECT status FROM registration").await, "paid");
    assert_eq!(text(&app, "SELECT payment_id FROM payment_order WHERE payable_kind = 'registration'").await, "pay_1");
    assert_eq!(reconcile(&app.ctx).await.unwrap().checked, 0, "paid ones are left alone");
}

#[tokio::test]
async fn reconciliation_flags_an_amount_mismatch() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let token = app.user_with_role("mismatch", Role::User).await;
    order(&app, &token, "powerlifting", None).await;
    fake.state
        .lock()
        .unwrap()
        .payments
        .insert("order_fake_1".into(), vec![captured("pay_2", "order_fake_1", 100, "INR")]);
    age(&app, 15).await;
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.flagged, 1, "{report:?}");
    assert_eq!(text(&app, "SELECT status FROM registration").await, "flagged");
    let names = app.get_as("/api/v1/events/registered-events-name", &token).await.json();
    assert_eq!(
        names["events"],
        json!([{"event": "power_lifting", "eventId": "powerlifting"}]),
        "a flagged registration still holds its place"
    );
}

#[tokio::test]
async fn an_unpaid_order_expires_and_the_user_may_register_again() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let token = app.user_with_role("slow", Role::User).await;
    order(&app, &token, "weightlifting", None).await;
    age(&app, 121).await;
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.expired, 1, "{report:?}");
    assert_eq!(text(&app, "SELECT status FROM registration").await, "expired");
    let again = order(&app, &token, "weightlifting", None).await;
    assert_eq!(again["order"]["id"], "order_fake_2");
}

#[tokio::test]
async fn a_gateway_that_fails_gives_503_and_releases_the_place() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let token = app.user_with_role("unlucky", Role::User).await;
    fake.state.lock().unwrap().down = true;
    let res =
        app.json(Method::POST, "/api/v1/events/squash/create-order", Some(&token), team("squash", Some("Women"))).await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.json()["message"], "The payment service is not answering. Please try again in a minute.");
    fake.state.lock().unwrap().down = false;
    order(&app, &token, "squash", Some("Women")).await;
}

#[tokio::test]
async fn a_payment_for_a_replaced_order_is_found_by_the_reconciliation() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let token = app.user_with_role("retrier", Role::User).await;
    // Two attempts: the first is replaced by the second, then paid in its still-open checkout; the browser
    // never returns and the webhook never comes.
    let first = order(&app, &token, "football", Some("Men")).await["order"]["id"].as_str().unwrap().to_owned();
    let second = order(&app, &token, "football", Some("Men")).await["order"]["id"].as_str().unwrap().to_owned();
    fake.state.lock().unwrap().payments.insert(first.clone(), vec![captured("pay_late", &first, 650000, "INR")]);
    age(&app, 15).await;
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.confirmed, 1, "{report:?}");
    let status = |order: &str| {
        format!(
            "SELECT status FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{order}')"
        )
    };
    assert_eq!(text(&app, &status(&first)).await, "paid");
    assert_eq!(text(&app, &status(&second)).await, "expired");
    // The unpaid one is asked about again later, not on every run: its order records when it was asked.
    let asked = format!(
        "SELECT CASE WHEN checked_at IS NULL THEN 'never' ELSE 'asked' END FROM payment_order WHERE id = '{second}'"
    );
    assert_eq!(text(&app, &asked).await, "never");
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.checked, 1, "{report:?}");
    assert_eq!(text(&app, &asked).await, "asked");
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.checked, 0, "{report:?}");
}

#[tokio::test]
async fn a_late_payment_the_reconciliation_finds_for_a_deleted_account_is_kept_to_refund() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let leaver = app.user_with_role("leaver", Role::User).await;
    let id = order(&app, &leaver, "football", Some("Men")).await["order"]["id"].as_str().unwrap().to_owned();
    // Its time runs out, the reconciliation expires it, and its owner deletes the account.
    age(&app, 15).await;
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.expired, 1, "{report:?}");
    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&leaver), json!({"password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // A payment made meanwhile in the checkout still open: neither the browser nor the webhook reports it. The
    // reconciliation's late ask finds it and keeps it for the organisers to refund, as the webhook would.
    fake.state.lock().unwrap().payments.insert(id.clone(), vec![captured("pay_after_leaving", &id, 650000, "INR")]);
    let report = reconcile(&app.ctx).await.unwrap();
    assert_eq!((report.checked, report.flagged, report.confirmed), (1, 1, 0), "{report:?}");
    let kept = "SELECT CAST(COUNT(*) AS TEXT) FROM orphan_capture WHERE payment_id = 'pay_after_leaving'";
    assert_eq!(text(&app, kept).await, "1");
    let paid = "SELECT CAST(COUNT(*) AS TEXT) FROM registration WHERE status = 'paid'";
    assert_eq!(text(&app, paid).await, "0");
}
