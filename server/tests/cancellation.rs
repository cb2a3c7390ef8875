//! Cancellation and refunds: the owner cancels before the deadline (place freed, passes revoked, refund
//! less the fee through the gateway that took the money), Razorpay's refund API and its webhooks, a
//! failed refund retried by an admin, and the refusals. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::team;
use common::razorpay::{KEY_SECRET, app_with, fake_razorpay};
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use serde_json::{Value, json};

async fn sandbox_paid_team(app: &TestApp, token: &str) -> String {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app
        .json(Method::POST, "/api/v1/events/football/create-order", Some(token), team("football", Some("Men")))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(token), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(token), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/events/my-registrations", token).await.json();
    mine["registrations"][0]["_id"].as_str().unwrap().to_owned()
}

async fn cancel(app: &TestApp, token: &str) -> common::TestResponse {
    app.json(Method::POST, "/api/v1/events/football/cancel", Some(token), json!({})).await
}

#[tokio::test]
async fn the_owner_cancels_the_place_is_freed_the_passes_revoked_and_the_money_refunded_less_the_fee() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("cancellation_fee_paise", json!(50_000))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let other = app.user_with_role("other", Role::User).await;
    let volunteer = app.user_with_role("gate", Role::Volunteer).await;
    assert_eq!(app.get("/api/v1/config").await.json()["cancellationFeePaise"], 50_000);
    assert_eq!(cancel(&app, &owner).await.status, StatusCode::NOT_FOUND, "nothing to cancel yet");
    sandbox_paid_team(&app, &owner).await;
    let settings = json!({"capacity": 1});
    let res = app.json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), settings).await;
    assert_eq!(res.json()["placesLeft"], 0);
    let pass = app.get_as("/api/v1/passes", &owner).await.json()["passes"][0]["token"].as_str().unwrap().to_owned();

    // Someone else cannot cancel it: they have no registration of their own.
    assert_eq!(cancel(&app, &other).await.status, StatusCode::NOT_FOUND);

    let res = cancel(&app, &owner).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], "Your registration is cancelled.");
    let reg = &body["registration"];
    assert_eq!(reg["paymentStatus"], "cancelled");
    assert_eq!((reg["refundAmount"].clone(), reg["refundStatus"].clone()), (json!(600_000), json!("processed")));
    assert!(reg["cancelledAt"].is_string());

    // The place is free, the passes stop at the gate, the money no longer counts.
    let res = app.get_as("/api/v1/admin/events/football/settings", &admin).await;
    assert_eq!(res.json()["placesLeft"], 1);
    let scan =
        app.json(Method::POST, "/api/v1/checkin/scan", Some(&volunteer), json!({"token": pass, "gate": "Main"})).await;
    assert_eq!(scan.json()["result"], "revoked");
    let stats = app.get_as("/api/v1/admin/stats", &admin).await.json();
    assert_eq!(stats["totals"]["paid"], 0, "{stats}");
    let names = app.get_as("/api/v1/events/registered-events-name", &owner).await.json();
    assert_eq!(names["events"], json!([]), "the owner may register again");
    assert_eq!(cancel(&app, &owner).await.status, StatusCode::NOT_FOUND, "cancelled once");
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("registration.cancel"), "{log}");

    // The owner is told, with the refund.
    app.ctx.finish_background().await;
    let told = std::fs::read_dir(app.dir.path().join("outbox"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .find(|m| m.contains("your registration for Football is cancelled"))
        .expect("a cancellation e-mail");
    assert!(told.contains("A refund of Rs. 6000 is on its way"), "{told}");
}

#[tokio::test]
async fn the_cancellation_deadline_and_the_states_that_cannot_be_cancelled() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("owner", Role::User).await;
    sandbox_paid_team(&app, &owner).await;

    let past = (Utc::now() - Duration::minutes(1)).to_rfc3339();
    let body = json!({"cancelDeadline": past});
    assert_eq!(
        app.json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), body).await.status,
        StatusCode::OK
    );
    let res = cancel(&app, &owner).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "The cancellation deadline for Football has passed.");
    let mine = app.get_as("/api/v1/events/my-registrations", &owner).await.json();
    assert_eq!(mine["registrations"][0]["paymentStatus"], "paid", "nothing changed");
    assert_eq!(
        app.json(Method::POST, "/api/v1/events/football/cancel", None, json!({})).await.status,
        StatusCode::UNAUTHORIZED
    );
}

