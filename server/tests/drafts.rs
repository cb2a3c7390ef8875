//! Registration drafts: a signed-in user keeps a wizard as it was typed and reads it back on another device;
//! nobody else sees it; an unknown event, a body that is no object or too large, and anonymous callers are
//! refused in words; the draft goes once the registration is paid, when the team joins the waiting list,
//! with the account, and after some days unused. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::team;
use fest_app::entities::registration_draft;
use fest_app::roles::Role;
use fest_app::services::{drafts, purge};
use fest_shared::catalogue::EventId;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

const CRICKET: &str = "/api/v1/user/drafts/cricket";

/// Half a cricket wizard: the college step and two players, one Aadhaar number typed.
fn half_cricket() -> Value {
    json!({
        "collegeSelect": "Other",
        "collegeName": "Magadh University",
        "collegeAddress": "Bodh Gaya, Bihar",
        "category": "",
        "accompanyingCoach": "No",
        "team": {"captain": [{"fullname": "Asha Ravi", "email": "asha@example.com", "phoneNumber": "98765 43210",
            "aadharId": "987654321012", "collegeId": "MU1", "role": "batsman"}]},
        "referralCode": "",
        "code": "",
    })
}

async fn put(app: &TestApp, token: &str, path: &str, body: Value) -> common::TestResponse {
    app.json(Method::PUT, path, Some(token), body).await
}

async fn draft_of(app: &TestApp, token: &str, path: &str) -> Value {
    let res = app.get_as(path, token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["draft"].clone()
}

async fn rows(app: &TestApp) -> u64 {
    registration_draft::Entity::find().count(app.ctx.db()).await.unwrap()
}

#[tokio::test]
async fn a_draft_is_kept_for_its_owner_only_and_sealed_at_rest() {
    let app = TestApp::spawn().await;
    let owner = app.user_with_role("owner", Role::User).await;
    let other = app.user_with_role("other", Role::User).await;

    assert_eq!(draft_of(&app, &owner, CRICKET).await, Value::Null, "nothing kept yet");
    let res = put(&app, &owner, CRICKET, json!({"values": half_cricket(), "step": 1})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["draft"]["values"], half_cricket());

    // Read back (as another device of the same account would), with its step.
    let draft = draft_of(&app, &owner, CRICKET).await;
    assert_eq!(
        (draft["event"].clone(), draft["values"].clone(), draft["step"].clone()),
        (json!("cricket"), half_cricket(), json!(1))
    );
    let list = app.get_as("/api/v1/user/drafts", &owner).await.json();
    assert_eq!(list["drafts"].as_array().unwrap().len(), 1);
    assert_eq!(
        (list["drafts"][0]["event"].clone(), list["drafts"][0]["eventTitle"].clone()),
        (json!("cricket"), json!("Cricket"))
    );
    assert!(list["drafts"][0].get("values").is_none(), "the list names drafts without their values");

    // Sealed whole: neither the Aadhaar number nor anyone's name is stored as typed.
    let stored = registration_draft::Entity::find().one(app.ctx.db()).await.unwrap().unwrap();
    assert!(!stored.payload.contains("987654321012") && !stored.payload.contains("Asha"), "{}", stored.payload);

    // Someone else sees none of it, and keeps their own.
    assert_eq!(draft_of(&app, &other, CRICKET).await, Value::Null);
    assert_eq!(app.get_as("/api/v1/user/drafts", &other).await.json()["drafts"], json!([]));
    let res =
        put(&app, &other, "/api/v1/user/drafts/Cricket", json!({"values": {"collegeName": "X"}, "step": 0})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::DELETE, CRICKET, Some(other.as_str()), json!({})).await;
    assert_eq!(res.json()["deleted"], true);
    assert_eq!(draft_of(&app, &owner, CRICKET).await["values"], half_cricket(), "the owner's draft stays");

    // A newer save replaces the draft; deleting it leaves nothing.
    let mut later = half_cricket();
    later["collegeName"] = json!("Patna University");
    put(&app, &owner, CRICKET, json!({"values": later, "step": 2})).await;
    let draft = draft_of(&app, &owner, CRICKET).await;
    assert_eq!((draft["values"]["collegeName"].clone(), draft["step"].clone()), (json!("Patna University"), json!(2)));
    assert_eq!(rows(&app).await, 1);
    let res = app.json(Method::DELETE, CRICKET, Some(owner.as_str()), json!({})).await;
    assert_eq!((res.status, res.json()["deleted"].clone()), (StatusCode::OK, json!(true)));
    assert_eq!(draft_of(&app, &owner, CRICKET).await, Value::Null);
    let res = app.json(Method::DELETE, CRICKET, Some(owner.as_str()), json!({})).await;
    assert_eq!((res.status, res.json()["deleted"].clone()), (StatusCode::OK, json!(false)));
}

#[tokio::test]
async fn anonymous_callers_unknown_events_and_bad_bodies_are_refused_in_words() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("drafter", Role::User).await;
    let body = json!({"values": half_cricket(), "step": 1});

    for (method, path) in [
        (Method::GET, "/api/v1/user/drafts"),
        (Method::GET, CRICKET),
        (Method::PUT, CRICKET),
        (Method::DELETE, CRICKET),
    ] {
        let res = app.json(method.clone(), path, None, body.clone()).await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{method} {path}: {}", res.text());
    }

    // An event the catalogue does not have, and one without online registration.
    for path in ["/api/v1/user/drafts/no-such-event", "/api/v1/user/drafts/bgmi"] {
        let res = put(&app, &token, path, body.clone()).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}: {}", res.text());
        assert_eq!(app.get_as(path, &token).await.status, StatusCode::NOT_FOUND);
        assert_eq!(app.json(Method::DELETE, path, Some(token.as_str()), json!({})).await.status, StatusCode::NOT_FOUND);
    }

    for values in [json!([1, 2]), json!("text"), json!(null)] {
        let res = put(&app, &token, CRICKET, json!({"values": values, "step": 0})).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
        assert_eq!(res.json()["errors"]["values"], json!([drafts::NOT_AN_OBJECT]));
    }
    let big = json!({"values": {"notes": "x".repeat(drafts::MAX_BYTES)}, "step": 0});
    let res = put(&app, &token, CRICKET, big).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["errors"]["values"], json!([drafts::TOO_LARGE]));
    let res = put(&app, &token, CRICKET, json!({"values": {}, "step": 99})).await;
    assert_eq!(res.json()["errors"]["step"], json!([drafts::BAD_STEP]));
    let res = put(&app, &token, CRICKET, json!({"values": {}, "step": -1})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(!res.text().contains("invalid value"), "{}", res.text());
    let res = put(&app, &token, CRICKET, json!([1])).await;
    assert!(res.status.is_client_error(), "{}", res.text());
    assert_eq!(rows(&app).await, 0, "nothing refused was kept");
}

