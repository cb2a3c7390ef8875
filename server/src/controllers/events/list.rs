//! GET /api/v1/events

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use fest_app::services::events;

use crate::AppState;
use crate::error::ApiError;

/// Every event of the catalogue with `isRegistrationOpen`, its current state. Answers conditional requests
/// (If-None-Match) with 304.
#[utoipa::path(get, path = "/events", tag = "events",
    responses(
        (status = 200, description = "`{success, events: [event & {isRegistrationOpen}]}`", content_type = "application/json"),
        (status = 304, description = "Not modified"),
    ))]
pub async fn list(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    let json = events::list_json(&state.ctx).await?;
    let etag =
        HeaderValue::from_str(&json.etag).map_err(|_| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "etag"))?;
    let cache = HeaderValue::from_static("no-cache");
    let matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == json.etag || t.trim() == "*"));
    if matches {
        return Ok((StatusCode::NOT_MODIFIED, [(header::ETAG, etag), (header::CACHE_CONTROL, cache)]).into_response());
    }
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("application/json")),
            (header::ETAG, etag),
            (header::CACHE_CONTROL, cache),
        ],
        json.body.clone(),
    )
        .into_response())
}
