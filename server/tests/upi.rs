//! UPI without a gateway (`FEST_PAYMENTS=upi`): the order's `upi://pay` link carries the organisers' UPI
//! id, the exact amount and the order's reference; the payer's UTR is 12 digits and used once (a reuse is
//! refused and shown in payment health); a bank statement confirms the matching orders through the same
//! confirmation as a webhook (passes issued) and lists what did not match; an order with no UTR expires,
//! one with a UTR waits for the organisers; a roster change's difference and a booking are paid the same
//! way; UPI refunds are paid back by hand. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::{athletics, other_people, team};
use fest_app::roles::Role;
use fest_app::services::upi::{UTR_ALREADY_SUBMITTED, UTR_USED};
use fest_shared::catalogue::EventId;
use fest_shared::values::Utr;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

const VPA: &str = "infinito.fest@okhdfcbank";
const PAYEE: &str = "Infinito Sports Fest";

async fn upi_app() -> TestApp {
    TestApp::spawn_with(&[
        ("payments", json!("upi")),
        ("upi_id", json!(VPA)),
        ("upi_payee_name", json!(PAYEE)),
        ("reconcile_after_minutes", json!(0)),
    ])
    .await
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// Opens the event and makes a registration's order; the answer.
async fn order(app: &TestApp, token: &str, event: &str, form: Value) -> Value {
    let id = EventId::parse(event).unwrap();
    fest_app::services::events::set_open(&app.ctx, id, true).await.unwrap();
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

async fn submit(app: &TestApp, token: &str, order_id: &str, utr: &str) -> common::TestResponse {
    app.json(Method::POST, &format!("/api/v1/payments/upi/{order_id}/utr"), Some(token), json!({"utr": utr})).await
}

async fn statement(app: &TestApp, admin: &str, csv: &str) -> Value {
    let res =
        app.json(Method::POST, "/api/v1/admin/payments/upi/statement", Some(admin), json!({"statement": csv})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

/// An HDFC-like statement: a preamble, then credits with the UTR in the narration and the reference column.
fn hdfc(lines: &[(&str, &str)]) -> String {
    let mut csv = "HDFC BANK Ltd.,,,,,\nStatement of account 50100012345678,,,,,\n\
                   Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n"
        .to_owned();
    for (utr, amount) in lines {
        csv.push_str(&format!(
            "24/11/26,UPI-PAYER-payer@okaxis-{utr}-INFINITO,0000{utr},24/11/26,,\"{amount}\",\"9,99,999.00\"\n"
        ));
    }
    csv
}

async fn my_registration(app: &TestApp, token: &str) -> Value {
    app.get_as("/api/v1/events/my-registrations", token).await.json()["registrations"][0].clone()
}

async fn passes(app: &TestApp, token: &str) -> Vec<Value> {
    app.get_as("/api/v1/passes", token).await.json()["passes"].as_array().unwrap().clone()
}

async fn health_items(app: &TestApp, admin: &str, kind: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/admin/payments/health", admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["items"].as_array().unwrap().iter().filter(|i| i["kind"] == kind).cloned().collect()
}

/// Pays a registration by UPI end to end (UTR, then the statement); returns the registration's id.
async fn paid_by_upi(app: &TestApp, token: &str, admin: &str, event: &str, form: Value, utr: &str) -> String {
    let body = order(app, token, event, form).await;
    let order_id = body["order"]["id"].as_str().unwrap().to_owned();
    let amount = body["order"]["amount"].as_i64().unwrap();
    assert_eq!(submit(app, token, &order_id, utr).await.status, StatusCode::OK);
    let rupees = format!("{}.{:02}", amount / 100, amount % 100);
    let done = statement(app, admin, &hdfc(&[(utr, &rupees)])).await;
    assert_eq!(done["confirmed"], 1, "{done}");
    body["registrationId"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn the_order_carries_a_upi_link_with_the_exact_amount_and_its_reference() {
    let app = upi_app().await;
    let token = app.user_with_role("payer", Role::User).await;
    let body = order(&app, &token, "football", team("football", Some("Women"))).await;
    assert_eq!(body["mode"], "upi");
    assert_eq!(body["order"]["amount"], 300_000);
    let order_id = body["order"]["id"].as_str().unwrap().to_owned();
    let upi = &body["order"]["upi"];
    let reference = upi["reference"].as_str().unwrap().to_owned();
    assert_eq!(order_id, format!("order_upi_{reference}"));
    assert_eq!(reference.len(), 10);
    assert!(reference.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()), "{reference}");
    assert_eq!(
        upi["link"],
        format!(
            "upi://pay?pa=infinito.fest@okhdfcbank&pn=Infinito%20Sports%20Fest&am=3000.00&cu=INR&tr={reference}\
             &tn=Infinito%202025%20{reference}"
        )
    );
    assert_eq!((upi["vpa"].clone(), upi["payeeName"].clone()), (json!(VPA), json!(PAYEE)));

    // The owner reads it back; anyone else is told it does not exist.
    let res = app.get_as(&format!("/api/v1/payments/upi/{order_id}"), &token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = res.json();
    assert_eq!((mine["state"].clone(), mine["amount"].clone()), (json!("created"), json!(300_000)));
    assert_eq!(mine["upi"]["link"], upi["link"]);
    let other = app.user_with_role("other", Role::User).await;
    assert_eq!(app.get_as(&format!("/api/v1/payments/upi/{order_id}"), &other).await.status, StatusCode::NOT_FOUND);
    assert_eq!(submit(&app, &other, &order_id, "401234567890").await.status, StatusCode::NOT_FOUND);

    // The page learns the mode, and there is no checkout key nor sandbox in it.
    let config = app.get("/api/v1/config").await.json();
    assert_eq!((config["payments"].clone(), config["razorpayKeyId"].clone()), (json!("upi"), Value::Null));
    let res =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(&token), json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);

    // Paise survive to the link: 249.50 rupees is am=249.50.
    let link = app.ctx.gateway().upi_link("order_upi_ABCDEFGHJK", 24_950).unwrap();
    assert!(link.link.contains("&am=249.50&"), "{}", link.link);
}

#[test]
fn upi_mode_needs_a_well_formed_upi_id_and_a_payee_name() {
    use fest_app::Config;
    use fest_app::ports::payments::Gateway;
    use figment::providers::Serialized;
    let key = fest_app::crypto::DataKey::from_bytes([7; 32]);
    let gateway = |overrides: Value| {
        let config = Config::from_figment(&Config::defaults().merge(Serialized::defaults(overrides))).unwrap();
        Gateway::from_config(&config, &key).map(|_| ()).map_err(|e| e.to_string())
    };
    let missing = gateway(json!({"payments": "upi", "upi_payee_name": PAYEE})).unwrap_err();
    assert!(missing.contains("FEST_UPI_ID"), "{missing}");
    let malformed = gateway(json!({"payments": "upi", "upi_id": "not a vpa", "upi_payee_name": PAYEE})).unwrap_err();
    assert!(malformed.contains("name@handle"), "{malformed}");
    let nameless = gateway(json!({"payments": "upi", "upi_id": VPA})).unwrap_err();
    assert!(nameless.contains("FEST_UPI_PAYEE_NAME"), "{nameless}");
    assert_eq!(gateway(json!({"payments": "upi", "upi_id": VPA, "upi_payee_name": PAYEE})), Ok(()));
}

#[tokio::test]
async fn a_utr_is_twelve_digits_and_pays_once() {
    let app = upi_app().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    let a = order(&app, &first, "chess", team("chess", None)).await["order"]["id"].as_str().unwrap().to_owned();
    let b = order(&app, &second, "chess", other_people(team("chess", None), 1)).await["order"]["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // The shared rule: exactly 12 digits (spaces between groups dropped).
    for bad in ["", "40123456789", "4012345678901", "40123456789O"] {
        let res = submit(&app, &first, &a, bad).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad:?}: {}", res.text());
        let expected = Utr::parse(bad).unwrap_err();
        assert_eq!(res.json()["errors"]["utr"][0], expected, "{}", res.text());
    }
    let res = submit(&app, &first, &a, "4012 3456 7890").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!((res.json()["state"].clone(), res.json()["utr"].clone()), (json!("submitted"), json!("401234567890")));
    // Sent again for the same order: nothing new.
    assert_eq!(submit(&app, &first, &a, "401234567890").await.status, StatusCode::OK);
    // Another UTR for the same order: refused.
    let res = submit(&app, &first, &a, "401234567891").await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(UTR_ALREADY_SUBMITTED)));
    assert!(health_items(&app, &admin, "utr_reused").await.is_empty());

    // The same UTR for another order: refused, and shown to the organisers.
    let res = submit(&app, &second, &b, "401234567890").await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(UTR_USED)));
    let items = health_items(&app, &admin, "utr_reused").await;
    assert_eq!(items.len(), 1, "{items:?}");
    let detail = items[0]["detail"].as_str().unwrap();
    assert!(detail.contains("401234567890") && detail.contains(&b) && detail.contains(&a), "{detail}");
    assert_eq!(items[0]["owner"]["email"], "second@example.com");
    let counts = app.get_as("/api/v1/admin/payments/health", &admin).await.json()["counts"].clone();
    assert!(counts.as_array().unwrap().iter().any(|c| c["kind"] == "utr_reused" && c["count"] == 1), "{counts}");
    // The second order is untouched and may still take its own UTR.
    assert_eq!(count(&app, &format!("SELECT COUNT(*) FROM upi_order WHERE id = '{b}' AND utr IS NULL")).await, 1);
    assert_eq!(submit(&app, &second, &b, "401234567892").await.status, StatusCode::OK);
    // The database holds each UTR once, whatever the service does.
    let db = app.ctx.db();
    let dup = db.execute_unprepared(&format!("UPDATE upi_order SET utr = '401234567890' WHERE id = '{b}'")).await;
    assert!(dup.is_err(), "the unique index refuses a UTR twice");
}

#[tokio::test]
async fn a_statement_confirms_its_matches_through_the_webhooks_confirmation_and_lists_the_rest() {
    let app = upi_app().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let payer = app.user_with_role("payer", Role::User).await;
    let short = app.user_with_role("short", Role::User).await;
    let a = order(&app, &payer, "football", team("football", Some("Women"))).await;
    let b = order(&app, &short, "football", other_people(team("football", Some("Women")), 1)).await;
    let (a_id, b_id) = (a["order"]["id"].as_str().unwrap(), b["order"]["id"].as_str().unwrap());
    assert_eq!(submit(&app, &payer, a_id, "401234567890").await.status, StatusCode::OK);
    assert_eq!(submit(&app, &short, b_id, "401234567891").await.status, StatusCode::OK);
    assert!(passes(&app, &payer).await.is_empty());

    // Non-admins cannot match statements.
    let res =
        app.json(Method::POST, "/api/v1/admin/payments/upi/statement", Some(&payer), json!({"statement": ""})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    // The admin's list of UTRs waiting.
    let waiting = app.get_as("/api/v1/admin/payments/upi", &admin).await.json();
    assert_eq!(waiting["orders"].as_array().unwrap().len(), 2, "{waiting}");

    let mut csv = hdfc(&[("401234567890", "3,000.00"), ("401234567891", "2,999.00"), ("409999999999", "3,000.00")]);
    csv.push_str("24/11/26,ATM WDL,000000000001,24/11/26,500.00,,\"9,99,499.00\"\n");
    let done = statement(&app, &admin, &csv).await;
    assert_eq!(
        (done["confirmed"].clone(), done["alreadyConfirmed"].clone(), done["unmatched"].clone()),
        (json!(1), json!(0), json!(3)),
        "{done}"
    );
    let lines = done["lines"].as_array().unwrap();
    assert_eq!(lines[0]["outcome"], "confirmed");
    assert_eq!((lines[0]["line"].clone(), lines[0]["orderId"].clone()), (json!(4), json!(a_id)));
    assert_eq!(
        (lines[1]["outcome"].clone(), lines[1]["reason"].clone()),
        (json!("unmatched"), json!("amount_differs"))
    );
    assert_eq!((lines[1]["amount"].clone(), lines[1]["orderAmount"].clone()), (json!(299_900), json!(300_000)));
    assert_eq!(lines[2]["reason"], "unknown_utr");
    assert_eq!(lines[3]["reason"], "no_amount");

    // The match went through the registration's own confirmation: paid, with its passes.
    let reg = my_registration(&app, &payer).await;
    assert_eq!(reg["paymentStatus"], "paid");
    assert!(!passes(&app, &payer).await.is_empty(), "passes issued on confirmation");
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM registration r JOIN payment_order o ON o.payable_id = r.id \
         WHERE o.payable_kind = 'registration' AND o.payment_id = 'upi_401234567890'"
        )
        .await,
        1
    );
    // The wrong amount confirms nothing.
    assert_eq!(my_registration(&app, &short).await["paymentStatus"], "pending");
    assert!(passes(&app, &short).await.is_empty());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM audit_log WHERE action = 'payment.upi_confirm'").await, 1);

    // The same statement again: confirmed before, nothing done twice.
    let again = statement(&app, &admin, &csv).await;
    assert_eq!((again["confirmed"].clone(), again["alreadyConfirmed"].clone()), (json!(0), json!(1)), "{again}");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM audit_log WHERE action = 'payment.upi_confirm'").await, 1);
    let order = app.get_as(&format!("/api/v1/payments/upi/{a_id}"), &payer).await.json();
    assert_eq!(order["state"], "paid");

    // A statement without a usable header is a field error.
    let res = app
        .json(Method::POST, "/api/v1/admin/payments/upi/statement", Some(&admin), json!({"statement": "a,b\n1,2\n"}))
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.json()["errors"]["statement"][0].is_string(), "{}", res.text());
}

