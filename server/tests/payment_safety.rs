//! Money that is never stranded: retried checkouts, flagged payments that stay flagged until an admin
//! decides, one confirmation under real concurrency, sandbox money kept apart from real money, and the
//! payment test page. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.

use crate::common;

use axum::http::{Method, StatusCode};
use common::forms::team;
use common::{TestApp, webhook_body};
use fest_app::roles::Role;
use fest_app::services::registrations::{self, Confirmation};
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

async fn create_order(app: &TestApp, token: &str, event: &str, category: Option<&str>) -> String {
    let res = app
        .json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), team(event, category))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["order"]["id"].as_str().unwrap().to_owned()
}

async fn sandbox_pay(app: &TestApp, token: &str, order_id: &str) -> Value {
    let res = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

async fn verify(app: &TestApp, token: &str, event: &str, paid: &Value) -> common::TestResponse {
    app.json(Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), paid.clone()).await
}

async fn status_of_order(app: &TestApp, order_id: &str) -> String {
    text(
        app,
        &format!(
            "SELECT status FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{order_id}')"
        ),
    )
    .await
}

/// Where the order's own money stands.
async fn order_state(app: &TestApp, order_id: &str) -> String {
    text(app, &format!("SELECT status FROM payment_order WHERE id = '{order_id}'")).await
}

async fn text(app: &TestApp, sql: &str) -> String {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<String>(0).unwrap()
}

async fn scalar(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// Delivers a webhook signed with the server's webhook secret.
async fn post_webhook(app: &TestApp, body: &str, event_id: &str) -> common::TestResponse {
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    common::post_webhook(app, body, &signature, event_id).await
}

fn receipts_to(app: &TestApp, email: &str) -> usize {
    std::fs::read_dir(app.dir.path().join("outbox"))
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .filter(|m| m.to_lowercase().contains(&format!("to: {email}")) && m.contains("is confirmed"))
        .count()
}

#[tokio::test]
async fn paying_the_first_of_two_orders_confirms_it_and_voids_the_other() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("twotabs", Role::User).await;
    // Two tabs (or a closed widget and a retry): two orders for the same event.
    let first = create_order(&app, &token, "football", Some("Men")).await;
    let second = create_order(&app, &token, "football", Some("Men")).await;
    assert_ne!(first, second);
    // The first one is paid.
    let paid = sandbox_pay(&app, &token, &first).await;
    let res = verify(&app, &token, "football", &paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], "Payment successful! Registration confirmed.");
    assert_eq!(status_of_order(&app, &first).await, "paid");
    assert_eq!(status_of_order(&app, &second).await, "expired", "the unpaid newer attempt is voided");
    assert_eq!((order_state(&app, &first).await, order_state(&app, &second).await), ("paid".into(), "expired".into()));
    let mine = app.get_as("/api/v1/events/my-registrations", &token).await.json();
    let live: Vec<&Value> =
        mine["registrations"].as_array().unwrap().iter().filter(|r| r["paymentStatus"] != "expired").collect();
    assert_eq!(live.len(), 1, "{mine}");
    // Paying the second order as well is a double payment: flagged for a refund, the first stays paid.
    let paid_again = sandbox_pay(&app, &token, &second).await;
    let res = verify(&app, &token, "football", &paid_again).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(status_of_order(&app, &second).await, "flagged");
    assert_eq!(status_of_order(&app, &first).await, "paid");
    assert_eq!((order_state(&app, &first).await, order_state(&app, &second).await), ("paid".into(), "flagged".into()));
    let reason = text(&app, &format!("SELECT flag_reason FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{second}')")).await;
    assert!(reason.contains("second payment"), "{reason}");
}

#[tokio::test]
async fn a_webhook_for_the_older_order_confirms_it_too() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("oldorder", Role::User).await;
    let first = create_order(&app, &token, "chess", None).await;
    let second = create_order(&app, &token, "chess", None).await;
    let res = post_webhook(&app, &webhook_body(&first, "pay_first", 24900, "INR"), "evt_first").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(status_of_order(&app, &first).await, "paid");
    assert_eq!(status_of_order(&app, &second).await, "expired");
}

