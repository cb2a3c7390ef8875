//! Accounts that cannot be taken over: sign-up codes tied to the browser that asked, a try cap that holds
//! under parallel guesses, rate limits that hold behind a proxy, logins that strangers cannot lock, roles
//! that keep an admin. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use serde_json::{Value, json};

const LOGIN: &str = "/api/v1/auth/login";

fn signup(username: &str, email: &str, password: &str) -> Value {
    json!({"username": username, "email": email, "password": password, "confirmPassword": password})
}

fn wrong(code: &str) -> String {
    let first = (code.as_bytes()[0] - b'0' + 1) % 10;
    format!("{first}{}", &code[1..])
}

#[tokio::test]
async fn a_sign_up_from_another_browser_cannot_change_what_the_owners_code_creates() {
    let app = TestApp::spawn().await;
    let email = "owner@example.com";
    let (res, owner) = app.send_otp(signup("rightful", email, "owner-password"), None).await;
    assert_eq!(res.status, StatusCode::OK);
    let owners_code = app.outbox_code(email);
    // A minute later, someone else asks for the same address with their own username and password.
    app.sql("UPDATE signup_request SET sent_at = '2000-01-01 00:00:00+00:00'").await;
    std::thread::sleep(std::time::Duration::from_millis(20));
    let (res, stranger) = app.send_otp(signup("hijacker", email, "stranger-password"), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_ne!(owner, stranger);
    let strangers_code = app.outbox_code(email);

    // The code needs the browser that asked for it.
    let res = app.verify_otp(email, &owners_code, None).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    if strangers_code != owners_code {
        let res = app.verify_otp(email, &strangers_code, owner.as_deref()).await;
        assert_eq!(res.json()["message"], "Invalid OTP");
    }
    // The owner's code in the owner's browser creates the owner's account, with the owner's password.
    let res = app.verify_otp(email, &owners_code, owner.as_deref()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["user"]["username"], "rightful");
    assert_eq!(app.post(LOGIN, json!({"email": email, "password": "owner-password"})).await.status, StatusCode::OK);
    let res = app.post(LOGIN, json!({"email": email, "password": "stranger-password"})).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    // The stranger's request is gone with the account made.
    let res = app.verify_otp(email, &strangers_code, stranger.as_deref()).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_guesses_get_five_tries_in_all() {
    let app = TestApp::spawn_with(&[("login_max_per_ip", json!(1000)), ("login_max_per_email", json!(1000))]).await;
    let email = "guessed@example.com";
    let (_, cookie) = app.send_otp(signup("guessed", email, "password123"), None).await;
    let code = app.outbox_code(email);
    let bad = wrong(&code);
    let mut tasks = Vec::new();
    for _ in 0..24 {
        let (router, cookie, bad) = (app.router.clone(), cookie.clone().unwrap(), bad.clone());
        tasks.push(tokio::spawn(async move {
            use tower::ServiceExt;
            let request = axum::http::Request::builder()
                .method(Method::POST)
                .uri("/api/v1/auth/signup/verify-otp")
                .header("content-type", "application/json")
                .header("cookie", cookie)
                .body(axum::body::Body::from(json!({"email": email, "otp": bad}).to_string()))
                .unwrap();
            let response = router.oneshot(request).await.unwrap();
            let body = http_body_util::BodyExt::collect(response.into_body()).await.unwrap().to_bytes();
            serde_json::from_slice::<Value>(&body).unwrap()["message"].as_str().unwrap().to_owned()
        }));
    }
    let mut compared = 0;
    for t in tasks {
        if t.await.unwrap() == "Invalid OTP" {
            compared += 1;
        }
    }
    assert!(compared <= 5, "{compared} guesses were compared");
    let res = app.verify_otp(email, &code, cookie.as_deref()).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "the right code after the cap: {}", res.text());
}

#[tokio::test]
async fn code_tries_are_limited_per_address_across_requests_but_strangers_cannot_use_them_up() {
    let app = TestApp::spawn_with(&[("login_max_per_email", json!(3))]).await;
    let email = "spread@example.com";
    let (_, owner) = app.send_otp(signup("spread", email, "password123"), None).await;
    let code = app.outbox_code(email);
    // Tries from browsers without a request for the address count for nothing.
    for n in 0..5 {
        let peer = format!("198.51.100.{n}");
        let res = app
            .post_from(&peer, "/api/v1/auth/signup/verify-otp", &[], json!({"email": email, "otp": wrong(&code)}))
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST);
    }
    let res = app.verify_otp(email, &wrong(&code), owner.as_deref()).await;
    assert_eq!(res.json()["message"], "Invalid OTP");
    // A second request for the same address (another browser guessing its own code): the tries on both
    // requests count together.
    let (_, other) = app.send_otp(signup("spread2", email, "password123"), None).await;
    for _ in 0..2 {
        let res = app.verify_otp(email, "000000", other.as_deref()).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text());
    }
    let res = app.verify_otp(email, &code, owner.as_deref()).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.text());
}

