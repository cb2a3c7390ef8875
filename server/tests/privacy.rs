//! The DPDP Act's registers: a grievance sent to the grievance officer (checked by the shared rules,
//! acknowledged and sent on by e-mail, sealed at rest, rate limited) with its 90-day deadline in the admin
//! area, answered once (e-mailed, audited); and the breach register with the Board's 72 hours (admins only,
//! every change audited).

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use fest_app::entities::grievance;
use fest_app::roles::Role;
use fest_shared::privacy;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};

fn form(message: &str) -> Value {
    json!({"name": "Asha Ravi", "email": "asha@example.com", "kind": "erasure", "message": message})
}

async fn send(app: &TestApp, token: Option<&str>, body: Value) -> common::TestResponse {
    app.json(Method::POST, "/api/v1/grievances", token, body).await
}

fn mails_to<'a>(outbox: &'a [String], to: &str) -> Vec<&'a String> {
    outbox.iter().filter(|m| m.contains(&format!("To: {to}"))).collect()
}

#[tokio::test]
async fn a_grievance_is_acknowledged_sent_on_tracked_to_its_deadline_and_answered_once() {
    let app = TestApp::spawn_with(&[
        ("grievance_email", json!("dpo@fest.example")),
        ("grievance_officer", json!("R. Sinha")),
    ])
    .await;
    let res = app.get("/api/v1/grievance-officer").await;
    assert_eq!(res.status, StatusCode::OK);
    let officer = res.json();
    assert_eq!((officer["name"].clone(), officer["email"].clone()), (json!("R. Sinha"), json!("dpo@fest.example")));
    assert_eq!(officer["responseDays"], 90);

    // Wrong fields: each message, nothing stored, nothing sent.
    let res = send(&app, None, json!({"name": " ", "email": "no", "kind": "delete", "message": ""})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let errors = res.json()["errors"].clone();
    assert_eq!(errors["name"][0], privacy::NAME_REQUIRED);
    assert_eq!(errors["kind"][0], privacy::KIND_REQUIRED);
    assert_eq!(errors["message"][0], privacy::MESSAGE_REQUIRED);
    assert!(errors["email"].is_array());
    assert_eq!(grievance::Entity::find().count(app.ctx.db()).await.unwrap(), 0);

    // Sent without an account: its reference and the last day to answer, 90 days from today in India.
    let res = send(&app, None, form("Please erase the phone numbers of my team.")).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let received = res.json();
    let reference = received["reference"].as_str().unwrap().to_owned();
    assert!(reference.len() == 10 && reference.starts_with("GRV-"), "{reference}");
    let today = Utc::now().with_timezone(&fest_app::time::india()).date_naive();
    let due = privacy::answer_due(today);
    assert_eq!(received["dueOn"], due.format("%Y-%m-%d").to_string());
    assert_eq!(received["email"], "asha@example.com");
    // Sealed at rest.
    let stored = grievance::Entity::find().one(app.ctx.db()).await.unwrap().unwrap();
    assert!(!stored.message.contains("phone numbers") && stored.user_id.is_none(), "{stored:?}");

    // Signed in: linked to the account.
    let user = app.user_with_role("member", Role::User).await;
    let res = send(&app, Some(&user), form("What do you keep about me?")).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let second = res.json()["reference"].as_str().unwrap().to_owned();
    assert_ne!(second, reference);

    app.ctx.finish_background().await;
    let outbox = app.outbox();
    let acknowledged = mails_to(&outbox, "asha@example.com");
    assert_eq!(acknowledged.len(), 2, "each sender is acknowledged");
    assert!(acknowledged.iter().any(|m| m.contains(&reference) && m.contains(&due.format("%-d %B %Y").to_string())));
    let notices = mails_to(&outbox, "dpo@fest.example");
    assert_eq!(notices.len(), 2);
    assert!(notices.iter().any(|m| m.contains(&reference) && m.contains("Please erase the phone numbers")));

    // The admin area: admins only.
    let admin = app.user_with_role("admin", Role::Admin).await;
    let moderator = app.user_with_role("moderator", Role::Moderator).await;
    for token in [&user, &moderator] {
        assert_eq!(app.get_as("/api/v1/admin/grievances", token).await.status, StatusCode::FORBIDDEN);
    }
    let list = app.get_as("/api/v1/admin/grievances", &admin).await.json();
    assert_eq!((list["open"].clone(), list["overdue"].clone()), (json!(2), json!(0)));
    assert_eq!(list["grievances"][0]["daysLeft"], 90);
    assert_eq!(list["grievances"][0]["message"], "Please erase the phone numbers of my team.");
    assert_eq!(list["grievances"][0]["kind"], "erasure");

    // One past its last day: listed first, overdue.
    app.sql(&format!("UPDATE grievance SET due_on = '2026-01-01' WHERE reference = '{second}'")).await;
    let list = app.get_as("/api/v1/admin/grievances", &admin).await.json();
    assert_eq!(list["overdue"], 1);
    let first = &list["grievances"][0];
    assert_eq!((first["reference"].as_str().unwrap(), first["overdue"].clone()), (second.as_str(), json!(true)));
    assert!(first["daysLeft"].as_i64().unwrap() < 0);
    let id = list["grievances"][1]["id"].as_str().unwrap().to_owned();

    // Answered once: checked, e-mailed to the sender, audited.
    let path = format!("/api/v1/admin/grievances/{id}/answer");
    let res = app.json(Method::POST, &path, Some(&moderator), json!({"answer": "Done."})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::POST, &path, Some(&admin), json!({"answer": "  "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["errors"]["answer"][0], "Write the answer.");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"answer": "We erased them on 27 November."})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let answered = res.json()["grievance"].clone();
    assert_eq!((answered["status"].clone(), answered["answeredBy"].clone()), (json!("answered"), json!("admin")));
    assert_eq!(answered["daysLeft"], Value::Null);
    assert_eq!(answered["answer"], "We erased them on 27 November.");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"answer": "Again."})).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    let res =
        app.json(Method::POST, "/api/v1/admin/grievances/nope/answer", Some(&admin), json!({"answer": "x"})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let stored = grievance::Entity::find_by_id(id.clone()).one(app.ctx.db()).await.unwrap().unwrap();
    assert!(!stored.answer.unwrap().contains("erased them"), "the answer is sealed");
    app.ctx.finish_background().await;
    let outbox = app.outbox();
    assert!(
        mails_to(&outbox, "asha@example.com")
            .iter()
            .any(|m| m.contains("We erased them on 27 November.") && m.contains("Data Protection Board"))
    );
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("grievance.answer") && log.contains(&reference), "{log}");
    let list = app.get_as("/api/v1/admin/grievances", &admin).await.json();
    assert_eq!((list["open"].clone(), list["grievances"][1]["status"].clone()), (json!(1), json!("answered")));

    // Five from one client in the window, then 429 (the earlier two count).
    for n in 0..3 {
        assert_eq!(send(&app, None, form(&format!("More {n}"))).await.status, StatusCode::CREATED);
    }
    assert_eq!(send(&app, None, form("One too many")).await.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(grievance::Entity::find().count(app.ctx.db()).await.unwrap(), 5);
}

