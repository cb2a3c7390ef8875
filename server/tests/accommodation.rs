//! Accommodation (issue #18): the stay rules (window, nights, last day) as field errors with nothing stored;
//! beds per block and night counted in the order's transaction, also under a rush; pricing with and without
//! discount codes (each limit, uses shared with registrations); confirmation once through the browser, the
//! webhook and the reconciliation, and expiry; the stay on the guests' passes and the hostel desk's
//! check-in; the organisers' overview, guest export, price and beds; cancellation and refunds. Runs on
//! SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::team;
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use fest_shared::coupons;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

/// Pays for a football team through the sandbox as `token`'s owner; returns the registration id.
pub(crate) async fn paid_team(app: &TestApp, token: &str) -> String {
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

pub(crate) async fn passes_of(app: &TestApp, token: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/passes", token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["passes"].as_array().unwrap().clone()
}

pub(crate) fn booking(registration: &str, guests: &[&str], block: &str, check_in: &str, nights: u32) -> Value {
    json!({"registrationId": registration, "guests": guests, "block": block, "checkIn": check_in, "nights": nights})
}

pub(crate) async fn order(app: &TestApp, token: &str, body: Value) -> common::TestResponse {
    app.json(Method::POST, "/api/v1/accommodation/create-order", Some(token), body).await
}

/// Pays a booking's order in the sandbox and verifies it; the booking as the answer gives it.
pub(crate) async fn pay(app: &TestApp, token: &str, order_id: &str) -> Value {
    let paid =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK, "{}", paid.text());
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(token), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["booking"].clone()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

async fn beds_left(app: &TestApp, night: &str, block: &str) -> u64 {
    let res = app.get("/api/v1/accommodation/options").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let nights = res.json()["nights"].as_array().unwrap().clone();
    nights.iter().find(|n| n["date"] == night).unwrap_or_else(|| panic!("{night} in {nights:?}"))["bedsLeft"][block]
        .as_u64()
        .unwrap()
}

async fn mine(app: &TestApp, token: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/accommodation/mine", token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["bookings"].as_array().unwrap().clone()
}

/// The text of every message in the outbox to `to`.
fn mail_to(app: &TestApp, to: &str) -> Vec<String> {
    app.outbox().into_iter().filter(|m| m.to_lowercase().contains(&format!("to: {to}"))).collect()
}

async fn until<F: Fn() -> Fut, Fut: std::future::Future<Output = bool>>(what: &str, check: F) {
    for _ in 0..400 {
        if check().await {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("timed out waiting for {what}");
}

#[tokio::test]
async fn options_give_the_window_the_price_and_the_beds_of_every_night() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/v1/accommodation/options").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["rules"], serde_json::to_value(fest_shared::api::stay_rules()).unwrap());
    let nights: Vec<&str> = body["nights"].as_array().unwrap().iter().map(|n| n["date"].as_str().unwrap()).collect();
    assert_eq!(nights, ["2025-02-17", "2025-02-18", "2025-02-19", "2025-02-20", "2025-02-21"]);
    assert_eq!(body["nights"][0]["bedsLeft"], json!({"Men": 200, "Women": 120}));
}

#[tokio::test]
async fn a_team_books_three_nights_for_five_players_with_a_code_and_the_stay_is_on_their_passes() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let desk = app.user_with_role("desk", Role::Volunteer).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let code = json!({"code": "STAY10", "kind": "percent", "value": 10, "appliesTo": "accommodation"});
    let res = app.json(Method::POST, "/api/v1/admin/coupons", Some(&admin), code).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());

    // Three guests by pass id and two by their e-mail on the registration.
    let ids: Vec<&str> = passes.iter().take(3).map(|p| p["id"].as_str().unwrap()).collect();
    let form = team("football", Some("Men"));
    let captain_email = form["team"]["captain"][0]["email"].as_str().map(str::to_owned);
    let emails: Vec<String> = passes
        .iter()
        .skip(3)
        .take(2)
        .map(|p| {
            // The person behind the pass, found by name in the form.
            let role = p["role"].as_str().unwrap();
            let people = form["team"][role].as_array().unwrap();
            let first = p["name"].as_str().unwrap().split(' ').next().unwrap();
            people.iter().find(|q| q["fullname"].as_str().unwrap().starts_with(first)).unwrap()["email"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert!(captain_email.is_some());
    let mut guests: Vec<&str> = ids.clone();
    guests.extend(emails.iter().map(String::as_str));
    let mut body = booking(&registration, &guests, "Men", "2025-02-19", 3);
    body["code"] = json!("stay10");
    let res = order(&app, &captain, body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let created = res.json();
    // 5 guests x 3 nights x Rs. 300, less 10%.
    assert_eq!(created["order"]["amount"], 405_000);
    assert_eq!(created["booking"]["originalAmount"], 450_000);
    assert_eq!(created["booking"]["discount"], 45_000);
    assert_eq!(created["booking"]["couponCode"], "STAY10");
    assert_eq!(created["booking"]["status"], "pending");
    assert_eq!(created["booking"]["checkOut"], "2025-02-22");
    assert_eq!(created["booking"]["guests"].as_array().unwrap().len(), 5);
    assert_eq!(created["registrationId"], registration.as_str());
    assert_eq!(beds_left(&app, "2025-02-19", "Men").await, 195, "an order within its time holds the beds");
    assert_eq!(beds_left(&app, "2025-02-18", "Men").await, 200);
    assert_eq!(beds_left(&app, "2025-02-19", "Women").await, 120);

    let order_id = created["order"]["id"].as_str().unwrap().to_owned();
    let paid = pay(&app, &captain, &order_id).await;
    assert_eq!(paid["status"], "paid");
    assert!(paid["paymentId"].is_string());
    // Verified again: confirmed once, nothing changes.
    let again = pay(&app, &captain, &order_id).await;
    assert_eq!(again["paymentId"], paid["paymentId"]);
    assert_eq!(mine(&app, &captain).await.len(), 1);

    // The receipt: the fee, the discount and what was paid.
    let captain_email = "captain@example.com";
    app.ctx.finish_background().await;
    let receipt = mail_to(&app, captain_email).into_iter().find(|m| m.contains("Your stay is booked")).unwrap();
    for text in [
        "Fee: Rs. 4500",
        "Discount (STAY10): Rs. 450",
        "Amount paid: Rs. 4050",
        "Check-in: 19 Feb",
        "Check-out: 22 Feb",
    ] {
        assert!(receipt.contains(text), "{text} in {receipt}");
    }

    // Each guest's pass shows the stay; the others' do not.
    let passes = passes_of(&app, &captain).await;
    let with_stay: Vec<&Value> = passes.iter().filter(|p| p["stay"].is_object()).collect();
    assert_eq!(with_stay.len(), 5);
    assert_eq!(with_stay[0]["stay"]["block"], "Men");
    assert_eq!(
        (with_stay[0]["stay"]["checkIn"].clone(), with_stay[0]["stay"]["checkOut"].clone()),
        (json!("2025-02-19"), json!("2025-02-22"))
    );
    let guest_token = with_stay[0]["token"].as_str().unwrap();
    let other = passes.iter().find(|p| p["stay"].is_null()).unwrap()["token"].as_str().unwrap();

    // The hostel desk checks a guest in once, apart from the fest's gates.
    let scan = |token: &str, gate: &str| {
        let body = json!({"token": token, "gate": gate});
        let (app, desk) = (&app, &desk);
        async move { app.json(Method::POST, "/api/v1/checkin/scan", Some(desk), body).await.json() }
    };
    let first = scan(guest_token, "Hostel").await;
    assert_eq!(first["result"], "ok", "{first}");
    assert_eq!(first["message"], "Checked in at the hostel: Men block, 19 Feb to 22 Feb.");
    let second = scan(guest_token, "hostel").await;
    assert_eq!(second["result"], "duplicate", "{second}");
    assert!(second["message"].as_str().unwrap().ends_with(" at gate Hostel by desk"), "{second}");
    assert_eq!(second["list"]["name"], "Hostel desk");
    // A genuine pass without a stay: the hostel desk's list does not let it through.
    let nobody = scan(other, "hostel").await;
    assert_eq!(
        (nobody["result"].as_str(), nobody["message"].as_str()),
        (Some("refused"), Some("No stay is booked for this pass."))
    );
    let gate = scan(guest_token, "North").await;
    assert_eq!(gate["result"], "ok", "the fest's gate is a check-in of its own: {gate}");
    let passes = passes_of(&app, &captain).await;
    assert!(passes.iter().find(|p| p["token"] == guest_token).unwrap()["stay"]["checkedInAt"].is_string());

    // A scanner's id answers only for its own volunteer's scan: the desk's replay is its own check-in, another
    // desk's scanner using the same id for the same guest is told the guest was checked in already.
    let next_guest = with_stay[1]["token"].as_str().unwrap();
    let now = chrono::Utc::now().to_rfc3339();
    let queue = json!({"scans": [{"id": "desk-1", "token": next_guest, "gate": "Hostel", "scannedAt": now}]});
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&desk), queue.clone()).await;
    assert_eq!(res.json()["results"][0]["result"], "ok", "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&desk), queue.clone()).await;
    assert_eq!(res.json()["results"][0]["result"], "ok", "the desk's own scan, replayed: {}", res.text());
    let second_desk = app.user_with_role("second-desk", Role::Volunteer).await;
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&second_desk), queue).await;
    let answer = res.json()["results"][0].clone();
    assert_eq!(answer["result"], "duplicate", "{answer}");
    assert!(answer["message"].as_str().unwrap().ends_with(" at gate Hostel by desk"), "{answer}");

    // The organisers' overview and guest list.
    let overview = app.get_as("/api/v1/admin/accommodation?block=Men&night=2025-02-21", &admin).await;
    assert_eq!(overview.status, StatusCode::OK, "{}", overview.text());
    let overview = overview.json();
    assert_eq!(overview["bookings"].as_array().unwrap().len(), 1);
    assert_eq!(overview["bookings"][0]["ownerName"].as_str().map(|s| !s.is_empty()), Some(true));
    let night = overview["nights"].as_array().unwrap().iter().find(|n| n["date"] == "2025-02-21").unwrap().clone();
    assert_eq!((night["taken"]["Men"].clone(), night["bedsLeft"]["Men"].clone()), (json!(5), json!(195)));
    let none = app.get_as("/api/v1/admin/accommodation?night=2025-02-17", &admin).await.json();
    assert_eq!(none["bookings"].as_array().unwrap().len(), 0);
    let csv = app.get_as("/api/v1/admin/accommodation/export?format=csv", &admin).await;
    assert_eq!(csv.status, StatusCode::OK);
    let text = csv.text();
    assert_eq!(text.lines().count(), 6, "a header and a row per guest: {text}");
    assert!(text.starts_with("Booking,Event,Team,Block,Check-in,Check-out,Nights,Guest,Role,Status,Hostel check-in"));
    let xlsx = app.get_as("/api/v1/admin/accommodation/export?format=xlsx", &admin).await;
    assert_eq!(xlsx.status, StatusCode::OK);
    assert!(xlsx.body.starts_with(b"PK"), "an Excel workbook");
    for path in ["/api/v1/admin/accommodation", "/api/v1/admin/accommodation/export"] {
        assert_eq!(app.get_as(path, &captain).await.status, StatusCode::FORBIDDEN, "{path}");
        assert_eq!(app.get_as(path, &desk).await.status, StatusCode::FORBIDDEN, "{path}");
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM audit_log WHERE action = 'accommodation.export'").await, 2);

    // A guest with a bed booked cannot be booked again.
    let res = order(&app, &captain, booking(&registration, &ids[..1], "Men", "2025-02-17", 1)).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert!(res.json()["message"].as_str().unwrap().ends_with(" already has a bed booked."), "{}", res.text());
}

#[tokio::test]
async fn every_broken_rule_is_a_field_error_and_nothing_is_stored() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let stranger = app.user_with_role("stranger", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let one = passes[0]["id"].as_str().unwrap();
    let cases: Vec<(Value, &str, &str)> = vec![
        (booking(&registration, &[one], "Men", "2025-02-16", 1), "checkIn", "Check-in is from 17 Feb to 21 Feb."),
        (booking(&registration, &[one], "Men", "2025-02-22", 1), "checkIn", "Check-in is from 17 Feb to 21 Feb."),
        (booking(&registration, &[one], "Men", "19/02/2025", 1), "checkIn", "Choose a check-in date."),
        (booking(&registration, &[one], "Men", "2025-02-17", 6), "nights", "A stay is 1 to 5 nights."),
        (booking(&registration, &[one], "Men", "2025-02-17", 0), "nights", "A stay is 1 to 5 nights."),
        (
            booking(&registration, &[one], "Men", "2025-02-20", 3),
            "nights",
            "The stay must end by 22 Feb, the fest's last day.",
        ),
        (booking(&registration, &[one], "Dorm", "2025-02-19", 1), "block", "Choose the men's or the women's block."),
        (booking(&registration, &[], "Men", "2025-02-19", 1), "guests", "Choose at least one guest."),
        (booking(&registration, &[one, one], "Men", "2025-02-19", 1), "guests", "Each guest can be booked once."),
        (
            booking(&registration, &["nobody@example.com"], "Men", "2025-02-19", 1),
            "guests",
            "Choose people on this registration.",
        ),
        (
            booking("no-such-registration", &[one], "Men", "2025-02-19", 1),
            "registrationId",
            "Choose one of your paid registrations.",
        ),
    ];
    for (body, field, message) in cases {
        let res = order(&app, &captain, body.clone()).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {}", res.text());
        assert_eq!(res.json()["errors"][field], json!([message]), "{body}: {}", res.text());
    }
    // Someone else's registration is not theirs to book.
    let res = order(&app, &stranger, booking(&registration, &[one], "Men", "2025-02-19", 1)).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["registrationId"], json!(["Choose one of your paid registrations."]));
    // Signed out.
    let res = app
        .json(
            Method::POST,
            "/api/v1/accommodation/create-order",
            None,
            booking(&registration, &[one], "Men", "2025-02-19", 1),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_booking").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_guest").await, 0);
}