/// Makes `token`'s owner an order for a football team (other people than `sandbox_paid_team`'s when `n` is
/// 1); its id.
async fn football_order(app: &TestApp, token: &str, n: u64) -> String {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let form = common::forms::other_people(team("football", Some("Men")), n);
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["order"]["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn the_owner_withdraws_an_unpaid_order_at_any_time_and_may_register_again() {
    use fest_app::services::registrations::WITHDRAWN;
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("owner", Role::User).await;
    football_order(&app, &owner, 1).await;
    let settings = json!({"capacity": 1, "cancelDeadline": (Utc::now() - Duration::minutes(1)).to_rfc3339()});
    let res = app.json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), settings).await;
    assert_eq!(res.json()["placesLeft"], 0, "the order holds the only place");

    // Past the cancellation deadline too: nothing was paid, so nothing is given back.
    let res = cancel(&app, &owner).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], WITHDRAWN);
    assert_eq!(body["registration"]["paymentStatus"], "expired");
    assert_eq!(body["registration"]["refundStatus"], Value::Null);
    let res = app.get_as("/api/v1/admin/events/football/settings", &admin).await;
    assert_eq!(res.json()["placesLeft"], 1, "the place is free at once");
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("registration.withdraw"), "{log}");
    let again = cancel(&app, &owner).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "nothing left to withdraw, and too late to cancel");
    assert_eq!(again.json()["message"], "The cancellation deadline for Football has passed.");

    // The wizard again: a new order, which can be paid.
    let order = football_order(&app, &owner, 1).await;
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&owner), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(&owner), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/events/my-registrations", &owner).await.json();
    let statuses: Vec<&str> =
        mine["registrations"].as_array().unwrap().iter().map(|r| r["paymentStatus"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["paid", "expired"], "{mine}");
}

#[tokio::test]
async fn a_payment_made_for_a_withdrawn_order_all_the_same_is_never_lost() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let order = football_order(&app, &owner, 1).await;
    // The checkout was still open in another tab: the owner withdraws, then pays there.
    assert_eq!(cancel(&app, &owner).await.status, StatusCode::OK);
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&owner), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(&owner), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/events/my-registrations", &owner).await.json();
    assert_eq!(mine["registrations"][0]["paymentStatus"], "paid", "a late payment with room takes its place");
}

/// Pays for a football team through the fake Razorpay; returns (registration id, payment id).
async fn razorpay_paid_team(app: &TestApp, fake: &common::razorpay::FakeRazorpay, token: &str) -> (String, String) {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app
        .json(Method::POST, "/api/v1/events/football/create-order", Some(token), team("football", Some("Men")))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"].clone();
    let order_id = order["id"].as_str().unwrap().to_owned();
    let payment_id = format!("pay_for_{order_id}");
    fake.state.lock().unwrap().payments.insert(
        order_id.clone(),
        vec![json!({"id": payment_id, "order_id": order_id, "amount": order["amount"], "currency": "INR", "status": "captured"})],
    );
    let signature =
        fest_app::crypto::hmac_sha256_hex(KEY_SECRET.as_bytes(), format!("{order_id}|{payment_id}").as_bytes());
    let paid =
        json!({"razorpay_order_id": order_id, "razorpay_payment_id": payment_id, "razorpay_signature": signature});
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(token), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/events/my-registrations", token).await.json();
    (mine["registrations"][0]["_id"].as_str().unwrap().to_owned(), payment_id)
}

async fn refund_webhook(app: &TestApp, event: &str, refund_id: &str, payment_id: &str, n: u32) -> Value {
    let body = json!({
        "entity": "event", "event": event,
        "payload": {"refund": {"entity": {"id": refund_id, "payment_id": payment_id, "amount": 650_000, "status": "processed"}}},
    })
    .to_string();
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    let res = common::post_webhook(app, &body, &signature, &format!("evt_refund_{n}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

async fn refund_status(app: &TestApp, token: &str) -> Value {
    app.get_as("/api/v1/events/my-registrations", token).await.json()["registrations"][0]["refundStatus"].clone()
}

#[tokio::test]
async fn razorpay_refunds_are_asked_of_its_api_and_confirmed_by_webhook_once() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let (_, payment_id) = razorpay_paid_team(&app, &fake, &owner).await;
    let res = cancel(&app, &owner).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["refundStatus"], "pending", "Razorpay confirms later");
    {
        let st = fake.state.lock().unwrap();
        assert_eq!(st.refunds.len(), 1);
        assert_eq!(
            (st.refunds[0].0.as_str(), st.refunds[0].1["amount"].as_i64()),
            (payment_id.as_str(), Some(650_000))
        );
    }
    refund_webhook(&app, "refund.processed", "rfnd_fake_1", &payment_id, 1).await;
    assert_eq!(refund_status(&app, &owner).await, "processed");
    // A replay, or a late `refund.failed`, changes nothing.
    refund_webhook(&app, "refund.processed", "rfnd_fake_1", &payment_id, 1).await;
    refund_webhook(&app, "refund.failed", "rfnd_fake_1", &payment_id, 2).await;
    assert_eq!(refund_status(&app, &owner).await, "processed");
}

#[tokio::test]
async fn a_refund_that_fails_is_kept_and_an_admin_retries_it() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let moderator = app.user_with_role("helper", Role::Moderator).await;
    let (registration, payment_id) = razorpay_paid_team(&app, &fake, &owner).await;
    fake.state.lock().unwrap().down = true;
    let res = cancel(&app, &owner).await;
    assert_eq!(res.status, StatusCode::OK, "the cancellation stands: {}", res.text());
    assert_eq!(res.json()["registration"]["refundStatus"], "failed");

    let path = format!("/api/v1/admin/registrations/{registration}/refund");
    let reason = json!({"reason": "the gateway was down when the team cancelled"});
    assert_eq!(app.json(Method::POST, &path, Some(&moderator), reason.clone()).await.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.json(Method::POST, &path, Some(&admin), json!({"reason": ""})).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    fake.state.lock().unwrap().down = false;
    fake.state.lock().unwrap().refund_status = Some("processed".into());
    let res = app.json(Method::POST, &path, Some(&admin), reason.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["refundStatus"], "processed");
    assert_eq!(fake.state.lock().unwrap().refunds.last().unwrap().0, payment_id);
    // Nothing left to refund.
    let res = app.json(Method::POST, &path, Some(&admin), reason).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("registration.refund") && log.contains("the gateway was down"), "{log}");
}

