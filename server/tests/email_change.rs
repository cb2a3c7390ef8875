//! Changing the account's e-mail: a code sent to the new address confirms it; the old address is told.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::services::email_changes;
use serde_json::json;

/// The newest e-mail to `to` whose subject contains `subject`, waiting up to 5 s (notices go in the background).
async fn mail(app: &TestApp, to: &str, subject: &str) -> Option<String> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let found = std::fs::read_dir(app.dir.path().join("outbox")).ok().and_then(|dir| {
            dir.filter_map(Result::ok).filter_map(|e| std::fs::read_to_string(e.path()).ok()).find(|text| {
                text.to_lowercase().contains(&format!("to: {to}"))
                    && text.lines().any(|l| l.starts_with("Subject:") && l.contains(subject))
            })
        });
        if found.is_some() || std::time::Instant::now() > deadline {
            return found;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_new_address_is_confirmed_by_its_code_and_the_old_one_is_told() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("mover", "old@example.com", "password123").await;
    app.sign_up("taken", "taken@example.com", "password123").await;
    let ask = |email: &str| app.json(Method::POST, "/api/v1/user/me/email", Some(&token), json!({"email": email}));

    assert_eq!(
        app.json(Method::POST, "/api/v1/user/me/email", None, json!({"email": "x@example.com"})).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(ask("not-an-address").await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let res = ask("OLD@example.com").await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::BAD_REQUEST, json!(email_changes::SAME_EMAIL))
    );
    let res = ask("taken@example.com").await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(email_changes::EMAIL_TAKEN)));

    let res = ask("new@example.com").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], "We have sent a code to new@example.com. Enter it to confirm the change.");
    assert_eq!(ask("new@example.com").await.status, StatusCode::TOO_MANY_REQUESTS, "one code a minute");
    let code = common::code_in(&mail(&app, "new@example.com", "email confirmation code").await.expect("a code"));
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let verify =
        |code: &str| app.json(Method::POST, "/api/v1/user/me/email/verify", Some(&token), json!({"code": code}));
    let res = verify(wrong).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::BAD_REQUEST, json!(email_changes::INVALID_CODE))
    );
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.json()["user"]["email"], "old@example.com");

    let res = verify(&code).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["user"]["email"], "new@example.com");
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.json()["user"]["email"], "new@example.com");
    let login = |email: &str| app.post("/api/v1/auth/login", json!({"email": email, "password": "password123"}));
    assert_eq!(login("new@example.com").await.status, StatusCode::OK);
    assert_eq!(login("old@example.com").await.status, StatusCode::UNAUTHORIZED);
    assert!(mail(&app, "old@example.com", "email was changed").await.is_some(), "the old address is told");
    let res = verify(&code).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::BAD_REQUEST, json!(email_changes::NO_CHANGE_PENDING))
    );
}

#[tokio::test]
async fn an_expired_code_is_refused() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("late", "late@example.com", "password123").await;
    let res =
        app.json(Method::POST, "/api/v1/user/me/email", Some(&token), json!({"email": "later@example.com"})).await;
    assert_eq!(res.status, StatusCode::OK);
    let code = common::code_in(&mail(&app, "later@example.com", "email confirmation code").await.unwrap());
    let past = (chrono::Utc::now() - chrono::Duration::minutes(1)).to_rfc3339();
    app.sql(&format!("UPDATE email_change SET expires_at = '{past}'")).await;
    let res = app.json(Method::POST, "/api/v1/user/me/email/verify", Some(&token), json!({"code": code})).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::BAD_REQUEST, json!(email_changes::CODE_EXPIRED))
    );
}
