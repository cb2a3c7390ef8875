//! Roster changes after payment: a swap keeps everyone else's pass, revokes the one taken off and issues
//! one to the one put on; a change that adds a head asks for the difference and takes effect once it is
//! paid (signature, webhook), once; one that removes heads records the refund due; the change deadline, the
//! category and the event's limits hold; every change is kept as a history for admins. Runs on SQLite and
//! PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::{athletics, person, team};
use fest_app::roles::Role;
use fest_app::services::registrations::{self, CHANGES_SAVED, PAY_DIFFERENCE};
use fest_shared::catalogue::{EVENT_FULL, EventId};
use serde_json::{Value, json};

pub(crate) async fn paid(app: &TestApp, token: &str, event: &str, form: Value) {
    let id = EventId::parse(event).unwrap();
    fest_app::services::events::set_open(&app.ctx, id, true).await.unwrap();
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(token), json!({})).await;
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

pub(crate) async fn change(app: &TestApp, token: &str, event: &str, form: Value) -> common::TestResponse {
    app.json(Method::PUT, &format!("/api/v1/events/{event}/registration"), Some(token), form).await
}

async fn passes(app: &TestApp, token: &str) -> Vec<Value> {
    app.get_as("/api/v1/passes", token).await.json()["passes"].as_array().unwrap().clone()
}

async fn scan(app: &TestApp, volunteer: &str, token: &str) -> Value {
    let body = json!({"token": token, "gate": "Main"});
    app.json(Method::POST, "/api/v1/checkin/scan", Some(volunteer), body).await.json()["result"].clone()
}

fn outbox(app: &TestApp) -> Vec<String> {
    std::fs::read_dir(app.dir.path().join("outbox"))
        .map(|d| d.map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap()).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn a_swap_revokes_the_pass_of_the_one_taken_off_and_issues_one_to_the_one_put_on() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("captain", Role::User).await;
    let volunteer = app.user_with_role("gate", Role::Volunteer).await;
    let form = team("football", Some("Men"));
    paid(&app, &owner, "football", form.clone()).await;
    let mine = app.get_as("/api/v1/events/my-registrations", &owner).await.json();
    let reg = &mine["registrations"][0];
    assert_eq!((reg["canChange"].clone(), reg["changeDeadline"].clone()), (json!(true), Value::Null));
    let id = reg["_id"].as_str().unwrap().to_owned();
    let before = passes(&app, &owner).await;

    // The last player is swapped for a new one; the first is sent with their Aadhaar masked, as shown.
    let mut swapped = form.clone();
    let players = swapped["team"]["players"].as_array_mut().unwrap();
    let gone = players.pop().unwrap();
    players.push(person(77));
    let masked = format!("XXXXXXXX{}", &players[0]["aadharId"].as_str().unwrap()[8..]);
    players[0]["aadharId"] = json!(masked);
    let res = change(&app, &owner, "football", swapped.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], CHANGES_SAVED);
    assert_eq!(body["order"], Value::Null);
    let change_view = &body["change"];
    assert_eq!(change_view["added"], json!([person(77)["fullname"]]));
    assert_eq!(change_view["removed"], json!([gone["fullname"]]));
    assert_eq!((change_view["difference"].clone(), change_view["status"].clone()), (json!(0), json!("applied")));
    assert_eq!(body["registration"]["amount"], 650_000);

    // Passes: the one taken off is refused at the gate, everyone else keeps theirs, the new one has one.
    let after = passes(&app, &owner).await;
    let gone_name = fest_shared::pass::display_name(gone["fullname"].as_str().unwrap());
    let gone_pass = before.iter().find(|p| p["name"] == gone_name.as_str()).unwrap();
    assert_eq!(scan(&app, &volunteer, gone_pass["token"].as_str().unwrap()).await, "revoked");
    let kept = before.iter().find(|p| p["name"] != gone_name.as_str()).unwrap();
    assert!(after.iter().any(|p| p["token"] == kept["token"]), "a pass of someone still on the team is kept");
    assert_eq!(scan(&app, &volunteer, kept["token"].as_str().unwrap()).await, "ok");
    let new_name = fest_shared::pass::display_name(person(77)["fullname"].as_str().unwrap());
    let new_pass = after.iter().find(|p| p["name"] == new_name.as_str()).expect("a pass for the new player");
    assert_eq!(scan(&app, &volunteer, new_pass["token"].as_str().unwrap()).await, "ok");
    app.ctx.finish_background().await;
    let mail = outbox(&app);
    assert!(mail.iter().any(|m| m.contains("player77@example.com")), "the new player is e-mailed their pass");
    assert!(mail.iter().any(|m| m.contains("your team for Football has changed")), "the owner is told");

    // The stored Aadhaar of the masked player is the one on file.
    let export = app.get_as("/api/v1/events/football/export?format=json", &admin).await.text();
    assert!(export.contains(form["team"]["players"][0]["aadharId"].as_str().unwrap()), "{export}");

    // Nothing new: refused. Admins see the history with who made it.
    let res = change(&app, &owner, "football", swapped).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::BAD_REQUEST, json!(registrations::NOTHING_CHANGED))
    );
    let res = app.get_as(&format!("/api/v1/admin/registrations/{id}/history"), &admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let history = res.json()["changes"].clone();
    assert_eq!(history.as_array().unwrap().len(), 1);
    assert_eq!(history[0]["by"]["email"], "captain@example.com");
    assert_eq!(
        app.get_as(&format!("/api/v1/admin/registrations/{id}/history"), &owner).await.status,
        StatusCode::FORBIDDEN
    );
    assert!(app.get_as("/api/v1/admin/audit-log", &admin).await.text().contains("registration.change"));
}

