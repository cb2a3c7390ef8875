//! Forgotten passwords (a code by e-mail), changing a password, and setting a first one for an account made
//! with Google: each refusal, and that every other session ends at once.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{TestApp, code_in};
use fest_app::services::passwords;
use serde_json::json;

/// Every e-mail to `email` whose subject contains `subject`, oldest first, waiting up to 5 s for `count`
/// of them (the password e-mails are sent in the background).
async fn mails(app: &TestApp, email: &str, subject: &str, count: usize) -> Vec<String> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let mut found: Vec<(std::time::SystemTime, String)> = std::fs::read_dir(app.dir.path().join("outbox"))
            .map(|dir| {
                dir.filter_map(Result::ok)
                    .filter_map(|e| {
                        Some((e.metadata().ok()?.modified().ok()?, std::fs::read_to_string(e.path()).ok()?))
                    })
                    .filter(|(_, text)| {
                        text.to_lowercase().contains(&format!("to: {email}"))
                            && text.lines().any(|l| l.starts_with("Subject:") && l.contains(subject))
                    })
                    .collect()
            })
            .unwrap_or_default();
        if found.len() >= count || std::time::Instant::now() > deadline {
            found.sort_by_key(|(t, _)| *t);
            return found.into_iter().map(|(_, text)| text).collect();
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

async fn reset_code(app: &TestApp, email: &str) -> String {
    let res = app.post("/api/v1/auth/password/forgot", json!({"email": email})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], passwords::RESET_SENT);
    code_in(mails(app, email, "password reset code", 1).await.last().expect("a reset e-mail"))
}

fn reset_body(email: &str, code: &str, password: &str) -> serde_json::Value {
    json!({"email": email, "code": code, "password": password, "confirmPassword": password})
}

async fn login(app: &TestApp, email: &str, password: &str) -> StatusCode {
    app.post("/api/v1/auth/login", json!({"email": email, "password": password})).await.status
}

#[tokio::test]
async fn a_forgotten_password_is_reset_by_a_code_once_and_every_session_ends() {
    let app = TestApp::spawn().await;
    let (old_session, _) = app.sign_up("forgetful", "forgetful@example.com", "password123").await;

    // The same answer for an address without an account, and no e-mail for it.
    let res = app.post("/api/v1/auth/password/forgot", json!({"email": "nobody@example.com"})).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::OK, json!(passwords::RESET_SENT)));
    let res = app.post("/api/v1/auth/password/forgot", json!({"email": "not an email"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);

    let code = reset_code(&app, "forgetful@example.com").await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let res = app.post("/api/v1/auth/password/reset", reset_body("forgetful@example.com", wrong, "brand-new-1")).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::BAD_REQUEST, json!(passwords::INVALID_CODE)));
    let res = app
        .post(
            "/api/v1/auth/password/reset",
            json!({"email": "forgetful@example.com", "code": code, "password": "brand-new-1", "confirmPassword": "other"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "nothing changes on a mismatch");

    let res = app.post("/api/v1/auth/password/reset", reset_body("FORGETFUL@example.com", &code, "brand-new-1")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], passwords::PASSWORD_RESET);
    assert_eq!(app.get_as("/api/v1/user/me", &old_session).await.status, StatusCode::UNAUTHORIZED, "sessions end");
    assert_eq!(login(&app, "forgetful@example.com", "password123").await, StatusCode::UNAUTHORIZED);
    assert_eq!(login(&app, "forgetful@example.com", "brand-new-1").await, StatusCode::OK);
    let notice = mails(&app, "forgetful@example.com", "password was reset", 1).await;
    assert_eq!(notice.len(), 1, "the owner is told");

    // The code is used up.
    let res = app.post("/api/v1/auth/password/reset", reset_body("forgetful@example.com", &code, "another-22")).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::BAD_REQUEST, json!(passwords::INVALID_CODE)));
}

