//! Registrations and the people on them: a roster change that raises the fee on a fest without online
//! payment waits for the organisers' mark, shown as due to the owner and in payment health; a roster change
//! and its payment's verification never deadlock; a waiting-list offer is for its form and category; a
//! cancelled registration takes its stays with it; one Aadhaar number is one person, and one person plays
//! for one team per event. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::{athletics, person, team};
use fest_app::roles::Role;
use fest_app::services::{registrations, waitlist};
use fest_shared::catalogue::{EVENT_FULL, EventId};
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

async fn open(app: &TestApp, event: EventId) {
    fest_app::services::events::set_open(&app.ctx, event, true).await.unwrap();
}

/// Pays an order answered by create-order, a roster change or a waiting-list accept through the sandbox and
/// verifies it at `verify`; the answer.
async fn pay_at(app: &TestApp, token: &str, order: &Value, verify: &str) -> common::TestResponse {
    let id = order["order"]["id"].as_str().unwrap();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{id}/pay"), Some(token), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK, "{}", paid.text());
    app.json(Method::POST, verify, Some(token), paid.json()).await
}

/// Registers `form` for `event` and pays it online; the registration id.
async fn paid(app: &TestApp, token: &str, event: &str, form: Value) -> String {
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let id = res.json()["registrationId"].as_str().unwrap().to_owned();
    let res = pay_at(app, token, &res.json(), &format!("/api/v1/events/{event}/verify-payment")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    id
}

async fn change(app: &TestApp, token: &str, event: &str, form: Value) -> common::TestResponse {
    app.json(Method::PUT, &format!("/api/v1/events/{event}/registration"), Some(token), form).await
}

async fn my_registration(app: &TestApp, token: &str) -> Value {
    app.get_as("/api/v1/events/my-registrations", token).await.json()["registrations"][0].clone()
}

async fn live_passes(app: &TestApp, token: &str) -> usize {
    let res = app.get_as("/api/v1/passes", token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["passes"].as_array().unwrap().iter().filter(|p| p["revoked"] != true).count()
}

async fn health_items(app: &TestApp, admin: &str, kind: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/admin/payments/health", admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["items"].as_array().unwrap().iter().filter(|i| i["kind"] == kind).cloned().collect()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// A team form whose people are all other people: every e-mail, phone and Aadhaar number moved by `offset`.
fn other_people(mut form: Value, offset: u32) -> Value {
    fn walk(v: &mut Value, offset: u32) {
        match v {
            Value::Object(map) => {
                if let Some(Value::String(a)) = map.get("aadharId") {
                    let n: u32 = a[4..].parse().unwrap();
                    let mut p = person(n + offset);
                    if let Some(role) = map.get("role") {
                        p["role"] = role.clone();
                    }
                    *v = p;
                    return;
                }
                map.values_mut().for_each(|c| walk(c, offset));
            }
            Value::Array(items) => items.iter_mut().for_each(|c| walk(c, offset)),
            _ => {}
        }
    }
    walk(&mut form, offset);
    form
}

/// An athletics form: the lead athlete and two relays of four other runners each (nine heads).
fn nine_heads() -> Value {
    let mut form = athletics("Men", &["100m"], Some("4x100m"));
    form["selectedRelayEvents"] = json!(["4x100m", "4x400m"]);
    form["relayTeams"]["4x400m"] = Value::Array((20..24).map(person).collect());
    form
}

// 1. Offline fest: a bigger roster is due until the organisers mark it received.

#[tokio::test]
async fn an_offline_difference_is_due_until_an_organiser_marks_it_received() {
    let app = TestApp::spawn_with(&[("payments", json!("offline"))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    open(&app, EventId::Athletics).await;
    let res = app.json(Method::POST, "/api/v1/events/athletics", Some(&owner), athletics("Men", &["100m"], None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let id = my_registration(&app, &owner).await["_id"].as_str().unwrap().to_owned();
    let res =
        app.json(Method::POST, &format!("/api/v1/admin/registrations/{id}/mark-paid"), Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(live_passes(&app, &owner).await, 1);

    // Eight more heads: Rs. 6300 due, Rs. 700 received. Nothing changes until the organisers have the rest.
    let res = change(&app, &owner, "athletics", nine_heads()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], registrations::pay_at_desk_message(560_000));
    assert_eq!(
        (body["change"]["status"].clone(), body["change"]["difference"].clone(), body["order"].clone()),
        (json!("awaiting_payment"), json!(560_000), Value::Null)
    );
    assert_eq!(
        (body["registration"]["members"].clone(), body["registration"]["amount"].clone()),
        (json!(1), json!(70_000))
    );
    assert_eq!(body["registration"]["amountDue"], 560_000);
    let mine = my_registration(&app, &owner).await;
    assert_eq!(
        (mine["paymentStatus"].clone(), mine["amount"].clone(), mine["amountDue"].clone()),
        (json!("paid"), json!(70_000), json!(560_000))
    );
    assert_eq!(live_passes(&app, &owner).await, 1, "the new people's passes wait for the money");
    let due = health_items(&app, &admin, "difference_due").await;
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!((due[0]["amount"].clone(), due[0]["registrationId"].clone()), (json!(560_000), json!(id)));
    assert_eq!(due[0]["actions"], json!(["mark_change_received"]));
    let change_id = due[0]["changeId"].as_str().unwrap().to_owned();

    // Only an admin marks it, once.
    let path = format!("/api/v1/admin/changes/{change_id}/received");
    assert_eq!(app.json(Method::POST, &path, Some(&owner), json!({})).await.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::POST, &path, Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let done = res.json();
    assert_eq!(
        (done["registration"]["members"].clone(), done["registration"]["amount"].clone()),
        (json!(9), json!(630_000))
    );
    assert_eq!(done["change"]["status"], "applied");
    let res = app.json(Method::POST, &path, Some(&admin), json!({})).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::CONFLICT, json!(registrations::NOT_AWAITING_OFFLINE))
    );
    assert_eq!(live_passes(&app, &owner).await, 9);
    assert!(my_registration(&app, &owner).await["amountDue"].is_null());
    assert!(health_items(&app, &admin, "difference_due").await.is_empty());

    // A difference the registration moved on from is set aside, and cancelling drops one still due.
    let res = change(&app, &owner, "athletics", athletics("Men", &["100m"], None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = change(&app, &owner, "athletics", nine_heads()).await;
    assert_eq!(res.json()["change"]["status"], "awaiting_payment", "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/athletics/cancel", Some(&owner), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert!(health_items(&app, &admin, "difference_due").await.is_empty());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration_change WHERE status = 'awaiting_payment'").await, 0);
}

// 2. A roster change and its payment's verification: one lock order, no deadlock.

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn roster_changes_racing_their_payments_never_deadlock_and_the_money_balances() {
    // The pool of a production server: enough connections for the calls to overlap in the database.
    let app = TestApp::spawn_with(&[
        ("sandbox_webhooks", json!(false)),
        ("login_max_per_ip", json!(1000)),
        ("db_max_connections", json!(16)),
    ])
    .await;
    open(&app, EventId::Athletics).await;
    // Forty teams (their own people each), each with a difference ordered and paid at the checkout.
    let mut teams = Vec::new();
    for i in 0..40u32 {
        let owner = app.user_with_role(&format!("relay{i}"), Role::User).await;
        let people = |form: Value| other_people(form, 1000 * (i + 1));
        paid(&app, &owner, "athletics", people(athletics("Men", &["100m"], None))).await;
        let res = change(&app, &owner, "athletics", people(athletics("Men", &["100m"], Some("4x100m")))).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let id = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
        let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{id}/pay"), Some(&owner), json!({})).await;
        assert_eq!(paid.status, StatusCode::OK, "{}", paid.text());
        teams.push((owner, paid.json(), people(nine_heads())));
    }
    // Each payment's verification races a further change of the same registration: 80 calls at once.
    let verify = "/api/v1/events/athletics/registration/verify-payment";
    let calls = teams.iter().flat_map(|(owner, payment, bigger)| {
        [
            futures_util::future::Either::Left(app.json(Method::POST, verify, Some(owner), payment.clone())),
            futures_util::future::Either::Right(change(&app, owner, "athletics", bigger.clone())),
        ]
    });
    let answers = futures_util::future::join_all(calls).await;
    assert_eq!(answers.len(), 80);
    let errors: Vec<String> = answers.iter().filter(|r| r.status.is_server_error()).map(|r| r.text()).collect();
    assert!(errors.is_empty(), "{} of 80 failed: {errors:?}", errors.len());
    assert!(
        answers.iter().all(|r| r.status.is_success()),
        "{:?}",
        answers.iter().map(|r| r.status).collect::<Vec<_>>()
    );

    // Every rupee paid is in a registration's price or owed back; no raise is in effect unpaid.
    let paid_in = 40 * (70_000 + 280_000);
    let amounts = count(&app, "SELECT CAST(SUM(amount_paise) AS BIGINT) FROM registration").await;
    let owed = count(
        &app,
        "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) FROM payment_refund \
         WHERE payable_kind = 'change' AND status = 'manual'",
    )
    .await;
    assert_eq!(amounts + owed, paid_in, "kept {amounts}, owed back {owed}");
    let unpaid = count(
        &app,
        "SELECT COUNT(*) FROM registration_change c WHERE status = 'applied' AND difference_paise > 0 \
         AND NOT EXISTS (SELECT 1 FROM payment_order o WHERE o.payable_kind = 'change' \
         AND o.payable_id = c.id AND o.payment_id IS NOT NULL)",
    )
    .await;
    assert_eq!(unpaid, 0);
    let heads = count(&app, "SELECT CAST(SUM(members) AS BIGINT) FROM registration").await;
    assert_eq!(amounts, heads * 70_000, "each price follows its roster");
}

/// The lock order itself, shown without a race: while another transaction holds the registration (as a roster
/// change does while it sets earlier changes aside), the confirmation of a change's payment waits for the
/// registration before it takes the change, so that other transaction can still take the change. Taken the
/// other way round, the two would wait for each other. Row locks are PostgreSQL's; SQLite lets one writer in
/// at a time, and there the confirmation waits for the held write and then completes.
#[tokio::test]
async fn confirming_a_change_payment_takes_the_registration_before_the_change() {
    use sea_orm::TransactionTrait;
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("relay", Role::User).await;
    open(&app, EventId::Athletics).await;
    let reg = paid(&app, &owner, "athletics", athletics("Men", &["100m"], None)).await;
    let res = change(&app, &owner, "athletics", athletics("Men", &["100m"], Some("4x100m"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let payment =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&owner), json!({})).await;
    assert_eq!(payment.status, StatusCode::OK, "{}", payment.text());
    let change_id = app
        .ctx
        .db()
        .query_one_raw(Statement::from_string(
            app.ctx.db().get_database_backend(),
            format!("SELECT id FROM registration_change WHERE registration_id = '{reg}'"),
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index::<String>(0)
        .unwrap();

    // Another connection holds the registration, as a roster change in progress would.
    let other = sea_orm::Database::connect(app.ctx.config().database_url()).await.unwrap();
    let backend = other.get_database_backend();
    let postgres = backend == sea_orm::DbBackend::Postgres;
    let held = if postgres {
        let txn = other.begin().await.unwrap();
        txn.execute_unprepared(&format!("SELECT id FROM registration WHERE id = '{reg}' FOR UPDATE")).await.unwrap();
        txn
    } else {
        fest_app::db::begin_write(&other).await.unwrap()
    };
    let verify =
        app.json(Method::POST, "/api/v1/events/athletics/registration/verify-payment", Some(&owner), payment.json());
    let probe = async {
        if !postgres {
            // One writer at a time: the confirmation cannot begin while this write is open.
            held.commit().await.unwrap();
            return Ok(());
        }
        // Once the confirmation waits on a lock, this transaction takes the change without waiting.
        let waiting = "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() \
                       AND wait_event_type = 'Lock'";
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        loop {
            let row = other.query_one_raw(Statement::from_string(backend, waiting)).await.unwrap().unwrap();
            if row.try_get_by_index::<i64>(0).unwrap() > 0 {
                break;
            }
            assert!(std::time::Instant::now() < deadline, "the confirmation never waited for the registration");
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        let took = held
            .execute_unprepared(&format!(
                "SELECT id FROM registration_change WHERE id = '{change_id}' FOR UPDATE NOWAIT"
            ))
            .await
            .map(|_| ());
        held.commit().await.unwrap();
        took
    };
    let (answer, took) = tokio::join!(verify, probe);
    assert!(took.is_ok(), "the confirmation held the change while it waited for the registration: {took:?}");
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(
        count(
            &app,
            &format!("SELECT COUNT(*) FROM registration_change WHERE id = '{change_id}' AND status = 'applied'")
        )
        .await,
        1
    );
}

// 3. A waiting-list offer is for the form and the category it was made for.

#[tokio::test]
async fn a_waiting_list_offer_is_for_its_form_and_category_within_its_window() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    open(&app, EventId::Football).await;
    let res =
        app.json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), json!({"capacity": 1})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    paid(&app, &first, "football", team("football", Some("Men"))).await;
    let men = other_people(team("football", Some("Men")), 100);
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist", Some(&second), men.clone()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&first), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let me = app.get_as("/api/v1/events/football/waitlist/me", &second).await.json();
    assert_eq!(me["entry"]["status"], "offered");

    // The place held is a Men's place: it does not register a Women's team.
    let women = other_people(team("football", Some("Women")), 100);
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), women.clone()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(EVENT_FULL)));

    // Past the deadline, only the form in line gets in.
    app.sql("UPDATE event_setting SET deadline = '2020-01-01 00:00:00.000000+00:00' WHERE event_id = 'football'").await;
    let mut other = men.clone();
    other["team"]["players"][0]["fullname"] = json!("Someone Else");
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), other).await;
    let closed = waitlist::offer_is_for_its_form(EventId::Football.event());
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(closed)));
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), women).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(closed)));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration WHERE status = 'pending'").await, 0);

    // Outside its window the offer opens nothing.
    app.sql("UPDATE waitlist_entry SET offer_expires_at = '2020-01-01 00:00:00.000000+00:00'").await;
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), men.clone()).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text());
    app.sql("UPDATE waitlist_entry SET offer_expires_at = '2999-01-01 00:00:00.000000+00:00'").await;

    // The form it was made for is taken up, from the account page or sent again as it was.
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), men).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist/accept", Some(&second), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = pay_at(&app, &second, &res.json()["order"], "/api/v1/events/football/verify-payment").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