#[tokio::test]
async fn adding_a_head_asks_for_the_difference_and_takes_effect_once_it_is_paid() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    paid(&app, &owner, "athletics", athletics("Men", &["100m"], None)).await;
    assert_eq!(passes(&app, &owner).await.len(), 1);

    // Room is counted: three places in all cannot take four more heads.
    let res =
        app.json(Method::PUT, "/api/v1/admin/events/athletics/settings", Some(&admin), json!({"capacity": 3})).await;
    assert_eq!(res.status, StatusCode::OK);
    let relay = athletics("Men", &["100m"], Some("4x100m"));
    let res = change(&app, &owner, "athletics", relay.clone()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(EVENT_FULL)));
    let res =
        app.json(Method::PUT, "/api/v1/admin/events/athletics/settings", Some(&admin), json!({"capacity": 5})).await;
    assert_eq!(res.status, StatusCode::OK);

    // Four more heads: an order for the difference; nothing changes until it is paid, and the heads are held.
    let res = change(&app, &owner, "athletics", relay.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], PAY_DIFFERENCE);
    assert_eq!(body["change"]["difference"], 4 * 70_000);
    assert_eq!(body["order"]["order"]["amount"], 4 * 70_000);
    assert_eq!(body["registration"]["members"], 1);
    assert_eq!(body["change"]["status"], "awaiting_payment");
    let res = app.get_as("/api/v1/admin/events/athletics/settings", &admin).await;
    assert_eq!(res.json()["placesLeft"], 0, "the added heads are held while the difference is paid");

    // A wrong signature changes nothing; the right one applies the change, once.
    let order = body["order"]["order"]["id"].as_str().unwrap().to_owned();
    let path = "/api/v1/events/athletics/registration/verify-payment";
    let forged = json!({"razorpay_order_id": order, "razorpay_payment_id": "pay_x", "razorpay_signature": "00"});
    assert_eq!(app.json(Method::POST, path, Some(&owner), forged).await.status, StatusCode::BAD_REQUEST);
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&owner), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK, "the owner pays the difference at the sandbox checkout");
    let res = app.json(Method::POST, path, Some(&owner), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let done = res.json();
    assert_eq!(
        (done["registration"]["members"].clone(), done["registration"]["amount"].clone()),
        (json!(5), json!(350_000))
    );
    assert_eq!(done["change"]["status"], "applied");
    let again = app.json(Method::POST, path, Some(&owner), paid.json()).await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(again.json()["registration"]["amount"], 350_000, "applied once");
    assert_eq!(passes(&app, &owner).await.iter().filter(|p| p["revoked"] != true).count(), 5);
    // The gateway's word on the first payment comes late: it still matches the first order, not the new fee.
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    let (first_order, first_payment) = (reg["orderId"].as_str().unwrap(), reg["paymentId"].as_str().unwrap());
    let body = common::webhook_body(first_order, first_payment, 70_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_first_late").await.status, StatusCode::OK);
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    assert_eq!((reg["paymentStatus"].clone(), reg["amount"].clone()), (json!("paid"), json!(350_000)));

    // Taking the relay off again: the fee falls, the refund is due and the organisers record it.
    let res = change(&app, &owner, "athletics", athletics("Men", &["100m"], None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], registrations::refund_due_message(280_000));
    assert_eq!(
        (body["change"]["refundStatus"].clone(), body["registration"]["amount"].clone()),
        (json!("due"), json!(70_000))
    );
    let change_id = body["change"]["id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/changes/{change_id}/refunded");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": ""})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "UPI transfer 4411"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["change"]["refundStatus"], "processed");
    assert_eq!(
        app.json(Method::POST, &path, Some(&admin), json!({"reason": "again"})).await.status,
        StatusCode::CONFLICT
    );
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    let history =
        app.get_as(&format!("/api/v1/admin/registrations/{}/history", reg["_id"].as_str().unwrap()), &admin).await;
    assert_eq!(history.json()["changes"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn the_gateways_webhook_applies_a_paid_difference_and_reconciliation_expires_an_unpaid_one() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(true)), ("reconcile_after_minutes", json!(0))]).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    paid(&app, &owner, "athletics", athletics("Men", &["100m"], None)).await;
    app.ctx.finish_background().await;
    let relay = athletics("Men", &["100m"], Some("4x100m"));

    // Paid at the checkout, the browser never reports back: the webhook applies it.
    let res = change(&app, &owner, "athletics", relay.clone()).await;
    let order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&owner), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK);
    // The sandbox delivers its webhook on its own task, as Razorpay would from outside.
    let mut reg = Value::Null;
    for _ in 0..100 {
        reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
        if reg["members"] == 5 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!((reg["members"].clone(), reg["amount"].clone()), (json!(5), json!(350_000)));

    // A difference never paid expires with its order's time; the registration stays as it is.
    let res = change(&app, &owner, "athletics", {
        let mut more = relay.clone();
        more["selectedRelayEvents"] = json!(["4x100m", "4x400m"]);
        more["relayTeams"]["4x400m"] = Value::Array((60..64).map(person).collect());
        more
    })
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["change"]["status"], "awaiting_payment");
    app.sql(&format!(
        "UPDATE registration_change SET expires_at = '{}' WHERE status = 'awaiting_payment'",
        (Utc::now() - Duration::minutes(1)).format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    let report = fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.expired, 1, "{report:?}");
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    assert_eq!((reg["members"].clone(), reg["amount"].clone()), (json!(5), json!(350_000)));
    let id = reg["_id"].as_str().unwrap().to_owned();
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let history = app.get_as(&format!("/api/v1/admin/registrations/{id}/history"), &admin).await.json();
    assert_eq!(
        (history["changes"][0]["status"].clone(), history["changes"][1]["status"].clone()),
        (json!("expired"), json!("applied"))
    );
}