#[tokio::test]
async fn reset_codes_expire_and_five_wrong_tries_void_them() {
    let app = TestApp::spawn().await;
    app.sign_up("guessed", "guessed@example.com", "password123").await;
    let code = reset_code(&app, "guessed@example.com").await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for _ in 0..passwords::RESET_MAX_ATTEMPTS {
        let res =
            app.post("/api/v1/auth/password/reset", reset_body("guessed@example.com", wrong, "brand-new-1")).await;
        assert_eq!(res.json()["message"], passwords::INVALID_CODE);
    }
    let res = app.post("/api/v1/auth/password/reset", reset_body("guessed@example.com", &code, "brand-new-1")).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "the right code after five wrong ones is refused");
    assert_eq!(login(&app, "guessed@example.com", "password123").await, StatusCode::OK);

    app.sign_up("sleepy", "sleepy@example.com", "password123").await;
    let code = reset_code(&app, "sleepy@example.com").await;
    let past = (chrono::Utc::now() - chrono::Duration::minutes(1)).to_rfc3339();
    app.sql(&format!("UPDATE password_reset SET expires_at = '{past}'")).await;
    let res = app.post("/api/v1/auth/password/reset", reset_body("sleepy@example.com", &code, "brand-new-1")).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::BAD_REQUEST, json!(passwords::CODE_EXPIRED)));
}

#[tokio::test]
async fn reset_e_mails_are_limited_per_address() {
    let app = TestApp::spawn().await;
    app.sign_up("spammed", "spammed@example.com", "password123").await;
    for _ in 0..passwords::RESET_MAILS_PER_EMAIL {
        let res = app.post("/api/v1/auth/password/forgot", json!({"email": "spammed@example.com"})).await;
        assert_eq!(res.status, StatusCode::OK);
    }
    let res = app.post("/api/v1/auth/password/forgot", json!({"email": "spammed@example.com"})).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    // Asked again and again within a minute: one code was sent.
    assert_eq!(mails(&app, "spammed@example.com", "password reset code", 1).await.len(), 1);
}

#[tokio::test]
async fn changing_a_password_needs_the_current_one_and_ends_the_other_sessions() {
    let app = TestApp::spawn().await;
    let (here, _) = app.sign_up("mover", "mover@example.com", "password123").await;
    let elsewhere =
        app.post("/api/v1/auth/login", json!({"email": "mover@example.com", "password": "password123"})).await;
    let elsewhere = elsewhere.json()["accessToken"].as_str().unwrap().to_owned();
    let change =
        |current: &str, new: &str| json!({"currentPassword": current, "password": new, "confirmPassword": new});

    let res = app.json(Method::PUT, "/api/v1/user/me/password", None, change("password123", "brand-new-1")).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    let res = app.json(Method::PUT, "/api/v1/user/me/password", Some(&here), change("wrong-one", "brand-new-1")).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::BAD_REQUEST, json!(passwords::WRONG_CURRENT)));
    let res = app.json(Method::PUT, "/api/v1/user/me/password", Some(&here), change("", "brand-new-1")).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::UNPROCESSABLE_ENTITY, json!(passwords::CURRENT_REQUIRED))
    );
    assert_eq!(app.get_as("/api/v1/user/me", &elsewhere).await.status, StatusCode::OK, "refusals change nothing");

    let res =
        app.json(Method::PUT, "/api/v1/user/me/password", Some(&here), change("password123", "brand-new-1")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], passwords::PASSWORD_CHANGED);
    assert_eq!(app.get_as("/api/v1/user/me", &here).await.status, StatusCode::OK, "this session stays");
    assert_eq!(app.get_as("/api/v1/user/me", &elsewhere).await.status, StatusCode::UNAUTHORIZED, "the other ends");
    assert_eq!(login(&app, "mover@example.com", "password123").await, StatusCode::UNAUTHORIZED);
    assert_eq!(login(&app, "mover@example.com", "brand-new-1").await, StatusCode::OK);
    assert_eq!(mails(&app, "mover@example.com", "password was changed", 1).await.len(), 1);
}

#[tokio::test]
async fn an_account_made_with_google_sets_its_first_password() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("googler", "googler@example.com", "password123").await;
    // As a Google sign-up leaves it: no password.
    app.sql("UPDATE \"user\" SET password_hash = NULL WHERE email = 'googler@example.com'").await;
    assert_eq!(login(&app, "googler@example.com", "password123").await, StatusCode::UNAUTHORIZED);
    let res = app
        .json(
            Method::PUT,
            "/api/v1/user/me/password",
            Some(&token),
            json!({"password": "first-pass-1", "confirmPassword": "first-pass-1"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], passwords::PASSWORD_SET);
    assert_eq!(login(&app, "googler@example.com", "first-pass-1").await, StatusCode::OK);
    assert_eq!(mails(&app, "googler@example.com", "password was set", 1).await.len(), 1);
}