#[tokio::test]
async fn a_flagged_registration_stays_flagged_until_an_admin_resolves_it() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("flaggy", Role::User).await;
    let order = create_order(&app, &token, "badminton", Some("Men")).await;
    // The gateway reports less than the order: flagged.
    let res = post_webhook(&app, &webhook_body(&order, "pay_short", 100, "INR"), "evt_short").await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(status_of_order(&app, &order).await, "flagged");
    // The browser's verified signature does not turn it into paid.
    let paid = sandbox_pay(&app, &token, &order).await;
    let res = verify(&app, &token, "badminton", &paid).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(status_of_order(&app, &order).await, "flagged");
    // Nor does a later webhook with the right amount, nor reconciliation.
    let res = post_webhook(&app, &webhook_body(&order, "pay_full", 250000, "INR"), "evt_full").await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(status_of_order(&app, &order).await, "flagged");
    assert_eq!(order_state(&app, &order).await, "flagged");
    let id = text(
        &app,
        &format!("SELECT id FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{order}')"),
    )
    .await;
    let outcome = registrations::confirm(&app.ctx, &id, "pay_reconciled", Some((250000, "INR")), None).await.unwrap();
    assert!(matches!(outcome, Confirmation::Flagged(_)), "{outcome:?}");
    assert_eq!(status_of_order(&app, &order).await, "flagged");
    assert_eq!(receipts_to(&app, "flaggy@example.com"), 0);

    // Only an admin, with a reason.
    let path = format!("/api/v1/admin/registrations/{id}/resolve");
    let moderator = app.user_with_role("modflag", Role::Moderator).await;
    let res = app.json(Method::POST, &path, Some(&moderator), json!({"action": "accept", "reason": "ok"})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let admin = app.user_with_role("adminflag", Role::Admin).await;
    let res = app.json(Method::POST, &path, Some(&admin), json!({"action": "accept", "reason": "  "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["reason"], json!(["Give the reason for this decision."]));
    let res = app.json(Method::POST, &path, Some(&admin), json!({"action": "keep", "reason": "x"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(status_of_order(&app, &order).await, "flagged");
    let reason = "The bank settled the difference; checked the Razorpay dashboard";
    let res = app.json(Method::POST, &path, Some(&admin), json!({"action": "accept", "reason": reason})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["paymentStatus"], "paid");
    assert_eq!(status_of_order(&app, &order).await, "paid");
    assert_eq!(order_state(&app, &order).await, "paid", "accepted, the order is paid");
    // Audited with the reason; resolving twice is a conflict.
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    let entry = log["entries"].as_array().unwrap().iter().find(|e| e["action"] == "registration.resolve.accept");
    let entry = entry.unwrap_or_else(|| panic!("no audit entry in {log}"));
    assert!(entry.to_string().contains(reason), "{entry}");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"action": "refund", "reason": "again"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    app.ctx.finish_background().await;
    assert_eq!(receipts_to(&app, "flaggy@example.com"), 1);
}

#[tokio::test]
async fn a_refunded_double_payment_frees_nothing_else_and_is_recorded() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("double", Role::User).await;
    let first = create_order(&app, &token, "squash", Some("Women")).await;
    let second = create_order(&app, &token, "squash", Some("Women")).await;
    assert_eq!(verify(&app, &token, "squash", &sandbox_pay(&app, &token, &second).await).await.status, StatusCode::OK);
    assert_eq!(
        verify(&app, &token, "squash", &sandbox_pay(&app, &token, &first).await).await.status,
        StatusCode::CONFLICT
    );
    let id = text(
        &app,
        &format!("SELECT id FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{first}')"),
    )
    .await;
    let admin = app.user_with_role("refunder", Role::Admin).await;
    let path = format!("/api/v1/admin/registrations/{id}/resolve");
    // Accepting it would make two paid registrations for one slot.
    let res = app.json(Method::POST, &path, Some(&admin), json!({"action": "accept", "reason": "try"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    let res =
        app.json(Method::POST, &path, Some(&admin), json!({"action": "refund", "reason": "Refunded pay_x"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(status_of_order(&app, &first).await, "refunded");
    assert_eq!(status_of_order(&app, &second).await, "paid");
    assert_eq!((order_state(&app, &first).await, order_state(&app, &second).await), ("refunded".into(), "paid".into()));
}

#[tokio::test]
async fn a_webhook_after_the_browser_still_compares_the_amount() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("early", Role::User).await;
    let order = create_order(&app, &token, "kabaddi", Some("Women")).await;
    let paid = sandbox_pay(&app, &token, &order).await;
    assert_eq!(verify(&app, &token, "kabaddi", &paid).await.status, StatusCode::OK);
    assert_eq!(status_of_order(&app, &order).await, "paid");
    let payment_id = paid["razorpay_payment_id"].as_str().unwrap();
    // The same payment with the right amount changes nothing.
    post_webhook(&app, &webhook_body(&order, payment_id, 200000, "INR"), "evt_ok").await;
    assert_eq!(status_of_order(&app, &order).await, "paid");
    // The gateway says the amount was different: flagged, even though the browser came first.
    post_webhook(&app, &webhook_body(&order, payment_id, 20000, "INR"), "evt_less").await;
    assert_eq!(status_of_order(&app, &order).await, "flagged");
}

/// Many confirmations of one payment at once, on several connections: one becomes paid, one receipt.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_confirmations_confirm_once_with_one_receipt() {
    for round in 0..3 {
        let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
        let email = format!("racer{round}@example.com");
        let token = app.user_with_role(&format!("racer{round}"), Role::User).await;
        let order = create_order(&app, &token, "cricket", None).await;
        let paid = sandbox_pay(&app, &token, &order).await;
        let payment_id = paid["razorpay_payment_id"].as_str().unwrap().to_owned();
        let id = text(
            &app,
            &format!(
                "SELECT id FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{order}')"
            ),
        )
        .await;
        let mut tasks = Vec::new();
        for n in 0..8 {
            let (ctx, id, payment_id) = (app.ctx.clone(), id.clone(), payment_id.clone());
            tasks.push(tokio::spawn(async move {
                let observed = (n % 2 == 0).then_some((650000, "INR"));
                registrations::confirm(&ctx, &id, &payment_id, observed, None).await.unwrap()
            }));
        }
        // The browser and the gateway's webhook race with them over HTTP.
        let (hook, hook_id) = (webhook_body(&order, &payment_id, 650000, "INR"), format!("evt_race_{round}"));
        let (a, b) = tokio::join!(verify(&app, &token, "cricket", &paid), post_webhook(&app, &hook, &hook_id));
        assert_eq!(a.status, StatusCode::OK, "{}", a.text());
        assert_eq!(b.status, StatusCode::OK, "{}", b.text());
        let mut newly_paid = 0;
        for t in tasks {
            match t.await.unwrap() {
                Confirmation::Paid(_) => newly_paid += 1,
                Confirmation::AlreadyPaid(_) => {}
                other => panic!("unexpected {other:?}"),
            }
        }
        assert!(newly_paid <= 1, "confirmed {newly_paid} times");
        assert_eq!(status_of_order(&app, &order).await, "paid");
        app.ctx.finish_background().await;
        assert_eq!(receipts_to(&app, &email), 1, "one receipt");
    }
}

/// Two orders of one user paid at the same moment: one is paid, the other flagged, never both paid.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_orders_paid_at_once_make_one_paid_registration() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("bothtabs", Role::User).await;
    let first = create_order(&app, &token, "basketball", Some("Men")).await;
    let second = create_order(&app, &token, "basketball", Some("Men")).await;
    let (p1, p2) = (sandbox_pay(&app, &token, &first).await, sandbox_pay(&app, &token, &second).await);
    let (a, b) = tokio::join!(verify(&app, &token, "basketball", &p1), verify(&app, &token, "basketball", &p2));
    let mut statuses = [a.status, b.status];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT], "{} / {}", a.text(), b.text());
    let paid = scalar(&app, "SELECT COUNT(*) FROM registration WHERE status = 'paid'").await;
    let flagged = scalar(&app, "SELECT COUNT(*) FROM registration WHERE status = 'flagged'").await;
    assert_eq!((paid, flagged), (1, 1));
}

#[tokio::test]
async fn sandbox_payments_are_stored_as_sandbox_and_never_count_as_real_money() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    // A CA whose referral brings a paid (sandbox) registration.
    let ca = app.user_with_role("amb", Role::User).await;
    let application = json!({
        "fullName": "Asha Kumari", "collegeName": "NIT Patna", "collegeYear": "Second Year", "rollno": "2201CS10",
        "collegeAddress": "Ashok Rajpath, Patna, Bihar", "phoneNumber": "9876543210", "howDidYouKnow": "Instagram",
        "applicationStatement": "I organise events in my college.", "por": "Cultural secretary", "alternativeEmail": "",
    });
    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&ca), application).await;
    let app_id = res.json()["application"]["_id"].as_str().unwrap().to_owned();
    let res = app.json(Method::PUT, &format!("/api/v1/ca/{app_id}/accept"), Some(&admin), json!({})).await;
    let code = res.json()["application"]["referralCode"].as_str().unwrap().to_owned();
    let buyer = app.user_with_role("tester", Role::User).await;
    let mut form = team("football", Some("Men"));
    form["referralCode"] = json!(code);
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&buyer), form).await;
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = sandbox_pay(&app, &buyer, &order).await;
    assert_eq!(verify(&app, &buyer, "football", &paid).await.status, StatusCode::OK);
    assert_eq!(text(&app, "SELECT payment_mode FROM registration").await, "sandbox");

    // In sandbox mode the site is a test site: its own figures count (and the admin area says test mode).
    let stats = app.get_as("/api/v1/admin/stats", &admin).await.json();
    assert_eq!(stats["totals"]["paid"], 1);
    assert_eq!(app.get("/api/v1/config").await.json()["payments"], "sandbox");

    // The same fest, now live on Razorpay: the sandbox payment is no money received.
    let live = app
        .twin_with(&[
            ("payments", json!("razorpay")),
            ("razorpay_key_id", json!("rzp_live_x")),
            ("razorpay_key_secret", json!("secret")),
            ("reconcile_interval_secs", json!(0)),
        ])
        .await;
    let stats = live.get_as("/api/v1/admin/stats", &admin).await.json();
    assert_eq!(stats["totals"]["paid"], 0, "{stats}");
    assert_eq!(stats["totals"]["amountPaise"], 0, "{stats}");
    let football = stats["events"].as_array().unwrap().iter().find(|e| e["event"] == "football").unwrap();
    assert_eq!(football["sandboxPaid"], 1, "{football}");
    assert_eq!(live.get_as("/api/v1/ca/dashboard", &ca).await.json()["paidReferrals"], 0);
    assert_eq!(app.get_as("/api/v1/ca/dashboard", &ca).await.json()["paidReferrals"], 1);
    let csv = live.get_as("/api/v1/events/football/export?format=csv", &admin).await;
    assert_eq!(csv.status, StatusCode::OK, "{}", csv.text());
    assert!(csv.text().contains("paid (sandbox test, no money)"), "{}", csv.text());
}

