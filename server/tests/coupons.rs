//! Discount codes (issue #18): admins make them (validated, unique, admins only); the server applies a code
//! when it prices an order, in the transaction that counts its uses (never more than it allows, also under
//! a rush; an expired order gives its use back); every refusal is a field error on `code` with nothing
//! stored; a discount that leaves nothing to pay registers without payment; the receipt, the views and the
//! exports show the fee, the discount and the amount paid; a CA's referral code may carry a discount of
//! its own, and the larger of the two applies. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::{athletics, person, team};
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use fest_shared::coupons;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

async fn create(app: &TestApp, token: &str, body: Value) -> common::TestResponse {
    app.json(Method::POST, "/api/v1/admin/coupons", Some(token), body).await
}

/// Makes a code, which must succeed.
async fn made(app: &TestApp, admin: &str, body: Value) -> Value {
    let res = create(app, admin, body).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    res.json()["coupon"].clone()
}

async fn listed(app: &TestApp, admin: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/admin/coupons", admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["coupons"].as_array().unwrap().clone()
}

async fn uses(app: &TestApp, admin: &str, code: &str) -> u64 {
    let list = listed(app, admin).await;
    list.iter().find(|c| c["code"] == code).unwrap_or_else(|| panic!("{code} in {list:?}"))["uses"].as_u64().unwrap()
}

fn with_code(mut form: Value, code: Value) -> Value {
    form["code"] = code;
    form
}

/// Orders `form` for `event`, with people of the order's own (a person plays for one team per event).
async fn order(app: &TestApp, token: &str, event: &str, form: Value) -> common::TestResponse {
    let form = common::forms::fresh_people(form);
    app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await
}

async fn register(app: &TestApp, token: &str, event: &str, form: Value) -> common::TestResponse {
    let form = common::forms::fresh_people(form);
    app.json(Method::POST, &format!("/api/v1/events/{event}"), Some(token), form).await
}

/// Pays an order in the sandbox (for the amount the gateway was asked for) and verifies it.
async fn pay(app: &TestApp, token: &str, event: &str, order_id: &str) {
    let paid =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK, "{}", paid.text());
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

async fn open(app: &TestApp, events: &[EventId]) {
    for id in events {
        fest_app::services::events::set_open(&app.ctx, *id, true).await.unwrap();
    }
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

async fn mine(app: &TestApp, token: &str) -> Vec<Value> {
    app.get_as("/api/v1/events/my-registrations", token).await.json()["registrations"].as_array().unwrap().clone()
}

/// The text of every message in the outbox to `to`.
fn mail_to(app: &TestApp, to: &str) -> Vec<String> {
    app.outbox().into_iter().filter(|m| m.to_lowercase().contains(&format!("to: {to}"))).collect()
}

fn past(minutes: i64) -> String {
    (Utc::now() - Duration::minutes(minutes)).to_rfc3339()
}

fn future(days: i64) -> String {
    (Utc::now() + Duration::days(days)).to_rfc3339()
}

fn refused(res: &common::TestResponse, message: &str) {
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["code"], json!([message]), "{}", res.text());
    assert_eq!(res.json()["message"], message);
}

