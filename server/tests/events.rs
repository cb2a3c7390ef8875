//! The public event list and its state.

use crate::common;

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

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    use std::io::Read as _;
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes).read_to_end(&mut out).unwrap();
    out
}

fn unbrotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::BrotliDecompress(&mut &bytes[..], &mut out).unwrap();
    out
}

#[tokio::test]
async fn a_browser_gets_the_list_compressed_from_bodies_made_once() {
    let app = TestApp::spawn().await;
    let plain = app.get("/api/v1/events").await;
    assert_eq!(plain.header("content-encoding"), None);
    let br = app.call(Method::GET, "/api/v1/events", &[("accept-encoding", "gzip, deflate, br, zstd")]).await;
    assert_eq!(br.status, StatusCode::OK);
    assert_eq!(br.header("content-encoding"), Some("br"));
    assert_eq!(br.header("vary"), Some("accept-encoding"));
    assert_eq!(br.header("etag"), plain.header("etag"));
    assert_eq!(unbrotli(&br.body), plain.body);
    let gz = app.call(Method::GET, "/api/v1/events", &[("accept-encoding", "gzip")]).await;
    assert_eq!(gz.header("content-encoding"), Some("gzip"));
    assert_eq!(gunzip(&gz.body), plain.body);
    assert!(br.body.len() * 4 < plain.body.len(), "{} of {}", br.body.len(), plain.body.len());

    // The compressed bodies outlive the one-second refresh of the list while it does not change.
    let first = fest_app::services::events::list_json(&app.ctx).await.unwrap();
    let made = first.brotli().as_ptr();
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let later = fest_app::services::events::list_json(&app.ctx).await.unwrap();
    assert_eq!(later.brotli().as_ptr(), made, "compressed again although nothing changed");

    // An organiser's change makes new ones at once.
    fest_app::services::events::set_open(&app.ctx, EventId::Bgmi, true).await.unwrap();
    let changed = app.call(Method::GET, "/api/v1/events", &[("accept-encoding", "br")]).await;
    let body: serde_json::Value = serde_json::from_slice(&unbrotli(&changed.body)).unwrap();
    let bgmi = body["events"].as_array().unwrap().iter().find(|e| e["id"] == "bgmi").unwrap().clone();
    assert_eq!(bgmi["isRegistrationOpen"], true);
}
