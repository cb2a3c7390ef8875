//! Waiting lists: a full event takes entries (the form validated and kept), a freed place is offered to
//! the next team in line with an e-mail and held for it, an offer not taken lapses and passes on, the owner
//! sees their place in line, admins see and reorder the line, and nobody jumps it. Runs on SQLite and
//! PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::team;
use fest_app::roles::Role;
use fest_app::services::waitlist;
use fest_shared::catalogue::{EVENT_FULL, EventId};
use serde_json::{Value, json};

fn football() -> Value {
    team("football", Some("Men"))
}

async fn open_with_capacity(app: &TestApp, admin: &str, capacity: u32) {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app
        .json(Method::PUT, "/api/v1/admin/events/football/settings", Some(admin), json!({"capacity": capacity}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

/// Pays an order answered by create-order (or waitlist accept) through the sandbox and verifies it.
async fn pay(app: &TestApp, token: &str, order: &Value) {
    let id = order["order"]["id"].as_str().unwrap();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{id}/pay"), Some(token), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK, "{}", paid.text());
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(token), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

async fn register_and_pay(app: &TestApp, token: &str) {
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(token), football()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    pay(app, token, &res.json()).await;
}

async fn join(app: &TestApp, token: &str, form: Value) -> common::TestResponse {
    app.json(Method::POST, "/api/v1/events/football/waitlist", Some(token), form).await
}

async fn me(app: &TestApp, token: &str) -> Value {
    let res = app.get_as("/api/v1/events/football/waitlist/me", token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["entry"].clone()
}

async fn places_left(app: &TestApp) -> Value {
    app.ctx.events_cache().clear();
    let list = app.get("/api/v1/events").await.json();
    list["events"].as_array().unwrap().iter().find(|e| e["id"] == "football").unwrap()["placesLeft"].clone()
}

fn outbox(app: &TestApp) -> Vec<String> {
    std::fs::read_dir(app.dir.path().join("outbox"))
        .map(|d| d.map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap()).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn a_freed_place_is_offered_to_the_next_team_in_line_who_pays_and_gets_passes() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    let third = app.user_with_role("third", Role::User).await;
    let late = app.user_with_role("late", Role::User).await;
    open_with_capacity(&app, &admin, 1).await;
    assert_eq!(app.get("/api/v1/config").await.json()["waitlistOfferHours"], 24);

    // Places left: no waiting list yet.
    let res = join(&app, &second, football()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(waitlist::STILL_ROOM)));
    register_and_pay(&app, &first).await;

    // Full: create-order says so, and the waiting list takes the form.
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&second), football()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(EVENT_FULL)));
    let res = join(&app, &second, football()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    assert_eq!(res.json()["message"], waitlist::JOINED);
    assert_eq!(
        (res.json()["entry"]["status"].clone(), res.json()["entry"]["position"].clone()),
        (json!("waiting"), json!(1))
    );
    assert_eq!(join(&app, &third, football()).await.status, StatusCode::CREATED);
    assert_eq!(me(&app, &third).await["position"], 2);
    let res = join(&app, &second, football()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(waitlist::ALREADY_WAITING)));
    let res = join(&app, &first, football()).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "the registered team does not wait");
    let res = app.get_as("/api/v1/events/football/waitlist/me", &late).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::NOT_FOUND, json!(waitlist::NOT_WAITING)));
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist/accept", Some(&second), json!({})).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(waitlist::NO_OFFER)));

    // The first team cancels: the place is offered to the second, held for it, and the second is told.
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&first), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let entry = me(&app, &second).await;
    assert_eq!((entry["status"].clone(), entry["position"].clone()), (json!("offered"), Value::Null));
    let until = chrono::DateTime::parse_from_rfc3339(entry["offerExpiresAt"].as_str().unwrap()).unwrap();
    let hours = (until.with_timezone(&Utc) - Utc::now()).num_minutes();
    assert!((23 * 60..=24 * 60).contains(&hours), "{hours} minutes to pay");
    assert_eq!(me(&app, &third).await["position"], 1, "the third moves up");
    assert_eq!(places_left(&app).await, 0, "the place is held for the offer");
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&late), football()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(EVENT_FULL)), "no jumping");
    app.ctx.finish_background().await;
    let mail = outbox(&app);
    let joined = mail.iter().find(|m| m.contains("third@example.com") && m.contains("on the waiting list")).unwrap();
    assert!(joined.contains("number 2 in line"), "{joined}");
    let offer = mail.into_iter().find(|m| m.contains("a place in Football is yours")).expect("offer e-mail");
    assert!(offer.contains("second@example.com") && offer.contains("/account"), "{offer}");

    // The second takes it up: the kept form becomes an order, paid, with passes; the entry is settled.
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist/accept", Some(&second), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let accepted = res.json();
    assert_eq!(accepted["order"]["order"]["amount"], 650_000, "priced by the server from the kept form");
    pay(&app, &second, &accepted["order"]).await;
    assert_eq!(me(&app, &second).await["status"], "registered");
    let passes = app.get_as("/api/v1/passes", &second).await.json();
    assert!(!passes["passes"].as_array().unwrap().is_empty(), "{passes}");
    assert_eq!(places_left(&app).await, 0);
    let mine = app.get_as("/api/v1/user/waitlist", &second).await.json();
    assert_eq!(mine["entries"][0]["status"], "registered");

    // Admins see the line: the third waiting first, then the rest.
    let res = app.get_as("/api/v1/admin/events/football/waitlist", &admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let entries = res.json()["entries"].clone();
    assert_eq!(entries[0]["owner"]["email"], "third@example.com");
    assert_eq!((entries[0]["status"].clone(), entries[0]["position"].clone()), (json!("waiting"), json!(1)));
    assert_eq!(entries[1]["status"], "registered");
    assert_eq!(app.get_as("/api/v1/admin/events/football/waitlist", &late).await.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn an_offer_not_taken_in_time_lapses_and_passes_to_the_next_team() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("waitlist_offer_hours", json!(2))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    let third = app.user_with_role("third", Role::User).await;
    open_with_capacity(&app, &admin, 1).await;
    register_and_pay(&app, &first).await;
    assert_eq!(join(&app, &second, football()).await.status, StatusCode::CREATED);
    assert_eq!(join(&app, &third, football()).await.status, StatusCode::CREATED);
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&first), json!({})).await;
    assert_eq!(res.status, StatusCode::OK);
    let entry = me(&app, &second).await;
    assert_eq!(entry["status"], "offered");
    let until = chrono::DateTime::parse_from_rfc3339(entry["offerExpiresAt"].as_str().unwrap()).unwrap();
    assert!((until.with_timezone(&Utc) - Utc::now()) <= Duration::hours(2), "the configured time to pay");

    // A sweep before the offer ends changes nothing.
    assert_eq!(waitlist::advance_all(&app.ctx).await.unwrap(), waitlist::Advanced::default());
    // Its time passes unused: the sweep lapses it and offers the place to the third.
    app.sql(&format!(
        "UPDATE waitlist_entry SET offer_expires_at = '{}' WHERE status = 'offered'",
        (Utc::now() - Duration::minutes(1)).format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    let done = waitlist::advance_all(&app.ctx).await.unwrap();
    assert_eq!((done.lapsed.len(), done.offered.len()), (1, 1), "{done:?}");
    assert_eq!(me(&app, &second).await["status"], "lapsed");
    assert_eq!(me(&app, &third).await["status"], "offered");
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist/accept", Some(&second), json!({})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "a lapsed offer cannot be taken");
    app.ctx.finish_background().await;
    let mail = outbox(&app);
    assert!(mail.iter().any(|m| m.contains("second@example.com") && m.contains("has passed on")), "lapse e-mail");
    assert!(mail.iter().any(|m| m.contains("third@example.com") && m.contains("is yours")), "offer e-mail");

    // An offer whose order is still being paid keeps its place past the offer's end.
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist/accept", Some(&third), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    app.sql(&format!(
        "UPDATE waitlist_entry SET offer_expires_at = '{}' WHERE status = 'offered'",
        (Utc::now() - Duration::minutes(1)).format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    let done = waitlist::advance_all(&app.ctx).await.unwrap();
    assert!(done.lapsed.is_empty(), "{done:?}");
    assert_eq!(places_left(&app).await, 0);
}

#[tokio::test]
async fn the_line_is_kept_in_order_by_admins_and_moves_when_places_open() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let a = app.user_with_role("teama", Role::User).await;
    let b = app.user_with_role("teamb", Role::User).await;
    let c = app.user_with_role("teamc", Role::User).await;
    open_with_capacity(&app, &admin, 1).await;
    register_and_pay(&app, &first).await;

    // A form the shared rules refuse is a field error, and nothing is stored.
    let mut bad = football();
    bad["collegeName"] = json!("");
    let res = join(&app, &a, bad).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(app.get_as("/api/v1/events/football/waitlist/me", &a).await.status, StatusCode::NOT_FOUND);

    for token in [&a, &b, &c] {
        assert_eq!(join(&app, token, football()).await.status, StatusCode::CREATED);
    }
    let line = app.get_as("/api/v1/admin/events/football/waitlist", &admin).await.json();
    let ids: Vec<String> =
        line["entries"].as_array().unwrap().iter().map(|e| e["id"].as_str().unwrap().into()).collect();
    // The order must name every waiting entry once.
    let path = "/api/v1/admin/events/football/waitlist/order";
    let res = app.json(Method::PUT, path, Some(&admin), json!({"ids": [ids[0], ids[1]]})).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(waitlist::CHANGED)));
    let res = app.json(Method::PUT, path, Some(&a), json!({"ids": [ids[2], ids[0], ids[1]]})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::PUT, path, Some(&admin), json!({"ids": [ids[2], ids[0], ids[1]]})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["entries"][0]["owner"]["email"], "teamc@example.com");
    assert_eq!((me(&app, &c).await["position"].clone(), me(&app, &a).await["position"].clone()), (json!(1), json!(2)));
    assert!(app.get_as("/api/v1/admin/audit-log", &admin).await.text().contains("waitlist.reorder"));

    // Two more places: the first two in line are offered them, in the new order.
    let res =
        app.json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), json!({"capacity": 3})).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(me(&app, &c).await["status"], "offered");
    assert_eq!(me(&app, &a).await["status"], "offered");
    assert_eq!(
        (me(&app, &b).await["status"].clone(), me(&app, &b).await["position"].clone()),
        (json!("waiting"), json!(1))
    );

    // One of them leaves: the place passes on at once.
    let res = app
        .call(Method::DELETE, "/api/v1/events/football/waitlist/me", &[("authorization", &format!("Bearer {c}"))])
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], waitlist::LEFT);
    assert_eq!(me(&app, &c).await["status"], "left");
    assert_eq!(me(&app, &b).await["status"], "offered");
    // Someone who left may join again, at the back.
    let res = join(&app, &c, football()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    assert_eq!(res.json()["entry"]["position"], 1);
}

