#![allow(clippy::unwrap_used)]
//! The public event list and its state.

mod common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_shared::catalogue::EventId;

#[tokio::test]
async fn the_catalogue_is_listed_with_its_registration_state() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/v1/events").await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.json();
    assert_eq!(body["success"], true);
    let events = body["events"].as_array().unwrap();
    assert_eq!(events.len(), 18);
    let find = |id: &str| events.iter().find(|e| e["id"] == id).unwrap().clone();
    let football = find("football");
    assert_eq!(football["isRegistrationOpen"], true);
    assert_eq!(football["registrationRoute"], "/events/football");
    assert!(football["title"].is_string() && football["rules"].is_array() && football["prizes"].is_array());
    for closed in ["bgmi", "codm", "freefire", "valorant", "mr_infinito"] {
        assert_eq!(find(closed)["isRegistrationOpen"], false, "{closed}");
    }
}

#[tokio::test]
async fn conditional_requests_get_304_and_a_change_of_state_shows_at_once() {
    let app = TestApp::spawn().await;
    let first = app.get("/api/v1/events").await;
    let etag = first.header("etag").unwrap().to_owned();
    let again = app.call(Method::GET, "/api/v1/events", &[("if-none-match", &etag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());

    fest_app::services::events::set_open(&app.ctx, EventId::Football, false).await.unwrap();
    fest_app::services::events::set_open(&app.ctx, EventId::Bgmi, true).await.unwrap();
    let changed = app.call(Method::GET, "/api/v1/events", &[("if-none-match", &etag)]).await;
    assert_eq!(changed.status, StatusCode::OK);
    let events = changed.json()["events"].as_array().unwrap().clone();
    let open = |id: &str| events.iter().find(|e| e["id"] == id).unwrap()["isRegistrationOpen"].clone();
    assert_eq!(open("football"), false);
    assert_eq!(open("bgmi"), true);
}