#[tokio::test]
async fn admins_confirm_one_submitted_utr_by_hand_and_refunds_are_paid_back_by_hand() {
    let app = upi_app().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let payer = app.user_with_role("payer", Role::User).await;
    let body = order(&app, &payer, "chess", team("chess", None)).await;
    let order_id = body["order"]["id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/payments/upi/{order_id}/confirm");
    let res = app.json(Method::POST, &path, Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "nothing submitted yet: {}", res.text());
    assert_eq!(submit(&app, &payer, &order_id, "401234567890").await.status, StatusCode::OK);
    assert_eq!(app.json(Method::POST, &path, Some(&payer), json!({})).await.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::POST, &path, Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["outcome"], "confirmed");
    assert_eq!(my_registration(&app, &payer).await["paymentStatus"], "paid");
    let audited = count(
        &app,
        &format!("SELECT COUNT(*) FROM audit_log WHERE action = 'payment.upi_confirm' AND target = '{order_id}'"),
    )
    .await;
    assert_eq!(audited, 1);
    let res = app.json(Method::POST, &path, Some(&admin), json!({})).await;
    assert_eq!(res.json()["outcome"], "already_confirmed");

    // Cancelled by its owner: the refund is the organisers' to pay back by hand, as offline.
    let res = app.json(Method::POST, "/api/v1/events/chess/cancel", Some(&payer), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM payment_refund WHERE payable_kind = 'registration' AND status = 'manual'")
            .await,
        1
    );
    assert_eq!(health_items(&app, &admin, "refund_manual").await.len(), 1);
}

