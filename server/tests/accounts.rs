//! Sign-up by e-mail code, password login, sessions, rate limits, roles.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use serde_json::json;

const SEND: &str = "/api/v1/auth/signup/send-otp";
const VERIFY: &str = "/api/v1/auth/signup/verify-otp";
const LOGIN: &str = "/api/v1/auth/login";

fn signup(username: &str, email: &str) -> serde_json::Value {
    json!({"username": username, "email": email, "password": "password123", "confirmPassword": "password123"})
}

#[tokio::test]
async fn sign_up_with_the_mailed_code_creates_a_verified_account_and_signs_in() {
    let app = TestApp::spawn().await;
    let (res, cookie) = app.send_otp(signup("Asha", "Asha@Example.com"), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json(), json!({"success": true, "message": "OTP sent to your email", "timeLeft": 60}));
    let set_cookie = res.header("set-cookie").unwrap();
    for attribute in ["HttpOnly", "SameSite=Strict", "Path=/api/v1/auth/signup"] {
        assert!(set_cookie.contains(attribute), "{set_cookie}");
    }

    let code = app.outbox_code("asha@example.com");
    let res = app.verify_otp("asha@example.com", &code, cookie.as_deref()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["success"], true);
    assert_eq!(body["message"], "Registration successful");
    let token = body["accessToken"].as_str().unwrap();
    assert!(token.len() >= 43, "at least 256 bits: {token}");
    let user = &body["user"];
    assert_eq!(user["username"], "Asha");
    assert_eq!(user["email"], "asha@example.com");
    assert_eq!(user["role"], "user");
    // SPEC 2.14: true only for an account verified by Google sign-in.
    assert_eq!(user["isEmailVerified"], false);
    assert_eq!(user["authProvider"], "email");
    assert_eq!(user["caApplication"], serde_json::Value::Null);
    for key in ["_id", "fullname", "createdAt", "isIITPStud", "collegeName", "por", "address"] {
        assert!(user.get(key).is_some(), "user.{key} missing: {user}");
    }

    let me = app.get_as("/api/v1/user/me", token).await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(me.json()["success"], true);
    assert_eq!(me.json()["user"]["_id"], user["_id"]);
}

