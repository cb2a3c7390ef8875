//! Deleting an account: the password confirms it; a paid registration for a fest not yet over holds it; the
//! registrations kept for the organisers lose every person's data; the last admin stays.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::team;
use fest_app::roles::Role;
use fest_app::services::account_deletion;
use serde_json::{Value, json};

async fn paid(app: &TestApp, token: &str, event: &str, category: Option<&str>) {
    let res = app
        .json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), team(event, category))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(token), json!({})).await;
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), res.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

fn delete_body(password: &str) -> Value {
    json!({"password": password})
}

#[tokio::test]
async fn a_paid_registration_holds_the_account_until_the_fest_is_over() {
    let last_day = (chrono::Utc::now() + chrono::Duration::days(30)).date_naive();
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("last_day", json!(last_day.to_string()))]).await;
    let token = app.user_with_role("keen", Role::User).await;
    paid(&app, &token, "chess", None).await;
    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&token), delete_body("password123")).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(res.json()["message"], account_deletion::must_wait(last_day));
    assert!(res.json()["message"].as_str().unwrap().contains(&last_day.format("%-d %B %Y").to_string()));
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::OK, "nothing deleted");
}

#[tokio::test]
async fn the_owner_deletes_the_account_and_kept_registrations_are_anonymised() {
    // The default fest (February 2025) is over.
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let token = app.user_with_role("leaving", Role::User).await;
    paid(&app, &token, "football", Some("Men")).await;
    // A roster change is kept in the registration's history, with the forms before and after.
    let mut swapped = team("football", Some("Men"));
    swapped["team"]["players"][0] = common::forms::person(77);
    let res = app.json(Method::PUT, "/api/v1/events/football/registration", Some(&token), swapped).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res =
        app.json(Method::POST, "/api/v1/events/squash/create-order", Some(&token), team("squash", Some("Men"))).await;
    assert_eq!(res.status, StatusCode::OK, "an unpaid attempt");
    // Its order can no longer be paid (an order still open holds the account: trust_accounts).
    let past = chrono::Utc::now() - chrono::Duration::minutes(1);
    app.sql(&format!(
        "UPDATE registration SET expires_at = '{}' WHERE status = 'pending'",
        past.format("%Y-%m-%d %H:%M:%S%.6f+00:00")
    ))
    .await;
    let apply = json!({
        "username": "leaving", "email": "leaving@example.com", "applicationStatement": "Yes.", "fullName": "Leaving Soon",
        "collegeName": "NIT Patna", "rollno": "R1", "collegeYear": "First Year", "collegeAddress": "Patna",
        "phoneNumber": "9876543210", "howDidYouKnow": "Friends",
    });
    assert_eq!(app.json(Method::POST, "/api/v1/ca/apply", Some(&token), apply).await.status, StatusCode::OK);

    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&token), json!({})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["message"], account_deletion::PASSWORD_REQUIRED);
    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&token), delete_body("not-my-password")).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::BAD_REQUEST, json!(account_deletion::WRONG_PASSWORD))
    );
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::OK, "refusals delete nothing");

    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&token), delete_body("password123")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["message"], account_deletion::DELETED);
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::UNAUTHORIZED);
    let login =
        app.post("/api/v1/auth/login", json!({"email": "leaving@example.com", "password": "password123"})).await;
    assert_eq!(login.status, StatusCode::UNAUTHORIZED);
    let users = app.get_as("/api/v1/user/all-users?search=leaving", &admin).await.json();
    assert_eq!(users["users"], json!([]), "the account is gone");
    let applications = app.get_as("/api/v1/ca/all-applications", &admin).await.json();
    assert_eq!(applications["applications"], json!([]), "and its CA application");

    // The paid registration stays for the organisers, without anyone's personal data; the attempt is gone.
    let all = app.get_as("/api/v1/events/all-registrations", &admin).await.json();
    assert!(all["registrations"].get("squash").is_none(), "{all}");
    let kept = &all["registrations"]["football"][0];
    assert_eq!(kept["paymentStatus"], "paid");
    assert_eq!(kept["userId"]["username"], account_deletion::DELETED_ACCOUNT_USERNAME);
    let text = kept.to_string();
    for gone in ["leaving", "player2@example.com", "98000000", "123400000002"] {
        assert!(!text.contains(gone), "{gone} is still in {text}");
    }
    assert!(text.contains("Anonymised"), "{text}");
    // Its change history keeps the money and the dates, not the people.
    let id = kept["_id"].as_str().unwrap();
    let history = app.get_as(&format!("/api/v1/admin/registrations/{id}/history"), &admin).await.json();
    let change = &history["changes"][0];
    assert_eq!((change["added"].clone(), change["removed"].clone()), (json!([]), json!([])), "{history}");
    use sea_orm::EntityTrait;
    for stored in fest_app::entities::registration_change::Entity::find().all(app.ctx.db()).await.unwrap() {
        for payload in [&stored.before_payload, &stored.after_payload, &stored.summary] {
            assert!(!payload.contains("player77@example.com") && !payload.contains("Arjun"), "{payload}");
        }
    }
    let stats = app.get_as("/api/v1/admin/stats", &admin).await.json();
    assert_eq!(stats["totals"]["paid"], 1, "the money is still counted");
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"][0]["action"], "account.delete");
    assert_eq!(log["entries"][0]["details"]["registrationsKept"], 1);
    // Its passes keep their check-in record but lose the names and the signed tokens, and open no gate.
    let live = app.get_as("/api/v1/admin/checkin/football", &admin).await.json();
    assert_eq!(live["expected"], 0, "{live}");
    let csv = app.get_as("/api/v1/admin/checkin/football/export", &admin).await.text();
    assert!(
        csv.lines().count() > 1 && csv.lines().skip(1).all(|l| l.contains("Anonymised") && l.contains("revoked")),
        "{csv}"
    );
}

#[tokio::test]
async fn the_last_admin_cannot_delete_the_account() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("onlyadmin", Role::Admin).await;
    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&admin), delete_body("password123")).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::CONFLICT, json!(fest_app::services::users::LAST_ADMIN))
    );
    assert_eq!(app.get_as("/api/v1/user/me", &admin).await.status, StatusCode::OK);
}