#[tokio::test]
async fn an_order_without_a_utr_expires_and_one_with_a_utr_waits_for_the_organisers() {
    let app = upi_app().await;
    let quiet = app.user_with_role("quiet", Role::User).await;
    let waiting = app.user_with_role("waiting", Role::User).await;
    order(&app, &quiet, "chess", team("chess", None)).await;
    let b = order(&app, &waiting, "chess", other_people(team("chess", None), 1)).await;
    let b_id = b["order"]["id"].as_str().unwrap().to_owned();
    assert_eq!(submit(&app, &waiting, &b_id, "401234567890").await.status, StatusCode::OK);

    // The submitted UTR keeps its order's place for the review window (72 hours by default).
    use sea_orm::EntityTrait as _;
    let reg = fest_app::entities::registration::Entity::find_by_id(b["registrationId"].as_str().unwrap())
        .one(app.ctx.db())
        .await
        .unwrap()
        .unwrap();
    assert!(reg.expires_at.unwrap() > Utc::now() + Duration::hours(71), "{:?}", reg.expires_at);

    // Both orders were made hours ago; only the one without a UTR is past its time.
    let then = (Utc::now() - Duration::hours(3)).format("%Y-%m-%d %H:%M:%S%.6f+00:00").to_string();
    app.sql(&format!("UPDATE registration SET created_at = '{then}'")).await;
    app.sql(&format!("UPDATE registration SET expires_at = '{then}' WHERE id IN (SELECT payable_id FROM payment_order WHERE payable_kind = 'registration' AND id <> '{b_id}')")).await;
    let report = fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.expired, 1, "{report:?}");
    assert_eq!(my_registration(&app, &quiet).await["paymentStatus"], "expired");
    assert_eq!(my_registration(&app, &waiting).await["paymentStatus"], "pending");

    // An expired order is not revived by a UTR submitted afterwards: it waits as a late payment.
    let q = order(&app, &quiet, "chess", team("chess", None)).await;
    let q_id = q["order"]["id"].as_str().unwrap().to_owned();
    app.sql(&format!("UPDATE registration SET expires_at = '{then}' WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{q_id}')")).await;
    assert_eq!(submit(&app, &quiet, &q_id, "401234567899").await.status, StatusCode::OK);
    let expires: i64 = count(
        &app,
        &format!("SELECT COUNT(*) FROM registration WHERE id = (SELECT payable_id FROM payment_order WHERE id = '{q_id}') AND expires_at = '{then}'"),
    )
    .await;
    assert_eq!(expires, 1, "the deadline stays where it was");
}

