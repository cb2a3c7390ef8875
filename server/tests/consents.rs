//! Consents, languages and erasure (DPDP Act 2023): a consent is recorded with the notice's version where
//! each form collects personal data (sign-up, CA application, roster, stay); the owner lists them and
//! withdraws a CA application under review (erased with it), while the others answer how to withdraw them;
//! the account keeps its language; at the end of retention each account made for the fest is told by e-mail
//! and erased 48 hours later, staff and later accounts are kept, and the record of erasures names no one.
//! Runs on SQLite and PostgreSQL.

use crate::accommodation::{booking, order, paid_team, passes_of};
use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use fest_app::roles::Role;
use fest_app::services::{consents, retention};
use fest_shared::consent::NOTICE_VERSION;
use serde_json::{Value, json};

async fn consents_of(app: &TestApp, token: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/account/consents", token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["consents"].as_array().unwrap().clone()
}

fn at<'a>(list: &'a [Value], point: &str) -> Vec<&'a Value> {
    list.iter().filter(|c| c["point"] == point).collect()
}

async fn withdraw(app: &TestApp, token: &str, id: &str) -> common::TestResponse {
    app.json(Method::POST, &format!("/api/v1/account/consents/{id}/withdraw"), Some(token), json!({})).await
}

fn ca_form() -> Value {
    json!({
        "fullName": "Asha Ravi", "collegeName": "NIT Patna", "rollno": "R1", "collegeYear": "First Year",
        "collegeAddress": "Patna", "phoneNumber": "9876543210", "howDidYouKnow": "Friends",
        "applicationStatement": "I would like to represent the fest.",
    })
}

#[tokio::test]
async fn each_collection_records_a_consent_with_the_notice_version_and_a_ca_application_under_review_is_withdrawn() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let mine = consents_of(&app, &captain).await;
    let signup = at(&mine, "sign_up");
    assert_eq!(signup.len(), 1, "{mine:?}");
    assert_eq!(signup[0]["noticeVersion"], NOTICE_VERSION);
    assert_eq!(signup[0]["withdrawable"], false);
    let given: chrono::DateTime<Utc> = serde_json::from_value(signup[0]["givenAt"].clone()).unwrap();
    assert!((Utc::now() - given).num_minutes().abs() < 5, "{given}");

    // A team, a stay and a CA application: one consent each, for what was given.
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let one = passes[0]["id"].as_str().unwrap();
    let res = order(&app, &captain, booking(&registration, &[one], "Men", "2025-02-19", 1)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&captain), ca_form()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = consents_of(&app, &captain).await;
    let roster = at(&mine, "roster");
    assert_eq!(roster.len(), 1, "{mine:?}");
    assert_eq!(roster[0]["eventId"], "football");
    assert_eq!(at(&mine, "accommodation").len(), 1, "{mine:?}");
    let ca = at(&mine, "campus_ambassador");
    assert_eq!((ca.len(), ca[0]["withdrawable"].clone()), (1, json!(true)), "{mine:?}");
    assert!(mine.iter().all(|c| c["noticeVersion"] == NOTICE_VERSION));

    // The others say how they are withdrawn, and change nothing.
    for (point, why) in [
        ("sign_up", consents::DELETE_ACCOUNT_INSTEAD),
        ("roster", consents::CANCEL_REGISTRATION_INSTEAD),
        ("accommodation", consents::CANCEL_STAY_INSTEAD),
    ] {
        let id = at(&mine, point)[0]["id"].as_str().unwrap();
        let res = withdraw(&app, &captain, id).await;
        assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(why)), "{point}");
    }
    // Nobody else's consent can be touched, nor without signing in.
    let ca_id = ca[0]["id"].as_str().unwrap().to_owned();
    let stranger = app.user_with_role("stranger", Role::User).await;
    assert_eq!(withdraw(&app, &stranger, &ca_id).await.status, StatusCode::NOT_FOUND);
    let res = app.json(Method::POST, &format!("/api/v1/account/consents/{ca_id}/withdraw"), None, json!({})).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/api/v1/account/consents").await.status, StatusCode::UNAUTHORIZED);

    // The application under review goes with its consent, once; the withdrawal is kept with its time.
    let res = withdraw(&app, &captain, &ca_id).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::OK, json!(consents::WITHDRAWN)));
    assert_eq!(app.get_as("/api/v1/ca/application", &captain).await.status, StatusCode::NOT_FOUND);
    let res = withdraw(&app, &captain, &ca_id).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(consents::ALREADY_WITHDRAWN)));
    let mine = consents_of(&app, &captain).await;
    let ca = at(&mine, "campus_ambassador");
    assert!(ca[0]["withdrawnAt"].is_string() && ca[0]["withdrawable"] == false, "{mine:?}");
    let audit = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(audit.contains(&ca_id), "{audit}");

    // A decided application is the organisers' record: its consent is withdrawn through them.
    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&stranger), ca_form()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let application = res.json()["application"]["_id"].as_str().unwrap().to_owned();
    let res = app.json(Method::PUT, &format!("/api/v1/ca/{application}/reject"), Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let theirs = consents_of(&app, &stranger).await;
    let id = at(&theirs, "campus_ambassador")[0]["id"].as_str().unwrap().to_owned();
    assert_eq!(at(&theirs, "campus_ambassador")[0]["withdrawable"], false);
    let res = withdraw(&app, &stranger, &id).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::CONFLICT, json!(consents::CA_REVIEWED)));
}

