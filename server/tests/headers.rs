//! What responses tell browsers and proxies: no caching of anything personal, HSTS on an https site; and
//! the mail outbox is readable by its owner only.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use serde_json::json;

#[tokio::test]
async fn authenticated_and_api_answers_are_not_stored_but_the_public_catalogue_is_revalidated() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("reader", Role::Admin).await;

    let public = app.get("/api/v1/events").await;
    assert_eq!(public.header("cache-control"), Some("no-cache"), "the catalogue keeps its ETag caching");
    assert!(public.header("etag").is_some());
    let etag = public.header("etag").unwrap().to_owned();
    let again = app.call(Method::GET, "/api/v1/events", &[("if-none-match", &etag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);

    let signed_in = app.get_as("/api/v1/events", &token).await;
    assert_eq!(signed_in.header("cache-control"), Some("no-store"), "a request with credentials");
    for path in ["/api/v1/user/me", "/api/v1/admin/stats", "/api/v1/events/all-registrations", "/api/v1/nothing"] {
        let res = app.get_as(path, &token).await;
        assert_eq!(res.header("cache-control"), Some("no-store"), "{path}");
    }
    let res = app.json(Method::POST, "/api/v1/admin/registrations/none/reveal-aadhaar", Some(&token), json!({})).await;
    assert_eq!(res.header("cache-control"), Some("no-store"));
    for path in ["/api/v1/config", "/api/v1/health", "/api/v1/user/me"] {
        let res = app.get(path).await;
        assert_eq!(res.header("cache-control"), Some("no-store"), "anonymous {path}");
    }
    let res = app.post("/api/v1/auth/login", json!({"email": "reader@example.com", "password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.header("cache-control"), Some("no-store"), "a sign-in answer carries a token");
    assert!(app.get("/api/v1/events").await.header("strict-transport-security").is_none(), "no HSTS by default");
}

#[tokio::test]
async fn an_https_public_url_turns_on_hsts() {
    let app = TestApp::spawn_with(&[("public_url", json!("https://fest.example.org"))]).await;
    for path in ["/", "/api/v1/health", "/api/v1/events", "/api/v1/nothing"] {
        let res = app.get(path).await;
        assert_eq!(res.header("strict-transport-security"), Some("max-age=31536000; includeSubDomains"), "{path}");
    }
    let plain = TestApp::spawn_with(&[("public_url", json!("http://localhost:8080"))]).await;
    assert!(plain.get("/api/v1/health").await.header("strict-transport-security").is_none());
}

#[cfg(unix)]
#[tokio::test]
async fn outbox_messages_are_readable_by_their_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let app = TestApp::spawn().await;
    app.sign_up("private", "private@example.com", "password123").await;
    let files: Vec<_> = std::fs::read_dir(app.dir.path().join("outbox")).unwrap().map(|e| e.unwrap().path()).collect();
    assert!(!files.is_empty());
    for file in files {
        assert_eq!(file.extension().unwrap(), "eml");
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{}", file.display());
    }
}