#[tokio::test]
async fn the_change_deadline_the_category_and_the_events_limits_hold() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("captain", Role::User).await;
    let stranger = app.user_with_role("stranger", Role::User).await;
    let form = team("football", Some("Men"));
    let res = change(&app, &stranger, "football", form.clone()).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "no registration to change");
    paid(&app, &owner, "football", form.clone()).await;

    // Another category, or a roster below the minimum: field errors, nothing stored.
    let res = change(&app, &owner, "football", team("football", Some("Women"))).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["category"][0], registrations::CATEGORY_FIXED);
    let mut short = form.clone();
    short["team"]["players"].as_array_mut().unwrap().truncate(1);
    assert_eq!(change(&app, &owner, "football", short).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    let id = reg["_id"].as_str().unwrap().to_owned();
    let history = app.get_as(&format!("/api/v1/admin/registrations/{id}/history"), &admin).await.json();
    assert_eq!(history["changes"], json!([]));

    // After the change deadline: refused, and the owner's list says so.
    let deadline = (Utc::now() - Duration::minutes(1)).to_rfc3339();
    let res = app
        .json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), json!({"changeDeadline": deadline}))
        .await;
    assert_eq!(res.status, StatusCode::OK);
    let mut renamed = form.clone();
    renamed["collegeAddress"] = json!("Bihta, Patna, Bihar");
    let res = change(&app, &owner, "football", renamed).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::BAD_REQUEST, json!(registrations::CHANGE_DEADLINE_PASSED))
    );
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    assert_eq!(reg["canChange"], false);
    assert!(reg["changeDeadline"].is_string());
}

