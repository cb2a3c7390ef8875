//! Announcements: an admin counts who a segment reaches (each person once however the groups overlap),
//! sends now or at a set time, cancels what is not sent yet; each person gets one e-mail and a notice on
//! /account, the public ones show to everybody; a server resuming another's work or two servers sending at
//! once never write to anyone twice. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::entities::{announcement_delivery, email_outbox, pass};
use fest_app::roles::Role;
use fest_app::services::announcements;
use fest_shared::catalogue::EventId;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

/// Pays for a team of `event_id` from `college` through the sandbox; returns the registration id and the
/// captain's token.
async fn paid_team(app: &TestApp, name: &str, event_id: EventId, college: &str, n: u64) -> (String, String) {
    let token = app.user_with_role(name, Role::User).await;
    (app.pay_team(&token, event_id, Some("Men"), college, n, json!({})).await, token)
}

async fn ok(res: common::TestResponse) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

async fn reach(app: &TestApp, token: &str, segment: Value) -> u64 {
    let res =
        app.json(Method::POST, "/api/v1/admin/announcements/reach", Some(token), json!({"segment": segment})).await;
    ok(res).await["count"].as_u64().unwrap()
}

/// The announcement e-mails stored, and how many deliveries are written.
async fn written(app: &TestApp) -> (u64, u64) {
    let mails = email_outbox::Entity::find()
        .filter(email_outbox::Column::Purpose.eq("announcement"))
        .count(app.ctx.db())
        .await
        .unwrap();
    let deliveries = announcement_delivery::Entity::find().count(app.ctx.db()).await.unwrap();
    (mails, deliveries)
}

/// Three paid football teams (IIT Patna, NIT Patna, BIT Mesra); the second captain is also a campus
/// ambassador; a volunteer; an admin. Returns the registrations, the captains' tokens, the volunteer's and
/// the admin's.
async fn fest(app: &TestApp) -> (Vec<String>, Vec<String>, String, String) {
    let mut regs = Vec::new();
    let mut captains = Vec::new();
    for (n, college) in ["IIT Patna", "NIT Patna", "BIT Mesra"].iter().enumerate() {
        let n = u64::try_from(n).unwrap() + 1;
        let (reg, token) = paid_team(app, &format!("captain{n}"), EventId::Football, college, n).await;
        regs.push(reg);
        captains.push(token);
    }
    fest_app::services::accounts::set_role_by_email(&app.ctx, "captain2@example.com", Role::Ca).await.unwrap();
    let volunteer = app.user_with_role("gatekeeper", Role::Volunteer).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    (regs, captains, volunteer, admin)
}

