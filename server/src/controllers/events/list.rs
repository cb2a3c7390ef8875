//! GET /api/v1/events

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use fest_app::AppError;
use fest_app::services::events;

use fest_shared::catalogue::EventsResponse;

use crate::AppState;
use crate::error::ApiError;
use crate::static_files::accepts;

/// Every event of the catalogue with `isRegistrationOpen`, its current state. Answers conditional requests
/// (If-None-Match) with 304. Served brotli- or gzip-compressed from bodies made once per version of the list.
#[utoipa::path(get, path = "/events", tag = "events",
    responses(
        (status = 200, description = "Every event with whether registration is open now", body = EventsResponse),
        (status = 304, description = "Not modified"),
    ))]
pub async fn list(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    let json = events::list_json(&state.ctx).await?;
    let etag = HeaderValue::from_str(&json.etag).map_err(AppError::other)?;
    let cache = HeaderValue::from_static("no-cache");
    let matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == json.etag || t.trim() == "*"));
    if matches {
        return Ok((StatusCode::NOT_MODIFIED, [(header::ETAG, etag), (header::CACHE_CONTROL, cache)]).into_response());
    }
    // The encodings are made once per version of the list; a browser always asks for one.
    let accept = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
    let (body, encoding) = if accepts(accept, "br") {
        (json.brotli().clone(), Some("br"))
    } else if accepts(accept, "gzip") {
        (json.gzip().clone(), Some("gzip"))
    } else {
        (json.body.clone(), None)
    };
    let mut response = (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("application/json")),
            (header::ETAG, etag),
            (header::CACHE_CONTROL, cache),
            (header::VARY, HeaderValue::from_static("accept-encoding")),
        ],
        body,
    )
        .into_response();
    if let Some(encoding) = encoding {
        response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }
    Ok(response)
}