#[tokio::test]
async fn percent_and_fixed_codes_price_the_order_and_show_on_receipt_views_and_exports() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let player = app.user_with_role("player", Role::User).await;
    open(&app, &[EventId::Football, EventId::Chess, EventId::Athletics]).await;

    let welcome =
        made(&app, &admin, json!({"code": " welcome10 ", "kind": "percent", "value": 10, "appliesTo": "both"})).await;
    assert_eq!(welcome["code"], "WELCOME10", "trimmed and upper-case");
    assert_eq!((welcome["kind"].clone(), welcome["value"].clone()), (json!("percent"), json!(10)));
    assert_eq!((welcome["events"].clone(), welcome["maxUses"].clone()), (Value::Null, Value::Null));
    assert_eq!(welcome["uses"], 0);
    let flat = made(
        &app,
        &admin,
        json!({"code": "FLAT50", "kind": "fixed", "value": 5_000, "appliesTo": "registration", "events": ["Chess"]}),
    )
    .await;
    assert_eq!(flat["events"], json!(["chess"]), "event names are stored as catalogue ids");

    // 10% off football (Men): 6500 -> 5850; the order is for the discounted amount, and the sandbox takes it.
    let res = order(&app, &captain, "football", with_code(team("football", Some("Men")), json!("Welcome10"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["order"]["amount"], 585_000);
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let reg = &mine(&app, &captain).await[0];
    assert_eq!(
        (reg["amount"].clone(), reg["originalAmount"].clone(), reg["discount"].clone(), reg["couponCode"].clone()),
        (json!(585_000), json!(650_000), json!(65_000), json!("WELCOME10"))
    );
    assert_eq!(reg["feePaise"], 650_000, "the form's fee is the catalogue's");
    pay(&app, &captain, "football", &order_id).await;
    let reg = &mine(&app, &captain).await[0];
    assert_eq!((reg["paymentStatus"].clone(), reg["amount"].clone()), (json!("paid"), json!(585_000)));

    // A fixed 50 rupees off chess: 249 -> 199.
    let res = order(&app, &player, "chess", with_code(team("chess", None), json!("flat50"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["order"]["amount"], 19_900);
    pay(&app, &player, "chess", res.json()["order"]["id"].as_str().unwrap()).await;

    // Athletics takes a code too (the form reader leaves `code` alone): 10% of 700 for one head.
    let res = order(&app, &player, "athletics", with_code(athletics("Men", &["100m"], None), json!("WELCOME10"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["order"]["amount"], 63_000);

    // A registration without a code shows no discount fields.
    let plain = app.user_with_role("plain", Role::User).await;
    assert_eq!(
        order(&app, &plain, "football", team("football", Some("Women"))).await.json()["order"]["amount"],
        300_000
    );
    let reg = &mine(&app, &plain).await[0];
    assert!(reg.get("originalAmount").is_none() && reg.get("discount").is_none() && reg.get("couponCode").is_none());

    // The receipt shows the fee, the discount with its code and the amount paid.
    app.ctx.finish_background().await;
    let receipt = mail_to(&app, "captain@example.com").into_iter().find(|m| m.contains("is confirmed")).unwrap();
    for line in ["Fee: Rs. 6500", "Discount (WELCOME10): Rs. 650", "Amount paid: Rs. 5850"] {
        assert!(receipt.contains(line), "{line} in {receipt}");
    }
    let receipt = mail_to(&app, "player@example.com").into_iter().find(|m| m.contains("is confirmed")).unwrap();
    assert!(receipt.contains("Discount (FLAT50): Rs. 50") && receipt.contains("Amount paid: Rs. 199"), "{receipt}");

    // So do the exports.
    let json = app.get_as("/api/v1/events/football/export?format=json", &admin).await.json();
    let paid = json["registrations"].as_array().unwrap().iter().find(|r| r["paymentStatus"] == "paid").unwrap();
    assert_eq!(
        (paid["amount"].clone(), paid["originalAmount"].clone(), paid["discount"].clone(), paid["couponCode"].clone()),
        (json!(585_000), json!(650_000), json!(65_000), json!("WELCOME10"))
    );
    let csv = app.get_as("/api/v1/events/football/export?format=csv", &admin).await;
    assert_eq!(csv.status, StatusCode::OK);
    let mut reader = csv::Reader::from_reader(csv.body.as_slice());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    let column = |name: &str| header.iter().position(|h| h == name).unwrap_or_else(|| panic!("{name} in {header:?}"));
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let row = rows.iter().find(|r| &r[column("Payment status")] == "paid").unwrap();
    assert_eq!(
        [
            &row[column("Fee (INR)")],
            &row[column("Discount (INR)")],
            &row[column("Discount code")],
            &row[column("Amount (INR)")]
        ],
        ["6500.00", "650.00", "WELCOME10", "5850.00"]
    );
    let row = rows.iter().find(|r| &r[column("Payment status")] == "pending").unwrap();
    assert_eq!(
        [
            &row[column("Fee (INR)")],
            &row[column("Discount (INR)")],
            &row[column("Discount code")],
            &row[column("Amount (INR)")]
        ],
        ["3000.00", "0.00", "", "3000.00"]
    );
    let xlsx = app.get_as("/api/v1/events/football/export?format=xlsx", &admin).await;
    assert_eq!(xlsx.status, StatusCode::OK);

    // Uses: a paid registration and a live order each take one.
    assert_eq!(uses(&app, &admin, "WELCOME10").await, 2);
    assert_eq!(uses(&app, &admin, "FLAT50").await, 1);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    let made: Vec<&Value> =
        log["entries"].as_array().unwrap().iter().filter(|e| e["action"] == "coupon.create").collect();
    assert_eq!(made.len(), 2);
    assert!(made.iter().any(|e| e["target"] == "FLAT50" && e["details"]["events"] == json!(["chess"])));

    // A team change keeps the discount: a swap costs nothing more.
    let mut swapped = team("football", Some("Men"));
    let players = swapped["team"]["players"].as_array_mut().unwrap();
    players.pop();
    players.push(person(77));
    let res = app.json(Method::PUT, "/api/v1/events/football/registration", Some(&captain), swapped).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["change"]["difference"], 0);
    let reg = &mine(&app, &captain).await[0];
    assert_eq!((reg["amount"].clone(), reg["discount"].clone()), (json!(585_000), json!(65_000)));
}

#[tokio::test]
async fn a_refused_code_is_a_field_error_on_code_and_nothing_is_stored() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    open(&app, &[EventId::Football, EventId::Chess, EventId::Squash]).await;
    let base = json!({"kind": "percent", "value": 20, "appliesTo": "registration"});
    let code = |code: &str, extra: Value| {
        let mut body = base.clone();
        body["code"] = json!(code);
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    made(&app, &admin, code("SOON", json!({"validFrom": future(1)}))).await;
    made(&app, &admin, code("OLD", json!({"validFrom": past(60 * 24), "validTo": past(1)}))).await;
    made(&app, &admin, code("CHESSONLY", json!({"events": ["chess"]}))).await;
    made(&app, &admin, code("STAY", json!({"appliesTo": "accommodation"}))).await;
    made(&app, &admin, code("ONCE", json!({"maxUses": 1}))).await;
    made(&app, &admin, code("MINE", json!({"perUser": 1}))).await;
    made(&app, &admin, code("NOW", json!({"validFrom": past(1), "validTo": future(1)}))).await;

    let football = || team("football", Some("Men"));
    for (sent, message) in [
        (json!("NOPE"), coupons::INVALID),
        (json!("a b"), coupons::INVALID),
        (json!(123), coupons::INVALID),
        (json!("SOON"), coupons::NOT_YET),
        (json!("old"), coupons::EXPIRED),
        (json!("CHESSONLY"), coupons::OTHER_EVENT),
        (json!("STAY"), coupons::NOT_FOR_REGISTRATIONS),
    ] {
        refused(&order(&app, &first, "football", with_code(football(), sent.clone())).await, message);
        refused(&register(&app, &first, "football", with_code(football(), sent)).await, message);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 0, "nothing stored");
    // Blank is no code at all; a code inside its window is taken.
    assert_eq!(order(&app, &first, "football", with_code(football(), json!("  "))).await.status, StatusCode::OK);
    assert_eq!(order(&app, &first, "football", with_code(football(), json!("now"))).await.status, StatusCode::OK);
    assert_eq!(
        order(&app, &first, "chess", with_code(team("chess", None), json!("CHESSONLY"))).await.status,
        StatusCode::OK
    );

    // Used up: the one use is taken by the first user's order; a refusal keeps the earlier attempt.
    assert_eq!(
        order(&app, &first, "squash", with_code(team("squash", Some("Men")), json!("ONCE"))).await.status,
        StatusCode::OK
    );
    let before = count(&app, "SELECT COUNT(*) FROM registration").await;
    refused(
        &order(&app, &second, "squash", with_code(team("squash", Some("Men")), json!("ONCE"))).await,
        coupons::USED_UP,
    );
    refused(&order(&app, &first, "football", with_code(football(), json!("ONCE"))).await, coupons::USED_UP);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, before, "nothing stored");
    let live = "SELECT COUNT(*) FROM registration WHERE event_id = 'football' AND status = 'pending'";
    assert_eq!(count(&app, live).await, 1, "the first user's football order is still there");
    // Asking again for the same event replaces one's own attempt, whose use gives way first.
    assert_eq!(
        order(&app, &first, "squash", with_code(team("squash", Some("Men")), json!("ONCE"))).await.status,
        StatusCode::OK
    );

    // Per user: once for each account.
    let res = order(&app, &second, "chess", with_code(team("chess", None), json!("MINE"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    refused(&order(&app, &second, "football", with_code(football(), json!("MINE"))).await, coupons::ALREADY_USED);
    assert_eq!(
        order(&app, &second, "chess", with_code(team("chess", None), json!("MINE"))).await.status,
        StatusCode::OK
    );
    assert_eq!(order(&app, &first, "football", with_code(football(), json!("MINE"))).await.status, StatusCode::OK);
    assert_eq!(uses(&app, &admin, "MINE").await, 2);
    assert_eq!(uses(&app, &admin, "ONCE").await, 1);
}

#[tokio::test]
async fn a_rush_never_uses_a_code_more_often_than_it_allows() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    // Chess is open by the catalogue, with no settings row: only the code's own row keeps the count.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM event_setting").await, 0);
    made(&app, &admin, json!({"code": "RUSH", "kind": "fixed", "value": 4_900, "appliesTo": "both", "maxUses": 3}))
        .await;
    let mut tokens = Vec::new();
    for i in 0..10 {
        tokens.push(app.user_with_role(&format!("rush{i}"), Role::User).await);
    }
    let orders = tokens.iter().map(|t| order(&app, t, "chess", with_code(team("chess", None), json!("RUSH"))));
    let answers = futures_util::future::join_all(orders).await;
    let ok: Vec<&common::TestResponse> = answers.iter().filter(|r| r.status == StatusCode::OK).collect();
    assert_eq!(ok.len(), 3, "{:?}", answers.iter().map(|r| (r.status, r.text())).collect::<Vec<_>>());
    assert!(ok.iter().all(|r| r.json()["order"]["amount"] == 20_000));
    for res in answers.iter().filter(|r| r.status != StatusCode::OK) {
        refused(res, coupons::USED_UP);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 3, "the refused stored nothing");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration WHERE coupon_code = 'RUSH'").await, 3);
    assert_eq!(uses(&app, &admin, "RUSH").await, 3);
}

#[tokio::test]
async fn an_order_that_expires_gives_its_use_back() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    open(&app, &[EventId::Chess]).await;
    made(
        &app,
        &admin,
        json!({"code": "LAST", "kind": "percent", "value": 50, "appliesTo": "registration", "maxUses": 1}),
    )
    .await;
    let chess = || with_code(team("chess", None), json!("LAST"));
    assert_eq!(order(&app, &first, "chess", chess()).await.json()["order"]["amount"], 12_450);
    refused(&order(&app, &second, "chess", chess()).await, coupons::USED_UP);
    assert_eq!(uses(&app, &admin, "LAST").await, 1);

    // The first order is not paid in time: its use is free again.
    app.sql(&format!(
        "UPDATE registration SET expires_at = '{}' WHERE user_id = (SELECT id FROM \"user\" WHERE username = 'first')",
        (Utc::now() - Duration::minutes(1)).format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    assert_eq!(uses(&app, &admin, "LAST").await, 0);
    let res = order(&app, &second, "chess", chess()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["order"]["amount"], 12_450);
    assert_eq!(uses(&app, &admin, "LAST").await, 1);
}

#[tokio::test]
async fn a_discount_that_leaves_nothing_to_pay_registers_without_payment() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let user = app.user_with_role("lucky", Role::User).await;
    open(&app, &[EventId::Chess]).await;
    made(&app, &admin, json!({"code": "FREE", "kind": "percent", "value": 100, "appliesTo": "registration"})).await;
    made(&app, &admin, json!({"code": "HALF", "kind": "percent", "value": 50, "appliesTo": "registration"})).await;

    let res = order(&app, &user, "chess", with_code(team("chess", None), json!("free"))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text());
    assert_eq!(res.json()["message"], fest_app::services::registrations::NOTHING_TO_PAY);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 0);
    // Without a code, or with one that leaves something to pay, the fee is still paid online.
    for form in [team("chess", None), with_code(team("chess", None), json!("HALF"))] {
        let res = register(&app, &user, "chess", form).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text());
        assert_eq!(res.json()["message"], "This event's fee is paid online: use Confirm & Pay.");
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 0);

    let res = register(&app, &user, "chess", with_code(team("chess", None), json!("FREE"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["paymentStatus"], "paid");
    let reg = &mine(&app, &user).await[0];
    assert_eq!(
        (reg["amount"].clone(), reg["originalAmount"].clone(), reg["discount"].clone(), reg["couponCode"].clone()),
        (json!(0), json!(24_900), json!(24_900), json!("FREE"))
    );
    assert_eq!(uses(&app, &admin, "FREE").await, 1);
    // Confirmed at once, so the receipt goes at once: the fee, the discount and nothing paid, no payment id.
    app.ctx.finish_background().await;
    let receipt = mail_to(&app, "lucky@example.com")
        .into_iter()
        .find(|m| m.contains("your registration for Chess is confirmed"))
        .expect("a receipt e-mail");
    assert!(receipt.contains("Discount (FREE): Rs. 249"), "{receipt}");
    assert!(receipt.contains("Amount paid: Rs. 0"), "{receipt}");
    assert!(!receipt.contains("Payment id"), "{receipt}");
}

#[tokio::test]
async fn offline_fests_await_the_discounted_amount() {
    let app = TestApp::spawn_with(&[("payments", json!("offline"))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let user = app.user_with_role("offline", Role::User).await;
    open(&app, &[EventId::Football]).await;
    made(&app, &admin, json!({"code": "TENOFF", "kind": "percent", "value": 10, "appliesTo": "registration"})).await;
    let res = register(&app, &user, "football", with_code(team("football", Some("Men")), json!("TENOFF"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["paymentStatus"], "awaiting_payment");
    let reg = &mine(&app, &user).await[0];
    assert_eq!((reg["amount"].clone(), reg["discount"].clone()), (json!(585_000), json!(65_000)));
}

#[tokio::test]
async fn only_admins_make_and_see_codes_which_are_checked_and_unique() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let moderator = app.user_with_role("helper", Role::Moderator).await;
    let user = app.user_with_role("someone", Role::User).await;
    let good = json!({"code": "GOOD", "kind": "fixed", "value": 100, "appliesTo": "registration"});

    for token in [&user, &moderator] {
        assert_eq!(create(&app, token, good.clone()).await.status, StatusCode::FORBIDDEN);
        assert_eq!(app.get_as("/api/v1/admin/coupons", token).await.status, StatusCode::FORBIDDEN);
    }
    assert_eq!(app.post("/api/v1/admin/coupons", good.clone()).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/v1/admin/coupons").await.status, StatusCode::UNAUTHORIZED);

    let res = create(
        &app,
        &admin,
        json!({
            "code": "ab", "kind": "half", "value": 5, "appliesTo": "everything", "events": ["chess", "nope"],
            "validFrom": future(2), "validTo": future(1), "maxUses": 0, "perUser": -1,
        }),
    )
    .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let errors = res.json()["errors"].clone();
    assert_eq!(errors["code"], json!([coupons::CODE_FORMAT]));
    for field in ["kind", "appliesTo", "events[1]", "validTo", "maxUses", "perUser"] {
        assert!(errors[field].is_array(), "{field} in {errors}");
    }
    for (kind, value, field) in [("percent", 0, "value"), ("percent", 101, "value"), ("fixed", -5, "value")] {
        let res =
            create(&app, &admin, json!({"code": "RANGE", "kind": kind, "value": value, "appliesTo": "both"})).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
        assert!(res.json()["errors"][field].is_array(), "{}", res.text());
    }
    let res =
        create(&app, &admin, json!({"code": "EMPTY", "kind": "fixed", "value": 1, "appliesTo": "both", "events": []}))
            .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.json()["errors"]["events"].is_array());
    let res = create(&app, &admin, json!({"code": "SHAPE"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "a body of the wrong shape");
    assert!(listed(&app, &admin).await.is_empty(), "nothing made");

    made(&app, &admin, good).await;
    let res = create(&app, &admin, json!({"code": " good ", "kind": "percent", "value": 5, "appliesTo": "both"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(res.json()["message"], fest_app::services::coupons::EXISTS);
    let list = listed(&app, &admin).await;
    assert_eq!(list.len(), 1);
    assert_eq!(
        (list[0]["code"].clone(), list[0]["kind"].clone(), list[0]["appliesTo"].clone(), list[0]["uses"].clone()),
        (json!("GOOD"), json!("fixed"), json!("registration"), json!(0))
    );

    let doc = app.get("/api/v1/openapi.json").await.json();
    let path = &doc["paths"]["/api/v1/admin/coupons"];
    assert!(path["post"]["responses"]["201"].is_object() && path["get"]["responses"]["200"].is_object());
    assert!(doc["components"]["schemas"]["CouponRequest"].is_object());
    let order_doc = doc["paths"]["/api/v1/events/{event}/create-order"]["post"].to_string();
    assert!(order_doc.contains("`code`"), "{order_doc}");
    assert_eq!(app.get("/api/v1/config").await.json()["referralDiscountPercent"], 0);
}

#[tokio::test]
async fn a_referral_code_carries_its_discount_and_the_larger_discount_applies() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("referral_discount_percent", json!(10))]).await;
    assert_eq!(app.get("/api/v1/config").await.json()["referralDiscountPercent"], 10);
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let ambassador = app.user_with_role("ambassador", Role::User).await;
    let application = json!({
        "fullName": "Asha Kumari", "collegeName": "NIT Patna", "collegeYear": "Second Year", "rollno": "2201CS10",
        "collegeAddress": "Ashok Rajpath, Patna, Bihar", "phoneNumber": "9876543210", "howDidYouKnow": "Instagram",
        "applicationStatement": "I organise events in my college.", "por": "", "alternativeEmail": "",
    });
    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&ambassador), application).await;
    let id = res.json()["application"]["_id"].as_str().unwrap().to_owned();
    let res = app.json(Method::PUT, &format!("/api/v1/ca/{id}/accept"), Some(&admin), json!({})).await;
    let referral = res.json()["application"]["referralCode"].as_str().unwrap().to_owned();
    open(&app, &[EventId::Football, EventId::Chess]).await;
    made(&app, &admin, json!({"code": "FIVE", "kind": "percent", "value": 5, "appliesTo": "registration"})).await;
    made(&app, &admin, json!({"code": "TWENTY", "kind": "percent", "value": 20, "appliesTo": "registration"})).await;

    let referred = |mut form: Value| {
        form["referralCode"] = json!(referral.to_lowercase());
        form
    };
    // The referral alone: 10% off.
    let a = app.user_with_role("teama", Role::User).await;
    let res = order(&app, &a, "football", referred(team("football", Some("Men")))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["order"]["amount"], 585_000);
    let reg = &mine(&app, &a).await[0];
    assert_eq!(
        (reg["discount"].clone(), reg["couponCode"].clone(), reg["referralCode"].clone()),
        (json!(65_000), json!(referral), json!(referral.to_lowercase()))
    );
    // A smaller code gives way to the referral discount (and is not spent); a larger one applies instead.
    let b = app.user_with_role("teamb", Role::User).await;
    let res = order(&app, &b, "football", with_code(referred(team("football", Some("Men"))), json!("FIVE"))).await;
    assert_eq!(res.json()["order"]["amount"], 585_000, "{}", res.text());
    assert_eq!(mine(&app, &b).await[0]["couponCode"], json!(referral));
    assert_eq!(uses(&app, &admin, "FIVE").await, 0);
    let c = app.user_with_role("teamc", Role::User).await;
    let res = order(&app, &c, "football", with_code(referred(team("football", Some("Men"))), json!("TWENTY"))).await;
    assert_eq!(res.json()["order"]["amount"], 520_000, "{}", res.text());
    assert_eq!(mine(&app, &c).await[0]["couponCode"], "TWENTY");
    assert_eq!(uses(&app, &admin, "TWENTY").await, 1);
    // A refused code is refused even with a referral discount to fall back on.
    refused(&order(&app, &c, "chess", with_code(referred(team("chess", None)), json!("NOPE"))).await, coupons::INVALID);

    // The ambassador's own code gives them nothing off.
    let res = order(&app, &ambassador, "chess", referred(team("chess", None))).await;
    assert_eq!(res.json()["order"]["amount"], 24_900, "{}", res.text());
    assert!(mine(&app, &ambassador).await[0].get("discount").is_none());

    // A discount code may not take a referral code's name.
    let res = create(&app, &admin, json!({"code": referral, "kind": "fixed", "value": 100, "appliesTo": "both"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(res.json()["message"], fest_app::services::coupons::EXISTS);
}

#[tokio::test]
async fn a_per_user_limit_above_one_and_a_fixed_code_worth_more_than_the_fee() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let user = app.user_with_role("regular", Role::User).await;
    open(&app, &[EventId::Football, EventId::Chess, EventId::Squash]).await;
    made(&app, &admin, json!({"code": "TWICE", "kind": "percent", "value": 20, "appliesTo": "both", "perUser": 2}))
        .await;
    // Rs. 1,000 off a Rs. 249 fee: the discount stops at the fee and nothing is left to pay.
    made(&app, &admin, json!({"code": "BIG", "kind": "fixed", "value": 100_000, "appliesTo": "registration"})).await;

    // Twice per account, on any events, whichever way they are registered.
    let res = order(&app, &user, "football", with_code(team("football", Some("Men")), json!("TWICE"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["order"]["amount"], 520_000, "Rs. 6500 less 20%");
    let res = order(&app, &user, "squash", with_code(team("squash", Some("Men")), json!("TWICE"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let third = with_code(team("chess", None), json!("TWICE"));
    refused(&order(&app, &user, "chess", third.clone()).await, coupons::ALREADY_USED);
    refused(&register(&app, &user, "chess", third).await, coupons::ALREADY_USED);
    assert_eq!(uses(&app, &admin, "TWICE").await, 2);

    let res = register(&app, &user, "chess", with_code(team("chess", None), json!("big"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let chess = mine(&app, &user).await.into_iter().find(|r| r["event"] == "chess").unwrap();
    assert_eq!(
        (chess["amount"].clone(), chess["originalAmount"].clone(), chess["discount"].clone()),
        (json!(0), json!(24_900), json!(24_900))
    );
    assert_eq!(chess["paymentStatus"], "paid");
}

#[tokio::test]
async fn a_quote_shows_the_price_a_code_gives_before_checkout_and_stores_nothing() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("referral_discount_percent", json!(10))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    open(&app, &[EventId::Football]).await;
    made(
        &app,
        &admin,
        json!({"code": "ONLYONE", "kind": "percent", "value": 20, "appliesTo": "registration", "maxUses": 1}),
    )
    .await;
    let captain = app.user_with_role("captain", Role::User).await;
    let quote = |form: Value| {
        let (app, captain) = (&app, captain.clone());
        async move { app.json(Method::POST, "/api/v1/events/football/quote", Some(&captain), form).await }
    };
    let form = common::forms::fresh_people(team("football", Some("Men")));

    // Without a code: the fee.
    let res = quote(form.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(
        (body["fee"].clone(), body["discount"].clone(), body["amount"].clone()),
        (json!(650_000), json!(0), json!(650_000))
    );
    assert!(body.get("code").is_none() && body.get("source").is_none(), "{body}");

    // With the code, in any case: 20% off, as create-order will charge; asked twice, the one use is not spent.
    for _ in 0..2 {
        let body = quote(with_code(form.clone(), json!("onlyone"))).await.json();
        assert_eq!((body["discount"].clone(), body["amount"].clone()), (json!(130_000), json!(520_000)), "{body}");
        assert_eq!((body["code"].clone(), body["source"].clone()), (json!("ONLYONE"), json!("code")));
    }
    assert_eq!(uses(&app, &admin, "ONLYONE").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 0, "a quote stores no registration");
    let res = order(&app, &captain, "football", with_code(team("football", Some("Men")), json!("ONLYONE"))).await;
    assert_eq!(res.json()["order"]["amount"], 520_000, "{}", res.text());

    // A refused code is refused as create-order refuses it, at `code`.
    refused(&quote(with_code(form.clone(), json!("NOPE"))).await, coupons::INVALID);
    // Without a session there is no quote.
    let res = app.json(Method::POST, "/api/v1/events/football/quote", None, form.clone()).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
}
