//! The account's session list: device and address, signing one out, and everywhere else.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use serde_json::json;

const ANDROID_CHROME: &str = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) \
                              Chrome/126.0.0.0 Mobile Safari/537.36";

async fn login_from(app: &TestApp, email: &str, user_agent: &str) -> String {
    let res = app
        .post_with(
            "/api/v1/auth/login",
            &[("user-agent", user_agent)],
            json!({"email": email, "password": "password123"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["accessToken"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn the_owner_sees_each_session_and_signs_them_out() {
    let app = TestApp::spawn().await;
    let (here, _) = app.sign_up("roamer", "roamer@example.com", "password123").await;
    let phone = login_from(&app, "roamer@example.com", ANDROID_CHROME).await;
    let (stranger, _) = app.sign_up("stranger", "stranger@example.com", "password123").await;

    assert_eq!(app.get("/api/v1/user/me/sessions").await.status, StatusCode::UNAUTHORIZED);
    let list = app.get_as("/api/v1/user/me/sessions", &here).await.json();
    let sessions = list["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), 2, "{list}");
    assert_eq!(sessions[0]["current"], true, "this session first");
    assert_eq!(sessions[0]["device"], "Unknown device");
    assert_eq!(sessions[1]["current"], false);
    assert_eq!(sessions[1]["device"], "Chrome on Android");
    assert!(
        sessions[1]["ip"].is_string() && sessions[1]["createdAt"].is_string() && sessions[1]["lastUsedAt"].is_string()
    );
    let phone_id = sessions[1]["id"].as_str().unwrap().to_owned();

    // Another account cannot end it, and made-up ids are not found.
    let res =
        app.json(Method::DELETE, &format!("/api/v1/user/me/sessions/{phone_id}"), Some(&stranger), json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let res = app.json(Method::DELETE, "/api/v1/user/me/sessions/not-an-id", Some(&here), json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get_as("/api/v1/user/me", &phone).await.status, StatusCode::OK);

    let res = app.json(Method::DELETE, &format!("/api/v1/user/me/sessions/{phone_id}"), Some(&here), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(app.get_as("/api/v1/user/me", &phone).await.status, StatusCode::UNAUTHORIZED, "ended at once");

    let others = [
        login_from(
            &app,
            "roamer@example.com",
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
        )
        .await,
        login_from(&app, "roamer@example.com", ANDROID_CHROME).await,
    ];
    let res = app.json(Method::POST, "/api/v1/user/me/sessions/revoke-others", Some(&here), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["ended"], 2);
    for token in &others {
        assert_eq!(app.get_as("/api/v1/user/me", token).await.status, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(app.get_as("/api/v1/user/me", &here).await.status, StatusCode::OK, "this one stays");
    assert_eq!(app.get_as("/api/v1/user/me", &stranger).await.status, StatusCode::OK, "other accounts untouched");
    let list = app.get_as("/api/v1/user/me/sessions", &here).await.json();
    assert_eq!(list["sessions"].as_array().unwrap().len(), 1);
}

#[test]
fn devices_read_from_user_agents() {
    use fest_app::services::sessions::device;
    assert_eq!(device(Some(ANDROID_CHROME)), "Chrome on Android");
    assert_eq!(device(None), "Unknown device");
    assert_eq!(device(Some("curl/8.5.0")), "HTTP Library");
}