#[tokio::test]
async fn a_roster_changes_difference_is_paid_by_upi() {
    let app = upi_app().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    paid_by_upi(&app, &owner, &admin, "athletics", athletics("Men", &["100m"], None), "401234567890").await;
    assert_eq!(my_registration(&app, &owner).await["paymentStatus"], "paid");

    let relay = athletics("Men", &["100m"], Some("4x100m"));
    let res = app.json(Method::PUT, "/api/v1/events/athletics/registration", Some(&owner), relay).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["order"]["mode"], "upi");
    let order_id = body["order"]["order"]["id"].as_str().unwrap().to_owned();
    let upi = &body["order"]["order"]["upi"];
    assert!(upi["link"].as_str().unwrap().contains("&am=2800.00&"), "{upi}");
    assert_eq!(submit(&app, &owner, &order_id, "401234567891").await.status, StatusCode::OK);
    let done = statement(&app, &admin, &hdfc(&[("401234567891", "2,800.00")])).await;
    assert_eq!(done["confirmed"], 1, "{done}");
    let reg = my_registration(&app, &owner).await;
    assert_eq!((reg["members"].clone(), reg["amount"].clone()), (json!(5), json!(350_000)));
}

#[tokio::test]
async fn a_booking_is_paid_by_upi() {
    let app = upi_app().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let registration =
        paid_by_upi(&app, &captain, &admin, "football", team("football", Some("Men")), "401234567890").await;
    let guests = passes(&app, &captain).await;
    let guest = guests[0]["id"].as_str().unwrap().to_owned();
    let body = json!({"registrationId": registration, "guests": [guest], "block": "Men", "checkIn": "2025-02-18", "nights": 2});
    let res = app.json(Method::POST, "/api/v1/accommodation/create-order", Some(&captain), body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let booked = res.json();
    assert_eq!(booked["mode"], "upi");
    let order_id = booked["order"]["id"].as_str().unwrap().to_owned();
    let amount = booked["order"]["amount"].as_i64().unwrap();
    let rupees = format!("{}.{:02}", amount / 100, amount % 100);
    assert!(booked["order"]["upi"]["link"].as_str().unwrap().contains(&format!("&am={rupees}&")));
    assert_eq!(submit(&app, &captain, &order_id, "401234567891").await.status, StatusCode::OK);
    // A statement written with rupees and a Cr suffix, in another bank's columns.
    let csv = format!("Txn Date,Description,UTR No,Amount,Dr/Cr\n24-11-2026,UPI CREDIT,401234567891,{rupees} Cr,CR\n");
    let done = statement(&app, &admin, &csv).await;
    assert_eq!(done["confirmed"], 1, "{done}");
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM accommodation_booking b JOIN payment_order o ON o.payable_id = b.id \
             WHERE o.payable_kind = 'booking' AND b.status = 'paid' AND o.payment_id = 'upi_401234567891'"
        )
        .await,
        1
    );
}