/// The payment-health items of one kind.
pub(crate) async fn health_items(app: &TestApp, admin: &str, kind: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/admin/payments/health", admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["items"].as_array().unwrap().iter().filter(|i| i["kind"] == kind).cloned().collect()
}

#[tokio::test]
async fn refunds_owed_after_roster_changes_are_listed_in_payment_health_until_recorded() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    paid(&app, &owner, "athletics", athletics("Men", &["100m"], Some("4x100m"))).await;
    assert!(health_items(&app, &admin, "refund_due").await.is_empty());

    // The relay comes off: the fee falls by four heads, owed back.
    let res = change(&app, &owner, "athletics", athletics("Men", &["100m"], None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let items = health_items(&app, &admin, "refund_due").await;
    assert_eq!(items.len(), 1, "{items:?}");
    assert_eq!(items[0]["amount"], 280_000);
    assert_eq!(items[0]["actions"], json!(["mark_change_refunded"]));
    assert_eq!(items[0]["owner"]["email"], "sprinter@example.com");
    assert!(items[0]["history"].as_array().unwrap().iter().any(|h| h["action"] == "registration.change"));
    let change_id = items[0]["changeId"].as_str().unwrap().to_owned();

    // A difference paid with the wrong amount is not applied: owed back too, with why.
    let res = change(&app, &owner, "athletics", athletics("Men", &["100m"], Some("4x400m"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let body = common::webhook_body(&order, "pay_short_1", 1_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_short_1").await.status, StatusCode::OK);
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_short_2").await.status, StatusCode::OK, "a replay");
    assert_eq!(app.order_status(&order).await, "flagged", "its payment is refused: the order is flagged");
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    assert_eq!((reg["members"].clone(), reg["amount"].clone()), (json!(1), json!(70_000)), "not applied");
    let items = health_items(&app, &admin, "refund_due").await;
    assert_eq!(items.len(), 2, "{items:?}");
    let short = items.iter().find(|i| i["changeId"] != change_id.as_str()).unwrap();
    assert_eq!(short["amount"], 1_000, "what was paid is owed back");
    assert!(short["detail"].as_str().unwrap().contains("Paid Rs. 10"), "{}", short["detail"]);

    // Recorded as paid back: off the list.
    let path = format!("/api/v1/admin/changes/{change_id}/refunded");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "NEFT 9921"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(health_items(&app, &admin, "refund_due").await.len(), 1);
}

#[tokio::test]
async fn a_cancellation_after_a_paid_difference_refunds_each_payment_on_its_own() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    paid(&app, &owner, "athletics", athletics("Men", &["100m"], None)).await;
    let res = change(&app, &owner, "athletics", athletics("Men", &["100m"], Some("4x100m"))).await;
    let order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&owner), json!({})).await;
    let path = "/api/v1/events/athletics/registration/verify-payment";
    assert_eq!(app.json(Method::POST, path, Some(&owner), paid.json()).await.status, StatusCode::OK);

    // Rs. 3500 in all, paid as Rs. 700 then Rs. 2800: the first payment is refunded through the gateway,
    // the difference's payment is owed back on its change.
    let res = app.json(Method::POST, "/api/v1/events/athletics/cancel", Some(&owner), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let reg = &res.json()["registration"];
    assert_eq!((reg["refundAmount"].clone(), reg["refundStatus"].clone()), (json!(70_000), json!("processed")));
    let items = health_items(&app, &admin, "refund_due").await;
    assert_eq!(items.len(), 1, "{items:?}");
    assert_eq!(items[0]["amount"], 280_000);
    assert!(items[0]["detail"].as_str().unwrap().contains("cancelled"), "{}", items[0]["detail"]);
}

async fn coupon(app: &TestApp, admin: &str, body: Value) {
    let res = app.json(Method::POST, "/api/v1/admin/coupons", Some(admin), body).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
}

fn with_code(mut form: Value, code: &str) -> Value {
    form["code"] = json!(code);
    form
}

#[tokio::test]
async fn a_discount_is_priced_again_by_its_own_rule_when_the_roster_changes() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    coupon(&app, &admin, json!({"code": "TENOFF", "kind": "percent", "value": 10, "appliesTo": "registration"})).await;
    coupon(&app, &admin, json!({"code": "ONEFREE", "kind": "fixed", "value": 70_000, "appliesTo": "registration"}))
        .await;

    // Five heads at 10% off: Rs. 3500 less Rs. 350. Down to one head: Rs. 700 less Rs. 70, so Rs. 2520 is
    // owed back, not everything that was paid.
    let relay_team = app.user_with_role("relay", Role::User).await;
    paid(&app, &relay_team, "athletics", with_code(athletics("Men", &["100m"], Some("4x100m")), "TENOFF")).await;
    let res = change(&app, &relay_team, "athletics", athletics("Men", &["100m"], None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], registrations::refund_due_message(252_000));
    assert_eq!(
        (body["registration"]["amount"].clone(), body["registration"]["discount"].clone()),
        (json!(63_000), json!(7_000))
    );
    assert_eq!(body["change"]["refundAmount"], 252_000);

    // One head made free by a fixed code, on a fest that takes payment online: four more heads are paid
    // for online (Rs. 3500 less the same Rs. 700), not put in effect with a note to pay at the desk.
    let free_team = app.user_with_role("lucky", Role::User).await;
    let res = app
        .json(
            Method::POST,
            "/api/v1/events/athletics",
            Some(&free_team),
            common::forms::other_people(with_code(athletics("Women", &["100m"], None), "ONEFREE"), 1),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = change(
        &app,
        &free_team,
        "athletics",
        common::forms::other_people(athletics("Women", &["100m"], Some("4x100m")), 1),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], PAY_DIFFERENCE);
    assert_eq!(body["order"]["order"]["amount"], 280_000);
    assert_eq!(
        (body["change"]["status"].clone(), body["registration"]["members"].clone()),
        (json!("awaiting_payment"), json!(1))
    );
    let order = body["order"]["order"]["id"].as_str().unwrap().to_owned();
    let paid =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&free_team), json!({})).await;
    let path = "/api/v1/events/athletics/registration/verify-payment";
    let res = app.json(Method::POST, path, Some(&free_team), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let reg = &res.json()["registration"];
    assert_eq!(
        (reg["members"].clone(), reg["amount"].clone(), reg["discount"].clone()),
        (json!(5), json!(280_000), json!(70_000))
    );
}

/// A sprinter registered and paid, then added a relay and paid its difference (280,000 paise) through the
/// sandbox and the browser's verify: the change's order and the payment that paid it.
pub(crate) async fn relay_paid(app: &TestApp, owner: &str) -> (String, String) {
    paid(app, owner, "athletics", athletics("Men", &["100m"], None)).await;
    let res = change(app, owner, "athletics", athletics("Men", &["100m"], Some("4x100m"))).await;
    let order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(owner), json!({})).await;
    let path = "/api/v1/events/athletics/registration/verify-payment";
    assert_eq!(app.json(Method::POST, path, Some(owner), paid.json()).await.status, StatusCode::OK);
    let payment = paid.json()["razorpay_payment_id"].as_str().unwrap().to_owned();
    (order, payment)
}

