use crate::common;

use axum::http::StatusCode;
use common::TestApp;

#[tokio::test]
async fn health_reports_ok_after_a_database_round_trip() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/v1/health").await;
    assert_eq!(res.status, StatusCode::OK);
    // On SQLite the one server runs the background jobs; on PostgreSQL a server runs them only once it
    // holds the jobs lock, which this in-process app never contends for (`fest serve` does).
    let on_sqlite = !app.ctx.config().database_url().starts_with("postgres");
    assert_eq!(res.json(), serde_json::json!({"status": "ok", "db": "ok", "jobs": on_sqlite}));
}

#[tokio::test]
async fn health_is_503_with_db_down_when_the_database_is_unreachable() {
    let app = TestApp::spawn().await;
    app.ctx.db().close_by_ref().await.unwrap();
    let res = app.get("/api/v1/health").await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.json()["db"], "down");
}