#[tokio::test]
async fn a_segment_reaches_each_person_once_and_an_announcement_is_sent_to_each_once() {
    let app = TestApp::spawn().await;
    let (regs, captains, volunteer, admin) = fest(&app).await;

    assert_eq!(reach(&app, &admin, json!({"registered": true})).await, 3);
    // The ambassador is a captain too: counted once.
    assert_eq!(reach(&app, &admin, json!({"registered": true, "roles": ["ca"]})).await, 3);
    assert_eq!(reach(&app, &admin, json!({"roles": ["ca", "volunteer"]})).await, 2);
    assert_eq!(reach(&app, &admin, json!({"registered": true, "colleges": ["iit patna "]})).await, 1);
    assert_eq!(reach(&app, &admin, json!({"registered": true, "events": ["cricket"]})).await, 0);
    assert_eq!(
        reach(&app, &admin, json!({"registered": true, "events": ["football"], "categories": ["Men"]})).await,
        3
    );
    // Checked in at a gate, or not.
    let done = pass::Entity::update_many()
        .col_expr(pass::Column::CheckedInAt, Expr::value(chrono::Utc::now()))
        .filter(pass::Column::RegistrationId.eq(&regs[0]))
        .exec(app.ctx.db())
        .await
        .unwrap();
    assert!(done.rows_affected > 0);
    assert_eq!(reach(&app, &admin, json!({"registered": true, "checkedIn": true})).await, 1);
    assert_eq!(reach(&app, &admin, json!({"registered": true, "checkedIn": false})).await, 2);

    // Nobody chosen, or no title: refused in words, nothing stored.
    let res = app.json(Method::POST, "/api/v1/admin/announcements/reach", Some(&admin), json!({"segment": {}})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["message"], announcements::NOBODY_CHOSEN);
    let res = app
        .json(
            Method::POST,
            "/api/v1/admin/announcements",
            Some(&admin),
            json!({"title": " ", "body": "x", "segment": {"registered": true}}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["message"], announcements::TITLE_NEEDED);
    // Admins only: a campus ambassador or a volunteer may not, nor may nobody.
    for token in [&captains[1], &volunteer] {
        let res = app
            .json(
                Method::POST,
                "/api/v1/admin/announcements/reach",
                Some(token),
                json!({"segment": {"registered": true}}),
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
    }
    assert_eq!(app.get("/api/v1/admin/announcements").await.status, StatusCode::UNAUTHORIZED);

    let body = json!({
        "title": "Football moves to Ground B",
        "body": "All football matches on day 1 are at Ground B.\nReport by 8:30.",
        "public": true,
        "segment": {"registered": true, "roles": ["ca"]},
    });
    let list = ok(app.json(Method::POST, "/api/v1/admin/announcements", Some(&admin), body).await).await;
    assert_eq!(list["announcements"][0]["title"], "Football moves to Ground B");
    app.ctx.finish_background().await;
    assert_eq!(written(&app).await, (3, 3), "three people, one e-mail each");
    let mails: Vec<String> = app.outbox().into_iter().filter(|m| m.contains("Football moves to Ground B")).collect();
    assert_eq!(mails.len(), 3, "one e-mail per person");
    assert!(mails.iter().any(|m| m.contains("captain2@example.com") && m.contains("Report by 8:30.")));

    let list = ok(app.get_as("/api/v1/admin/announcements", &admin).await).await;
    let sent = &list["announcements"][0];
    assert_eq!(sent["state"], "sent");
    assert_eq!(sent["recipients"], 3);
    assert_eq!(sent["deliveries"], json!({"queued": 0, "sent": 3, "failed": 0}));
    assert_eq!(sent["segment"]["roles"], json!(["ca"]));

    // Each person's notices; the public ones for everybody.
    let notices = ok(app.get_as("/api/v1/user/notices", &captains[0]).await).await;
    assert_eq!(notices["notices"][0]["title"], "Football moves to Ground B");
    assert_eq!(notices["notices"][0]["body"], "All football matches on day 1 are at Ground B.\nReport by 8:30.");
    let none = ok(app.get_as("/api/v1/user/notices", &volunteer).await).await;
    assert_eq!(none["notices"], json!([]));
    let public = ok(app.get("/api/v1/announcements").await).await;
    assert_eq!(public["notices"][0]["title"], "Football moves to Ground B");

    // Nothing is due any more; a server that died while sending is resumed without writing twice.
    assert_eq!(announcements::dispatch_due(&app.ctx).await.unwrap(), 0);
    app.sql("UPDATE announcement SET state = 'sending', locked_until = created_at").await;
    assert_eq!(announcements::dispatch_due(&app.ctx).await.unwrap(), 0);
    assert_eq!(written(&app).await, (3, 3));
    let list = ok(app.get_as("/api/v1/admin/announcements", &admin).await).await;
    assert_eq!(list["announcements"][0]["state"], "sent");

    let audit = ok(app.get_as("/api/v1/admin/audit-log?limit=20", &admin).await).await;
    assert!(audit["entries"].as_array().unwrap().iter().any(|e| e["action"] == "announcement.create"));

    // The plain accounts: the two captains who are not ambassadors. A team kept from a deleted account
    // belongs to the shared account that keeps such registrations: nobody to write to.
    assert_eq!(reach(&app, &admin, json!({"roles": ["user"]})).await, 2);
    app.sql(&format!("UPDATE registration SET user_id = 'deleted-account' WHERE id = '{}'", regs[2])).await;
    assert_eq!(reach(&app, &admin, json!({"registered": true})).await, 2);
    assert_eq!(reach(&app, &admin, json!({"roles": ["user"]})).await, 2);
}

#[tokio::test]
async fn a_scheduled_announcement_waits_for_its_time_and_one_not_sent_can_be_cancelled() {
    let app = TestApp::spawn().await;
    let (_, captains, _, admin) = fest(&app).await;
    let later = (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339();
    let body = json!({"title": "Kit check", "body": "Bring your college ID.", "segment": {"registered": true},
                      "sendAt": later});
    let list = ok(app.json(Method::POST, "/api/v1/admin/announcements", Some(&admin), body).await).await;
    let id = list["announcements"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(list["announcements"][0]["state"], "scheduled");
    app.ctx.finish_background().await;
    assert_eq!(announcements::dispatch_due(&app.ctx).await.unwrap(), 0);
    assert_eq!(written(&app).await, (0, 0), "nothing before its time");
    assert_eq!(ok(app.get_as("/api/v1/user/notices", &captains[0]).await).await["notices"], json!([]));
    // Private: not on the home page even once sent.
    app.sql("UPDATE announcement SET send_at = created_at").await;
    assert_eq!(announcements::dispatch_due(&app.ctx).await.unwrap(), 3);
    assert_eq!(ok(app.get_as("/api/v1/user/notices", &captains[2]).await).await["notices"][0]["title"], "Kit check");
    assert_eq!(ok(app.get("/api/v1/announcements").await).await["notices"], json!([]));
    // Sent: too late to cancel.
    let res = app
        .call(
            Method::DELETE,
            &format!("/api/v1/admin/announcements/{id}"),
            &[("authorization", &format!("Bearer {admin}"))],
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(res.json()["message"], announcements::NOT_CANCELLABLE);

    let body =
        json!({"title": "Closing ceremony", "body": "At 6 pm.", "segment": {"registered": true}, "sendAt": later});
    let list = ok(app.json(Method::POST, "/api/v1/admin/announcements", Some(&admin), body).await).await;
    let id = list["announcements"][0]["id"].as_str().unwrap().to_owned();
    let res = app
        .call(
            Method::DELETE,
            &format!("/api/v1/admin/announcements/{id}"),
            &[("authorization", &format!("Bearer {admin}"))],
        )
        .await;
    let list = ok(res).await;
    assert_eq!(list["announcements"][0]["state"], "cancelled");
    app.sql("UPDATE announcement SET send_at = created_at").await;
    assert_eq!(announcements::dispatch_due(&app.ctx).await.unwrap(), 0, "a cancelled one is never sent");
    assert_eq!(written(&app).await, (3, 3));

    // A time already past is refused.
    let earlier = (chrono::Utc::now() - chrono::Duration::hours(1)).to_rfc3339();
    let body = json!({"title": "Late", "body": "x", "segment": {"registered": true}, "sendAt": earlier});
    let res = app.json(Method::POST, "/api/v1/admin/announcements", Some(&admin), body).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["message"], announcements::IN_THE_PAST);
}

#[tokio::test]
async fn two_servers_sending_at_once_write_to_each_person_once() {
    let app = TestApp::spawn().await;
    let (_, _, _, admin) = fest(&app).await;
    let twin = app.twin_with(&[]).await;
    let later = (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339();
    for n in 0..3 {
        let body = json!({"title": format!("Notice {n}"), "body": "Read me.",
                          "segment": {"registered": true, "roles": ["ca", "volunteer", "admin"]}, "sendAt": later});
        ok(app.json(Method::POST, "/api/v1/admin/announcements", Some(&admin), body).await).await;
    }
    app.sql("UPDATE announcement SET send_at = created_at").await;
    let (a, b) = tokio::join!(announcements::dispatch_due(&app.ctx), announcements::dispatch_due(&twin.ctx));
    // Three captains, the volunteer and the admin, for each of three announcements.
    assert_eq!(a.unwrap() + b.unwrap(), 15);
    assert_eq!(written(&app).await, (15, 15));
    let list = ok(app.get_as("/api/v1/admin/announcements", &admin).await).await;
    assert!(list["announcements"].as_array().unwrap().iter().all(|a| a["state"] == "sent" && a["recipients"] == 5));
}
