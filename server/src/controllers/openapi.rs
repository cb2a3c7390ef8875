//! GET /api/v1/openapi.json

use axum::http::header;
use axum::response::IntoResponse;

/// This API's OpenAPI 3 document.
#[utoipa::path(get, path = "/openapi.json", tag = "system",
    responses((status = 200, description = "The OpenAPI document", content_type = "application/json")))]
pub async fn openapi_json() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], crate::openapi::document_json())
}
