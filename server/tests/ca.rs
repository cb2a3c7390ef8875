//! The campus ambassador programme: applying, reviewing, permissions, and referrals that count.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::team;
use fest_app::roles::Role;
use serde_json::{Value, json};

fn application() -> Value {
    json!({
        "fullName": "Asha Kumari", "collegeName": "NIT Patna", "collegeYear": "Second Year", "rollno": "2201CS10",
        "collegeAddress": "Ashok Rajpath, Patna, Bihar", "phoneNumber": "9876543210", "howDidYouKnow": "Instagram",
        "applicationStatement": "I organise events in my college.", "por": "Cultural secretary", "alternativeEmail": "",
    })
}

async fn apply(app: &TestApp, token: &str) -> common::TestResponse {
    app.json(Method::POST, "/api/v1/ca/apply", Some(token), application()).await
}

async fn decide(app: &TestApp, token: &str, id: &str, action: &str) -> common::TestResponse {
    app.json(Method::PUT, &format!("/api/v1/ca/{id}/{action}"), Some(token), json!({})).await
}

#[tokio::test]
async fn applying_validates_stores_once_and_shows_the_application() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("asha", Role::User).await;
    let res = app.get_as("/api/v1/ca/application", &token).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(res.json()["message"], "No application found");

    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&token), json!({"fullName": ""})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let errors = res.json()["errors"].clone();
    for field in [
        "fullName",
        "collegeName",
        "collegeYear",
        "rollno",
        "collegeAddress",
        "phoneNumber",
        "howDidYouKnow",
        "applicationStatement",
    ] {
        assert!(errors[field].is_array(), "{field} in {errors}");
    }

    let res = apply(&app, &token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], "Application submitted successfully!");
    assert_eq!(body["application"]["status"], "pending");

    let res = apply(&app, &token).await;
    assert_eq!(res.status, StatusCode::CONFLICT);

    let mine = app.get_as("/api/v1/ca/application", &token).await.json()["application"].clone();
    for (field, value) in [
        ("fullName", json!("Asha Kumari")),
        ("username", json!("asha")),
        ("email", json!("asha@example.com")),
        ("collegeYear", json!("Second Year")),
        ("phoneNumber", json!("9876543210")),
        ("howDidYouKnow", json!("Instagram")),
        ("rollno", json!("2201CS10")),
        ("status", json!("pending")),
        ("reviewedBy", Value::Null),
    ] {
        assert_eq!(mine[field], value, "{field}");
    }
    for field in [
        "_id",
        "alternativeEmail",
        "collegeName",
        "por",
        "collegeAddress",
        "applicationStatement",
        "applicationDate",
        "reviewedAt",
    ] {
        assert!(mine.get(field).is_some(), "{field}");
    }
    let me = app.get_as("/api/v1/user/me", &token).await.json();
    assert_eq!(me["user"]["caApplication"], json!({"_id": mine["_id"], "status": "pending"}));
}

#[tokio::test]
async fn a_ca_cannot_apply() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("already", Role::Ca).await;
    let res = apply(&app, &token).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(res.json()["message"], "You are already a Campus Ambassador.");
}

#[tokio::test]
async fn each_role_on_each_ca_route() {
    let app = TestApp::spawn().await;
    let applicant = app.user_with_role("applicant", Role::User).await;
    let id = apply(&app, &applicant).await.json()["application"]["_id"].as_str().unwrap().to_owned();
    let tokens = [
        ("user", Some(app.user_with_role("usr1", Role::User).await)),
        ("ca", Some(app.user_with_role("cax1", Role::Ca).await)),
        ("moderator", Some(app.user_with_role("mod1", Role::Moderator).await)),
        ("admin", Some(app.user_with_role("adm1", Role::Admin).await)),
        ("anonymous", None),
    ];
    for (who, token) in &tokens {
        let token = token.as_deref();
        let list = app.json(Method::GET, "/api/v1/ca/all-applications", token, json!({})).await.status;
        let dash = app.json(Method::GET, "/api/v1/ca/dashboard", token, json!({})).await.status;
        let mine = app.json(Method::GET, "/api/v1/ca/application", token, json!({})).await.status;
        let (list_ok, dash_ok) = match *who {
            "anonymous" => (StatusCode::UNAUTHORIZED, StatusCode::UNAUTHORIZED),
            "user" => (StatusCode::FORBIDDEN, StatusCode::FORBIDDEN),
            "ca" => (StatusCode::FORBIDDEN, StatusCode::OK),
            _ => (StatusCode::OK, StatusCode::FORBIDDEN),
        };
        assert_eq!(list, list_ok, "{who} all-applications");
        assert_eq!(dash, dash_ok, "{who} dashboard");
        assert_eq!(mine, if *who == "anonymous" { StatusCode::UNAUTHORIZED } else { StatusCode::NOT_FOUND }, "{who}");
        if matches!(*who, "anonymous" | "user" | "ca") {
            let res = app.json(Method::PUT, &format!("/api/v1/ca/{id}/accept"), token, json!({})).await;
            assert_eq!(res.status, list_ok, "{who} accept");
            let res = app.json(Method::PUT, &format!("/api/v1/ca/{id}/reject"), token, json!({})).await;
            assert_eq!(res.status, list_ok, "{who} reject");
        }
    }
}

