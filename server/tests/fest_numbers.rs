//! The fest-wide numbers (GET /admin/numbers, issue 33): admins only; people checked in against passes by
//! event, by gate and by hour of India time, an undone check-in not counted, duplicate scans apart; the
//! hostel desk's guests by block and hour. Runs on SQLite and PostgreSQL.

use crate::accommodation::{booking, order, paid_team, passes_of, pay};
use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Utc};
use common::TestApp;
use common::forms::team;
use fest_app::entities::{accommodation_guest, pass};
use fest_app::roles::Role;
use fest_shared::catalogue::{EventId, event};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

const NUMBERS: &str = "/api/v1/admin/numbers";

fn heads(event_id: &str) -> u64 {
    event(event_id).unwrap().roster.iter().map(|r| u64::from(r.min)).sum()
}

/// Pays for a kabaddi team through the sandbox as `token`'s owner.
async fn paid_kabaddi(app: &TestApp, token: &str) {
    fest_app::services::events::set_open(&app.ctx, EventId::Kabaddi, true).await.unwrap();
    let form = common::forms::other_people(team("kabaddi", Some("Men")), 7);
    let res = app.json(Method::POST, "/api/v1/events/kabaddi/create-order", Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/kabaddi/verify-payment", Some(token), res.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

async fn scan(app: &TestApp, token: &str, pass_token: &str, gate: &str) -> String {
    let res =
        app.json(Method::POST, "/api/v1/checkin/scan", Some(token), json!({"token": pass_token, "gate": gate})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["result"].as_str().unwrap().to_owned()
}

async fn numbers(app: &TestApp, admin: &str) -> Value {
    let res = app.get_as(NUMBERS, admin).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

fn at(rfc3339: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(rfc3339).unwrap().to_utc()
}

/// Moves a pass's first check-in to `when`, as the scan stores it.
async fn checked_in_at(app: &TestApp, pass_id: &str, when: DateTime<Utc>) {
    let done = pass::Entity::update_many()
        .col_expr(pass::Column::CheckedInAt, Expr::value(when))
        .filter(pass::Column::Id.eq(pass_id))
        .exec(app.ctx.db())
        .await
        .unwrap();
    assert_eq!(done.rows_affected, 1);
}

fn id(p: &Value) -> &str {
    p["id"].as_str().unwrap()
}

fn token(p: &Value) -> &str {
    p["token"].as_str().unwrap()
}

#[tokio::test]
async fn only_admins_see_the_fest_numbers() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    assert_eq!(app.get(NUMBERS).await.status, StatusCode::UNAUTHORIZED);
    for (name, role) in [("plain", Role::User), ("gatekeeper", Role::Volunteer), ("mod", Role::Moderator)] {
        let token = app.user_with_role(name, role).await;
        assert_eq!(app.get_as(NUMBERS, &token).await.status, StatusCode::FORBIDDEN, "{name}");
    }
    // Nothing issued yet: zeros, no rows, both blocks.
    let admin = app.user_with_role("boss", Role::Admin).await;
    let body = numbers(&app, &admin).await;
    assert_eq!(body["success"], true);
    assert!(body["takenAt"].as_str().is_some_and(|t| DateTime::parse_from_rfc3339(t).is_ok()), "{body}");
    assert_eq!(
        (&body["gates"]["checkedIn"], &body["gates"]["passes"], &body["gates"]["duplicates"]),
        (&json!(0), &json!(0), &json!(0))
    );
    for list in ["events", "gates", "hours"] {
        assert_eq!(body["gates"][list], json!([]), "{list}");
    }
    assert_eq!(body["hostel"]["guests"], 0);
    assert_eq!(
        body["hostel"]["blocks"],
        json!([{"block": "Men", "checkedIn": 0, "guests": 0}, {"block": "Women", "checkedIn": 0, "guests": 0}])
    );
    assert_eq!(body["hostel"]["hours"], json!([]));
}

#[tokio::test]
async fn the_fest_numbers_count_by_event_gate_hour_and_hostel() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let footballers = app.user_with_role("footballers", Role::User).await;
    let raiders = app.user_with_role("raiders", Role::User).await;
    let volunteer = app.user_with_role("asha", Role::Volunteer).await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    let registration = paid_team(&app, &footballers).await;
    paid_kabaddi(&app, &raiders).await;
    let football = passes_of(&app, &footballers).await;
    let kabaddi = passes_of(&app, &raiders).await;

    // Two gates, two events; a duplicate scan; a check-in undone.
    assert_eq!(scan(&app, &volunteer, token(&football[0]), "North").await, "ok");
    assert_eq!(scan(&app, &volunteer, token(&football[1]), "South").await, "ok");
    assert_eq!(scan(&app, &volunteer, token(&kabaddi[0]), "North").await, "ok");
    assert_eq!(scan(&app, &volunteer, token(&kabaddi[1]), "North").await, "ok");
    assert_eq!(scan(&app, &volunteer, token(&football[0]), "South").await, "duplicate");
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/checkin/passes/{}/undo", id(&kabaddi[1])),
            Some(&admin),
            json!({"reason": "scanned the wrong phone"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    let body = numbers(&app, &admin).await;
    let gates = &body["gates"];
    let (football_heads, kabaddi_heads) = (heads("football"), heads("kabaddi"));
    assert_eq!((gates["checkedIn"].as_u64(), gates["duplicates"].as_u64()), (Some(3), Some(1)), "{body}");
    assert_eq!(gates["passes"].as_u64(), Some(football_heads + kabaddi_heads));
    let title = |e: &str| event(e).unwrap().title;
    assert_eq!(
        gates["events"],
        json!([
            {"event": "football", "title": title("football"), "checkedIn": 2, "passes": football_heads, "duplicates": 1},
            {"event": "kabaddi", "title": title("kabaddi"), "checkedIn": 1, "passes": kabaddi_heads, "duplicates": 0},
        ])
    );
    assert_eq!(
        gates["gates"],
        json!([
            {"gate": "North", "checkedIn": 2, "duplicates": 0},
            {"gate": "South", "checkedIn": 1, "duplicates": 1},
        ])
    );
    let hours = gates["hours"].as_array().unwrap();
    assert_eq!(hours.iter().map(|h| h["checkedIn"].as_u64().unwrap()).sum::<u64>(), 3, "{hours:?}");

    // Hours of India time: 23:45 and 23:50 IST fall in one hour, 00:15 IST in the next day's first.
    checked_in_at(&app, id(&football[0]), at("2026-02-20T23:45:00+05:30")).await;
    checked_in_at(&app, id(&kabaddi[0]), at("2026-02-20T23:50:00+05:30")).await;
    checked_in_at(&app, id(&football[1]), at("2026-02-21T00:15:00+05:30")).await;
    let body = numbers(&app, &admin).await;
    assert_eq!(
        body["gates"]["hours"],
        json!([
            {"start": "2026-02-20T17:30:00Z", "date": "2026-02-20", "hour": 23, "checkedIn": 2},
            {"start": "2026-02-20T18:30:00Z", "date": "2026-02-21", "hour": 0, "checkedIn": 1},
        ])
    );
    // Hours with nothing between are listed with zeros.
    checked_in_at(&app, id(&football[1]), at("2026-02-21T02:05:00+05:30")).await;
    let body = numbers(&app, &admin).await;
    let hours: Vec<(u64, u64)> = body["gates"]["hours"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["hour"].as_u64().unwrap(), h["checkedIn"].as_u64().unwrap()))
        .collect();
    assert_eq!(hours, [(23, 2), (0, 0), (1, 0), (2, 1)]);

    // The hostel desk: two guests booked in the men's block, one checked in; the gates' numbers stay.
    let guests = [id(&football[2]), id(&football[3])];
    let res = order(&app, &footballers, booking(&registration, &guests, "Men", "2025-02-19", 2)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    assert_eq!(pay(&app, &footballers, &order_id).await["status"], "paid");
    assert_eq!(scan(&app, &volunteer, token(&football[2]), "Hostel").await, "ok");
    assert_eq!(scan(&app, &volunteer, token(&football[2]), "hostel").await, "duplicate");
    let body = numbers(&app, &admin).await;
    let hostel = &body["hostel"];
    assert_eq!((hostel["checkedIn"].as_u64(), hostel["guests"].as_u64()), (Some(1), Some(2)), "{body}");
    assert_eq!(
        hostel["blocks"],
        json!([{"block": "Men", "checkedIn": 1, "guests": 2}, {"block": "Women", "checkedIn": 0, "guests": 0}])
    );
    assert_eq!(hostel["hours"].as_array().unwrap().len(), 1, "{hostel}");
    assert_eq!(hostel["hours"][0]["checkedIn"], 1);
    assert_eq!((body["gates"]["checkedIn"].as_u64(), body["gates"]["duplicates"].as_u64()), (Some(3), Some(1)));

    // The desk's hour is India time too.
    accommodation_guest::Entity::update_many()
        .col_expr(accommodation_guest::Column::CheckedInAt, Expr::value(at("2026-02-19T00:10:00+05:30")))
        .filter(accommodation_guest::Column::PassId.eq(id(&football[2])))
        .exec(app.ctx.db())
        .await
        .unwrap();
    let body = numbers(&app, &admin).await;
    assert_eq!(
        body["hostel"]["hours"],
        json!([{"start": "2026-02-18T18:30:00Z", "date": "2026-02-19", "hour": 0, "checkedIn": 1}])
    );
}