#[tokio::test]
async fn a_second_payment_for_a_paid_change_and_a_late_one_that_no_longer_fits_are_owed_back() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("reconcile_after_minutes", json!(0))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    // The difference is paid and applied; then the gateway reports another payment of the same order.
    let (order, first_payment) = relay_paid(&app, &owner).await;
    // Its own webhook changes nothing.
    let body = common::webhook_body(&order, &first_payment, 280_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_same").await.status, StatusCode::OK);
    assert!(health_items(&app, &admin, "refund_due").await.is_empty());
    let body = common::webhook_body(&order, "pay_twice_1", 280_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_twice").await.status, StatusCode::OK);
    let items = health_items(&app, &admin, "refund_due").await;
    assert_eq!(items.len(), 1, "{items:?}");
    assert_eq!(items[0]["amount"], 280_000);
    assert!(items[0]["detail"].as_str().unwrap().contains("pay_twice_1"), "{}", items[0]["detail"]);
    assert_eq!(app.order_status(&order).await, "paid", "a second payment leaves the order paid by its first");
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    assert_eq!((reg["members"].clone(), reg["amount"].clone()), (json!(5), json!(350_000)), "applied once");

    // A second change adds four more heads, is left unpaid and expires; the event fills meanwhile; then its
    // payment arrives: the heads no longer fit, so it is not applied and the money is owed back.
    let mut more = athletics("Men", &["100m"], Some("4x100m"));
    more["selectedRelayEvents"] = json!(["4x100m", "4x400m"]);
    more["relayTeams"]["4x400m"] = Value::Array((60..64).map(person).collect());
    let res = change(&app, &owner, "athletics", more).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let late_order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    app.sql(&format!(
        "UPDATE registration_change SET expires_at = '{}' WHERE status = 'awaiting_payment'",
        (Utc::now() - Duration::minutes(1)).format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    assert_eq!(fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap().expired, 1);
    assert_eq!(app.order_status(&late_order).await, "expired");
    let res =
        app.json(Method::PUT, "/api/v1/admin/events/athletics/settings", Some(&admin), json!({"capacity": 5})).await;
    assert_eq!(res.status, StatusCode::OK);
    let body = common::webhook_body(&late_order, "pay_late_1", 280_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_late").await.status, StatusCode::OK);
    let reg = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0].clone();
    assert_eq!((reg["members"].clone(), reg["amount"].clone()), (json!(5), json!(350_000)), "not applied");
    let items = health_items(&app, &admin, "refund_due").await;
    assert_eq!(items.len(), 2, "{items:?}");
    assert!(items.iter().any(|i| i["detail"].as_str().unwrap().contains("paid late")), "{items:?}");
    assert_eq!(app.order_status(&late_order).await, "flagged", "paid late, refused: flagged");
}

#[tokio::test]
async fn a_change_payment_replayed_after_its_account_is_deleted_is_not_kept_to_refund_a_second_time() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    let (order, payment) = relay_paid(&app, &owner).await;

    // The paid team stays, under the deleted accounts' records; the gateway then replays the payment that
    // applied the change: it was taken once and stays taken, nothing is kept to refund.
    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&owner), json!({"password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = common::webhook_body(&order, &payment, 280_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_replayed").await.status, StatusCode::OK);
    let kept = |id: &str| format!("SELECT COUNT(*) FROM orphan_capture WHERE payment_id = '{id}'");
    assert_eq!(app.scalar_i64(&kept(&payment)).await, 0, "the applied payment is not a refund as well");
    assert_eq!(app.order_status(&order).await, "paid");

    // A new payment of that order for an account gone is kept to refund.
    let body = common::webhook_body(&order, "pay_after_deletion", 280_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_after").await.status, StatusCode::OK);
    assert_eq!(app.scalar_i64(&kept("pay_after_deletion")).await, 1);
}