#[tokio::test]
async fn accept_and_reject_only_from_pending() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    let moderator = app.user_with_role("mod", Role::Moderator).await;

    let a = app.user_with_role("first", Role::User).await;
    let a_id = apply(&app, &a).await.json()["application"]["_id"].as_str().unwrap().to_owned();
    let res = decide(&app, &moderator, &a_id, "accept").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let accepted = res.json()["application"].clone();
    assert_eq!(accepted["status"], "accepted");
    assert_eq!(accepted["reviewedBy"], json!({"username": "mod", "email": "mod@example.com"}));
    assert!(accepted["reviewedAt"].is_string());
    assert!(accepted["referralCode"].as_str().unwrap().starts_with("INF"));
    assert_eq!(app.get_as("/api/v1/user/me", &a).await.json()["user"]["role"], "ca");
    for action in ["accept", "reject"] {
        assert_eq!(decide(&app, &admin, &a_id, action).await.status, StatusCode::CONFLICT, "{action} after accept");
    }

    let b = app.user_with_role("second", Role::User).await;
    let b_id = apply(&app, &b).await.json()["application"]["_id"].as_str().unwrap().to_owned();
    let res = decide(&app, &admin, &b_id, "reject").await;
    assert_eq!(res.json()["application"]["status"], "rejected");
    assert_eq!(res.json()["application"]["referralCode"], Value::Null);
    assert_eq!(app.get_as("/api/v1/user/me", &b).await.json()["user"]["role"], "user");
    for action in ["accept", "reject"] {
        assert_eq!(decide(&app, &admin, &b_id, action).await.status, StatusCode::CONFLICT, "{action} after reject");
    }
    assert_eq!(decide(&app, &admin, "no-such-id", "accept").await.status, StatusCode::NOT_FOUND);

    // Accepting a moderator's application never lowers their role.
    let m2 = app.user_with_role("mod2", Role::Moderator).await;
    let m2_id = apply(&app, &m2).await.json()["application"]["_id"].as_str().unwrap().to_owned();
    decide(&app, &admin, &m2_id, "accept").await;
    assert_eq!(app.get_as("/api/v1/user/me", &m2).await.json()["user"]["role"], "moderator");

    let list = app.get_as("/api/v1/ca/all-applications", &admin).await.json();
    assert_eq!(list["counts"], json!({"pending": 0, "accepted": 2, "rejected": 1}));
    assert_eq!(list["applications"].as_array().unwrap().len(), 3);
    let pending = app.get_as("/api/v1/ca/all-applications?status=rejected", &admin).await.json();
    assert_eq!(pending["applications"].as_array().unwrap().len(), 1);

    // The applicants were told.
    let decisions = std::fs::read_dir(app.dir.path().join("outbox"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| std::fs::read_to_string(e.path()).unwrap().contains("Campus Ambassador"))
        .count();
    assert_eq!(decisions, 3);
}

