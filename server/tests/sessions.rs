//! The session cache: a server answers repeated requests of a session from memory, and whatever changes
//! what a session stands for takes effect on that server at once.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

async fn me(app: &TestApp, token: &str) -> (StatusCode, Value) {
    let res = app.get_as("/api/v1/user/me", token).await;
    let body = if res.status == StatusCode::OK { res.json()["user"].clone() } else { Value::Null };
    (res.status, body)
}

/// Deletes every session row directly, without telling the server (as another instance would).
async fn delete_sessions_behind_the_servers_back(app: &TestApp) {
    app.ctx.db().execute_unprepared("DELETE FROM session").await.unwrap();
}

#[tokio::test]
async fn a_session_looked_up_once_is_answered_from_memory() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("kiran", "kiran@example.com", "password123").await;
    assert_eq!(me(&app, &token).await.0, StatusCode::OK);
    assert!(!app.ctx.sessions().is_empty());
    delete_sessions_behind_the_servers_back(&app).await;
    // Within session_cache_secs the server does not ask the database again.
    assert_eq!(me(&app, &token).await.0, StatusCode::OK);
    // Once told of a change, it does.
    app.ctx.sessions().invalidate_all();
    assert_eq!(me(&app, &token).await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn with_the_cache_off_every_request_asks_the_database() {
    let app = TestApp::spawn_with(&[("session_cache_secs", json!(0))]).await;
    let (token, _) = app.sign_up("kiran", "kiran@example.com", "password123").await;
    assert_eq!(me(&app, &token).await.0, StatusCode::OK);
    assert!(app.ctx.sessions().is_empty());
    delete_sessions_behind_the_servers_back(&app).await;
    assert_eq!(me(&app, &token).await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn signing_out_ends_a_cached_session_at_once() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("neha", "neha@example.com", "password123").await;
    let res = app.post("/api/v1/auth/login", json!({"email": "neha@example.com", "password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let second = res.json()["accessToken"].as_str().unwrap().to_owned();
    assert_eq!(me(&app, &token).await.0, StatusCode::OK);
    assert_eq!(me(&app, &second).await.0, StatusCode::OK);
    let res = app.json(Method::POST, "/api/v1/auth/logout", Some(&token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(me(&app, &token).await.0, StatusCode::UNAUTHORIZED);
    // The account's other session is untouched.
    assert_eq!(me(&app, &second).await.0, StatusCode::OK);
}

#[tokio::test]
async fn a_role_change_reaches_the_users_cached_session_at_once() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    let moderator = app.user_with_role("mod", Role::Moderator).await;
    let (status, user) = me(&app, &moderator).await;
    assert_eq!((status, user["role"].as_str()), (StatusCode::OK, Some("moderator")));
    assert_eq!(app.get_as("/api/v1/admin/stats", &moderator).await.status, StatusCode::OK);

    let id = user["_id"].as_str().unwrap();
    let res = app.json(Method::PUT, &format!("/api/v1/user/{id}/role"), Some(&admin), json!({"role": "user"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(app.get_as("/api/v1/admin/stats", &moderator).await.status, StatusCode::FORBIDDEN);
    assert_eq!(me(&app, &moderator).await.1["role"], "user");
}

#[tokio::test]
async fn applying_and_being_accepted_show_in_the_cached_session_at_once() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    let token = app.user_with_role("asha", Role::User).await;
    assert_eq!(me(&app, &token).await.1["caApplication"], Value::Null);
    assert_eq!(app.get_as("/api/v1/ca/dashboard", &token).await.status, StatusCode::FORBIDDEN);

    let form = json!({
        "fullName": "Asha Kumari", "collegeName": "NIT Patna", "collegeYear": "Second Year", "rollno": "2201CS10",
        "collegeAddress": "Ashok Rajpath, Patna, Bihar", "phoneNumber": "9876543210", "howDidYouKnow": "Instagram",
        "applicationStatement": "I organise events in my college.",
    });
    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let id = res.json()["application"]["_id"].as_str().unwrap().to_owned();
    let user = me(&app, &token).await.1;
    assert_eq!(user["caApplication"], json!({"_id": id, "status": "pending"}));

    let res = app.json(Method::PUT, &format!("/api/v1/ca/{id}/accept"), Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let user = me(&app, &token).await.1;
    assert_eq!(user["role"], "ca");
    assert_eq!(user["caApplication"]["status"], "accepted");
    assert_eq!(app.get_as("/api/v1/ca/dashboard", &token).await.status, StatusCode::OK);
}