#[tokio::test]
async fn the_account_keeps_its_language() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("reader", Role::User).await;
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.json()["user"]["language"], Value::Null);
    let res = app.json(Method::PUT, "/api/v1/account/language", Some(&token), json!({"language": "hi"})).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text());
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.json()["user"]["language"], "hi");
    let res = app.json(Method::PUT, "/api/v1/account/language", Some(&token), json!({"language": "fr"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(app.get_as("/api/v1/user/me", &token).await.json()["user"]["language"], "hi", "unchanged");
    let res = app.json(Method::PUT, "/api/v1/account/language", None, json!({"language": "en"})).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn at_the_end_of_retention_accounts_are_told_then_erased_48_hours_later_and_the_record_names_no_one() {
    // The fest ended 100 days ago and accounts are kept 90 days: the erasure day has come.
    let last_day = (Utc::now() - Duration::days(100)).date_naive();
    let app = TestApp::spawn_with(&[("last_day", json!(last_day.to_string())), ("retention_days", json!(90))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let player = app.user_with_role("player", Role::User).await;
    let newcomer = app.user_with_role("newcomer", Role::User).await;
    // Everyone but the newcomer signed up before the fest ended.
    let before = (Utc::now() - Duration::days(120)).format("%Y-%m-%d %H:%M:%S%.6f+00:00");
    app.sql(&format!("UPDATE \"user\" SET created_at = '{before}' WHERE username <> 'newcomer'")).await;

    let now = Utc::now();
    let report = retention::run(&app.ctx, now).await.unwrap();
    assert_eq!((report.noticed, report.erased), (1, 0), "only the player is told: staff and later accounts stay");
    app.ctx.finish_background().await;
    let outbox = app.outbox();
    let notices: Vec<&String> = outbox.iter().filter(|m| m.contains("will be erased")).collect();
    assert_eq!(notices.len(), 1, "{outbox:?}");
    assert!(notices[0].contains("To: player@example.com") && notices[0].contains("90 days after the fest"));
    // Told once; nothing erased before the 48 hours are over.
    let report = retention::run(&app.ctx, now + Duration::hours(47)).await.unwrap();
    assert_eq!((report.noticed, report.erased), (0, 0));
    assert_eq!(app.get_as("/api/v1/user/me", &player).await.status, StatusCode::OK);

    let report = retention::run(&app.ctx, now + Duration::hours(49)).await.unwrap();
    assert_eq!((report.noticed, report.erased, report.held), (0, 1, 0));
    assert_eq!(app.get_as("/api/v1/user/me", &player).await.status, StatusCode::UNAUTHORIZED, "erased");
    assert_eq!(app.get_as("/api/v1/user/me", &newcomer).await.status, StatusCode::OK);
    assert_eq!(app.get_as("/api/v1/user/me", &admin).await.status, StatusCode::OK);

    // The owner who deletes the account is recorded too.
    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&newcomer), json!({"password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.get_as("/api/v1/admin/erasures", &admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    let erasures = body["erasures"].as_array().unwrap();
    let mut reasons: Vec<&str> = erasures.iter().map(|e| e["reason"].as_str().unwrap()).collect();
    reasons.sort_unstable();
    assert_eq!(reasons, ["request", "retention"]);
    let retained = erasures.iter().find(|e| e["reason"] == "retention").unwrap();
    assert!(retained["noticedAt"].is_string() && retained["erasedAt"].is_string(), "{retained}");
    assert!(body["eraseFrom"].is_string());
    let text = res.text();
    assert!(!text.contains("player") && !text.contains("newcomer"), "the record names no one: {text}");
    assert_eq!(app.get_as("/api/v1/admin/erasures", &player).await.status, StatusCode::UNAUTHORIZED);
    let volunteer = app.user_with_role("helper", Role::Volunteer).await;
    assert_eq!(app.get_as("/api/v1/admin/erasures", &volunteer).await.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn nothing_is_told_before_two_days_ahead_of_the_erasure_day_nor_with_retention_off() {
    // The fest ended 80 days ago: 10 days of the 90 are left.
    let last_day = (Utc::now() - Duration::days(80)).date_naive();
    let before = (Utc::now() - Duration::days(120)).format("%Y-%m-%d %H:%M:%S%.6f+00:00");
    for retention_days in [90, 0] {
        let app = TestApp::spawn_with(&[
            ("last_day", json!(last_day.to_string())),
            ("retention_days", json!(retention_days)),
        ])
        .await;
        let token = app.user_with_role("player", Role::User).await;
        app.sql(&format!("UPDATE \"user\" SET created_at = '{before}'")).await;
        let report = retention::run(&app.ctx, Utc::now()).await.unwrap();
        assert_eq!(report, retention::RetentionReport::default(), "{retention_days}");
        let much_later = retention::run(&app.ctx, Utc::now() + Duration::days(20)).await.unwrap();
        if retention_days == 0 {
            assert_eq!(much_later, retention::RetentionReport::default(), "off: never");
        } else {
            assert_eq!(much_later.noticed, 1, "two days ahead of the day it is told");
        }
        assert_eq!(app.get_as("/api/v1/user/me", &token).await.status, StatusCode::OK);
    }
}

/// The data link in the pass e-mail sent to `to`.
fn data_link(app: &TestApp, to: &str) -> String {
    let outbox = app.outbox();
    let mail = outbox
        .iter()
        .find(|m| m.contains(&format!("To: {to}")) && m.contains("/my-data/"))
        .unwrap_or_else(|| panic!("a pass e-mail with a data link to {to}"));
    let start = mail.find("/my-data/").unwrap() + "/my-data/".len();
    mail[start..].chars().take_while(|c| c.is_ascii_hexdigit() || *c == '-').collect()
}

#[tokio::test]
async fn a_team_member_sees_their_data_by_their_own_link_and_asks_for_a_correction() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    paid_team(&app, &captain).await;
    app.ctx.finish_background().await;
    let form = common::forms::team("football", Some("Men"));
    let member = form["team"]["players"][1].clone();
    let email = member["email"].as_str().unwrap();
    let token = data_link(&app, email);
    assert_eq!(token.len(), 16 + 1 + 32, "{token}");

    let res = app.get(&format!("/api/v1/member-data/{token}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let data = res.json();
    assert_eq!((data["fullname"].clone(), data["email"].clone()), (member["fullname"].clone(), json!(email)));
    let phone = member["phoneNumber"].as_str().unwrap();
    assert_eq!(data["phone"], format!("XXXXXX{}", &phone[6..]), "masked");
    let aadhaar = member["aadharId"].as_str().unwrap();
    assert_eq!(data["aadhaar"], format!("XXXXXXXX{}", &aadhaar[8..]), "masked");
    assert_eq!((data["eventId"].clone(), data["passLive"].clone()), (json!("football"), json!(true)));
    assert!(!res.text().contains(phone) && !res.text().contains(aadhaar));

    // A changed MAC, or this MAC on another pass: nothing.
    let (pass_id, mac) = token.split_once('-').unwrap();
    let flipped = format!("{pass_id}-{}{}", &mac[..31], if mac.ends_with('0') { '1' } else { '0' });
    let other = data_link(&app, form["team"]["players"][2]["email"].as_str().unwrap());
    let borrowed = format!("{}-{mac}", other.split_once('-').unwrap().0);
    for wrong in [flipped.as_str(), borrowed.as_str(), pass_id, "nothing"] {
        let res = app.get(&format!("/api/v1/member-data/{wrong}")).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{wrong}");
        assert_eq!(res.json()["message"], fest_app::services::privacy::member_data::NO_DATA);
    }

    // A request becomes a grievance in their name, naming the pass, acknowledged to them.
    let path = format!("/api/v1/member-data/{token}/requests");
    let res = app.json(Method::POST, &path, None, json!({"kind": "correction", "message": " "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let res = app.json(Method::POST, &path, None, json!({"kind": "shout", "message": "Hi"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let res = app.json(Method::POST, &path, None, json!({"kind": "correction", "message": "My surname is Rao."})).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let reference = res.json()["reference"].as_str().unwrap().to_owned();
    let listed = app.get_as("/api/v1/admin/grievances", &admin).await.json();
    let grievance =
        listed["grievances"].as_array().unwrap().iter().find(|g| g["reference"] == reference).unwrap().clone();
    assert_eq!((grievance["email"].clone(), grievance["kind"].clone()), (json!(email), json!("correction")));
    let message = grievance["message"].as_str().unwrap();
    assert!(message.contains(pass_id) && message.ends_with("My surname is Rao."), "{message}");
    app.ctx.finish_background().await;
    assert!(app.outbox().iter().any(|m| m.contains(&format!("To: {email}")) && m.contains(&reference)));

    // Once the captain's account is erased the registration names no one: the link shows nothing.
    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&captain), json!({"password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(app.get(&format!("/api/v1/member-data/{token}")).await.status, StatusCode::NOT_FOUND);
}

/// The token of the last guardian link e-mailed to `to`.
fn guardian_link(app: &TestApp, to: &str) -> String {
    let outbox = app.outbox();
    let mail = outbox
        .iter()
        .filter(|m| m.contains(&format!("To: {to}")) && m.contains("/guardian/"))
        .max_by_key(|m| m.len())
        .unwrap_or_else(|| panic!("a guardian link to {to}"));
    let start = mail.find("/guardian/").unwrap() + "/guardian/".len();
    mail[start..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect()
}

#[tokio::test]
async fn under_18_an_account_waits_for_its_guardians_consent_given_once_by_their_link() {
    use fest_app::services::guardians;
    use fest_shared::consent;
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let young = app.user_with_role("young", Role::User).await;
    let age = |token: String| {
        let app = &app;
        async move { app.get_as("/api/v1/account/age", &token).await.json() }
    };
    assert_eq!(age(young.clone()).await["status"], "unknown");
    let declare = |body: Value| app.json(Method::PUT, "/api/v1/account/age", Some(&young), body);
    for (body, field, message) in [
        (json!({}), "adult", consent::AGE_REQUIRED),
        (json!({"adult": false}), "guardianEmail", consent::GUARDIAN_EMAIL_REQUIRED),
        (json!({"adult": false, "guardianEmail": "Young@example.com"}), "guardianEmail", consent::GUARDIAN_NOT_YOU),
    ] {
        let res = declare(body).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
        assert_eq!(res.json()["errors"][field][0], message);
    }
    assert_eq!(age(young.clone()).await["status"], "unknown", "nothing stored");

    // Under 18: the guardian is asked, and until they consent nothing is collected.
    let res = declare(json!({"adult": false, "guardianEmail": "parent@example.com"})).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::OK, json!(guardians::GUARDIAN_ASKED)));
    assert_eq!(age(young.clone()).await["status"], "minor_pending");
    let team = common::forms::team("chess", None);
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&young), team.clone()).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::FORBIDDEN, json!(guardians::GUARDIAN_NEEDED)));
    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&young), ca_form()).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get_as("/api/v1/events/my-registrations", &young).await.json()["registrations"], json!([]));

    // Another address: a new link, the first one void.
    app.ctx.finish_background().await;
    let first = guardian_link(&app, "parent@example.com");
    let res = declare(json!({"adult": false, "guardianEmail": "mother@example.com"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    app.ctx.finish_background().await;
    let link = guardian_link(&app, "mother@example.com");
    assert_eq!(app.get(&format!("/api/v1/guardian-consent/{first}")).await.status, StatusCode::NOT_FOUND);
    let res = app.get(&format!("/api/v1/guardian-consent/{link}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(
        (res.json()["username"].clone(), res.json()["guardianEmail"].clone()),
        (json!("young"), json!("mother@example.com"))
    );

    // Consent, once; the account is told and can register.
    let res = app.json(Method::POST, &format!("/api/v1/guardian-consent/{link}"), None, json!({})).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::OK, json!(guardians::CONSENT_GIVEN)));
    let res = app.json(Method::POST, &format!("/api/v1/guardian-consent/{link}"), None, json!({})).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::NOT_FOUND, json!(guardians::NO_REQUEST)));
    let status = age(young.clone()).await;
    assert_eq!(
        (status["status"].clone(), status["guardianEmail"].clone()),
        (json!("minor_consented"), json!("mother@example.com"))
    );
    app.ctx.finish_background().await;
    assert!(app.outbox().iter().any(|m| m.contains("To: young@example.com") && m.contains("has given their consent")));
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&young), team.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    // 18 or older: noted; an account that never answered (a client of the original API) is not held.
    let adult = app.user_with_role("grown", Role::User).await;
    let res = app.json(Method::PUT, "/api/v1/account/age", Some(&adult), json!({"adult": true})).await;
    assert_eq!((res.status, res.json()["message"].clone()), (StatusCode::OK, json!(guardians::ADULT_NOTED)));
    assert_eq!(age(adult.clone()).await["status"], "adult");
    let silent = app.user_with_role("silent", Role::User).await;
    let others = common::forms::other_people(team, 50);
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&silent), others).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(app.get("/api/v1/account/age").await.status, StatusCode::UNAUTHORIZED);
}
