//! Reminders the organisers switch on: each team the day before its first match (when and where), everyone
//! with a paid team the day before the fest (what to bring, where to report). Nothing before the organisers'
//! time or while switched off; each reminder once, whether the job runs again or two servers run it at once;
//! a team whose first match moves is reminded again before the new day. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Utc};
use common::TestApp;
use fest_app::entities::{email_outbox, reminder_sent};
use fest_app::roles::Role;
use fest_app::services::{mail_queue, reminders};
use fest_shared::catalogue::EventId;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

/// Pays for a team of `event_id` (category `category`) from `college` through the sandbox; returns the
/// captain's token.
async fn paid_team(app: &TestApp, name: &str, event_id: EventId, category: &str, college: &str, n: u64) -> String {
    app.paid_team(name, event_id, Some(category), college, n).await
}

async fn ok(res: common::TestResponse) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

fn at(rfc3339: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(rfc3339).unwrap().to_utc()
}

/// Reminders of `kind` written so far, and e-mails stored for `purpose`.
async fn counted(app: &TestApp, kind: &str, purpose: &str) -> (u64, u64) {
    let rows =
        reminder_sent::Entity::find().filter(reminder_sent::Column::Kind.eq(kind)).count(app.ctx.db()).await.unwrap();
    let mails = email_outbox::Entity::find()
        .filter(email_outbox::Column::Purpose.eq(purpose))
        .count(app.ctx.db())
        .await
        .unwrap();
    (rows, mails)
}

/// Creates fixtures of `event` (category) as `admin` and returns the set's id and its matches' ids.
async fn fixtures(app: &TestApp, admin: &str, event: &str, category: &str, kind: &str) -> (String, Vec<String>) {
    let body = json!({"category": category, "format": {"kind": kind}});
    let made = ok(app.json(Method::POST, &format!("/api/v1/admin/fixtures/{event}"), Some(admin), body).await).await;
    let set = made["fixtures"]["id"].as_str().unwrap().to_owned();
    let ids = made["fixtures"]["matches"].as_array().unwrap().iter().map(|m| m["id"].as_str().unwrap().to_owned());
    (set, ids.collect())
}

/// Schedules match `m` of `set` at `venue` on `(day, start, end)`; returns the set's version.
async fn place(app: &TestApp, admin: &str, set: &str, m: &str, venue: &str, slot: (&str, &str, &str)) -> i64 {
    let (day, start, end) = slot;
    let path = format!("/api/v1/admin/fixture-sets/{set}/matches/{m}/schedule");
    let body = json!({"venueId": venue, "day": day, "start": start, "end": end});
    ok(app.json(Method::PUT, &path, Some(admin), body).await).await["fixtures"]["version"].as_i64().unwrap()
}

async fn publish(app: &TestApp, admin: &str, set: &str, version: i64) {
    let path = format!("/api/v1/admin/fixture-sets/{set}/publish");
    ok(app.json(Method::POST, &path, Some(admin), json!({"version": version})).await).await;
}