#[tokio::test]
async fn codes_are_priced_by_their_rules_and_limits_shared_with_registrations() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let pass = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();
    for code in [
        json!({"code": "EVENTS", "kind": "percent", "value": 50, "appliesTo": "registration"}),
        json!({"code": "ONCE", "kind": "fixed", "value": 10_000, "appliesTo": "both", "perUser": 1}),
        json!({"code": "TWO", "kind": "fixed", "value": 5_000, "appliesTo": "accommodation", "maxUses": 1}),
        json!({"code": "GONE", "kind": "percent", "value": 5, "appliesTo": "both", "validTo": "2020-01-01T00:00:00Z"}),
        json!({"code": "CHESSONLY", "kind": "percent", "value": 5, "appliesTo": "both", "events": ["chess"]}),
        json!({"code": "FREE", "kind": "percent", "value": 100, "appliesTo": "accommodation"}),
    ] {
        let res = app.json(Method::POST, "/api/v1/admin/coupons", Some(&admin), code).await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    }
    let with = |guest: &str, code: &str| {
        let mut b = booking(&registration, &[guest], "Women", "2025-02-21", 1);
        b["code"] = json!(code);
        b
    };
    let refused = |res: common::TestResponse, message: &str| {
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
        assert_eq!(res.json()["errors"]["code"], json!([message]), "{}", res.text());
    };
    refused(order(&app, &captain, with(&pass(0), "EVENTS")).await, coupons::NOT_FOR_ACCOMMODATION);
    refused(order(&app, &captain, with(&pass(0), "GONE")).await, coupons::EXPIRED);
    refused(order(&app, &captain, with(&pass(0), "CHESSONLY")).await, coupons::OTHER_EVENT);
    refused(order(&app, &captain, with(&pass(0), "NOPE")).await, coupons::INVALID);

    // Without a code: the price per guest per night.
    let plain = order(&app, &captain, booking(&registration, &[&pass(0)], "Women", "2025-02-21", 1)).await;
    assert_eq!(plain.json()["order"]["amount"], 30_000, "{}", plain.text());
    // A fixed code, once per account: its use is counted on bookings and registrations alike.
    let once = order(&app, &captain, with(&pass(1), "ONCE")).await;
    assert_eq!(once.json()["order"]["amount"], 20_000, "{}", once.text());
    refused(order(&app, &captain, with(&pass(2), "ONCE")).await, coupons::ALREADY_USED);
    fest_app::services::events::set_open(&app.ctx, EventId::Chess, true).await.unwrap();
    let mut chess = team("chess", None);
    chess["code"] = json!("ONCE");
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&captain), chess).await;
    refused(res, coupons::ALREADY_USED);
    // A code with one use in all.
    let two = order(&app, &captain, with(&pass(3), "two")).await;
    assert_eq!(two.json()["order"]["amount"], 25_000, "{}", two.text());
    refused(order(&app, &captain, with(&pass(4), "TWO")).await, coupons::USED_UP);
    let res = app.get_as("/api/v1/admin/coupons", &admin).await.json();
    let uses =
        |code: &str| res["coupons"].as_array().unwrap().iter().find(|c| c["code"] == code).unwrap()["uses"].clone();
    assert_eq!((uses("ONCE"), uses("TWO")), (json!(1), json!(1)));

    // A code that leaves nothing to pay: no order; booked without payment instead, paid at once.
    let res = order(&app, &captain, with(&pass(5), "FREE")).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text());
    assert_eq!(res.json()["message"], coupons::STAY_NOTHING_TO_PAY);
    let res = app.json(Method::POST, "/api/v1/accommodation/book", Some(&captain), with(&pass(5), "FREE")).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    assert_eq!(
        (res.json()["booking"]["status"].clone(), res.json()["booking"]["amount"].clone()),
        (json!("paid"), json!(0))
    );
    // Without a discount, a stay is paid online.
    let res = app
        .json(
            Method::POST,
            "/api/v1/accommodation/book",
            Some(&captain),
            booking(&registration, &[&pass(6)], "Women", "2025-02-21", 1),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text());
}

