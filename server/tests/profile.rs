//! The account's profile: PATCH /user/me changes the fields sent, checked by fest-shared's rules; the phone
//! is shown to its owner only.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use serde_json::json;

#[tokio::test]
async fn the_owner_completes_the_profile_and_only_the_fields_sent_change() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("asha", Role::User).await;
    let admin = app.user_with_role("root", Role::Admin).await;
    let college = fest_shared::colleges::COLLEGES[0];

    let res = app.json(Method::PATCH, "/api/v1/user/me", None, json!({"fullname": "Asha Rao"})).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);

    let res = app
        .json(
            Method::PATCH,
            "/api/v1/user/me",
            Some(&token),
            json!({
                "fullname": "Asha Rao", "collegeName": college.name, "collegeYear": "second year",
                "por": "Captain, football team", "address": "Hostel 4, Bihta", "phoneNumber": "98765-43210",
                "isIITPStud": true,
            }),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let user = &res.json()["user"];
    assert_eq!(user["fullname"], "Asha Rao");
    assert_eq!(user["collegeName"], college.name);
    assert_eq!(user["collegeAddress"], college.address, "the directory's address");
    assert_eq!(user["collegeYear"], "Second Year");
    assert_eq!(user["phoneNumber"], "9876543210");
    assert_eq!(user["isIITPStud"], true);

    // Only what is sent changes; blank clears an optional field.
    let res = app.json(Method::PATCH, "/api/v1/user/me", Some(&token), json!({"por": ""})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let me = app.get_as("/api/v1/user/me", &token).await.json();
    assert_eq!(me["user"]["por"], serde_json::Value::Null);
    assert_eq!(me["user"]["fullname"], "Asha Rao", "the session shows the new name at once");
    assert_eq!(me["user"]["address"], "Hostel 4, Bihta");

    // Staff lists never carry the phone.
    let users = app.get_as("/api/v1/user/all-users?search=asha", &admin).await.json();
    assert_eq!(users["users"][0]["fullname"], "Asha Rao");
    assert!(users["users"][0].get("phoneNumber").is_none(), "{users}");
}

#[tokio::test]
async fn bad_profile_changes_are_refused_with_their_field_and_nothing_stored() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("ravi", Role::User).await;
    let patch = |body| app.json(Method::PATCH, "/api/v1/user/me", Some(&token), body);

    let res = patch(json!({"collegeName": "A College Not In The Directory", "fullname": "Ravi Kumar"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["errors"]["collegeAddress"][0], fest_shared::ca::COLLEGE_ADDRESS_REQUIRED);
    let res = patch(json!({"phoneNumber": "12345"})).await;
    assert_eq!(res.json()["errors"]["phoneNumber"][0], fest_shared::ca::PHONE_INVALID);
    let res = patch(json!({})).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::UNPROCESSABLE_ENTITY, json!(fest_shared::profile::NOTHING_TO_CHANGE))
    );
    let me = app.get_as("/api/v1/user/me", &token).await.json();
    assert_eq!(me["user"]["fullname"], "", "nothing stored");

    let res = patch(json!({"collegeName": "A College Not In The Directory", "collegeAddress": "Gaya, Bihar"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["user"]["collegeAddress"], "Gaya, Bihar");
}

#[tokio::test]
async fn the_owner_downloads_everything_held_about_the_account_with_aadhaar_masked() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("meera", Role::User).await;
    let admin = app.user_with_role("root", Role::Admin).await;
    app.json(Method::PATCH, "/api/v1/user/me", Some(&token), json!({"phoneNumber": "9876543210"})).await;
    let res = app
        .json(Method::POST, "/api/v1/events/chess/create-order", Some(&token), common::forms::team("chess", None))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&token), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/chess/verify-payment", Some(&token), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // A place in a full event's waiting list is held about the account too.
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Squash, true).await.unwrap();
    let full = json!({"capacity": 0});
    let res = app.json(Method::PUT, "/api/v1/admin/events/squash/settings", Some(&admin), full).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let form = common::forms::team("squash", Some("Men"));
    let res = app.json(Method::POST, "/api/v1/events/squash/waitlist", Some(&token), form).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());

    assert_eq!(app.get("/api/v1/user/me/export").await.status, StatusCode::UNAUTHORIZED);
    let res = app.get_as("/api/v1/user/me/export", &token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.header("content-disposition"), Some("attachment; filename=\"infinito-2025-account-meera.json\""));
    let data = res.json();
    assert_eq!(data["account"]["email"], "meera@example.com");
    assert_eq!(data["account"]["phoneNumber"], "9876543210");
    assert_eq!(data["caApplication"], serde_json::Value::Null);
    assert_eq!(data["registrations"].as_array().map(Vec::len), Some(1));
    assert!(!data["passes"].as_array().unwrap().is_empty(), "{data}");
    assert_eq!(data["passes"][0]["event"], "chess");
    assert_eq!(
        (data["waitlist"][0]["event"].clone(), data["waitlist"][0]["position"].clone()),
        (json!("squash"), json!(1))
    );
    assert_eq!(data["sessions"][0]["current"], true);
    let text = res.text();
    let aadhaar = common::forms::person(2)["aadharId"].as_str().unwrap().to_owned();
    assert!(!text.contains(&aadhaar), "full Aadhaar numbers never leave: {text}");
    assert!(text.contains(&aadhaar[8..]), "the last four digits do");

    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"][0]["action"], "account.export");
    assert_eq!(log["entries"][0]["actor"]["username"], "meera");
}

#[tokio::test]
async fn a_phone_is_stored_as_its_ten_digits_however_it_is_typed_and_no_other_is_kept() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("ravi", Role::User).await;
    let patch = |body| app.json(Method::PATCH, "/api/v1/user/me", Some(&token), body);
    for typed in ["+91 98765 43210", "098765 43210", "98765-43210", "9876543210"] {
        let res = patch(json!({"phoneNumber": typed, "por": format!("typed {typed}")})).await;
        assert_eq!(res.status, StatusCode::OK, "{typed}: {}", res.text());
        assert_eq!(res.json()["user"]["phoneNumber"], "9876543210", "{typed}");
    }
    for refused in ["+91 58765 43210", "1234567890", "+1 9876543210", "98765 4321O"] {
        let res = patch(json!({"phoneNumber": refused})).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        assert_eq!(res.json()["errors"]["phoneNumber"][0], fest_shared::ca::PHONE_INVALID, "{refused}");
    }
    let me = app.get_as("/api/v1/user/me", &token).await.json();
    assert_eq!(me["user"]["phoneNumber"], "9876543210", "nothing refused was stored");
}