#[tokio::test]
async fn the_breach_register_keeps_the_boards_seventy_two_hours_and_audits_every_change() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("admin", Role::Admin).await;
    let moderator = app.user_with_role("moderator", Role::Moderator).await;
    let discovered = Utc::now() - Duration::days(4);
    let body = json!({
        "summary": "A laptop with an export of the football rosters was stolen",
        "personalData": "Names, phone numbers and colleges of 120 players",
        "peopleAffected": 120,
        "occurredAt": (discovered - Duration::hours(6)).to_rfc3339(),
        "discoveredAt": discovered.to_rfc3339(),
        "actions": "Sessions revoked; police complaint filed",
    });
    for token in [&moderator] {
        assert_eq!(app.get_as("/api/v1/admin/breaches", token).await.status, StatusCode::FORBIDDEN);
        let res = app.json(Method::POST, "/api/v1/admin/breaches", Some(token), body.clone()).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
    }

    // Each wrong field its message; nothing recorded.
    let res = app
        .json(
            Method::POST,
            "/api/v1/admin/breaches",
            Some(&admin),
            json!({"summary": "", "personalData": "x", "peopleAffected": -3, "discoveredAt": "last week"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let errors = res.json()["errors"].clone();
    assert_eq!(errors["summary"][0], "Say what happened.");
    assert_eq!(errors["peopleAffected"][0], "The number of people cannot be negative.");
    assert_eq!(errors["discoveredAt"][0], "Give a date and time.");
    assert_eq!(app.get_as("/api/v1/admin/breaches", &admin).await.json()["breaches"], json!([]));

    let res = app.json(Method::POST, "/api/v1/admin/breaches", Some(&admin), body.clone()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let breach = res.json()["breach"].clone();
    let id = breach["id"].as_str().unwrap().to_owned();
    let due = chrono::DateTime::parse_from_rfc3339(breach["boardDueAt"].as_str().unwrap()).unwrap();
    let found = chrono::DateTime::parse_from_rfc3339(breach["discoveredAt"].as_str().unwrap()).unwrap();
    assert_eq!(due - found, Duration::hours(72));
    assert_eq!((breach["boardOverdue"].clone(), breach["recordedBy"].clone()), (json!(true), json!("admin")));

    // A later one, discovered now: listed first, not overdue.
    let res = app
        .json(
            Method::POST,
            "/api/v1/admin/breaches",
            Some(&admin),
            json!({"summary": "A mail sent to the wrong list", "personalData": "E-mail addresses of 3 captains",
                   "discoveredAt": Utc::now().to_rfc3339()}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let list = app.get_as("/api/v1/admin/breaches", &admin).await.json();
    assert_eq!(list["breaches"].as_array().unwrap().len(), 2);
    assert_eq!(list["breaches"][0]["summary"], "A mail sent to the wrong list");
    assert_eq!(list["breaches"][0]["boardOverdue"], false);

    // The Board told: no longer overdue; told before it was discovered is refused.
    let path = format!("/api/v1/admin/breaches/{id}");
    let mut told = body.clone();
    told["boardToldAt"] = json!((discovered - Duration::hours(1)).to_rfc3339());
    let res = app.json(Method::PUT, &path, Some(&admin), told.clone()).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["errors"]["boardToldAt"][0], "It cannot be told before it was discovered.");
    told["boardToldAt"] = json!((discovered + Duration::hours(50)).to_rfc3339());
    told["peopleToldAt"] = json!((discovered + Duration::hours(2)).to_rfc3339());
    let res = app.json(Method::PUT, &path, Some(&admin), told.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["breach"]["boardOverdue"], false);
    assert!(res.json()["breach"]["peopleToldAt"].is_string());
    let res = app.json(Method::PUT, &path, Some(&moderator), told.clone()).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::PUT, "/api/v1/admin/breaches/nope", Some(&admin), told).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);

    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("breach.record") && log.contains("breach.update"), "{log}");
}