#[tokio::test]
async fn a_rush_never_books_more_beds_than_a_block_has() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    assert!(passes.len() >= 13, "a football team has at least 13 people: {}", passes.len());
    let res =
        app.json(Method::PUT, "/api/v1/admin/accommodation/settings", Some(&admin), json!({"beds": {"Men": 5}})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["rules"]["beds"], json!({"Men": 5, "Women": 120}));
    // Five bookings of two different people each, at once, for stays that share a night: two fit (4 of 5
    // beds that night).
    let mut tasks = Vec::new();
    for i in 0..5 {
        let guests =
            [passes[2 * i]["id"].as_str().unwrap().to_owned(), passes[2 * i + 1]["id"].as_str().unwrap().to_owned()];
        let body = json!({"registrationId": registration, "guests": guests, "block": "Men", "checkIn": if i % 2 == 0 { "2025-02-19" } else { "2025-02-20" }, "nights": 2});
        let (router, token) = (app.router.clone(), captain.clone());
        tasks.push(tokio::spawn(async move {
            let req = axum::http::Request::builder()
                .method(Method::POST)
                .uri("/api/v1/accommodation/create-order")
                .header("content-type", "application/json")
                .header("authorization", format!("Bearer {token}"))
                .body(axum::body::Body::from(body.to_string()))
                .unwrap();
            let res = tower::ServiceExt::oneshot(router, req).await.unwrap();
            let status = res.status();
            let bytes = axum::body::to_bytes(res.into_body(), usize::MAX).await.unwrap();
            (status, String::from_utf8_lossy(&bytes).into_owned())
        }));
    }
    let mut ok = 0;
    for t in tasks {
        let (status, text) = t.await.unwrap();
        match status {
            StatusCode::OK => ok += 1,
            StatusCode::CONFLICT => assert!(text.contains("The men block is full on "), "{text}"),
            other => panic!("{other}: {text}"),
        }
    }
    assert_eq!(ok, 2);
    assert_eq!(beds_left(&app, "2025-02-20", "Men").await, 1);
    // A full night says so before any payment.
    let res = order(
        &app,
        &captain,
        booking(
            &registration,
            &[passes[10]["id"].as_str().unwrap(), passes[11]["id"].as_str().unwrap()],
            "Men",
            "2025-02-20",
            1,
        ),
    )
    .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(res.json()["message"], "The men block is full on 20 Feb: 1 bed left.");
    // Price and beds are checked; only admins change them.
    let res = app
        .json(
            Method::PUT,
            "/api/v1/admin/accommodation/settings",
            Some(&admin),
            json!({"pricePerNightPaise": -1, "beds": {"Women": 100_001}}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.json()["errors"]["pricePerNightPaise"].is_array() && res.json()["errors"]["beds.Women"].is_array());
    let res = app
        .json(Method::PUT, "/api/v1/admin/accommodation/settings", Some(&captain), json!({"pricePerNightPaise": 1}))
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app
        .json(Method::PUT, "/api/v1/admin/accommodation/settings", Some(&admin), json!({"pricePerNightPaise": 45_000}))
        .await;
    assert_eq!(res.json()["rules"]["pricePerNightPaise"], 45_000);
    let women =
        order(&app, &captain, booking(&registration, &[passes[12]["id"].as_str().unwrap()], "Women", "2025-02-17", 2))
            .await;
    assert_eq!(women.json()["order"]["amount"], 90_000, "{}", women.text());
}

