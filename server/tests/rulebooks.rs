//! Rulebooks: every event's PDF printed from the catalogue, and the admin's uploaded replacement.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use serde_json::json;

/// The text of every page of a PDF, as a reader extracts it.
fn pdf_text(bytes: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF a reader opens");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).expect("its text")
}

async fn put_file(app: &TestApp, event: &str, token: &str, file: Vec<u8>) -> common::TestResponse {
    app.request(
        Request::builder()
            .method(Method::PUT)
            .uri(format!("/api/v1/admin/events/{event}/rulebook"))
            .header("authorization", format!("Bearer {token}"))
            .header("content-type", "application/pdf")
            .body(Body::from(file))
            .unwrap(),
    )
    .await
}

#[tokio::test]
async fn every_event_has_a_rulebook_printed_from_the_catalogue() {
    let app = TestApp::spawn().await;
    let events = app.get("/api/v1/events").await.json();
    for e in events["events"].as_array().unwrap() {
        let id = e["id"].as_str().unwrap();
        assert_eq!(e["rulebookUrl"], format!("/rulebook/{id}"), "{e}");
        assert_eq!(e["rulebookUploaded"], false);
        let res = app.get(&format!("/api/v1/events/{id}/rulebook.pdf")).await;
        assert_eq!(res.status, StatusCode::OK, "{id}");
        assert_eq!(res.header("content-type"), Some("application/pdf"));
        assert_eq!(
            res.header("content-disposition"),
            Some(format!("inline; filename=\"infinito-2025-{id}-rulebook.pdf\"").as_str())
        );
        let text = pdf_text(&res.body);
        let info = fest_shared::catalogue::event(id).unwrap();
        assert!(text.contains(&format!("{} Rulebook", info.title)), "{id}: {text}");
        for heading in ["About the event", "Rules", "Judging criteria", "Prizes", "Registration fee", "Contacts"] {
            assert!(text.contains(heading), "{id}: {heading} missing in {text}");
        }
        assert!(text.contains("1st Place: Rs. 5000"), "{id}: {text}");
    }
    let cricket = pdf_text(&app.get("/api/v1/events/cricket/rulebook.pdf").await.body);
    assert!(cricket.contains("Rs. 6500 per team"), "{cricket}");
    assert!(cricket.contains("Captains: exactly 1."), "{cricket}");
    assert_eq!(app.get("/api/v1/events/ludo/rulebook.pdf").await.status, StatusCode::NOT_FOUND);
}

/// The event as `GET /events` lists it.
async fn listed(app: &TestApp, id: &str) -> serde_json::Value {
    let events = app.get("/api/v1/events").await.json();
    events["events"].as_array().unwrap().iter().find(|e| e["id"] == id).unwrap().clone()
}

#[tokio::test]
async fn an_admin_replaces_a_rulebook_with_a_pdf_and_goes_back() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("rules", Role::Admin).await;
    let moderator = app.user_with_role("helper", Role::Moderator).await;
    let file = b"%PDF-1.7\n% the organisers' own rulebook\n%%EOF\n".to_vec();

    for token in [&moderator, &app.user_with_role("player", Role::User).await] {
        assert_eq!(put_file(&app, "football", token, file.clone()).await.status, StatusCode::FORBIDDEN);
    }
    let res = put_file(&app, "football", &admin, b"<html>not a pdf</html>".to_vec()).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "The rulebook must be a PDF file.");
    assert_eq!(put_file(&app, "ludo", &admin, file.clone()).await.status, StatusCode::NOT_FOUND);
    let mut huge = b"%PDF-1.7\n".to_vec();
    huge.resize(fest_app::services::rulebooks::MAX_BYTES + 10, b' ');
    assert_eq!(put_file(&app, "football", &admin, huge).await.status, StatusCode::PAYLOAD_TOO_LARGE);
    // Nothing was stored by the refusals.
    assert_eq!(listed(&app, "football").await["rulebookUploaded"], false);

    let res = put_file(&app, "football", &admin, file.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(
        res.json(),
        json!({"success": true, "event": "football", "rulebookUrl": "/api/v1/events/football/rulebook.pdf", "rulebookUploaded": true})
    );
    assert_eq!(app.get("/api/v1/events/football/rulebook.pdf").await.body, file);
    let football = listed(&app, "football").await;
    assert_eq!(football["rulebookUrl"], "/api/v1/events/football/rulebook.pdf");
    assert_eq!(football["rulebookUploaded"], true);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"][0]["action"], "rulebook.upload");
    assert_eq!(log["entries"][0]["target"], "football");

    let res = app.json(Method::DELETE, "/api/v1/admin/events/football/rulebook", Some(&moderator), json!({})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::DELETE, "/api/v1/admin/events/football/rulebook", Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["rulebookUrl"], "/rulebook/football");
    assert!(pdf_text(&app.get("/api/v1/events/football/rulebook.pdf").await.body).contains("Football Rulebook"));
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"][0]["action"], "rulebook.remove");
}