#[tokio::test]
async fn a_new_account_has_no_full_name_until_its_owner_gives_one() {
    let app = TestApp::spawn().await;
    // The sign-up request of SPEC 7 (username, email, password, confirmPassword): the username is no full
    // name (a roster refuses it), so the account starts without one.
    let (token, user) = app.sign_up("asha_r", "asha.r@example.com", "password123").await;
    assert_eq!(user["username"], "asha_r");
    assert_eq!(user["fullname"], "", "{user}");
    let me = app.get_as("/api/v1/user/me", &token).await.json();
    assert_eq!(me["user"]["fullname"], "");

    // Its owner gives it in the profile.
    let res = app.json(Method::PATCH, "/api/v1/user/me", Some(&token), json!({"fullname": "Asha Rao"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.json()["user"]["fullname"], "Asha Rao");
}

#[tokio::test]
async fn the_code_is_stored_hashed_never_in_clear() {
    let app = TestApp::spawn().await;
    app.send_otp(signup("ravi", "ravi@example.com"), None).await;
    let code = app.outbox_code("ravi@example.com");
    use sea_orm::{ConnectionTrait, Statement};
    let db = app.ctx.db();
    let row = db
        .query_one_raw(Statement::from_string(db.get_database_backend(), "SELECT otp_hash FROM signup_request"))
        .await
        .unwrap()
        .unwrap();
    let stored: String = row.try_get_by_index(0).unwrap();
    assert_eq!(stored.len(), 64);
    assert!(!stored.contains(&code));
}

#[tokio::test]
async fn a_second_send_within_a_minute_fails_with_time_left_and_a_later_one_replaces_the_code() {
    let app = TestApp::spawn().await;
    let (res, cookie) = app.send_otp(signup("meera", "meera@example.com"), None).await;
    assert_eq!(res.status, StatusCode::OK);
    let first = app.outbox_code("meera@example.com");

    let (res, _) = app.send_otp(signup("meera", "meera@example.com"), cookie.as_deref()).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    let body = res.json();
    assert_eq!(body["success"], false);
    assert_eq!(body["message"], "OTP already sent. Please check your inbox.");
    let left = body["timeLeft"].as_u64().unwrap();
    assert!((1..=60).contains(&left), "{left}");
    assert_eq!(res.header("retry-after"), Some(left.to_string().as_str()));

    // A minute later another code may be sent; the old one is void.
    app.sql("UPDATE signup_request SET sent_at = '2000-01-01 00:00:00+00:00'").await;
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert_eq!(app.send_otp(signup("meera", "meera@example.com"), cookie.as_deref()).await.0.status, StatusCode::OK);
    let second = app.outbox_code("meera@example.com");
    if first != second {
        let res = app.verify_otp("meera@example.com", &first, cookie.as_deref()).await;
        assert_eq!(res.json()["message"], "Invalid OTP");
    }
    let res = app.verify_otp("meera@example.com", &second, cookie.as_deref()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

/// A client over its per-client limit is told so, not that a code was sent: only the resend window carries
/// `timeLeft` (which moves the form on to the code box).
#[tokio::test]
async fn a_per_client_limit_on_send_otp_is_not_a_code_already_sent() {
    let app = TestApp::spawn_with(&[("login_max_per_ip", json!(2))]).await;
    for n in 0..2 {
        let body = signup(&format!("limited{n}"), &format!("limited{n}@example.com"));
        let res = app.post_from("203.0.113.9", "/api/v1/auth/signup/send-otp", &[], body).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    let res = app
        .post_from("203.0.113.9", "/api/v1/auth/signup/send-otp", &[], signup("limited9", "limited9@example.com"))
        .await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    let body = res.json();
    assert!(body.get("timeLeft").is_none(), "{body}");
    assert_ne!(body["message"], "OTP already sent. Please check your inbox.");
    assert!(body["message"].as_str().unwrap().starts_with("Too many attempts."), "{body}");
    assert!(res.header("retry-after").is_some());
}

fn wrong(code: &str) -> String {
    let first = (code.as_bytes()[0] - b'0' + 1) % 10;
    format!("{first}{}", &code[1..])
}

#[tokio::test]
async fn a_wrong_code_is_invalid_and_five_wrong_tries_void_it() {
    let app = TestApp::spawn().await;
    let (_, cookie) = app.send_otp(signup("kabir", "kabir@example.com"), None).await;
    let code = app.outbox_code("kabir@example.com");
    for _ in 0..5 {
        let res = app.verify_otp("kabir@example.com", &wrong(&code), cookie.as_deref()).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST);
        assert_eq!(res.json(), json!({"success": false, "message": "Invalid OTP"}));
    }
    // Void: even the right code no longer works; a new one must be sent.
    let res = app.verify_otp("kabir@example.com", &code, cookie.as_deref()).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "No sign-up is waiting for this email. Please request a new OTP.");
    assert_eq!(app.send_otp(signup("kabir", "kabir@example.com"), cookie.as_deref()).await.0.status, StatusCode::OK);
}

#[tokio::test]
async fn an_expired_code_says_so() {
    let app = TestApp::spawn().await;
    let (_, cookie) = app.send_otp(signup("zoya", "zoya@example.com"), None).await;
    let code = app.outbox_code("zoya@example.com");
    app.sql("UPDATE signup_request SET expires_at = '2000-01-01 00:00:00+00:00'").await;
    let res = app.verify_otp("zoya@example.com", &code, cookie.as_deref()).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "This OTP has expired. Please request a new one.");
}

#[tokio::test]
async fn a_malformed_code_is_a_field_error() {
    let app = TestApp::spawn().await;
    let res = app.post(VERIFY, json!({"email": "x@example.com", "otp": "12ab"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.json()["errors"]["otp"].is_array());
}

#[tokio::test]
async fn usernames_and_emails_are_unique_regardless_of_case() {
    let app = TestApp::spawn().await;
    app.sign_up("Priya", "priya@example.com", "password123").await;
    let res = app.post(SEND, signup("PRIYA", "other@example.com")).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(res.json()["message"], "This username is already taken.");
    let res = app.post(SEND, signup("someone", "PRIYA@example.com")).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(res.json()["message"], "An account with this email already exists. Please log in.");
}

#[tokio::test]
async fn sign_up_rules_come_back_as_field_errors() {
    let app = TestApp::spawn().await;
    let res = app
        .post(SEND, json!({"username": "", "email": "not-an-email", "password": "short", "confirmPassword": "other"}))
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let body = res.json();
    assert_eq!(body["success"], false);
    let errors = &body["errors"];
    assert_eq!(errors["confirmPassword"], json!(["Passwords do not match"]));
    for field in ["username", "email", "password"] {
        assert!(errors[field].is_array(), "{field}: {body}");
    }
    assert!(!app.dir.path().join("outbox").read_dir().unwrap().any(|_| true), "nothing is mailed");
}

#[tokio::test]
async fn login_works_and_one_message_covers_unknown_email_and_wrong_password() {
    let app = TestApp::spawn().await;
    app.sign_up("dev", "dev@example.com", "password123").await;
    let ok = app.post(LOGIN, json!({"email": "DEV@example.com", "password": "password123"})).await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text());
    assert_eq!(ok.json()["message"], "Login successful");
    assert_eq!(ok.json()["user"]["username"], "dev");

    let wrong = app.post(LOGIN, json!({"email": "dev@example.com", "password": "password124"})).await;
    let unknown = app.post(LOGIN, json!({"email": "nobody@example.com", "password": "password123"})).await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!(unknown.status, StatusCode::UNAUTHORIZED);
    assert_eq!(wrong.json(), unknown.json());
    assert_eq!(wrong.json()["message"], "Invalid email or password");

    let missing = app.post(LOGIN, json!({"email": "", "password": ""})).await;
    assert_eq!(missing.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn login_attempts_are_limited_per_email_and_per_address() {
    let app = TestApp::spawn_with(&[("login_max_per_email", json!(3)), ("login_max_per_ip", json!(5))]).await;
    for _ in 0..3 {
        let res = app.post(LOGIN, json!({"email": "a@example.com", "password": "password123"})).await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    }
    let res = app.post(LOGIN, json!({"email": "a@example.com", "password": "password123"})).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(res.json()["message"].as_str().unwrap().starts_with("Too many attempts."), "{}", res.text());
    assert!(res.header("retry-after").is_some());

    // Other e-mails from the same address: the per-address limit (5 in all) is reached too.
    let res = app.post(LOGIN, json!({"email": "b@example.com", "password": "password123"})).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    let res = app.post(LOGIN, json!({"email": "c@example.com", "password": "password123"})).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn logout_revokes_the_token_everywhere() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("neha", "neha@example.com", "password123").await;
    let res = app.json(Method::POST, "/api/v1/auth/logout", Some(&token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.json()["success"], true);
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::UNAUTHORIZED);
    let again = app.json(Method::POST, "/api/v1/auth/logout", Some(&token), json!({})).await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn missing_invalid_and_expired_tokens_are_401() {
    let app = TestApp::spawn().await;
    assert_eq!(app.get("/api/v1/user/me").await.status, StatusCode::UNAUTHORIZED);
    let res = app.get_as("/api/v1/user/me", "not-a-token").await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(res.json(), json!({"success": false, "message": "Please log in to continue."}));

    let (token, _) = app.sign_up("old", "old@example.com", "password123").await;
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::OK);
    app.sql("UPDATE session SET expires_at = '2000-01-01 00:00:00+00:00'").await;
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn sessions_are_stored_only_as_hashes() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("hash", "hash@example.com", "password123").await;
    use sea_orm::{ConnectionTrait, Statement};
    let db = app.ctx.db();
    let row = db
        .query_one_raw(Statement::from_string(db.get_database_backend(), "SELECT token_hash FROM session"))
        .await
        .unwrap()
        .unwrap();
    let stored: String = row.try_get_by_index(0).unwrap();
    assert_ne!(stored, token);
    assert!(!stored.contains(&token));
}

#[tokio::test]
async fn each_role_on_a_staff_route() {
    let app = TestApp::spawn().await;
    let path = "/api/v1/user/all-users";
    assert_eq!(app.get(path).await.status, StatusCode::UNAUTHORIZED);
    for (name, role, expected) in [
        ("plainuser", Role::User, StatusCode::FORBIDDEN),
        ("causer", Role::Ca, StatusCode::FORBIDDEN),
        ("moduser", Role::Moderator, StatusCode::OK),
        ("adminuser", Role::Admin, StatusCode::OK),
    ] {
        let token = app.user_with_role(name, role).await;
        let res = app.get_as(path, &token).await;
        assert_eq!(res.status, expected, "{name}: {}", res.text());
        let me = app.get_as("/api/v1/user/me", &token).await;
        assert_eq!(me.json()["user"]["role"], role.as_str());
    }
}

#[tokio::test]
async fn every_response_carries_a_content_security_policy() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/v1/health").await;
    let csp = res.header("content-security-policy").unwrap();
    for part in
        ["default-src 'self'", "https://accounts.google.com", "https://checkout.razorpay.com", "frame-ancestors 'none'"]
    {
        assert!(csp.contains(part), "{part} in {csp}");
    }
}

#[tokio::test]
async fn malformed_bodies_are_clear_4xx() {
    let app = TestApp::spawn().await;
    let res = app
        .request(
            axum::http::Request::builder()
                .method(Method::POST)
                .uri(LOGIN)
                .header("content-type", "application/json")
                .body(axum::body::Body::from("{not json"))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "The request body is not valid JSON.");
    let res = app
        .request(
            axum::http::Request::builder().method(Method::POST).uri(LOGIN).body(axum::body::Body::from("x")).unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let big = "x".repeat(300 * 1024);
    let res = app.post(LOGIN, json!({"email": big, "password": "p"})).await;
    assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(res.json()["success"], false);
}