/// Pays an order answered by create-order through the sandbox and verifies it.
async fn pay(app: &TestApp, token: &str, event: &str, order: &Value) {
    let id = order["order"]["id"].as_str().unwrap();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{id}/pay"), Some(token), json!({})).await;
    assert_eq!(paid.status, StatusCode::OK, "{}", paid.text());
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test]
async fn the_draft_goes_once_its_registration_is_paid() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let captain = app.user_with_role("captain", Role::User).await;
    let rival = app.user_with_role("rival", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Cricket, true).await.unwrap();
    put(&app, &captain, CRICKET, json!({"values": half_cricket(), "step": 1})).await;
    put(&app, &rival, CRICKET, json!({"values": half_cricket(), "step": 0})).await;
    put(&app, &captain, "/api/v1/user/drafts/football", json!({"values": {}, "step": 0})).await;

    let order =
        app.json(Method::POST, "/api/v1/events/cricket/create-order", Some(&captain), team("cricket", None)).await;
    assert_eq!(order.status, StatusCode::OK, "{}", order.text());
    assert_ne!(draft_of(&app, &captain, CRICKET).await, Value::Null, "an order not paid yet keeps the draft");

    pay(&app, &captain, "cricket", &order.json()).await;
    assert_eq!(draft_of(&app, &captain, CRICKET).await, Value::Null, "paid: the draft is gone");
    // A save still on its way from the wizard keeps nothing.
    let late = put(&app, &captain, CRICKET, json!({"values": half_cricket(), "step": 3})).await;
    assert_eq!(
        (late.status, late.json()["message"].clone()),
        (StatusCode::CONFLICT, json!(drafts::REGISTERED_ALREADY))
    );
    assert_eq!(draft_of(&app, &captain, CRICKET).await, Value::Null);
    assert_ne!(draft_of(&app, &rival, CRICKET).await, Value::Null, "another team's draft stays");
    assert_ne!(
        draft_of(&app, &captain, "/api/v1/user/drafts/football").await,
        Value::Null,
        "the captain's draft for another event stays"
    );
}

#[tokio::test]
async fn the_draft_goes_when_the_team_joins_the_waiting_list() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let first = app.user_with_role("first", Role::User).await;
    let second = app.user_with_role("second", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res =
        app.json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), json!({"capacity": 1})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let form = team("football", Some("Men"));
    let order = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&first), form.clone()).await;
    assert_eq!(order.status, StatusCode::OK, "{}", order.text());
    pay(&app, &first, "football", &order.json()).await;

    let path = "/api/v1/user/drafts/football";
    put(&app, &second, path, json!({"values": {"collegeName": "Patna College"}, "step": 2})).await;
    let res = app
        .json(Method::POST, "/api/v1/events/football/waitlist", Some(&second), common::forms::fresh_people(form))
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    assert_eq!(draft_of(&app, &second, path).await, Value::Null, "in line: the draft is gone");
}

#[tokio::test]
async fn drafts_go_with_the_account_and_after_some_days_unused() {
    let app = TestApp::spawn().await;
    let leaving = app.user_with_role("leaving", Role::User).await;
    let staying = app.user_with_role("staying", Role::User).await;
    put(&app, &leaving, CRICKET, json!({"values": half_cricket(), "step": 1})).await;
    put(&app, &staying, CRICKET, json!({"values": half_cricket(), "step": 1})).await;
    put(&app, &staying, "/api/v1/user/drafts/football", json!({"values": {}, "step": 0})).await;
    assert_eq!(rows(&app).await, 3);

    let res = app.json(Method::DELETE, "/api/v1/user/me", Some(&leaving), json!({"password": "password123"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(rows(&app).await, 2, "the deleted account's draft is gone");

    // The cricket draft has not changed for longer than drafts are kept.
    registration_draft::Entity::update_many()
        .col_expr(
            registration_draft::Column::UpdatedAt,
            Expr::value(Utc::now() - Duration::days(drafts::KEEP_DAYS + 1)),
        )
        .filter(registration_draft::Column::EventId.eq("cricket"))
        .exec(app.ctx.db())
        .await
        .unwrap();
    let report = purge::purge(&app.ctx).await.unwrap();
    assert_eq!(report.drafts, 1);
    assert_eq!(draft_of(&app, &staying, CRICKET).await, Value::Null);
    assert_ne!(draft_of(&app, &staying, "/api/v1/user/drafts/football").await, Value::Null);
}