#[tokio::test]
async fn the_webhook_and_the_reconciliation_confirm_once_and_an_unpaid_order_expires() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(true)), ("reconcile_after_minutes", json!(0))]).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let pass = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();

    // Paid in the sandbox, the browser never returns: the signed webhook confirms it.
    let res = order(&app, &captain, booking(&registration, &[&pass(0), &pass(1)], "Men", "2025-02-18", 2)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(&captain), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK);
    until("the webhook's confirmation", || async { mine(&app, &captain).await[0]["status"] == "paid" }).await;
    // The browser's report afterwards changes nothing.
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&captain), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_booking WHERE status = 'paid'").await, 1);
    // A forged signature is refused.
    let mut forged = paid.json();
    forged["razorpay_signature"] = json!("0".repeat(64));
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&captain), forged).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);

    // Unpaid past its time: the reconciliation expires it and the beds come back.
    let res = order(&app, &captain, booking(&registration, &[&pass(2)], "Men", "2025-02-21", 1)).await;
    let stale = res.json()["booking"]["id"].as_str().unwrap().to_owned();
    assert_eq!(beds_left(&app, "2025-02-21", "Men").await, 199);
    app.sql(&format!("UPDATE accommodation_booking SET expires_at = created_at WHERE id = '{stale}'")).await;
    let report = fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert!(report.expired >= 1, "{report:?}");
    assert_eq!(beds_left(&app, "2025-02-21", "Men").await, 200);
    // The same guest may be booked again.
    let res = order(&app, &captain, booking(&registration, &[&pass(2)], "Men", "2025-02-21", 1)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let fresh_order = res.json()["order"]["id"].as_str().unwrap().to_owned();

    // Paid in the gateway without the browser or the webhook: the reconciliation confirms it.
    let quiet =
        TestApp::twin_with(&app, &[("sandbox_webhooks", json!(false)), ("reconcile_after_minutes", json!(0))]).await;
    let res = quiet
        .json(Method::POST, &format!("/api/v1/payments/sandbox/{fresh_order}/pay"), Some(&captain), json!({}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let report = fest_app::services::reconciliation::reconcile(&quiet.ctx).await.unwrap();
    assert!(report.confirmed >= 1, "{report:?}");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_booking WHERE status = 'paid'").await, 2);
}

#[tokio::test]
async fn owners_cancel_before_the_deadline_and_admins_refund_in_full() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("cancellation_fee_paise", json!(5_000))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let stranger = app.user_with_role("stranger", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let pass = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();

    let res = order(&app, &captain, booking(&registration, &[&pass(0), &pass(1)], "Men", "2025-02-19", 2)).await;
    let first = res.json()["booking"]["id"].as_str().unwrap().to_owned();
    // Not paid yet: nothing to cancel.
    let res = app.json(Method::POST, &format!("/api/v1/accommodation/{first}/cancel"), Some(&captain), json!({})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    pay(&app, &captain, res_order(&app, &captain, &first).await.as_str()).await;
    // Only its owner cancels it.
    let res =
        app.json(Method::POST, &format!("/api/v1/accommodation/{first}/cancel"), Some(&stranger), json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(beds_left(&app, "2025-02-19", "Men").await, 198);
    let res = app.json(Method::POST, &format!("/api/v1/accommodation/{first}/cancel"), Some(&captain), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let cancelled = res.json()["booking"].clone();
    assert_eq!(cancelled["status"], "cancelled");
    // Rs. 1200 paid, Rs. 50 kept; the sandbox refunds at once.
    assert_eq!(
        (cancelled["refundAmount"].clone(), cancelled["refundStatus"].clone()),
        (json!(115_000), json!("processed"))
    );
    assert_eq!(beds_left(&app, "2025-02-19", "Men").await, 200);
    assert!(passes_of(&app, &captain).await.iter().all(|p| p["stay"].is_null()));
    let res = app.json(Method::POST, &format!("/api/v1/accommodation/{first}/cancel"), Some(&captain), json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "cancelled once");

    // Refund webhooks settle a booking's refund once; a failed refund is retried by an admin.
    let payment_id = cancelled["paymentId"].as_str().unwrap().to_owned();
    app.sql(&format!(
        "UPDATE payment_refund SET status = 'failed' WHERE payable_kind = 'booking' AND payable_id = '{first}'"
    ))
    .await;
    let refund_webhook = |event: &'static str, n: u32| {
        let body = json!({
            "entity": "event", "event": event,
            "payload": {"refund": {"entity": {"id": "rfnd_stay_1", "payment_id": payment_id, "amount": 115_000}}},
        })
        .to_string();
        let app = &app;
        async move {
            let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
            let res = common::post_webhook(app, &body, &signature, &format!("evt_stay_refund_{n}")).await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        }
    };
    refund_webhook("refund.processed", 1).await;
    let status = |id: &str| {
        let id = id.to_owned();
        let (app, admin) = (&app, &admin);
        async move {
            let all = app.get_as("/api/v1/admin/accommodation", admin).await.json();
            all["bookings"].as_array().unwrap().iter().find(|b| b["id"] == id.as_str()).unwrap()["refundStatus"].clone()
        }
    };
    assert_eq!(status(&first).await, "processed");
    refund_webhook("refund.failed", 2).await;
    assert_eq!(status(&first).await, "processed", "a late failure changes nothing");
    app.sql(&format!(
        "UPDATE payment_refund SET status = 'failed' WHERE payable_kind = 'booking' AND payable_id = '{first}'"
    ))
    .await;
    // Payment health lists the stay's failed refund with the retry that fits, and no longer once retried.
    let health = app.get_as("/api/v1/admin/payments/health", &admin).await.json();
    let stays: Vec<&Value> =
        health["items"].as_array().unwrap().iter().filter(|i| i["kind"] == "stay_refund").collect();
    assert_eq!(stays.len(), 1, "{health}");
    assert_eq!((stays[0]["bookingId"].clone(), stays[0]["amount"].clone()), (json!(first), json!(115_000)));
    assert_eq!(stays[0]["actions"], json!(["refund_stay"]));
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/accommodation/{first}/refund"),
            Some(&admin),
            json!({"reason": "retry"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["booking"]["refundStatus"], "processed", "retried through the sandbox");
    let health = app.get_as("/api/v1/admin/payments/health", &admin).await.json();
    assert!(health["items"].as_array().unwrap().iter().all(|i| i["kind"] != "stay_refund"), "{health}");

    // After the event's cancellation deadline only the organisers refund, in full, with a reason.
    let res = order(&app, &captain, booking(&registration, &[&pass(0)], "Men", "2025-02-20", 1)).await;
    let second = res.json()["booking"]["id"].as_str().unwrap().to_owned();
    pay(&app, &captain, res.json()["order"]["id"].as_str().unwrap()).await;
    let past = (chrono::Utc::now() - chrono::Duration::hours(1)).to_rfc3339();
    let res = app
        .json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), json!({"cancelDeadline": past}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res =
        app.json(Method::POST, &format!("/api/v1/accommodation/{second}/cancel"), Some(&captain), json!({})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text());
    let path = format!("/api/v1/admin/accommodation/{second}/refund");
    assert_eq!(
        app.json(Method::POST, &path, Some(&captain), json!({"reason": "x"})).await.status,
        StatusCode::FORBIDDEN
    );
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": " "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "The team travels home early"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let refunded = res.json()["booking"].clone();
    assert_eq!(
        (refunded["refundAmount"].clone(), refunded["refundStatus"].clone()),
        (json!(30_000), json!("processed"))
    );
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "again"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "refunded once");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM audit_log WHERE action LIKE 'accommodation.%'").await, 3);
    let captain_email = "captain@example.com";
    app.ctx.finish_background().await;
    // The owner's cancellation, the retried refund and the organisers' refund each tell the owner.
    let told = mail_to(&app, captain_email).iter().filter(|m| m.contains("your stay is cancelled")).count();
    assert_eq!(told, 3);
}

/// The gateway order of a booking, as its owner's list gives the booking (the order id is not listed: read it
/// from the database).
async fn res_order(app: &TestApp, _token: &str, booking: &str) -> String {
    let db = app.ctx.db();
    let row = db
        .query_one_raw(Statement::from_string(
            db.get_database_backend(),
            format!("SELECT id FROM payment_order WHERE payable_kind = 'booking' AND payable_id = '{booking}'"),
        ))
        .await
        .unwrap()
        .unwrap();
    row.try_get_by_index::<String>(0).unwrap()
}

#[tokio::test]
async fn deleting_the_account_keeps_paid_stays_without_the_guests_names_and_drops_unpaid_ones() {
    // The default fest (February 2025) is over: the account may go.
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let pass = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();
    let res = order(&app, &captain, booking(&registration, &[&pass(0), &pass(1)], "Men", "2025-02-19", 1)).await;
    pay(&app, &captain, res.json()["order"]["id"].as_str().unwrap()).await;
    let res = order(&app, &captain, booking(&registration, &[&pass(2)], "Men", "2025-02-19", 1)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let names = count(&app, "SELECT COUNT(*) FROM accommodation_guest WHERE name <> 'Anonymised'").await;
    assert_eq!(names, 3);
    // The unpaid one's order can no longer be paid (an order still open holds the account).
    app.sql("UPDATE accommodation_booking SET expires_at = created_at WHERE status = 'pending'").await;

    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&captain), json!({"password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_booking").await, 1, "the unpaid one is gone");
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM accommodation_booking WHERE user_id = 'deleted-account' AND status = 'paid'")
            .await,
        1
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_guest").await, 2);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_guest WHERE name = 'Anonymised'").await, 2);
}

#[tokio::test]
async fn a_payment_after_expiry_confirms_while_the_guests_are_free_and_is_flagged_once_they_are_not() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("reconcile_after_minutes", json!(0))]).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let pass = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();
    let expire_all = || async {
        app.sql("UPDATE accommodation_booking SET expires_at = created_at WHERE status = 'pending'").await;
        fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    };

    // Expired, then paid: the guests are still free, so the booking is theirs again.
    let res = order(&app, &captain, booking(&registration, &[&pass(0), &pass(1)], "Men", "2025-02-19", 1)).await;
    let late = res.json()["order"]["id"].as_str().unwrap().to_owned();
    expire_all().await;
    assert_eq!(mine(&app, &captain).await[0]["status"], "expired");
    assert_eq!(pay(&app, &captain, &late).await["status"], "paid");
    let stays = passes_of(&app, &captain).await.iter().filter(|p| p["stay"].is_object()).count();
    assert_eq!(stays, 2, "both guests hold the booking again");
    assert_eq!(beds_left(&app, "2025-02-19", "Men").await, 198);

    // Expired, its guest booked again meanwhile, then paid: flagged to refund.
    let res = order(&app, &captain, booking(&registration, &[&pass(2)], "Men", "2025-02-20", 1)).await;
    let lost = res.json()["order"]["id"].as_str().unwrap().to_owned();
    expire_all().await;
    let res = order(&app, &captain, booking(&registration, &[&pass(2)], "Men", "2025-02-21", 1)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{lost}/pay"), Some(&captain), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&captain), paid.json()).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    let flagged = count(&app, "SELECT COUNT(*) FROM accommodation_booking WHERE status = 'flagged'").await;
    assert_eq!(flagged, 1);
    assert_eq!(beds_left(&app, "2025-02-20", "Men").await, 199, "a flagged booking holds its beds for the organisers");
}

