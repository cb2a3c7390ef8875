//! The money figures (the admin area's money received per event and in all, and the metric built on them)
//! read the one money model: what each event's payment orders brought in and still hold, its registrations'
//! and their roster changes' differences, less the refunds of those payments once processed. A cancellation
//! fee is kept; a refund on its way still counts as held; a second payment or a payment refused for its
//! amount never counts, in or out. Runs on SQLite and PostgreSQL.

use crate::common;
use crate::roster_changes::{change, health_items, paid, relay_paid};

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::{athletics, other_people, person};
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use serde_json::{Value, json};

/// The admin area's figures: each event's money received, by event id, and the total.
async fn money(app: &TestApp, admin: &str) -> (Value, i64) {
    let stats = app.get_as("/api/v1/admin/stats", admin).await;
    assert_eq!(stats.status, StatusCode::OK, "{}", stats.text());
    let stats = stats.json();
    let per_event: serde_json::Map<String, Value> = stats["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["event"].as_str().unwrap().to_owned(), e["amountPaise"].clone()))
        .collect();
    let total = stats["totals"]["amountPaise"].as_i64().unwrap();
    let summed: i64 = per_event.values().map(|v| v.as_i64().unwrap()).sum();
    assert_eq!(total, summed, "the total is the events' sum: {stats}");
    let metric = fest_app::services::health::figures(&app.ctx).await.unwrap().received_paise;
    assert_eq!(metric, total, "the metric reads the same money");
    (Value::Object(per_event), total)
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) {
    let res = app.json(Method::POST, path, Some(token), body).await;
    assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text());
}

async fn webhook(app: &TestApp, order: &str, payment: &str, amount: i64) {
    let body = common::webhook_body(order, payment, amount, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    let res = common::post_webhook(app, &body, &signature, &format!("evt_{payment}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test]
async fn money_received_is_what_the_orders_hold_net_of_the_refunds_processed() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("cancellation_fee_paise", json!(5_000))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    assert_eq!(money(&app, &admin).await.1, 0);

    // A sprinter pays Rs. 700, then a relay's difference of Rs. 2800 on an order of its own: both count.
    let sprinter = app.user_with_role("sprinter", Role::User).await;
    let (relay_order, _) = relay_paid(&app, &sprinter).await;
    let (figures, total) = money(&app, &admin).await;
    assert_eq!((figures["athletics"].clone(), total), (json!(350_000), 350_000));

    // The gateway reports a second payment of the relay's order: kept to refund, not money received; paid
    // back, it is not taken off either (it was never counted).
    webhook(&app, &relay_order, "pay_twice_1", 280_000).await;
    assert_eq!(money(&app, &admin).await.1, 350_000, "a second payment is not counted in");
    let owed = health_items(&app, &admin, "refund_due").await;
    assert_eq!(owed.len(), 1, "{owed:?}");
    let second = owed[0]["changeId"].as_str().unwrap().to_owned();
    post(&app, &admin, &format!("/api/v1/admin/changes/{second}/refunded"), json!({"reason": "NEFT 1"})).await;
    assert_eq!(money(&app, &admin).await.1, 350_000, "nor counted out");

    // A second sprinter pays Rs. 700, then pays Rs. 10 for a Rs. 2800 difference: refused (flagged), so not
    // counted; paid back, still nothing.
    let short = app.user_with_role("short", Role::User).await;
    let mut form = other_people(athletics("Men", &["100m"], None), 40);
    paid(&app, &short, "athletics", form.clone()).await;
    form["selectedRelayEvents"] = json!(["4x400m"]);
    form["relayTeams"]["4x400m"] = Value::Array((80..84).map(person).collect());
    let res = change(&app, &short, "athletics", form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let short_order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    webhook(&app, &short_order, "pay_short_1", 1_000).await;
    assert_eq!(app.order_status(&short_order).await, "flagged");
    let (figures, total) = money(&app, &admin).await;
    assert_eq!((figures["athletics"].clone(), total), (json!(420_000), 420_000), "a refused payment is not counted");
    let owed = health_items(&app, &admin, "refund_due").await;
    let refused = owed.iter().find(|i| i["amount"] == 1_000).expect("the refused payment is owed back");
    let refused = refused["changeId"].as_str().unwrap().to_owned();
    post(&app, &admin, &format!("/api/v1/admin/changes/{refused}/refunded"), json!({"reason": "NEFT 2"})).await;
    assert_eq!(app.order_status(&short_order).await, "refunded");
    assert_eq!(money(&app, &admin).await.1, 420_000, "given back, it is still not counted");

    // A football team pays and cancels: Rs. 50 of cancellation fee is kept, the rest refunded at once.
    let captain = app.user_with_role("captain", Role::User).await;
    let football = EventId::parse("football").unwrap();
    let registration = app.pay_team(&captain, football, Some("Men"), "NIT Patna", 1, json!({})).await;
    let fee = app
        .scalar_i64(&format!(
            "SELECT amount_paise FROM payment_order WHERE payable_kind = 'registration' AND payable_id = '{registration}'"
        ))
        .await;
    assert!(fee > 5_000);
    assert_eq!(money(&app, &admin).await.0["football"], json!(fee));
    post(&app, &captain, "/api/v1/events/football/cancel", json!({})).await;
    let refund = format!("payable_kind = 'registration' AND payable_id = '{registration}'");
    assert_eq!(
        app.rows(&format!("SELECT status, amount_paise FROM payment_refund WHERE {refund}")).await,
        vec![vec!["processed".to_owned(), (fee - 5_000).to_string()]]
    );
    let (figures, total) = money(&app, &admin).await;
    assert_eq!(figures["football"], json!(5_000), "the cancellation fee is kept");
    assert_eq!(total, 425_000);
    let football = app.get_as("/api/v1/admin/stats", &admin).await.json()["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "football")
        .unwrap()
        .clone();
    assert_eq!(football["paid"], 0, "no paid team, yet money held: {football}");

    // Orders a server of the previous release opened while the upgrade ran name no event: they count for
    // their registration's or roster change's all the same, paid in full (the sprinters') or in part (the
    // team's).
    let named = money(&app, &admin).await;
    app.sql("UPDATE payment_order SET event_id = NULL").await;
    assert_eq!(money(&app, &admin).await, named, "the same figures from orders that name no event");

    // Until the gateway has paid a refund back, its money is still held.
    app.sql(&format!("UPDATE payment_refund SET status = 'pending' WHERE {refund}")).await;
    app.sql(&format!(
        "UPDATE payment_order SET status = 'paid' WHERE payable_kind = 'registration' AND payable_id = '{registration}'"
    ))
    .await;
    assert_eq!(money(&app, &admin).await.0["football"], json!(fee), "a refund on its way still counts as held");
}