#[tokio::test]
async fn behind_a_trusted_proxy_a_spoofed_hop_does_not_escape_the_limit() {
    let app = TestApp::spawn_with(&[("trusted_proxies", json!("10.0.0.0/8")), ("login_max_per_ip", json!(3))]).await;
    let app = &app;
    let attempt = |fake: String, client: &'static str| {
        let forwarded = format!("{fake}, {client}");
        async move {
            app.post_from(
                "10.0.0.2",
                LOGIN,
                &[("x-forwarded-for", forwarded.as_str())],
                json!({"email": format!("{fake}@example.com"), "password": "password123"}),
            )
            .await
            .status
        }
    };
    // A client that writes a new first hop each time is still one client.
    for n in 0..3 {
        assert_eq!(attempt(format!("6.6.6.{n}"), "198.51.100.7").await, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(attempt("6.6.6.99".into(), "198.51.100.7").await, StatusCode::TOO_MANY_REQUESTS);
    // Another client behind the same proxy has its own count.
    assert_eq!(attempt("6.6.6.100".into(), "198.51.100.8").await, StatusCode::UNAUTHORIZED);
    // Without trusting the proxy, everyone behind it would share the proxy's address.
    let plain = TestApp::spawn_with(&[("login_max_per_ip", json!(1))]).await;
    let from = |client: &'static str| {
        let plain = &plain;
        async move {
            plain
                .post_from(
                    "10.0.0.2",
                    LOGIN,
                    &[("x-forwarded-for", client)],
                    json!({"email": "x@example.com", "password": "p"}),
                )
                .await
                .status
        }
    };
    assert_eq!(from("198.51.100.7").await, StatusCode::UNAUTHORIZED);
    assert_eq!(from("198.51.100.8").await, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn a_stranger_guessing_a_password_cannot_lock_the_owner_out() {
    let app = TestApp::spawn_with(&[("login_max_per_email", json!(5)), ("login_max_per_ip", json!(100))]).await;
    app.sign_up("locked", "locked@example.com", "the-right-password").await;
    let login = |peer: &'static str, password: &'static str| {
        let app = &app;
        async move {
            app.post_from(peer, LOGIN, &[], json!({"email": "locked@example.com", "password": password})).await.status
        }
    };
    let mut refused = 0;
    for _ in 0..20 {
        match login("203.0.113.66", "a-guess").await {
            StatusCode::UNAUTHORIZED => {}
            StatusCode::TOO_MANY_REQUESTS => refused += 1,
            other => panic!("{other}"),
        }
    }
    assert_eq!(refused, 15, "the guesser is stopped after 5 failures");
    // The owner, from their own connection, signs in.
    assert_eq!(login("198.51.100.20", "the-right-password").await, StatusCode::OK);
    // The guesser stays stopped, even with the right password.
    assert_eq!(login("203.0.113.66", "the-right-password").await, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn over_long_inputs_are_a_clear_4xx_never_a_500() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("longadmin", Role::Admin).await;
    let user = app.user_with_role("longuser", Role::User).await;
    let long = "x".repeat(10_000);
    let long_email = format!("{}@example.com", "a".repeat(10_000));
    let posts: Vec<(&str, Option<&str>, Value)> = vec![
        (LOGIN, None, json!({"email": long_email, "password": "password123"})),
        (LOGIN, None, json!({"email": "a@example.com", "password": long})),
        ("/api/v1/auth/signup/send-otp", None, signup(&long, &long_email, &long)),
        ("/api/v1/auth/signup/send-otp", None, signup("okname", &long_email, "password123")),
        ("/api/v1/auth/signup/verify-otp", None, json!({"email": long_email, "otp": "123456"})),
        ("/api/v1/auth/signup/verify-otp", None, json!({"email": "a@example.com", "otp": long})),
        ("/api/v1/auth/google-login", None, json!({"credential": long})),
        (
            "/api/v1/ca/apply",
            Some(&user),
            json!({
                "fullName": long, "collegeName": long, "collegeYear": long, "rollno": long, "collegeAddress": long,
                "phoneNumber": long, "howDidYouKnow": long, "applicationStatement": long, "por": long, "alternativeEmail": long_email,
            }),
        ),
        ("/api/v1/events/football/create-order", Some(&user), {
            let mut form = common::forms::team("football", Some("Men"));
            form["collegeName"] = json!(long);
            form["collegeAddress"] = json!(long);
            form["referralCode"] = json!(long);
            form
        }),
        ("/api/v1/events/football/create-order", Some(&user), {
            let mut form = common::forms::team("football", Some("Men"));
            form["category"] = json!(long);
            form
        }),
    ];
    for (path, token, body) in posts {
        let res = app.json(Method::POST, path, token, body).await;
        assert!(res.status.is_client_error(), "{path}: {} {}", res.status, res.text());
        assert_eq!(res.json()["success"], false, "{path}");
    }
    let gets = [
        format!("/api/v1/user/all-users?search={long}"),
        format!("/api/v1/user/all-users?role={long}"),
        format!("/api/v1/events/football/registrations?search={long}&status={long}"),
        format!("/api/v1/events/{long}/registrations"),
        format!("/api/v1/ca/all-applications?status={long}"),
    ];
    for path in gets {
        let res = app.get_as(&path, &admin).await;
        assert!(res.status.as_u16() < 500, "{}: {} {}", &path[..60], res.status, res.text());
    }
    let res = app.json(Method::PUT, &format!("/api/v1/ca/{long}/accept"), Some(&admin), json!({})).await;
    assert!(res.status.is_client_error(), "{} {}", res.status, res.text());
    let res = app.json(Method::PUT, &format!("/api/v1/user/{long}/role"), Some(&admin), json!({"role": long})).await;
    assert!(res.status.is_client_error(), "{} {}", res.status, res.text());
}

fn application() -> Value {
    json!({
        "fullName": "Asha Kumari", "collegeName": "NIT Patna", "collegeYear": "Second Year", "rollno": "2201CS10",
        "collegeAddress": "Ashok Rajpath, Patna, Bihar", "phoneNumber": "9876543210", "howDidYouKnow": "Instagram",
        "applicationStatement": "I organise events in my college.", "por": "Cultural secretary", "alternativeEmail": "",
    })
}

#[tokio::test]
async fn a_moderator_cannot_decide_their_own_application() {
    let app = TestApp::spawn().await;
    let moderator = app.user_with_role("selfjudge", Role::Moderator).await;
    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&moderator), application()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let id = res.json()["application"]["_id"].as_str().unwrap().to_owned();
    for action in ["accept", "reject"] {
        let res = app.json(Method::PUT, &format!("/api/v1/ca/{id}/{action}"), Some(&moderator), json!({})).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text());
        assert_eq!(res.json()["message"], "You cannot decide your own application.");
    }
    // Another moderator can.
    let other = app.user_with_role("otherjudge", Role::Moderator).await;
    let res = app.json(Method::PUT, &format!("/api/v1/ca/{id}/accept"), Some(&other), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test]
async fn a_demoted_ambassadors_code_stops_working_and_stops_counting() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("demoter", Role::Admin).await;
    let ca = app.user_with_role("fallen", Role::User).await;
    let id = app.json(Method::POST, "/api/v1/ca/apply", Some(&ca), application()).await.json()["application"]["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let res = app.json(Method::PUT, &format!("/api/v1/ca/{id}/accept"), Some(&admin), json!({})).await;
    let code = res.json()["application"]["referralCode"].as_str().unwrap().to_owned();
    let buyer = app.user_with_role("referred", Role::User).await;
    let mut form = common::forms::team("chess", None);
    form["referralCode"] = json!(code);
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&buyer), form.clone()).await;
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&buyer), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/chess/verify-payment", Some(&buyer), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let leaders = app.get_as("/api/v1/ca/dashboard", &ca).await.json()["leaderboard"].clone();
    assert_eq!(leaders.as_array().unwrap().len(), 1, "{leaders}");

    // Demoted to a plain user: the code is refused and credits no one.
    let user_id = app.get_as("/api/v1/user/me", &ca).await.json()["user"]["_id"].as_str().unwrap().to_owned();
    let res =
        app.json(Method::PUT, &format!("/api/v1/user/{user_id}/role"), Some(&admin), json!({"role": "user"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let other = app.user_with_role("latecomer", Role::User).await;
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&other), form).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["referralCode"], json!(["This referral code is not valid."]));
    let another_ca = app.user_with_role("stillca", Role::Ca).await;
    let leaders = app.get_as("/api/v1/ca/dashboard", &another_ca).await.json()["leaderboard"].clone();
    assert_eq!(leaders, json!([]), "the demoted ambassador left the leaderboard");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_admins_demoting_each_other_at_once_leave_an_admin() {
    for round in 0..4 {
        let app = TestApp::spawn().await;
        let a = app.user_with_role(&format!("admina{round}"), Role::Admin).await;
        let b = app.user_with_role(&format!("adminb{round}"), Role::Admin).await;
        let id_of = |token: String| {
            let app = &app;
            async move { app.get_as("/api/v1/user/me", &token).await.json()["user"]["_id"].as_str().unwrap().to_owned() }
        };
        let (a_id, b_id) = (id_of(a.clone()).await, id_of(b.clone()).await);
        let (to_b, to_a) = (format!("/api/v1/user/{b_id}/role"), format!("/api/v1/user/{a_id}/role"));
        let (ra, rb) = tokio::join!(
            app.json(Method::PUT, &to_b, Some(&a), json!({"role": "user"})),
            app.json(Method::PUT, &to_a, Some(&b), json!({"role": "user"})),
        );
        assert!(ra.status.as_u16() < 500 && rb.status.as_u16() < 500, "{} {}", ra.text(), rb.text());
        let stats = fest_app::services::stats::stats(&app.ctx).await.unwrap();
        assert_eq!(stats.users.admin, 1, "round {round}: {} / {}", ra.text(), rb.text());
    }
}

#[tokio::test]
async fn the_last_admin_cannot_be_demoted_from_the_command_line_either() {
    let app = TestApp::spawn().await;
    app.user_with_role("onlyadmin", Role::Admin).await;
    let err = fest_app::services::accounts::set_role_by_email(&app.ctx, "onlyadmin@example.com", Role::User)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("last admin"), "{err}");
    app.user_with_role("second", Role::Admin).await;
    fest_app::services::accounts::set_role_by_email(&app.ctx, "onlyadmin@example.com", Role::User).await.unwrap();
}
