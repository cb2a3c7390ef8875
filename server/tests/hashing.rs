#![allow(clippy::unwrap_used)]
//! No password hash is spent on a request that a cheap check already refuses. Alone in its binary, so the
//! process's hash count moves only for this test.

mod common;

use axum::http::StatusCode;
use common::TestApp;
use fest_app::crypto::hashes_computed;
use serde_json::json;

#[tokio::test]
async fn refused_requests_cost_no_password_hash() {
    let app = TestApp::spawn_with(&[("login_max_per_ip", json!(2))]).await;
    let body = json!({"username": "hasher", "email": "hasher@example.com", "password": "password123", "confirmPassword": "password123"});
    let before = hashes_computed();
    let (res, cookie) = app.send_otp(body.clone(), None).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(hashes_computed(), before + 1, "a sign-up hashes its password once");

    // The same browser again within the minute: refused before hashing.
    let (res, _) = app.send_otp(body, cookie.as_deref()).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(hashes_computed(), before + 1);

    // A client over its login limit: refused before hashing.
    let login = json!({"email": "someone@example.com", "password": "password123"});
    for _ in 0..2 {
        assert_eq!(app.post("/api/v1/auth/login", login.clone()).await.status, StatusCode::UNAUTHORIZED);
    }
    let after_one = hashes_computed();
    let res = app.post("/api/v1/auth/login", login).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(hashes_computed(), after_one);
}