#[tokio::test]
async fn a_stay_paid_offline_is_paid_back_by_hand_and_marked_once_with_its_credit_note() {
    let app = TestApp::spawn_with(&[("payments", json!("offline"))]).await;
    let admin = app.user_with_role("cashier", Role::Admin).await;
    let moderator = app.user_with_role("helper", Role::Moderator).await;
    let captain = app.user_with_role("captain", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app.json(Method::POST, "/api/v1/events/football", Some(&captain), team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let registration = res.json()["registrationId"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/registrations/{registration}/mark-paid");
    assert_eq!(app.json(Method::POST, &path, Some(&admin), json!({})).await.status, StatusCode::OK);
    let passes = passes_of(&app, &captain).await;
    let pass = passes[0]["id"].as_str().unwrap().to_owned();
    let res = app
        .json(
            Method::POST,
            "/api/v1/accommodation/book",
            Some(&captain),
            booking(&registration, &[&pass], "Men", "2025-02-19", 2),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let stay = res.json()["booking"]["id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/accommodation/{stay}/mark-paid");
    assert_eq!(app.json(Method::POST, &path, Some(&admin), json!({})).await.status, StatusCode::OK);
    let res = app.json(Method::POST, &format!("/api/v1/accommodation/{stay}/cancel"), Some(&captain), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let paid_back = res.json()["booking"]["refundAmount"].clone();
    assert_eq!(res.json()["booking"]["refundStatus"], "manual", "{}", res.text());

    // Payment health lists it to pay back by hand.
    let health = app.get_as("/api/v1/admin/payments/health", &admin).await.json();
    let stays: Vec<&Value> =
        health["items"].as_array().unwrap().iter().filter(|i| i["kind"] == "stay_refund").collect();
    assert_eq!(stays.len(), 1, "{health}");
    assert_eq!((stays[0]["bookingId"].clone(), stays[0]["amount"].clone()), (json!(stay), paid_back.clone()));
    assert_eq!(stays[0]["actions"], json!(["mark_stay_refunded"]));

    let path = format!("/api/v1/admin/accommodation/{stay}/refund/manual");
    let reason = json!({"reason": "paid back in cash at the hostel desk"});
    assert_eq!(app.json(Method::POST, &path, Some(&moderator), reason.clone()).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.json(Method::POST, &path, Some(&captain), reason.clone()).await.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": " "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let res = app.json(Method::POST, &path, Some(&admin), reason.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["booking"]["refundStatus"], "processed");
    let health = app.get_as("/api/v1/admin/payments/health", &admin).await.json();
    assert!(health["items"].as_array().unwrap().iter().all(|i| i["kind"] != "stay_refund"), "{health}");
    // Once: the update names the state it expects.
    assert_eq!(app.json(Method::POST, &path, Some(&admin), reason.clone()).await.status, StatusCode::CONFLICT);
    let res = app.json(Method::POST, "/api/v1/admin/accommodation/nothing/refund/manual", Some(&admin), reason).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    // The stay's receipt has its credit note.
    let register = app.get_as(&format!("/api/v1/admin/receipts?payable={stay}"), &admin).await.json();
    let credit = register["receipts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["document"] == "credit_note" && r["payableId"] == stay.as_str());
    assert!(credit.is_some_and(|c| c["amountPaise"] == paid_back), "{register}");
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("accommodation.refund.manual") && log.contains("hostel desk"), "{log}");
}
