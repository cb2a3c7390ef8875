//! Trust in accounts: deletion never depends on a name a person can take; a change of e-mail voids every code
//! open for either address and ends the other sessions; an account cannot go while one of its online
//! payments is still open; names refuse invisible and text-direction characters. Runs on SQLite and
//! PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::forms::{athletics, team};
use common::{TestApp, code_in};
use fest_app::roles::Role;
use fest_app::services::{account_deletion, email_changes, passwords};
use fest_shared::catalogue::EventId;
use fest_shared::values::{INVISIBLE_IN_NAME, Username};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set, Statement};
use serde_json::{Value, json};

async fn count(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// Every e-mail to `to` whose subject contains `subject`, waiting up to 10 s for at least `at_least`.
async fn mails(app: &TestApp, to: &str, subject: &str, at_least: usize) -> Vec<String> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let found: Vec<String> = std::fs::read_dir(app.dir.path().join("outbox"))
            .map(|dir| {
                dir.filter_map(Result::ok)
                    .filter_map(|e| std::fs::read_to_string(e.path()).ok())
                    .filter(|text| {
                        text.to_lowercase().contains(&format!("to: {to}"))
                            && text.lines().any(|l| l.starts_with("Subject:") && l.contains(subject))
                    })
                    .collect()
            })
            .unwrap_or_default();
        if found.len() >= at_least || std::time::Instant::now() > deadline {
            return found;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// A message's text with its quoted-printable soft line breaks and `=XX` escapes undone (enough for ASCII).
fn plain(message: &str) -> String {
    let joined = message.replace("=\r\n", "").replace("=\n", "");
    let mut out = String::new();
    let mut chars = joined.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '=' {
            let hex: String = chars.clone().take(2).collect();
            if let Ok(byte) = u8::from_str_radix(&hex, 16) {
                out.push(byte as char);
                chars.next();
                chars.next();
                continue;
            }
        }
        out.push(c);
    }
    out
}

fn past(minutes: i64) -> String {
    (Utc::now() - Duration::minutes(minutes)).format("%Y-%m-%d %H:%M:%S%.6f+00:00").to_string()
}

async fn delete_me(app: &TestApp, token: &str) -> common::TestResponse {
    app.json(Method::DELETE, "/api/v1/user/me", Some(token), json!({"password": "password123"})).await
}

/// Pays for a registration through the sandbox.
async fn paid(app: &TestApp, token: &str, event: &str, form: Value) {
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), res.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

// 1. Deletion never depends on a name a person can take.

#[tokio::test]
async fn reserved_usernames_are_refused_at_sign_up_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    for name in ["deleted-account", "Deleted-Account", "DELETED_ACCOUNT", "deleted.account", "system", "anonymous"] {
        let (res, _) = app
            .send_otp(
                json!({"username": name, "email": "squatter@example.com", "password": "password123",
                    "confirmPassword": "password123"}),
                None,
            )
            .await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{name}: {}", res.text());
        assert_eq!(res.json()["errors"]["username"][0], Username::RESERVED, "{name}");
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM signup_request").await, 0);
    assert!(mails(&app, "squatter@example.com", "sign-up code", 1).await.is_empty());
}

#[tokio::test]
async fn the_deleted_accounts_holder_exists_before_anyone_signs_up_and_is_nobodys() {
    let app = TestApp::spawn().await;
    assert_eq!(
        count(
            &app,
            &format!(
                "SELECT COUNT(*) FROM \"user\" WHERE id = '{}' AND username = '{}' AND password_hash IS NULL \
                 AND google_sub IS NULL",
                account_deletion::DELETED_ACCOUNT_ID,
                account_deletion::DELETED_ACCOUNT_USERNAME
            )
        )
        .await,
        1,
        "made by the migration"
    );
    assert!(Username::parse(account_deletion::DELETED_ACCOUNT_USERNAME).is_err(), "no person can take its name");
    let admin = app.user_with_role("organiser", Role::Admin).await;
    // Not a person: not in the admin's list, its figures, nor open to a role.
    let users = app.get_as("/api/v1/user/all-users", &admin).await.json();
    assert_eq!(users["users"].as_array().unwrap().len(), 1, "{users}");
    let page = app.get_as("/api/v1/user/all-users?page=1&limit=5", &admin).await.json();
    assert_eq!(page["pagination"]["total"], 1, "{page}");
    let found = app.get_as("/api/v1/user/all-users?search=deleted", &admin).await.json();
    assert_eq!(found["users"], json!([]), "{found}");
    let stats = app.get_as("/api/v1/admin/stats", &admin).await.json();
    assert_eq!(stats["users"]["total"], 1, "{stats}");
    let res = app
        .json(
            Method::PUT,
            &format!("/api/v1/user/{}/role", account_deletion::DELETED_ACCOUNT_ID),
            Some(&admin),
            json!({"role": "admin"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text());
}

#[tokio::test]
async fn accounts_delete_even_when_a_look_alike_name_was_taken_before_the_first_deletion() {
    // The default fest (February 2025) is over: paid registrations do not hold the accounts.
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    // An account named like the old placeholder, as a database made before the names were reserved may hold.
    let now = Utc::now();
    fest_app::entities::user::ActiveModel {
        id: Set("squatter-id".into()),
        username: Set("deleted-account".into()),
        username_key: Set("deleted-account".into()),
        fullname: Set("Squatter".into()),
        email: Set("squatter@example.com".into()),
        password_hash: Set(None),
        google_sub: Set(None),
        role: Set(Role::User),
        is_email_verified: Set(true),
        is_iitp_stud: Set(false),
        college_name: Set(None),
        por: Set(None),
        address: Set(None),
        college_address: Set(None),
        college_year: Set(None),
        phone_number: Set(None),
        language: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(app.ctx.db())
    .await
    .unwrap();
    let admin = app.user_with_role("organiser", Role::Admin).await;
    for (name, event, category) in [("leaving1", "chess", None), ("leaving2", "squash", Some("Men"))] {
        let token = app.user_with_role(name, Role::User).await;
        paid(&app, &token, event, team(event, category)).await;
        let res = delete_me(&app, &token).await;
        assert_eq!(res.status, StatusCode::OK, "{name}: {}", res.text());
    }
    assert_eq!(
        count(
            &app,
            &format!(
                "SELECT COUNT(*) FROM registration WHERE user_id = '{}' AND status = 'paid'",
                account_deletion::DELETED_ACCOUNT_ID
            )
        )
        .await,
        2
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration WHERE user_id = 'squatter-id'").await, 0);
    let all = app.get_as("/api/v1/events/all-registrations", &admin).await.json();
    assert_eq!(all["registrations"]["chess"][0]["userId"]["username"], account_deletion::DELETED_ACCOUNT_USERNAME);
}

// 2. A change of e-mail voids every code open for either address and ends the other sessions.

#[tokio::test]
async fn a_change_of_email_voids_every_code_of_both_addresses_and_ends_the_other_sessions() {
    let app = TestApp::spawn().await;
    let (mine, _) = app.sign_up("owner", "owner@example.com", "password123").await;
    let other = app.post("/api/v1/auth/login", json!({"email": "owner@example.com", "password": "password123"})).await;
    assert_eq!(other.status, StatusCode::OK);
    let other = other.json()["accessToken"].as_str().unwrap().to_owned();
    let (neighbour, _) = app.sign_up("neighbour", "neighbour@example.com", "password123").await;

    // A reset code for the account, sent to the address it has now.
    let res = app.post("/api/v1/auth/password/forgot", json!({"email": "owner@example.com"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let reset = code_in(mails(&app, "owner@example.com", "password reset code", 1).await.last().expect("a code"));
    // A sign-up waiting for the new address, and another account's change of e-mail to it.
    let (res, _) = app
        .send_otp(
            json!({"username": "latecomer", "email": "new@example.com", "password": "password123",
                "confirmPassword": "password123"}),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res =
        app.json(Method::POST, "/api/v1/user/me/email", Some(&neighbour), json!({"email": "new@example.com"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let neighbours_code = code_in(mails(&app, "new@example.com", "email confirmation code", 1).await.last().unwrap());

    // The owner moves the account to the new address.
    let res = app.json(Method::POST, "/api/v1/user/me/email", Some(&mine), json!({"email": "new@example.com"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let codes = mails(&app, "new@example.com", "email confirmation code", 2).await;
    let code = codes.iter().map(|m| code_in(m)).find(|c| *c != neighbours_code).expect("the owner's code");
    let res = app.json(Method::POST, "/api/v1/user/me/email/verify", Some(&mine), json!({"code": code})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["user"]["email"], "new@example.com");

    // The old code does not reset the password, with either address.
    for email in ["new@example.com", "owner@example.com"] {
        let body = json!({"email": email, "code": reset, "password": "attacker-1", "confirmPassword": "attacker-1"});
        let res = app.post("/api/v1/auth/password/reset", body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{email}: {}", res.text());
        assert_eq!(res.json()["message"], passwords::INVALID_CODE);
    }
    let login =
        |password: &str| app.post("/api/v1/auth/login", json!({"email": "new@example.com", "password": password}));
    assert_eq!(login("attacker-1").await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(login("password123").await.status, StatusCode::OK, "the owner still signs in");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM password_reset").await, 0);
    // Every sign-up and change of e-mail waiting for either address is void.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM signup_request").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM email_change").await, 0);
    let res = app
        .json(Method::POST, "/api/v1/user/me/email/verify", Some(&neighbour), json!({"code": neighbours_code}))
        .await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::BAD_REQUEST, json!(email_changes::NO_CHANGE_PENDING))
    );

    // The session that made the change stays; the other one ended.
    assert_eq!(app.get_as("/api/v1/user/me", &mine).await.status, StatusCode::OK);
    assert_eq!(app.get_as("/api/v1/user/me", &other).await.status, StatusCode::UNAUTHORIZED);

    // The old address is told how to report it, without the new address.
    let notice = mails(&app, "owner@example.com", "email was changed", 1).await;
    let notice = plain(notice.last().expect("the notice"));
    assert!(notice.contains("was changed"), "{notice}");
    assert!(notice.contains(fest_shared::fest::FEST.email) && notice.contains("report"), "{notice}");
    assert!(!notice.to_lowercase().contains("new@example.com"), "{notice}");
    assert!(!notice.to_lowercase().contains("new=40example.com"), "{notice}");
}

// 3. An account cannot go while one of its online payments can still be paid.

#[tokio::test]
async fn an_account_with_a_registration_order_still_open_cannot_be_deleted() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("payer", Role::User).await;
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&token), team("chess", None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    let res = delete_me(&app, &token).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(res.json()["message"], account_deletion::PAYMENT_IN_PROGRESS);
    assert!(res.json()["message"].as_str().unwrap().contains("finish or cancel your payment first"));
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::OK, "nothing deleted");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration WHERE status = 'pending'").await, 1);

    // Once its time to pay has run out, the account can go.
    app.sql(&format!("UPDATE registration SET expires_at = '{}' WHERE status = 'pending'", past(1))).await;
    let res = delete_me(&app, &token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 0);
}

#[tokio::test]
async fn an_account_with_a_roster_difference_still_to_pay_cannot_be_deleted() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("sprinter", Role::User).await;
    paid(&app, &token, "athletics", athletics("Men", &["100m"], None)).await;
    let res = app
        .json(
            Method::PUT,
            "/api/v1/events/athletics/registration",
            Some(&token),
            athletics("Men", &["100m"], Some("4x100m")),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["change"]["status"], "awaiting_payment");

    let res = delete_me(&app, &token).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(res.json()["message"], account_deletion::PAYMENT_IN_PROGRESS);
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::OK, "nothing deleted");

    app.sql(&format!("UPDATE registration_change SET expires_at = '{}' WHERE status = 'awaiting_payment'", past(1)))
        .await;
    let res = delete_me(&app, &token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test]
async fn an_account_with_a_stay_order_still_open_cannot_be_deleted() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("captain", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    paid(&app, &token, "football", team("football", Some("Men"))).await;
    let registration = app.get_as("/api/v1/events/my-registrations", &token).await.json()["registrations"][0]["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let passes = app.get_as("/api/v1/passes", &token).await.json()["passes"].clone();
    let guest = passes[0]["id"].as_str().unwrap().to_owned();
    let booking = json!({"registrationId": registration, "guests": [guest], "block": "Men", "checkIn": "2025-02-19",
        "nights": 1});
    let res = app.json(Method::POST, "/api/v1/accommodation/create-order", Some(&token), booking).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    let res = delete_me(&app, &token).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(res.json()["message"], account_deletion::PAYMENT_IN_PROGRESS);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accommodation_booking WHERE status = 'pending'").await, 1);

    app.sql(&format!("UPDATE accommodation_booking SET expires_at = '{}' WHERE status = 'pending'", past(1))).await;
    let res = delete_me(&app, &token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

// 4. Names refuse invisible and text-direction characters, with nothing stored.

#[tokio::test]
async fn names_with_invisible_or_direction_characters_are_refused_and_nothing_is_stored() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;

    // Sign-up: the username.
    let (res, _) = app
        .send_otp(
            json!({"username": "asha\u{200B}", "email": "asha@example.com", "password": "password123",
                "confirmPassword": "password123"}),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["username"][0], INVISIBLE_IN_NAME);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM signup_request").await, 0);

    // The account's full name.
    let token = app.user_with_role("captain", Role::User).await;
    let res = app.json(Method::PATCH, "/api/v1/user/me", Some(&token), json!({"fullname": "Asha \u{202E}oaR"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["fullname"][0], INVISIBLE_IN_NAME);
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.json()["user"]["fullname"], "");

    // A roster.
    let mut form = team("football", Some("Men"));
    form["team"]["players"][0]["fullname"] = json!("Arjun\u{2066}Kumar");
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&token), form).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["team.players[0].fullname"][0], INVISIBLE_IN_NAME, "{}", res.text());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM registration").await, 0);

    // A gate's name, online and in an offline queue.
    let volunteer = app.user_with_role("gate", Role::Volunteer).await;
    let res = app
        .json(Method::POST, "/api/v1/checkin/scan", Some(&volunteer), json!({"token": "x", "gate": "North\u{202E}"}))
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["gate"][0], INVISIBLE_IN_NAME);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM checkin").await, 0);
}