// 4. Cancelling a registration cancels its stays.

async fn book(app: &TestApp, token: &str, registration: &str, guests: &[&str]) -> (String, String) {
    let body = json!({"registrationId": registration, "guests": guests, "block": "Men", "checkIn": "2025-02-19",
                      "nights": 2});
    let res = app.json(Method::POST, "/api/v1/accommodation/create-order", Some(token), body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    (body["booking"]["id"].as_str().unwrap().to_owned(), body["order"]["id"].as_str().unwrap().to_owned())
}

async fn booking_status(app: &TestApp, id: &str) -> (String, Option<i64>, Option<String>) {
    let db = app.ctx.db();
    let sql = format!(
        "SELECT b.status, f.amount_paise, f.status FROM accommodation_booking b LEFT JOIN payment_refund f ON f.payable_kind = 'booking' AND f.payable_id = b.id WHERE b.id = '{id}'"
    );
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    (row.try_get_by_index(0).unwrap(), row.try_get_by_index(1).unwrap(), row.try_get_by_index(2).unwrap())
}

async fn pass_ids(app: &TestApp, token: &str) -> Vec<String> {
    let res = app.get_as("/api/v1/passes", token).await;
    res.json()["passes"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn cancelling_a_registration_cancels_its_stays_frees_the_beds_and_refunds_them() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("cancellation_fee_paise", json!(5_000))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    open(&app, EventId::Football).await;
    let registration = paid(&app, &captain, "football", team("football", Some("Men"))).await;
    let passes = pass_ids(&app, &captain).await;
    let (stay, order) = book(&app, &captain, &registration, &[&passes[0], &passes[1]]).await;
    let paid =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&captain), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&captain), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // A second stay whose order is still being paid.
    let (unpaid, unpaid_order) = book(&app, &captain, &registration, &[&passes[2]]).await;
    let beds = count(&app, "SELECT COUNT(*) FROM accommodation_guest WHERE live_pass IS NOT NULL").await;
    assert_eq!(beds, 3);

    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&captain), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // The stay is cancelled by its own rules (Rs. 1200 paid, Rs. 50 kept; the sandbox refunds at once) and the
    // order still being paid expires: no bed is held for a guest whose pass is revoked.
    assert_eq!(booking_status(&app, &stay).await, ("cancelled".into(), Some(115_000), Some("processed".into())));
    assert_eq!(app.order_status(&order).await, "partly_refunded", "Rs. 1150 of Rs. 1200 given back");
    assert_eq!(booking_status(&app, &unpaid).await.0, "expired");
    assert_eq!(app.order_status(&unpaid_order).await, "expired");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_guest WHERE live_pass IS NOT NULL").await, 0);
    // Paying the expired order later never makes a paid stay for revoked passes: it is left to refund.
    let paid = app
        .json(Method::POST, &format!("/api/v1/payments/sandbox/{unpaid_order}/pay"), Some(&captain), json!({}))
        .await;
    app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&captain), paid.json()).await;
    assert_eq!(booking_status(&app, &unpaid).await.0, "flagged");
    assert_eq!(app.order_status(&unpaid_order).await, "flagged", "paid late for revoked passes");
    let mine = app.get_as("/api/v1/accommodation/mine", &captain).await.json();
    assert!(mine["bookings"].as_array().unwrap().iter().all(|b| b["status"] != "paid"), "{mine}");

    // An admin's refund of a registration refunds its stay in full.
    let other = app.user_with_role("other", Role::User).await;
    let second = paid_team_of(&app, &other, 500).await;
    let passes = pass_ids(&app, &other).await;
    let (stay, order) = book(&app, &other, &second, &[&passes[0]]).await;
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&other), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&other), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let path = format!("/api/v1/admin/registrations/{second}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Team withdrew"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(booking_status(&app, &stay).await, ("cancelled".into(), Some(60_000), Some("processed".into())));
    assert_eq!(app.order_status(&order).await, "refunded", "given back in full");

    // A flagged registration the organisers record as refunded takes its stay with it too.
    let third = app.user_with_role("third", Role::User).await;
    let flagged = paid_team_of(&app, &third, 700).await;
    let passes = pass_ids(&app, &third).await;
    let (stay, order) = book(&app, &third, &flagged, &[&passes[0]]).await;
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&third), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&third), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    app.sql(&format!(
        "UPDATE registration SET status = 'flagged', flag_reason = 'A second payment' WHERE id = '{flagged}'"
    ))
    .await;
    let path = format!("/api/v1/admin/registrations/{flagged}/resolve");
    let res =
        app.json(Method::POST, &path, Some(&admin), json!({"action": "refund", "reason": "Paid back by UPI"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(booking_status(&app, &stay).await, ("cancelled".into(), Some(60_000), Some("processed".into())));
    assert_eq!(app.order_status(&order).await, "refunded", "given back in full");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_guest WHERE live_pass IS NOT NULL").await, 0);
}

async fn paid_team_of(app: &TestApp, token: &str, offset: u32) -> String {
    paid(app, token, "football", other_people(team("football", Some("Men")), offset)).await
}

// 5. One Aadhaar number is one person.

#[tokio::test]
async fn one_aadhaar_number_is_one_person_at_registration_and_in_a_roster_change() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let lead = app.user_with_role("lead", Role::User).await;
    open(&app, EventId::Athletics).await;
    open(&app, EventId::Football).await;
    // A lead athlete and four differently named runners all given the lead's number: refused, not one head.
    let mut form = athletics("Men", &["100m"], Some("4x100m"));
    form["captain"]["fullname"] = json!("Asha Rao");
    let number = form["captain"]["aadharId"].clone();
    for (i, name) in ["Vikram Das", "Meera Iyer", "Kabir Sen", "Zoya Khan"].iter().enumerate() {
        form["relayTeams"]["4x100m"][i]["fullname"] = json!(name);
        form["relayTeams"]["4x100m"][i]["aadharId"] = number.clone();
    }
    let res = app.json(Method::POST, "/api/v1/events/athletics/create-order", Some(&lead), form).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let text = res.text();
    let message = fest_shared::registration::same_aadhaar_message("Asha Rao", "Vikram Das");
    assert!(text.contains(&message), "{text}");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 0);

    // A masked number sent back is the number of the same person only: a newcomer put in a removed
    // player's place with that player's masked number does not get it.
    let captain = app.user_with_role("captain", Role::User).await;
    paid(&app, &captain, "football", team("football", Some("Men"))).await;
    let mine = my_registration(&app, &captain).await;
    let masked = mine["team"]["players"][0]["aadharId"].as_str().unwrap().to_owned();
    assert!(masked.starts_with("XXXXXXXX"), "{masked}");
    let mut form = json!({
        "collegeName": mine["collegeName"], "collegeAddress": mine["collegeAddress"], "category": "Men",
        "accompanyingCoach": "No", "team": mine["team"],
    });
    let mut newcomer = person(900);
    newcomer["fullname"] = json!("New Comer");
    newcomer["aadharId"] = json!(masked);
    form["team"]["players"][0] = newcomer;
    let res = change(&app, &captain, "football", form.clone()).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("team.players[0].aadharId"), "{}", res.text());
    // Everyone sent back masked as shown, with one contact detail changed, stays who they are.
    let mut same = form.clone();
    same["team"]["players"][0] = mine["team"]["players"][0].clone();
    same["team"]["players"][1]["phoneNumber"] = json!("9111111111");
    let res = change(&app, &captain, "football", same).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["change"]["fields"], json!(["details"]));
}

