//! GET /api/v1/health

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// "ok" when the service can do its work, "error" otherwise.
    pub status: &'static str,
    /// "ok" after a real database round trip, "down" when the database did not answer.
    pub db: &'static str,
    /// Whether this server runs the background jobs (reconciliation, expiry, purges, waiting-list offers,
    /// e-mail retries). Among servers sharing a PostgreSQL database exactly one does at a time.
    pub jobs: bool,
}

/// Liveness and database health.
#[utoipa::path(get, path = "/health", tag = "system",
    responses(
        (status = 200, description = "Service and database are up", body = Health),
        (status = 503, description = "The database is unreachable", body = Health),
    ))]
pub async fn health(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    let jobs = state.ctx.cluster().runs_jobs();
    if fest_app::services::health::database_is_up(&state.ctx).await {
        (StatusCode::OK, Json(Health { status: "ok", db: "ok", jobs }))
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, Json(Health { status: "error", db: "down", jobs }))
    }
}