#[tokio::test]
async fn racing_submissions_of_one_utr_and_racing_statements_confirm_once() {
    let app = upi_app().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    let a = order(&app, &first, "chess", team("chess", None)).await["order"]["id"].as_str().unwrap().to_owned();
    let b = order(&app, &second, "chess", other_people(team("chess", None), 1)).await["order"]["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // The same UTR for two orders at once: the unique index lets one through.
    let (x, y) = tokio::join!(submit(&app, &first, &a, "401234567890"), submit(&app, &second, &b, "401234567890"));
    let mut statuses = [x.status, y.status];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT], "{} / {}", x.text(), y.text());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM upi_order WHERE utr = '401234567890'").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM upi_utr_reuse").await, 1);

    // Two admins match the same statement at once: confirmed once.
    let csv = hdfc(&[("401234567890", "249.00")]);
    let (p, q) = tokio::join!(statement(&app, &admin, &csv), statement(&app, &admin, &csv));
    let confirmed = p["confirmed"].as_i64().unwrap() + q["confirmed"].as_i64().unwrap();
    let before = p["alreadyConfirmed"].as_i64().unwrap() + q["alreadyConfirmed"].as_i64().unwrap();
    assert_eq!((confirmed, before), (1, 1), "{p} / {q}");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration WHERE status = 'paid'").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM audit_log WHERE action = 'payment.upi_confirm'").await, 1);
}

#[tokio::test]
async fn an_order_whose_utr_the_organisers_are_checking_cannot_be_withdrawn() {
    use fest_app::services::registrations::{UTR_BEING_CHECKED, WITHDRAWN};
    let app = upi_app().await;
    let payer = app.user_with_role("payer", Role::User).await;
    let quitter = app.user_with_role("quitter", Role::User).await;
    let paid = order(&app, &payer, "chess", team("chess", None)).await;
    let id = paid["order"]["id"].as_str().unwrap().to_owned();
    assert_eq!(submit(&app, &payer, &id, "401234567890").await.status, StatusCode::OK);
    let res = app.json(Method::POST, "/api/v1/events/chess/cancel", Some(&payer), json!({})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(res.json()["message"], UTR_BEING_CHECKED);
    assert_eq!(my_registration(&app, &payer).await["paymentStatus"], "pending", "nothing changed");

    // Without a UTR the order is simply given up.
    order(&app, &quitter, "chess", other_people(team("chess", None), 1)).await;
    let res = app.json(Method::POST, "/api/v1/events/chess/cancel", Some(&quitter), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], WITHDRAWN);
    assert_eq!(my_registration(&app, &quitter).await["paymentStatus"], "expired");
}
