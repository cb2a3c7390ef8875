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

/// Whether the process answers at all (for an orchestrator's liveness probe): no database work.
#[derive(Debug, Serialize)]
pub struct Live {
    pub live: bool,
}

/// `GET /livez`: 200 while the process serves requests.
pub async fn live() -> Json<Live> {
    Json(Live { live: true })
}

/// Whether the server should be sent requests (for a proxy's or an orchestrator's readiness probe).
#[derive(Debug, Serialize)]
pub struct Ready {
    pub ready: bool,
    /// Why not: `stopping` (told to stop, finishing what it is doing) or `database` (no answer from it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
}

/// `GET /readyz`: 200 when the database answers and the server is not stopping; 503 otherwise.
pub async fn ready(State(state): State<AppState>) -> (StatusCode, Json<Ready>) {
    if state.is_stopping() {
        return (StatusCode::SERVICE_UNAVAILABLE, Json(Ready { ready: false, reason: Some("stopping") }));
    }
    if !fest_app::services::health::database_is_up(&state.ctx).await {
        return (StatusCode::SERVICE_UNAVAILABLE, Json(Ready { ready: false, reason: Some("database") }));
    }
    (StatusCode::OK, Json(Ready { ready: true, reason: None }))
}