#[tokio::test]
async fn referrals_count_only_paid_registrations_of_others_once_each() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("admin", Role::Admin).await;
    let ca_token = app.user_with_role("ambassador", Role::User).await;
    let id = apply(&app, &ca_token).await.json()["application"]["_id"].as_str().unwrap().to_owned();
    let code =
        decide(&app, &admin, &id, "accept").await.json()["application"]["referralCode"].as_str().unwrap().to_owned();

    let d = dashboard(&app, &ca_token).await;
    assert_eq!(d["referralCode"], code.as_str());
    assert_eq!(d["referralLink"], format!("/event/ins?ref={code}"));
    assert_eq!(d["paidReferrals"], 0);

    // A referred registration counts only once it is paid.
    let buyer = app.user_with_role("buyer", Role::User).await;
    let order = pay(&app, &buyer, "football", Some("Men"), Some(&code)).await;
    assert_eq!(dashboard(&app, &ca_token).await["paidReferrals"], 0, "pending is not credited");
    finish(&app, &buyer, "football", &order).await;
    assert_eq!(dashboard(&app, &ca_token).await["paidReferrals"], 1);
    // Verifying again does not count twice.
    finish(&app, &buyer, "football", &order).await;
    assert_eq!(dashboard(&app, &ca_token).await["paidReferrals"], 1);
    // The CA's own registration with their own code is never credited.
    let own_order = pay(&app, &ca_token, "chess", None, Some(&code)).await;
    finish(&app, &ca_token, "chess", &own_order).await;
    assert_eq!(dashboard(&app, &ca_token).await["paidReferrals"], 1);
    // An expired registration is not counted.
    let lapsed = app.user_with_role("lapsed", Role::User).await;
    pay(&app, &lapsed, "squash", Some("Men"), Some(&code)).await;
    app.sql("UPDATE registration SET status = 'expired', active_slot = NULL WHERE event_id = 'squash'").await;
    assert_eq!(dashboard(&app, &ca_token).await["paidReferrals"], 1);

    let d = dashboard(&app, &ca_token).await;
    assert_eq!(d["leaderboard"], json!([{"username": "ambassador", "collegeName": "NIT Patna", "paidReferrals": 1}]));

    // An unknown code is a field error.
    let res = app
        .json(Method::POST, "/api/v1/events/basketball/create-order", Some(&buyer), {
            let mut f = team("basketball", Some("Men"));
            f["referralCode"] = json!("NOPE123");
            f
        })
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["errors"]["referralCode"], json!(["This referral code is not valid."]));
}

async fn dashboard(app: &TestApp, token: &str) -> Value {
    app.get_as("/api/v1/ca/dashboard", token).await.json()
}

/// Creates an order (optionally naming a referral code, in lower case: codes are case-insensitive).
async fn pay(app: &TestApp, token: &str, event: &str, category: Option<&str>, code: Option<&str>) -> String {
    let mut form = team(event, category);
    if let Some(c) = code {
        form["referralCode"] = json!(c.to_lowercase());
    }
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["order"]["id"].as_str().unwrap().to_owned()
}

/// Pays an order in the sandbox and verifies it.
async fn finish(app: &TestApp, token: &str, event: &str, order_id: &str) {
    let paid = app
        .json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({}))
        .await
        .json();
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

/// The admin's list of accounts shows each account's CA application: its id as `caApplication` (SPEC 7's
/// admin shows it as text), its status as `caApplicationStatus`.
#[tokio::test]
async fn the_list_of_accounts_carries_each_accounts_ca_application() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("listadmin", Role::Admin).await;
    let applicant = app.user_with_role("applicant", Role::User).await;
    app.user_with_role("bystander", Role::User).await;
    let id = apply(&app, &applicant).await.json()["application"]["_id"].as_str().unwrap().to_owned();
    let of = |list: &Value, name: &str| {
        list["users"].as_array().unwrap().iter().find(|u| u["username"] == name).cloned().unwrap()
    };
    let list = app.get_as("/api/v1/user/all-users", &admin).await.json();
    assert_eq!(of(&list, "applicant")["caApplication"], json!(id));
    assert_eq!(of(&list, "applicant")["caApplicationStatus"], "pending");
    assert_eq!(of(&list, "bystander")["caApplication"], Value::Null);
    assert_eq!(decide(&app, &admin, &id, "accept").await.status, StatusCode::OK);
    let list = app.get_as("/api/v1/user/all-users", &admin).await.json();
    assert_eq!(of(&list, "applicant")["caApplicationStatus"], "accepted");
    // The same application as the account's own view.
    let me = app.get_as("/api/v1/user/me", &applicant).await.json();
    assert_eq!(me["user"]["caApplication"], json!({"_id": id, "status": "accepted"}));
}
