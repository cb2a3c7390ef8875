#![allow(clippy::unwrap_used)]
mod common;

use axum::http::StatusCode;
use common::TestApp;

#[tokio::test]
async fn health_reports_ok_after_a_database_round_trip() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/v1/health").await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.json(), serde_json::json!({"status": "ok", "db": "ok"}));
}

#[tokio::test]
async fn health_is_503_with_db_down_when_the_database_is_unreachable() {
    let app = TestApp::spawn().await;
    app.ctx.db().close_by_ref().await.unwrap();
    let res = app.get("/api/v1/health").await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.json()["db"], "down");
}
