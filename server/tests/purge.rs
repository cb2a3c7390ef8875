//! The background purge: expired sessions, expired sign-ups, finished rate-limit windows and old webhook
//! ids go; everything still in use stays. Deletes run in batches until one comes back short.

use crate::common;

use axum::http::StatusCode;
use chrono::{Duration, Utc};
use common::TestApp;
use fest_app::entities::{session, signup_request, webhook_event, webhook_failure};
use fest_app::services::purge::{self, PurgeReport};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::json;

async fn keys(app: &TestApp, sql: &str) -> Vec<String> {
    use sea_orm::ConnectionTrait;
    let db = app.ctx.db();
    let rows = db.query_all_raw(sea_orm::Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
    let mut keys: Vec<String> = rows.iter().map(|r| r.try_get_by_index::<String>(0).unwrap()).collect();
    keys.sort();
    keys
}

#[tokio::test]
async fn only_expired_and_finished_rows_are_purged() {
    let app = TestApp::spawn().await;
    let (old_token, old_user) = app.sign_up("olduser", "old@example.com", "password123").await;
    let (fresh_token, _) = app.sign_up("freshuser", "fresh@example.com", "password123").await;
    let past = Utc::now() - Duration::hours(1);
    session::Entity::update_many()
        .col_expr(session::Column::ExpiresAt, Expr::value(past))
        .filter(session::Column::UserId.eq(old_user["_id"].as_str().unwrap()))
        .exec(app.ctx.db())
        .await
        .unwrap();

    for email in ["stale@example.com", "waiting@example.com"] {
        let name = email.split('@').next().unwrap();
        let body =
            json!({"username": name, "email": email, "password": "password123", "confirmPassword": "password123"});
        assert_eq!(app.post("/api/v1/auth/signup/send-otp", body).await.status, StatusCode::OK);
    }
    signup_request::Entity::update_many()
        .col_expr(signup_request::Column::ExpiresAt, Expr::value(past))
        .filter(signup_request::Column::Email.eq("stale@example.com"))
        .exec(app.ctx.db())
        .await
        .unwrap();

    let now = Utc::now().timestamp();
    let window = i64::from(app.ctx.config().rate_limit_window_secs);
    app.sql("DELETE FROM rate_limit").await;
    app.sql(&format!(
        "INSERT INTO rate_limit (key, window_start, hits) VALUES ('over', {}, 3), ('current', {}, 2)",
        now - window - 1,
        now - 10
    ))
    .await;

    for (id, age) in [("evt_old", Duration::days(31)), ("evt_recent", Duration::days(2))] {
        webhook_event::ActiveModel {
            event_id: Set(id.into()),
            kind: Set("payment.captured".into()),
            received_at: Set(Utc::now() - age),
        }
        .insert(app.ctx.db())
        .await
        .unwrap();
    }

    // Failed webhooks: resolved long ago (gone), resolved lately and never resolved (both kept).
    for (id, resolved) in
        [("wf_old", Some(Duration::days(31))), ("wf_recent", Some(Duration::days(2))), ("wf_open", None)]
    {
        let at = Utc::now() - Duration::days(40);
        webhook_failure::ActiveModel {
            id: Set(id.into()),
            event_id: Set(format!("evt_{id}")),
            kind: Set("payment.captured".into()),
            body: Set(r#"{"payload":{"payment":{"entity":{"email":"payer@example.com"}}}}"#.into()),
            error: Set("database unavailable".into()),
            attempts: Set(1),
            received_at: Set(at),
            last_failed_at: Set(at),
            resolved_at: Set(resolved.map(|age| Utc::now() - age)),
            resolved_by: Set(None),
        }
        .insert(app.ctx.db())
        .await
        .unwrap();
    }

    let report = purge::purge(&app.ctx).await.unwrap();
    assert_eq!(
        report,
        PurgeReport {
            sessions: 1,
            pending_signups: 1,
            rate_limits: 1,
            webhook_events: 1,
            webhook_failures: 1,
            emails: 0,
            drafts: 0
        }
    );
    assert_eq!(keys(&app, "SELECT id FROM webhook_failure").await, ["wf_open", "wf_recent"]);

    assert_eq!(app.get_as("/api/v1/user/me", &fresh_token).await.status, StatusCode::OK);
    assert_eq!(app.get_as("/api/v1/user/me", &old_token).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(session::Entity::find().count(app.ctx.db()).await.unwrap(), 1);
    assert_eq!(keys(&app, "SELECT email FROM signup_request").await, ["waiting@example.com"]);
    assert_eq!(keys(&app, "SELECT key FROM rate_limit").await, ["current"]);
    assert_eq!(keys(&app, "SELECT event_id FROM webhook_event").await, ["evt_recent"]);

    assert_eq!(purge::purge(&app.ctx).await.unwrap(), PurgeReport::default(), "nothing left to purge");
}

#[tokio::test]
async fn a_backlog_larger_than_a_batch_is_purged_in_several_batches() {
    let app = TestApp::spawn().await;
    let total = 2 * purge::BATCH + 17;
    let mut n = 0;
    while n < total {
        let rows: Vec<String> = (n..(n + 500).min(total)).map(|i| format!("('k{i}', 0, 1)")).collect();
        app.sql(&format!("INSERT INTO rate_limit (key, window_start, hits) VALUES {}", rows.join(", "))).await;
        n += 500;
    }
    let now = Utc::now().timestamp();
    app.sql(&format!("INSERT INTO rate_limit (key, window_start, hits) VALUES ('live', {now}, 1)")).await;
    let report = purge::purge(&app.ctx).await.unwrap();
    assert_eq!(report.rate_limits, total);
    assert_eq!(keys(&app, "SELECT key FROM rate_limit").await, ["live"]);
}