#[tokio::test]
async fn an_admin_refunds_a_paid_registration_in_full() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("cancellation_fee_paise", json!(50_000))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let registration = sandbox_paid_team(&app, &owner).await;
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/registrations/{registration}/refund"),
            Some(&admin),
            json!({"reason": "the team withdrew after the rules changed"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let reg = &res.json()["registration"];
    assert_eq!(reg["paymentStatus"], "cancelled");
    assert_eq!((reg["refundAmount"].clone(), reg["refundStatus"].clone()), (json!(650_000), json!("processed")));
    assert!(
        app.get_as("/api/v1/passes", &owner).await.json()["passes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["revoked"] == true)
    );
}

/// The cancellation e-mails queued so far.
async fn cancellation_emails(app: &TestApp) -> usize {
    use fest_app::entities::email_outbox;
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    let n = email_outbox::Entity::find()
        .filter(email_outbox::Column::Purpose.eq("cancellation"))
        .count(app.ctx.db())
        .await
        .unwrap();
    usize::try_from(n).unwrap()
}

#[tokio::test]
async fn a_refund_never_asked_of_the_gateway_is_asked_by_the_reconciliation_once_and_the_owner_told() {
    use fest_app::entities::payment_refund as refund;
    use sea_orm::sea_query::Expr;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let (registration, payment_id) = razorpay_paid_team(&app, &fake, &owner).await;
    let res = cancel(&app, &owner).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let told = cancellation_emails(&app).await;
    assert_eq!(told, 1, "the owner is told with the gateway's answer");

    // As if the server had stopped right after the cancellation committed: the refund open and never asked
    // (the gateway has none), nobody told.
    {
        let mut st = fake.state.lock().unwrap();
        st.refunds.clear();
        st.made.clear();
    }
    let reopen = |at: chrono::DateTime<Utc>| {
        refund::Entity::update_many()
            .col_expr(refund::Column::Status, Expr::value("pending"))
            .col_expr(refund::Column::GatewayRefundId, Expr::value(Option::<String>::None))
            .col_expr(refund::Column::UpdatedAt, Expr::value(at))
            .filter(refund::Column::PayableId.eq(&registration))
            .exec(app.ctx.db())
    };
    reopen(Utc::now()).await.unwrap();
    fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert!(fake.state.lock().unwrap().refunds.is_empty(), "a refund just opened is left to its own server");

    reopen(Utc::now() - Duration::minutes(fest_app::services::refunds::UNASKED_AFTER_MINUTES + 1)).await.unwrap();
    fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    {
        let st = fake.state.lock().unwrap();
        assert_eq!(st.refunds.len(), 1, "asked once");
        assert_eq!(
            (st.refunds[0].0.as_str(), st.refunds[0].1["amount"].as_i64()),
            (payment_id.as_str(), Some(650_000))
        );
    }
    let row = refund::Entity::find()
        .filter(refund::Column::PayableId.eq(&registration))
        .one(app.ctx.db())
        .await
        .unwrap()
        .unwrap();
    assert!(row.gateway_refund_id.is_some(), "the gateway's answer is recorded: {row:?}");
    assert_eq!(refund_status(&app, &owner).await, "pending", "Razorpay confirms by its webhook");
    assert_eq!(cancellation_emails(&app).await, told + 1, "the owner is told with the answer");

    // Asked and answered: the next runs leave it alone.
    fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert_eq!(fake.state.lock().unwrap().refunds.len(), 1);
    assert_eq!(cancellation_emails(&app).await, told + 1);
}