// 6. One person plays for one team per event.

#[tokio::test]
async fn one_person_plays_for_one_team_of_an_event_but_may_play_other_events() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    open(&app, EventId::Football).await;
    open(&app, EventId::Volleyball).await;
    let ours = team("football", Some("Men"));
    paid(&app, &first, "football", ours.clone()).await;
    let name = ours["team"]["captain"][0]["fullname"].as_str().unwrap().to_owned();

    // A second team of the same event with one of the first team's people: refused, naming them.
    let mut theirs = other_people(team("football", Some("Men")), 300);
    theirs["team"]["captain"][0] = ours["team"]["captain"][0].clone();
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), theirs.clone()).await;
    let message = registrations::on_another_team(&name, EventId::Football.event());
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(message)));
    // Another event is fine.
    let res = app
        .json(Method::POST, "/api/v1/events/volleyball/create-order", Some(&second), team("volleyball", Some("Men")))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // Nor can a roster change put them on.
    let clean = other_people(team("football", Some("Men")), 300);
    paid(&app, &second, "football", clean).await;
    let res = change(&app, &second, "football", theirs.clone()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(message)));
    // Once the first team is cancelled, they are free.
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&first), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = change(&app, &second, "football", theirs).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_teams_registering_the_same_person_at_once_get_one_place_for_them() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    open(&app, EventId::Football).await;
    let mut tokens = Vec::new();
    for i in 0..6 {
        tokens.push(app.user_with_role(&format!("rush{i}"), Role::User).await);
    }
    // Six teams, each with its own people but one shared goalkeeper-captain.
    let shared = team("football", Some("Men"))["team"]["captain"][0].clone();
    let forms: Vec<Value> = (0..6u32)
        .map(|i| {
            let mut form = other_people(team("football", Some("Men")), 1000 * (i + 1));
            form["team"]["captain"][0] = shared.clone();
            form
        })
        .collect();
    let calls = tokens
        .iter()
        .zip(&forms)
        .map(|(t, f)| app.json(Method::POST, "/api/v1/events/football/create-order", Some(t), f.clone()));
    let answers = futures_util::future::join_all(calls).await;
    let statuses: Vec<StatusCode> = answers.iter().map(|r| r.status).collect();
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::OK).count(), 1, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::CONFLICT).count(), 5, "{statuses:?}");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 1);
}

#[tokio::test]
async fn registrations_stored_before_their_people_were_kept_are_indexed_once_and_then_count() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    open(&app, EventId::Football).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    let id = paid(&app, &first, "football", team("football", Some("Men"))).await;
    // As a registration stored before people were kept: no rows in the index.
    app.sql(&format!("DELETE FROM registration_person WHERE registration_id = '{id}'")).await;
    assert_eq!(registrations::index_unindexed(&app.ctx).await.unwrap(), 1);
    assert_eq!(registrations::index_unindexed(&app.ctx).await.unwrap(), 0, "once");
    // The same people on a second team are refused, from the index alone.
    let res = app
        .json(Method::POST, "/api/v1/events/football/create-order", Some(&second), team("football", Some("Men")))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert!(res.text().contains("one team per event"), "{}", res.text());
}