#[tokio::test]
async fn teams_joining_at_once_each_get_their_own_place_in_line() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    open_with_capacity(&app, &admin, 1).await;
    register_and_pay(&app, &first).await;
    let mut tokens = Vec::new();
    for i in 0..12 {
        tokens.push(app.user_with_role(&format!("rush{i}"), Role::User).await);
    }
    let joins = tokens.iter().map(|t| join(&app, t, football()));
    let answers = futures_util::future::join_all(joins).await;
    assert!(
        answers.iter().all(|r| r.status == StatusCode::CREATED),
        "{:?}",
        answers.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    let mut positions = Vec::new();
    for t in &tokens {
        positions.push(me(&app, t).await["position"].as_u64().unwrap());
    }
    positions.sort_unstable();
    assert_eq!(positions, (1..=12).collect::<Vec<_>>());
}

#[tokio::test]
async fn an_order_that_expires_unpaid_frees_its_place_for_the_line() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("reconcile_after_minutes", json!(0))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    open_with_capacity(&app, &admin, 1).await;
    // An order not yet paid holds the only place: the next team waits.
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&first), football()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(join(&app, &second, football()).await.status, StatusCode::CREATED);
    assert_eq!(me(&app, &second).await["status"], "waiting");

    // Its time to pay ends: the reconciliation expires it and the place goes to the line at once.
    app.sql(&format!(
        "UPDATE registration SET expires_at = '{}' WHERE status = 'pending'",
        (Utc::now() - Duration::minutes(1)).format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    let report = fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert_eq!(report.expired, 1, "{report:?}");
    assert_eq!(me(&app, &second).await["status"], "offered");
    // The first team comes back too late: the place is held for the second.
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&first), football()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(EVENT_FULL)));
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist/accept", Some(&second), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    pay(&app, &second, &res.json()["order"]).await;
    assert_eq!(me(&app, &second).await["status"], "registered");
}