#[tokio::test]
async fn teams_are_reminded_the_day_before_their_first_match_and_everyone_before_the_fest_once() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let volunteer = app.user_with_role("gatekeeper", Role::Volunteer).await;
    // Kabaddi: three teams, a round robin (each plays twice); volleyball: two teams, one match.
    for (i, college) in ["IIT Patna", "NIT Patna", "BIT Mesra"].iter().enumerate() {
        let n = u64::try_from(i).unwrap() + 1;
        paid_team(&app, &format!("kabaddi{n}"), EventId::Kabaddi, "Men", college, n).await;
    }
    paid_team(&app, "volley1", EventId::Volleyball, "Women", "IIT Patna", 11).await;
    paid_team(&app, "volley2", EventId::Volleyball, "Women", "Magadh University", 12).await;
    // A basketball team kept from a deleted account (it belongs to the shared account that keeps them):
    // nobody to remind.
    paid_team(&app, "gone", EventId::Basketball, "Men", "IIT Delhi", 21).await;
    // Its receipt and passes are e-mailed first (in the background), as they were before a deletion.
    app.ctx.finish_background().await;
    app.sql("UPDATE registration SET user_id = 'deleted-account' WHERE event_id = 'basketball'").await;
    let court = app.venue(&admin, "Court 1").await;
    let ground = app.venue(&admin, "Main Ground").await;

    // Kabaddi's first match on the 20th; its other two on the 21st, with the volleyball match.
    let (k, kabaddi) = fixtures(&app, &admin, "kabaddi", "Men", "roundRobin").await;
    assert_eq!(kabaddi.len(), 3);
    place(&app, &admin, &k, &kabaddi[0], &court, ("2026-02-20", "10:00", "11:00")).await;
    place(&app, &admin, &k, &kabaddi[1], &court, ("2026-02-21", "10:00", "11:00")).await;
    let version = place(&app, &admin, &k, &kabaddi[2], &court, ("2026-02-21", "12:00", "13:00")).await;
    publish(&app, &admin, &k, version).await;
    let (v, volley) = fixtures(&app, &admin, "volleyball", "Women", "knockout").await;
    let version = place(&app, &admin, &v, &volley[0], &ground, ("2026-02-21", "11:00", "12:00")).await;
    publish(&app, &admin, &v, version).await;

    // The eve of the 20th, after 18:00 India time (12:30 UTC).
    let eve_of_20th = at("2026-02-19T13:00:00Z");
    // Switched off (the start): nothing.
    let now = ok(app.get_as("/api/v1/admin/reminders", &admin).await).await;
    assert_eq!(now["reminders"]["matchEve"], false);
    assert_eq!(now["reminders"]["time"], "18:00");
    assert_eq!(reminders::send_due(&app.ctx, eve_of_20th).await.unwrap(), 0);

    // Only admins switch them; bad settings are refused in words and nothing is stored.
    let wanted = json!({"matchEve": true, "festEve": true, "time": "18:00", "firstDay": "2026-02-20",
                        "bring": "College ID card and your sports kit", "report": "Main gate, 8:00 to 9:00"});
    let res = app.json(Method::PUT, "/api/v1/admin/reminders", Some(&volunteer), wanted.clone()).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    for (field, value, message) in [
        ("report", json!(""), reminders::REPORT_NEEDED),
        ("time", json!("6 pm"), reminders::BAD_TIME),
        ("firstDay", json!("2026-02-31"), reminders::BAD_FIRST_DAY),
        ("bring", json!("x".repeat(1001)), reminders::BRING_TOO_LONG),
    ] {
        let mut bad = wanted.clone();
        bad[field] = value;
        let res = app.json(Method::PUT, "/api/v1/admin/reminders", Some(&admin), bad).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{field}: {}", res.text());
        assert_eq!(res.json()["message"], message);
    }
    assert_eq!(ok(app.get_as("/api/v1/admin/reminders", &admin).await).await["reminders"]["festEve"], false);
    let saved = ok(app.json(Method::PUT, "/api/v1/admin/reminders", Some(&admin), wanted).await).await;
    assert_eq!(saved["reminders"]["report"], "Main gate, 8:00 to 9:00");
    let log = ok(app.get_as("/api/v1/admin/audit-log", &admin).await).await;
    assert!(log["entries"].as_array().unwrap().iter().any(|e| e["action"] == "reminders.update"));

    // Before 18:00 on the eve: nothing yet.
    assert_eq!(reminders::send_due(&app.ctx, at("2026-02-19T12:29:00Z")).await.unwrap(), 0);
    // At 18:30: the two kabaddi teams of the first match, and all five captains before the fest.
    assert_eq!(reminders::send_due(&app.ctx, eve_of_20th).await.unwrap(), 7);
    assert_eq!(counted(&app, reminders::MATCH, "match reminder").await, (2, 2));
    assert_eq!(counted(&app, reminders::FEST, "fest reminder").await, (5, 5));
    // Again: nobody twice.
    assert_eq!(reminders::send_due(&app.ctx, at("2026-02-19T17:00:00Z")).await.unwrap(), 0);
    mail_queue::drain(&app.ctx).await;
    let outbox = app.outbox();
    let first: Vec<&String> = outbox.iter().filter(|m| m.contains("your first match is tomorrow")).collect();
    assert_eq!(first.len(), 2);
    for mail in &first {
        assert!(mail.contains("Friday 20 February 2026"), "{mail}");
        assert!(mail.contains(&format!("Kabaddi (Men), Round 1 {}: ", kabaddi[0])), "{mail}");
        assert!(mail.contains(", 10:00 to 11:00, Court 1"), "{mail}");
    }
    let fest: Vec<&String> = outbox.iter().filter(|m| m.contains("starts tomorrow")).collect();
    assert_eq!(fest.len(), 5);
    assert!(fest.iter().all(|m| m.contains("Main gate, 8:00 to 9:00") && m.contains("College ID card")));
    assert!(fest.iter().any(|m| m.contains("Volleyball (Women)")));
    assert!(!outbox.iter().any(|m| m.contains("deleted-account@")));

    // The eve of the 21st on two servers at once: the third kabaddi team and both volleyball teams, once
    // each; the fest reminder is not sent again.
    let twin = app.twin_with(&[]).await;
    let eve_of_21st = at("2026-02-20T13:00:00Z");
    let (a, b) = tokio::join!(reminders::send_due(&app.ctx, eve_of_21st), reminders::send_due(&twin.ctx, eve_of_21st));
    assert_eq!(a.unwrap() + b.unwrap(), 3);
    assert_eq!(counted(&app, reminders::MATCH, "match reminder").await, (5, 5));
    assert_eq!(counted(&app, reminders::FEST, "fest reminder").await, (5, 5));

    // The volleyball match moves to the 22nd: its teams are reminded again the evening before.
    let version = place(&app, &admin, &v, &volley[0], &ground, ("2026-02-22", "09:00", "10:00")).await;
    assert!(version > 0);
    assert_eq!(reminders::send_due(&app.ctx, at("2026-02-21T13:00:00Z")).await.unwrap(), 2);
    let now = ok(app.get_as("/api/v1/admin/reminders", &admin).await).await;
    assert_eq!(now["sent"], json!({"matchEve": 7, "festEve": 5}));

    // Switched off: nothing more, whatever the day.
    let off = json!({"matchEve": false, "festEve": false, "time": "18:00", "firstDay": "2026-02-20",
                     "bring": "", "report": ""});
    ok(app.json(Method::PUT, "/api/v1/admin/reminders", Some(&admin), off).await).await;
    app.sql("DELETE FROM reminder_sent").await;
    assert_eq!(reminders::send_due(&app.ctx, eve_of_20th).await.unwrap(), 0);
}