#[tokio::test]
async fn the_payment_test_page_is_rate_limited_per_client() {
    let app = TestApp::spawn().await;
    let limit = fest_app::services::payments::TEST_ORDERS_PER_WINDOW;
    for _ in 0..limit {
        let res = app.post("/api/v1/payment/create", json!({})).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    let res = app.post("/api/v1/payment/create", json!({})).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.text());
    assert!(res.header("retry-after").is_some());
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM sandbox_order").await, i64::from(limit));
}

#[tokio::test]
async fn the_payment_test_page_is_off_with_the_live_gateway_unless_asked_for() {
    let app = TestApp::spawn_with(&[
        ("payments", json!("razorpay")),
        ("razorpay_key_id", json!("rzp_live_x")),
        ("razorpay_key_secret", json!("secret")),
        // No gateway answers here: an order that was attempted would be a 503.
        ("razorpay_api_base", json!("http://127.0.0.1:9")),
    ])
    .await;
    let res = app.post("/api/v1/payment/create", json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text());
    assert_eq!(res.json()["message"], "The payment test page is off on this site.");
    assert_eq!(app.get("/api/v1/config").await.json()["paymentTestPage"], false);
    let on = app
        .twin_with(&[
            ("payments", json!("razorpay")),
            ("payment_test_page", json!(true)),
            ("razorpay_key_id", json!("rzp_live_x")),
            ("razorpay_key_secret", json!("secret")),
            ("razorpay_api_base", json!("http://127.0.0.1:9")),
        ])
        .await;
    assert_eq!(on.get("/api/v1/config").await.json()["paymentTestPage"], true);
    let res = on.post("/api/v1/payment/create", json!({})).await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "the order went to the gateway: {}", res.text());
}