#[tokio::test]
async fn athletes_wait_for_heads_in_a_strict_line_that_moves_when_a_team_shrinks_or_is_reordered() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let (relay, big, small) = (
        app.user_with_role("relay", Role::User).await,
        app.user_with_role("big", Role::User).await,
        app.user_with_role("small", Role::User).await,
    );
    fest_app::services::events::set_open(&app.ctx, EventId::Athletics, true).await.unwrap();
    let res =
        app.json(Method::PUT, "/api/v1/admin/events/athletics/settings", Some(&admin), json!({"capacity": 5})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let five = common::forms::athletics("Men", &["100m"], Some("4x100m"));
    let res = app.json(Method::POST, "/api/v1/events/athletics/create-order", Some(&relay), five.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&relay), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/athletics/verify-payment", Some(&relay), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    // Five heads wait first, one head behind them.
    for (token, form) in [(&big, five.clone()), (&small, common::forms::athletics("Men", &["200m"], None))] {
        let res = app.json(Method::POST, "/api/v1/events/athletics/waitlist", Some(token), form).await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    }
    let status = |token: String| {
        let app = &app;
        async move { app.get_as("/api/v1/events/athletics/waitlist/me", &token).await.json()["entry"]["status"].clone() }
    };

    // The relay team drops its relay: four heads are free, too few for the five at the head of the line,
    // and the line is strict: the single athlete behind them is not offered them either.
    let res = app
        .json(
            Method::PUT,
            "/api/v1/events/athletics/registration",
            Some(&relay),
            common::forms::athletics("Men", &["100m"], None),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!((status(big.clone()).await, status(small.clone()).await), (json!("waiting"), json!("waiting")));

    // The organisers put the single athlete first: offered at once, without waiting for the sweep.
    let line = app.get_as("/api/v1/admin/events/athletics/waitlist", &admin).await.json();
    let entries = line["entries"].as_array().unwrap();
    let id_of = |email: &str| entries.iter().find(|e| e["owner"]["email"] == email).unwrap()["id"].clone();
    let (big_id, small_id) = (id_of("big@example.com"), id_of("small@example.com"));
    let res = app
        .json(
            Method::PUT,
            "/api/v1/admin/events/athletics/waitlist/order",
            Some(&admin),
            json!({"ids": [small_id, big_id]}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!((status(small).await, status(big).await), (json!("offered"), json!("waiting")));
}
