//! Capacity and deadlines: places counted on paid registrations and unexpired orders, in the transaction
//! that stores an order (never oversold, also under a rush), per category, in heads for athletics; the
//! deadline closes registration; the admin settings. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::{athletics, team};
use fest_app::roles::Role;
use fest_shared::catalogue::{EVENT_FULL, EventId};
use serde_json::{Value, json};

async fn settings(app: &TestApp, admin: &str, event: &str, body: Value) -> common::TestResponse {
    app.json(Method::PUT, &format!("/api/v1/admin/events/{event}/settings"), Some(admin), body).await
}

/// Orders `form` for `event`, with people of the order's own (a person plays for one team per event).
async fn order(app: &TestApp, token: &str, event: &str, form: Value) -> common::TestResponse {
    let form = common::forms::fresh_people(form);
    app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await
}

/// The event as `GET /events` lists it now (the list is otherwise kept for a second).
async fn listed(app: &TestApp, event: &str) -> Value {
    app.ctx.events_cache().clear();
    let list = app.get("/api/v1/events").await.json();
    list["events"].as_array().unwrap().iter().find(|e| e["id"] == event).unwrap().clone()
}

#[tokio::test]
async fn places_are_taken_by_paid_registrations_and_live_orders_and_a_full_event_says_so() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    assert_eq!(listed(&app, "football").await["placesLeft"], Value::Null, "no capacity, no count");

    let res = settings(&app, &admin, "football", json!({"capacity": 2})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!((res.json()["capacity"].clone(), res.json()["placesLeft"].clone()), (json!(2), json!(2)));
    assert_eq!(res.json()["isRegistrationOpen"], true, "the switch was left as it was");
    assert_eq!(listed(&app, "football").await["placesLeft"], 2);

    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    let third = app.user_with_role("third", Role::User).await;
    assert_eq!(order(&app, &first, "football", team("football", Some("Men"))).await.status, StatusCode::OK);
    // Asking again replaces the first attempt: still one place taken.
    assert_eq!(order(&app, &first, "football", team("football", Some("Men"))).await.status, StatusCode::OK);
    assert_eq!(listed(&app, "football").await["placesLeft"], 1);
    assert_eq!(order(&app, &second, "football", team("football", Some("Men"))).await.status, StatusCode::OK);
    assert_eq!(listed(&app, "football").await["placesLeft"], 0);

    let res = order(&app, &third, "football", team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(res.json()["message"], EVENT_FULL);

    // An order not paid in time gives its place back.
    app.sql(&format!(
        "UPDATE registration SET expires_at = '{}' WHERE user_id = (SELECT id FROM \"user\" WHERE username = 'second')",
        (Utc::now() - Duration::minutes(1)).format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    assert_eq!(listed(&app, "football").await["placesLeft"], 1);
    assert_eq!(order(&app, &third, "football", team("football", Some("Men"))).await.status, StatusCode::OK);

    // Raising the capacity makes room; clearing it removes the limit.
    let res = settings(&app, &admin, "football", json!({"capacity": 3})).await;
    assert_eq!(res.json()["placesLeft"], 1);
    let res = settings(&app, &admin, "football", json!({"capacity": null})).await;
    assert_eq!((res.json()["capacity"].clone(), res.json()["placesLeft"].clone()), (Value::Null, Value::Null));
    assert_eq!(order(&app, &second, "football", team("football", Some("Men"))).await.status, StatusCode::OK);
}

#[tokio::test]
async fn categories_have_places_of_their_own_and_athletics_counts_heads() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    for id in [EventId::Football, EventId::Athletics] {
        fest_app::services::events::set_open(&app.ctx, id, true).await.unwrap();
    }
    let res = settings(&app, &admin, "football", json!({"categoryCapacity": {"Men": 1}})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["categoryPlacesLeft"], json!({"Men": 1}));
    let a = app.user_with_role("menone", Role::User).await;
    let b = app.user_with_role("mentwo", Role::User).await;
    assert_eq!(order(&app, &a, "football", team("football", Some("Men"))).await.status, StatusCode::OK);
    let res = order(&app, &b, "football", team("football", Some("Men"))).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(EVENT_FULL)));
    assert_eq!(order(&app, &b, "football", team("football", Some("Women"))).await.status, StatusCode::OK);
    assert_eq!(listed(&app, "football").await["categoryPlacesLeft"], json!({"Men": 0}));

    // Athletics: an entry of a lead athlete and a relay team of four takes five places.
    let res = settings(&app, &admin, "athletics", json!({"capacity": 6})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let relay = athletics("Men", &["100m"], Some("4x100m"));
    assert_eq!(order(&app, &a, "athletics", relay.clone()).await.status, StatusCode::OK, "five heads");
    assert_eq!(listed(&app, "athletics").await["placesLeft"], 1);
    let res = order(&app, &b, "athletics", relay).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "five more heads do not fit in one place");
    assert_eq!(order(&app, &b, "athletics", athletics("Men", &["100m"], None)).await.status, StatusCode::OK);
    assert_eq!(listed(&app, "athletics").await["placesLeft"], 0);

    // A category the event does not have, and a capacity out of range, are field errors; nothing changes.
    let res = settings(&app, &admin, "cricket", json!({"categoryCapacity": {"Women": 3}})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(
        res.json()["errors"]["categoryCapacity"].is_array()
            || res.json()["errors"]["categoryCapacity.Women"].is_array()
    );
    let res = settings(&app, &admin, "football", json!({"capacity": 100_001})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.json()["errors"]["capacity"].is_array());
    assert_eq!(listed(&app, "football").await["placesLeft"], Value::Null);
}

#[tokio::test]
async fn the_deadline_closes_registration() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let moderator = app.user_with_role("helper", Role::Moderator).await;
    let user = app.user_with_role("late", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let soon = (Utc::now() + Duration::days(2)).to_rfc3339();
    let res =
        settings(&app, &admin, "football", json!({"deadline": soon, "changeDeadline": soon, "cancelDeadline": soon}))
            .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let event = listed(&app, "football").await;
    assert_eq!((event["isRegistrationOpen"].clone(), event["deadlinePassed"].clone()), (json!(true), json!(false)));
    assert_eq!(event["deadline"].as_str().map(|d| d[..16].to_owned()), Some(soon[..16].to_owned()));

    let past = (Utc::now() - Duration::minutes(1)).to_rfc3339();
    assert_eq!(settings(&app, &admin, "football", json!({"deadline": past})).await.status, StatusCode::OK);
    let event = listed(&app, "football").await;
    assert_eq!((event["isRegistrationOpen"].clone(), event["deadlinePassed"].clone()), (json!(false), json!(true)));
    let res = order(&app, &user, "football", team("football", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "Registrations for Football are closed.");

    // The other deadlines were left as they were; the admin reads them back.
    let res = app.get_as("/api/v1/admin/events/football/settings", &admin).await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.json();
    assert_eq!((body["registrationOpen"].clone(), body["isRegistrationOpen"].clone()), (json!(true), json!(false)));
    assert!(body["changeDeadline"].is_string() && body["cancelDeadline"].is_string());
    // Clearing the deadline opens it again.
    let res = settings(&app, &admin, "football", json!({"deadline": null})).await;
    assert_eq!(res.json()["isRegistrationOpen"], true);
    assert!(res.json()["changeDeadline"].is_string());
    // A deadline that is not a time is refused.
    let res = settings(&app, &admin, "football", json!({"deadline": "next friday"})).await;
    assert!(res.status.is_client_error(), "{}", res.status);

    // Admins only, and audited.
    assert_eq!(app.get_as("/api/v1/admin/events/football/settings", &moderator).await.status, StatusCode::FORBIDDEN);
    assert_eq!(settings(&app, &moderator, "football", json!({"capacity": 1})).await.status, StatusCode::FORBIDDEN);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"][0]["action"], "event.settings");
    assert_eq!(log["entries"][0]["details"]["deadline"], Value::Null);
}

#[tokio::test]
async fn a_rush_never_takes_more_places_than_there_are() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    assert_eq!(settings(&app, &admin, "football", json!({"capacity": 3})).await.status, StatusCode::OK);
    let mut tokens = Vec::new();
    for i in 0..12 {
        tokens.push(app.user_with_role(&format!("rush{i}"), Role::User).await);
    }
    let tasks: Vec<_> = tokens
        .into_iter()
        .map(|token| {
            let router = app.router.clone();
            tokio::spawn(async move {
                use tower::ServiceExt;
                let req = axum::http::Request::builder()
                    .method(Method::POST)
                    .uri("/api/v1/events/football/create-order")
                    .header("content-type", "application/json")
                    .header("authorization", format!("Bearer {token}"))
                    .body(axum::body::Body::from(
                        common::forms::fresh_people(team("football", Some("Men"))).to_string(),
                    ))
                    .unwrap();
                router.oneshot(req).await.unwrap().status()
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for t in tasks {
        statuses.push(t.await.unwrap());
    }
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::OK).count(), 3, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::CONFLICT).count(), 9, "{statuses:?}");
    assert_eq!(listed(&app, "football").await["placesLeft"], 0);
}
